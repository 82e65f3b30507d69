import type { RequestContext } from '../core/context';
import { watchTopic } from '../core/live';
import { AppError } from '../core/errors';
import { getEntityOrThrow, optionalRef, requiredRef } from '../core/entities';
import { assertUuid } from '../core/ids';
import { pageSize } from '../core/pagination';
import type { ParticipantStatus } from '../leagues';
import { Organizer } from '../organizers';
import { Tournament, type TournamentStatus, type Bracket, type TournamentPage, type TournamentParticipant } from './tournaments.entities';
import { tournamentTopic, type TournamentEventModel, type TournamentEventPayload } from './tournaments.events';
import { sortNodes, tournamentManagerService } from './tournaments.manager';

/** Seeded entries first (by seed), then unseeded ones in the order they asked to join. */
const bySeed = (a: TournamentParticipant, b: TournamentParticipant) =>
  (a.seed ?? Number.MAX_SAFE_INTEGER) - (b.seed ?? Number.MAX_SAFE_INTEGER);

export const DEFAULT_TOURNAMENT_LIST = 12;
export const MAX_TOURNAMENT_LIST = 50;

/** Tournaments: the tournament with its page, participants and bracket. Public reads. */
export const tournamentsService = {
  async getTournament(ctx: RequestContext, id: string): Promise<Tournament> {
    const tournament = await ctx.loaders.tournamentById.load(assertUuid(id));
    if (!tournament) throw AppError.notFound('Tournament');
    return tournament;
  },

  getTournamentById(ctx: RequestContext, id: string | null) {
    return optionalRef(ctx.loaders.tournamentById, id);
  },

  /** A reference a foreign key guarantees (a participant's or bracket's tournament). */
  existing(ctx: RequestContext, id: string) {
    return requiredRef(ctx.loaders.tournamentById, id, 'Tournament');
  },

  /**
   * Tournaments to find and open (home's 'Open for registration' and 'Live now', a game's on the Games page), in one
   * statement: optionally one game's and one status's; those in registration by start (soonest first, unscheduled
   * last), the others newest first. 1..50, 12 by default.
   */
  async list(ctx: RequestContext, args: { gameId?: unknown; status?: TournamentStatus | null; first?: number | null }): Promise<Tournament[]> {
    const first = pageSize(args, DEFAULT_TOURNAMENT_LIST, MAX_TOURNAMENT_LIST);
    const query = ctx.db.getRepository(Tournament).createQueryBuilder('t');
    if (args.gameId != null) query.andWhere('t.game_id = :gameId', { gameId: assertUuid(args.gameId, 'gameId') });
    if (args.status != null) query.andWhere('t.status = :status', { status: args.status });
    if (args.status === 'registration') query.orderBy('t.start_time', 'ASC', 'NULLS LAST');
    else query.orderBy('t.created_at', 'DESC');
    const rows = await query.addOrderBy('t.tournament_id', 'ASC').limit(first).getMany();
    for (const tournament of rows) ctx.loaders.tournamentById.prime(tournament.id, tournament);
    return rows;
  },

  /** An organizer's tournaments, newest first. */
  ofOrganizer(ctx: RequestContext, organizer: Pick<Organizer, 'id'>) {
    return ctx.loaders.tournamentsByOrganizerId.load(organizer.id);
  },

  /** The organizer's tournaments with their pages, newest first (REST get-tourney-cards). */
  async cardsOfOrganizer(ctx: RequestContext, organizerId: unknown): Promise<Array<{ tournament: Tournament; page: TournamentPage | null }>> {
    const organizer = await getEntityOrThrow(ctx, Organizer, organizerId, 'Organizer', ctx.loaders.organizerById);
    const tournaments = await ctx.loaders.tournamentsByOrganizerId.load(organizer.id);
    return Promise.all(
      tournaments.map(async (tournament) => ({ tournament, page: await ctx.loaders.tournamentPageByTournamentId.load(tournament.id) })),
    );
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

  /** The stored bracket once started; before, the preview the seeds make (null under 2 approved teams). */
  async bracket(ctx: RequestContext, tournament: Tournament): Promise<Bracket | null> {
    const stored = await ctx.loaders.bracketByTournamentId.load(tournament.id);
    if (stored || tournament.status !== 'registration') return stored;
    const preview = await tournamentManagerService.previewBracket(ctx, tournament);
    return preview ? Object.assign(preview.bracket, { previewNodes: preview.nodes }) : null;
  },

  /** The bracket's first-stage nodes (later stages' are read per stage: TournamentStage.nodes). */
  async nodes(ctx: RequestContext, bracket: Bracket) {
    return bracket.previewNodes ?? sortNodes((await ctx.loaders.bracketNodesByBracketId.load(bracket.id)).filter((n) => n.stageNumber === 1));
  },

  corrections(ctx: RequestContext, tournament: Tournament) {
    return ctx.loaders.tournamentCorrectionsByTournamentId.load(tournament.id);
  },

  /** Live changes of one tournament: each event read once for all its subscribers. */
  async watch(ctx: RequestContext, tournamentId: unknown): Promise<AsyncIterableIterator<TournamentEventModel>> {
    const tournament = await getEntityOrThrow(ctx, Tournament, tournamentId, 'Tournament', ctx.loaders.tournamentById);
    return watchTopic<TournamentEventPayload, TournamentEventModel>(ctx, tournamentTopic(tournament.id), {
      read: async (ctx, payload) => {
        const current = await ctx.loaders.tournamentById.load(tournament.id);
        if (!current) return undefined;
        const match = payload.matchId ? await ctx.loaders.matchById.load(payload.matchId) : null;
        return { kind: payload.kind, tournament: current, match };
      },
    });
  },
};
