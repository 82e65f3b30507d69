import crypto from 'node:crypto';
import type { Request, Router } from 'express';
import type { DataSource, EntityManager, QueryDeepPartialEntity } from 'typeorm';
import { isUniqueViolation } from '../core/errors';
import { Messages } from '../core/messages';
import { bearerToken } from '../core/request-context';
import { insertAccount } from './accounts';
import { AuthUser, type OneTimeTokenType } from './auth.entities';
import { AuthApiError } from './auth.errors';
import { codeHash, normalizeEmail, normalizePhone, userResponse, type AuthService, type UserResponse } from './auth.service';
import { syncContactIdentities } from './identities';
import { assertNamesAllowed } from './profile';
import { hashPassword } from './passwords';
import { randomCode, randomToken, sha256 } from './secrets';

type Body = Record<string, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_PER_PAGE = 1000;
const DEFAULT_PER_PAGE = 50;
const MAX_PASSWORD_LENGTH = 128;
const MIN_PASSWORD_LENGTH = 6;
/** Go's time.ParseDuration units, which is what the hosted service's ban_duration takes. */
const DURATION_UNITS_MS: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** ban_duration: 'none' lifts a ban; otherwise a Go duration ('24h', '1h30m', '876000h'). Undefined when absent. */
export function parseBanDuration(raw: unknown): { until: Date | null } | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (raw === 'none') return { until: null };
  if (typeof raw !== 'string' || !/^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/.test(raw)) {
    throw new AuthApiError(400, 'validation_failed', Messages.adminBanDurationInvalid);
  }
  let ms = 0;
  for (const [, amount, , unit] of raw.matchAll(/(\d+(\.\d+)?)(ns|us|µs|ms|s|m|h)/g)) ms += Number(amount) * DURATION_UNITS_MS[unit];
  // Past year 9999 a date is not a date any more: a ban that long is forever enough.
  const until = new Date(Math.min(Date.now() + ms, Date.UTC(9999, 0, 1)));
  return { until };
}

function objectOrUndefined(body: Body, key: string): Record<string, unknown> | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value) || Buffer.byteLength(JSON.stringify(value)) > 8 * 1024) {
    throw new AuthApiError(400, 'validation_failed', Messages.authMetadataInvalid);
  }
  return value as Record<string, unknown>;
}

function newPasswordOf(body: Body): string | undefined {
  const password = body.password;
  if (password === undefined || password === null) return undefined;
  if (typeof password !== 'string') throw new AuthApiError(400, 'validation_failed', 'password must be a string');
  if ([...password].length < MIN_PASSWORD_LENGTH) throw new AuthApiError(422, 'weak_password', Messages.authWeakPassword, { weak_password: { reasons: ['length'] } });
  if (password.length > MAX_PASSWORD_LENGTH) throw new AuthApiError(422, 'validation_failed', Messages.authPasswordTooLong);
  return password;
}

function sameSecret(given: string, expected: string): boolean {
  const a = sha256(given);
  const b = sha256(expected);
  return crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

type LinkType = 'signup' | 'invite' | 'magiclink' | 'recovery' | 'email_change_current' | 'email_change_new';
const LINK_TYPES: readonly LinkType[] = ['signup', 'invite', 'magiclink', 'recovery', 'email_change_current', 'email_change_new'];

/**
 * The operators' API under /auth/v1/admin, shaped like the hosted service's so auth-js's GoTrueAdminApi works unchanged.
 * Authorised by AUTH_SERVICE_KEY, sent as the bearer token (and `apikey`); without it configured, every call is refused.
 * Every call is written to auth_admin_audit, in the same transaction as what it changed.
 */
export class AdminApi {
  constructor(
    private readonly dataSource: DataSource,
    private readonly auth: AuthService,
    private readonly serviceKey: string | undefined,
  ) {}

  /** Throws 401 without a bearer token, 403 when it is not the service key (or none is configured). */
  authorize(authorization: string | undefined): void {
    const token = bearerToken(authorization);
    if (!token) throw new AuthApiError(401, 'no_authorization', Messages.adminKeyMissing);
    if (!this.serviceKey || !sameSecret(token, this.serviceKey)) throw new AuthApiError(403, 'not_admin', Messages.adminNotAllowed);
  }

  private async audit(db: EntityManager, action: string, ip: string, targetUserId: string | null, detail: Record<string, unknown> = {}) {
    await db.query(`INSERT INTO auth_admin_audit (action, target_user_id, detail, ip_address) VALUES ($1, $2, $3::jsonb, $4)`, [
      action,
      targetUserId,
      JSON.stringify(detail),
      ip,
    ]);
  }

  private async userById(db: EntityManager, id: string, lock = false): Promise<AuthUser> {
    if (!UUID.test(id)) throw new AuthApiError(404, 'user_not_found', Messages.authUserNotFound);
    const q = db.getRepository(AuthUser).createQueryBuilder('u').where('u.id = :id', { id });
    if (lock) q.setLock('pessimistic_write');
    const user = await q.getOne();
    if (!user) throw new AuthApiError(404, 'user_not_found', Messages.authUserNotFound);
    return user;
  }

  private async present(db: EntityManager, user: AuthUser): Promise<UserResponse> {
    const response = await this.auth.mfa.withFactors(userResponse(user), db);
    return { ...response, banned_until: user.bannedUntil ? new Date(user.bannedUntil).toISOString() : undefined };
  }

  /** GET /admin/users?page=&per_page=: one page, oldest first, with the total in X-Total-Count and Link pages. */
  async listUsers(query: Record<string, unknown>, ip: string) {
    const page = query.page === undefined || query.page === '' ? 1 : Number(query.page);
    const perPage = query.per_page === undefined || query.per_page === '' ? DEFAULT_PER_PAGE : Number(query.per_page);
    if (!Number.isInteger(page) || page < 1 || !Number.isInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE) {
      throw new AuthApiError(400, 'validation_failed', Messages.adminPageInvalid);
    }
    return this.dataSource.transaction(async (db) => {
      const [{ total }]: Array<{ total: number }> = await db.query(`SELECT count(*)::int AS total FROM auth_users`);
      const users = await db
        .getRepository(AuthUser)
        .createQueryBuilder('u')
        .orderBy('u.createdAt', 'ASC')
        .addOrderBy('u.id', 'ASC')
        .offset((page - 1) * perPage)
        .limit(perPage)
        .getMany();
      // One statement for every listed user's factors.
      const factorRows: Array<{ user_id: string; id: string; friendly_name: string | null; factor_type: string; status: string; created_at: Date; updated_at: Date }> =
        users.length > 0
          ? await db.query(`SELECT * FROM auth_mfa_factors WHERE user_id = ANY($1::uuid[]) ORDER BY created_at, id`, [users.map((u) => u.id)])
          : [];
      await this.audit(db, 'user_list', ip, null, { page, per_page: perPage });
      const listed = users.map((user) => {
        const factors = factorRows
          .filter((f) => f.user_id === user.id)
          .map((f) => ({
            id: f.id,
            friendly_name: f.friendly_name ?? undefined,
            factor_type: f.factor_type,
            status: f.status,
            created_at: new Date(f.created_at).toISOString(),
            updated_at: new Date(f.updated_at).toISOString(),
          }));
        return {
          ...userResponse(user),
          ...(factors.length > 0 ? { factors } : {}),
          banned_until: user.bannedUntil ? new Date(user.bannedUntil).toISOString() : undefined,
        };
      });
      const lastPage = Math.max(1, Math.ceil(total / perPage));
      const link = (p: number, rel: string) => `</admin/users?page=${p}&per_page=${perPage}>; rel="${rel}"`;
      const links = [...(page < lastPage ? [link(page + 1, 'next')] : []), link(lastPage, 'last')];
      return { body: { users: listed, aud: 'authenticated' }, total, link: links.join(', ') };
    });
  }

  /** GET /admin/users/{id}. */
  async getUser(id: string, ip: string): Promise<UserResponse> {
    return this.dataSource.transaction(async (db) => {
      const user = await this.userById(db, id);
      await this.audit(db, 'user_read', ip, user.id);
      return this.present(db, user);
    });
  }

  /** POST /admin/users: an account with its profile; confirmed when email_confirm / phone_confirm say so. */
  async createUser(body: Body, ip: string): Promise<UserResponse> {
    const email = normalizeEmail(body.email);
    const phone = normalizePhone(body.phone);
    if (!email && !phone) throw new AuthApiError(400, 'validation_failed', Messages.authOtpNeedsEmailOrPhone);
    const password = newPasswordOf(body);
    const userMetadata = objectOrUndefined(body, 'user_metadata') ?? {};
    const appMetadata = objectOrUndefined(body, 'app_metadata');
    const ban = parseBanDuration(body.ban_duration);
    // The names an operator sets go through the same screen as a sign-up's (400 naming the field, nothing created).
    await assertNamesAllowed(this.dataSource.manager, userMetadata);
    const passwordHash = password !== undefined ? await hashPassword(password) : null;
    try {
      return await this.dataSource.transaction(async (db) => {
        const taken: Array<{ email: string | null }> = await db.query(
          `SELECT email FROM auth_users WHERE ($1::text IS NOT NULL AND lower(email) = $1) OR ($2::text IS NOT NULL AND phone = $2) LIMIT 1`,
          [email ?? null, phone ?? null],
        );
        if (taken[0]) {
          throw email && taken[0].email?.toLowerCase() === email
            ? new AuthApiError(422, 'email_exists', Messages.authEmailExists)
            : new AuthApiError(422, 'phone_exists', Messages.authPhoneExists);
        }
        const { user } = await insertAccount(db, {
          email: email ?? null,
          phone: phone ?? null,
          passwordHash,
          userNameFrom: email ?? `player${phone ?? ''}`,
          metadata: userMetadata,
          confirmed: false,
        });
        const now = new Date();
        const patch: Partial<AuthUser> = {};
        if (email && body.email_confirm === true) patch.emailConfirmedAt = now;
        if (phone && body.phone_confirm === true) patch.phoneConfirmedAt = now;
        if (appMetadata) patch.appMetaData = appMetadata;
        if (ban) patch.bannedUntil = ban.until;
        if (Object.keys(patch).length > 0) await db.getRepository(AuthUser).update({ id: user.id }, patch as QueryDeepPartialEntity<AuthUser>);
        await syncContactIdentities(db, user.id);
        await this.audit(db, 'user_created', ip, user.id, { email: email ?? null, phone: phone ?? null });
        return this.present(db, await this.userById(db, user.id));
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AuthApiError(422, 'email_exists', Messages.authEmailExists);
      throw error;
    }
  }

  /** PUT /admin/users/{id}: e-mail, phone, password, confirmations, metadata and bans (ban_duration; 'none' lifts it). */
  async updateUser(id: string, body: Body, ip: string): Promise<UserResponse> {
    const email = body.email === undefined || body.email === null ? undefined : normalizeEmail(body.email);
    const phone = body.phone === undefined || body.phone === null ? undefined : normalizePhone(body.phone);
    const password = newPasswordOf(body);
    const userMetadata = objectOrUndefined(body, 'user_metadata');
    const appMetadata = objectOrUndefined(body, 'app_metadata');
    const ban = parseBanDuration(body.ban_duration);
    // A rename by an operator is screened like the user's own (PUT /user): refused naming the field, nothing changed.
    if (userMetadata) await assertNamesAllowed(this.dataSource.manager, userMetadata, id);
    const passwordHash = password !== undefined ? await hashPassword(password) : undefined;
    const outcome = await this.dataSource
      .transaction(async (db) => {
        const user = await this.userById(db, id, true);
        const now = new Date();
        const patch: Partial<AuthUser> & { encryptedPassword?: string } = {};
        if (email !== undefined && email !== user.email) Object.assign(patch, { email, emailConfirmedAt: body.email_confirm === true ? now : null });
        else if (body.email_confirm === true && user.email && !user.emailConfirmedAt) patch.emailConfirmedAt = now;
        if (phone !== undefined && phone !== user.phone) Object.assign(patch, { phone, phoneConfirmedAt: body.phone_confirm === true ? now : null });
        else if (body.phone_confirm === true && user.phone && !user.phoneConfirmedAt) patch.phoneConfirmedAt = now;
        if (passwordHash) patch.encryptedPassword = passwordHash;
        if (userMetadata) patch.userMetaData = { ...user.userMetaData, ...userMetadata };
        if (appMetadata) patch.appMetaData = { ...user.appMetaData, ...appMetadata };
        if (ban) patch.bannedUntil = ban.until;
        if (Object.keys(patch).length > 0) {
          patch.updatedAt = now;
          await db.getRepository(AuthUser).update({ id: user.id }, patch as QueryDeepPartialEntity<AuthUser>);
        }
        if (patch.email !== undefined || patch.phone !== undefined || patch.emailConfirmedAt || patch.phoneConfirmedAt) await syncContactIdentities(db, user.id);
        // A ban signs the account out everywhere at once; so does a password an operator set.
        const signOut = Boolean(ban?.until) || Boolean(passwordHash);
        if (signOut) await db.query(`DELETE FROM auth_sessions WHERE user_id = $1`, [user.id]);
        const changed = Object.keys(patch).filter((key) => key !== 'updatedAt' && key !== 'encryptedPassword');
        await this.audit(db, ban?.until ? 'user_banned' : 'user_modified', ip, user.id, {
          fields: passwordHash ? [...changed, 'password'] : changed,
          ...(ban ? { banned_until: ban.until ? ban.until.toISOString() : null } : {}),
        });
        return { user: await this.present(db, await this.userById(db, user.id)), signOut };
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new AuthApiError(422, 'email_exists', Messages.authEmailExists);
        throw error;
      });
    if (outcome.signOut) await this.auth.sessionsEnded({ userId: id });
    return outcome.user;
  }

  /**
   * DELETE /admin/users/{id}: the account and its profile. An account with history that other rows keep (matches,
   * teams) cannot go: 409, nothing changed; should_soft_delete instead strips its ways to sign in (e-mail, phone,
   * password, identities, factors) and keeps the profile.
   */
  async deleteUser(id: string, body: Body, ip: string): Promise<UserResponse> {
    const soft = body.should_soft_delete === true;
    const outcome = await this.dataSource.transaction(async (db) => {
      const user = await this.userById(db, id, true);
      const answer = await this.present(db, user);
      if (soft) {
        await db.query(
          `UPDATE auth_users SET email = NULL, phone = NULL, encrypted_password = NULL, email_confirmed_at = NULL, phone_confirmed_at = NULL,
                  banned_until = '9999-01-01', updated_at = now() WHERE id = $1`,
          [user.id],
        );
        await db.query(`DELETE FROM auth_identities WHERE user_id = $1`, [user.id]);
        await db.query(`DELETE FROM auth_mfa_factors WHERE user_id = $1`, [user.id]);
        await db.query(`DELETE FROM auth_sessions WHERE user_id = $1`, [user.id]);
      } else {
        await db.query('SAVEPOINT admin_delete_user');
        try {
          await db.query(`DELETE FROM auth_users WHERE id = $1`, [user.id]);
        } catch (error) {
          await db.query('ROLLBACK TO SAVEPOINT admin_delete_user');
          if ((error as { code?: string }).code === '23503') throw new AuthApiError(409, 'conflict', Messages.adminUserHasHistory);
          throw error;
        }
      }
      await this.audit(db, soft ? 'user_soft_deleted' : 'user_deleted', ip, user.id, { email: user.email, phone: user.phone });
      return answer;
    });
    await this.auth.sessionsEnded({ userId: id });
    return outcome;
  }

  /** GET /admin/users/{id}/factors: the user's two-factor factors (the hosted service's factor objects). */
  async listFactors(id: string, ip: string) {
    return this.dataSource.transaction(async (db) => {
      const user = await this.userById(db, id);
      await this.audit(db, 'factors_read', ip, user.id);
      const answer = await this.auth.mfa.withFactors(userResponse(user), db);
      return (answer.factors as unknown[] | undefined) ?? [];
    });
  }

  /**
   * DELETE /admin/users/{id}/factors/{factorId}: removes a factor for a user who lost it (a phone gone, an app wiped).
   * With no verified factor left, the user's sessions count as aal1 again.
   */
  async deleteFactor(id: string, factorId: string, ip: string) {
    return this.dataSource.transaction(async (db) => {
      const user = await this.userById(db, id, true);
      const deleted: Array<{ id: string; factor_type: string; status: string }> = UUID.test(factorId)
        ? await db.query(`DELETE FROM auth_mfa_factors WHERE id = $1 AND user_id = $2 RETURNING id, factor_type, status`, [factorId, user.id])
        : [];
      const factor = (Array.isArray(deleted[0]) ? deleted[0][0] : deleted[0]) as { id: string; factor_type: string; status: string } | undefined;
      if (!factor) throw new AuthApiError(404, 'mfa_factor_not_found', Messages.mfaFactorNotFound);
      const left: unknown[] = await db.query(`SELECT 1 FROM auth_mfa_factors WHERE user_id = $1 AND status = 'verified' LIMIT 1`, [user.id]);
      if (left.length === 0) await db.query(`UPDATE auth_sessions SET aal = 'aal1' WHERE user_id = $1 AND aal = 'aal2'`, [user.id]);
      await this.audit(db, 'factor_deleted', ip, user.id, { factor_id: factor.id, factor_type: factor.factor_type });
      return { id: factor.id };
    });
  }

  /**
   * POST /admin/generate_link: the link and code a mail would carry, for the operator to deliver (nothing is mailed).
   * signup and invite create the (unconfirmed) account; the others need one.
   */
  async generateLink(body: Body, ip: string, redirectTo: string | undefined) {
    const type = body.type as LinkType;
    if (!LINK_TYPES.includes(type)) throw new AuthApiError(400, 'validation_failed', Messages.adminLinkTypeInvalid);
    const email = normalizeEmail(body.email);
    if (!email) throw new AuthApiError(400, 'validation_failed', Messages.authResendNeedsEmail);
    const newEmail = type.startsWith('email_change') ? normalizeEmail(body.new_email) : undefined;
    if (type.startsWith('email_change') && !newEmail) throw new AuthApiError(400, 'validation_failed', Messages.authInvalidEmail);
    const password = type === 'signup' ? newPasswordOf(body) : undefined;
    if (type === 'signup' && password === undefined) throw new AuthApiError(422, 'weak_password', Messages.authWeakPassword, { weak_password: { reasons: ['length'] } });
    const passwordHash = password !== undefined ? await hashPassword(password) : null;
    const data = objectOrUndefined(body, 'data') ?? {};
    const target = this.auth.safeRedirect(redirectTo ?? (typeof body.redirect_to === 'string' ? body.redirect_to : undefined), type === 'recovery' ? '/reset-password' : '/');

    return this.dataSource.transaction(async (db) => {
      let user = await db.getRepository(AuthUser).createQueryBuilder('u').where('lower(u.email) = :email', { email }).setLock('pessimistic_write').getOne();
      if (type === 'signup' || type === 'invite') {
        if (user) throw new AuthApiError(422, 'email_exists', Messages.authEmailExists);
        ({ user } = await insertAccount(db, { email, passwordHash, metadata: data, confirmed: false }));
        await syncContactIdentities(db, user.id);
      } else if (!user) {
        throw new AuthApiError(404, 'user_not_found', Messages.authUserNotFound);
      }
      if (newEmail) {
        const taken: unknown[] = await db.query(`SELECT 1 FROM auth_users WHERE lower(email) = $1 AND id <> $2`, [newEmail, user.id]);
        if (taken.length > 0) throw new AuthApiError(422, 'email_exists', Messages.authEmailExists);
      }
      const tokenType: OneTimeTokenType =
        type === 'recovery' ? 'recovery' : type === 'magiclink' ? 'magiclink' : newEmail ? 'email_change' : 'confirmation';
      const verificationType = type === 'invite' ? 'signup' : newEmail ? 'email_change' : type;
      const address = newEmail ?? email;
      await db.query(`DELETE FROM auth_one_time_tokens WHERE user_id = $1 AND token_type = $2`, [user.id, tokenType]);
      const secret = randomToken();
      await db.query(`INSERT INTO auth_one_time_tokens (user_id, token_type, token_hash, relates_to) VALUES ($1, $2, $3, $4)`, [
        user.id,
        tokenType,
        sha256(secret),
        address,
      ]);
      let code = '';
      for (let attempt = 0; attempt < 5 && !code; attempt++) {
        const candidate = randomCode();
        const inserted: unknown[] = await db.query(
          `INSERT INTO auth_one_time_tokens (user_id, token_type, token_hash, relates_to) VALUES ($1, $2, $3, $4)
           ON CONFLICT (token_hash) DO NOTHING RETURNING id`,
          [user.id, tokenType, codeHash(tokenType, address, candidate), address],
        );
        if (inserted.length > 0) code = candidate;
      }
      if (!code) throw new AuthApiError(500, 'unexpected_failure', Messages.unexpected);
      const actionLink = `${this.auth.settings.publicUrl}/auth/v1/verify?${new URLSearchParams({ token: secret, type: verificationType, redirect_to: target })}`;
      await this.audit(db, 'generate_link', ip, user.id, { type });
      return {
        ...(await this.present(db, await this.userById(db, user.id))),
        action_link: actionLink,
        email_otp: code,
        hashed_token: secret,
        redirect_to: target,
        verification_type: verificationType,
      };
    });
  }

  /**
   * PUT/DELETE /admin/users/{id}/site_moderator (a Clutch extension): grants or revokes the site moderator role
   * (issue 29), audited like every admin change. The moderator CLI does the same by e-mail.
   */
  async setSiteModerator(id: string, on: boolean, ip: string): Promise<{ user_id: string; site_moderator: boolean }> {
    // Loaded on use: the moderation domain imports this one's index (a site ban is an auth suspension).
    const { siteModerators } = await import('../moderation');
    return this.dataSource.transaction(async (db) => {
      const user = await this.userById(db, id, true);
      if (on) await siteModerators.grantUser(db, user.id, 'admin-api');
      else await siteModerators.revokeUser(db, user.id);
      await this.audit(db, on ? 'site_moderator_granted' : 'site_moderator_revoked', ip, user.id);
      return { user_id: user.id, site_moderator: on };
    });
  }
}

/** The /admin routes (mounted by authRouter); each checks the service key first. */
export function registerAdminRoutes(router: Router, auth: AuthService, ipOf: (req: Request) => string) {
  const body = (value: unknown): Body => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Body) : {});
  router.use('/admin', (req, _res, next) => {
    auth.admin.authorize(req.headers.authorization);
    next();
  });
  router.get('/admin/users', async (req, res) => {
    const { body: page, total, link } = await auth.admin.listUsers(req.query, ipOf(req));
    res.set('X-Total-Count', String(total)).set('Link', link).json(page);
  });
  router.post('/admin/users', async (req, res) => {
    res.json(await auth.admin.createUser(body(req.body), ipOf(req)));
  });
  router.get('/admin/users/:userId', async (req, res) => {
    res.json(await auth.admin.getUser(req.params.userId, ipOf(req)));
  });
  router.put('/admin/users/:userId', async (req, res) => {
    res.json(await auth.admin.updateUser(req.params.userId, body(req.body), ipOf(req)));
  });
  router.delete('/admin/users/:userId', async (req, res) => {
    res.json(await auth.admin.deleteUser(req.params.userId, body(req.body), ipOf(req)));
  });
  router.get('/admin/users/:userId/factors', async (req, res) => {
    res.json(await auth.admin.listFactors(req.params.userId, ipOf(req)));
  });
  router.delete('/admin/users/:userId/factors/:factorId', async (req, res) => {
    res.json(await auth.admin.deleteFactor(req.params.userId, req.params.factorId, ipOf(req)));
  });
  router.put('/admin/users/:userId/site_moderator', async (req, res) => {
    res.json(await auth.admin.setSiteModerator(req.params.userId, true, ipOf(req)));
  });
  router.delete('/admin/users/:userId/site_moderator', async (req, res) => {
    res.json(await auth.admin.setSiteModerator(req.params.userId, false, ipOf(req)));
  });
  router.post('/admin/generate_link', async (req, res) => {
    const redirectTo = typeof req.query.redirect_to === 'string' ? req.query.redirect_to : undefined;
    res.json(await auth.admin.generateLink(body(req.body), ipOf(req), redirectTo));
  });
}
