import type { MigrationInterface, QueryRunner } from 'typeorm';

// Why: leaderboard ranks at millions of players without counting rows at request time. For every board and metric,
// leaderboard_value_ranks keeps each distinct value with how many entries hold it and how many are strictly above it,
// maintained by a trigger on every entry write (a move from a to b touches only the values between a and b). A rank is
// then one index lookup: 1 + above(value); ties share a rank.
/** The rank trigger's function and trigger of this migration (score and wins); a later migration that replaces them restores these on down. */
export const RANK_TRIGGER_FUNCTION_V1 = `
      CREATE OR REPLACE FUNCTION leaderboard_entries_ranks() RETURNS trigger AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM leaderboard_rank_move(NEW.leaderboard_id, 'score', NULL, NEW.current_score);
          PERFORM leaderboard_rank_move(NEW.leaderboard_id, 'wins', NULL, NEW.wins);
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM leaderboard_rank_move(OLD.leaderboard_id, 'score', OLD.current_score, NULL);
          PERFORM leaderboard_rank_move(OLD.leaderboard_id, 'wins', OLD.wins, NULL);
        ELSE
          IF NEW.current_score IS DISTINCT FROM OLD.current_score THEN
            PERFORM leaderboard_rank_move(NEW.leaderboard_id, 'score', OLD.current_score, NEW.current_score);
          END IF;
          IF NEW.wins IS DISTINCT FROM OLD.wins THEN
            PERFORM leaderboard_rank_move(NEW.leaderboard_id, 'wins', OLD.wins, NEW.wins);
          END IF;
        END IF;
        RETURN NULL;
      END $$ LANGUAGE plpgsql`;
export const RANK_TRIGGER_V1 = `
      CREATE TRIGGER leaderboard_entries_ranks AFTER INSERT OR UPDATE OF current_score, wins OR DELETE ON leaderboard_entries
      FOR EACH ROW EXECUTE FUNCTION leaderboard_entries_ranks()`;
export const RANKS_REBUILD_V1 = `
      CREATE OR REPLACE FUNCTION leaderboard_ranks_rebuild() RETURNS void AS $$
      BEGIN
        DELETE FROM leaderboard_value_ranks;
        INSERT INTO leaderboard_value_ranks (leaderboard_id, metric, value, entries, above)
        SELECT leaderboard_id, metric, value, n,
               coalesce(sum(n) OVER (PARTITION BY leaderboard_id, metric ORDER BY value DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)
          FROM (SELECT leaderboard_id, 'score' AS metric, current_score AS value, count(*)::int AS n FROM leaderboard_entries GROUP BY 1, 3
                UNION ALL
                SELECT leaderboard_id, 'wins', wins, count(*)::int FROM leaderboard_entries GROUP BY 1, 3) v;
      END $$ LANGUAGE plpgsql`;

export class LeaderboardRanks1763800000600 implements MigrationInterface {
  name = 'LeaderboardRanks1763800000600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE leaderboard_value_ranks (
        leaderboard_id uuid NOT NULL REFERENCES leaderboards (leaderboard_id) ON DELETE CASCADE,
        metric text NOT NULL CHECK (metric IN ('score', 'wins')),
        value int NOT NULL,
        entries int NOT NULL CHECK (entries >= 0),
        above int NOT NULL CHECK (above >= 0),
        PRIMARY KEY (leaderboard_id, metric, value)
      )`);
    await q.query(`
      CREATE FUNCTION leaderboard_rank_move(board uuid, m text, old_value int, new_value int) RETURNS void AS $$
      BEGIN
        -- 1. Leave old_value.
        IF old_value IS NOT NULL THEN
          UPDATE leaderboard_value_ranks SET entries = entries - 1 WHERE leaderboard_id = board AND metric = m AND value = old_value;
        END IF;
        -- 2. Every existing value v counts the entries strictly above it: only those between the two values change.
        IF old_value IS NULL THEN
          UPDATE leaderboard_value_ranks SET above = above + 1 WHERE leaderboard_id = board AND metric = m AND value < new_value;
        ELSIF new_value IS NULL THEN
          UPDATE leaderboard_value_ranks SET above = above - 1 WHERE leaderboard_id = board AND metric = m AND value < old_value;
        ELSIF new_value > old_value THEN
          UPDATE leaderboard_value_ranks SET above = above + 1 WHERE leaderboard_id = board AND metric = m AND value >= old_value AND value < new_value;
        ELSIF new_value < old_value THEN
          UPDATE leaderboard_value_ranks SET above = above - 1 WHERE leaderboard_id = board AND metric = m AND value >= new_value AND value < old_value;
        END IF;
        IF old_value IS NOT NULL THEN
          DELETE FROM leaderboard_value_ranks WHERE leaderboard_id = board AND metric = m AND value = old_value AND entries = 0;
        END IF;
        -- 3. Enter new_value, creating its row (with what is above it) when it is new.
        IF new_value IS NOT NULL THEN
          INSERT INTO leaderboard_value_ranks (leaderboard_id, metric, value, entries, above)
          VALUES (board, m, new_value, 0,
                  (SELECT coalesce(sum(entries), 0) FROM leaderboard_value_ranks WHERE leaderboard_id = board AND metric = m AND value > new_value))
          ON CONFLICT (leaderboard_id, metric, value) DO NOTHING;
          UPDATE leaderboard_value_ranks SET entries = entries + 1 WHERE leaderboard_id = board AND metric = m AND value = new_value;
        END IF;
      END $$ LANGUAGE plpgsql`);
    await q.query(RANK_TRIGGER_FUNCTION_V1);
    await q.query(RANK_TRIGGER_V1);
    await q.query(RANKS_REBUILD_V1);
    await q.query(`SELECT leaderboard_ranks_rebuild()`);
    // Text search on the players' board: user names by prefix, whatever the case.
    await q.query(`CREATE INDEX users_user_name_prefix_idx ON users (lower(user_name) text_pattern_ops)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX users_user_name_prefix_idx`);
    await q.query(`DROP TRIGGER leaderboard_entries_ranks ON leaderboard_entries`);
    await q.query(`DROP FUNCTION leaderboard_entries_ranks(), leaderboard_rank_move(uuid, text, int, int), leaderboard_ranks_rebuild()`);
    await q.query(`DROP TABLE leaderboard_value_ranks`);
  }
}
