import type { MigrationInterface, QueryRunner } from 'typeorm';

// Why: ladder staff invite teams (the org dashboard's invite-teams modal). An invitation is a pending entry that
// names who invited; the team's leader or co-leader accepts it by joining, and is told through a notification.
export class LadderInvitations1763800000800 implements MigrationInterface {
  name = 'LadderInvitations1763800000800';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE league_participants ADD COLUMN invited_by uuid REFERENCES users (user_id) ON DELETE SET NULL`);
    await q.query(`CREATE INDEX league_participants_invited_by_idx ON league_participants (invited_by) WHERE invited_by IS NOT NULL`);
    await q.query(`ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check`);
    await q.query(`
      ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('team_invitation', 'staff_invitation',
        'invitation_accepted', 'invitation_declined', 'role_changed', 'removed', 'join_request', 'join_approved', 'join_declined',
        'match_scheduled', 'ladder_invitation'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM notifications WHERE kind = 'ladder_invitation'`);
    await q.query(`ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check`);
    await q.query(`
      ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('team_invitation', 'staff_invitation',
        'invitation_accepted', 'invitation_declined', 'role_changed', 'removed', 'join_request', 'join_approved', 'join_declined',
        'match_scheduled'))`);
    await q.query(`ALTER TABLE league_participants DROP COLUMN invited_by`);
  }
}
