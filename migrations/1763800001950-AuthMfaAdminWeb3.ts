import type { MigrationInterface, QueryRunner } from 'typeorm';

// Why: two-factor sign-in (TOTP factors and their challenges, the session's assurance level and methods), the admin
// API's audit trail, and the Sign-In-With-Solana messages already used (a signed message works once).
export class AuthMfaAdminWeb31763800001950 implements MigrationInterface {
  name = 'AuthMfaAdminWeb31763800001950';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE auth_sessions ADD COLUMN amr jsonb NOT NULL DEFAULT '[]'::jsonb;
      -- An operator's ban (admin API ban_duration): no sign-in until then.
      ALTER TABLE auth_users ADD COLUMN banned_until timestamptz;

      CREATE TABLE auth_mfa_factors (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
        friendly_name text,
        factor_type text NOT NULL CHECK (factor_type IN ('totp', 'phone')),
        status text NOT NULL DEFAULT 'unverified' CHECK (status IN ('unverified', 'verified')),
        secret text,
        phone text,
        -- The newest TOTP time step accepted: a code of that step or an older one is a replay.
        last_used_step bigint,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX auth_mfa_factors_user_idx ON auth_mfa_factors (user_id);
      CREATE UNIQUE INDEX auth_mfa_factors_name_key ON auth_mfa_factors (user_id, friendly_name) WHERE friendly_name IS NOT NULL;

      CREATE TABLE auth_mfa_challenges (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        factor_id uuid NOT NULL REFERENCES auth_mfa_factors (id) ON DELETE CASCADE,
        ip_address text NOT NULL,
        otp_code_hash text,
        created_at timestamptz NOT NULL DEFAULT now(),
        verified_at timestamptz
      );
      CREATE INDEX auth_mfa_challenges_factor_idx ON auth_mfa_challenges (factor_id);

      CREATE TABLE auth_admin_audit (
        id bigserial PRIMARY KEY,
        action text NOT NULL,
        target_user_id uuid,
        detail jsonb NOT NULL DEFAULT '{}'::jsonb,
        ip_address text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX auth_admin_audit_created_idx ON auth_admin_audit (created_at);

      CREATE TABLE auth_web3_used_messages (
        key text PRIMARY KEY,
        expires_at timestamptz NOT NULL
      );
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TABLE auth_web3_used_messages, auth_admin_audit, auth_mfa_challenges, auth_mfa_factors;
      ALTER TABLE auth_sessions DROP COLUMN amr;
      ALTER TABLE auth_users DROP COLUMN banned_until;
    `);
  }
}
