import crypto from 'node:crypto';
import { GoTrueClient } from '@supabase/auth-js';
import type { TestApp } from '../../test/harness';
import { authSuiteApp, authCall, codeIn, latestMail, linkIn } from '../../test/factories/auth';

/** With AUTH_AUTOCONFIRM=false: sign-ups and e-mail changes wait for the mailed link or code. */

let t: TestApp;
const PASSWORD = 'Confirm-Pass-1';

function client() {
  return new GoTrueClient({ url: `${t.url}/auth/v1`, autoRefreshToken: false, persistSession: false, detectSessionInUrl: false });
}

authSuiteApp(__filename, { AUTH_AUTOCONFIRM: 'false' }, (app) => (t = app));

describe('successful confirmations', () => {
  it('signs up without a session, refuses sign-in until the mailed link is followed', async () => {
    const settings = await authCall(t.url, 'GET', '/settings');
    expect(settings.body.mailer_autoconfirm).toBe(false);
    expect(settings.body.external.phone).toBe(true);

    const { data, error } = await client().signUp({
      email: 'ivy@example.com',
      password: PASSWORD,
      options: { data: { user_name: 'ivy' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe('ivy@example.com');
    expect(data.user?.email_confirmed_at).toBeUndefined();
    // The profile exists from the start.
    expect(await t.app.deps.dataSource.query(`SELECT user_name FROM users WHERE user_id = $1`, [data.user!.id])).toEqual([
      { user_name: 'ivy' },
    ]);

    const early = await client().signInWithPassword({ email: 'ivy@example.com', password: PASSWORD });
    expect(early.error?.code).toBe('email_not_confirmed');
    expect(early.error?.message).toBe('Email not confirmed');

    const mail = await latestMail(t.app.deps.dataSource, 'ivy@example.com');
    expect(mail?.subject).toBe('Confirm your Clutch account');
    const link = linkIn(mail!.body);
    expect(link.searchParams.get('type')).toBe('signup');
    const landing = await fetch(new URL(link.pathname + link.search, t.url), { redirect: 'manual' });
    expect(landing.status).toBe(303);
    const fragment = new URLSearchParams(new URL(landing.headers.get('location')!).hash.slice(1));
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('access_token')).toBeTruthy();

    const late = await client().signInWithPassword({ email: 'ivy@example.com', password: PASSWORD });
    expect(late.error).toBeNull();
    expect(late.data.user?.email_confirmed_at).toBeTruthy();
  });

  it('confirms a sign-up with the mailed code through verifyOtp', async () => {
    await client().signUp({ email: 'jack@example.com', password: PASSWORD });
    const code = codeIn((await latestMail(t.app.deps.dataSource, 'jack@example.com'))!.body);
    const c = client();
    const res = await c.verifyOtp({ email: 'jack@example.com', token: code, type: 'signup' });
    expect(res.error).toBeNull();
    expect(res.data.session?.user.email_confirmed_at).toBeTruthy();
  });

  it('changes the e-mail only once the new address is confirmed, after reauthenticating with the mailed nonce', async () => {
    const c = client();
    await c.signInWithPassword({ email: 'jack@example.com', password: PASSWORD });
    const asked = await c.reauthenticate();
    expect(asked.error).toBeNull();
    const nonce = codeIn((await latestMail(t.app.deps.dataSource, 'jack@example.com'))!.body);
    const pending = await c.updateUser({ email: 'jack.new@example.com', nonce });
    expect(pending.error).toBeNull();
    expect(pending.data.user?.email).toBe('jack@example.com');
    expect(pending.data.user?.new_email).toBe('jack.new@example.com');

    const mail = await latestMail(t.app.deps.dataSource, 'jack.new@example.com');
    expect(mail?.subject).toBe('Confirm your new Clutch e-mail address');
    const res = await client().verifyOtp({ email: 'jack.new@example.com', token: codeIn(mail!.body), type: 'email_change' });
    expect(res.error).toBeNull();
    expect(res.data.user?.email).toBe('jack.new@example.com');
    expect((await client().signInWithPassword({ email: 'jack.new@example.com', password: PASSWORD })).error).toBeNull();
  });
});

describe('PKCE confirmations (flowType pkce)', () => {
  /** A client whose storage the test can read (auth-js keeps the PKCE verifier there). */
  function pkceClient() {
    const items = new Map<string, string>();
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
    const c = new GoTrueClient({
      url: `${t.url}/auth/v1`,
      autoRefreshToken: false,
      persistSession: true,
      storage,
      flowType: 'pkce',
      detectSessionInUrl: false,
    });
    return c;
  }

  /** Follows a mailed link on this suite's server: a PKCE link answers ?code= in the query, never tokens in the fragment. */
  async function codeFromLink(to: string): Promise<string> {
    const link = linkIn((await latestMail(t.app.deps.dataSource, to))!.body);
    expect(link.searchParams.get('token')).toMatch(/^pkce_/);
    const landing = await fetch(new URL(link.pathname + link.search, t.url), { redirect: 'manual' });
    const location = new URL(landing.headers.get('location')!);
    expect(location.hash).toBe('');
    return location.searchParams.get('code')!;
  }

  it('a sign-up confirmed through its PKCE link: exchangeCodeForSession opens the session', async () => {
    const c = pkceClient();
    const { data, error } = await c.signUp({ email: 'pia@example.com', password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    const exchanged = await c.exchangeCodeForSession(await codeFromLink('pia@example.com'));
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user).toMatchObject({ email: 'pia@example.com', email_confirmed_at: expect.any(String) });
  });

  it('an e-mail change confirmed through its PKCE link (the request carries the challenge; the code is exchanged with its verifier)', async () => {
    const c = pkceClient();
    await c.signUp({ email: 'pete@example.com', password: PASSWORD });
    const { data } = await c.exchangeCodeForSession(await codeFromLink('pete@example.com'));
    // (auth-js drops its stored verifier when updateUser saves the session, so the request is made here directly.)
    const verifier = crypto.randomBytes(40).toString('base64url');
    const challenge = crypto.createHash('sha256').update(verifier).digest('base64url');
    const pending = await authCall(
      t.url,
      'PUT',
      '/user',
      { email: 'pete.new@example.com', current_password: PASSWORD, code_challenge: challenge, code_challenge_method: 's256' },
      { token: data.session!.access_token },
    );
    expect(pending.status).toBe(200);
    const code = await codeFromLink('pete.new@example.com');
    const exchanged = await authCall(t.url, 'POST', '/token?grant_type=pkce', { auth_code: code, code_verifier: verifier });
    expect(exchanged.status).toBe(200);
    expect(exchanged.body.user.email).toBe('pete.new@example.com');
  });
});

describe('failing confirmations', () => {
  it('a phone sign-up waits for the texted code: no session, sign-in refused (phone_not_confirmed) until verified', async () => {
    const c = client();
    const { data, error } = await c.signUp({ phone: '+15550100000', password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.phone).toBe('15550100000');
    const refused = await authCall(t.url, 'POST', '/token?grant_type=password', { phone: '+15550100000', password: PASSWORD });
    expect([refused.status, refused.body.code]).toEqual([400, 'phone_not_confirmed']);
    const [sms] = await t.app.deps.dataSource.query(`SELECT body, channel FROM mail_outbox WHERE to_address = '15550100000'`);
    expect(sms.channel).toBe('sms');
    const code = /(\d{6})/.exec(sms.body)![1];
    const verified = await c.verifyOtp({ phone: '+15550100000', token: code, type: 'sms' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.phone_confirmed_at).toBeTruthy();
    const signedIn = await c.signInWithPassword({ phone: '+15550100000', password: PASSWORD });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.identities?.map((identity) => identity.provider)).toEqual(['phone']);
  });

  it('refuses a confirmation code of the wrong kind', async () => {
    await client().signUp({ email: 'kim@example.com', password: PASSWORD });
    const code = codeIn((await latestMail(t.app.deps.dataSource, 'kim@example.com'))!.body);
    const res = await client().verifyOtp({ email: 'kim@example.com', token: code, type: 'recovery' });
    expect(res.error?.code).toBe('otp_expired');
  });
});
