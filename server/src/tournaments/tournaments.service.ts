import type { RequestContext } from '../core/context';
import { AppError } from '../core/errors';
import { assertUuid } from '../core/ids';
import type { ParticipantStatus } from '../leagues/leagues.entities';
import type { Bracket, Tournament, TournamentParticipant } from './tournaments.entities';

/** Seeded entries first (by seed), then unseeded ones in the order they asked to join. */
const bySeed = (a: TournamentParticipant, b: TournamentParticipant) =>
  (a.seed ?? Number.MAX_SAFE_INTEGER) - (b.seed ?? Number.MAX_SAFE_INTEGER);

/** Tournaments: the tournament with its page, participants and bracket. Public reads. */
export const tournamentsService = {
  async getTournament(ctx: RequestContext, id: string): Promise<Tournament> {
    const tournament = await ctx.loaders.tournamentById.load(assertUuid(id));
    if (!tournament) throw AppError.notFound('Tournament');
    return tournament;
  },

  getTournamentById(ctx: RequestContext, id: string | null) {
    return id ? ctx.loaders.tournamentById.load(id) : null;
  },

  /** The tournament's page row (banner, picture, bio, video, wall); null before one exists. */
  page(ctx: RequestContext, tournament: Tournament) {
    return ctx.loaders.tournamentPageByTournamentId.load(tournament.id);
  },

  async participants(ctx: RequestContext, tournament: Tournament, status?: ParticipantStatus | null) {
    const all = await ctx.loaders.tournamentParticipantsByTournamentId.load(tournament.id);
    // Array.prototype.sort is stable, so unseeded entries keep their join order.
    return (status ? all.filter((p) => p.status === status) : [...all]).sort(bySeed);
  },

  bracket(ctx: RequestContext, tournament: Tournament) {
    return ctx.loaders.bracketByTournamentId.load(tournament.id);
  },

  nodes(ctx: RequestContext, bracket: Bracket) {
    return ctx.loaders.bracketNodesByBracketId.load(bracket.id);
  },
};
