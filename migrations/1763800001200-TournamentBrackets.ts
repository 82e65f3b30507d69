import type { MigrationInterface, QueryRunner } from 'typeorm';

// Why: tournaments are played in four formats on well-kept engines (brackets-manager for elimination and round robin,
// tournament-organizer for Swiss). An engine's own records live in one jsonb document on the tournament row, read and
// written under that row's lock, so every engine operation is atomic with the matches and nodes it moves. The bracket
// nodes stay the documented projection (node_id, parent_node_id, ...), keyed by the engine's match (engine_ref).
// Check-in drops teams that did not confirm ('inactive'); a correction of a finalized result is audited; notifications
// about entries name the tournament.
export class TournamentBrackets1763800001200 implements MigrationInterface {
  name = 'TournamentBrackets1763800001200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE tournaments
        ADD COLUMN format text NOT NULL DEFAULT 'single_elimination'
          CHECK (format IN ('single_elimination', 'double_elimination', 'round_robin', 'swiss')),
        ADD COLUMN third_place_match boolean NOT NULL DEFAULT false,
        ADD COLUMN start_time timestamptz,
        ADD COLUMN check_in_minutes int CHECK (check_in_minutes BETWEEN 5 AND 1440),
        ADD COLUMN match_rounds int NOT NULL DEFAULT 3 CHECK (match_rounds BETWEEN 1 AND 15),
        ADD COLUMN winner_team_id uuid REFERENCES teams (team_id) ON DELETE SET NULL,
        ADD COLUMN engine_state jsonb,
        ADD COLUMN created_by uuid REFERENCES users (user_id) ON DELETE SET NULL`);
    await q.query(`ALTER TABLE tourney_participants ADD COLUMN checked_in_at timestamptz`);
    await q.query(`ALTER TABLE tourney_participants DROP CONSTRAINT tourney_participants_status_check`);
    await q.query(`ALTER TABLE tourney_participants ADD CONSTRAINT tourney_participants_status_check CHECK (status IN ('pending', 'approved', 'declined', 'inactive'))`);
    await q.query(`CREATE UNIQUE INDEX tourney_participants_seed_key ON tourney_participants (tournament_id, seed) WHERE seed IS NOT NULL`);
    await q.query(`ALTER TABLE bracket_nodes DROP CONSTRAINT bracket_nodes_slot_key`);
    await q.query(`
      ALTER TABLE bracket_nodes
        ADD COLUMN side text NOT NULL DEFAULT 'winners'
          CHECK (side IN ('winners', 'losers', 'grand_final', 'third_place', 'round_robin', 'swiss')),
        ADD COLUMN engine_ref text,
        ADD COLUMN parent_ref text,
        ADD COLUMN loser_parent_ref text,
        ADD COLUMN loser_parent_node_id uuid REFERENCES bracket_nodes (node_id) ON DELETE SET NULL,
        ADD COLUMN participant_1_score int,
        ADD COLUMN participant_2_score int,
        ADD CONSTRAINT bracket_nodes_engine_key UNIQUE (bracket_id, engine_ref)`);
    // Nodes made before the engines keep their own id as their reference.
    await q.query(`UPDATE bracket_nodes SET engine_ref = node_id::text`);
    await q.query(`ALTER TABLE bracket_nodes ALTER COLUMN engine_ref SET NOT NULL`);
    await q.query(`CREATE INDEX bracket_nodes_loser_parent_idx ON bracket_nodes (loser_parent_node_id)`);
    await q.query(`CREATE UNIQUE INDEX bracket_nodes_match_key ON bracket_nodes (match_id) WHERE match_id IS NOT NULL`);
    await q.query(`
      CREATE TABLE tournament_corrections (
        correction_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tournament_id uuid NOT NULL REFERENCES tournaments (tournament_id) ON DELETE CASCADE,
        match_id uuid NOT NULL REFERENCES matches (match_id) ON DELETE CASCADE,
        corrected_by uuid REFERENCES users (user_id) ON DELETE SET NULL,
        corrected_at timestamptz NOT NULL DEFAULT now(),
        before jsonb NOT NULL,
        after jsonb NOT NULL,
        reset_node_ids uuid[] NOT NULL DEFAULT '{}'
      )`);
    await q.query(`CREATE INDEX tournament_corrections_tournament_idx ON tournament_corrections (tournament_id, corrected_at DESC)`);
    await q.query(`CREATE INDEX tournament_corrections_match_idx ON tournament_corrections (match_id)`);
    await q.query(`CREATE INDEX tournament_corrections_user_idx ON tournament_corrections (corrected_by)`);
    await q.query(`ALTER TABLE notifications ADD COLUMN tournament_id uuid REFERENCES tournaments (tournament_id) ON DELETE CASCADE`);
    await q.query(`CREATE INDEX notifications_tournament_idx ON notifications (tournament_id) WHERE tournament_id IS NOT NULL`);
    // Tournament pages have a Follow button, as league pages do.
    await q.query(`ALTER TABLE follows DROP CONSTRAINT follows_entity_type_check`);
    await q.query(`ALTER TABLE follows ADD CONSTRAINT follows_entity_type_check CHECK (entity_type IN ('user', 'team', 'organizer', 'league', 'tournament'))`);
    await q.query(`CREATE INDEX tournaments_winner_idx ON tournaments (winner_team_id)`);
    await q.query(`CREATE INDEX tournaments_created_by_idx ON tournaments (created_by)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE tournament_corrections`);
    await q.query(`DELETE FROM follows WHERE entity_type = 'tournament'`);
    await q.query(`ALTER TABLE follows DROP CONSTRAINT follows_entity_type_check`);
    await q.query(`ALTER TABLE follows ADD CONSTRAINT follows_entity_type_check CHECK (entity_type IN ('user', 'team', 'organizer', 'league'))`);
    await q.query(`ALTER TABLE notifications DROP COLUMN tournament_id`);
    await q.query(`DROP INDEX bracket_nodes_match_key`);
    await q.query(`
      ALTER TABLE bracket_nodes DROP CONSTRAINT bracket_nodes_engine_key, DROP COLUMN side, DROP COLUMN engine_ref,
        DROP COLUMN parent_ref, DROP COLUMN loser_parent_ref, DROP COLUMN loser_parent_node_id,
        DROP COLUMN participant_1_score, DROP COLUMN participant_2_score`);
    await q.query(`ALTER TABLE bracket_nodes ADD CONSTRAINT bracket_nodes_slot_key UNIQUE (bracket_id, round_number, slot_index)`);
    await q.query(`DROP INDEX tourney_participants_seed_key`);
    await q.query(`UPDATE tourney_participants SET status = 'declined' WHERE status = 'inactive'`);
    await q.query(`ALTER TABLE tourney_participants DROP CONSTRAINT tourney_participants_status_check`);
    await q.query(`ALTER TABLE tourney_participants ADD CONSTRAINT tourney_participants_status_check CHECK (status IN ('pending', 'approved', 'declined'))`);
    await q.query(`ALTER TABLE tourney_participants DROP COLUMN checked_in_at`);
    await q.query(`
      ALTER TABLE tournaments DROP COLUMN format, DROP COLUMN third_place_match, DROP COLUMN start_time,
        DROP COLUMN check_in_minutes, DROP COLUMN match_rounds, DROP COLUMN winner_team_id, DROP COLUMN engine_state,
        DROP COLUMN created_by`);
  }
}
