/** The organizers domain's public surface: other domains and the composition root import only this file. */
export {
  Organizer,
  OrganizerPage,
  organizersEntities,
  OrganizerStaff,
  STAFF_ROLES,
  type StaffRole,
  type StaffStatus,
} from './organizers.entities';
export {
  type CompetitionKind,
  type CompetitionList,
  organizerAnnouncementRule,
  organizersService,
  registerCompetitionList,
} from './organizers.service';
export { byStaffOrder, createOrganizersLoaders } from './organizers.loaders';
export { organizersResolvers } from './organizers.resolvers';
export {
  organizersRoutes,
  toRestOrganization,
  toRestOrganizer,
  toRestOrganizerPage,
  toRestStaff,
  toRestStaffPlace,
  toRestUserStaffEntry,
} from './organizers.routes';
export {
  normalizeOrganizerName,
  ORGANIZER_NAME_MAX,
  organizerManagerService,
  type StaffInvite,
  type StaffUpdate,
  type StaffUpdated,
} from './organizers.manager';
