import * as OTPAuth from 'otpauth';
import { GoTrueClient, type AuthChangeEvent } from '@supabase/auth-js';
import type { TestApp } from '../../test/harness';
import { authCall, authSuiteApp } from '../../test/factories/auth';
import { communityFixtures } from '../../test/factories/community';
import { expectGraphQLError } from '../../test/errors';
import { graphql } from '../../test/gql';
import { Messages } from '../core/messages';
import type { User } from '../users';

/** Two-factor sign-in (TOTP) through the official client, unchanged, against our /auth/v1. */

let t: TestApp;
const PASSWORD = 'Correct-Horse-9';

function client(events?: AuthChangeEvent[]) {
  const c = new GoTrueClient({ url: `${t.url}/auth/v1`, autoRefreshToken: false, persistSession: false, detectSessionInUrl: false });
  if (events) c.onAuthStateChange((event) => void events.push(event));
  return c;
}

/** The code an authenticator app shows for `secret`, `offsetSteps` periods after `at` (now). */
function codeFor(secret: string, offsetSteps = 0, at = Date.now()): string {
  const totp = new OTPAuth.TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: OTPAuth.Secret.fromBase32(secret) });
  return totp.generate({ timestamp: at + offsetSteps * 30_000 });
}

function claimsOf(accessToken: string): Record<string, any> {
  return JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString());
}

async function signedUp(email: string) {
  const c = client();
  const { error } = await c.signUp({ email, password: PASSWORD });
  expect(error).toBeNull();
  return c;
}

async function factorRows(userId: string) {
  return t.app.deps.dataSource.query(`SELECT status, last_used_step FROM auth_mfa_factors WHERE user_id = $1`, [userId]);
}

authSuiteApp(__filename, {}, (app) => {
  t = app;
});

describe('TOTP factors through auth-js', () => {
  it('enrolls, challenges and verifies (aal1 -> aal2, amr totp), then unenrolls', async () => {
    const events: AuthChangeEvent[] = [];
    const c = client(events);
    expect((await c.signUp({ email: 'mia@example.com', password: PASSWORD })).error).toBeNull();
    // Another device signed in before the factor exists: it has not proved the second factor.
    const other = client();
    const otherToken = (await other.signInWithPassword({ email: 'mia@example.com', password: PASSWORD })).data.session!.access_token;

    const before = await c.mfa.getAuthenticatorAssuranceLevel();
    expect(before.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
    expect(before.data?.currentAuthenticationMethods.map((m) => (typeof m === 'string' ? m : m.method))).toEqual(['password']);

    const enrolled = await c.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone app' });
    expect(enrolled.error).toBeNull();
    const { id: factorId, totp } = enrolled.data as { id: string; totp: { qr_code: string; secret: string; uri: string } };
    expect(enrolled.data).toMatchObject({ type: 'totp', friendly_name: 'Phone app' });
    expect(totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(totp.uri).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=[A-Z2-7]{32}/);
    expect(totp.uri).toContain('algorithm=SHA1');
    expect(totp.uri).toContain('mia%40example.com');
    // A data URL an <img> can load: no '#' (it would start a fragment), an SVG right after the prefix.
    expect(totp.qr_code.startsWith('data:image/svg+xml;utf-8,<svg')).toBe(true);
    expect(totp.qr_code).not.toContain('#');

    // An enrolled but unverified factor raises nothing.
    expect((await c.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
    expect((await c.mfa.listFactors()).data?.all).toEqual([expect.objectContaining({ id: factorId, status: 'unverified', factor_type: 'totp' })]);

    const challenge = await c.mfa.challenge({ factorId });
    expect(challenge.error).toBeNull();
    expect(challenge.data?.expires_at).toBeGreaterThan(Date.now() / 1000 + 200);
    const verified = await c.mfa.verify({ factorId, challengeId: challenge.data!.id, code: codeFor(totp.secret) });
    expect(verified.error).toBeNull();
    expect(events).toContain('MFA_CHALLENGE_VERIFIED');

    const after = await c.mfa.getAuthenticatorAssuranceLevel();
    expect(after.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect(after.data?.currentAuthenticationMethods.map((m) => (typeof m === 'string' ? m : m.method)).sort()).toEqual(['password', 'totp']);
    expect((await c.mfa.listFactors()).data?.totp).toEqual([expect.objectContaining({ id: factorId, status: 'verified' })]);

    // The refreshed session stays at aal2.
    const refreshed = await c.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(claimsOf(refreshed.data.session!.access_token)).toMatchObject({ aal: 'aal2', amr: expect.arrayContaining([expect.objectContaining({ method: 'totp' })]) });

    // The other device's aal1 session was signed out when the factor was verified.
    const otherUser = await authCall(t.url, 'GET', '/user', undefined, { token: otherToken });
    expect(otherUser.status).toBe(403);
    expect(otherUser.body).toMatchObject({ code: 'session_not_found' });

    // A fresh password sign-in is aal1 and is told aal2 is next.
    const laptop = client();
    expect((await laptop.signInWithPassword({ email: 'mia@example.com', password: PASSWORD })).error).toBeNull();
    expect((await laptop.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });

    const removed = await c.mfa.unenroll({ factorId });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ id: factorId });
    expect((await c.mfa.listFactors()).data?.all).toEqual([]);
    // (auth-js reads the factors from the session it holds: a refreshed session lists none.)
    expect((await laptop.refreshSession()).error).toBeNull();
    expect((await laptop.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
    expect(claimsOf((await c.refreshSession()).data.session!.access_token).aal).toBe('aal1');
  });
});

describe('phone factors', () => {
  it('texts a code through the outbox; the code verifies once (aal2, amr mfa/phone); a wrong code and a second text within a minute are refused', async () => {
    const c = await signedUp('pia@example.com');
    const enrolled = await c.mfa.enroll({ factorType: 'phone', phone: '+1 555 555 0123' });
    expect(enrolled.error).toBeNull();
    expect(enrolled.data).toMatchObject({ type: 'phone', phone: '15555550123' });
    const factorId = enrolled.data!.id;

    const challenge = await c.mfa.challenge({ factorId });
    expect(challenge.error).toBeNull();
    const texts: Array<{ body: string }> = await t.app.deps.dataSource.query(
      `SELECT body FROM mail_outbox WHERE channel = 'sms' AND to_address = '15555550123' ORDER BY created_at`,
    );
    expect(texts).toHaveLength(1);
    const code = /(\d{6})/.exec(texts[0].body)![1];

    const again = await c.mfa.challenge({ factorId });
    expect(again.error).toMatchObject({ status: 429 });
    const wrong = await c.mfa.verify({ factorId, challengeId: challenge.data!.id, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    expect((await c.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1' });

    const verified = await c.mfa.verify({ factorId, challengeId: challenge.data!.id, code });
    expect(verified.error).toBeNull();
    const level = await c.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect(level.data?.currentAuthenticationMethods.map((m) => (typeof m === 'string' ? m : m.method))).toContain('mfa/phone');
    expect((await c.mfa.listFactors()).data?.phone).toEqual([expect.objectContaining({ id: factorId, status: 'verified' })]);
    const replay = await c.mfa.verify({ factorId, challengeId: challenge.data!.id, code });
    expect(replay.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' });
    const noPhone = await c.mfa.enroll({ factorType: 'phone', phone: '' });
    expect(noPhone.error).toMatchObject({ status: 400 });
  });
});

describe('refusals change nothing', () => {
  let secret: string;
  let factorId: string;
  let userId: string;
  let aal1: GoTrueClient;
  /** When the owner's code was used: the code of that moment is the one a replay sends, whatever the clock says now. */
  let usedAt: number;

  beforeAll(async () => {
    const owner = await signedUp('noah@example.com');
    const enrolled = await owner.mfa.enroll({ factorType: 'totp' });
    factorId = enrolled.data!.id;
    secret = (enrolled.data as { totp: { secret: string } }).totp.secret;
    userId = (await owner.getUser()).data.user!.id;
    usedAt = Date.now();
    expect((await owner.mfa.challengeAndVerify({ factorId, code: codeFor(secret, 0, usedAt) })).error).toBeNull();
    aal1 = client();
    expect((await aal1.signInWithPassword({ email: 'noah@example.com', password: PASSWORD })).error).toBeNull();
  });

  it('refuses a wrong code and a reused code (GoTrue 422 mfa_verification_failed), then takes the next one', async () => {
    const challenge = await aal1.mfa.challenge({ factorId });
    const stateBefore = await factorRows(userId);
    const wrongCode = [codeFor(secret, -1), codeFor(secret), codeFor(secret, 1)].includes('000000') ? '111111' : '000000';
    const wrong = await aal1.mfa.verify({ factorId, challengeId: challenge.data!.id, code: wrongCode });
    expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' });
    // The code the owner already used does not work a second time.
    const reused = await aal1.mfa.verify({ factorId, challengeId: challenge.data!.id, code: codeFor(secret, 0, usedAt) });
    expect(reused.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    expect(await factorRows(userId)).toEqual(stateBefore);
    expect((await aal1.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });

    // The next period's code (within the one step of skew) works on the same challenge, once.
    const next = await aal1.mfa.verify({ factorId, challengeId: challenge.data!.id, code: codeFor(secret, 1) });
    expect(next.error).toBeNull();
    expect((await aal1.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal2' });
    const again = await aal1.mfa.verify({ factorId, challengeId: challenge.data!.id, code: codeFor(secret, 1) });
    expect(again.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' });
  });

  it('refuses an aal1 session what needs aal2: password and e-mail changes, unenrolling, enrolling another', async () => {
    const session = client();
    const { data } = await session.signInWithPassword({ email: 'noah@example.com', password: PASSWORD });
    const token = data.session!.access_token;
    const hashBefore = await t.app.deps.dataSource.query(`SELECT encrypted_password, email FROM auth_users WHERE id = $1`, [userId]);

    const password = await session.updateUser({ password: 'Another-Pass-8', current_password: PASSWORD });
    expect(password.error).toMatchObject({ status: 401, code: 'insufficient_aal' });
    const email = await session.updateUser({ email: 'noah.new@example.com', current_password: PASSWORD });
    expect(email.error).toMatchObject({ status: 401, code: 'insufficient_aal' });
    expect(await t.app.deps.dataSource.query(`SELECT encrypted_password, email FROM auth_users WHERE id = $1`, [userId])).toEqual(hashBefore);
    // Metadata alone is no takeover: it still saves.
    expect((await session.updateUser({ data: { theme: 'dark' } })).error).toBeNull();

    const unenroll = await session.mfa.unenroll({ factorId });
    expect(unenroll.error).toMatchObject({ status: 422, code: 'insufficient_aal', message: 'AAL2 required to unenroll verified factor' });
    const enroll = await authCall(t.url, 'POST', '/factors', { factor_type: 'totp' }, { token });
    expect(enroll.status).toBe(403);
    expect(enroll.body).toMatchObject({ code: 'insufficient_aal' });
    expect(await factorRows(userId)).toHaveLength(1);
  });

  it('answers 404 for another account\'s factor, 400 for a bad factor type, 422 for an expired challenge', async () => {
    const stranger = await signedUp('olga@example.com');
    const token = (await stranger.getSession()).data.session!.access_token;
    expect((await stranger.mfa.challenge({ factorId })).error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    expect((await stranger.mfa.unenroll({ factorId })).error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    expect((await authCall(t.url, 'POST', '/factors/not-a-uuid/challenge', {}, { token })).status).toBe(404);
    const bad = await authCall(t.url, 'POST', '/factors', { factor_type: 'sms' }, { token });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'validation_failed' });
    expect((await authCall(t.url, 'POST', '/factors', { factor_type: 'totp' })).status).toBe(401);

    const own = await stranger.mfa.enroll({ factorType: 'totp', friendlyName: 'Key' });
    const dup = await stranger.mfa.enroll({ factorType: 'totp', friendlyName: 'Key' });
    expect(dup.error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' });
    const challenge = await stranger.mfa.challenge({ factorId: own.data!.id });
    await t.app.deps.dataSource.query(`UPDATE auth_mfa_challenges SET created_at = now() - interval '6 minutes' WHERE id = $1`, [challenge.data!.id]);
    const ownSecret = (own.data as { totp: { secret: string } }).totp.secret;
    const late = await stranger.mfa.verify({ factorId: own.data!.id, challengeId: challenge.data!.id, code: codeFor(ownSecret) });
    expect(late.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' });
    const rows = await t.app.deps.dataSource.query(`SELECT status FROM auth_mfa_factors WHERE id = $1`, [own.data!.id]);
    expect(rows).toEqual([{ status: 'unverified' }]);
  });
});

describe('an organizer ownership transfer needs aal2 once the owner has a verified factor', () => {
  const transfer = graphql(`mutation LeagueManagerTransfer($o: ID!, $u: ID!) { transferOrganizerOwnership(organizerId: $o, userId: $u) { id owner { id } } }`);

  it('refuses the aal1 session (FORBIDDEN, nothing changes) and lets the aal2 session hand over', async () => {
    const f = communityFixtures(t.app.deps.dataSource.manager);
    const owner = client();
    const { data } = await owner.signUp({ email: 'org.owner@example.com', password: PASSWORD });
    const ownerId = data.user!.id;
    const organizer = await f.organizer({ id: ownerId } as User);
    const successor = await f.user();
    await f.staff(organizer, successor, { role: 'super_admin' });

    const enrolled = await owner.mfa.enroll({ factorType: 'totp' });
    const secret = (enrolled.data as { totp: { secret: string } }).totp.secret;
    // An aal1 session opened before the factor is verified is signed out by the verification; one opened after stays aal1.
    expect((await owner.mfa.challengeAndVerify({ factorId: enrolled.data!.id, code: codeFor(secret) })).error).toBeNull();
    const aal1 = client();
    const aal1Token = (await aal1.signInWithPassword({ email: 'org.owner@example.com', password: PASSWORD })).data.session!.access_token;

    expectGraphQLError(await t.gql(transfer, { o: organizer.id, u: successor.id }, aal1Token), 'FORBIDDEN', Messages.aal2Required);
    const owners = () => t.app.deps.dataSource.query(`SELECT user_id FROM organizer_staff WHERE organizer_id = $1 AND roles = 'owner'`, [organizer.id]);
    expect(await owners()).toEqual([{ user_id: ownerId }]);

    const aal2Token = (await owner.getSession()).data.session!.access_token;
    const handed = await t.gql(transfer, { o: organizer.id, u: successor.id }, aal2Token);
    expect(handed.errors).toBeUndefined();
    expect(await owners()).toEqual([{ user_id: successor.id }]);
  });
});
