import type { Resolvers } from '../generated/resolvers';
import { usersService } from '../users';
import { organizersService } from './organizers.service';

export const organizersResolvers: Resolvers = {
  Query: {
    organizer: (_, { param }, ctx) => organizersService.getOrganizer(ctx, param),
  },
  Organizer: {
    owner: (organizer, _, ctx) => organizersService.owner(ctx, organizer),
    announcementWall: (organizer, _, ctx) => organizersService.announcementWall(ctx, organizer),
    staff: (organizer, _, ctx) => organizersService.staff(ctx, organizer),
  },
  StaffMember: {
    id: (staff) => organizersService.staffId(staff),
    organizer: (staff, _, ctx) => organizersService.byId(ctx, staff.organizerId),
    user: (staff, _, ctx) => usersService.existing(ctx, staff.userId),
    assignedLeagueIds: (staff) => staff.assignment,
    invitedBy: (staff, _, ctx) => usersService.byId(ctx, staff.invitedById),
  },
  User: {
    organizations: (user, _, ctx) => organizersService.organizationsOf(ctx, user),
  },
  StaffRole: { OWNER: 'owner', SUPER_ADMIN: 'super_admin', ADMIN: 'admin', MOD: 'mod' },
  StaffStatus: { PENDING: 'pending', APPROVED: 'approved', DECLINED: 'declined' },
};
