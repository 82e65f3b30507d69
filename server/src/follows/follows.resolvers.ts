import type { Resolvers } from '../generated/resolvers';
import { usersService } from '../users';
import { followsService } from './follows.service';

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
    followerCount: (user, _, ctx) => followsService.followerCount(ctx, 'user', user.id),
    viewerIsFollowing: (user, _, ctx) => followsService.viewerIsFollowing(ctx, 'user', user.id),
    topEntries: (user, _, ctx) => followsService.topEntries(ctx, user),
  },
  Team: {
    followerCount: (team, _, ctx) => followsService.followerCount(ctx, 'team', team.id),
    viewerIsFollowing: (team, _, ctx) => followsService.viewerIsFollowing(ctx, 'team', team.id),
  },
  Organizer: {
    followerCount: (organizer, _, ctx) => followsService.followerCount(ctx, 'organizer', organizer.id),
    viewerIsFollowing: (organizer, _, ctx) => followsService.viewerIsFollowing(ctx, 'organizer', organizer.id),
  },
  League: {
    followerCount: (league, _, ctx) => followsService.followerCount(ctx, 'league', league.id),
    viewerIsFollowing: (league, _, ctx) => followsService.viewerIsFollowing(ctx, 'league', league.id),
  },
  Tournament: {
    followerCount: (tournament, _, ctx) => followsService.followerCount(ctx, 'tournament', tournament.id),
    viewerIsFollowing: (tournament, _, ctx) => followsService.viewerIsFollowing(ctx, 'tournament', tournament.id),
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
  FollowEntityType: { USER: 'user', TEAM: 'team', ORGANIZER: 'organizer', LEAGUE: 'league', TOURNAMENT: 'tournament' },
};
