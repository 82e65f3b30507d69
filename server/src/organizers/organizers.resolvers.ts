import type { Resolvers } from '../generated/resolvers';
import { usersService } from '../users';
import { organizerManagerService } from './organizers.manager';
import { organizersService } from './organizers.service';

export const organizersResolvers: Resolvers = {
  Query: {
    organizer: (_, { param }, ctx) => organizersService.getOrganizer(ctx, param),
  },
  Mutation: {
    createOrganizer: (_, { name }, ctx) => organizerManagerService.create(ctx, name),
    inviteStaff: (_, { organizerId, userName, role, assignedLeagueIds, assignedTournamentIds }, ctx) =>
      organizerManagerService.invite(ctx, organizerId, { userName, role, assignment: [...(assignedLeagueIds ?? []), ...(assignedTournamentIds ?? [])] }),
    respondToStaffInvitation: (_, { organizerId, accept }, ctx) => organizerManagerService.respond(ctx, organizerId, accept),
    promoteStaff: (_, { organizerId, userId }, ctx) => organizerManagerService.promote(ctx, organizerId, userId),
    demoteStaff: (_, { organizerId, userId }, ctx) => organizerManagerService.demote(ctx, organizerId, userId),
    removeStaff: (_, { organizerId, userId }, ctx) => organizerManagerService.remove(ctx, organizerId, userId),
    leaveStaff: (_, { organizerId }, ctx) => organizerManagerService.leave(ctx, organizerId),
    setStaffAssignment: (_, { organizerId, userId, leagueIds, tournamentIds }, ctx) =>
      organizerManagerService.setAssignment(ctx, organizerId, userId, leagueIds, tournamentIds ?? undefined),
    transferOrganizerOwnership: (_, { organizerId, userId }, ctx) => organizerManagerService.transferOwnership(ctx, organizerId, userId),
  },
  Notification: {
    organizer: (notification, _, ctx) => organizersService.byIdOrNull(ctx, notification.organizerId),
  },
  Organizer: {
    pendingStaff: (organizer, _, ctx) => organizersService.pendingStaff(ctx, organizer),
    viewerStaff: (organizer, _, ctx) => organizersService.viewerStaff(ctx, organizer),
    viewerCanCreateCompetitions: (organizer, _, ctx) => organizersService.viewerCanCreateCompetitions(ctx, organizer),
    viewerCanManageStaff: (organizer, _, ctx) => organizersService.viewerCanManageStaff(ctx, organizer),
    owner: (organizer, _, ctx) => organizersService.owner(ctx, organizer),
    announcementWall: (organizer, _, ctx) => organizersService.announcementWall(ctx, organizer),
    staff: (organizer, _, ctx) => organizersService.staff(ctx, organizer),
  },
  StaffMember: {
    id: (staff) => organizersService.staffId(staff),
    organizer: (staff, _, ctx) => organizersService.byId(ctx, staff.organizerId),
    user: (staff, _, ctx) => usersService.existing(ctx, staff.userId),
    assignedLeagueIds: (staff, _, ctx) => organizersService.assigned(ctx, staff, 'leagues'),
    assignedTournamentIds: (staff, _, ctx) => organizersService.assigned(ctx, staff, 'tournaments'),
    invitedBy: (staff, _, ctx) => usersService.byId(ctx, staff.invitedById),
  },
  User: {
    organizations: (user, _, ctx) => organizersService.organizationsOf(ctx, user),
  },
  StaffRole: { OWNER: 'owner', SUPER_ADMIN: 'super_admin', ADMIN: 'admin', MOD: 'mod' },
  StaffStatus: { PENDING: 'pending', APPROVED: 'approved', DECLINED: 'declined' },
};
