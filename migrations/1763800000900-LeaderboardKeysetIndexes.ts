import type { MigrationInterface, QueryRunner } from 'typeorm';

// Why: a deep leaderboard page must seek, not scan. Pages order by (value DESC, entry_id DESC) and continue after
// the cursor with a row comparison (value, entry_id) < (v, id), which a backward scan of an ascending
// (leaderboard_id, value, entry_id) index answers directly at any depth.
export class LeaderboardKeysetIndexes1763800000900 implements MigrationInterface {
  name = 'LeaderboardKeysetIndexes1763800000900';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX leaderboard_entries_score_idx, leaderboard_entries_wins_idx, leaderboard_entries_rating_idx`);
    await q.query(`CREATE INDEX leaderboard_entries_score_idx ON leaderboard_entries (leaderboard_id, current_score, entry_id)`);
    await q.query(`CREATE INDEX leaderboard_entries_wins_idx ON leaderboard_entries (leaderboard_id, wins, entry_id)`);
    await q.query(`CREATE INDEX leaderboard_entries_rating_idx ON leaderboard_entries (leaderboard_id, rating, entry_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX leaderboard_entries_score_idx, leaderboard_entries_wins_idx, leaderboard_entries_rating_idx`);
    await q.query(`CREATE INDEX leaderboard_entries_score_idx ON leaderboard_entries (leaderboard_id, current_score DESC, entry_id)`);
    await q.query(`CREATE INDEX leaderboard_entries_wins_idx ON leaderboard_entries (leaderboard_id, wins DESC, entry_id)`);
    await q.query(`CREATE INDEX leaderboard_entries_rating_idx ON leaderboard_entries (leaderboard_id, rating DESC, entry_id)`);
  }
}
