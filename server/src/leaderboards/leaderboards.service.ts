import type { RequestContext } from '../core/context';
import { AppError } from '../core/errors';
import { Messages } from '../core/messages';
import { assertUuid } from '../core/ids';
import { decodeCursor, pageSize, toConnection, type PageArgs } from '../core/pagination';
import { Leaderboard, type LeaderboardEntry, type LeaderboardKind, type LeaderboardScope } from './leaderboards.entities';
import type { EntryCursor } from './leaderboards.loaders';

export type LeaderboardOrder = 'score' | 'wins';

/** A leaderboard line with its rank in the order it was read in. */
export type RankedLeaderboardEntry = LeaderboardEntry & { rank: number };

export const ENTRY_PAGE_SIZE = 25;

export interface LeaderboardFilter {
  kind?: LeaderboardKind | null;
  scope?: LeaderboardScope | null;
  regionId?: string | null;
  genreId?: string | null;
  gameId?: string | null;
}

/** Cursors are [order, value, entry id]: a cursor read in one order is refused in the other. */
function entryCursor(after: string | null | undefined, order: LeaderboardOrder): EntryCursor | null {
  const values = decodeCursor(after, ['text', 'int', 'uuid']);
  if (!values) return null;
  const [cursorOrder, value, id] = values;
  if (cursorOrder !== order) throw AppError.badInput(Messages.invalidCursor, { after: Messages.invalidCursor });
  return { value, id };
}

/** Leaderboards and their ranked entries. Public reads. */
export const leaderboardsService = {
  /** Boards matching every filter given (an omitted filter means all), players first, then by title. */
  list(ctx: RequestContext, filter: LeaderboardFilter) {
    const where: Record<string, string> = {};
    if (filter.kind) where.kind = filter.kind;
    if (filter.scope) where.scope = filter.scope;
    if (filter.regionId) where.regionId = assertUuid(filter.regionId, 'regionId');
    if (filter.genreId) where.genreId = assertUuid(filter.genreId, 'genreId');
    if (filter.gameId) where.gameId = assertUuid(filter.gameId, 'gameId');
    return ctx.db.getRepository(Leaderboard).find({
      where,
      order: { kind: 'DESC', title: { direction: 'ASC', nulls: 'LAST' }, createdAt: 'ASC', id: 'ASC' },
    });
  },
  region(ctx: RequestContext, board: Leaderboard) {
    return board.regionId ? ctx.loaders.regionById.load(board.regionId) : null;
  },
  genre(ctx: RequestContext, board: Leaderboard) {
    return board.genreId ? ctx.loaders.genreById.load(board.genreId) : null;
  },
  game(ctx: RequestContext, board: Leaderboard) {
    return board.gameId ? ctx.loaders.gameById.load(board.gameId) : null;
  },
  /** Entries best first by score or wins, ties by entry id; each with its rank (ties share one). */
  async entries(ctx: RequestContext, board: Leaderboard, args: PageArgs & { orderBy?: LeaderboardOrder | null }) {
    const order = args.orderBy ?? 'score';
    const first = pageSize(args, ENTRY_PAGE_SIZE);
    const after = entryCursor(args.after, order);
    const rows = await ctx.loaders.leaderboardEntryPages.load({ leaderboardId: board.id, order, limit: first + 1, after });
    return toConnection(rows, first, (row) => [order, order === 'score' ? row.score : row.wins, row.id]);
  },
  user(ctx: RequestContext, entry: LeaderboardEntry) {
    return entry.userId ? ctx.loaders.userById.load(entry.userId) : null;
  },
  team(ctx: RequestContext, entry: LeaderboardEntry) {
    return entry.teamId ? ctx.loaders.teamById.load(entry.teamId) : null;
  },
};
