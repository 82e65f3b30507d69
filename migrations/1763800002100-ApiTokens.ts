import type { MigrationInterface, QueryRunner } from 'typeorm';

// Why: personal API tokens (issue 28). Only the SHA-256 of a token's secret is kept, so a database read never yields a
// usable token; the prefix shown in lists is the token's first characters, not secret enough to use.
export class ApiTokens1763800002100 implements MigrationInterface {
  name = 'ApiTokens1763800002100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE api_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
        name text NOT NULL,
        token_prefix text NOT NULL,
        token_hash text NOT NULL UNIQUE,
        scopes text[] NOT NULL,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz,
        revoked_at timestamptz
      );
      CREATE INDEX api_tokens_user_idx ON api_tokens (user_id, created_at);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE api_tokens`);
  }
}
