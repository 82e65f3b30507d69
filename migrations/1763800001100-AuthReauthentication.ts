import type { MigrationInterface, QueryRunner } from 'typeorm';

// Why: GET /auth/v1/reauthenticate mails a one-time nonce that a sensitive account change (e-mail, password) must
// carry; it is kept hashed beside the other mailed one-time tokens.
export class AuthReauthentication1763800001100 implements MigrationInterface {
  name = 'AuthReauthentication1763800001100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE auth_one_time_tokens DROP CONSTRAINT auth_one_time_tokens_token_type_check,
        ADD CONSTRAINT auth_one_time_tokens_token_type_check
          CHECK (token_type IN ('recovery', 'confirmation', 'email_change', 'reauthentication'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM auth_one_time_tokens WHERE token_type = 'reauthentication'`);
    await q.query(`
      ALTER TABLE auth_one_time_tokens DROP CONSTRAINT auth_one_time_tokens_token_type_check,
        ADD CONSTRAINT auth_one_time_tokens_token_type_check CHECK (token_type IN ('recovery', 'confirmation', 'email_change'))`);
  }
}
