import type { Resolvers } from '../generated/resolvers';
import type { RequestContext } from '../core/context';
import { usersService } from '../users';
import type { FollowEntityType } from './follows.entities';
import { followsService } from './follows.service';

/** The follower count and the viewer's follow of a profile anyone can follow (a user, team, organizer, ladder or tournament). */
const followedProfileResolvers = (entityType: FollowEntityType) => ({
  followerCount: (profile: { id: string }, _: unknown, ctx: RequestContext) => followsService.followerCount(ctx, entityType, profile.id),
  viewerIsFollowing: (profile: { id: string }, _: unknown, ctx: RequestContext) => followsService.viewerIsFollowing(ctx, entityType, profile.id),
});

export const followsResolvers: Resolvers = {
  Query: {
    followStatus: (_, { entityType, followedId }, ctx) => followsService.status(ctx, { entityType, followedId }),
  },
  Mutation: {
    follow: (_, { entityType, followedId }, ctx) => followsService.setFollowing(ctx, { entityType, followedId }, true),
    unfollow: (_, { entityType, followedId }, ctx) => followsService.setFollowing(ctx, { entityType, followedId }, false),
    setTopEntries: (_, { userIds }, ctx) => followsService.setTopEntries(ctx, userIds),
  },
  User: {
    following: (user, { entityType }, ctx) => followsService.following(ctx, user, entityType),
    followedProfiles: (user, { entityType }, ctx) => followsService.followedProfiles(ctx, user, entityType),
    ...followedProfileResolvers('user'),
    topEntries: (user, _, ctx) => followsService.topEntries(ctx, user),
  },
  Team: followedProfileResolvers('team'),
  Organizer: followedProfileResolvers('organizer'),
  League: followedProfileResolvers('league'),
  Tournament: followedProfileResolvers('tournament'),
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
  FollowEntityType: { USER: 'user', TEAM: 'team', ORGANIZER: 'organizer', LEAGUE: 'league', TOURNAMENT: 'tournament' },
};
