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

/** One team's part in a finalized match, as the leaderboards count it. */
export interface MatchResultLine {
  teamId: string;
  /** The approved players of the team when the match was finalized. */
  memberIds: string[];
  points: number;
  outcome: 'win' | 'draw' | 'loss';
}

/** Which boards a match counts on: the global boards matching its game, region and genre, and its ladder's board. */
export interface MatchBoards {
  gameId: string | null;
  regionId: string | null;
  genreId: string | null;
  leagueBoardId: string | null;
}

/** Leaderboards and their ranked entries. Public reads. */
export const leaderboardsService = {
  /**
   * Moves the team and player boards for a finalized match, in the caller's transaction: each entry gains the points
   * its team earned and a win or a loss (a draw adds neither); missing entries are created.
   */
  async recordMatchResult(ctx: RequestContext, boards: MatchBoards, lines: MatchResultLine[]): Promise<void> {
    const ids: Array<{ leaderboard_id: string; kind: 'user' | 'team' }> = await ctx.db.query(
      `SELECT leaderboard_id, kind FROM leaderboards
        WHERE (scope = 'global' AND (lb_game_id IS NULL OR lb_game_id = $1) AND (lb_region_id IS NULL OR lb_region_id = $2)
               AND (lb_genre_id IS NULL OR lb_genre_id = $3))
           OR leaderboard_id = $4`,
      [boards.gameId, boards.regionId, boards.genreId, boards.leagueBoardId],
    );
    for (const board of ids) {
      for (const line of lines) {
        const subjects = board.kind === 'team' ? [line.teamId] : line.memberIds;
        if (subjects.length === 0) continue;
        const column = board.kind === 'team' ? 'team_id' : 'user_id';
        await ctx.db.query(
          `INSERT INTO leaderboard_entries (leaderboard_id, ${column}, current_score, wins, losses)
           SELECT $1, subject, $3, $4, $5 FROM unnest($2::uuid[]) AS subject
           ON CONFLICT (leaderboard_id, ${column}) DO UPDATE SET
             current_score = leaderboard_entries.current_score + EXCLUDED.current_score,
             wins = leaderboard_entries.wins + EXCLUDED.wins,
             losses = leaderboard_entries.losses + EXCLUDED.losses,
             updated_at = now()`,
          [board.leaderboard_id, subjects, line.points, line.outcome === 'win' ? 1 : 0, line.outcome === 'loss' ? 1 : 0],
        );
      }
    }
  },

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
