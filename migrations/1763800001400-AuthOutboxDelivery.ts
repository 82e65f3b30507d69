import type { MigrationInterface, QueryRunner } from 'typeorm';

// Why: mail leaves through the outbox (issue 24, finding 5): delivery workers claim due rows with row locks and retry
// with back-off, so each row carries its attempts and times; and a password change without the current password is
// allowed only to a session that a mailed recovery link or code opened, so each session records how it was opened.
export class AuthOutboxDelivery1763800001400 implements MigrationInterface {
  name = 'AuthOutboxDelivery1763800001400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE mail_outbox
        ADD COLUMN attempts integer NOT NULL DEFAULT 0,
        ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN sent_at timestamptz,
        ADD COLUMN failed_at timestamptz,
        ADD COLUMN last_error text;
      -- Mail queued before delivery existed is stale (its links have expired or soon will): never send it.
      UPDATE mail_outbox SET failed_at = now(), last_error = 'queued before outbox delivery existed';
      CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;

      ALTER TABLE auth_sessions ADD COLUMN opened_by text NOT NULL DEFAULT 'password'
        CHECK (opened_by IN ('password', 'signup', 'recovery', 'confirmation', 'email_change'));
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE auth_sessions DROP COLUMN opened_by;
      DROP INDEX mail_outbox_due_idx;
      ALTER TABLE mail_outbox DROP COLUMN attempts, DROP COLUMN next_attempt_at, DROP COLUMN sent_at, DROP COLUMN failed_at,
        DROP COLUMN last_error;
    `);
  }
}
