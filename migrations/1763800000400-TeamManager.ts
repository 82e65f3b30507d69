import type { MigrationInterface, QueryRunner } from 'typeorm';

// Why: the team and league managers. A team whose last member leaves is archived, not left leaderless; every
// invitation, answer and role change leaves a notification for the user it concerns (read state kept per row).
export class TeamManager1763800000400 implements MigrationInterface {
  name = 'TeamManager1763800000400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE teams ADD COLUMN archived_at timestamptz`);
    await q.query(`
      CREATE TABLE notifications (
        notification_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
        kind text NOT NULL CONSTRAINT notifications_kind_check
          CHECK (kind IN ('team_invitation', 'staff_invitation', 'invitation_accepted', 'invitation_declined', 'role_changed', 'removed')),
        team_id uuid REFERENCES teams (team_id) ON DELETE CASCADE,
        organizer_id uuid REFERENCES organizers (organizer_id) ON DELETE CASCADE,
        actor_id uuid REFERENCES users (user_id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        read_at timestamptz
      )`);
    // The list pages newest first per user; the unread count reads the partial index only.
    await q.query(`CREATE INDEX notifications_user_created_idx ON notifications (user_id, created_at DESC, notification_id DESC)`);
    await q.query(`CREATE INDEX notifications_user_unread_idx ON notifications (user_id) WHERE read_at IS NULL`);
    await q.query(`CREATE INDEX notifications_team_idx ON notifications (team_id) WHERE team_id IS NOT NULL`);
    await q.query(`CREATE INDEX notifications_organizer_idx ON notifications (organizer_id) WHERE organizer_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE notifications`);
    await q.query(`ALTER TABLE teams DROP COLUMN archived_at`);
  }
}
