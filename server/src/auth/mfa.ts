import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import type { Request, Router } from 'express';
import type { DataSource, EntityManager } from 'typeorm';
import { Messages } from '../core/messages';
import { bearerToken } from '../core/request-context';
import { AuthUser, type SessionOpenedBy } from './auth.entities';
import { AuthApiError } from './auth.errors';
import { normalizePhone, type AuthService, type SessionResponse, type UserResponse } from './auth.service';
import { queueSms } from './phone';
import { randomCode, randomToken, sha256 } from './secrets';

/** The access token's assurance level and authentication methods (GoTrue's `aal` and `amr` claims). */
export interface SessionClaims {
  aal: 'aal1' | 'aal2';
  amr: Array<{ method: string; timestamp: number }>;
}

/**
 * True when the account has a verified factor and this session has not proved it (aal1): what takes the account or
 * its rights over is refused (auth's own changes, an organizer's ownership transfer). A session id that is no session
 * (a personal API token) never counts as aal2.
 */
export async function secondFactorMissing(db: EntityManager, userId: string, sessionId: string): Promise<boolean> {
  const rows: Array<{ needs: boolean }> = await db.query(
    `SELECT EXISTS (SELECT 1 FROM auth_mfa_factors WHERE user_id = $1 AND status = 'verified')
            AND NOT EXISTS (SELECT 1 FROM auth_sessions WHERE id = $2::uuid AND aal = 'aal2') AS needs`,
    // (A personal API token's id is no session: null matches none, and the primary key stays usable.)
    [userId, UUID.test(sessionId) ? sessionId : null],
  );
  return rows[0]?.needs === true;
}

/** GoTrue's `amr` method names for how a session was opened. */
export function amrMethodOf(openedBy: SessionOpenedBy): string {
  switch (openedBy) {
    case 'signup':
    case 'password':
      return 'password';
    case 'confirmation':
      return 'email/signup';
    default:
      return openedBy;
  }
}

// GoTrue's defaults (pquerna/otp): 20-byte secret, SHA1, 6 digits, 30 s, one step of skew either way (stack-notes T29).
const TOTP_PERIOD = 30;
const TOTP_WINDOW = 1;
const CHALLENGE_TTL_SECONDS = 300;
/** An enrollment never verified is dropped after this long (GoTrue's factor expiry). */
const UNVERIFIED_FACTOR_TTL_SECONDS = 300;
const MAX_ENROLLED_FACTORS = 10;
const MAX_VERIFIED_FACTORS = 10;
const FRIENDLY_NAME_MAX = 100;
/** A phone factor texts at most one code a minute (GoTrue's MFA phone max frequency). */
const SMS_INTERVAL_SECONDS = 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Body = Record<string, unknown>;

interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: 'totp' | 'phone';
  status: 'unverified' | 'verified';
  secret: string | null;
  phone: string | null;
  last_used_step: string | null;
  created_at: Date;
  updated_at: Date;
}

/** The hosted service's factor object (the user's `factors`). */
function factorResponse(row: FactorRow) {
  return {
    id: row.id,
    friendly_name: row.friendly_name ?? undefined,
    factor_type: row.factor_type,
    status: row.status,
    ...(row.phone ? { phone: row.phone } : {}),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** (UPDATE/INSERT/DELETE ... RETURNING answers [rows, count] through TypeORM's postgres driver.) */
function returned<T>(result: unknown[]): T[] {
  return (Array.isArray(result[0]) ? result[0] : result) as T[];
}

/** A texted code is bound to its factor: the hash of one factor's code never matches another's. */
function smsCodeHash(factorId: string, code: string): string {
  return sha256(`mfa-sms:${factorId}:${code.replace(/\s+/g, '')}`);
}

function totpOf(secret: string, issuer: string, label: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD, secret: OTPAuth.Secret.fromBase32(secret) });
}

/**
 * qrcode's SVG names its colours `#ffffff`/`#000000`; auth-js puts the SVG in a data: URL unencoded, where `#` starts a
 * fragment and the image fails to load (stack-notes T29). Named colours keep it whole.
 */
export async function qrCodeSvg(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 2 });
  return svg.replace(/#ffffff/gi, 'white').replace(/#000000/gi, 'black').trim();
}

/**
 * Two-factor sign-in, shaped like the hosted service's /factors API so auth-js's `mfa.*` works unchanged: TOTP factors
 * are enrolled, challenged and verified; a verified code raises the session to aal2 (its tokens carry `aal` and `amr`).
 * An account with a verified factor needs an aal2 session for what takes the account over (needsAal2).
 */
export class MfaService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly auth: AuthService,
  ) {}

  private async factorsOf(db: EntityManager, userId: string): Promise<FactorRow[]> {
    return db.query(`SELECT * FROM auth_mfa_factors WHERE user_id = $1 ORDER BY created_at, id`, [userId]);
  }

  /** The user object with its `factors` (left out when there are none, as the hosted service does). */
  async withFactors(user: UserResponse, db: EntityManager = this.dataSource.manager): Promise<UserResponse> {
    const factors = await this.factorsOf(db, user.id);
    return factors.length > 0 ? { ...user, factors: factors.map(factorResponse) } : user;
  }

  /** True when the account has a verified factor and this session has not proved it (aal1): aal2-only actions are refused. */
  needsAal2(db: EntityManager, userId: string, sessionId: string): Promise<boolean> {
    return secondFactorMissing(db, userId, sessionId);
  }

  /** For other domains' aal2-only actions (e.g. an organizer's ownership transfer): throws 403 insufficient_aal. */
  async requireAal2(userId: string, sessionId: string, db: EntityManager = this.dataSource.manager): Promise<void> {
    if (await this.needsAal2(db, userId, sessionId)) throw new AuthApiError(403, 'insufficient_aal', Messages.aal2Required);
  }

  private async ownFactor(db: EntityManager, userId: string, factorId: string, lock = false): Promise<FactorRow> {
    if (!UUID.test(factorId)) throw new AuthApiError(404, 'mfa_factor_not_found', Messages.mfaFactorNotFound);
    const rows: FactorRow[] = await db.query(
      `SELECT * FROM auth_mfa_factors WHERE id = $1 AND user_id = $2${lock ? ' FOR UPDATE' : ''}`,
      [factorId, userId],
    );
    if (!rows[0]) throw new AuthApiError(404, 'mfa_factor_not_found', Messages.mfaFactorNotFound);
    return rows[0];
  }

  /** POST /factors: a new unverified TOTP factor with its secret, otpauth URI and QR code (SVG). */
  async enroll(accessToken: string | undefined, body: Body) {
    const { userId, sessionId } = await this.auth.authenticate(accessToken);
    const factorType = body.factor_type;
    if (factorType !== 'totp' && factorType !== 'phone') throw new AuthApiError(400, 'validation_failed', Messages.mfaFactorTypeInvalid);
    const phone = factorType === 'phone' ? normalizePhone(body.phone) : undefined;
    if (factorType === 'phone' && !phone) throw new AuthApiError(400, 'validation_failed', Messages.mfaPhoneRequired);
    const friendlyName = body.friendly_name === undefined || body.friendly_name === null || body.friendly_name === '' ? null : body.friendly_name;
    if (friendlyName !== null && (typeof friendlyName !== 'string' || friendlyName.length > FRIENDLY_NAME_MAX)) {
      throw new AuthApiError(400, 'validation_failed', Messages.mfaFriendlyNameInvalid);
    }
    const issuerAsked = typeof body.issuer === 'string' && body.issuer.trim() !== '' ? body.issuer.trim().slice(0, 100) : undefined;

    return this.dataSource.transaction(async (db) => {
      // The account row is locked so two enrollments cannot both pass the limits.
      const user = await db.getRepository(AuthUser).createQueryBuilder('u').where('u.id = :id', { id: userId }).setLock('pessimistic_write').getOne();
      if (!user) throw new AuthApiError(404, 'user_not_found', Messages.authUserNotFound);
      await db.query(
        `DELETE FROM auth_mfa_factors WHERE user_id = $1 AND status = 'unverified' AND created_at < now() - make_interval(secs => $2)`,
        [userId, UNVERIFIED_FACTOR_TTL_SECONDS],
      );
      const factors = await this.factorsOf(db, userId);
      if (friendlyName !== null && factors.some((f) => f.friendly_name === friendlyName)) {
        throw new AuthApiError(422, 'mfa_factor_name_conflict', Messages.mfaFactorNameConflict.replace('{name}', friendlyName));
      }
      const verified = factors.filter((f) => f.status === 'verified').length;
      if (factors.length >= MAX_ENROLLED_FACTORS || verified >= MAX_VERIFIED_FACTORS) {
        throw new AuthApiError(422, 'too_many_enrolled_mfa_factors', Messages.mfaTooManyFactors);
      }
      if (verified > 0 && (await this.needsAal2(db, userId, sessionId))) throw new AuthApiError(403, 'insufficient_aal', Messages.mfaEnrollNeedsAal2);

      if (phone) {
        if (factors.some((f) => f.factor_type === 'phone' && f.phone === phone && f.status === 'verified')) {
          throw new AuthApiError(422, 'mfa_verified_factor_exists', Messages.mfaPhoneFactorExists);
        }
        // An earlier unfinished enrollment of the same number is replaced.
        await db.query(`DELETE FROM auth_mfa_factors WHERE user_id = $1 AND factor_type = 'phone' AND phone = $2 AND status = 'unverified'`, [
          userId,
          phone,
        ]);
        const inserted: FactorRow[] = await db.query(
          `INSERT INTO auth_mfa_factors (user_id, friendly_name, factor_type, phone) VALUES ($1, $2, 'phone', $3) RETURNING *`,
          [userId, friendlyName, phone],
        );
        return { id: inserted[0].id, type: 'phone' as const, friendly_name: friendlyName ?? undefined, phone };
      }

      const secret = new OTPAuth.Secret({ size: 20 }).base32;
      const issuer = issuerAsked ?? new URL(this.auth.settings.publicUrl).host;
      const uri = totpOf(secret, issuer, user.email ?? user.phone ?? user.id).toString();
      const rows: FactorRow[] = await db.query(
        `INSERT INTO auth_mfa_factors (user_id, friendly_name, factor_type, secret) VALUES ($1, $2, 'totp', $3) RETURNING *`,
        [userId, friendlyName, secret],
      );
      return {
        id: rows[0].id,
        type: 'totp' as const,
        friendly_name: friendlyName ?? undefined,
        totp: { qr_code: await qrCodeSvg(uri), secret, uri },
      };
    });
  }

  /**
   * POST /factors/{id}/challenge: a challenge the code is verified against, for five minutes, from this address. A phone
   * factor's challenge texts a 6-digit code through the outbox (at most one a minute per factor while its code is
   * unused: texts cost money).
   */
  async challenge(accessToken: string | undefined, factorId: string, ip: string) {
    const { userId } = await this.auth.authenticate(accessToken);
    const rows = await this.dataSource.transaction(async (db) => {
      const factor = await this.ownFactor(db, userId, factorId, true);
      if (factor.factor_type === 'totp') {
        const inserted: Array<{ id: string; created_at: Date }> = await db.query(
          `INSERT INTO auth_mfa_challenges (factor_id, ip_address) VALUES ($1, $2) RETURNING id, created_at`,
          [factor.id, ip],
        );
        return { factor, challenge: inserted[0] };
      }
      const recent: unknown[] = await db.query(
        // (A text whose code was entered does not count: the next sign-in may ask for one at once.)
        `SELECT 1 FROM auth_mfa_challenges WHERE factor_id = $1 AND verified_at IS NULL AND created_at > now() - make_interval(secs => $2) LIMIT 1`,
        [factor.id, SMS_INTERVAL_SECONDS],
      );
      if (recent.length > 0) {
        throw new AuthApiError(429, 'over_request_rate_limit', Messages.mfaSmsTooSoon, { retryAfterSeconds: SMS_INTERVAL_SECONDS });
      }
      const code = randomCode();
      const inserted: Array<{ id: string; created_at: Date }> = await db.query(
        `INSERT INTO auth_mfa_challenges (factor_id, ip_address, otp_code_hash) VALUES ($1, $2, $3) RETURNING id, created_at`,
        [factor.id, ip, smsCodeHash(factor.id, code)],
      );
      await queueSms(db, factor.phone!, Messages.mfaSmsBody.replace('{code}', code), { devNote: `two-factor code ${code}` });
      return { factor, challenge: inserted[0] };
    });
    const { factor } = rows;
    return {
      id: rows.challenge.id,
      type: factor.factor_type,
      expires_at: Math.floor(new Date(rows.challenge.created_at).getTime() / 1000) + CHALLENGE_TTL_SECONDS,
    };
  }

  /**
   * POST /factors/{id}/verify: checks the code against the challenge. A right code verifies the factor (first time),
   * raises this session to aal2 with `totp` in its `amr`, signs the user's other aal1 sessions out and answers a new
   * session. A code is accepted once: one of an already used time step (or older) is refused. A wrong, reused or late
   * code changes nothing.
   */
  async verify(accessToken: string | undefined, factorId: string, body: Body, ip: string): Promise<SessionResponse> {
    const { userId, sessionId } = await this.auth.authenticate(accessToken);
    const challengeId = body.challenge_id;
    const code = typeof body.code === 'string' ? body.code.trim() : '';
    if (typeof challengeId !== 'string' || challengeId === '') throw new AuthApiError(400, 'validation_failed', Messages.mfaChallengeIdRequired);
    if (code === '') throw new AuthApiError(400, 'validation_failed', Messages.mfaCodeRequired);

    const outcome = await this.dataSource.transaction(async (db) => {
      const factor = await this.ownFactor(db, userId, factorId, true);
      const challenges: Array<{ id: string; ip_address: string; expired: boolean; verified_at: Date | null; otp_code_hash: string | null }> =
        UUID.test(challengeId)
        ? await db.query(
            `SELECT id, ip_address, verified_at, otp_code_hash, created_at < now() - make_interval(secs => $3) AS expired
               FROM auth_mfa_challenges WHERE id = $1 AND factor_id = $2 FOR UPDATE`,
            [challengeId, factor.id, CHALLENGE_TTL_SECONDS],
          )
        : [];
      const challenge = challenges[0];
      if (!challenge) throw new AuthApiError(422, 'mfa_factor_not_found', Messages.mfaChallengeNotFound);
      if (challenge.ip_address !== ip) throw new AuthApiError(422, 'mfa_ip_address_mismatch', Messages.mfaIpAddressMismatch);
      if (challenge.expired || challenge.verified_at) throw new AuthApiError(422, 'mfa_challenge_expired', Messages.mfaChallengeExpired);

      const user = await db.getRepository(AuthUser).findOneByOrFail({ id: userId });
      const now = Date.now();
      if (factor.factor_type === 'phone') {
        // The texted code belongs to this challenge only, which works once (verified_at, under the row lock).
        if (!challenge.otp_code_hash || smsCodeHash(factor.id, code) !== challenge.otp_code_hash) {
          throw new AuthApiError(422, 'mfa_verification_failed', Messages.mfaInvalidPhoneCode);
        }
        await db.query(`UPDATE auth_mfa_factors SET status = 'verified', updated_at = now() WHERE id = $1`, [factor.id]);
      } else {
        const totp = totpOf(factor.secret!, 'clutch', user.email ?? user.id);
        const delta = /^\d{6}$/.test(code) ? totp.validate({ token: code, timestamp: now, window: TOTP_WINDOW }) : null;
        if (delta === null) throw new AuthApiError(422, 'mfa_verification_failed', Messages.mfaInvalidTotp);
        const step = Math.floor(now / 1000 / TOTP_PERIOD) + delta;
        // The step is claimed under the factor's row lock: the same code twice, even at once, verifies once.
        const claimed = returned(
          await db.query(
            `UPDATE auth_mfa_factors SET last_used_step = $2, status = 'verified', updated_at = now()
              WHERE id = $1 AND (last_used_step IS NULL OR last_used_step < $2) RETURNING id`,
            [factor.id, step],
          ),
        );
        if (claimed.length === 0) throw new AuthApiError(422, 'mfa_verification_failed', Messages.mfaCodeReused);
      }
      const method = factor.factor_type === 'phone' ? 'mfa/phone' : 'totp';

      await db.query(`UPDATE auth_mfa_challenges SET verified_at = now() WHERE id = $1`, [challenge.id]);
      // The other enrollments never finished are dropped once one factor of the type is verified (as the hosted service does).
      await db.query(`DELETE FROM auth_mfa_factors WHERE user_id = $1 AND factor_type = $2 AND status = 'unverified' AND id <> $3`, [
        userId,
        factor.factor_type,
        factor.id,
      ]);
      const timestamp = Math.floor(now / 1000);
      const sessions: Array<{ aal: 'aal2'; amr: SessionClaims['amr'] }> = returned(
        await db.query(
          `UPDATE auth_sessions SET aal = 'aal2', updated_at = now(),
                  amr = (SELECT coalesce(jsonb_agg(e), '[]'::jsonb) FROM jsonb_array_elements(amr) e WHERE e->>'method' <> $4)
                        || jsonb_build_array(jsonb_build_object('method', $4::text, 'timestamp', $2::bigint))
            WHERE id = $1 AND user_id = $3 RETURNING aal, amr`,
          [sessionId, timestamp, userId, method],
        ),
      );
      if (!sessions[0]) throw new AuthApiError(403, 'session_not_found', Messages.authSessionNotFound);
      // A session that has not proved the second factor cannot stay signed in beside it (the hosted service's rule).
      const ended = returned<{ id: string }>(
        await db.query(`DELETE FROM auth_sessions WHERE user_id = $1 AND id <> $2 AND aal = 'aal1' RETURNING id`, [userId, sessionId]),
      );
      // The session's earlier refresh tokens were issued at aal1: they are retired, and this answer's token replaces them.
      await db.query(`UPDATE auth_refresh_tokens SET revoked = true, updated_at = now() WHERE session_id = $1 AND NOT revoked`, [sessionId]);
      const refreshToken = randomToken();
      await db.query(`INSERT INTO auth_refresh_tokens (token_hash, session_id, user_id, parent) VALUES ($1, $2, $3, NULL)`, [
        sha256(refreshToken),
        sessionId,
        userId,
      ]);
      const session = await this.auth.sessionResponse(user, sessionId, refreshToken, { aal: 'aal2', amr: sessions[0].amr }, db);
      return { session, ended: ended.map((row) => row.id) };
    });
    for (const id of outcome.ended) await this.auth.sessionsEnded({ sessionId: id });
    return outcome.session;
  }

  /** DELETE /factors/{id}: removes a factor; with a verified factor on the account, only from an aal2 session. */
  async unenroll(accessToken: string | undefined, factorId: string): Promise<{ id: string }> {
    const { userId, sessionId } = await this.auth.authenticate(accessToken);
    return this.dataSource.transaction(async (db) => {
      await db.query(`SELECT 1 FROM auth_users WHERE id = $1 FOR UPDATE`, [userId]);
      const factor = await this.ownFactor(db, userId, factorId, true);
      if (await this.needsAal2(db, userId, sessionId)) throw new AuthApiError(422, 'insufficient_aal', Messages.mfaUnenrollNeedsAal2);
      await db.query(`DELETE FROM auth_mfa_factors WHERE id = $1`, [factor.id]);
      const left: unknown[] = await db.query(`SELECT 1 FROM auth_mfa_factors WHERE user_id = $1 AND status = 'verified' LIMIT 1`, [userId]);
      // With no verified factor left, aal2 means nothing more than aal1: the sessions say so from their next token.
      if (left.length === 0) await db.query(`UPDATE auth_sessions SET aal = 'aal1' WHERE user_id = $1 AND aal = 'aal2'`, [userId]);
      return { id: factor.id };
    });
  }
}

/** The /factors routes (mounted by authRouter). */
export function registerMfaRoutes(router: Router, auth: AuthService, ipOf: (req: Request) => string) {
  const body = (value: unknown): Body => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Body) : {});
  router.post('/factors', async (req, res) => {
    res.json(await auth.mfa.enroll(bearerToken(req.headers.authorization), body(req.body)));
  });
  router.post('/factors/:factorId/challenge', async (req, res) => {
    res.json(await auth.mfa.challenge(bearerToken(req.headers.authorization), req.params.factorId, ipOf(req)));
  });
  router.post('/factors/:factorId/verify', async (req, res) => {
    await auth.checkRateLimit('verify', { ip: ipOf(req) });
    res.json(await auth.mfa.verify(bearerToken(req.headers.authorization), req.params.factorId, body(req.body), ipOf(req)));
  });
  router.delete('/factors/:factorId', async (req, res) => {
    res.json(await auth.mfa.unenroll(bearerToken(req.headers.authorization), req.params.factorId));
  });
}
