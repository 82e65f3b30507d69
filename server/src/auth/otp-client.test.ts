import crypto from 'node:crypto';
import { GoTrueClient, type AuthChangeEvent } from '@supabase/auth-js';
import type { TestApp } from '../../test/harness';
import { authCall, authSuiteApp, codeIn, latestMail, linkIn } from '../../test/factories/auth';
import { linkIdentity } from './identities';

/**
 * The official client, unchanged, against our one-time codes, phone accounts, PKCE and identities (issue 25 items
 * 1, 2, 4, 5): each success, and each refusal as a GoTrue-shaped 4xx that changes nothing.
 */

let t: TestApp;
const PASSWORD = 'Correct-Horse-9';

/** A storage the test can read: auth-js keeps the PKCE verifier there. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function client(options: { events?: AuthChangeEvent[]; pkce?: ReturnType<typeof memoryStorage> } = {}) {
  const c = new GoTrueClient({
    url: `${t.url}/auth/v1`,
    autoRefreshToken: false,
    persistSession: Boolean(options.pkce),
    storage: options.pkce,
    storageKey: 'otp-test',
    detectSessionInUrl: false,
    flowType: options.pkce ? 'pkce' : 'implicit',
  });
  if (options.events) c.onAuthStateChange((event) => void options.events!.push(event));
  return c;
}

authSuiteApp(__filename, {}, (app) => (t = app));

const db = () => t.app.deps.dataSource;

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await db().query(`SELECT count(*)::int AS n FROM (${sql}) q`, params);
  return row.n;
}

async function sessionsOf(userId: string): Promise<number> {
  return count(`SELECT 1 FROM auth_sessions WHERE user_id = $1`, [userId]);
}

/** The newest code texted to a number (digits only), from the outbox. */
async function latestSmsCode(phone: string): Promise<string> {
  const rows: Array<{ body: string }> = await db().query(
    `SELECT body FROM mail_outbox WHERE to_address = $1 AND channel = 'sms' ORDER BY created_at DESC LIMIT 1`,
    [phone],
  );
  if (!rows[0]) throw new Error(`no sms to ${phone}`);
  return /(\d{6})/.exec(rows[0].body)![1];
}

/** A mailed link points at the public URL: follow it on this suite's server. */
function onTestServer(link: URL): URL {
  return new URL(link.pathname + link.search, t.url);
}

function otherCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe('e-mail one-time codes (signInWithOtp + verifyOtp)', () => {
  it('an unknown address gets an account and a code; the code signs in once, then is refused and changes nothing', async () => {
    const events: AuthChangeEvent[] = [];
    const c = client({ events });
    const sent = await c.signInWithOtp({ email: 'Otp.New@Example.com', options: { data: { user_name: 'otpnew' } } });
    expect(sent.error).toBeNull();
    const mail = (await latestMail(db(), 'otp.new@example.com'))!;
    const code = codeIn(mail.body);

    const wrong = await c.verifyOtp({ email: 'otp.new@example.com', token: otherCode(code), type: 'email' });
    expect({ status: wrong.error?.status, code: wrong.error?.code }).toEqual({ status: 403, code: 'otp_expired' });
    const [account] = await db().query(`SELECT id, email_confirmed_at FROM auth_users WHERE email = 'otp.new@example.com'`);
    expect(account.email_confirmed_at).toBeNull();
    expect(await sessionsOf(account.id)).toBe(0);

    const verified = await c.verifyOtp({ email: 'otp.new@example.com', token: code, type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.access_token).toBeTruthy();
    expect(verified.data.user).toMatchObject({ email: 'otp.new@example.com', email_confirmed_at: expect.any(String) });
    expect(verified.data.user?.user_metadata).toMatchObject({ user_name: 'otpnew' });
    expect(verified.data.user?.identities?.map((identity) => identity.provider)).toEqual(['email']);
    expect(events).toContain('SIGNED_IN');
    expect(await sessionsOf(account.id)).toBe(1);

    const reused = await client().verifyOtp({ email: 'otp.new@example.com', token: code, type: 'email' });
    expect({ status: reused.error?.status, code: reused.error?.code }).toEqual({ status: 403, code: 'otp_expired' });
    expect(await sessionsOf(account.id)).toBe(1);
  });

  it('a confirmed account gets a sign-in link and code (magiclink); the link lands with the session in the fragment', async () => {
    await authCall(t.url, 'POST', '/signup', { email: 'magic@example.com', password: PASSWORD });
    expect((await client().signInWithOtp({ email: 'magic@example.com', options: { shouldCreateUser: false } })).error).toBeNull();
    const mail = (await latestMail(db(), 'magic@example.com'))!;
    expect(mail.subject).toBe('Your Clutch sign-in link');
    const link = linkIn(mail.body);
    expect(link.searchParams.get('type')).toBe('magiclink');
    const res = await fetch(onTestServer(link), { redirect: 'manual' });
    expect(res.status).toBe(303);
    const fragment = new URLSearchParams(new URL(res.headers.get('location')!).hash.slice(1));
    expect(fragment.get('access_token')).toBeTruthy();
    expect(fragment.get('type')).toBe('magiclink');
    // The code went out with the link: one is used, so is the other.
    const code = codeIn(mail.body);
    const late = await client().verifyOtp({ email: 'magic@example.com', token: code, type: 'magiclink' });
    expect(late.error?.code).toBe('otp_expired');
  });

  it('an expired code is refused and signs nobody in', async () => {
    await authCall(t.url, 'POST', '/signup', { email: 'slow@example.com', password: PASSWORD });
    await client().signInWithOtp({ email: 'slow@example.com' });
    const code = codeIn((await latestMail(db(), 'slow@example.com'))!.body);
    const [user] = await db().query(`SELECT id FROM auth_users WHERE email = 'slow@example.com'`);
    const before = await sessionsOf(user.id);
    await db().query(`UPDATE auth_one_time_tokens SET created_at = now() - interval '2 hours' WHERE user_id = $1`, [user.id]);
    const expired = await client().verifyOtp({ email: 'slow@example.com', token: code, type: 'email' });
    expect({ status: expired.error?.status, code: expired.error?.code }).toEqual({ status: 403, code: 'otp_expired' });
    expect(await sessionsOf(user.id)).toBe(before);
  });

  it('shouldCreateUser: false for an unknown address answers the same and creates nothing, mails nothing', async () => {
    const res = await client().signInWithOtp({ email: 'nobody-otp@example.com', options: { shouldCreateUser: false } });
    expect(res.error).toBeNull();
    expect(await count(`SELECT 1 FROM auth_users WHERE email = 'nobody-otp@example.com'`)).toBe(0);
    expect(await latestMail(db(), 'nobody-otp@example.com')).toBeUndefined();
  });

  it('/otp and /resend answer alike for a known and an unknown address or number, with or without create_user (no enumeration)', async () => {
    await authCall(t.url, 'POST', '/signup', { email: 'known-otp@example.com', password: PASSWORD });
    const answers = await Promise.all([
      authCall(t.url, 'POST', '/otp', { email: 'known-otp@example.com', create_user: false }),
      authCall(t.url, 'POST', '/otp', { email: 'unknown-otp@example.com', create_user: false }),
      authCall(t.url, 'POST', '/otp', { email: 'fresh-otp@example.com' }),
      authCall(t.url, 'POST', '/otp', { phone: '+15550108000', create_user: false }),
      authCall(t.url, 'POST', '/resend', { type: 'signup', email: 'known-otp@example.com' }),
      authCall(t.url, 'POST', '/resend', { type: 'signup', email: 'unknown-otp@example.com' }),
      authCall(t.url, 'POST', '/resend', { type: 'sms', phone: '+15550108000' }),
    ]);
    expect(answers.map((answer) => [answer.status, answer.body])).toEqual(Array(7).fill([200, {}]));
  });

  it('a request needs an e-mail or a phone, not both', async () => {
    const none = await authCall(t.url, 'POST', '/otp', {});
    expect([none.status, none.body]).toEqual([400, { code: 'validation_failed', message: 'One of email or phone must be set' }]);
    const both = await authCall(t.url, 'POST', '/otp', { email: 'both@example.com', phone: '+15550109999' });
    expect([both.status, both.body.message]).toEqual([400, 'Only an email address or phone number should be provided']);
    const badPhone = await authCall(t.url, 'POST', '/otp', { phone: 'call me' });
    expect(badPhone.status).toBe(400);
    expect(await count(`SELECT 1 FROM auth_users WHERE email = 'both@example.com' OR phone = '15550109999'`)).toBe(0);
  });
});

describe('races', () => {
  it('one code verified twice at once signs in once', async () => {
    await client().signInWithOtp({ email: 'racer@example.com' });
    const code = codeIn((await latestMail(db(), 'racer@example.com'))!.body);
    const answers = await Promise.all(
      [0, 1, 2].map(() => authCall(t.url, 'POST', '/verify', { type: 'email', email: 'racer@example.com', token: code })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403, 403]);
    const [user] = await db().query(`SELECT id FROM auth_users WHERE email = 'racer@example.com'`);
    expect(await sessionsOf(user.id)).toBe(1);
  });

  it('one auth code exchanged twice at once opens one session', async () => {
    await authCall(t.url, 'POST', '/signup', { email: 'pkce-racer@example.com', password: PASSWORD });
    const [user] = await db().query(`SELECT id FROM auth_users WHERE email = 'pkce-racer@example.com'`);
    const { verifier, challenge } = pkcePair();
    await authCall(t.url, 'POST', '/recover', {
      email: 'pkce-racer@example.com',
      code_challenge: challenge,
      code_challenge_method: 's256',
    });
    const code = await authCodeFrom(linkIn((await latestMail(db(), 'pkce-racer@example.com'))!.body));
    const before = await sessionsOf(user.id);
    const answers = await Promise.all(
      [0, 1].map(() => authCall(t.url, 'POST', '/token?grant_type=pkce', { auth_code: code, code_verifier: verifier })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404]);
    expect(await sessionsOf(user.id)).toBe(before + 1);
  });
});

describe('phones', () => {
  it('signUp and signInWithPassword with a phone; without e-mail or phone the refusal names both', async () => {
    const c = client();
    const signedUp = await c.signUp({ phone: '+1 555 010 0200', password: PASSWORD });
    expect(signedUp.error).toBeNull();
    expect(signedUp.data.user).toMatchObject({ phone: '15550100200' });
    expect(signedUp.data.user?.identities?.map((identity) => identity.provider)).toEqual(['phone']);
    const signedIn = await client().signInWithPassword({ phone: '+15550100200', password: PASSWORD });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.session?.access_token).toBeTruthy();
    const wrong = await client().signInWithPassword({ phone: '+15550100200', password: 'Wrong-Horse-9' });
    expect(wrong.error?.code).toBe('invalid_credentials');

    const missing = await authCall(t.url, 'POST', '/signup', { password: PASSWORD });
    expect([missing.status, missing.body.message]).toEqual([400, 'You must provide either an email or phone number and a password']);
    const missingSignIn = await authCall(t.url, 'POST', '/token?grant_type=password', { password: PASSWORD });
    expect([missingSignIn.status, missingSignIn.body.message]).toEqual([
      400,
      'You must provide either an email or phone number and a password',
    ]);
  });

  it('signInWithOtp with a phone texts a code through the outbox; verifyOtp (sms) signs in once; resend replaces the code', async () => {
    const c = client();
    expect((await c.signInWithOtp({ phone: '+15550100300' })).error).toBeNull();
    const first = await latestSmsCode('15550100300');
    expect((await c.resend({ type: 'sms', phone: '+15550100300' })).error).toBeNull();
    const second = await latestSmsCode('15550100300');
    const [user] = await db().query(`SELECT id, phone_confirmed_at FROM auth_users WHERE phone = '15550100300'`);
    expect(user.phone_confirmed_at).toBeNull();

    if (first !== second) {
      const replaced = await c.verifyOtp({ phone: '+15550100300', token: first, type: 'sms' });
      expect(replaced.error?.code).toBe('otp_expired');
    }
    const wrongNumber = await c.verifyOtp({ phone: '+15550100301', token: second, type: 'sms' });
    expect(wrongNumber.error?.code).toBe('otp_expired');
    expect(await sessionsOf(user.id)).toBe(0);

    const verified = await c.verifyOtp({ phone: '+15550100300', token: second, type: 'sms' });
    expect(verified.error).toBeNull();
    expect(verified.data.user).toMatchObject({ phone: '15550100300', phone_confirmed_at: expect.any(String) });
    const reused = await client().verifyOtp({ phone: '+15550100300', token: second, type: 'sms' });
    expect({ status: reused.error?.status, code: reused.error?.code }).toEqual({ status: 403, code: 'otp_expired' });
    expect(await sessionsOf(user.id)).toBe(1);
    // The texts never went to the mail worker.
    expect(await count(`SELECT 1 FROM mail_outbox WHERE to_address = '15550100300' AND (channel <> 'sms' OR sent_at IS NOT NULL)`)).toBe(0);
  });
});

function pkcePair() {
  const verifier = crypto.randomBytes(48).toString('base64url');
  return { verifier, challenge: crypto.createHash('sha256').update(verifier).digest('base64url') };
}

/** Follows a PKCE link and answers the ?code= it redirects with. */
async function authCodeFrom(link: URL): Promise<string> {
  expect(link.searchParams.get('token')).toMatch(/^pkce_/);
  const res = await fetch(onTestServer(link), { redirect: 'manual' });
  expect(res.status).toBe(303);
  const location = new URL(res.headers.get('location')!);
  expect(location.hash).toBe('');
  return location.searchParams.get('code')!;
}

describe('PKCE', () => {
  it('resetPasswordForEmail with flowType pkce, then exchangeCodeForSession: a recovery session that may set a new password', async () => {
    await authCall(t.url, 'POST', '/signup', { email: 'pkce-reset@example.com', password: PASSWORD });
    const storage = memoryStorage();
    const events: AuthChangeEvent[] = [];
    const c = client({ pkce: storage, events });
    expect((await c.resetPasswordForEmail('pkce-reset@example.com', { redirectTo: `${t.url}/reset-password` })).error).toBeNull();
    const verifier = storage.items.get('otp-test-code-verifier')!.split('/')[0];
    const code = await authCodeFrom(linkIn((await latestMail(db(), 'pkce-reset@example.com'))!.body));

    const exchanged = await c.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.email).toBe('pkce-reset@example.com');
    // (auth-js answers the redirect type beside the session; its types leave it out.)
    expect((exchanged.data as { redirectType?: string | null }).redirectType).toBe('recovery');
    expect(events).toContain('PASSWORD_RECOVERY');
    expect((await c.updateUser({ password: 'New-Horse-10' })).error).toBeNull();
    expect((await client().signInWithPassword({ email: 'pkce-reset@example.com', password: 'New-Horse-10' })).error).toBeNull();

    // The code works once, even with its verifier.
    const again = await authCall(t.url, 'POST', '/token?grant_type=pkce', { auth_code: code, code_verifier: verifier });
    expect([again.status, again.body.code]).toEqual([404, 'flow_state_not_found']);
  });

  it('a wrong verifier and an expired code are refused and open no session; the right verifier still works in time', async () => {
    await authCall(t.url, 'POST', '/signup', { email: 'pkce-raw@example.com', password: PASSWORD });
    const [user] = await db().query(`SELECT id FROM auth_users WHERE email = 'pkce-raw@example.com'`);
    const { verifier, challenge } = pkcePair();
    const asked = await authCall(t.url, 'POST', '/otp', {
      email: 'pkce-raw@example.com',
      code_challenge: challenge,
      code_challenge_method: 's256',
    });
    expect(asked.status).toBe(200);
    const code = await authCodeFrom(linkIn((await latestMail(db(), 'pkce-raw@example.com'))!.body));
    const before = await sessionsOf(user.id);

    const wrong = await authCall(t.url, 'POST', '/token?grant_type=pkce', { auth_code: code, code_verifier: pkcePair().verifier });
    expect([wrong.status, wrong.body]).toEqual([
      400,
      { code: 'bad_code_verifier', message: 'code challenge does not match previously saved code verifier' },
    ]);
    const empty = await authCall(t.url, 'POST', '/token?grant_type=pkce', { auth_code: code });
    expect([empty.status, empty.body.code]).toEqual([400, 'validation_failed']);
    expect(await sessionsOf(user.id)).toBe(before);

    await db().query(`UPDATE auth_flow_states SET auth_code_issued_at = now() - interval '6 minutes' WHERE user_id = $1`, [user.id]);
    const expired = await authCall(t.url, 'POST', '/token?grant_type=pkce', { auth_code: code, code_verifier: verifier });
    expect([expired.status, expired.body.code]).toEqual([422, 'flow_state_expired']);
    expect(await sessionsOf(user.id)).toBe(before);

    await db().query(`UPDATE auth_flow_states SET auth_code_issued_at = now() WHERE user_id = $1`, [user.id]);
    const ok = await authCall(t.url, 'POST', '/token?grant_type=pkce', { auth_code: code, code_verifier: verifier });
    expect(ok.status).toBe(200);
    expect(ok.body.user.email).toBe('pkce-raw@example.com');
    expect(await sessionsOf(user.id)).toBe(before + 1);
  });

  it('refuses malformed PKCE parameters before anything is sent', async () => {
    const half = await authCall(t.url, 'POST', '/recover', { email: 'pkce-raw@example.com', code_challenge: 'x'.repeat(43) });
    expect([half.status, half.body.message]).toEqual([400, 'PKCE flow requires code_challenge_method and code_challenge']);
    const short = await authCall(t.url, 'POST', '/otp', {
      email: 'pkce-raw@example.com',
      code_challenge: 'abc',
      code_challenge_method: 's256',
    });
    expect([short.status, short.body.message]).toEqual([400, 'code challenge has to be between 43 and 128 characters']);
  });
});

describe('identities', () => {
  it('getUserIdentities lists the account identities; the last one cannot be unlinked, another one can', async () => {
    const c = client();
    const { data } = await c.signUp({ email: 'ident@example.com', password: PASSWORD });
    const userId = data.user!.id;
    const listed = await c.getUserIdentities();
    expect(listed.error).toBeNull();
    expect(listed.data?.identities).toEqual([
      expect.objectContaining({ provider: 'email', id: userId, user_id: userId, identity_id: expect.any(String) }),
    ]);
    const raw = await authCall(t.url, 'GET', '/user/identities', undefined, { token: data.session!.access_token });
    expect(raw.body.identities.map((identity: { provider: string }) => identity.provider)).toEqual(['email']);

    const only = listed.data!.identities[0];
    const refused = await c.unlinkIdentity(only);
    expect({ status: refused.error?.status, code: refused.error?.code }).toEqual({ status: 422, code: 'single_identity_not_deletable' });
    expect(await count(`SELECT 1 FROM auth_identities WHERE user_id = $1`, [userId])).toBe(1);

    await db().transaction((tx) => linkIdentity(tx, userId, 'web3:solana', 'IdentWallet111', { address: 'IdentWallet111' }));
    await c.refreshSession();
    const both = await c.getUserIdentities();
    expect(both.data?.identities.map((identity) => identity.provider).sort()).toEqual(['email', 'web3:solana']);
    const wallet = both.data!.identities.find((identity) => identity.provider === 'web3:solana')!;
    expect((await c.unlinkIdentity(wallet)).error).toBeNull();
    expect(await count(`SELECT 1 FROM auth_identities WHERE user_id = $1`, [userId])).toBe(1);

    const notMine = await authCall(t.url, 'DELETE', `/user/identities/${crypto.randomUUID()}`, undefined, {
      token: data.session!.access_token,
    });
    expect([notMine.status, notMine.body.code]).toEqual([422, 'identity_not_found']);
    const unauthenticated = await authCall(t.url, 'GET', '/user/identities');
    expect(unauthenticated.status).toBe(401);
  });
});
