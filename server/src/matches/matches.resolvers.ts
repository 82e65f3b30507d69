import { catalogService } from '../catalog';
import { commentsService } from '../comments';
import type { Resolvers } from '../generated/resolvers';
import { leaguesService } from '../leagues';
import { teamsService } from '../teams';
import { usersService } from '../users';
import { matchesService } from './matches.service';

export const matchResolvers: Resolvers = {
  MatchStatus: { SCHEDULED: 'scheduled', PENDING: 'pending', COMPLETED: 'completed', CANCELLED: 'cancelled' },
  Query: {
    match: (_, { id }, ctx) => matchesService.getMatch(ctx, id),
  },
  Match: {
    league: (match, _, ctx) => leaguesService.getLeagueById(ctx, match.leagueId),
    game: (match, _, ctx) => catalogService.gameOf(ctx, match.gameId),
    genre: (match, _, ctx) => catalogService.genreOf(ctx, match.genreId),
    platform: (match, _, ctx) => catalogService.platformOf(ctx, match.platformId),
    region: (match, _, ctx) => catalogService.regionOf(ctx, match.regionId),
    createdBy: (match, _, ctx) => usersService.byId(ctx, match.createdById),
    commentWall: (match, _, ctx) => commentsService.wallOrNull(ctx, match.commentWallId),
    participants: (match, _, ctx) => matchesService.participants(ctx, match),
  },
  MatchParticipant: {
    team: (participant, _, ctx) => teamsService.byId(ctx, participant.teamId),
    rounds: (participant, _, ctx) => matchesService.rounds(ctx, participant),
  },
  League: {
    matches: (league, args, ctx) => matchesService.listForLeague(ctx, league.id, args),
  },
  Team: {
    recentMatches: (team, { first }, ctx) => matchesService.recentForTeam(ctx, team.id, first),
  },
};
