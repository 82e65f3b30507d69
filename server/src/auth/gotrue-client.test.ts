import { GoTrueClient, type AuthChangeEvent } from '@supabase/auth-js';
import type { TestApp } from '../../test/harness';
import { authSuiteApp, authCall, codeIn, latestMail, recordingFetch, type CapturedOutput, type Recorded } from '../../test/factories/auth';

/** The official client, unchanged, against our /auth/v1. */

let t: TestApp;
const responses: Recorded[] = [];
let output: CapturedOutput;
const PASSWORD = 'Correct-Horse-9';
const NEW_PASSWORD = 'Battery-Staple-42';

function client(events?: AuthChangeEvent[]) {
  const c = new GoTrueClient({
    url: `${t.url}/auth/v1`,
    autoRefreshToken: false,
    persistSession: false,
    detectSessionInUrl: false,
    fetch: recordingFetch(responses),
  });
  if (events) c.onAuthStateChange((event) => void events.push(event));
  return c;
}

authSuiteApp(__filename, {}, (app, captured) => {
  t = app;
  output = captured;
});

describe('successful GoTrueClient flows', () => {
  it('signs up (auto-confirmed) and registers the profile, page and wall in the same step', async () => {
    const events: AuthChangeEvent[] = [];
    const c = client(events);
    const { data, error } = await c.signUp({
      email: 'Alice.Smith@Example.com',
      password: PASSWORD,
      options: { data: { user_name: 'AliceS' } },
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.session?.token_type).toBe('bearer');
    expect(data.session?.expires_in).toBe(3600);
    expect(data.user?.email).toBe('alice.smith@example.com');
    expect(data.user?.user_metadata).toMatchObject({ user_name: 'alices', display_name: 'alices' });
    expect(events).toContain('SIGNED_IN');

    const rows = await t.app.deps.dataSource.query(
      `SELECT u.user_name, u.display_name, u.user_score, p.comment_wall_id, w.owner_type, w.owner_id
         FROM users u JOIN users_page p ON p.user_id = u.user_id JOIN comment_walls w ON w.comment_wall_id = p.comment_wall_id
        WHERE u.user_id = $1`,
      [data.user!.id],
    );
    expect(rows).toEqual([
      {
        user_name: 'alices',
        display_name: 'alices',
        user_score: 0,
        comment_wall_id: expect.any(String),
        owner_type: 'user',
        owner_id: data.user!.id,
      },
    ]);
  });

  it('derives a unique user name from the e-mail when none is given', async () => {
    const first = await client().signUp({ email: 'bob.jones+x@example.com', password: PASSWORD });
    const second = await client().signUp({
      email: 'bob_jones-x@example.org',
      password: PASSWORD,
      options: { data: { display_name: 'Bobby J' } },
    });
    expect(first.error).toBeNull();
    expect(second.error).toBeNull();
    expect(first.data.user?.user_metadata.user_name).toBe('bobjonesx');
    expect(second.data.user?.user_metadata).toMatchObject({ user_name: 'bobjonesx1', display_name: 'Bobby J' });
  });

  it('signs in, reads the user and verifies the claims against the published key set', async () => {
    const events: AuthChangeEvent[] = [];
    const c = client(events);
    const { data, error } = await c.signInWithPassword({ email: 'alice.smith@example.com', password: PASSWORD });
    expect(error).toBeNull();
    expect(events).toContain('SIGNED_IN');
    const user = await c.getUser();
    expect(user.error).toBeNull();
    expect(user.data.user?.id).toBe(data.user!.id);

    const claims = await c.getClaims();
    expect(claims.error).toBeNull();
    expect(claims.data?.header.alg).toBe('ES256');
    expect(claims.data?.header.kid).toBeTruthy();
    expect(claims.data?.claims).toMatchObject({
      sub: data.user!.id,
      email: 'alice.smith@example.com',
      role: 'authenticated',
      aal: 'aal1',
      aud: 'authenticated',
      session_id: expect.any(String),
      // No PUBLIC_URL in the harness: the fixed default issuer (with one, `${PUBLIC_URL}/auth/v1`).
      iss: process.env.PUBLIC_URL ? expect.stringMatching(/\/auth\/v1$/) : 'clutch',
    });
    expect(claims.data!.claims.exp - claims.data!.claims.iat!).toBe(3600);
  });

  it('refreshes the session with a rotated refresh token', async () => {
    const events: AuthChangeEvent[] = [];
    const c = client(events);
    const signIn = await c.signInWithPassword({ email: 'alice.smith@example.com', password: PASSWORD });
    const refreshed = await c.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).toBeTruthy();
    expect(refreshed.data.session?.refresh_token).not.toBe(signIn.data.session!.refresh_token);
    expect(refreshed.data.user?.id).toBe(signIn.data.user!.id);
    expect(events).toContain('TOKEN_REFRESHED');
    const user = await c.getUser();
    expect(user.error).toBeNull();
  });

  it('changes the password with current_password, then signs in with the new one only', async () => {
    const c = client();
    await c.signUp({ email: 'carol@example.com', password: PASSWORD });
    const wrong = await c.updateUser({ password: NEW_PASSWORD, current_password: 'not-it-at-all' });
    expect(wrong.error?.code).toBe('invalid_credentials');
    expect(wrong.error?.message).toBe('Current password is incorrect.');
    expect(wrong.error?.status).toBe(400);

    const events: AuthChangeEvent[] = [];
    c.onAuthStateChange((e) => void events.push(e));
    const ok = await c.updateUser({ password: NEW_PASSWORD, current_password: PASSWORD });
    expect(ok.error).toBeNull();
    expect(ok.data.user?.email).toBe('carol@example.com');
    expect(events).toContain('USER_UPDATED');

    const old = await client().signInWithPassword({ email: 'carol@example.com', password: PASSWORD });
    expect(old.error?.code).toBe('invalid_credentials');
    const fresh = await client().signInWithPassword({ email: 'carol@example.com', password: NEW_PASSWORD });
    expect(fresh.error).toBeNull();
  });

  it('changes the e-mail once the new address confirms it, even when auto-confirm is on (sign-ups only)', async () => {
    const c = client();
    await c.signUp({ email: 'dave@example.com', password: PASSWORD });
    // what the account dashboard sends: the current password beside the new address
    const res = await c.updateUser({ email: 'Dave.New@example.com', password: PASSWORD, current_password: PASSWORD });
    expect(res.error).toBeNull();
    expect(res.data.user?.email).toBe('dave@example.com');
    expect(res.data.user?.new_email).toBe('dave.new@example.com');
    const mail = await latestMail(t.app.deps.dataSource, 'dave.new@example.com');
    const confirmed = await client().verifyOtp({ email: 'dave.new@example.com', token: codeIn(mail!.body), type: 'email_change' });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data.user?.email).toBe('dave.new@example.com');
    expect((await client().signInWithPassword({ email: 'dave.new@example.com', password: PASSWORD })).error).toBeNull();
    const taken = await c.updateUser({ email: 'alice.smith@example.com', current_password: PASSWORD });
    expect(taken.error?.code).toBe('email_exists');
    expect(taken.error?.status).toBe(422);
  });

  it('signs out (global by default) so the access token stops naming a viewer', async () => {
    const events: AuthChangeEvent[] = [];
    const c = client(events);
    const { data } = await c.signInWithPassword({ email: 'alice.smith@example.com', password: PASSWORD });
    const token = data.session!.access_token;
    expect(await t.app.deps.resolveViewer(token)).toMatchObject({ userId: data.user!.id });
    const out = await c.signOut();
    expect(out.error).toBeNull();
    expect(events).toContain('SIGNED_OUT');
    expect(await t.app.deps.resolveViewer(token)).toBeNull();
    const after = await client().getUser(token);
    expect(after.error?.name).toBe('AuthSessionMissingError');
    const refresh = await client().refreshSession({ refresh_token: data.session!.refresh_token });
    expect(refresh.error?.code).toBe('refresh_token_not_found');
  });

  it('signs out locally or the other devices only', async () => {
    const a = client();
    const b = client();
    const sa = (await a.signInWithPassword({ email: 'alice.smith@example.com', password: PASSWORD })).data.session!;
    const sb = (await b.signInWithPassword({ email: 'alice.smith@example.com', password: PASSWORD })).data.session!;
    expect((await a.signOut({ scope: 'others' })).error).toBeNull();
    expect(await t.app.deps.resolveViewer(sa.access_token)).not.toBeNull();
    expect(await t.app.deps.resolveViewer(sb.access_token)).toBeNull();
    expect((await a.signOut({ scope: 'local' })).error).toBeNull();
    expect(await t.app.deps.resolveViewer(sa.access_token)).toBeNull();
  });

  it('recovers a password with the mailed code: PASSWORD_RECOVERY, then a new password', async () => {
    const c = client();
    expect((await c.resetPasswordForEmail('carol@example.com')).error).toBeNull();
    const mail = await latestMail(t.app.deps.dataSource, 'carol@example.com');
    expect(mail?.subject).toBe('Reset your Clutch password');
    const events: AuthChangeEvent[] = [];
    c.onAuthStateChange((e) => void events.push(e));
    const verified = await c.verifyOtp({ email: 'carol@example.com', token: codeIn(mail!.body), type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.access_token).toBeTruthy();
    expect(events).toContain('PASSWORD_RECOVERY');
    const updated = await c.updateUser({ password: 'Recovered-Pass-7' });
    expect(updated.error).toBeNull();
    expect((await client().signInWithPassword({ email: 'carol@example.com', password: 'Recovered-Pass-7' })).error).toBeNull();
  });
});

describe('failing GoTrueClient flows', () => {
  it('refuses a reused (already rotated) refresh token and signs the whole session out', async () => {
    const c = client();
    const first = (await c.signInWithPassword({ email: 'alice.smith@example.com', password: PASSWORD })).data.session!;
    const second = (await c.refreshSession()).data.session!;
    const third = (await c.refreshSession()).data.session!;
    expect(new Set([first.refresh_token, second.refresh_token, third.refresh_token]).size).toBe(3);

    const attacker = client();
    const reuse = await attacker.refreshSession({ refresh_token: first.refresh_token });
    expect(reuse.error?.code).toBe('refresh_token_already_used');
    expect(reuse.error?.message).toBe('Invalid Refresh Token: Already Used');
    expect(reuse.error?.status).toBe(400);
    expect(reuse.data.session).toBeNull();

    // The legitimate holder is signed out too: its access token and its latest refresh token are dead.
    expect(await t.app.deps.resolveViewer(third.access_token)).toBeNull();
    const user = await client().getUser(third.access_token);
    expect(user.error?.name).toBe('AuthSessionMissingError');
    const latest = await client().refreshSession({ refresh_token: third.refresh_token });
    expect(latest.error?.code).toBe('refresh_token_not_found');
  });

  it('reports wrong credentials, duplicates and weak passwords with the hosted codes', async () => {
    const wrong = await client().signInWithPassword({ email: 'alice.smith@example.com', password: 'wrong-password' });
    expect(wrong.error?.code).toBe('invalid_credentials');
    expect(wrong.error?.message).toBe('Invalid login credentials');
    expect(wrong.error?.status).toBe(400);
    const unknown = await client().signInWithPassword({ email: 'nobody@example.com', password: PASSWORD });
    expect(unknown.error?.code).toBe('invalid_credentials');

    const duplicate = await client().signUp({ email: 'ALICE.smith@example.com', password: PASSWORD });
    expect(duplicate.error?.code).toBe('user_already_exists');
    expect(duplicate.error?.status).toBe(422);

    const weak = await client().signUp({ email: 'weak@example.com', password: '12345' });
    expect(weak.error?.name).toBe('AuthWeakPasswordError');
    expect(weak.error?.code).toBe('weak_password');
    expect(weak.error?.message).toBe('Password should be at least 6 characters.');
    expect((weak.error as unknown as { reasons: string[] }).reasons).toEqual(['length']);
  });

  it('answers a recovery code only once', async () => {
    const c = client();
    await c.resetPasswordForEmail('alice.smith@example.com');
    const code = codeIn((await latestMail(t.app.deps.dataSource, 'alice.smith@example.com'))!.body);
    expect((await c.verifyOtp({ email: 'alice.smith@example.com', token: code, type: 'recovery' })).error).toBeNull();
    const again = await client().verifyOtp({ email: 'alice.smith@example.com', token: code, type: 'recovery' });
    expect(again.error?.code).toBe('otp_expired');
    expect(again.error?.status).toBe(403);
  });
});

describe('secrets', () => {
  it('never sends or logs a password or a password hash', async () => {
    // Make sure at least one log line was written by the flows above (the recovery mails).
    expect(output.lines.some((l) => l.includes('[auth] mail to'))).toBe(true);
    const passwords = [PASSWORD, NEW_PASSWORD, 'Recovered-Pass-7', 'wrong-password', 'not-it-at-all'];
    const hashes: Array<{ encrypted_password: string }> = await t.app.deps.dataSource.query(
      `SELECT encrypted_password FROM auth_users WHERE encrypted_password IS NOT NULL`,
    );
    expect(hashes.length).toBeGreaterThan(0);
    const everything = [...responses.map((r) => r.body), ...output.lines];
    expect(responses.length).toBeGreaterThan(20);
    for (const text of everything) {
      expect(text).not.toMatch(/\$argon2/);
      for (const p of passwords) expect(text).not.toContain(p);
      for (const h of hashes) expect(text).not.toContain(h.encrypted_password);
      expect(text).not.toMatch(/encrypted_password/);
    }
  });

  it('the raw API never answers with a hash either (legacy error shape included)', async () => {
    const legacy = await authCall(
      t.url,
      'POST',
      '/token?grant_type=password',
      { email: 'alice.smith@example.com', password: 'nope-nope' },
      { apiVersion: null },
    );
    expect(legacy.status).toBe(400);
    expect(legacy.body).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
  });
});
