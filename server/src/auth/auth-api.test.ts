import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { jwtVerify, SignJWT } from 'jose';
import type { TestApp } from '../../test/harness';
import { createAccount, hashPassword } from './accounts';
import { AuthService } from './auth.service';
import { authSuiteApp, authCall, codeIn, latestMail, linkIn, type CapturedOutput, type RawResponse } from '../../test/factories/auth';
import { requireViewer } from '../core/viewer';
import { graphql } from '../../test/gql';

let t: TestApp;
let output: CapturedOutput;
const seen: RawResponse[] = [];
const PASSWORD = 'Sturdy-Password-1';

async function call(method: string, route: string, body?: unknown, options: Parameters<typeof authCall>[4] = {}) {
  const res = await authCall(t.url, method, route, body, options);
  seen.push(res);
  return res;
}

async function signUp(email: string, data: Record<string, unknown> = {}, password = PASSWORD) {
  const res = await call('POST', '/signup', { email, password, data });
  expect(res.status).toBe(200);
  return res.body as { access_token: string; refresh_token: string; user: { id: string } };
}

/** Mailed links name the public URL; the suite's server listens on a random port. */
function onTestServer(link: URL): URL {
  return new URL(link.pathname + link.search, t.url);
}

function expectError(res: RawResponse, status: number, code: string, message?: string) {
  expect({ status: res.status, code: res.body?.code }).toEqual({ status, code });
  if (message !== undefined) expect(res.body.message).toBe(message);
  expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
}

authSuiteApp(__filename, {}, (app, captured) => {
  t = app;
  output = captured;
});

describe('successful auth API calls', () => {
  it('serves health, settings and the key set', async () => {
    expect((await call('GET', '/health')).status).toBe(200);
    const settings = await call('GET', '/settings');
    expect(settings.body).toMatchObject({ disable_signup: false, mailer_autoconfirm: true });
    expect(settings.body.external.google).toBe(false);
    expect(settings.body.external.github).toBe(false);
    expect(settings.body.external.email).toBe(true);

    const jwks = await call('GET', '/.well-known/jwks.json');
    expect(jwks.body.keys).toHaveLength(1);
    const [key] = jwks.body.keys;
    expect(key).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', key_ops: ['verify'], kid: expect.any(String) });
    expect(key.d).toBeUndefined();

    const session = await signUp('keys@example.com');
    const header = JSON.parse(Buffer.from(session.access_token.split('.')[0], 'base64url').toString());
    expect(header).toMatchObject({ alg: 'ES256', kid: key.kid });
    const publicKey = crypto.createPublicKey({ key: key, format: 'jwk' });
    const { payload } = await jwtVerify(session.access_token, publicKey, { audience: 'authenticated' });
    expect(payload).toMatchObject({ sub: session.user.id, role: 'authenticated', aal: 'aal1', email: 'keys@example.com' });
  });

  it('keeps a generated signing key in the data folder, private to the owner, and reuses it', async () => {
    const file = path.join(t.app.deps.config.dataDir, 'auth', 'jwt-private.pem');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const again = new AuthService(t.app.deps.config, t.app.deps.dataSource);
    try {
      expect(again.key.kid).toBe(t.app.auth.key.kid);
    } finally {
      // With REDIS_URL a service holds a connection to the shared store: left open, it kept jest from exiting.
      await again.close();
    }
  });

  it('signs with an RSA key given as JWT_PRIVATE_KEY (RS256)', async () => {
    const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const rsa = new AuthService({ ...t.app.deps.config, jwtPrivateKey: pem }, t.app.deps.dataSource);
    try {
      expect(rsa.key.alg).toBe('RS256');
      expect(rsa.jwks().keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256' });
    } finally {
      await rsa.close();
    }
  });

  it('signs up and in with a phone number', async () => {
    const res = await call('POST', '/signup', { phone: '+1 555 010 9999', password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.user.phone).toBe('15550109999');
    expect(res.body.user.user_metadata.user_name).toBe('player');
    const signIn = await call('POST', '/token?grant_type=password', { phone: '+15550109999', password: PASSWORD });
    expect(signIn.status).toBe(200);
    expect(signIn.body.user.id).toBe(res.body.user.id);
  });

  it('merges user metadata on PUT /user (null removes a key)', async () => {
    const s = await signUp('meta@example.com', { theme: 'dark', lang: 'en' });
    const res = await call('PUT', '/user', { data: { theme: null, lang: 'fr' } }, { token: s.access_token });
    expect(res.status).toBe(200);
    expect(res.body.user_metadata).toEqual({ lang: 'fr', user_name: 'meta', display_name: 'meta' });
  });

  it('a password change signs the other devices out, not this one', async () => {
    const a = await signUp('devices@example.com');
    const b = (await call('POST', '/token?grant_type=password', { email: 'devices@example.com', password: PASSWORD })).body;
    const res = await call('PUT', '/user', { password: 'Another-Password-2', current_password: PASSWORD }, { token: a.access_token });
    expect(res.status).toBe(200);
    expect(await t.app.deps.resolveViewer(a.access_token)).not.toBeNull();
    expect(await t.app.deps.resolveViewer(b.access_token)).toBeNull();
  });

  it('answers /recover with 200 for unknown addresses, and mails nothing', async () => {
    const res = await call('POST', '/recover', { email: 'ghost@example.com' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
    expect(await latestMail(t.app.deps.dataSource, 'ghost@example.com')).toBeUndefined();
  });

  it('recovers through the mailed link: the redirect carries the session and type=recovery', async () => {
    await signUp('erin@example.com');
    const res = await call('POST', '/recover?redirect_to=' + encodeURIComponent(`${t.app.deps.config.publicUrl}/reset-password`), {
      email: 'Erin@Example.com',
    });
    expect(res.status).toBe(200);
    const mail = await latestMail(t.app.deps.dataSource, 'erin@example.com');
    const link = linkIn(mail!.body);
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(output.lines.some((l) => l.includes(link.toString()))).toBe(true);

    const landing = await fetch(onTestServer(link), { redirect: 'manual' });
    expect(landing.status).toBe(303);
    const location = new URL(landing.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${t.app.deps.config.publicUrl}/reset-password`);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('expires_in')).toBe('3600');
    const accessToken = fragment.get('access_token')!;
    const user = await call('GET', '/user', undefined, { token: accessToken });
    expect(user.body.email).toBe('erin@example.com');

    const reset = await call('PUT', '/user', { password: 'Brand-New-Pass-3' }, { token: accessToken });
    expect(reset.status).toBe(200);
    expect((await call('POST', '/token?grant_type=password', { email: 'erin@example.com', password: 'Brand-New-Pass-3' })).status).toBe(
      200,
    );

    // The link works once.
    const second = await fetch(onTestServer(link), { redirect: 'manual' });
    const secondFragment = new URLSearchParams(new URL(second.headers.get('location')!).hash.slice(1));
    expect(secondFragment.get('error_code')).toBe('otp_expired');
    expect(secondFragment.get('error_description')).toBe('Email link is invalid or has expired');
    expect(secondFragment.get('access_token')).toBeNull();
  });

  it('verifies a recovery by token_hash, and a new request replaces the previous link', async () => {
    await call('POST', '/recover', { email: 'erin@example.com' });
    const firstLink = linkIn((await latestMail(t.app.deps.dataSource, 'erin@example.com'))!.body);
    await call('POST', '/recover', { email: 'erin@example.com' });
    const secondLink = linkIn((await latestMail(t.app.deps.dataSource, 'erin@example.com'))!.body);
    expectError(await call('POST', '/verify', { type: 'recovery', token_hash: firstLink.searchParams.get('token') }), 403, 'otp_expired');
    const ok = await call('POST', '/verify', { type: 'recovery', token_hash: secondLink.searchParams.get('token') });
    expect(ok.status).toBe(200);
    expect(ok.body.access_token).toBeTruthy();
    expect(ok.body.user.email).toBe('erin@example.com');
  });

  it('keeps redirects on our own origin', async () => {
    await call('POST', '/recover?redirect_to=' + encodeURIComponent('https://evil.example/steal'), { email: 'erin@example.com' });
    const link = linkIn((await latestMail(t.app.deps.dataSource, 'erin@example.com'))!.body);
    expect(link.searchParams.get('redirect_to')).toBe(`${t.app.deps.config.publicUrl}/reset-password`);
    link.searchParams.set('redirect_to', 'https://evil.example/steal');
    const landing = await fetch(onTestServer(link), { redirect: 'manual' });
    expect(landing.headers.get('location')!.startsWith(`${t.app.deps.config.publicUrl}/reset-password#access_token=`)).toBe(true);
  });

  it('creates accounts for the seed with a profile, from a password or a ready hash', async () => {
    const db = t.app.deps.dataSource.manager;
    const hash = await hashPassword('Seeded-Pass-1');
    const a = await createAccount(db, { email: 'seed1@example.com', passwordHash: hash, userName: 'SeedOne', displayName: 'Seed One' });
    const b = await createAccount(db, { email: 'seed2@example.com', password: 'Seeded-Pass-2' });
    const rows = await t.app.deps.dataSource.query(
      `SELECT u.user_id, u.user_name, u.display_name, p.comment_wall_id FROM users u JOIN users_page p USING (user_id) WHERE u.user_id = ANY($1) ORDER BY u.user_name`,
      [[a.userId, b.userId]],
    );
    expect(rows.map((r: any) => [r.user_name, r.display_name])).toEqual([
      ['seed2', 'seed2'],
      ['seedone', 'Seed One'],
    ]);
    expect((await call('POST', '/token?grant_type=password', { email: 'seed1@example.com', password: 'Seeded-Pass-1' })).status).toBe(200);
    expect((await call('POST', '/token?grant_type=password', { email: 'seed2@example.com', password: 'Seeded-Pass-2' })).status).toBe(200);
    await expect(createAccount(db, { email: 'seed3@example.com', password: 'x-123456', userName: 'seedone' })).rejects.toThrow(
      'That user name is already taken.',
    );
  });

  it('deleting an account removes its profile (users.user_id references auth_users)', async () => {
    const s = await signUp('leaving@example.com');
    await t.app.deps.dataSource.query(`DELETE FROM auth_users WHERE id = $1`, [s.user.id]);
    expect(await t.app.deps.dataSource.query(`SELECT 1 FROM users WHERE user_id = $1`, [s.user.id])).toEqual([]);
    await expect(
      t.app.deps.dataSource.query(`INSERT INTO users (user_id, user_name) VALUES ($1, 'orphan')`, [crypto.randomUUID()]),
    ).rejects.toThrow(/foreign key/);
  });
});

describe('failing auth API calls', () => {
  it('signup without a password, or without an e-mail or phone', async () => {
    const msg = 'You must provide either an email or phone number and a password';
    expectError(await call('POST', '/signup', { email: 'x@example.com' }), 400, 'validation_failed', msg);
    expectError(await call('POST', '/signup', { password: PASSWORD }), 400, 'validation_failed', msg);
    expectError(await call('POST', '/signup', {}), 400, 'validation_failed', msg);
    expectError(await call('POST', '/token?grant_type=password', { email: 'x@example.com' }), 400, 'validation_failed', msg);
  });

  it('signup with a weak password, a bad e-mail or a taken address', async () => {
    const weak = await call('POST', '/signup', { email: 'weak@example.com', password: 'abc12' });
    expectError(weak, 422, 'weak_password', 'Password should be at least 6 characters.');
    expect(weak.body.weak_password).toEqual({ reasons: ['length'] });
    expectError(await call('POST', '/signup', { email: 'not-an-email', password: PASSWORD }), 400, 'email_address_invalid');
    await signUp('taken@example.com');
    expectError(
      await call('POST', '/signup', { email: ' TAKEN@example.com ', password: PASSWORD }),
      422,
      'user_already_exists',
      'User already registered',
    );
  });

  it('signup with an invalid or taken user name leaves no account behind', async () => {
    expectError(
      await call('POST', '/signup', { email: 'name1@example.com', password: PASSWORD, data: { user_name: 'bad name!' } }),
      400,
      'validation_failed',
      'Only letters and numbers, are allowed.',
    );
    await signUp('name2@example.com', { user_name: 'champion' });
    expectError(
      await call('POST', '/signup', { email: 'name3@example.com', password: PASSWORD, data: { user_name: 'Champion' } }),
      409,
      'conflict',
      'That user name is already taken.',
    );
    const left = await t.app.deps.dataSource.query(`SELECT 1 FROM auth_users WHERE email IN ('name1@example.com', 'name3@example.com')`);
    expect(left).toEqual([]);
  });

  it("a failing profile registration rolls the account back: 'Registration failed'", async () => {
    await t.app.deps.dataSource.query(`ALTER TABLE users ADD CONSTRAINT test_refuse_boom CHECK (user_name <> 'boom')`);
    try {
      expectError(
        await call('POST', '/signup', { email: 'boom@example.com', password: PASSWORD, data: { user_name: 'boom' } }),
        422,
        'unexpected_failure',
        'Registration failed',
      );
    } finally {
      await t.app.deps.dataSource.query(`ALTER TABLE users DROP CONSTRAINT test_refuse_boom`);
    }
    expect(await t.app.deps.dataSource.query(`SELECT 1 FROM auth_users WHERE email = 'boom@example.com'`)).toEqual([]);
    expect(await t.app.deps.dataSource.query(`SELECT 1 FROM users WHERE user_name = 'boom'`)).toEqual([]);
  });

  it('sign-in with a wrong password, in both error shapes', async () => {
    await signUp('frank@example.com');
    expectError(
      await call('POST', '/token?grant_type=password', { email: 'frank@example.com', password: 'wrong-one' }),
      400,
      'invalid_credentials',
      'Invalid login credentials',
    );
    const legacy = await call(
      'POST',
      '/token?grant_type=password',
      { email: 'frank@example.com', password: 'wrong-one' },
      { apiVersion: null },
    );
    expect(legacy.status).toBe(400);
    expect(legacy.body).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
    expect(legacy.headers.get('x-supabase-api-version')).toBeNull();
  });

  it('bad grant types and refresh tokens', async () => {
    expectError(await call('POST', '/token?grant_type=magic', {}), 400, 'validation_failed', 'Unsupported grant type');
    expectError(await call('POST', '/token?grant_type=refresh_token', {}), 400, 'validation_failed', 'Refresh token is required');
    expectError(
      await call('POST', '/token?grant_type=refresh_token', { refresh_token: 'made-up' }),
      400,
      'refresh_token_not_found',
      'Invalid Refresh Token: Refresh Token Not Found',
    );
  });

  it('lets two tabs refresh with the same token at once (reuse interval), but not a grandparent', async () => {
    const s = await signUp('tabs@example.com');
    const [a, b] = await Promise.all([
      call('POST', '/token?grant_type=refresh_token', { refresh_token: s.refresh_token }),
      call('POST', '/token?grant_type=refresh_token', { refresh_token: s.refresh_token }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.refresh_token).not.toBe(b.body.refresh_token);
    const next = await call('POST', '/token?grant_type=refresh_token', { refresh_token: a.body.refresh_token });
    expect(next.status).toBe(200);
    await call('POST', '/token?grant_type=refresh_token', { refresh_token: next.body.refresh_token });
    // a's token is now a grandparent of the active one: reuse signs the session out.
    expectError(
      await call('POST', '/token?grant_type=refresh_token', { refresh_token: a.body.refresh_token }),
      400,
      'refresh_token_already_used',
    );
    expect(await t.app.deps.resolveViewer(next.body.access_token)).toBeNull();
  });

  it('GET /user without, with a malformed, a foreign, an expired or a signed-out token', async () => {
    expectError(await call('GET', '/user'), 401, 'no_authorization');
    expectError(await call('GET', '/user', undefined, { token: 'garbage' }), 403, 'bad_jwt');
    const s = await signUp('tokens@example.com');
    const auth = t.app.auth;
    const claims = JSON.parse(Buffer.from(s.access_token.split('.')[1], 'base64url').toString());
    const now = Math.floor(Date.now() / 1000);
    const sign = (payload: Record<string, unknown>, key = auth.key.privateKey) =>
      new SignJWT(payload).setProtectedHeader({ alg: 'ES256', kid: auth.key.kid }).sign(key);
    const expired = await sign({ ...claims, iat: now - 7200, exp: now - 3600 });
    const wrongAudience = await sign({ ...claims, aud: 'someone-else' });
    const foreignKey = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    const forged = await sign(claims, foreignKey);
    for (const token of [expired, wrongAudience, forged]) {
      expectError(await call('GET', '/user', undefined, { token }), 403, 'bad_jwt');
      expect(await t.app.deps.resolveViewer(token)).toBeNull();
    }
    expect(await t.app.deps.resolveViewer(s.access_token)).toEqual({
      userId: s.user.id,
      email: 'tokens@example.com',
      sessionId: claims.session_id,
    });
    expect((await call('POST', '/logout?scope=local', undefined, { token: s.access_token })).status).toBe(204);
    expectError(await call('GET', '/user', undefined, { token: s.access_token }), 403, 'session_not_found');
  });

  it('with the session answer kept (as in production), a sign-out or a new password still refuses the ended sessions at once', async () => {
    const auth = new AuthService({ ...t.app.deps.config, env: { ...t.app.deps.config.env, AUTH_SESSION_CHECK_CACHE_MS: '60000' } }, t.app.deps.dataSource);
    const statements = async (work: () => Promise<unknown>) => t.countStatements(work);
    const a = await signUp('kept@example.com');
    const b = (await call('POST', '/token?grant_type=password', { email: 'kept@example.com', password: PASSWORD })).body;
    expect((await auth.authenticate(a.access_token)).userId).toBe(a.user.id);
    // Known now: no statement to check it again.
    expect(await statements(() => auth.authenticate(a.access_token))).toBe(0);
    await auth.authenticate(b.access_token);
    await auth.logout(a.access_token, 'others');
    await expect(auth.authenticate(b.access_token)).rejects.toMatchObject({ code: 'session_not_found' });
    expect((await auth.authenticate(a.access_token)).userId).toBe(a.user.id);
    await auth.logout(a.access_token, 'local');
    await expect(auth.authenticate(a.access_token)).rejects.toMatchObject({ code: 'session_not_found' });
    await auth.close();
  });

  it('logout with a bad scope or without a token', async () => {
    const s = await signUp('logout@example.com');
    expectError(await call('POST', '/logout?scope=everything', undefined, { token: s.access_token }), 400, 'validation_failed');
    expectError(await call('POST', '/logout?scope=local&scope=local', undefined, { token: s.access_token }), 400, 'validation_failed');
    expect(await t.app.deps.resolveViewer(s.access_token)).not.toBeNull();
    expectError(await call('POST', '/logout'), 401, 'no_authorization');
  });

  it('PUT /user: weak, same or unconfirmed password changes', async () => {
    const s = await signUp('grace@example.com');
    expectError(await call('PUT', '/user', { password: '123' }, { token: s.access_token }), 422, 'weak_password');
    expectError(
      await call('PUT', '/user', { password: PASSWORD, current_password: PASSWORD }, { token: s.access_token }),
      422,
      'same_password',
      'New password should be different from the old password.',
    );
    expectError(
      await call('PUT', '/user', { password: 'Different-Pass-9', current_password: 'not-mine-1' }, { token: s.access_token }),
      400,
      'invalid_credentials',
      'Current password is incorrect.',
    );
    // Even a session opened a second ago needs current_password (or the nonce): the access token may be a stolen one.
    expectError(
      await call('PUT', '/user', { password: 'Different-Pass-9' }, { token: s.access_token }),
      400,
      'reauthentication_needed',
      'Password update requires reauthentication: send current_password, or the nonce mailed by /reauthenticate.',
    );
    expect(
      (await call('PUT', '/user', { password: 'Different-Pass-9', current_password: PASSWORD }, { token: s.access_token })).status,
    ).toBe(200);
    expectError(await call('PUT', '/user', { email: 'nope' }, { token: s.access_token }), 400, 'email_address_invalid');
  });

  it('recover and verify input errors, wrong and expired codes', async () => {
    expectError(await call('POST', '/recover', {}), 400, 'validation_failed', 'Password recovery requires an email');
    expectError(await call('POST', '/verify', { type: 'magic', token: '123456' }), 400, 'validation_failed');
    expectError(await call('POST', '/verify', { type: 'recovery' }), 400, 'validation_failed', 'Verify requires a token or a token hash');
    await signUp('henry@example.com');
    await call('POST', '/recover', { email: 'henry@example.com' });
    const code = codeIn((await latestMail(t.app.deps.dataSource, 'henry@example.com'))!.body);
    const wrong = code === '000000' ? '000001' : '000000';
    expectError(
      await call('POST', '/verify', { type: 'recovery', email: 'henry@example.com', token: wrong }),
      403,
      'otp_expired',
      'Token has expired or is invalid',
    );
    // A code is bound to its mailbox.
    expectError(await call('POST', '/verify', { type: 'recovery', email: 'erin@example.com', token: code }), 403, 'otp_expired');
    await t.app.deps.dataSource.query(
      `UPDATE auth_one_time_tokens SET created_at = now() - interval '2 hours' WHERE relates_to = 'henry@example.com'`,
    );
    expectError(await call('POST', '/verify', { type: 'recovery', email: 'henry@example.com', token: code }), 403, 'otp_expired');
  });

  it('malformed JSON and unknown routes', async () => {
    expectError(await call('POST', '/signup', '{"email": '), 400, 'bad_json', 'Could not parse request body as JSON');
    expect((await call('GET', '/nowhere')).status).toBe(404);
  });
});

describe('tokens in the GraphQL and REST doors', () => {
  it('treats a bad or expired token as anonymous rather than failing the request', async () => {
    const s = await signUp('doors@example.com');
    const auth = t.app.auth;
    const claims = JSON.parse(Buffer.from(s.access_token.split('.')[1], 'base64url').toString());
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ ...claims, iat: now - 7200, exp: now - 3600 })
      .setProtectedHeader({ alg: 'ES256', kid: auth.key.kid })
      .sign(auth.key.privateKey);
    for (const token of ['not.a.jwt', expired, s.access_token + 'x']) {
      const gql = await t.gql(graphql(`query AuthApiTypename { __typename }`), undefined, token);
      expect(gql.errors).toBeUndefined();
      expect(gql.data).toEqual({ __typename: 'Query' });
      const rest = await t.rest('GET', '/api/comp/get-platforms', undefined, token);
      expect(rest.status).toBe(200);
      expect(await t.app.deps.resolveViewer(token)).toBeNull();
    }
    expect(() => requireViewer({ viewer: null })).toThrow('You must be signed in to do that.');
    const viewer = await t.app.deps.resolveViewer(s.access_token);
    expect(requireViewer({ viewer })).toEqual(viewer);
  });
});

describe('secrets', () => {
  it('never answers or logs a password or a password hash', async () => {
    const hashes: Array<{ encrypted_password: string }> = await t.app.deps.dataSource.query(
      `SELECT encrypted_password FROM auth_users WHERE encrypted_password IS NOT NULL`,
    );
    expect(hashes.length).toBeGreaterThan(5);
    expect(seen.length).toBeGreaterThan(40);
    const passwords = [
      PASSWORD,
      'Another-Password-2',
      'Brand-New-Pass-3',
      'Different-Pass-9',
      'wrong-one',
      'not-mine-1',
      'Seeded-Pass-1',
      'Seeded-Pass-2',
    ];
    for (const text of [...seen.map((r) => r.text), ...output.lines]) {
      expect(text).not.toMatch(/\$argon2|encrypted_password/);
      for (const p of passwords) expect(text).not.toContain(p);
      for (const h of hashes) expect(text).not.toContain(h.encrypted_password);
    }
  });
});
