/** The organizers domain's entity door: its TypeORM entities and their types, without its services (db/entities.ts and other domains' entities import this). */
export {
  Organizer,
  OrganizerPage,
  organizersEntities,
  OrganizerStaff,
  STAFF_ROLES,
  type StaffRole,
  type StaffStatus,
} from './organizers.entities';
