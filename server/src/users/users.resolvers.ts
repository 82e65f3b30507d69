import type { Resolvers } from '../generated/resolvers';
import { usersService } from './users.service';

export const usersResolvers: Resolvers = {
  Query: {
    user: (_, { param }, ctx) => usersService.getUser(ctx, param),
    viewer: (_, __, ctx) => usersService.viewer(ctx),
  },
  User: {
    commentWall: (user, _, ctx) => usersService.commentWall(ctx, user),
  },
};
