import type { MigrationInterface, QueryRunner } from 'typeorm';

const NEW_KINDS = ['reschedule_proposed', 'reschedule_accepted', 'reschedule_declined'];

/** The kinds the notifications check allows now (other migrations of this release add theirs too). */
async function allowedKinds(q: QueryRunner): Promise<string[]> {
  const [row] = await q.query(`SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = 'notifications_kind_check'`);
  return row ? [...String(row.def).matchAll(/'([a-z_]+)'/g)].map((m) => m[1]) : [];
}

async function replaceKindCheck(q: QueryRunner, kinds: string[]) {
  const list = kinds.map((k) => `'${k}'`).join(', ');
  await q.query(`ALTER TABLE notifications DROP CONSTRAINT IF EXISTS notifications_kind_check`);
  await q.query(`ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (${list}))`);
}

// Why: issue 26, reschedule by agreement and weekly availability. A team keeps its windows in its own IANA zone
// (wall-clock minutes, so a window stays 19:00-22:00 across daylight-saving changes); a proposal holds up to three
// times and expires at the match's time when proposed. One pending proposal per match: a new one supersedes it.
// The notifications check is extended from what it allows at this point, so kinds other migrations add survive.
export class RescheduleAvailability1763800001850 implements MigrationInterface {
  name = 'RescheduleAvailability1763800001850';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE team_availability (
        team_id uuid PRIMARY KEY REFERENCES teams(team_id) ON DELETE CASCADE,
        time_zone text NOT NULL CHECK (length(time_zone) BETWEEN 1 AND 64),
        windows jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(windows) = 'array'),
        updated_by uuid REFERENCES users(user_id) ON DELETE SET NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE reschedule_proposals (
        proposal_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        match_id uuid NOT NULL REFERENCES matches(match_id) ON DELETE CASCADE,
        team_id uuid NOT NULL REFERENCES teams(team_id) ON DELETE CASCADE,
        proposed_by uuid REFERENCES users(user_id) ON DELETE SET NULL,
        times timestamptz[] NOT NULL CHECK (cardinality(times) BETWEEN 1 AND 3),
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'declined', 'superseded', 'overridden')),
        expires_at timestamptz NOT NULL,
        accepted_time timestamptz,
        answered_by uuid REFERENCES users(user_id) ON DELETE SET NULL,
        answered_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((status = 'accepted') = (accepted_time IS NOT NULL))
      )`);
    await q.query(`CREATE UNIQUE INDEX reschedule_proposals_one_pending ON reschedule_proposals (match_id) WHERE status = 'pending'`);
    await q.query(`CREATE INDEX reschedule_proposals_match ON reschedule_proposals (match_id, created_at DESC)`);
    const kinds = await allowedKinds(q);
    await replaceKindCheck(q, [...kinds, ...NEW_KINDS.filter((k) => !kinds.includes(k))]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM notifications WHERE kind = ANY($1)`, [NEW_KINDS]);
    await replaceKindCheck(q, (await allowedKinds(q)).filter((k) => !NEW_KINDS.includes(k)));
    await q.query(`DROP TABLE reschedule_proposals`);
    await q.query(`DROP TABLE team_availability`);
  }
}
