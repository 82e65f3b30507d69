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

const KINDS = ['moderation_warned', 'moderation_hidden', 'moderation_timed_out', 'moderation_banned'];

// Why: issue 29 item 4. A moderator's WARN, HIDE, TIMEOUT and BAN tell the user concerned, with the moderator's reason
// (notifications.detail: the one notification text that is not derived from the rows it points at).
export class ModerationNotifications1763800002810 implements MigrationInterface {
  name = 'ModerationNotifications1763800002810';

  async up(q: QueryRunner): Promise<void> {
    await setNotificationKinds(q, [...new Set([...(await notificationKinds(q)), ...KINDS])]);
    await q.query(`ALTER TABLE notifications ADD COLUMN detail text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM notifications WHERE kind = ANY($1)`, [KINDS]);
    await q.query(`ALTER TABLE notifications DROP COLUMN detail`);
    await setNotificationKinds(q, (await notificationKinds(q)).filter((kind) => !KINDS.includes(kind)));
  }
}
