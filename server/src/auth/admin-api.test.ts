import * as OTPAuth from 'otpauth';
import { GoTrueAdminApi, GoTrueClient } from '@supabase/auth-js';
import type { TestApp } from '../../test/harness';
import { authCall, authSuiteApp } from '../../test/factories/auth';

/** The admin API through auth-js's GoTrueAdminApi, authorised by AUTH_SERVICE_KEY. */

let t: TestApp;
const SERVICE_KEY = 'svc-test-key-7f3a9c0e5b2d4f6a8c1e3b5d7f9a0c2e';
const PASSWORD = 'Correct-Horse-9';

function adminWith(key?: string) {
  return new GoTrueAdminApi({ url: `${t.url}/auth/v1`, headers: key ? { Authorization: `Bearer ${key}`, apikey: key } : {} });
}

function client() {
  return new GoTrueClient({ url: `${t.url}/auth/v1`, autoRefreshToken: false, persistSession: false, detectSessionInUrl: false });
}

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const [{ n }] = await t.app.deps.dataSource.query(`SELECT count(*)::int AS n FROM (${sql}) q`, params);
  return n;
}

authSuiteApp(__filename, { AUTH_SERVICE_KEY: SERVICE_KEY }, (app) => {
  t = app;
});

describe('admin API', () => {
  it('refuses every call without the service key (401 without a bearer, 403 with another), changing nothing', async () => {
    const signedUp = await client().signUp({ email: 'player@example.com', password: PASSWORD });
    const playerToken = signedUp.data.session!.access_token;
    const usersBefore = await count(`SELECT 1 FROM auth_users`);

    const none = await adminWith().listUsers();
    expect(none.error).toMatchObject({ status: 401, code: 'no_authorization' });
    expect((await adminWith('not-the-key').listUsers()).error).toMatchObject({ status: 403, code: 'not_admin' });
    expect((await adminWith(playerToken).createUser({ email: 'sneaky@example.com', password: PASSWORD })).error).toMatchObject({
      status: 403,
      code: 'not_admin',
    });
    expect((await adminWith('not-the-key').deleteUser(signedUp.data.user!.id)).error).toMatchObject({ status: 403 });
    const raw = await authCall(t.url, 'POST', '/admin/generate_link', { type: 'recovery', email: 'player@example.com' }, { headers: { apikey: SERVICE_KEY } });
    expect(raw.status).toBe(401);

    expect(await count(`SELECT 1 FROM auth_users`)).toBe(usersBefore);
    expect(await count(`SELECT 1 FROM auth_admin_audit`)).toBe(0);
    expect(await count(`SELECT 1 FROM auth_one_time_tokens`)).toBe(0);
  });

  it('creates, lists, reads, bans, lifts the ban and deletes users; every action is audited', async () => {
    const admin = adminWith(SERVICE_KEY);
    const created = await admin.createUser({
      email: 'Operator.Made@Example.com',
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { display_name: 'Made By Ops' },
      app_metadata: { plan: 'pro' },
    });
    expect(created.error).toBeNull();
    const user = created.data.user!;
    expect(user).toMatchObject({ email: 'operator.made@example.com', app_metadata: expect.objectContaining({ plan: 'pro' }) });
    expect(user.email_confirmed_at).toBeTruthy();
    expect((await admin.createUser({ email: 'operator.made@example.com', password: PASSWORD })).error).toMatchObject({
      status: 422,
      code: 'email_exists',
    });
    expect((await admin.createUser({ email: 'short@example.com', password: '123' })).error).toMatchObject({ status: 422, code: 'weak_password' });

    const player = client();
    expect((await player.signInWithPassword({ email: 'operator.made@example.com', password: PASSWORD })).error).toBeNull();

    for (const email of ['a1@example.com', 'a2@example.com', 'a3@example.com']) {
      expect((await admin.createUser({ email, password: PASSWORD, email_confirm: true })).error).toBeNull();
    }
    const page = await admin.listUsers({ page: 1, perPage: 2 });
    expect(page.error).toBeNull();
    const total = await count(`SELECT 1 FROM auth_users`);
    expect(page.data.users).toHaveLength(2);
    expect(page.data).toMatchObject({ total, nextPage: 2, lastPage: Math.ceil(total / 2) });
    const all = await admin.listUsers({ page: 1, perPage: 100 });
    expect(all.data.users.map((u) => u.email)).toEqual(expect.arrayContaining(['operator.made@example.com', 'a3@example.com']));
    expect((await admin.getUserById(user.id)).data.user?.id).toBe(user.id);
    expect((await admin.getUserById('00000000-0000-4000-8000-000000000000')).error).toMatchObject({ status: 404, code: 'user_not_found' });

    // A ban signs the account out and keeps it out; 'none' lifts it.
    const banned = await admin.updateUserById(user.id, { ban_duration: '24h' });
    expect(banned.error).toBeNull();
    expect(new Date((banned.data.user as { banned_until?: string }).banned_until!).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    expect((await player.refreshSession()).error).not.toBeNull();
    const refused = await client().signInWithPassword({ email: 'operator.made@example.com', password: PASSWORD });
    expect(refused.error).toMatchObject({ status: 400, code: 'user_banned' });
    expect((await admin.updateUserById(user.id, { ban_duration: 'forever' })).error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect((await admin.updateUserById(user.id, { ban_duration: 'none' })).error).toBeNull();
    expect((await client().signInWithPassword({ email: 'operator.made@example.com', password: PASSWORD })).error).toBeNull();

    const deleted = await admin.deleteUser(user.id);
    expect(deleted.error).toBeNull();
    expect(await count(`SELECT 1 FROM auth_users WHERE id = $1`, [user.id])).toBe(0);
    expect(await count(`SELECT 1 FROM users WHERE user_id = $1`, [user.id])).toBe(0);
    expect((await client().signInWithPassword({ email: 'operator.made@example.com', password: PASSWORD })).error?.code).toBe('invalid_credentials');
    expect((await admin.deleteUser(user.id)).error).toMatchObject({ status: 404 });

    const audit: Array<{ action: string; target_user_id: string | null }> = await t.app.deps.dataSource.query(
      `SELECT action, target_user_id FROM auth_admin_audit ORDER BY id`,
    );
    expect(audit.filter((row) => row.target_user_id === user.id).map((row) => row.action)).toEqual([
      'user_created',
      'user_read',
      'user_banned',
      'user_modified',
      'user_deleted',
    ]);
    expect(audit.filter((row) => row.action === 'user_list')).toHaveLength(2);
  });

  it('screens the names an operator sets (create and update) like a sign-up: 400 naming the field, nothing changed', async () => {
    const admin = adminWith(SERVICE_KEY);
    const accounts = await count(`SELECT 1 FROM auth_users`);
    const audits = await count(`SELECT 1 FROM auth_admin_audit`);
    const rude = await admin.createUser({ email: 'rude.ops@example.com', password: PASSWORD, user_metadata: { display_name: 'Fuck Squad' } });
    expect(rude.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'display_name is not allowed: choose another name.' });
    const rudeHandle = await admin.createUser({ email: 'rude.ops@example.com', password: PASSWORD, user_metadata: { user_name: 'fuckface' } });
    expect(rudeHandle.error).toMatchObject({ status: 400, message: 'user_name is not allowed: choose another name.' });
    expect(await count(`SELECT 1 FROM auth_users`)).toBe(accounts);
    expect(await count(`SELECT 1 FROM auth_admin_audit`)).toBe(audits);

    const made = await admin.createUser({ email: 'calm.ops@example.com', password: PASSWORD, user_metadata: { display_name: 'Calm Ops' } });
    expect(made.error).toBeNull();
    const id = made.data.user!.id;
    const metaOf = async () => (await t.app.deps.dataSource.query(`SELECT raw_user_meta_data AS meta FROM auth_users WHERE id = $1`, [id]))[0].meta;
    const before = await metaOf();
    const renamed = await admin.updateUserById(id, { user_metadata: { display_name: 'Fuck Squad' } });
    expect(renamed.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'display_name is not allowed: choose another name.' });
    expect(await metaOf()).toEqual(before);
    expect(await count(`SELECT 1 FROM auth_admin_audit WHERE target_user_id = $1 AND action = 'user_modified'`, [id])).toBe(0);
    const fine = await admin.updateUserById(id, { user_metadata: { display_name: 'Calmer Ops' } });
    expect(fine.error).toBeNull();
    expect(fine.data.user?.user_metadata).toMatchObject({ display_name: 'Calmer Ops' });
  });

  it('lists and removes a locked-out user\'s factor (auth-js admin.mfa), audited', async () => {
    const admin = adminWith(SERVICE_KEY);
    const player = client();
    const { data } = await player.signUp({ email: 'lost.phone@example.com', password: PASSWORD });
    const enrolled = await player.mfa.enroll({ factorType: 'totp' });
    const secret = (enrolled.data as { totp: { secret: string } }).totp.secret;
    const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();
    expect((await player.mfa.challengeAndVerify({ factorId: enrolled.data!.id, code })).error).toBeNull();

    const listed = await admin.mfa.listFactors({ userId: data.user!.id });
    expect(listed.error).toBeNull();
    expect(listed.data?.factors).toEqual([expect.objectContaining({ id: enrolled.data!.id, status: 'verified', factor_type: 'totp' })]);
    expect((await adminWith('not-the-key').mfa.deleteFactor({ userId: data.user!.id, id: enrolled.data!.id })).error).toMatchObject({ status: 403 });
    expect(await count(`SELECT 1 FROM auth_mfa_factors WHERE user_id = $1`, [data.user!.id])).toBe(1);

    const removed = await admin.mfa.deleteFactor({ userId: data.user!.id, id: enrolled.data!.id });
    expect(removed.error).toBeNull();
    expect(await count(`SELECT 1 FROM auth_mfa_factors WHERE user_id = $1`, [data.user!.id])).toBe(0);
    expect((await admin.mfa.deleteFactor({ userId: data.user!.id, id: enrolled.data!.id })).error).toMatchObject({ status: 404 });
    // A fresh password sign-in no longer owes a code.
    const again = client();
    await again.signInWithPassword({ email: 'lost.phone@example.com', password: PASSWORD });
    expect((await again.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
    const actions = await t.app.deps.dataSource.query(`SELECT action FROM auth_admin_audit WHERE target_user_id = $1 ORDER BY id`, [data.user!.id]);
    expect(actions.map((row: { action: string }) => row.action)).toEqual(['factors_read', 'factor_deleted']);
  });

  it('generates a recovery link that signs the user in, and a signup link whose hashed token confirms a new account', async () => {
    const admin = adminWith(SERVICE_KEY);
    await admin.createUser({ email: 'forgetful@example.com', password: PASSWORD, email_confirm: true });
    const mailsBefore = await count(`SELECT 1 FROM mail_outbox`);

    const recovery = await admin.generateLink({ type: 'recovery', email: 'forgetful@example.com' });
    expect(recovery.error).toBeNull();
    const { action_link: link, email_otp: otp, verification_type: kind } = recovery.data.properties!;
    expect(kind).toBe('recovery');
    expect(otp).toMatch(/^\d{6}$/);
    expect(recovery.data.user?.email).toBe('forgetful@example.com');
    // (The link names the public URL; the suite's server listens elsewhere.)
    const linkUrl = new URL(link);
    expect(linkUrl.pathname).toBe('/auth/v1/verify');
    const landing = await fetch(t.url + linkUrl.pathname + linkUrl.search, { redirect: 'manual' });
    expect(landing.status).toBe(303);
    const fragment = new URLSearchParams(new URL(landing.headers.get('location')!).hash.slice(1));
    expect(fragment.get('access_token')).toBeTruthy();
    expect(fragment.get('type')).toBe('recovery');

    const signup = await admin.generateLink({ type: 'signup', email: 'newcomer@example.com', password: PASSWORD });
    expect(signup.error).toBeNull();
    expect(signup.data.user?.email_confirmed_at).toBeFalsy();
    const verified = await client().verifyOtp({ token_hash: signup.data.properties!.hashed_token, type: 'signup' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();
    expect((await admin.generateLink({ type: 'signup', email: 'newcomer@example.com', password: PASSWORD })).error).toMatchObject({
      status: 422,
      code: 'email_exists',
    });
    expect((await admin.generateLink({ type: 'recovery', email: 'nobody@example.com' })).error).toMatchObject({ status: 404 });

    // Nothing was mailed: the operator delivers the link.
    expect(await count(`SELECT 1 FROM mail_outbox`)).toBe(mailsBefore);
    expect(await count(`SELECT 1 FROM auth_admin_audit WHERE action = 'generate_link'`)).toBe(2);
  });
});
