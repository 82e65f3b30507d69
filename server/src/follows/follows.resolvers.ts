import type { Resolvers } from '../generated/resolvers';
import { usersService } from '../users/users.service';
import { followsService } from './follows.service';

export const followsResolvers: Resolvers = {
  User: {
    following: (user, { entityType }, ctx) => followsService.following(ctx, user, entityType),
    followerCount: (user, _, ctx) => followsService.followerCount(ctx, 'user', user.id),
    topEntries: (user, _, ctx) => followsService.topEntries(ctx, user),
  },
  Team: {
    followerCount: (team, _, ctx) => followsService.followerCount(ctx, 'team', team.id),
  },
  Organizer: {
    followerCount: (organizer, _, ctx) => followsService.followerCount(ctx, 'organizer', organizer.id),
  },
  Follow: {
    id: (follow) => followsService.followId(follow),
    follower: (follow, _, ctx) => usersService.existing(ctx, follow.followerId),
    user: (follow, _, ctx) => followsService.user(ctx, follow),
    team: (follow, _, ctx) => followsService.team(ctx, follow),
    organizer: (follow, _, ctx) => followsService.organizer(ctx, follow),
  },
  TopEntry: {
    id: (entry) => followsService.topEntryId(entry),
    user: (entry, _, ctx) => followsService.user(ctx, entry),
    team: (entry, _, ctx) => followsService.team(ctx, entry),
    organizer: (entry, _, ctx) => followsService.organizer(ctx, entry),
  },
  FollowEntityType: { USER: 'user', TEAM: 'team', ORGANIZER: 'organizer', LEAGUE: 'league' },
};
