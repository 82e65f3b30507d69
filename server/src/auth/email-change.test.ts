import type { TestApp } from '../../test/harness';
import { authSuiteApp, authCall, codeIn, latestMail, linkIn, type RawResponse } from '../../test/factories/auth';

/**
 * Secure e-mail change (issue 12, finding 6), as the hosted service does it: PUT /user {email} needs
 * re-authentication (current_password, or the nonce GET /reauthenticate mails to the current address) and applies
 * only once the link or code mailed to the new address is verified. Auto-confirm is on here (the default).
 */
let t: TestApp;
const PASSWORD = 'Account-Password-1';

interface Session {
  email: string;
  token: string;
}

async function signUp(name: string): Promise<Session> {
  const email = `${name}@example.test`;
  const res = await authCall(t.url, 'POST', '/signup', { email, password: PASSWORD });
  expect(res.status).toBe(200);
  return { email, token: res.body.access_token };
}

const storedEmail = async (session: Session) =>
  ((await t.app.deps.dataSource.query(`SELECT email FROM auth_users WHERE email = $1`, [session.email])) as unknown[]).length === 1;
const mailCount = async (to: string) =>
  Number((await t.app.deps.dataSource.query(`SELECT count(*) AS n FROM mail_outbox WHERE to_address = $1`, [to]))[0].n);

function expectError(res: RawResponse, status: number, code: string, message: string) {
  expect({ status: res.status, body: res.body }).toEqual({ status, body: { code, message } });
}

authSuiteApp(__filename, {}, (app) => (t = app));

describe('failing-email-change', () => {
  it('a stolen access token alone cannot change the e-mail: 400 reauthentication_needed, nothing changed or mailed', async () => {
    const victim = await signUp('victim');
    for (const body of [{ email: 'attacker@example.test' }, { email: 'attacker@example.test', password: 'Attacker-Pass-1' }]) {
      expectError(
        await authCall(t.url, 'PUT', '/user', body, { token: victim.token }),
        400,
        'reauthentication_needed',
        'Email change requires reauthentication: send current_password, or the nonce mailed by /reauthenticate.',
      );
    }
    expect(await storedEmail(victim)).toBe(true);
    expect(await mailCount('attacker@example.test')).toBe(0);
    // the old password still signs the victim in
    expect((await authCall(t.url, 'POST', '/token?grant_type=password', { email: victim.email, password: PASSWORD })).status).toBe(200);
  });

  it('refuses a wrong current password, a wrong or reused nonce, and a nonce at /verify', async () => {
    const owner = await signUp('careful');
    expectError(
      await authCall(t.url, 'PUT', '/user', { email: 'elsewhere@example.test', current_password: 'not-it' }, { token: owner.token }),
      400,
      'invalid_credentials',
      'Current password is incorrect.',
    );
    expectError(
      await authCall(t.url, 'PUT', '/user', { email: 'elsewhere@example.test', nonce: '000000' }, { token: owner.token }),
      400,
      'reauthentication_not_valid',
      'Nonce has expired or is invalid',
    );
    expect((await authCall(t.url, 'GET', '/reauthenticate', undefined, { token: owner.token })).status).toBe(200);
    const nonce = codeIn((await latestMail(t.app.deps.dataSource, owner.email))!.body);
    // a reauthentication nonce is no sign-in code
    expect((await authCall(t.url, 'POST', '/verify', { type: 'email_change', email: owner.email, token: nonce })).status).toBe(403);
    expect((await authCall(t.url, 'PUT', '/user', { email: 'elsewhere@example.test', nonce }, { token: owner.token })).status).toBe(200);
    expectError(
      await authCall(t.url, 'PUT', '/user', { email: 'other@example.test', nonce }, { token: owner.token }),
      400,
      'reauthentication_not_valid',
      'Nonce has expired or is invalid',
    );
    expect(await storedEmail(owner)).toBe(true);
  });

  it('GET /reauthenticate needs a signed-in user', async () => {
    expectError(await authCall(t.url, 'GET', '/reauthenticate'), 401, 'no_authorization', 'This endpoint requires a Bearer token');
  });
});

describe('successful-email-change', () => {
  it('with the current password: pending until the link mailed to the new address is followed', async () => {
    const owner = await signUp('mover');
    const pending = await authCall(t.url, 'PUT', '/user', { email: 'Mover.New@example.test', current_password: PASSWORD }, { token: owner.token });
    expect(pending.status).toBe(200);
    expect(pending.body).toMatchObject({ email: owner.email, new_email: 'mover.new@example.test' });
    expect(await storedEmail(owner)).toBe(true);

    const mail = await latestMail(t.app.deps.dataSource, 'mover.new@example.test');
    expect(mail?.subject).toBe('Confirm your new Clutch e-mail address');
    const link = linkIn(mail!.body); // on PUBLIC_URL: follow it on the test server
    const followed = await fetch(t.url + link.pathname + link.search, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    expect(followed.headers.get('location')).toContain('type=email_change');
    expect((await authCall(t.url, 'POST', '/token?grant_type=password', { email: 'mover.new@example.test', password: PASSWORD })).status).toBe(200);
    expect(await storedEmail(owner)).toBe(false);
  });

  it('with the nonce from /reauthenticate: pending until the code mailed to the new address is verified', async () => {
    const owner = await signUp('hopper');
    expect(await authCall(t.url, 'GET', '/reauthenticate', undefined, { token: owner.token })).toMatchObject({ status: 200, body: {} });
    const reauthMail = await latestMail(t.app.deps.dataSource, owner.email);
    expect(reauthMail?.subject).toBe('Your Clutch confirmation code');
    const pending = await authCall(t.url, 'PUT', '/user', { email: 'hopper.new@example.test', nonce: codeIn(reauthMail!.body) }, { token: owner.token });
    expect(pending.status).toBe(200);
    expect(pending.body).toMatchObject({ email: owner.email, new_email: 'hopper.new@example.test' });

    const code = codeIn((await latestMail(t.app.deps.dataSource, 'hopper.new@example.test'))!.body);
    const verified = await authCall(t.url, 'POST', '/verify', { type: 'email_change', email: 'hopper.new@example.test', token: code });
    expect(verified.status).toBe(200);
    expect(verified.body.user.email).toBe('hopper.new@example.test');
    expect(await storedEmail(owner)).toBe(false);
  });
});
