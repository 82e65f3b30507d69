import type { MigrationInterface, QueryRunner } from 'typeorm';

// Why: events run in stages (groups or Swiss, then playoffs; issue 27). A tournament has ordered stages; each existing
// tournament becomes one stage of its format, so a single-stage tournament is stored and played as before: the first
// stage's engine records stay in tournaments.engine_state, later stages keep theirs on their row. Every stage's nodes
// live in the tournament's one bracket, told apart by stage_number. Staff decisions of ties no tiebreaker separates
// are kept as an audit (who, when, which teams in which order).
export class TournamentStages1763800002000 implements MigrationInterface {
  name = 'TournamentStages1763800002000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE tournament_stages (
        tournament_id uuid NOT NULL REFERENCES tournaments (tournament_id) ON DELETE CASCADE,
        stage_number int NOT NULL CHECK (stage_number BETWEEN 1 AND 8),
        kind text NOT NULL CHECK (kind IN ('single_elimination', 'double_elimination', 'round_robin', 'swiss')),
        group_count int CHECK (group_count BETWEEN 1 AND 64),
        group_size int CHECK (group_size BETWEEN 2 AND 64),
        rounds int CHECK (rounds BETWEEN 1 AND 20),
        advance int CHECK (advance >= 1),
        seeding text NOT NULL DEFAULT 'standing' CHECK (seeding IN ('cross_group', 'standing')),
        tiebreakers text[] NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'in_progress', 'completed')),
        entrant_ids uuid[] NOT NULL DEFAULT '{}',
        engine_state jsonb,
        PRIMARY KEY (tournament_id, stage_number)
      )`);
    await q.query(`
      INSERT INTO tournament_stages (tournament_id, stage_number, kind, rounds, tiebreakers, status, entrant_ids)
      SELECT t.tournament_id, 1, t.format, NULL,
             CASE WHEN t.format = 'swiss' THEN ARRAY['points', 'buchholz', 'sonneborn_berger', 'seed']
                  ELSE ARRAY['points', 'head_to_head', 'differential', 'metric_totals', 'seed'] END,
             CASE t.status WHEN 'registration' THEN 'pending' ELSE t.status END,
             COALESCE((SELECT array_agg(p.team_id ORDER BY p.seed) FROM tourney_participants p
                        WHERE p.tournament_id = t.tournament_id AND p.status = 'approved' AND t.status <> 'registration'), '{}')
        FROM tournaments t`);
    await q.query(`ALTER TABLE bracket_nodes ADD COLUMN stage_number int NOT NULL DEFAULT 1`);
    await q.query(`ALTER TABLE bracket_nodes DROP CONSTRAINT bracket_nodes_engine_key`);
    await q.query(`ALTER TABLE bracket_nodes ADD CONSTRAINT bracket_nodes_engine_key UNIQUE (bracket_id, stage_number, engine_ref)`);
    await q.query(`
      CREATE TABLE tournament_tie_decisions (
        decision_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tournament_id uuid NOT NULL REFERENCES tournaments (tournament_id) ON DELETE CASCADE,
        stage_number int NOT NULL,
        group_number int,
        team_ids uuid[] NOT NULL,
        decided_by uuid REFERENCES users (user_id) ON DELETE SET NULL,
        decided_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX tournament_tie_decisions_tournament_idx ON tournament_tie_decisions (tournament_id, stage_number, decided_at)`);
    await q.query(`CREATE INDEX tournament_tie_decisions_user_idx ON tournament_tie_decisions (decided_by)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE tournament_tie_decisions`);
    await q.query(`DELETE FROM bracket_nodes WHERE stage_number > 1`);
    await q.query(`ALTER TABLE bracket_nodes DROP CONSTRAINT bracket_nodes_engine_key`);
    await q.query(`ALTER TABLE bracket_nodes ADD CONSTRAINT bracket_nodes_engine_key UNIQUE (bracket_id, engine_ref)`);
    await q.query(`ALTER TABLE bracket_nodes DROP COLUMN stage_number`);
    await q.query(`DROP TABLE tournament_stages`);
  }
}
