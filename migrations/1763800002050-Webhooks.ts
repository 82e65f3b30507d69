import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The kinds a notifications_kind_check allows, read from the live constraint (other migrations add theirs too). */
async function notificationKinds(q: QueryRunner): Promise<string[]> {
  const rows = (await q.query(
    `SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = 'notifications_kind_check' AND conrelid = 'notifications'::regclass`,
  )) as Array<{ def: string }>;
  return [...(rows[0]?.def ?? '').matchAll(/'([a-z_]+)'/g)].map((match) => match[1]);
}

async function setNotificationKinds(q: QueryRunner, kinds: string[]) {
  await q.query(`ALTER TABLE notifications DROP CONSTRAINT IF EXISTS notifications_kind_check`);
  await q.query(`ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (${kinds.map((k) => `'${k}'`).join(', ')}))`);
}

// Why: signed webhooks (issue 28 item 1). An organizer's endpoints, each with its own secret (the previous one kept
// for an overlap window after a rotation), and an outbox of deliveries written in the same transaction as the domain
// write; a job per attempt sends them. An endpoint failing for a day is disabled and its owner told (webhook_disabled).
export class Webhooks1763800002050 implements MigrationInterface {
  name = 'Webhooks1763800002050';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE webhook_endpoints (
        webhook_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organizer_id uuid NOT NULL REFERENCES organizers (organizer_id) ON DELETE CASCADE,
        url text NOT NULL,
        description text NOT NULL DEFAULT '',
        events text[] NOT NULL,
        secret text NOT NULL,
        previous_secret text,
        previous_secret_expires_at timestamptz,
        enabled boolean NOT NULL DEFAULT true,
        disabled_at timestamptz,
        failing_since timestamptz,
        created_by uuid REFERENCES users (user_id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX webhook_endpoints_organizer_idx ON webhook_endpoints (organizer_id, created_at)`);
    await q.query(`
      CREATE TABLE webhook_deliveries (
        delivery_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        webhook_id uuid NOT NULL REFERENCES webhook_endpoints (webhook_id) ON DELETE CASCADE,
        message_id text NOT NULL,
        event_type text NOT NULL,
        body text NOT NULL,
        status text NOT NULL DEFAULT 'pending'
          CONSTRAINT webhook_deliveries_status_check CHECK (status IN ('pending', 'sending', 'succeeded', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz,
        last_attempt_at timestamptz,
        claimed_at timestamptz,
        response_status integer,
        response_body text,
        latency_ms integer,
        error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT webhook_deliveries_message_key UNIQUE (webhook_id, message_id)
      )`);
    await q.query(`CREATE INDEX webhook_deliveries_log_idx ON webhook_deliveries (webhook_id, created_at DESC, delivery_id DESC)`);
    const kinds = await notificationKinds(q);
    if (!kinds.includes('webhook_disabled')) await setNotificationKinds(q, [...kinds, 'webhook_disabled']);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM notifications WHERE kind = 'webhook_disabled'`);
    await setNotificationKinds(q, (await notificationKinds(q)).filter((kind) => kind !== 'webhook_disabled'));
    await q.query(`DROP TABLE webhook_deliveries`);
    await q.query(`DROP TABLE webhook_endpoints`);
  }
}
