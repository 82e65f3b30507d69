import type { MigrationInterface, QueryRunner } from 'typeorm';

// Why: every finalized match, ladder or tournament, moves the global boards, universal scores and skill ratings; each
// movement is recorded once in an append-only ledger (a correction appends reversing rows), so board totals can be
// checked against it and a corrected bracket result reverses exactly what it had moved. Tournaments say whether they
// count at all (ranked, on by default).
export class PointsLedger1763800001300 implements MigrationInterface {
  name = 'PointsLedger1763800001300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE points_ledger_count_seq`);
    await q.query(`
      CREATE TABLE points_ledger (
        ledger_id bigserial PRIMARY KEY,
        match_id uuid REFERENCES matches (match_id) ON DELETE SET NULL,
        -- board: a leaderboard entry moved; score: a player's universal score; rating: a player's skill rating.
        kind text NOT NULL CHECK (kind IN ('board', 'score', 'rating')),
        leaderboard_id uuid REFERENCES leaderboards (leaderboard_id) ON DELETE CASCADE,
        user_id uuid REFERENCES users (user_id) ON DELETE CASCADE,
        -- The team on a teams' board; for a player's score and rating, the side they played for.
        team_id uuid REFERENCES teams (team_id) ON DELETE CASCADE,
        placement int,
        points int NOT NULL DEFAULT 0,
        wins int NOT NULL DEFAULT 0,
        losses int NOT NULL DEFAULT 0,
        mu_before double precision,
        sigma_before double precision,
        mu_after double precision,
        sigma_after double precision,
        rating_before int,
        rating_after int,
        -- The order the match was counted in (kept when a correction recounts it): ratings replay in this order.
        count_seq bigint NOT NULL,
        -- A reversing row names the row it reverses; a reversed row names the row that reversed it.
        reverses bigint REFERENCES points_ledger (ledger_id) ON DELETE CASCADE,
        reversed_by bigint REFERENCES points_ledger (ledger_id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT points_ledger_subject_check CHECK (
          (kind = 'board' AND leaderboard_id IS NOT NULL AND (user_id IS NULL) <> (team_id IS NULL))
          OR (kind <> 'board' AND leaderboard_id IS NULL AND user_id IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX points_ledger_match_idx ON points_ledger (match_id)`);
    // The rows a correction replays: live rating rows from a point in the count order on.
    await q.query(`CREATE INDEX points_ledger_rating_seq_idx ON points_ledger (count_seq) WHERE kind = 'rating' AND reverses IS NULL AND reversed_by IS NULL`);
    await q.query(`CREATE INDEX points_ledger_user_idx ON points_ledger (user_id) WHERE user_id IS NOT NULL`);
    await q.query(`CREATE INDEX points_ledger_team_idx ON points_ledger (team_id) WHERE team_id IS NOT NULL`);
    await q.query(`CREATE INDEX points_ledger_board_idx ON points_ledger (leaderboard_id) WHERE leaderboard_id IS NOT NULL`);
    await q.query(`ALTER TABLE tournaments ADD COLUMN ranked boolean NOT NULL DEFAULT true`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE tournaments DROP COLUMN ranked`);
    await q.query(`DROP TABLE points_ledger`);
    await q.query(`DROP SEQUENCE points_ledger_count_seq`);
  }
}
