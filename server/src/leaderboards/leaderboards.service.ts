import { hydrate } from '../core/batch';
import { queryPrepared } from '../core/prepared';
import type { RequestContext } from '../core/context';
import { requireViewer } from '../core/viewer';
import { AppError } from '../core/errors';
import { Messages } from '../core/messages';
import { assertUuid } from '../core/ids';
import { decodeCursor, pageSize, toConnection, type PageArgs } from '../core/pagination';
import { Leaderboard, LeaderboardEntry, type LeaderboardKind, type LeaderboardScope } from './leaderboards.entities';
import { boardPrefetchColumns, countFollowedEntries, ENTRY_COUNT_SQL, primeBoardPrefetch, type BoardPrefetch, type EntryCursor, type EntryPageKey } from './leaderboards.loaders';

export type LeaderboardOrder = 'score' | 'wins' | 'rating';

/** A leaderboard line with its rank in the order it was read in. */
export type RankedLeaderboardEntry = LeaderboardEntry & { rank: number };

export const ENTRY_PAGE_SIZE = 25;
/** "All" in the global boards' unique key (a filter left empty). */
const NO_ID = '00000000-0000-0000-0000-000000000000';

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

/** Which boards a match counts on: the global boards matching its game, region and genre, and its ladder's board. */
export interface MatchBoards {
  gameId: string | null;
  regionId: string | null;
  genreId: string | null;
  leagueBoardId: string | null;
}

/** One point of a player's rating history (the GraphQL RatingPoint). */
export interface RatingPointModel {
  rating: number;
  matchId: string | null;
  at: string;
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
  /**
   * Entries best first by score or wins, ties by entry id; each with its rank (ties share one). A name prefix and
   * "followed only" narrow the list, never the ranks.
   */
  async entries(ctx: RequestContext, board: Leaderboard, args: EntryPageArgs) {
    const { first, ...page } = entryPage(ctx, board.kind, args);
    const rows = await ctx.loaders.leaderboardEntryPages.load({ leaderboardId: board.id, ...page });
    return toConnection(rows, first, (row) => [page.order, row[ORDER_FIELD[page.order]], row.id]);
  },
  /**
   * "Where am I": the viewer's own line on a players' board, or their best team's line on a teams' board, with its
   * rank read from the per-value ranks (one index lookup, however far down).
   */
  async viewerEntry(ctx: RequestContext, board: Leaderboard, order: LeaderboardOrder | null | undefined): Promise<RankedLeaderboardEntry | null> {
    const line = viewerLine(ctx, board.kind, checkedOrder(board.kind, order, 'orderBy'));
    return line ? ctx.loaders.leaderboardViewerLines.load({ leaderboardId: board.id, ...line }) : null;
  },

  /** How many of the board's players or teams the viewer follows; null when signed out. */
  async followedEntryCount(ctx: RequestContext, board: Leaderboard): Promise<number | null> {
    if (!ctx.viewer) return null;
    return countFollowedEntries(ctx.db, board.id, ctx.viewer.userId);
  },

  /** How many entries a board ranks (never a count of entry rows). */
  entryCount(ctx: RequestContext, board: Leaderboard): Promise<number> {
    return ctx.loaders.leaderboardEntryCount.load(board.id);
  },

  /**
   * The global board of a kind for a region, genre and game (omitted or empty: all); null when there is none.
   * `ahead` names what the caller will ask of the board next (an entry page, the viewer's line): they are read in the
   * board's own statement, so a leaderboard page is one round trip to the database.
   */
  async globalBoard(
    ctx: RequestContext,
    filter: { kind: LeaderboardKind; regionId?: string | null; genreId?: string | null; gameId?: string | null },
    ahead: BoardAhead = {},
  ) {
    const id = (value: string | null | undefined, field: string) => (value ? assertUuid(value, field) : null);
    const [regionId, genreId, gameId] = [id(filter.regionId, 'regionId'), id(filter.genreId, 'genreId'), id(filter.gameId, 'gameId')];
    const prefetch = boardPrefetch(ctx, filter.kind, ahead);
    const params: unknown[] = [filter.kind, regionId, genreId, gameId];
    // The board with its entry count, which the leaderboard page shows beside it, and what `ahead` names.
    // A prepared statement: one of a few shapes per kind and arguments, its plan kept by PostgreSQL.
    const [row] = await queryPrepared(
      ctx.db,
      `SELECT b.*, ${ENTRY_COUNT_SQL('b.leaderboard_id')} AS k_entry_count ${boardPrefetchColumns(params, prefetch, filter.kind)} FROM leaderboards b
        WHERE b.kind = $1 AND b.scope = 'global'
          -- The expressions of the unique key leaderboards_global_key (one board per combination): one index probe.
          AND coalesce(b.lb_region_id, '${NO_ID}'::uuid) = coalesce($2::uuid, '${NO_ID}'::uuid)
          AND coalesce(b.lb_genre_id, '${NO_ID}'::uuid) = coalesce($3::uuid, '${NO_ID}'::uuid)
          AND coalesce(b.lb_game_id, '${NO_ID}'::uuid) = coalesce($4::uuid, '${NO_ID}'::uuid)`,
      params,
    );
    if (!row) return null;
    const board = hydrate(ctx.db, Leaderboard, row);
    ctx.loaders.leaderboardEntryCount.prime(board.id, Number(row.k_entry_count ?? 0));
    primeBoardPrefetch(ctx.db, ctx.loaders, board.id, prefetch, row);
    return board;
  },

  /** Every board with its first `limit` entries by score (REST get-leaderboards): one statement for all their pages. */
  async withTopEntries(ctx: RequestContext, limit: number) {
    const boards = await leaderboardsService.list(ctx, {});
    return Promise.all(
      boards.map(async (board) => ({
        board,
        entries: await ctx.loaders.leaderboardEntryPages.load({ leaderboardId: board.id, order: 'score', limit, after: null, search: null, followerId: null }),
      })),
    );
  },

  /** A player's rating history, oldest first, the last 100 points. */
  async ratingHistory(ctx: RequestContext, userId: string): Promise<RatingPointModel[]> {
    const rows: Array<{ rating: number; match_id: string | null; created_at: Date }> = await ctx.db.query(
      `SELECT rating, match_id, created_at FROM (SELECT * FROM rating_history WHERE user_id = $1 ORDER BY created_at DESC LIMIT 100) h ORDER BY created_at`,
      [userId],
    );
    return rows.map((r) => ({ rating: r.rating, matchId: r.match_id, at: new Date(r.created_at).toISOString() }));
  },

  /** Names and pictures of the players and teams a leaderboard shows (REST get-user-team-names), at most 500 of each. */
  async names(ctx: RequestContext, userIds: unknown, teamIds: unknown) {
    const ids = (raw: unknown, field: string) => {
      if (raw == null) return [];
      if (!Array.isArray(raw) || raw.length > 500) throw AppError.badInput(Messages.namesIdsInvalid, { [field]: Messages.namesIdsInvalid });
      return [...new Set(raw.map((id) => assertUuid(id, field)))];
    };
    const [users, teams] = await Promise.all([
      Promise.all(ids(userIds, '_user_ids').map(async (id) => ({ user: await ctx.loaders.userById.load(id), page: await ctx.loaders.userPageByUserId.load(id) }))),
      Promise.all(ids(teamIds, '_team_ids').map(async (id) => ({ team: await ctx.loaders.teamById.load(id), page: await ctx.loaders.teamPageByTeamId.load(id) }))),
    ]);
    return {
      users: users.flatMap(({ user, page }) => (user ? [{ user, page }] : [])),
      teams: teams.flatMap(({ team, page }) => (team ? [{ team, page }] : [])),
    };
  },

  // The page's own statement primed its players and teams: known values, no promise per line.
  user(ctx: RequestContext, entry: LeaderboardEntry) {
    return entry.userId ? ctx.loaders.userById.loadKnown(entry.userId) : null;
  },
  team(ctx: RequestContext, entry: LeaderboardEntry) {
    return entry.teamId ? ctx.loaders.teamById.loadKnown(entry.teamId) : null;
  },
};

/** The arguments of a board's entry page. */
export type EntryPageArgs = PageArgs & { orderBy?: LeaderboardOrder | null; search?: string | null; followedOnly?: boolean | null };

/** What a caller will ask of a board after reading it (GraphQL lookahead): its entry page and the viewer's line. */
export interface BoardAhead {
  entries?: EntryPageArgs;
  viewerEntry?: { orderBy?: LeaderboardOrder | null };
}

/** The key of the viewer's line on a board of `kind` in `order` (none when signed out). */
function viewerLine(ctx: RequestContext, kind: LeaderboardKind, order: LeaderboardOrder | null | undefined): BoardPrefetch['viewerLine'] {
  return ctx.viewer ? { kind, order: order ?? 'score', userId: ctx.viewer.userId } : undefined;
}

/** The entity field each order sorts by (its cursor value). */
const ORDER_FIELD = { score: 'score', wins: 'wins', rating: 'rating' } as const satisfies Record<LeaderboardOrder, keyof LeaderboardEntry>;

/** An order a board of `kind` can be ranked in (score when none): a skill rating is a player's, never a team's. */
function checkedOrder(kind: LeaderboardKind, order: LeaderboardOrder | null | undefined, field: string): LeaderboardOrder {
  if (order === 'rating' && kind === 'team') throw AppError.badInput(Messages.leaderboardTeamsHaveNoRating, { [field]: Messages.leaderboardTeamsHaveNoRating });
  return order ?? 'score';
}

/** An entry page's arguments checked and read: page size, order, cursor and filters (throws BAD_USER_INPUT). */
function entryPage(ctx: RequestContext, kind: LeaderboardKind, args: EntryPageArgs): Omit<EntryPageKey, 'leaderboardId'> & { first: number } {
  const order = checkedOrder(kind, args.orderBy, 'orderBy');
  const first = pageSize(args, ENTRY_PAGE_SIZE);
  return {
    first,
    order,
    limit: first + 1,
    after: entryCursor(args.after, order),
    search: searchPrefix(args.search),
    followerId: args.followedOnly ? requireViewer(ctx).userId : null,
  };
}

/**
 * What a board read can bring along: the entry page and the viewer's line named in `ahead`. Arguments that would be
 * refused are left out here, so the entries field itself reports them.
 */
function boardPrefetch(ctx: RequestContext, kind: LeaderboardKind, ahead: BoardAhead): BoardPrefetch {
  const prefetch: BoardPrefetch = {};
  if (ahead.entries) {
    try {
      const { first: _first, ...page } = entryPage(ctx, kind, ahead.entries);
      prefetch.page = page;
    } catch {
      // the entries resolver answers the same arguments with their error
    }
  }
  if (ahead.viewerEntry) {
    try {
      prefetch.viewerLine = viewerLine(ctx, kind, checkedOrder(kind, ahead.viewerEntry.orderBy, 'orderBy'));
    } catch {
      // the viewerEntry resolver answers the same order with its error
    }
  }
  return prefetch;
}

/** The longest name prefix a board is searched by (the leaderboard page's search box takes no more). */
const SEARCH_MAX_LENGTH = 50;

/** A search box's text as a name prefix: trimmed, lower case, at most SEARCH_MAX_LENGTH characters; null for none. */
function searchPrefix(raw: unknown): string | null {
  if (raw == null) return null;
  if (typeof raw !== 'string' || raw.includes('\u0000')) throw AppError.badInput(Messages.searchTextInvalid, { search: Messages.searchTextInvalid });
  const text = raw.trim().toLowerCase();
  if (text.length > SEARCH_MAX_LENGTH) throw AppError.badInput(Messages.searchTextInvalid, { search: Messages.searchTextInvalid });
  return text || null;
}
