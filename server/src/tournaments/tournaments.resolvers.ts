import type { RequestContext } from '../core/context';
import type { Resolvers } from '../generated/resolvers';
import { competitionRefs } from '../leagues/competition.refs';
import { matchesService } from '../matches/matches.service';
import type { Tournament, TournamentPage } from './tournaments.entities';
import { tournamentsService } from './tournaments.service';

/** A Tournament field read from its page row (null until the page exists). */
const pageField =
  <K extends keyof TournamentPage>(key: K) =>
  async (tournament: Tournament, _args: unknown, ctx: RequestContext) =>
    (await tournamentsService.page(ctx, tournament))?.[key] ?? null;

export const tournamentResolvers: Resolvers = {
  TournamentStatus: { REGISTRATION: 'registration', IN_PROGRESS: 'in_progress', COMPLETED: 'completed' },
  BracketNodeStatus: { PENDING: 'pending', READY: 'ready', COMPLETED: 'completed', BYE: 'bye' },
  Query: {
    tournament: (_, { id }, ctx) => tournamentsService.getTournament(ctx, id),
  },
  Tournament: {
    organizer: (t, _, ctx) => competitionRefs.organizer(ctx, t.organizerId),
    game: (t, _, ctx) => (t.gameId ? ctx.loaders.gameById.load(t.gameId) : null),
    region: (t, _, ctx) => (t.regionId ? ctx.loaders.regionById.load(t.regionId) : null),
    platform: (t, _, ctx) => (t.platformId ? ctx.loaders.platformById.load(t.platformId) : null),
    genre: (t, _, ctx) => (t.genreId ? ctx.loaders.genreById.load(t.genreId) : null),
    banner: pageField('banner'),
    profilePicture: pageField('profilePicture'),
    bio: pageField('bio'),
    videoUrl: pageField('videoUrl'),
    commentWallId: pageField('commentWallId'),
    commentWall: async (t, _, ctx) =>
      competitionRefs.commentWallOrNull(ctx, (await tournamentsService.page(ctx, t))?.commentWallId ?? null),
    participants: (t, { status }, ctx) => tournamentsService.participants(ctx, t, status),
    bracket: (t, _, ctx) => tournamentsService.bracket(ctx, t),
  },
  TournamentParticipant: {
    team: (p, _, ctx) => competitionRefs.team(ctx, p.teamId),
    tournament: (p, _, ctx) => competitionRefs.tournament(ctx, p.tournamentId),
    joinedAt: (p) => p.createdAt.toISOString(),
  },
  Bracket: {
    tournament: (b, _, ctx) => competitionRefs.tournament(ctx, b.tournamentId),
    nodes: (b, _, ctx) => tournamentsService.nodes(ctx, b),
  },
  BracketNode: {
    match: (node, _, ctx) => matchesService.getMatchById(ctx, node.matchId),
    participant1: (node, _, ctx) => competitionRefs.teamOrNull(ctx, node.participant1Id),
    participant2: (node, _, ctx) => competitionRefs.teamOrNull(ctx, node.participant2Id),
    winner: (node, _, ctx) => competitionRefs.teamOrNull(ctx, node.winnerTeamId),
  },
};
