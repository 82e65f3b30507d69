import type { MigrationInterface, QueryRunner } from 'typeorm';

// Why: ladders run whole seasons. Each ladder sets its entry mode and its win/draw/loss points; notifications grow
// the ladder kinds (join requests and answers, match schedules); a score report carries an idempotency key so a
// retried request applies once.
export class LadderSeason1763800000500 implements MigrationInterface {
  name = 'LadderSeason1763800000500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE leagues
        ADD COLUMN open_entry boolean NOT NULL DEFAULT false,
        ADD COLUMN win_points int NOT NULL DEFAULT 3 CHECK (win_points BETWEEN 0 AND 100),
        ADD COLUMN draw_points int NOT NULL DEFAULT 1 CHECK (draw_points BETWEEN 0 AND 100),
        ADD COLUMN loss_points int NOT NULL DEFAULT 0 CHECK (loss_points BETWEEN 0 AND 100)`);
    await q.query(`ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check`);
    await q.query(`
      ALTER TABLE notifications
        ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('team_invitation', 'staff_invitation', 'invitation_accepted',
          'invitation_declined', 'role_changed', 'removed', 'join_request', 'join_approved', 'join_declined', 'match_scheduled')),
        ADD COLUMN league_id uuid REFERENCES leagues (league_id) ON DELETE CASCADE,
        ADD COLUMN match_id uuid REFERENCES matches (match_id) ON DELETE CASCADE`);
    await q.query(`CREATE INDEX notifications_league_idx ON notifications (league_id) WHERE league_id IS NOT NULL`);
    await q.query(`CREATE INDEX notifications_match_idx ON notifications (match_id) WHERE match_id IS NOT NULL`);
    // Standings with played matches in the league page order; the schedule's overlap check reads by team and time.
    await q.query(`CREATE INDEX match_participants_team_match_idx ON match_participants (team_id, match_id)`);
    await q.query(`
      CREATE TABLE idempotency_keys (
        idempotency_key text NOT NULL CHECK (char_length(idempotency_key) BETWEEN 1 AND 200),
        scope text NOT NULL,
        user_id uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, scope, idempotency_key)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE idempotency_keys`);
    await q.query(`DROP INDEX match_participants_team_match_idx`);
    await q.query(`ALTER TABLE notifications DROP COLUMN match_id, DROP COLUMN league_id, DROP CONSTRAINT notifications_kind_check`);
    await q.query(`ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('team_invitation', 'staff_invitation', 'invitation_accepted', 'invitation_declined', 'role_changed', 'removed'))`);
    await q.query(`ALTER TABLE leagues DROP COLUMN open_entry, DROP COLUMN win_points, DROP COLUMN draw_points, DROP COLUMN loss_points`);
  }
}
