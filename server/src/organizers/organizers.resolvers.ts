import type { Resolvers } from '../generated/resolvers';
import { leaguesService } from '../leagues/leagues.service';
import { usersService } from '../users/users.service';
import { organizersService } from './organizers.service';

export const organizersResolvers: Resolvers = {
  Query: {
    organizer: (_, { param }, ctx) => organizersService.getOrganizer(ctx, param),
  },
  Organizer: {
    owner: (organizer, _, ctx) => organizersService.owner(ctx, organizer),
    bio: async (organizer, _, ctx) => (await organizersService.page(ctx, organizer))?.bio ?? null,
    profilePicture: async (organizer, _, ctx) => (await organizersService.page(ctx, organizer))?.profilePicture ?? null,
    banner: async (organizer, _, ctx) => (await organizersService.page(ctx, organizer))?.banner ?? null,
    videoUrl: async (organizer, _, ctx) => (await organizersService.page(ctx, organizer))?.videoUrl ?? null,
    announcementWall: (organizer, _, ctx) => organizersService.announcementWall(ctx, organizer),
    staff: (organizer, _, ctx) => organizersService.staff(ctx, organizer),
    leagues: (organizer, _, ctx) => leaguesService.ofOrganizer(ctx, organizer.id),
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
