import type { MigrationInterface, QueryRunner } from 'typeorm';

const NEW_KINDS = ['match_report_filed', 'match_report_confirmed', 'match_disputed', 'match_dispute_resolved', 'match_auto_confirmed'];

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

// Why: issue 26, teams report their own matches. Ladders and tournaments say who reports (staff, the default for
// every existing row, or teams) and how long an unanswered report waits; reports, disputes and their posts are kept.
// The notifications check is extended from what it allows at this point, so kinds other migrations add survive.
export class MatchReports1763800001800 implements MigrationInterface {
  name = 'MatchReports1763800001800';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['leagues', 'tournaments']) {
      await q.query(`ALTER TABLE ${table} ADD COLUMN reporting_mode text NOT NULL DEFAULT 'staff' CHECK (reporting_mode IN ('staff', 'teams'))`);
      await q.query(`ALTER TABLE ${table} ADD COLUMN confirm_window_hours int NOT NULL DEFAULT 24 CHECK (confirm_window_hours BETWEEN 1 AND 168)`);
    }
    await q.query(`
      CREATE TABLE match_reports (
        report_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        match_id uuid NOT NULL REFERENCES matches(match_id) ON DELETE CASCADE,
        team_id uuid NOT NULL REFERENCES teams(team_id) ON DELETE CASCADE,
        reported_by uuid NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        scores jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (match_id, team_id)
      )`);
    await q.query(`
      CREATE TABLE match_disputes (
        dispute_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        match_id uuid NOT NULL UNIQUE REFERENCES matches(match_id) ON DELETE CASCADE,
        organizer_id uuid NOT NULL REFERENCES organizers(organizer_id) ON DELETE CASCADE,
        opened_at timestamptz NOT NULL DEFAULT now(),
        resolved_at timestamptz,
        resolved_by uuid REFERENCES users(user_id) ON DELETE SET NULL,
        chosen_team_id uuid REFERENCES teams(team_id) ON DELETE SET NULL,
        entered_scores jsonb,
        reason text
      )`);
    // The organizer's queue: its open disputes, oldest first.
    await q.query(`CREATE INDEX match_disputes_open_queue ON match_disputes (organizer_id, opened_at, dispute_id) WHERE resolved_at IS NULL`);
    await q.query(`
      CREATE TABLE dispute_posts (
        post_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        dispute_id uuid NOT NULL REFERENCES match_disputes(dispute_id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('evidence', 'message')),
        author_id uuid NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        team_id uuid REFERENCES teams(team_id) ON DELETE SET NULL,
        image_url text,
        link text,
        text text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX dispute_posts_by_dispute ON dispute_posts (dispute_id, created_at, post_id)`);
    await replaceKindCheck(q, [...new Set([...(await allowedKinds(q)), ...NEW_KINDS])]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM notifications WHERE kind = ANY($1)`, [NEW_KINDS]);
    await replaceKindCheck(q, (await allowedKinds(q)).filter((k) => !NEW_KINDS.includes(k)));
    await q.query(`DROP TABLE dispute_posts`);
    await q.query(`DROP TABLE match_disputes`);
    await q.query(`DROP TABLE match_reports`);
    for (const table of ['leagues', 'tournaments']) {
      await q.query(`ALTER TABLE ${table} DROP COLUMN confirm_window_hours`);
      await q.query(`ALTER TABLE ${table} DROP COLUMN reporting_mode`);
    }
  }
}
