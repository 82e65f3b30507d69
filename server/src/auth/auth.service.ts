import crypto from 'node:crypto';
import DataLoader from 'dataloader';
import { jwtVerify, SignJWT } from 'jose';
import type { DataSource, EntityManager, QueryDeepPartialEntity } from 'typeorm';
import type { AppConfig } from '../config';
import { isUniqueViolation } from '../core/errors';
import { Messages } from '../core/messages';
import { AuthRefreshToken, AuthSession, AuthUser, type OneTimeTokenType, type SessionOpenedBy } from './auth.entities';
import { AuthApiError, authError } from './auth.errors';
import { loadAuthSettings, type AuthSettings } from './auth.settings';
import { loadSigningKey, type SigningKey } from './keys';
import { dummyPasswordHash, hashPassword, passwordNeedsRehash, verifyPassword } from './passwords';
import { loadMailSettings, Mailer, type DeliveryOptions, type MailTransport } from './mailer';
import { assertNamesAllowed, normalizeChosenUserName, normalizeDisplayName } from './profile';
import { insertAccount } from './accounts';
import type Redis from 'ioredis';
import { MemoryRateLimiter, RedisRateLimiter, type RateLimiter } from './rate-limit';
import { sharedLimitStore, SignInThrottle, storeReady } from './sign-in-throttle';
import { randomCode, randomToken, sha256 } from './secrets';
import type { EventBus } from '../core/pubsub';
import { LiveSessions, VerifiedTokens, type EndedSessions } from './live-sessions';
import { amrMethodOf, MfaService, type SessionClaims } from './mfa';
import { IdentitiesService, withIdentities } from './identities';
import { OneTimeCodes } from './otp';
import { pkceParamsOf, type PkceParams } from './pkce';
import { AdminApi } from './admin-api';
import { Web3SignIn } from './web3';

const AUDIENCE = 'authenticated';
const MAX_PASSWORD_LENGTH = 128;
const MAX_METADATA_BYTES = 8 * 1024;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The verified content of an access token whose session is still signed in. */
export interface AuthenticatedToken {
  userId: string;
  sessionId: string;
  email: string | null;
}

/** What /token, /signup (auto-confirmed) and /verify answer: the hosted service's session shape. */
export interface SessionResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserResponse;
}

export type UserResponse = Record<string, unknown> & { id: string };

export type VerifyType = 'signup' | 'email' | 'recovery' | 'email_change';
/** The token types mailed with a link and a code by sendMailToken. */
type MailedTokenType = 'recovery' | 'confirmation' | 'email_change';
const VERIFY_TOKEN_TYPE: Record<VerifyType, MailedTokenType> = {
  signup: 'confirmation',
  email: 'confirmation',
  recovery: 'recovery',
  email_change: 'email_change',
};

export function isVerifyType(value: unknown): value is VerifyType {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(VERIFY_TOKEN_TYPE, value);
}

type Body = Record<string, unknown>;

function optionalString(body: Body, key: string): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw authError.validation(`${key} must be a string`);
  return value;
}

/** Trimmed and lowercased, or undefined when absent; invalid formats are refused. */
export function normalizeEmail(raw: unknown): string | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw !== 'string') throw new AuthApiError(400, 'email_address_invalid', Messages.authInvalidEmail);
  const email = raw.trim().toLowerCase();
  if (email === '') return undefined;
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) throw new AuthApiError(400, 'email_address_invalid', Messages.authInvalidEmail);
  return email;
}

/** Digits only, 8 to 15 of them (E.164 without '+'), or undefined when absent. */
export function normalizePhone(raw: unknown): string | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw !== 'string') throw authError.validation(Messages.authInvalidPhone);
  const phone = raw.replace(/[\s().-]/g, '').replace(/^\+/, '');
  if (!/^[1-9]\d{7,14}$/.test(phone)) throw authError.validation(Messages.authInvalidPhone);
  return phone;
}

function checkNewPassword(password: string, minLength: number) {
  if ([...password].length < minLength) throw authError.weakPassword();
  if (password.length > MAX_PASSWORD_LENGTH) throw new AuthApiError(422, 'validation_failed', Messages.authPasswordTooLong);
}

export function metadataOf(raw: unknown): Record<string, unknown> {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw) || Buffer.byteLength(JSON.stringify(raw)) > MAX_METADATA_BYTES) {
    throw authError.validation(Messages.authMetadataInvalid);
  }
  return raw as Record<string, unknown>;
}

function iso(date: Date | null | undefined): string | null {
  return date ? new Date(date).toISOString() : null;
}

/** The hosted service's user object. Never carries the password hash. */
export function userResponse(user: AuthUser, extra: { newEmail?: string; emailChangeSentAt?: Date } = {}): UserResponse {
  const provider = user.email ? 'email' : 'phone';
  const identityData = {
    sub: user.id,
    email: user.email ?? undefined,
    phone: user.phone ?? undefined,
    email_verified: Boolean(user.emailConfirmedAt),
    phone_verified: Boolean(user.phoneConfirmedAt),
  };
  return {
    id: user.id,
    aud: AUDIENCE,
    role: 'authenticated',
    email: user.email ?? '',
    email_confirmed_at: iso(user.emailConfirmedAt) ?? undefined,
    phone: user.phone ?? '',
    phone_confirmed_at: iso(user.phoneConfirmedAt) ?? undefined,
    confirmed_at: iso(user.emailConfirmedAt ?? user.phoneConfirmedAt) ?? undefined,
    ...(extra.newEmail ? { new_email: extra.newEmail, email_change_sent_at: iso(extra.emailChangeSentAt ?? new Date()) } : {}),
    last_sign_in_at: iso(user.lastSignInAt) ?? undefined,
    app_metadata: { provider, providers: [provider], ...user.appMetaData },
    user_metadata: { ...user.userMetaData },
    identities: [
      {
        identity_id: user.id,
        id: user.id,
        user_id: user.id,
        identity_data: identityData,
        provider,
        last_sign_in_at: iso(user.lastSignInAt) ?? undefined,
        created_at: iso(user.createdAt),
        updated_at: iso(user.updatedAt),
        email: user.email ?? undefined,
      },
    ],
    created_at: iso(user.createdAt),
    updated_at: iso(user.updatedAt),
    is_anonymous: false,
  };
}

/** A request's origin facts the service needs: who asked (rate limits) and where links may send them back. */
export interface CallerInfo {
  ip: string;
  redirectTo?: string;
}

export type RateLimitBucket = 'token' | 'signup' | 'recover' | 'verify' | 'reauthenticate' | 'otp' | 'resend';

/**
 * The auth API's service: accounts, sessions, rotating refresh tokens, mailed one-time tokens and the
 * signing key. One per running app, built by the composition root from config.
 */
export class AuthService {
  readonly key: SigningKey;
  readonly settings: AuthSettings;
  private readonly allowedRedirectOrigins: Set<string>;
  private readonly signInThrottle: SignInThrottle;
  /** With REDIS_URL, the rate limits and the sign-in throttle count in Redis, so every process sees one budget. */
  private readonly limitStore?: Redis;
  readonly limiter: RateLimiter;
  /** Tokens already verified and sessions recently found signed in: a signed-in request costs no crypto and no statement. */
  private readonly verifiedTokens = new VerifiedTokens<Record<string, unknown> & { exp?: number }>();
  private readonly liveSessions: LiveSessions;
  /**
   * Session rows looked up in the same tick, read in one statement: a live event re-checks every subscriber's session
   * at once (whileSignedIn), and 10,000 watchers must cost one query, not 10,000. No cache: each tick reads anew.
   */
  private readonly sessionRows = new DataLoader<string, { user_id: string; not_after: Date | null } | null>(
    async (ids) => {
      const rows: Array<{ id: string; user_id: string; not_after: Date | null }> = await this.dataSource.query(
        `SELECT id, user_id, not_after FROM auth_sessions WHERE id = ANY($1::uuid[]) AND (not_after IS NULL OR not_after > now())`,
        [ids],
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    { cache: false, maxBatchSize: 1000 },
  );
  /** The outbox: every mail goes there; with SMTP settings (or a test's transport) a worker delivers it. */
  readonly mailer: Mailer;
  /** Two-factor sign-in: /factors (mfa.ts). */
  readonly mfa: MfaService;
  /** One-time links and codes: /otp, /resend, /verify and the tokens mails and texts carry (otp.ts). */
  readonly otp: OneTimeCodes;
  /** GET /user/identities, DELETE /user/identities/{id} (identities.ts). */
  readonly identities: IdentitiesService;
  /** The operators' API: /admin (admin-api.ts), authorised by AUTH_SERVICE_KEY. */
  readonly admin: AdminApi;
  /** Wallet sign-in (Sign-In-With-Solana): /token?grant_type=web3 (web3.ts). */
  readonly web3: Web3SignIn;

  constructor(
    config: AppConfig,
    private readonly dataSource: DataSource,
    {
      limiter,
      env = config.env,
      events,
      mailTransport,
      mailDelivery,
    }: {
      limiter?: RateLimiter;
      env?: NodeJS.ProcessEnv;
      events?: EventBus;
      /** Replaces the SMTP transport (tests). */
      mailTransport?: MailTransport;
      mailDelivery?: Partial<DeliveryOptions>;
    } = {},
  ) {
    this.settings = loadAuthSettings(config, env);
    this.mailer = new Mailer(dataSource, loadMailSettings(env), mailTransport, mailDelivery);
    this.mfa = new MfaService(dataSource, this);
    this.otp = new OneTimeCodes(this, dataSource);
    this.identities = new IdentitiesService(dataSource, (token) => this.authenticate(token));
    this.admin = new AdminApi(dataSource, this, env.AUTH_SERVICE_KEY?.trim() || undefined);
    this.web3 = new Web3SignIn(dataSource, this);
    // Made now, so the first unknown e-mail's sign-in does not pay for making it (which would stand out by time).
    void dummyPasswordHash();
    this.liveSessions = new LiveSessions(events, this.settings.sessionCheckCacheMs);
    this.key = loadSigningKey(config.jwtPrivateKey, config.dataDir);
    this.limitStore = config.redisUrl ? sharedLimitStore(config.redisUrl) : undefined;
    const prefix = this.settings.rateLimitKeyPrefix;
    this.limiter = limiter ?? (this.limitStore ? new RedisRateLimiter(this.limitStore, `${prefix}:auth-rate`) : new MemoryRateLimiter());
    this.signInThrottle = new SignInThrottle(this.settings.signInThrottle, this.limitStore, `${prefix}:signin`);
    this.allowedRedirectOrigins = new Set(
      [this.settings.publicUrl, ...(env.AUTH_REDIRECT_ALLOW_LIST ?? '').split(',')]
        .map((u) => u.trim())
        .filter(Boolean)
        .flatMap((u) => {
          try {
            return [new URL(u).origin];
          } catch {
            return [];
          }
        }),
    );
  }

  // ---------------------------------------------------------------- rate limits

  /**
   * Counts one request against the bucket, per IP and per e-mail (when one is given); 429 when over. Sign-ins
   * (`token`) count per IP only: per e-mail they are throttled by their failures (SignInThrottle), so an attacker's
   * requests never use up the owner's budget.
   */
  async checkRateLimit(bucket: RateLimitBucket, caller: CallerInfo, email?: string) {
    const rule = bucket === 'token' ? this.settings.rateLimits.token : this.settings.rateLimits.other;
    const keys = [`${bucket}:ip:${caller.ip}`];
    if (email && bucket !== 'token') keys.push(`${bucket}:email:${email.trim().toLowerCase()}`);
    const { allowed, retryAfterSeconds } = await this.limiter.hit(keys, rule);
    if (!allowed) throw rateLimited(retryAfterSeconds);
  }

  /** Waits (briefly) for the rate limits' Redis connection, so the first requests already count across processes. */
  async ready(): Promise<void> {
    if (this.limitStore) await storeReady(this.limitStore);
    this.mailer.start();
  }

  /** Closes the rate limits' Redis connection (when there is one). */
  async close(): Promise<void> {
    await this.mailer.stop();
    this.limitStore?.disconnect();
    await this.liveSessions.close();
  }

  /** After sessions' rows are deleted (and committed): no process takes their tokens any more. */
  sessionsEnded(ended: EndedSessions): Promise<void> {
    return this.liveSessions.ended(ended);
  }

  // ---------------------------------------------------------------- tokens

  async signAccessToken(user: AuthUser, sessionId: string, claims: SessionClaims): Promise<{ token: string; expiresAt: number }> {
    const now = Math.floor(Date.now() / 1000);
    const expiresAt = now + this.settings.accessTokenTtl;
    const token = await new SignJWT({
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: { provider: user.email ? 'email' : 'phone', providers: [user.email ? 'email' : 'phone'] },
      user_metadata: user.userMetaData,
      role: 'authenticated',
      aal: claims.aal,
      amr: claims.amr,
      session_id: sessionId,
      is_anonymous: false,
    })
      .setProtectedHeader({ alg: this.key.alg, kid: this.key.kid, typ: 'JWT' })
      .setIssuer(this.settings.issuer)
      .setSubject(user.id)
      .setAudience(AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(expiresAt)
      .sign(this.key.privateKey);
    return { token, expiresAt };
  }

  /** The session answer; its user lists the factors (auth-js reads `session.user.factors` for the next assurance level). */
  async sessionResponse(
    user: AuthUser,
    sessionId: string,
    refreshToken: string,
    claims: SessionClaims,
    db: EntityManager = this.dataSource.manager,
  ): Promise<SessionResponse> {
    const { token, expiresAt } = await this.signAccessToken(user, sessionId, claims);
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: this.settings.accessTokenTtl,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: await withIdentities(await this.mfa.withFactors(userResponse(user), db), db),
    };
  }

  /** Opens a session for the user with its first refresh token; `openedBy` says how the user proved who they are. */
  async startSession(
    db: EntityManager,
    user: AuthUser,
    openedBy: SessionOpenedBy,
  ): Promise<{ sessionId: string; refreshToken: string; claims: SessionClaims }> {
    // Every sign-in opens its session here: an operator's ban holds for all of them.
    if (user.bannedUntil && new Date(user.bannedUntil).getTime() > Date.now()) throw new AuthApiError(400, 'user_banned', Messages.authUserBanned);
    const sessionId = crypto.randomUUID();
    const claims: SessionClaims = { aal: 'aal1', amr: [{ method: amrMethodOf(openedBy), timestamp: Math.floor(Date.now() / 1000) }] };
    await db.insert(AuthSession, { id: sessionId, userId: user.id, aal: 'aal1', openedBy, amr: claims.amr });
    const refreshToken = randomToken();
    await db.insert(AuthRefreshToken, { tokenHash: sha256(refreshToken), sessionId, userId: user.id, parent: null });
    return { sessionId, refreshToken, claims };
  }

  /**
   * Verifies an access token (signature, exp, aud, iss) and that its session is still signed in.
   * Throws no_authorization, bad_jwt or session_not_found.
   */
  async authenticate(token: string | undefined): Promise<AuthenticatedToken> {
    if (!token) throw authError.noAuthorization();
    let payload = this.verifiedTokens.get(token);
    if (!payload) {
      try {
        ({ payload } = await jwtVerify(token, this.key.publicKey, {
          algorithms: [this.key.alg],
          audience: AUDIENCE,
          issuer: this.settings.issuer,
          requiredClaims: ['exp', 'sub'],
        }));
      } catch {
        throw authError.badJwt();
      }
      this.verifiedTokens.set(token, payload);
    }
    const { sub, session_id: sessionId, email } = payload;
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
    if (typeof sub !== 'string' || typeof sessionId !== 'string' || !uuid.test(sub) || !uuid.test(sessionId)) throw authError.badJwt();
    if (this.settings.sessionCheckCacheMs === 0 || !this.liveSessions.isLive(sessionId, sub)) {
      const session = await this.sessionRows.load(sessionId.toLowerCase());
      if (!session || session.user_id !== sub.toLowerCase()) throw authError.sessionNotFound();
      this.liveSessions.remember(sessionId, sub, session.not_after ? new Date(session.not_after) : null);
    }
    return { userId: sub, sessionId, email: typeof email === 'string' && email !== '' ? email : null };
  }

  // ---------------------------------------------------------------- accounts

  private userRepoQuery(db: EntityManager) {
    return db.getRepository(AuthUser).createQueryBuilder('u');
  }

  async findUserByEmail(db: EntityManager, email: string, withPassword = false): Promise<AuthUser | null> {
    const q = this.userRepoQuery(db).where('lower(u.email) = :email', { email });
    if (withPassword) q.addSelect('u.encryptedPassword');
    return q.getOne();
  }

  async findUserByPhone(db: EntityManager, phone: string, withPassword = false): Promise<AuthUser | null> {
    const q = this.userRepoQuery(db).where('u.phone = :phone', { phone });
    if (withPassword) q.addSelect('u.encryptedPassword');
    return q.getOne();
  }

  /** POST /signup: creates the account and its profile in one transaction; a session when auto-confirmed. */
  async signUp(body: Body, caller: CallerInfo): Promise<SessionResponse | UserResponse> {
    const email = normalizeEmail(body.email);
    const phone = email ? undefined : normalizePhone(body.phone);
    const password = optionalString(body, 'password');
    if ((!email && !phone) || !password) throw authError.validation(Messages.authMissingCredentials);
    checkNewPassword(password, this.settings.minPasswordLength);
    const pkce = pkceParamsOf(body);
    const data = metadataOf(body.data);
    const chosenName = normalizeChosenUserName(data.user_name);
    const displayName = normalizeDisplayName(data.display_name, '') || undefined;
    await assertNamesAllowed(this.dataSource.manager, data);
    const passwordHash = await hashPassword(password);

    try {
      const answer = await this.dataSource.transaction(async (db) => {
        const existing = email ? await this.findUserByEmail(db, email) : await this.findUserByPhone(db, phone!);
        if (existing) {
          // With auto-confirm a fresh sign-up answers a session, which cannot be faked: the hosted service says so too.
          if (this.settings.autoConfirm || !email) throw new AuthApiError(422, 'user_already_exists', Messages.authUserAlreadyExists);
          const account = { passwordHash, userName: chosenName, displayName, metadata: data };
          return this.pretendSignUp(db, existing, email, account, caller.redirectTo);
        }
        const { user } = await insertAccount(db, {
          email: email ?? null,
          phone: phone ?? null,
          passwordHash,
          userName: chosenName,
          displayName,
          metadata: data,
          confirmed: this.settings.autoConfirm,
        });
        if (this.settings.autoConfirm) {
          user.lastSignInAt = new Date();
          await db.update(AuthUser, { id: user.id }, { lastSignInAt: user.lastSignInAt });
          const { sessionId, refreshToken, claims } = await this.startSession(db, user, 'signup');
          return this.sessionResponse(user, sessionId, refreshToken, claims, db);
        }
        // Without auto-confirm the address or number proves itself: a link and code by mail, a code by text (otp.ts).
        if (email) await this.sendMailToken(db, user, 'confirmation', email, caller.redirectTo, { pkce });
        else await this.otp.issue(db, user, 'sms', phone!);
        // Built from the row alone, exactly as pretendSignUp's made-up user is: reading the identities table here would
        // give a fresh sign-up an identity_id that a sign-up of a taken address cannot have (an enumeration tell).
        return userResponse(user);
      });
      this.mailer.kick();
      return answer;
    } catch (error) {
      if (error instanceof AuthApiError) throw error;
      if (isUniqueViolation(error) && (error as { constraint?: string }).constraint?.startsWith('auth_users_')) {
        throw new AuthApiError(422, 'user_already_exists', Messages.authUserAlreadyExists);
      }
      // The transaction rolled back: no account without a profile is left behind.
      console.error('[auth] registration failed', error instanceof Error ? error.message : error);
      throw new AuthApiError(422, 'unexpected_failure', Messages.authRegistrationFailed);
    }
  }

  /**
   * Sign-up of an address that has an account, without auto-confirm (the hosted service's answer): the caller gets what
   * a fresh sign-up gets, a user that is not confirmed, and the owner a mail saying someone tried. The user is a real
   * registration (its profile, its derived user name, a taken chosen name's 409, its confirmation token and mail) run
   * inside a savepoint and rolled back, so the answer, its shape and its cost are a new account's; nothing of it stays.
   */
  private async pretendSignUp(
    db: EntityManager,
    owner: AuthUser,
    email: string,
    account: { passwordHash: string; userName?: string; displayName?: string; metadata: Record<string, unknown> },
    redirectTo: string | undefined,
  ): Promise<UserResponse> {
    await db.query('SAVEPOINT pretend_signup');
    let user: AuthUser;
    try {
      ({ user } = await insertAccount(db, { email: null, userNameFrom: email, confirmed: false, ...account }));
      await this.sendMailToken(db, user, 'confirmation', email, redirectTo, { silent: true });
    } finally {
      await db.query('ROLLBACK TO SAVEPOINT pretend_signup');
    }
    await this.mailer.queue(db, { to: owner.email!, subject: Messages.mailSignUpAttemptSubject, body: Messages.mailSignUpAttemptBody });
    return userResponse(Object.assign(user, { email }));
  }

  /** POST /token?grant_type=password. */
  async signInWithPassword(body: Body, caller: CallerInfo): Promise<SessionResponse> {
    const email = normalizeEmailLoose(body.email);
    const phone = email ? undefined : normalizePhoneLoose(body.phone);
    const password = optionalString(body, 'password');
    if ((!email && !phone) || !password) throw authError.validation(Messages.authMissingCredentials);
    const account = email ?? `phone:${phone}`;
    const verdict = await this.signInThrottle.begin(account, caller.ip);
    if (!verdict.allowed) throw rateLimited(verdict.retryAfterSeconds);
    const db = this.dataSource.manager;
    const user = email ? await this.findUserByEmail(db, email, true) : await this.findUserByPhone(db, phone!, true);
    const ok = await verifyPassword(user?.encryptedPassword, password);
    if (!user || !ok) throw authError.invalidCredentials();
    await this.signInThrottle.succeeded(account, caller.ip);
    if (email && !user.emailConfirmedAt) throw new AuthApiError(400, 'email_not_confirmed', Messages.authEmailNotConfirmed);
    if (!email && !user.phoneConfirmedAt) throw new AuthApiError(400, 'phone_not_confirmed', Messages.authPhoneNotConfirmed);
    // A hash of another argon2 profile (the old demo seed's) costs another time to check: it takes today's now.
    const rehashed = passwordNeedsRehash(user.encryptedPassword) ? await hashPassword(password) : undefined;
    return this.dataSource.transaction(async (tx) => {
      user.lastSignInAt = new Date();
      await tx.update(AuthUser, { id: user.id }, { lastSignInAt: user.lastSignInAt, ...(rehashed ? { encryptedPassword: rehashed } : {}) });
      const { sessionId, refreshToken, claims } = await this.startSession(tx, user, 'password');
      return this.sessionResponse(user, sessionId, refreshToken, claims, tx);
    });
  }

  /**
   * POST /token?grant_type=refresh_token. Each refresh token works once and is replaced. Presenting a
   * replaced one again signs the whole session out (refresh_token_already_used), except within the reuse
   * interval while its replacement is still unused: two tabs refreshing at once both get a valid token.
   */
  async refresh(body: Body): Promise<SessionResponse> {
    const token = optionalString(body, 'refresh_token');
    if (!token) throw authError.validation(Messages.authRefreshTokenMissing);
    const hash = sha256(token);
    const outcome = await this.dataSource.transaction(async (db) => {
      const rows: Array<{ session_id: string; user_id: string; revoked: boolean; within_reuse: boolean }> = await db.query(
        `SELECT session_id, user_id, revoked, updated_at > now() - make_interval(secs => $2) AS within_reuse
           FROM auth_refresh_tokens WHERE token_hash = $1 FOR UPDATE`,
        [hash, this.settings.refreshReuseInterval],
      );
      const row = rows[0];
      if (!row) return { error: new AuthApiError(400, 'refresh_token_not_found', Messages.authRefreshTokenNotFound) };
      const sessions: SessionClaims[] = await db.query(
        `SELECT aal, amr FROM auth_sessions WHERE id = $1 AND (not_after IS NULL OR not_after > now()) FOR UPDATE`,
        [row.session_id],
      );
      if (sessions.length === 0) return { error: new AuthApiError(400, 'refresh_token_not_found', Messages.authRefreshTokenNotFound) };
      if (row.revoked) {
        const activeChild: unknown[] = row.within_reuse
          ? await db.query(`SELECT 1 FROM auth_refresh_tokens WHERE parent = $1 AND session_id = $2 AND NOT revoked LIMIT 1`, [
              hash,
              row.session_id,
            ])
          : [];
        if (activeChild.length === 0) {
          await db.query(`DELETE FROM auth_sessions WHERE id = $1`, [row.session_id]);
          console.warn(`[auth] refresh token reuse detected: session ${row.session_id} of user ${row.user_id} signed out`);
          return { error: new AuthApiError(400, 'refresh_token_already_used', Messages.authRefreshTokenAlreadyUsed), ended: row.session_id };
        }
      } else {
        await db.query(`UPDATE auth_refresh_tokens SET revoked = true, updated_at = now() WHERE token_hash = $1`, [hash]);
      }
      const next = randomToken();
      await db.insert(AuthRefreshToken, { tokenHash: sha256(next), sessionId: row.session_id, userId: row.user_id, parent: hash });
      await db.query(`UPDATE auth_sessions SET updated_at = now() WHERE id = $1`, [row.session_id]);
      const user = await db.getRepository(AuthUser).findOneByOrFail({ id: row.user_id });
      return { session: await this.sessionResponse(user, row.session_id, next, { aal: sessions[0].aal, amr: sessions[0].amr }, db) };
    });
    if ('error' in outcome) {
      if (outcome.ended) await this.sessionsEnded({ sessionId: outcome.ended });
      throw outcome.error;
    }
    return outcome.session;
  }

  /** POST /logout?scope=global|local|others. */
  async logout(accessToken: string | undefined, scope: unknown): Promise<void> {
    const chosen = scope === undefined || scope === '' ? 'global' : scope;
    if (chosen !== 'global' && chosen !== 'local' && chosen !== 'others') throw authError.validation(Messages.authLogoutScopeInvalid);
    const { userId, sessionId } = await this.authenticate(accessToken);
    if (chosen === 'local') {
      await this.dataSource.query(`DELETE FROM auth_sessions WHERE id = $1`, [sessionId]);
      await this.sessionsEnded({ sessionId });
    } else if (chosen === 'others') {
      await this.dataSource.query(`DELETE FROM auth_sessions WHERE user_id = $1 AND id <> $2`, [userId, sessionId]);
      await this.sessionsEnded({ userId, exceptSessionId: sessionId });
    } else {
      await this.dataSource.query(`DELETE FROM auth_sessions WHERE user_id = $1`, [userId]);
      await this.sessionsEnded({ userId });
    }
  }

  /** GET /user. */
  async getUser(accessToken: string | undefined): Promise<UserResponse> {
    const { userId } = await this.authenticate(accessToken);
    const user = await this.dataSource.getRepository(AuthUser).findOneBy({ id: userId });
    if (!user) throw new AuthApiError(404, 'user_not_found', Messages.authUserNotFound);
    return withIdentities(await this.mfa.withFactors(userResponse(user)), this.dataSource.manager);
  }

  /**
   * PUT /user: password, e-mail, phone and user metadata. A stolen access token alone can change none of what takes
   * the account over (issue 24, finding 4; the hosted service's secure password and e-mail change):
   *
   * - A new password needs re-authentication: current_password, or the nonce GET /reauthenticate mailed to the user's
   *   address. Only a session opened by a mailed recovery link or code, within the link's hour, sets one without: the
   *   user who forgot the password proved the mailbox instead. Without either the answer is reauthentication_needed,
   *   before the new password is compared with the old (no oracle for guesses).
   * - An e-mail change needs the same re-authentication and applies only when the link or code mailed to the new
   *   address is verified (/verify, email_change).
   * - A phone change would need a code sent by SMS, and this server sends none: it is refused, for every number alike,
   *   before any look-up, so the answer never tells whether a number is taken.
   */
  async updateUser(accessToken: string | undefined, body: Body, caller: CallerInfo): Promise<UserResponse> {
    const { userId, sessionId } = await this.authenticate(accessToken);
    const newPassword = optionalString(body, 'password');
    const currentPassword = optionalString(body, 'current_password');
    const nonce = optionalString(body, 'nonce');
    const newEmail = body.email === undefined || body.email === null ? undefined : normalizeEmail(body.email);
    const newPhone = body.phone === undefined || body.phone === null ? undefined : normalizePhone(body.phone);
    const data = body.data === undefined || body.data === null ? undefined : metadataOf(body.data);
    if (data) await assertNamesAllowed(this.dataSource.manager, data, userId);
    const pkce = pkceParamsOf(body);
    if (newPassword !== undefined) checkNewPassword(newPassword, this.settings.minPasswordLength);
    const newHash = newPassword !== undefined ? await hashPassword(newPassword) : undefined;

    const updated = await this.dataSource.transaction(async (db) => {
      const user = await this.userRepoQuery(db)
        .addSelect('u.encryptedPassword')
        .where('u.id = :id', { id: userId })
        .setLock('pessimistic_write')
        .getOne();
      if (!user) throw new AuthApiError(404, 'user_not_found', Messages.authUserNotFound);
      const patch: Partial<AuthUser> = {};
      let pendingEmail: string | undefined;
      const emailChanges = newEmail !== undefined && newEmail !== user.email;
      if ((newPassword !== undefined || emailChanges || (newPhone !== undefined && newPhone !== user.phone)) && (await this.mfa.needsAal2(db, user.id, sessionId))) {
        throw new AuthApiError(401, 'insufficient_aal', Messages.authAal2RequiredForUpdate);
      }
      // current_password or the nonce, when sent, is checked once for the whole request (a wrong one always fails).
      const reauthenticated = await this.checkReauthentication(db, user, currentPassword, nonce, caller);

      if (emailChanges && !reauthenticated) {
        // A recent session is not enough: a stolen access token is usually a recent one.
        throw new AuthApiError(400, 'reauthentication_needed', Messages.authEmailChangeReauthenticationNeeded);
      }

      if (newPassword !== undefined) {
        if (!reauthenticated && !(await this.openedByRecentRecovery(db, sessionId))) {
          throw new AuthApiError(400, 'reauthentication_needed', Messages.authReauthenticationNeeded);
        }
        const unchanged = await verifyPassword(user.encryptedPassword, newPassword);
        if (unchanged && !emailChanges) throw new AuthApiError(422, 'same_password', Messages.authSamePassword);
        if (!unchanged) patch.encryptedPassword = newHash!;
        // (The same password sent beside a new e-mail only re-confirms it: the account dashboard does that.)
      }

      if (emailChanges) {
        const taken = await this.findUserByEmail(db, newEmail!);
        if (taken && taken.id !== user.id) throw new AuthApiError(422, 'email_exists', Messages.authEmailExists);
        // Even with auto-confirm (which is about sign-ups): the new address must prove it is the user's.
        await this.sendMailToken(db, user, 'email_change', newEmail!, caller.redirectTo, { pkce });
        pendingEmail = newEmail;
      }

      let pendingPhone: string | undefined;
      if (newPhone !== undefined && newPhone !== user.phone) {
        // Like an e-mail change: a stolen access token alone must not move the account's sign-in to another phone.
        if (!reauthenticated) throw new AuthApiError(400, 'reauthentication_needed', Messages.authPhoneChangeReauthenticationNeeded);
        const taken = await this.findUserByPhone(db, newPhone);
        if (taken && taken.id !== user.id) throw new AuthApiError(422, 'phone_exists', Messages.authPhoneExists);
        // The new number proves itself with a texted code (/verify, phone_change).
        await this.otp.issue(db, user, 'phone_change', newPhone);
        pendingPhone = newPhone;
      }

      if (data !== undefined) {
        const merged = { ...user.userMetaData };
        for (const [key, value] of Object.entries(data)) {
          if (value === null) delete merged[key];
          else merged[key] = value;
        }
        patch.userMetaData = merged;
      }

      if (Object.keys(patch).length > 0) {
        patch.updatedAt = new Date();
        try {
          await db.update(AuthUser, { id: user.id }, patch as QueryDeepPartialEntity<AuthUser>);
        } catch (error) {
            if (isUniqueViolation(error)) throw new AuthApiError(422, 'email_exists', Messages.authEmailExists);
          throw error;
        }
        if (patch.encryptedPassword) {
          // A new password signs every other device out, and a recovery session has used its one free change.
          await db.query(`DELETE FROM auth_sessions WHERE user_id = $1 AND id <> $2`, [user.id, sessionId]);
          await db.query(`UPDATE auth_sessions SET opened_by = 'password' WHERE id = $1`, [sessionId]);
        }
      }
      const saved = await db.getRepository(AuthUser).findOneByOrFail({ id: user.id });
      const response = await withIdentities(userResponse(saved, { newEmail: pendingEmail }), db);
      return {
        response: pendingPhone ? { ...response, new_phone: pendingPhone, phone_change_sent_at: new Date().toISOString() } : response,
        passwordChanged: Boolean(patch.encryptedPassword),
      };
    });
    if (updated.passwordChanged) await this.sessionsEnded({ userId, exceptSessionId: sessionId });
    if (updated.response.new_email) this.mailer.kick();
    return updated.response;
  }

  /**
   * True when the request proves the user is at the keyboard: current_password matches, or the nonce is the unused,
   * unexpired one mailed by /reauthenticate (consumed here). False when neither was sent; a wrong one throws.
   */
  private async checkReauthentication(
    db: EntityManager,
    user: AuthUser,
    currentPassword: string | undefined,
    nonce: string | undefined,
    caller: CallerInfo,
  ): Promise<boolean> {
    if (currentPassword !== undefined) {
      // Guessing the password here is throttled like guessing it at sign-in (the same counters).
      const account = user.email ?? `phone:${user.phone}`;
      const verdict = await this.signInThrottle.begin(account, caller.ip);
      if (!verdict.allowed) throw rateLimited(verdict.retryAfterSeconds);
      if (!(await verifyPassword(user.encryptedPassword, currentPassword))) throw authError.invalidCredentials(Messages.authCurrentPasswordIncorrect);
      await this.signInThrottle.succeeded(account, caller.ip);
      return true;
    }
    if (nonce === undefined) return false;
    const consumed: unknown[] = user.email
      ? await db.query(
          `UPDATE auth_one_time_tokens SET consumed_at = now()
            WHERE user_id = $1 AND token_type = 'reauthentication' AND token_hash = $2 AND consumed_at IS NULL
              AND created_at > now() - make_interval(secs => $3)
            RETURNING id`,
          [user.id, codeHash('reauthentication', user.email, nonce.trim()), this.settings.recoveryTtl],
        )
      : [];
    // (UPDATE ... RETURNING answers [rows, count] through TypeORM's postgres driver.)
    const rows = Array.isArray(consumed[0]) ? (consumed[0] as unknown[]) : consumed;
    if (rows.length === 0) throw new AuthApiError(400, 'reauthentication_not_valid', Messages.authReauthenticationNotValid);
    return true;
  }

  /** GET /reauthenticate: mails a one-time nonce (a 6-digit code, one hour) to the user's confirmed address. */
  async reauthenticate(accessToken: string | undefined): Promise<void> {
    const { userId } = await this.authenticate(accessToken);
    await this.dataSource.transaction(async (db) => {
      const user = await db.getRepository(AuthUser).findOneBy({ id: userId });
      if (!user) throw new AuthApiError(404, 'user_not_found', Messages.authUserNotFound);
      if (!user.email) throw new AuthApiError(422, 'validation_failed', Messages.authReauthenticationNeedsEmail);
      if (!user.emailConfirmedAt) throw new AuthApiError(400, 'email_not_confirmed', Messages.authEmailNotConfirmed);
      await db.query(`DELETE FROM auth_one_time_tokens WHERE user_id = $1 AND token_type = 'reauthentication'`, [user.id]);
      let code = '';
      for (let attempt = 0; attempt < 5 && !code; attempt++) {
        const candidate = randomCode();
        const inserted: unknown[] = await db.query(
          `INSERT INTO auth_one_time_tokens (user_id, token_type, token_hash, relates_to) VALUES ($1, 'reauthentication', $2, $3)
           ON CONFLICT (token_hash) DO NOTHING RETURNING id`,
          [user.id, codeHash('reauthentication', user.email, candidate), user.email],
        );
        if (inserted.length > 0) code = candidate;
      }
      if (!code) throw new AuthApiError(500, 'unexpected_failure', Messages.unexpected);
      const body = Messages.mailReauthenticationBody.replace('{code}', code);
      await this.mailer.queue(db, { to: user.email, subject: Messages.mailReauthenticationSubject, body }, { devNote: `code ${code}` });
    });
    this.mailer.kick();
  }

  /** True when the session was opened by a mailed recovery link or code within that link's lifetime. */
  private async openedByRecentRecovery(db: EntityManager, sessionId: string): Promise<boolean> {
    const rows: Array<{ ok: boolean }> = await db.query(
      `SELECT opened_by = 'recovery' AND created_at > now() - make_interval(secs => $2) AS ok FROM auth_sessions WHERE id = $1`,
      [sessionId, this.settings.recoveryTtl],
    );
    return rows[0]?.ok === true;
  }

  // ---------------------------------------------------------------- mailed one-time tokens

  /** POST /recover: mails a recovery link and code when the address has an account; the answer never tells. */
  async recover(body: Body, caller: CallerInfo): Promise<void> {
    const email = normalizeEmail(body.email);
    if (!email) throw authError.validation(Messages.authRecoverEmailRequired);
    const pkce = pkceParamsOf(body);
    await this.dataSource.transaction(async (db) => {
      const user = await this.findUserByEmail(db, email);
      if (user) await this.sendMailToken(db, user, 'recovery', email, caller.redirectTo, { pkce });
    });
    this.mailer.kick();
  }

  /**
   * Replaces the user's pending token of this type with a fresh link secret and 6-digit code (both stored
   * hashed), and queues the mail. The link goes through GET /auth/v1/verify and lands on `redirectTo` with
   * the session in the URL fragment, as the hosted service's links do.
   */
  private async sendMailToken(
    db: EntityManager,
    user: AuthUser,
    type: MailedTokenType,
    address: string,
    redirectTo: string | undefined,
    { silent = false, pkce }: { silent?: boolean; pkce?: PkceParams } = {},
  ) {
    await this.otp.issue(db, user, type, address, { redirectTo, silent, pkce });
  }

  /** redirect_to when it stays on our origin (or an AUTH_REDIRECT_ALLOW_LIST origin), else the public URL plus `fallbackPath`. */
  safeRedirect(raw: string | undefined, fallbackPath: string): string {
    if (raw) {
      try {
        const url = new URL(raw, this.settings.publicUrl + '/');
        if ((url.protocol === 'http:' || url.protocol === 'https:') && this.allowedRedirectOrigins.has(url.origin)) {
          url.hash = '';
          return url.toString();
        }
      } catch {
        // not a URL: fall back
      }
    }
    return this.settings.publicUrl + fallbackPath;
  }

  /**
   * POST /verify: consumes a link or code of any type (signup, email, magiclink, recovery, email_change, sms,
   * phone_change) and signs the user in (otp.ts).
   */
  async verify(body: Body): Promise<SessionResponse> {
    return this.otp.verify(body);
  }

  /** GET /settings: what the client may offer. */
  publicSettings() {
    const providers = [
      'anonymous_users',
      'apple',
      'azure',
      'bitbucket',
      'discord',
      'facebook',
      'figma',
      'fly',
      'github',
      'gitlab',
      'google',
      'keycloak',
      'kakao',
      'linkedin',
      'linkedin_oidc',
      'notion',
      'spotify',
      'slack',
      'slack_oidc',
      'twitch',
      'twitter',
      'workos',
      'zoom',
    ];
    return {
      // Phone sign-up and one-time codes are on: texts go through the outbox (phone.ts) until an SMS provider is plugged in.
      external: { ...Object.fromEntries(providers.map((p) => [p, false])), email: true, phone: true },
      disable_signup: false,
      mailer_autoconfirm: this.settings.autoConfirm,
      phone_autoconfirm: this.settings.autoConfirm,
      sms_provider: '',
      saml_enabled: false,
    };
  }

  jwks() {
    return { keys: [this.key.publicJwk] };
  }
}

function rateLimited(retryAfterSeconds: number): AuthApiError {
  return new AuthApiError(429, 'over_request_rate_limit', Messages.authRateLimited, { retryAfterSeconds });
}

/** Codes are short, so their hash binds the type and the address: a code only works for the mailbox it went to. */
export function codeHash(type: OneTimeTokenType, address: string, code: string): string {
  return sha256(`code:${type}:${address.trim().toLowerCase()}:${code}`);
}

/** For look-ups (sign-in, verify): a malformed address simply matches no account. */
function normalizeEmailLoose(raw: unknown): string | undefined {
  return typeof raw === 'string' && raw.trim() !== '' ? raw.trim().toLowerCase() : undefined;
}

function normalizePhoneLoose(raw: unknown): string | undefined {
  return typeof raw === 'string' && raw.trim() !== '' ? raw.replace(/[\s().+-]/g, '') : undefined;
}
