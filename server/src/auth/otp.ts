import type { DataSource, EntityManager, QueryDeepPartialEntity } from 'typeorm';
import { Messages } from '../core/messages';
import { insertAccount } from './accounts';
import { AuthOneTimeToken, AuthUser, type OneTimeTokenType, type SessionOpenedBy } from './auth.entities';
import { AuthApiError, authError } from './auth.errors';
import type { AuthService, CallerInfo, SessionResponse } from './auth.service';
import { codeHash, metadataOf, normalizeEmail, normalizePhone } from './auth.service';
import { syncContactIdentities, touchIdentity } from './identities';
import { queueSms } from './phone';
import { consumeAuthCode, createFlowState, issueAuthCode, PKCE_PREFIX, type PkceParams } from './pkce';
import { assertNamesAllowed, normalizeChosenUserName, normalizeDisplayName } from './profile';
import { randomCode, randomToken, sha256 } from './secrets';

type Body = Record<string, unknown>;

/** The one-time tokens this module issues: mailed ones carry a link and a code, phone ones a code. */
export type IssuedTokenType = Exclude<OneTimeTokenType, 'reauthentication'>;

/** POST /verify's types (the hosted service's), and the token types each may consume. */
export type VerifyKind = 'signup' | 'email' | 'magiclink' | 'recovery' | 'email_change' | 'sms' | 'phone_change';
const TOKEN_TYPES_OF: Record<VerifyKind, IssuedTokenType[]> = {
  signup: ['confirmation'],
  // A sign-in code is a confirmation for an account that has not proved its address yet, else a magic link.
  email: ['confirmation', 'magiclink'],
  magiclink: ['magiclink', 'confirmation'],
  recovery: ['recovery'],
  email_change: ['email_change'],
  sms: ['sms'],
  phone_change: ['phone_change'],
};
const PHONE_KINDS = new Set<VerifyKind>(['sms', 'phone_change']);

export function isVerifyKind(value: unknown): value is VerifyKind {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(TOKEN_TYPES_OF, value);
}

/** The link's `type` for a mailed token type (the verify type auth-js reports back as the redirect type). */
function linkTypeOf(type: IssuedTokenType): VerifyKind {
  return type === 'confirmation' ? 'signup' : (type as VerifyKind);
}

const OPENED_BY: Record<IssuedTokenType, SessionOpenedBy> = {
  confirmation: 'confirmation',
  recovery: 'recovery',
  email_change: 'email_change',
  magiclink: 'otp',
  sms: 'otp',
  phone_change: 'phone_change',
};

export interface IssueOptions {
  redirectTo?: string;
  /** A pretended sign-up's mail, rolled back with its savepoint: never printed. */
  silent?: boolean;
  /** The request was PKCE: the link carries pkce_ and, once followed, yields an auth code instead of a session. */
  pkce?: PkceParams;
  /** Development log: print the code beside the link (a sign-in code the user may type instead). */
  logCode?: boolean;
}

/** What verifying a link answers: a session, or (PKCE) the auth code the redirect hands to the app. */
export type VerifiedLink = { session: SessionResponse; type: VerifyKind } | { authCode: string; type: VerifyKind };

/**
 * One-time links and codes (issue 25 items 1, 2 and 4): POST /otp, /resend and /verify, and the tokens signup,
 * recovery and e-mail change mail. Codes are stored hashed and bound to the address they went to; each works once,
 * within its type's lifetime; a refusal (wrong, used or expired) is 403 otp_expired and changes nothing. No answer
 * tells whether an address or number has an account.
 */
export class OneTimeCodes {
  constructor(
    private readonly auth: AuthService,
    private readonly dataSource: DataSource,
  ) {}

  private ttlOf(type: IssuedTokenType): number {
    return type === 'confirmation' || type === 'email_change' ? this.auth.settings.confirmationTtl : this.auth.settings.recoveryTtl;
  }

  /** Inserts a fresh 6-digit code (hashed, bound to the address); retries the rare clash with another live code. */
  private async insertCode(db: EntityManager, userId: string, type: IssuedTokenType, address: string): Promise<string> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const candidate = randomCode();
      const inserted: unknown[] = await db.query(
        `INSERT INTO auth_one_time_tokens (user_id, token_type, token_hash, relates_to) VALUES ($1, $2, $3, $4)
         ON CONFLICT (token_hash) DO NOTHING RETURNING id`,
        [userId, type, codeHash(type, address, candidate), address],
      );
      if (inserted.length > 0) return candidate;
    }
    throw new AuthApiError(500, 'unexpected_failure', Messages.unexpected);
  }

  /**
   * Replaces the user's pending token of this type and sends the new one in the caller's transaction: by mail a link
   * (through GET /auth/v1/verify to `redirectTo`) and a code; to a phone (sms, phone_change) a code through the outbox.
   */
  async issue(db: EntityManager, user: AuthUser, type: IssuedTokenType, address: string, options: IssueOptions = {}): Promise<void> {
    await db.query(`DELETE FROM auth_one_time_tokens WHERE user_id = $1 AND token_type = $2`, [user.id, type]);
    if (type === 'sms' || type === 'phone_change') {
      const code = await this.insertCode(db, user.id, type, address);
      await queueSms(db, address, Messages.smsCodeBody.replace('{code}', code), { devNote: `code ${code}`, silent: options.silent });
      return;
    }
    const secret = randomToken();
    await db.query(`INSERT INTO auth_one_time_tokens (user_id, token_type, token_hash, relates_to) VALUES ($1, $2, $3, $4)`, [
      user.id,
      type,
      sha256(secret),
      address,
    ]);
    const code = await this.insertCode(db, user.id, type, address);
    if (options.pkce) await createFlowState(db, user.id, type, options.pkce);
    const redirect = this.auth.safeRedirect(options.redirectTo, type === 'recovery' ? '/reset-password' : '/');
    const token = options.pkce ? PKCE_PREFIX + secret : secret;
    const link = `${this.auth.settings.publicUrl}/auth/v1/verify?${new URLSearchParams({ token, type: linkTypeOf(type), redirect_to: redirect })}`;
    const [subject, template] =
      type === 'recovery'
        ? [Messages.mailRecoverySubject, Messages.mailRecoveryBody]
        : type === 'magiclink'
          ? [Messages.mailMagicLinkSubject, Messages.mailMagicLinkBody]
          : type === 'confirmation'
            ? [Messages.mailConfirmSubject, Messages.mailConfirmBody]
            : [Messages.mailEmailChangeSubject, Messages.mailEmailChangeBody];
    await this.auth.mailer.queue(
      db,
      { to: address, subject, body: template.replace('{link}', link).replace('{code}', code) },
      { devNote: options.logCode ? `code ${code} ${link}` : link, silent: options.silent },
    );
  }

  // ---------------------------------------------------------------- POST /otp

  /**
   * POST /otp: an e-mail gets a sign-in link and code (a confirmation for an account that has not confirmed yet), a
   * phone a code. With create_user (the default, as the hosted service) an unknown address or number gets an account
   * without a password first; without it nothing is sent to one, and the answer is the same `{}` either way.
   */
  async sendOtp(body: Body, caller: CallerInfo, pkce: PkceParams | undefined): Promise<Record<string, never>> {
    const present = (value: unknown) => value !== undefined && value !== null && value !== '';
    if (present(body.email) && present(body.phone)) throw authError.validation(Messages.authOtpEmailAndPhone);
    const email = normalizeEmail(body.email);
    const phone = email ? undefined : normalizePhone(body.phone);
    if (!email && !phone) throw authError.validation(Messages.authOtpNeedsEmailOrPhone);
    if (present(body.channel) && (email || body.channel !== 'sms')) throw authError.validation(Messages.authOtpChannelInvalid);
    if (body.create_user !== undefined && body.create_user !== null && typeof body.create_user !== 'boolean') {
      throw authError.validation('create_user must be a boolean');
    }
    const createUser = body.create_user !== false;
    const data = metadataOf(body.data);
    const userName = normalizeChosenUserName(data.user_name);
    const displayName = normalizeDisplayName(data.display_name, '') || undefined;
    await assertNamesAllowed(this.dataSource.manager, data);

    await this.dataSource.transaction(async (db) => {
      if (email) {
        let user = await this.auth.findUserByEmail(db, email);
        if (!user) {
          if (!createUser) return;
          ({ user } = await insertAccount(db, { email, passwordHash: null, userName, displayName, metadata: data, confirmed: false }));
        }
        const type: IssuedTokenType = user.emailConfirmedAt ? 'magiclink' : 'confirmation';
        await this.issue(db, user, type, email, { redirectTo: caller.redirectTo, pkce, logCode: true });
      } else {
        let user = await this.auth.findUserByPhone(db, phone!);
        if (!user) {
          if (!createUser) return;
          ({ user } = await insertAccount(db, {
            email: null,
            phone,
            passwordHash: null,
            userName,
            displayName,
            metadata: data,
            confirmed: false,
          }));
        }
        await this.issue(db, user, 'sms', phone!);
      }
    });
    this.auth.mailer.kick();
    return {};
  }

  // ---------------------------------------------------------------- POST /resend

  /**
   * POST /resend: a new signup confirmation, e-mail change, phone confirmation or phone change code, replacing the
   * pending one. Only where one is pending; the answer is `{}` either way.
   */
  async resend(body: Body, caller: CallerInfo, pkce: PkceParams | undefined): Promise<Record<string, never>> {
    const type = body.type;
    if (type !== 'signup' && type !== 'email_change' && type !== 'sms' && type !== 'phone_change') {
      throw authError.validation(Messages.authResendTypeInvalid);
    }
    const email = type === 'signup' || type === 'email_change' ? normalizeEmail(body.email) : undefined;
    const phone = type === 'sms' || type === 'phone_change' ? normalizePhone(body.phone) : undefined;
    if ((type === 'signup' || type === 'email_change') && !email) throw authError.validation(Messages.authResendNeedsEmail);
    if ((type === 'sms' || type === 'phone_change') && !phone) throw authError.validation(Messages.authResendNeedsPhone);

    await this.dataSource.transaction(async (db) => {
      if (type === 'signup') {
        const user = await this.auth.findUserByEmail(db, email!);
        if (user && !user.emailConfirmedAt) await this.issue(db, user, 'confirmation', email!, { redirectTo: caller.redirectTo, pkce });
      } else if (type === 'sms') {
        const user = await this.auth.findUserByPhone(db, phone!);
        if (user && !user.phoneConfirmedAt) await this.issue(db, user, 'sms', phone!);
      } else {
        // A pending change: the e-mail change is found by the current address, the phone change by the new number.
        const pending: Array<{ user_id: string; relates_to: string }> =
          type === 'email_change'
            ? await db.query(
                `SELECT t.user_id, t.relates_to FROM auth_one_time_tokens t JOIN auth_users u ON u.id = t.user_id
                  WHERE lower(u.email) = $1 AND t.token_type = 'email_change' AND t.consumed_at IS NULL
                    AND t.created_at > now() - make_interval(secs => $2)
                  ORDER BY t.created_at DESC LIMIT 1`,
                [email, this.ttlOf('email_change')],
              )
            : await db.query(
                `SELECT user_id, relates_to FROM auth_one_time_tokens
                  WHERE relates_to = $1 AND token_type = 'phone_change' AND consumed_at IS NULL
                    AND created_at > now() - make_interval(secs => $2)
                  ORDER BY created_at DESC LIMIT 1`,
                [phone, this.ttlOf('phone_change')],
              );
        if (pending[0]) {
          const user = await db.getRepository(AuthUser).findOneByOrFail({ id: pending[0].user_id });
          await this.issue(db, user, type, pending[0].relates_to, { redirectTo: caller.redirectTo, pkce });
        }
      }
    });
    this.auth.mailer.kick();
    return {};
  }

  // ---------------------------------------------------------------- verify

  /**
   * POST /verify: { type, token_hash } (a link's secret), { type, email, token } or { type, phone, token } (a code),
   * or { type, token } (a link's secret). Consumes the token, applies what it proves and signs the user in.
   */
  async verify(body: Body): Promise<SessionResponse> {
    const type = body.type;
    if (!isVerifyKind(type)) throw authError.validation(Messages.authVerifyTypeUnsupported);
    const tokenHash = typeof body.token_hash === 'string' && body.token_hash !== '' ? body.token_hash : undefined;
    const token = typeof body.token === 'string' && body.token !== '' ? body.token.trim() : undefined;
    if (body.token_hash !== undefined && body.token_hash !== null && typeof body.token_hash !== 'string')
      throw authError.validation('token_hash must be a string');
    if (body.token !== undefined && body.token !== null && typeof body.token !== 'string')
      throw authError.validation('token must be a string');
    const email = typeof body.email === 'string' && body.email.trim() !== '' ? body.email.trim().toLowerCase() : undefined;
    const phone = typeof body.phone === 'string' && body.phone.trim() !== '' ? body.phone.replace(/[\s().+-]/g, '') : undefined;
    let lookups: (tokenType: IssuedTokenType) => string;
    if (tokenHash) lookups = () => sha256(stripPkce(tokenHash));
    else if (!token) throw authError.validation(Messages.authVerifyTokenRequired);
    else if (PHONE_KINDS.has(type)) {
      if (!phone) throw authError.validation(Messages.authVerifyNeedsPhone);
      lookups = (tokenType) => codeHash(tokenType, phone, token);
    } else if (email) lookups = (tokenType) => codeHash(tokenType, email, token);
    else lookups = () => sha256(stripPkce(token));
    const outcome = await this.consume(type, lookups, false);
    if (!('session' in outcome)) throw new AuthApiError(403, 'otp_expired', Messages.authOtpExpired);
    return outcome.session;
  }

  /** GET /verify (a mailed link): a session, or for a PKCE link (token pkce_...) the auth code for the redirect. */
  async verifyLink(type: unknown, token: string | undefined): Promise<VerifiedLink> {
    if (!isVerifyKind(type) || PHONE_KINDS.has(type)) throw authError.validation(Messages.authVerifyTypeUnsupported);
    if (!token) throw authError.validation(Messages.authVerifyTokenRequired);
    const pkce = token.startsWith(PKCE_PREFIX);
    return this.consume(type, () => sha256(stripPkce(token)), pkce);
  }

  private async consume(kind: VerifyKind, lookupOf: (tokenType: IssuedTokenType) => string, pkce: boolean): Promise<VerifiedLink> {
    const candidates = TOKEN_TYPES_OF[kind];
    return this.dataSource.transaction(async (db) => {
      let found: AuthOneTimeToken | null = null;
      for (const tokenType of candidates) {
        found = await db
          .getRepository(AuthOneTimeToken)
          .createQueryBuilder('t')
          .where('t.tokenHash = :lookup AND t.tokenType = :tokenType AND t.consumedAt IS NULL', { lookup: lookupOf(tokenType), tokenType })
          .andWhere(`t.createdAt > now() - make_interval(secs => :ttl)`, { ttl: this.ttlOf(tokenType) })
          .setLock('pessimistic_write')
          .getOne();
        if (found) break;
      }
      if (!found) throw new AuthApiError(403, 'otp_expired', Messages.authOtpExpired);
      const tokenType = found.tokenType as IssuedTokenType;
      // The link and the code went out together: using one uses both.
      await db.query(`UPDATE auth_one_time_tokens SET consumed_at = now() WHERE user_id = $1 AND token_type = $2 AND consumed_at IS NULL`, [
        found.userId,
        tokenType,
      ]);
      const user = await db.getRepository(AuthUser).findOneBy({ id: found.userId });
      if (!user) throw new AuthApiError(403, 'otp_expired', Messages.authOtpExpired);
      const now = new Date();
      const patch: Partial<AuthUser> = { lastSignInAt: now, updatedAt: now };
      if (tokenType === 'email_change') {
        const taken = await this.auth.findUserByEmail(db, found.relatesTo);
        if (taken && taken.id !== user.id) throw new AuthApiError(422, 'email_exists', Messages.authEmailExists);
        patch.email = found.relatesTo;
        patch.emailConfirmedAt = now;
      } else if (tokenType === 'phone_change') {
        const taken = await this.auth.findUserByPhone(db, found.relatesTo);
        if (taken && taken.id !== user.id) throw new AuthApiError(422, 'phone_exists', Messages.authPhoneExists);
        patch.phone = found.relatesTo;
        patch.phoneConfirmedAt = now;
      } else if (tokenType === 'sms') {
        if (!user.phoneConfirmedAt) patch.phoneConfirmedAt = now;
      } else if (!user.emailConfirmedAt) {
        // A recovery, confirmation or sign-in link proves the mailbox.
        patch.emailConfirmedAt = now;
      }
      await db.update(AuthUser, { id: user.id }, patch as QueryDeepPartialEntity<AuthUser>);
      Object.assign(user, patch);
      await syncContactIdentities(db, user.id);
      const provider = tokenType === 'sms' || tokenType === 'phone_change' ? 'phone' : 'email';
      await touchIdentity(db, user.id, provider);
      const type = kind === 'email' || kind === 'magiclink' ? kind : linkTypeOf(tokenType);
      if (pkce) return { authCode: await issueAuthCode(db, user.id, tokenType, this.ttlOf(tokenType)), type };
      const { sessionId, refreshToken, claims } = await this.auth.startSession(db, user, OPENED_BY[tokenType]);
      return { session: await this.auth.sessionResponse(user, sessionId, refreshToken, claims, db), type };
    });
  }

  /**
   * POST /token?grant_type=pkce: the auth code and its verifier (pkce.ts consumeAuthCode) open the session the link
   * would have opened; a recovery flow's session may set a new password like a recovery link's.
   */
  async exchangeAuthCode(body: Body): Promise<SessionResponse> {
    return this.dataSource.transaction(async (db) => {
      const { userId, method } = await consumeAuthCode(db, body);
      const user = await db.getRepository(AuthUser).findOneBy({ id: userId });
      if (!user) throw new AuthApiError(404, 'flow_state_not_found', Messages.authFlowStateNotFound);
      const openedBy = OPENED_BY[method as IssuedTokenType] ?? 'otp';
      const { sessionId, refreshToken, claims } = await this.auth.startSession(db, user, openedBy);
      return this.auth.sessionResponse(user, sessionId, refreshToken, claims, db);
    });
  }
}

function stripPkce(token: string): string {
  return token.startsWith(PKCE_PREFIX) ? token.slice(PKCE_PREFIX.length) : token;
}
