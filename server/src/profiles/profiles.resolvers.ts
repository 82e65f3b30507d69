import type { Resolvers } from '../generated/resolvers';
import { profilesService } from './profiles.service';

export const profilesResolvers: Resolvers = {
  Mutation: {
    updateUserProfile: (_, { userId, input }, ctx) => profilesService.updateUserProfile(ctx, userId, input),
    updateTeamProfile: (_, { teamId, input }, ctx) => profilesService.updateTeamProfile(ctx, teamId, input),
    updateOrganizerProfile: (_, { organizerId, input }, ctx) => profilesService.updateOrganizerProfile(ctx, organizerId, input),
    updateLeagueProfile: (_, { leagueId, input }, ctx) => profilesService.updateLeagueProfile(ctx, leagueId, input),
  },
  User: {
    viewerCanEdit: (user, _, ctx) => profilesService.canEditUser(ctx, user),
  },
  Team: {
    viewerCanEdit: (team, _, ctx) => profilesService.canEditTeam(ctx, team),
  },
  Organizer: {
    viewerCanEdit: (organizer, _, ctx) => profilesService.canEditOrganizer(ctx, organizer),
  },
  League: {
    viewerCanEdit: (league, _, ctx) => profilesService.canEditLeague(ctx, league),
  },
};
