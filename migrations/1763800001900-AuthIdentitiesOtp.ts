import type { MigrationInterface, QueryRunner } from 'typeorm';

// Why: issue 25 items 1, 2, 4 and 5. An account's ways of signing in become identities (e-mail, phone, a wallet), as the
// hosted service lists them; one-time codes go to phones too, so the outbox records each row's channel; sign-in codes,
// phone codes and PKCE flows need their own token types and a table for the flow's code challenge.
export class AuthIdentitiesOtp1763800001900 implements MigrationInterface {
  name = 'AuthIdentitiesOtp1763800001900';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE auth_identities (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
        provider text NOT NULL CHECK (provider IN ('email', 'phone', 'web3:solana')),
        provider_id text NOT NULL,
        identity_data jsonb NOT NULL DEFAULT '{}',
        last_sign_in_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT auth_identities_provider_id_key UNIQUE (provider, provider_id)
      );
      CREATE INDEX auth_identities_user_idx ON auth_identities (user_id);

      -- Existing accounts: like the hosted service, an e-mail or phone identity's provider_id is the user's id.
      INSERT INTO auth_identities (user_id, provider, provider_id, identity_data, last_sign_in_at, created_at, updated_at)
      SELECT id, 'email', id::text,
             jsonb_build_object('sub', id::text, 'email', email, 'email_verified', email_confirmed_at IS NOT NULL, 'phone_verified', false),
             last_sign_in_at, created_at, updated_at
        FROM auth_users WHERE email IS NOT NULL;
      INSERT INTO auth_identities (user_id, provider, provider_id, identity_data, last_sign_in_at, created_at, updated_at)
      SELECT id, 'phone', id::text,
             jsonb_build_object('sub', id::text, 'phone', phone, 'email_verified', false, 'phone_verified', phone_confirmed_at IS NOT NULL),
             last_sign_in_at, created_at, updated_at
        FROM auth_users WHERE phone IS NOT NULL;

      ALTER TABLE mail_outbox ADD COLUMN channel text NOT NULL DEFAULT 'email' CHECK (channel IN ('email', 'sms'));

      ALTER TABLE auth_one_time_tokens DROP CONSTRAINT auth_one_time_tokens_token_type_check,
        ADD CONSTRAINT auth_one_time_tokens_token_type_check
          CHECK (token_type IN ('recovery', 'confirmation', 'email_change', 'reauthentication', 'magiclink', 'sms', 'phone_change'));

      -- 'otp': a mailed sign-in link or code, or a phone code; 'web3': a wallet signature (helper mfa's grant).
      ALTER TABLE auth_sessions DROP CONSTRAINT auth_sessions_opened_by_check,
        ADD CONSTRAINT auth_sessions_opened_by_check
          CHECK (opened_by IN ('password', 'signup', 'recovery', 'confirmation', 'email_change', 'otp', 'phone_change', 'web3'));

      -- A PKCE flow: the challenge a request left, then (once its link or code is verified) the one-time auth code.
      CREATE TABLE auth_flow_states (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
        authentication_method text NOT NULL,
        code_challenge text NOT NULL,
        code_challenge_method text NOT NULL CHECK (code_challenge_method IN ('s256', 'plain')),
        auth_code_hash text UNIQUE,
        auth_code_issued_at timestamptz,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX auth_flow_states_user_idx ON auth_flow_states (user_id, authentication_method);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TABLE auth_flow_states;
      UPDATE auth_sessions SET opened_by = 'password' WHERE opened_by IN ('otp', 'phone_change', 'web3');
      ALTER TABLE auth_sessions DROP CONSTRAINT auth_sessions_opened_by_check,
        ADD CONSTRAINT auth_sessions_opened_by_check
          CHECK (opened_by IN ('password', 'signup', 'recovery', 'confirmation', 'email_change'));
      DELETE FROM auth_one_time_tokens WHERE token_type IN ('magiclink', 'sms', 'phone_change');
      ALTER TABLE auth_one_time_tokens DROP CONSTRAINT auth_one_time_tokens_token_type_check,
        ADD CONSTRAINT auth_one_time_tokens_token_type_check
          CHECK (token_type IN ('recovery', 'confirmation', 'email_change', 'reauthentication'));
      DELETE FROM mail_outbox WHERE channel = 'sms';
      ALTER TABLE mail_outbox DROP COLUMN channel;
      DROP TABLE auth_identities;
    `);
  }
}
