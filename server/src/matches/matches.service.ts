import type { RequestContext } from '../core/context';
import { AppError } from '../core/errors';
import { assertUuid, isUuid } from '../core/ids';
import { decodeCursor, pageSize, toConnection, type PageArgs } from '../core/pagination';
import type { Match, MatchParticipant, MatchStatus } from './matches.entities';

export const DEFAULT_MATCH_PAGE_SIZE = 20;

/** Matches: one match with its participants and per-round scores, and a league's schedule. Public reads. */
export const matchesService = {
  async getMatch(ctx: RequestContext, id: string): Promise<Match> {
    const match = await ctx.loaders.matchById.load(assertUuid(id));
    if (!match) throw AppError.notFound('Match');
    return match;
  },

  /** A league's schedule, newest scheduled first, keyset-paginated on (scheduled time, id). */
  async listForLeague(ctx: RequestContext, leagueId: string, args: PageArgs & { status?: MatchStatus | null }) {
    const first = pageSize(args, DEFAULT_MATCH_PAGE_SIZE);
    const cursor = decodeCursor(args.after, 2);
    let after: [string, string] | null = null;
    if (cursor) {
      const [time, id] = cursor;
      if (typeof time !== 'string' || Number.isNaN(Date.parse(time)) || !isUuid(id)) {
        throw AppError.badInput('Invalid cursor', { after: 'Invalid cursor' });
      }
      after = [time, id];
    }
    const rows = await ctx.loaders.leagueMatches.load({ leagueId, limit: first + 1, after, status: args.status ?? null });
    for (const match of rows) ctx.loaders.matchById.prime(match.id, match);
    return toConnection(rows, first, (m) => [m.scheduledTime.toISOString(), m.id]);
  },

  getMatchById(ctx: RequestContext, id: string | null) {
    return id ? ctx.loaders.matchById.load(id) : null;
  },

  participants(ctx: RequestContext, match: Match) {
    return ctx.loaders.matchParticipantsByMatchId.load(match.id);
  },

  /** One participant's rounds, round 1 first (the match's rows are loaded once for all its teams). */
  async rounds(ctx: RequestContext, participant: MatchParticipant) {
    const rows = await ctx.loaders.matchRoundsByMatchId.load(participant.matchId);
    return rows.filter((r) => r.teamId === participant.teamId);
  },
};
