import { GoTrueClient } from '@supabase/auth-js';
import type { TestApp } from '../../test/harness';
import { authSuiteApp, authCall, codeIn, latestMail, linkIn, type RawResponse } from '../../test/factories/auth';

/**
 * Secure password change (issue 24, finding 4): an access token alone, however fresh, cannot set a new password. It
 * takes current_password, or the nonce GET /reauthenticate mails (GoTrue's secure password change), or a session a
 * mailed recovery link or code opened within the hour. A phone change needs the same re-authentication, and the new
 * number proves itself with a texted code.
 */
let t: TestApp;
const PASSWORD = 'Owner-Password-1';
const NEEDED = 'Password update requires reauthentication: send current_password, or the nonce mailed by /reauthenticate.';

authSuiteApp(__filename, {}, (app) => (t = app));

function expectError(res: RawResponse, status: number, code: string, message: string) {
  expect({ status: res.status, body: res.body }).toEqual({ status, body: { code, message } });
}

async function signUp(email: string, extra: Record<string, unknown> = {}) {
  const res = await authCall(t.url, 'POST', '/signup', { email, password: PASSWORD, ...extra });
  expect(res.status).toBe(200);
  return res.body as { access_token: string; user: { id: string } };
}

async function signIn(email: string, password = PASSWORD) {
  return authCall(t.url, 'POST', '/token?grant_type=password', { email, password });
}

function client() {
  return new GoTrueClient({ url: `${t.url}/auth/v1`, autoRefreshToken: false, persistSession: false, detectSessionInUrl: false });
}

describe('failing-password-change', () => {
  it('a stolen access token (a session opened a moment ago) cannot set a new password or sign the owner out', async () => {
    const owner = await signUp('owner@example.test');
    const ownersOtherDevice = (await signIn('owner@example.test')).body.access_token;
    const stolen = (await signIn('owner@example.test')).body.access_token;
    expectError(
      await authCall(t.url, 'PUT', '/user', { password: 'Attacker-Pass-1' }, { token: stolen }),
      400,
      'reauthentication_needed',
      NEEDED,
    );
    expect((await signIn('owner@example.test')).status).toBe(200);
    expect((await signIn('owner@example.test', 'Attacker-Pass-1')).status).toBe(400);
    for (const token of [owner.access_token, ownersOtherDevice]) {
      expect((await authCall(t.url, 'GET', '/user', undefined, { token })).status).toBe(200);
    }
  });

  it('is no oracle: the current password sent as the new one says reauthentication_needed, not same_password', async () => {
    const s = await signUp('oracle@example.test');
    expectError(
      await authCall(t.url, 'PUT', '/user', { password: PASSWORD }, { token: s.access_token }),
      400,
      'reauthentication_needed',
      NEEDED,
    );
    expectError(
      await authCall(t.url, 'PUT', '/user', { password: 'Not-The-One-1' }, { token: s.access_token }),
      400,
      'reauthentication_needed',
      NEEDED,
    );
  });

  it('guessing current_password is throttled like sign-in guesses', async () => {
    const s = await signUp('guessed@example.test');
    const hashOf = () => t.app.deps.dataSource.query(`SELECT encrypted_password FROM auth_users WHERE id = $1`, [s.user.id]);
    const before = await hashOf();
    for (let i = 0; i < 5; i++) {
      expectError(
        await authCall(t.url, 'PUT', '/user', { password: 'New-Pass-123', current_password: `guess-${i}-x` }, { token: s.access_token }),
        400,
        'invalid_credentials',
        'Current password is incorrect.',
      );
    }
    const throttled = await authCall(
      t.url,
      'PUT',
      '/user',
      { password: 'New-Pass-123', current_password: PASSWORD },
      { token: s.access_token },
    );
    expect({ status: throttled.status, code: throttled.body.code }).toEqual({ status: 429, code: 'over_request_rate_limit' });
    expect(await hashOf()).toEqual(before);
  });

  it('a recovery session sets one new password without the old one, within the hour, once', async () => {
    await signUp('forgetful@example.test');
    expect((await authCall(t.url, 'POST', '/recover', { email: 'forgetful@example.test' })).status).toBe(200);
    const link = linkIn((await latestMail(t.app.deps.dataSource, 'forgetful@example.test'))!.body);
    const landing = await fetch(new URL(link.pathname + link.search, t.url), { redirect: 'manual' });
    const token = new URLSearchParams(new URL(landing.headers.get('location')!).hash.slice(1)).get('access_token')!;
    expect((await authCall(t.url, 'PUT', '/user', { password: 'Recovered-Pass-1' }, { token })).status).toBe(200);
    expect((await signIn('forgetful@example.test', 'Recovered-Pass-1')).status).toBe(200);
    // The free change is used up: the next one re-authenticates like any other.
    expectError(await authCall(t.url, 'PUT', '/user', { password: 'Recovered-Pass-2' }, { token }), 400, 'reauthentication_needed', NEEDED);

    // An hour-old recovery session is no longer enough either.
    expect((await authCall(t.url, 'POST', '/recover', { email: 'forgetful@example.test' })).status).toBe(200);
    const code = codeIn((await latestMail(t.app.deps.dataSource, 'forgetful@example.test'))!.body);
    const verified = await authCall(t.url, 'POST', '/verify', { type: 'recovery', email: 'forgetful@example.test', token: code });
    const sessionId = JSON.parse(Buffer.from(verified.body.access_token.split('.')[1], 'base64url').toString()).session_id;
    await t.app.deps.dataSource.query(`UPDATE auth_sessions SET created_at = now() - interval '61 minutes' WHERE id = $1`, [sessionId]);
    expectError(
      await authCall(t.url, 'PUT', '/user', { password: 'Recovered-Pass-3' }, { token: verified.body.access_token }),
      400,
      'reauthentication_needed',
      NEEDED,
    );
  });

  it('a phone change needs re-authentication before any look-up; a taken number is refused; nothing changes', async () => {
    await authCall(t.url, 'POST', '/signup', { phone: '+15550100001', password: PASSWORD });
    const s = await signUp('phoneless@example.test');
    const needed = 'Phone change requires reauthentication: send current_password, or the nonce mailed by /reauthenticate.';
    for (const body of [{ phone: '+15550100001' }, { phone: '+15550100002' }]) {
      expectError(await authCall(t.url, 'PUT', '/user', body, { token: s.access_token }), 400, 'reauthentication_needed', needed);
    }
    const taken = await authCall(t.url, 'PUT', '/user', { phone: '+15550100001', current_password: PASSWORD }, { token: s.access_token });
    expectError(taken, 422, 'phone_exists', 'A user with this phone number has already been registered');
    expect(await t.app.deps.dataSource.query(`SELECT phone FROM auth_users WHERE id = $1`, [s.user.id])).toEqual([{ phone: null }]);
    expect(await t.app.deps.dataSource.query(`SELECT 1 FROM mail_outbox WHERE to_address = '15550100002'`)).toEqual([]);
  });

  it('a phone change with current_password texts a code to the new number; the number changes only when it is verified', async () => {
    const s = await signUp('phoneful@example.test');
    const res = await authCall(t.url, 'PUT', '/user', { phone: '+15550100003', current_password: PASSWORD }, { token: s.access_token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ phone: '', new_phone: '15550100003' });
    expect(await t.app.deps.dataSource.query(`SELECT phone FROM auth_users WHERE id = $1`, [s.user.id])).toEqual([{ phone: null }]);
    const [sms] = await t.app.deps.dataSource.query(`SELECT body FROM mail_outbox WHERE to_address = '15550100003' AND channel = 'sms'`);
    const code = /(\d{6})/.exec(sms.body)![1];
    const wrong = await authCall(t.url, 'POST', '/verify', { type: 'phone_change', phone: '+15550100003', token: code === '000000' ? '111111' : '000000' });
    expect([wrong.status, wrong.body.code]).toEqual([403, 'otp_expired']);
    const verified = await authCall(t.url, 'POST', '/verify', { type: 'phone_change', phone: '+15550100003', token: code });
    expect(verified.status).toBe(200);
    expect(verified.body.user).toMatchObject({ phone: '15550100003', phone_confirmed_at: expect.any(String) });
    expect(verified.body.user.identities.map((identity: { provider: string }) => identity.provider).sort()).toEqual(['email', 'phone']);
  });
});

describe('successful-password-change', () => {
  it('with current_password (GoTrueClient): the password changes and every other session ends', async () => {
    const s = await signUp('mover@example.test');
    const other = (await signIn('mover@example.test')).body.access_token;
    const res = await authCall(t.url, 'PUT', '/user', { password: 'Moved-Pass-22', current_password: PASSWORD }, { token: s.access_token });
    expect(res.status).toBe(200);
    expect((await authCall(t.url, 'GET', '/user', undefined, { token: other })).status).toBe(403);
    expect((await signIn('mover@example.test', 'Moved-Pass-22')).status).toBe(200);
  });

  it('with the nonce GET /reauthenticate mailed (GoTrueClient reauthenticate + updateUser); the nonce works once', async () => {
    await signUp('noncer@example.test');
    const c = client();
    expect((await c.signInWithPassword({ email: 'noncer@example.test', password: PASSWORD })).error).toBeNull();
    expect((await c.reauthenticate()).error).toBeNull();
    const nonce = codeIn((await latestMail(t.app.deps.dataSource, 'noncer@example.test'))!.body);
    const changed = await c.updateUser({ password: 'Nonce-Pass-33', nonce });
    expect(changed.error).toBeNull();
    const again = await c.updateUser({ password: 'Nonce-Pass-44', nonce });
    expect({ code: again.error?.code, message: again.error?.message }).toEqual({
      code: 'reauthentication_not_valid',
      message: 'Nonce has expired or is invalid',
    });
    expect((await signIn('noncer@example.test', 'Nonce-Pass-33')).status).toBe(200);
  });
});
