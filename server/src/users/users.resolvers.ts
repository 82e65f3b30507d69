import type { Resolvers } from '../generated/resolvers';
import { usersService } from './users.service';

export const usersResolvers: Resolvers = {
  Query: {
    user: (_, { param }, ctx) => usersService.getUser(ctx, param),
    viewer: (_, __, ctx) => usersService.viewer(ctx),
  },
  User: {
    profilePicture: async (user, _, ctx) => (await usersService.page(ctx, user))?.profilePicture ?? null,
    banner: async (user, _, ctx) => (await usersService.page(ctx, user))?.banner ?? null,
    videoUrl: async (user, _, ctx) => (await usersService.page(ctx, user))?.videoUrl ?? null,
    commentWall: (user, _, ctx) => usersService.commentWall(ctx, user),
    invitations: (user, _, ctx) => usersService.invitations(ctx, user),
  },
  Invitation: {
    team: (inv, _, ctx) => (inv.teamId ? ctx.loaders.teamById.load(inv.teamId) : null),
    organizer: (inv, _, ctx) => (inv.organizerId ? ctx.loaders.organizerById.load(inv.organizerId) : null),
    invitedBy: (inv, _, ctx) => usersService.byId(ctx, inv.invitedById),
  },
  InvitationKind: { TEAM: 'team', STAFF: 'staff' },
};
