import type { MigrationInterface, QueryRunner } from 'typeorm';

// Why: background work (auto-confirming reports, webhook deliveries) must survive restarts and run once across
// processes: a durable queue table that workers claim with row locks (server/src/core/jobs.ts), never a timer in memory.
export class Jobs1763800001750 implements MigrationInterface {
  name = 'Jobs1763800001750';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE jobs (
        id bigserial PRIMARY KEY,
        kind text NOT NULL,
        payload jsonb NOT NULL DEFAULT '{}'::jsonb,
        dedupe_key text,
        run_at timestamptz NOT NULL DEFAULT now(),
        attempts integer NOT NULL DEFAULT 0,
        version integer NOT NULL DEFAULT 0,
        last_error text,
        failed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      -- One pending job per key; a given-up job keeps its row and frees the key.
      CREATE UNIQUE INDEX jobs_dedupe_key_idx ON jobs (dedupe_key) WHERE failed_at IS NULL;
      CREATE INDEX jobs_due_idx ON jobs (run_at, id) WHERE failed_at IS NULL;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE jobs`);
  }
}
