import type { Resolvers } from '../generated/resolvers';
import { catalogService } from '../catalog';
import { commentsService } from '../comments';
import { matchesService } from '../matches';
import { organizersService } from '../organizers';
import { teamsService } from '../teams';
import { tournamentsService } from './tournaments.service';

export const tournamentResolvers: Resolvers = {
  TournamentStatus: { REGISTRATION: 'registration', IN_PROGRESS: 'in_progress', COMPLETED: 'completed' },
  BracketNodeStatus: { PENDING: 'pending', READY: 'ready', COMPLETED: 'completed', BYE: 'bye' },
  Query: {
    tournament: (_, { id }, ctx) => tournamentsService.getTournament(ctx, id),
  },
  Tournament: {
    organizer: (t, _, ctx) => organizersService.byId(ctx, t.organizerId),
    game: (t, _, ctx) => catalogService.gameOf(ctx, t.gameId),
    region: (t, _, ctx) => catalogService.regionOf(ctx, t.regionId),
    platform: (t, _, ctx) => catalogService.platformOf(ctx, t.platformId),
    genre: (t, _, ctx) => catalogService.genreOf(ctx, t.genreId),
    commentWall: async (t, _, ctx) => commentsService.wallOrNull(ctx, (await tournamentsService.page(ctx, t))?.commentWallId),
    participants: (t, { status }, ctx) => tournamentsService.participants(ctx, t, status),
    bracket: (t, _, ctx) => tournamentsService.bracket(ctx, t),
  },
  TournamentParticipant: {
    team: (p, _, ctx) => teamsService.byId(ctx, p.teamId),
    tournament: (p, _, ctx) => tournamentsService.existing(ctx, p.tournamentId),
    joinedAt: (p) => p.createdAt.toISOString(),
  },
  Bracket: {
    tournament: (b, _, ctx) => tournamentsService.existing(ctx, b.tournamentId),
    nodes: (b, _, ctx) => tournamentsService.nodes(ctx, b),
  },
  BracketNode: {
    match: (node, _, ctx) => matchesService.getMatchById(ctx, node.matchId),
    participant1: (node, _, ctx) => teamsService.byIdOrNull(ctx, node.participant1Id),
    participant2: (node, _, ctx) => teamsService.byIdOrNull(ctx, node.participant2Id),
    winner: (node, _, ctx) => teamsService.byIdOrNull(ctx, node.winnerTeamId),
  },
  Match: {
    tournament: (match, _, ctx) => tournamentsService.getTournamentById(ctx, match.tournamentId),
  },
};
