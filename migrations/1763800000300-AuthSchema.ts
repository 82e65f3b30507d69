import type { MigrationInterface, QueryRunner } from 'typeorm';

// Why: our own Supabase-compatible auth API (/auth/v1) keeps accounts, sessions, rotating refresh tokens,
// one-time mail tokens and the outgoing mail here; every product user row belongs to one account.
export class AuthSchema1763800000300 implements MigrationInterface {
  name = 'AuthSchema1763800000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE auth_users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text,
        phone text,
        encrypted_password text,
        email_confirmed_at timestamptz,
        phone_confirmed_at timestamptz,
        raw_user_meta_data jsonb NOT NULL DEFAULT '{}',
        raw_app_meta_data jsonb NOT NULL DEFAULT '{}',
        last_sign_in_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX auth_users_email_key ON auth_users (lower(email)) WHERE email IS NOT NULL;
      CREATE UNIQUE INDEX auth_users_phone_key ON auth_users (phone) WHERE phone IS NOT NULL;

      CREATE TABLE auth_sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
        aal text NOT NULL DEFAULT 'aal1',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        not_after timestamptz
      );
      CREATE INDEX auth_sessions_user_idx ON auth_sessions (user_id);

      CREATE TABLE auth_refresh_tokens (
        id bigserial PRIMARY KEY,
        token_hash text NOT NULL UNIQUE,
        session_id uuid NOT NULL REFERENCES auth_sessions (id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        parent text,
        revoked boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX auth_refresh_tokens_session_idx ON auth_refresh_tokens (session_id);
      CREATE INDEX auth_refresh_tokens_parent_idx ON auth_refresh_tokens (parent);

      CREATE TABLE auth_one_time_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
        token_type text NOT NULL CHECK (token_type IN ('recovery', 'confirmation', 'email_change')),
        token_hash text NOT NULL UNIQUE,
        relates_to text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        consumed_at timestamptz
      );
      CREATE INDEX auth_one_time_tokens_user_idx ON auth_one_time_tokens (user_id, token_type);

      CREATE TABLE mail_outbox (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        to_address text NOT NULL,
        subject text NOT NULL,
        body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX mail_outbox_to_idx ON mail_outbox (lower(to_address), created_at);

      ALTER TABLE users ADD CONSTRAINT users_user_id_auth_fkey
        FOREIGN KEY (user_id) REFERENCES auth_users (id) ON DELETE CASCADE;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE users DROP CONSTRAINT users_user_id_auth_fkey;
      DROP TABLE mail_outbox, auth_one_time_tokens, auth_refresh_tokens, auth_sessions, auth_users;
    `);
  }
}
