import type { MigrationInterface, QueryRunner } from 'typeorm';
import { RANK_TRIGGER_FUNCTION_V1, RANK_TRIGGER_V1, RANKS_REBUILD_V1 } from './1763800000600-LeaderboardRanks';

// Why: a skill rating beside score and wins. Each player keeps an OpenSkill (mu, sigma) moved by every finalized
// match, with a history for the user page's chart; players' boards carry the rating (ordinal x 100) so it ranks and
// pages like score and wins, through the same per-value rank table.
export class SkillRatings1763800000700 implements MigrationInterface {
  name = 'SkillRatings1763800000700';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN rating_mu double precision, ADD COLUMN rating_sigma double precision, ADD COLUMN rating int NOT NULL DEFAULT 0`);
    await q.query(`
      CREATE TABLE rating_history (
        user_id uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
        match_id uuid REFERENCES matches (match_id) ON DELETE SET NULL,
        rating int NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX rating_history_user_idx ON rating_history (user_id, created_at)`);
    await q.query(`CREATE INDEX rating_history_match_idx ON rating_history (match_id)`);
    await q.query(`ALTER TABLE leaderboard_entries ADD COLUMN rating int NOT NULL DEFAULT 0`);
    await q.query(`CREATE INDEX leaderboard_entries_rating_idx ON leaderboard_entries (leaderboard_id, rating DESC, entry_id)`);
    await q.query(`ALTER TABLE leaderboard_value_ranks DROP CONSTRAINT leaderboard_value_ranks_metric_check`);
    await q.query(`ALTER TABLE leaderboard_value_ranks ADD CONSTRAINT leaderboard_value_ranks_metric_check CHECK (metric IN ('score', 'wins', 'rating'))`);
    await q.query(`DROP TRIGGER leaderboard_entries_ranks ON leaderboard_entries`);
    await q.query(`
      CREATE OR REPLACE FUNCTION leaderboard_entries_ranks() RETURNS trigger AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM leaderboard_rank_move(NEW.leaderboard_id, 'score', NULL, NEW.current_score);
          PERFORM leaderboard_rank_move(NEW.leaderboard_id, 'wins', NULL, NEW.wins);
          PERFORM leaderboard_rank_move(NEW.leaderboard_id, 'rating', NULL, NEW.rating);
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM leaderboard_rank_move(OLD.leaderboard_id, 'score', OLD.current_score, NULL);
          PERFORM leaderboard_rank_move(OLD.leaderboard_id, 'wins', OLD.wins, NULL);
          PERFORM leaderboard_rank_move(OLD.leaderboard_id, 'rating', OLD.rating, NULL);
        ELSE
          IF NEW.current_score IS DISTINCT FROM OLD.current_score THEN
            PERFORM leaderboard_rank_move(NEW.leaderboard_id, 'score', OLD.current_score, NEW.current_score);
          END IF;
          IF NEW.wins IS DISTINCT FROM OLD.wins THEN
            PERFORM leaderboard_rank_move(NEW.leaderboard_id, 'wins', OLD.wins, NEW.wins);
          END IF;
          IF NEW.rating IS DISTINCT FROM OLD.rating THEN
            PERFORM leaderboard_rank_move(NEW.leaderboard_id, 'rating', OLD.rating, NEW.rating);
          END IF;
        END IF;
        RETURN NULL;
      END $$ LANGUAGE plpgsql`);
    await q.query(`
      CREATE TRIGGER leaderboard_entries_ranks AFTER INSERT OR UPDATE OF current_score, wins, rating OR DELETE ON leaderboard_entries
      FOR EACH ROW EXECUTE FUNCTION leaderboard_entries_ranks()`);
    await q.query(`
      CREATE OR REPLACE FUNCTION leaderboard_ranks_rebuild() RETURNS void AS $$
      BEGIN
        DELETE FROM leaderboard_value_ranks;
        INSERT INTO leaderboard_value_ranks (leaderboard_id, metric, value, entries, above)
        SELECT leaderboard_id, metric, value, n,
               coalesce(sum(n) OVER (PARTITION BY leaderboard_id, metric ORDER BY value DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)
          FROM (SELECT leaderboard_id, 'score' AS metric, current_score AS value, count(*)::int AS n FROM leaderboard_entries GROUP BY 1, 3
                UNION ALL SELECT leaderboard_id, 'wins', wins, count(*)::int FROM leaderboard_entries GROUP BY 1, 3
                UNION ALL SELECT leaderboard_id, 'rating', rating, count(*)::int FROM leaderboard_entries GROUP BY 1, 3) v;
      END $$ LANGUAGE plpgsql`);
    await q.query(`SELECT leaderboard_ranks_rebuild()`);
  }

  async down(q: QueryRunner): Promise<void> {
    // Back to the score-and-wins trigger before the rating column goes.
    await q.query(`DROP TRIGGER leaderboard_entries_ranks ON leaderboard_entries`);
    await q.query(RANK_TRIGGER_FUNCTION_V1);
    await q.query(RANK_TRIGGER_V1);
    await q.query(RANKS_REBUILD_V1);
    await q.query(`DELETE FROM leaderboard_value_ranks WHERE metric = 'rating'`);
    await q.query(`ALTER TABLE leaderboard_value_ranks DROP CONSTRAINT leaderboard_value_ranks_metric_check`);
    await q.query(`ALTER TABLE leaderboard_value_ranks ADD CONSTRAINT leaderboard_value_ranks_metric_check CHECK (metric IN ('score', 'wins'))`);
    await q.query(`DROP INDEX leaderboard_entries_rating_idx`);
    await q.query(`ALTER TABLE leaderboard_entries DROP COLUMN rating`);
    await q.query(`DROP TABLE rating_history`);
    await q.query(`ALTER TABLE users DROP COLUMN rating_mu, DROP COLUMN rating_sigma, DROP COLUMN rating`);
  }
}
