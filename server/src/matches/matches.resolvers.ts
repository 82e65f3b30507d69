import type { Resolvers } from '../generated/resolvers';
import { competitionRefs } from '../leagues/competition.refs';
import { leaguesService } from '../leagues/leagues.service';
import { tournamentsService } from '../tournaments/tournaments.service';
import { matchesService } from './matches.service';

export const matchResolvers: Resolvers = {
  MatchStatus: { SCHEDULED: 'scheduled', PENDING: 'pending', COMPLETED: 'completed', CANCELLED: 'cancelled' },
  Query: {
    match: (_, { id }, ctx) => matchesService.getMatch(ctx, id),
  },
  Match: {
    league: (match, _, ctx) => leaguesService.getLeagueById(ctx, match.leagueId),
    tournament: (match, _, ctx) => tournamentsService.getTournamentById(ctx, match.tournamentId),
    game: (match, _, ctx) => (match.gameId ? ctx.loaders.gameById.load(match.gameId) : null),
    genre: (match, _, ctx) => (match.genreId ? ctx.loaders.genreById.load(match.genreId) : null),
    platform: (match, _, ctx) => (match.platformId ? ctx.loaders.platformById.load(match.platformId) : null),
    region: (match, _, ctx) => (match.regionId ? ctx.loaders.regionById.load(match.regionId) : null),
    createdBy: (match, _, ctx) => competitionRefs.userOrNull(ctx, match.createdById),
    commentWall: (match, _, ctx) => competitionRefs.commentWallOrNull(ctx, match.commentWallId),
    participants: (match, _, ctx) => matchesService.participants(ctx, match),
  },
  MatchParticipant: {
    team: (participant, _, ctx) => competitionRefs.team(ctx, participant.teamId),
    rounds: (participant, _, ctx) => matchesService.rounds(ctx, participant),
  },
};
