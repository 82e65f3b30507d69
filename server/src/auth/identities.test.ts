import type { TestApp } from '../../test/harness';
import { authCall, authSuiteApp } from '../../test/factories/auth';
import { AuthIdentitiesOtp1763800001900 } from '../../../migrations/1763800001900-AuthIdentitiesOtp';
import { findIdentity, identitiesOf, linkIdentity } from './identities';
import { Mailer } from './mailer';
import { queueSms } from './phone';

/** The identities table (issue 25 item 5): filled at sign-up, back-filled by the migration, linkIdentity's rules. */

let t: TestApp;
authSuiteApp(__filename, {}, (app) => {
  t = app;
});

async function signUp(email: string) {
  const res = await authCall(t.url, 'POST', '/signup', { email, password: 'Correct-Horse-9' });
  expect(res.status).toBe(200);
  return res.body as { user: { id: string; identities: Array<Record<string, unknown>> } };
}

describe('identities', () => {
  it('a sign-up gets its e-mail identity, whose provider_id is the user id', async () => {
    const { user } = await signUp('ident-one@example.com');
    const rows = await identitiesOf(t.app.deps.dataSource.manager, user.id);
    expect(rows).toEqual([
      expect.objectContaining({
        provider: 'email',
        providerId: user.id,
        identityData: expect.objectContaining({ email: 'ident-one@example.com', email_verified: true }),
      }),
    ]);
  });

  it('linkIdentity links a wallet once; another account linking the same wallet is refused and changes nothing', async () => {
    const { user: owner } = await signUp('wallet-owner@example.com');
    const { user: other } = await signUp('wallet-other@example.com');
    const db = t.app.deps.dataSource.manager;
    const linked = await linkIdentity(db, owner.id, 'web3:solana', 'So1anaAddre55', { address: 'So1anaAddre55', chain: 'solana' });
    expect(linked).toMatchObject({ userId: owner.id, provider: 'web3:solana', providerId: 'So1anaAddre55' });
    expect(linked.identityData).toMatchObject({ sub: owner.id, chain: 'solana' });
    // Linking it again to its owner refreshes it (same row).
    const again = await linkIdentity(db, owner.id, 'web3:solana', 'So1anaAddre55', { seen: 2 });
    expect(again.identityId).toBe(linked.identityId);
    expect(again.identityData).toMatchObject({ chain: 'solana', seen: 2 });

    await expect(linkIdentity(db, other.id, 'web3:solana', 'So1anaAddre55', {})).rejects.toMatchObject({
      status: 422,
      code: 'identity_already_exists',
    });
    expect((await findIdentity(db, 'web3:solana', 'So1anaAddre55'))?.userId).toBe(owner.id);
    expect((await identitiesOf(db, other.id)).map((i) => i.provider)).toEqual(['email']);
  });

  it('the migration back-fills an identity for every existing e-mail and phone', async () => {
    const runner = t.app.deps.dataSource.createQueryRunner();
    const migration = new AuthIdentitiesOtp1763800001900();
    try {
      await runner.startTransaction();
      await migration.down(runner);
      const [{ id }] = await runner.query(
        `INSERT INTO auth_users (email, phone, email_confirmed_at) VALUES ('old-account@example.com', '4915550001111', now()) RETURNING id`,
      );
      await migration.up(runner);
      const rows: Array<{ provider: string; provider_id: string; identity_data: Record<string, unknown> }> = await runner.query(
        `SELECT provider, provider_id, identity_data FROM auth_identities WHERE user_id = $1 ORDER BY provider`,
        [id],
      );
      expect(rows).toEqual([
        {
          provider: 'email',
          provider_id: id,
          identity_data: { sub: id, email: 'old-account@example.com', email_verified: true, phone_verified: false },
        },
        {
          provider: 'phone',
          provider_id: id,
          identity_data: { sub: id, phone: '4915550001111', email_verified: false, phone_verified: false },
        },
      ]);
      // Every account that existed before the migration has its identities again.
      const missing = await runner.query(
        `SELECT u.id FROM auth_users u WHERE u.email IS NOT NULL AND NOT EXISTS (SELECT 1 FROM auth_identities i WHERE i.user_id = u.id AND i.provider = 'email')`,
      );
      expect(missing).toEqual([]);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });

  it('queueSms writes an sms row into the outbox, which the mail worker never takes', async () => {
    await t.app.deps.dataSource.transaction((db) => queueSms(db, '4915550002222', 'Your Clutch code is 123456', { silent: true }));
    const rows = await t.app.deps.dataSource.query(`SELECT to_address, body, channel FROM mail_outbox WHERE to_address = '4915550002222'`);
    expect(rows).toEqual([{ to_address: '4915550002222', body: 'Your Clutch code is 123456', channel: 'sms' }]);
    const sent: string[] = [];
    const worker = new Mailer(t.app.deps.dataSource, { printToLog: false }, { sendMail: async (mail) => void sent.push(mail.to) });
    while ((await worker.deliverDue()) > 0);
    expect(sent).not.toContain('4915550002222');
    const [sms] = await t.app.deps.dataSource.query(`SELECT sent_at, attempts FROM mail_outbox WHERE to_address = '4915550002222'`);
    expect(sms).toEqual({ sent_at: null, attempts: 0 });
  });
});
