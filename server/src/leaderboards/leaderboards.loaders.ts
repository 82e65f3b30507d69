import DataLoader from 'dataloader';
import type { EntityManager } from 'typeorm';
import { hydrate, loaderByKey } from '../core/batch';
import { Leaderboard, LeaderboardEntry } from './leaderboards.entities';
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

/**
 * Ranked pages of many leaderboards in one statement per order and filter: a keyset window per key (LATERAL ... LIMIT
 * as a backward scan of the (leaderboard_id, column, entry_id) index; ties by entry id, descending). Ranks are read, not counted: 1 + the entries strictly
 * above the row's value, kept per value by a trigger (leaderboard_value_ranks), so ties share a rank.
 */
async function loadEntryPages(db: EntityManager, keys: readonly EntryPageKey[]): Promise<RankedLeaderboardEntry[][]> {
  const results: RankedLeaderboardEntry[][] = keys.map(() => []);
  const groups = new Map<string, number[]>();
  keys.forEach((key, index) => {
    const shape = JSON.stringify([key.order, key.search, key.followerId]);
    groups.set(shape, [...(groups.get(shape) ?? []), index]);
  });
  for (const positions of groups.values()) {
    const { order, search, followerId } = keys[positions[0]];
    const batch = positions.map((index) => keys[index]);
    const col = ORDER_COLUMN[order];
    const filters: string[] = [];
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
    const rows: Array<Record<string, unknown>> = await db.query(
      `SELECT k.k_idx, e.*, (1 + coalesce(r.above, 0))::int AS k_rank
         FROM unnest($1::uuid[], $2::int[], $3::uuid[], $4::int[]) WITH ORDINALITY AS k(k_board, k_after_value, k_after_id, k_limit, k_idx)
        CROSS JOIN LATERAL (
          SELECT * FROM leaderboard_entries le
           WHERE le.leaderboard_id = k.k_board
             -- One row comparison, so the (leaderboard_id, value, entry_id) index seeks to the cursor at any depth.
             AND (le.${col}, le.entry_id) < (coalesce(k.k_after_value, 2147483647), coalesce(k.k_after_id, 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid))
             ${filters.map((f) => `AND ${f}`).join(' ')}
           ORDER BY le.${col} DESC, le.entry_id DESC
           LIMIT $6
        ) e
        LEFT JOIN leaderboard_value_ranks r ON r.leaderboard_id = e.leaderboard_id AND r.metric = $5 AND r.value = e.${col}
        ORDER BY k.k_idx, e.${col} DESC, e.entry_id DESC`,
      params,
    );
    for (const row of rows) {
      const index = positions[Number(row.k_idx) - 1];
      if (results[index].length >= keys[index].limit) continue;
      results[index].push(Object.assign(hydrate(db, LeaderboardEntry, row), { rank: Number(row.k_rank) }));
    }
  }
  return results;
}

export function createLeaderboardsLoaders(db: EntityManager) {
  return {
    leaderboardById: loaderByKey(db, Leaderboard, 'id'),
    leaderboardEntryPages: new DataLoader<EntryPageKey, RankedLeaderboardEntry[], string>((keys) => loadEntryPages(db, keys), {
      cacheKeyFn: (key) => JSON.stringify([key.leaderboardId, key.order, key.limit, key.after?.value ?? null, key.after?.id ?? null, key.search, key.followerId]),
    }),
  };
}
