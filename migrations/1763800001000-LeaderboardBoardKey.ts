import type { MigrationInterface, QueryRunner } from 'typeorm';

// Why: the leaderboard page's region, genre and game filters select a global board per combination; finalizing a match
// creates the combinations it counts on when missing. One board per (kind, region, genre, game), even when two
// finalizes race to create it.
export class LeaderboardBoardKey1763800001000 implements MigrationInterface {
  name = 'LeaderboardBoardKey1763800001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE UNIQUE INDEX leaderboards_global_key ON leaderboards (kind,
        coalesce(lb_region_id, '00000000-0000-0000-0000-000000000000'::uuid),
        coalesce(lb_genre_id, '00000000-0000-0000-0000-000000000000'::uuid),
        coalesce(lb_game_id, '00000000-0000-0000-0000-000000000000'::uuid))
      WHERE scope = 'global'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX leaderboards_global_key`);
  }
}
