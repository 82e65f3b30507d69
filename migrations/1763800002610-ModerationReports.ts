import type { MigrationInterface, QueryRunner } from 'typeorm';

// Why: reports and the moderators' audit (issue 29). A report names its target by type and id (no single FK can point
// at comments, messages, users, teams and organizers) and the organizer whose staff moderate it (null: site only).
// Every moderator action is one audit row: who, what, why, when.
export class ModerationReports1763800002610 implements MigrationInterface {
  name = 'ModerationReports1763800002610';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE moderation_reports (
        report_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        target_type text NOT NULL CONSTRAINT moderation_reports_target_check
          CHECK (target_type IN ('comment', 'message', 'user', 'team', 'organizer')),
        target_id uuid NOT NULL,
        organizer_id uuid REFERENCES organizers (organizer_id) ON DELETE CASCADE,
        reporter_id uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
        subject_user_id uuid REFERENCES users (user_id) ON DELETE CASCADE,
        reason text NOT NULL CONSTRAINT moderation_reports_reason_check
          CHECK (reason IN ('spam', 'harassment', 'cheating', 'offensive', 'other')),
        text text NOT NULL DEFAULT '',
        content text,
        status text NOT NULL DEFAULT 'open' CONSTRAINT moderation_reports_status_check CHECK (status IN ('open', 'resolved')),
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX moderation_reports_open_idx ON moderation_reports (organizer_id, created_at) WHERE status = 'open';
      CREATE TABLE moderation_audit (
        audit_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organizer_id uuid REFERENCES organizers (organizer_id) ON DELETE CASCADE,
        report_id uuid REFERENCES moderation_reports (report_id) ON DELETE SET NULL,
        moderator_id uuid REFERENCES users (user_id) ON DELETE SET NULL,
        action text NOT NULL,
        reason text NOT NULL,
        target_type text NOT NULL,
        target_id uuid NOT NULL,
        duration_minutes int,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX moderation_audit_organizer_idx ON moderation_audit (organizer_id, created_at DESC);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE moderation_audit; DROP TABLE moderation_reports;`);
  }
}
