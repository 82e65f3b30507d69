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
}

/** The sort column of each order: a fixed whitelist, never caller text. */
const ORDER_COLUMN: Record<LeaderboardOrder, 'current_score' | 'wins'> = { score: 'current_score', wins: 'wins' };

/**
 * Ranked pages of many leaderboards in one statement per order: a keyset window per key
 * (LATERAL ... LIMIT over the (leaderboard_id, column DESC, entry_id) index). The rank of each row
 * is 1 + the entries strictly ahead of it, so ties share a rank.
 */
async function loadEntryPages(db: EntityManager, keys: readonly EntryPageKey[]): Promise<RankedLeaderboardEntry[][]> {
  const results: RankedLeaderboardEntry[][] = keys.map(() => []);
  for (const order of ['score', 'wins'] as const) {
    const positions = keys.flatMap((key, index) => (key.order === order ? [index] : []));
    if (positions.length === 0) continue;
    const batch = positions.map((index) => keys[index]);
    const col = ORDER_COLUMN[order];
    const rows: Array<Record<string, unknown>> = await db.query(
      `SELECT k.k_idx, e.*,
              (1 + (SELECT count(*) FROM leaderboard_entries x WHERE x.leaderboard_id = e.leaderboard_id AND x.${col} > e.${col}))::int AS k_rank
         FROM unnest($1::uuid[], $2::int[], $3::uuid[], $4::int[]) WITH ORDINALITY AS k(k_board, k_after_value, k_after_id, k_limit, k_idx)
        CROSS JOIN LATERAL (
          SELECT * FROM leaderboard_entries
           WHERE leaderboard_id = k.k_board
             AND (k.k_after_id IS NULL OR ${col} < k.k_after_value OR (${col} = k.k_after_value AND entry_id > k.k_after_id))
           ORDER BY ${col} DESC, entry_id
           LIMIT k.k_limit
        ) e
        ORDER BY k.k_idx, e.${col} DESC, e.entry_id`,
      [
        batch.map((key) => key.leaderboardId),
        batch.map((key) => key.after?.value ?? null),
        batch.map((key) => key.after?.id ?? null),
        batch.map((key) => key.limit),
      ],
    );
    for (const row of rows) {
      const entry = Object.assign(hydrate(db, LeaderboardEntry, row), { rank: Number(row.k_rank) });
      results[positions[Number(row.k_idx) - 1]].push(entry);
    }
  }
  return results;
}

export function createLeaderboardsLoaders(db: EntityManager) {
  return {
    leaderboardById: loaderByKey(db, Leaderboard, 'id'),
    leaderboardEntryPages: new DataLoader<EntryPageKey, RankedLeaderboardEntry[], string>((keys) => loadEntryPages(db, keys), {
      cacheKeyFn: (key) => JSON.stringify([key.leaderboardId, key.order, key.limit, key.after?.value ?? null, key.after?.id ?? null]),
    }),
  };
}
