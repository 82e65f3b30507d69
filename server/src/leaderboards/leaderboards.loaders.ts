import DataLoader from 'dataloader';
import type { EntityManager } from 'typeorm';
import { hydrate, loaderByKey } from '../core/batch';
import type { Loaders } from '../core/context';
import { Team, TeamPage } from '../teams';
import { User, UserPage } from '../users';
import { Leaderboard, LeaderboardEntry, type LeaderboardKind } from './leaderboards.entities';
import type { LeaderboardOrder, RankedLeaderboardEntry } from './leaderboards.service';

/** Where a page of entries starts: after the entry with this (order value, entry id). */
export interface EntryCursor {
  value: number;
  id: string;
}

export interface EntryPageKey {
  leaderboardId: string;
  order: LeaderboardOrder;
  /** Rows to fetch: the page size plus one. */
  limit: number;
  after: EntryCursor | null;
  /** Name prefix (lower case), or null. */
  search: string | null;
  /** Only entries this user follows, or null. */
  followerId: string | null;
}

/** The sort column of each order: a fixed whitelist, never caller text. */
export const ORDER_COLUMN: Record<LeaderboardOrder, 'current_score' | 'wins' | 'rating'> = { score: 'current_score', wins: 'wins', rating: 'rating' };

/** A board's number of entries as a scalar subquery on its id (`boardId`): one index lookup. */
export const ENTRY_COUNT_SQL = (boardId: string) =>
  `(SELECT k_v.above + k_v.entries FROM leaderboard_value_ranks k_v WHERE k_v.leaderboard_id = ${boardId} AND k_v.metric = 'score' ORDER BY k_v.value ASC LIMIT 1)`;

/**
 * What an entry's row brings along, so a board page never waits on more statements for its names and pictures:
 * the player (or team) and their page, as columns on `alias` (a leaderboard_entries row). Scalar subqueries rather
 * than joins: planning four more outer joins cost more than running the whole page (2 to 10 ms against 0.4 ms).
 * Given the board's `kind`, only that subject's columns: a players' board has no teams to read (nor to plan for).
 */
export function entrySubjectColumns(alias: string, kind?: LeaderboardKind) {
  const user = `(SELECT to_json(k_u) FROM users k_u WHERE k_u.user_id = ${alias}.user_id) AS k_user,
          (SELECT to_json(k_up) FROM users_page k_up WHERE k_up.user_id = ${alias}.user_id) AS k_user_page`;
  const team = `(SELECT to_json(k_t) FROM teams k_t WHERE k_t.team_id = ${alias}.team_id) AS k_team,
          (SELECT to_json(k_tp) FROM team_page k_tp WHERE k_tp.team_id = ${alias}.team_id) AS k_team_page`;
  return kind === 'user' ? user : kind === 'team' ? team : `${user}, ${team}`;
}

/** An entry's rank in `metric` ordered by `column`: 1 + the entries strictly above its value (kept per value). */
export function entryRankColumn(alias: string, metric: string, column: string) {
  return `(1 + coalesce((SELECT k_r.above FROM leaderboard_value_ranks k_r
            WHERE k_r.leaderboard_id = ${alias}.leaderboard_id AND k_r.metric = ${metric} AND k_r.value = ${alias}.${column}), 0))::int AS k_rank`;
}

/** Primes the request's user and team loaders (and their pages) with what an entry's row brought. */
export function primeEntrySubjects(db: EntityManager, all: Loaders, row: Record<string, unknown>) {
  if (row.k_user) {
    const user = hydrate(db, User, row.k_user as Record<string, unknown>);
    all.userById.prime(user.id, user);
    all.userPageByUserId.prime(user.id, row.k_user_page ? hydrate(db, UserPage, row.k_user_page as Record<string, unknown>) : null);
  }
  if (row.k_team) {
    const team = hydrate(db, Team, row.k_team as Record<string, unknown>);
    all.teamById.prime(team.id, team);
    all.teamPageByTeamId.prime(team.id, row.k_team_page ? hydrate(db, TeamPage, row.k_team_page as Record<string, unknown>) : null);
  }
}

/**
 * The WHERE conditions of a search (name prefix, lower case) and a "followed only" filter on entries `le`, their
 * values appended to `params` (whose placeholders they use).
 */
function entryFilters(params: unknown[], search: string | null, followerId: string | null): string {
  const filters: string[] = [];
  if (search) {
    params.push(`${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const n = params.length;
    filters.push(
      `(EXISTS (SELECT 1 FROM users u WHERE u.user_id = le.user_id AND lower(u.user_name) LIKE $${n})
        OR EXISTS (SELECT 1 FROM teams t WHERE t.team_id = le.team_id AND lower(t.team_name) LIKE $${n}))`,
    );
  }
  if (followerId) {
    params.push(followerId);
    const n = params.length;
    filters.push(
      `(le.user_id IN (SELECT followed_id FROM follows WHERE follower_id = $${n} AND entity_type = 'user' AND is_active)
        OR le.team_id IN (SELECT followed_id FROM follows WHERE follower_id = $${n} AND entity_type = 'team' AND is_active))`,
    );
  }
  return filters.map((f) => `AND ${f}`).join(' ');
}

/**
 * One board's page of entries as SQL (`board`, the cursor's `value` and `id`, and `limit` are SQL expressions): a
 * keyset window, ties by entry id descending, as a backward scan of the (leaderboard_id, column, entry_id) index.
 * Without a cursor the window starts at the top.
 */
function entryWindowSql(col: string, board: string, cursor: { value: string; id: string } | null, limit: string, filters: string) {
  return `SELECT * FROM leaderboard_entries le
           WHERE le.leaderboard_id = ${board}
             -- One row comparison, so the (leaderboard_id, value, entry_id) index seeks to the cursor at any depth.
             ${cursor ? `AND (le.${col}, le.entry_id) < (${cursor.value}, ${cursor.id})` : ''}
             ${filters}
           ORDER BY le.${col} DESC, le.entry_id DESC
           LIMIT ${limit}`;
}

/**
 * The viewer's own line on a board as SQL (`board` and `userId` are SQL expressions): their entry on a players'
 * board, their best approved team's on a teams' board.
 */
function viewerLineSql(col: string, kind: LeaderboardKind, board: string, userId: string) {
  const subject =
    kind === 'user' ? `le.user_id = ${userId}` : `le.team_id IN (SELECT team_id FROM team_members WHERE user_id = ${userId} AND status = 'approved')`;
  return `SELECT * FROM leaderboard_entries le
           WHERE le.leaderboard_id = ${board} AND ${subject}
           ORDER BY le.${col} DESC, le.entry_id DESC
           LIMIT 1`;
}

/** A ranked entry row (rank and subjects as columns) from one read by any of the statements here. */
function rankedEntry(db: EntityManager, all: Loaders, row: Record<string, unknown>): RankedLeaderboardEntry {
  primeEntrySubjects(db, all, row);
  return Object.assign(hydrate(db, LeaderboardEntry, row), { rank: Number(row.k_rank) });
}

/**
 * What a board's page asks beside the board itself (GraphQL lookahead): one entry page and the viewer's line, read
 * in the board's own statement so the whole page is one round trip.
 */
/** How many of a board's entries a user follows (the Followed scope's count line): one statement. */
export async function countFollowedEntries(db: EntityManager, boardId: string, followerId: string): Promise<number> {
  const params: unknown[] = [boardId];
  const filters = entryFilters(params, null, followerId);
  const [row] = await db.query(`SELECT count(*)::int AS n FROM leaderboard_entries le WHERE le.leaderboard_id = $1 ${filters}`, params);
  return Number(row?.n ?? 0);
}

export interface BoardPrefetch {
  page?: Omit<EntryPageKey, 'leaderboardId'>;
  viewerLine?: Omit<ViewerLineKey, 'leaderboardId'>;
}

/**
 * SQL columns on board `b` for a prefetch (`k_page`: the entry page as a JSON array, `k_viewer`: the viewer's line
 * or null), their values appended to `params`.
 */
export function boardPrefetchColumns(params: unknown[], prefetch: BoardPrefetch, kind: LeaderboardKind): string {
  const columns: string[] = [];
  const { page, viewerLine } = prefetch;
  if (page) {
    const col = ORDER_COLUMN[page.order];
    const filters = entryFilters(params, page.search, page.followerId);
    params.push(page.order);
    const metric = `$${params.length}`;
    let cursor: { value: string; id: string } | null = null;
    if (page.after) {
      params.push(page.after.value, page.after.id);
      cursor = { value: `$${params.length - 1}::int`, id: `$${params.length}::uuid` };
    }
    // The page size as a literal (a whole number the service computed, never caller text): the planner then sees how
    // few rows the window takes in the statement's generic plan too (a parameter would be guessed at a tenth of the
    // board), so the prepared statement needs no planning per request.
    if (!Number.isSafeInteger(page.limit)) throw new Error('An entry page size must be a whole number.');
    columns.push(`(SELECT coalesce(json_agg(r ORDER BY r.${col} DESC, r.entry_id DESC), '[]') FROM (
        SELECT e.*, ${entryRankColumn('e', metric, col)}, ${entrySubjectColumns('e', kind)}
          FROM (${entryWindowSql(col, 'b.leaderboard_id', cursor, String(page.limit), filters)}) e
      ) r) AS k_page`);
  }
  if (viewerLine) {
    const col = ORDER_COLUMN[viewerLine.order];
    params.push(viewerLine.order, viewerLine.userId);
    const n = params.length;
    columns.push(`(SELECT to_json(r) FROM (
        SELECT e.*, ${entryRankColumn('e', `$${n - 1}`, col)}, ${entrySubjectColumns('e', kind)}
          FROM (${viewerLineSql(col, viewerLine.kind, 'b.leaderboard_id', `$${n}::uuid`)}) e
      ) r) AS k_viewer`);
  }
  return columns.map((c) => `, ${c}`).join('');
}

/** Primes the request's loaders with what boardPrefetchColumns read beside board `boardId`. */
export function primeBoardPrefetch(db: EntityManager, all: Loaders, boardId: string, prefetch: BoardPrefetch, row: Record<string, unknown>) {
  if (prefetch.page) {
    const entries = (row.k_page as Array<Record<string, unknown>>).map((entry) => rankedEntry(db, all, entry));
    all.leaderboardEntryPages.prime({ leaderboardId: boardId, ...prefetch.page }, entries);
  }
  if (prefetch.viewerLine) {
    const line = row.k_viewer ? rankedEntry(db, all, row.k_viewer as Record<string, unknown>) : null;
    all.leaderboardViewerLines.prime({ leaderboardId: boardId, ...prefetch.viewerLine }, line);
  }
}

/**
 * Ranked pages of many leaderboards in one statement per order and filter: a keyset window per key (LATERAL ... LIMIT).
 * Ranks are read, not counted: 1 + the entries strictly above the row's value, kept per value by a trigger
 * (leaderboard_value_ranks), so ties share a rank.
 */
async function loadEntryPages(db: EntityManager, all: Loaders, keys: readonly EntryPageKey[]): Promise<RankedLeaderboardEntry[][]> {
  const results: RankedLeaderboardEntry[][] = keys.map(() => []);
  for (const positions of groupKeys(keys, (key) => [key.order, key.search, key.followerId])) {
    const { order, search, followerId } = keys[positions[0]];
    const batch = positions.map((index) => keys[index]);
    const col = ORDER_COLUMN[order];
    const params: unknown[] = [
      batch.map((key) => key.leaderboardId),
      batch.map((key) => key.after?.value ?? null),
      batch.map((key) => key.after?.id ?? null),
      batch.map((key) => key.limit),
      order,
      // The planner must see how many rows a page takes: with LIMIT from the unnested keys it guesses a tenth of the
      // board, hashes the whole rank table and, on a big board, compiles the query with JIT (130 ms for 26 rows).
      Math.max(...batch.map((key) => key.limit)),
    ];
    const filters = entryFilters(params, search, followerId);
    const rows: Array<Record<string, unknown>> = await db.query(
      `SELECT k.k_idx, e.*, ${entryRankColumn('e', '$5', col)}, ${entrySubjectColumns('e')}
         FROM unnest($1::uuid[], $2::int[], $3::uuid[], $4::int[]) WITH ORDINALITY AS k(k_board, k_after_value, k_after_id, k_limit, k_idx)
        CROSS JOIN LATERAL (${entryWindowSql(col, 'k.k_board', { value: 'coalesce(k.k_after_value, 2147483647)', id: "coalesce(k.k_after_id, 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid)" }, '$6', filters)}) e
        ORDER BY k.k_idx, e.${col} DESC, e.entry_id DESC`,
      params,
    );
    for (const row of rows) {
      const index = positions[Number(row.k_idx) - 1];
      if (results[index].length >= keys[index].limit) continue;
      results[index].push(rankedEntry(db, all, row));
    }
  }
  return results;
}

/** The viewer's line on each board (key: board, its kind, order and viewer), one statement per order and kind. */
async function loadViewerLines(db: EntityManager, all: Loaders, keys: readonly ViewerLineKey[]): Promise<Array<RankedLeaderboardEntry | null>> {
  const results: Array<RankedLeaderboardEntry | null> = keys.map(() => null);
  for (const positions of groupKeys(keys, (key) => [key.order, key.kind])) {
    const { order, kind } = keys[positions[0]];
    const col = ORDER_COLUMN[order];
    const batch = positions.map((index) => keys[index]);
    const rows: Array<Record<string, unknown>> = await db.query(
      `SELECT k.k_idx, e.*, ${entryRankColumn('e', '$3', col)}, ${entrySubjectColumns('e', kind)}
         FROM unnest($1::uuid[], $2::uuid[]) WITH ORDINALITY AS k(k_board, k_user, k_idx)
        CROSS JOIN LATERAL (${viewerLineSql(col, kind, 'k.k_board', 'k.k_user')}) e`,
      [batch.map((key) => key.leaderboardId), batch.map((key) => key.userId), order],
    );
    for (const row of rows) results[positions[Number(row.k_idx) - 1]] = rankedEntry(db, all, row);
  }
  return results;
}

/** Key positions grouped by the parts of a key one statement cannot vary. */
function groupKeys<K>(keys: readonly K[], shapeOf: (key: K) => unknown[]): number[][] {
  const groups = new Map<string, number[]>();
  keys.forEach((key, index) => {
    const shape = JSON.stringify(shapeOf(key));
    groups.set(shape, [...(groups.get(shape) ?? []), index]);
  });
  return [...groups.values()];
}

export interface ViewerLineKey {
  leaderboardId: string;
  /** The board's kind: a player's own entry, or their teams'. */
  kind: LeaderboardKind;
  order: LeaderboardOrder;
  userId: string;
}

/** `all` is the request's whole loader set: a page's rows prime its players, teams and their pages. */
export function createLeaderboardsLoaders(db: EntityManager, all: Loaders) {
  return {
    leaderboardById: loaderByKey(db, Leaderboard, 'id'),
    /**
     * How many entries each board ranks, never counted: the lowest score's entries plus those above it, one index
     * lookup per board (a sum over the per-value rows would read thousands of them on a big board).
     */
    leaderboardEntryCount: new DataLoader<string, number>(async (boardIds) => {
      const rows: Array<{ leaderboard_id: string; n: number }> = await db.query(
        `SELECT b.id AS leaderboard_id, coalesce(${ENTRY_COUNT_SQL('b.id')}, 0)::int AS n FROM unnest($1::uuid[]) AS b(id)`,
        [[...boardIds]],
      );
      const counts = new Map(rows.map((row) => [row.leaderboard_id, Number(row.n)]));
      return boardIds.map((id) => counts.get(id) ?? 0);
    }),
    leaderboardEntryPages: new DataLoader<EntryPageKey, RankedLeaderboardEntry[], string>((keys) => loadEntryPages(db, all, keys), {
      cacheKeyFn: (key) => JSON.stringify([key.leaderboardId, key.order, key.limit, key.after?.value ?? null, key.after?.id ?? null, key.search, key.followerId]),
    }),
    leaderboardViewerLines: new DataLoader<ViewerLineKey, RankedLeaderboardEntry | null, string>((keys) => loadViewerLines(db, all, keys), {
      cacheKeyFn: (key) => JSON.stringify([key.leaderboardId, key.kind, key.order, key.userId]),
    }),
  };
}
