import { createHash, randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { API_SCOPES, API_TOKEN_PREFIX, isApiToken, type ApiScope } from '../core/api-access';
import type { RequestContext, Viewer } from '../core/context';
import { AppError, ErrorCode } from '../core/errors';
import { isUuid } from '../core/ids';
import { isoInstant } from '../core/input';
import { Messages } from '../core/messages';
import { requireViewer } from '../core/viewer';
import { SESSIONS_ENDED_TOPIC, type EndedSessions } from '../auth';

/** A token as its owner sees it in lists: never its secret. */
export interface ApiTokenModel {
  id: string;
  userId: string;
  name: string;
  prefix: string;
  scopes: ApiScope[];
  expiresAt: Date;
  createdAt: Date;
  lastUsedAt: Date | null;
}

interface ApiTokenRow {
  id: string;
  user_id: string;
  name: string;
  token_prefix: string;
  scopes: string[];
  expires_at: Date;
  created_at: Date;
  last_used_at: Date | null;
}

const NAME_MAX = 60;
const TOKENS_PER_USER = 50;
const MAX_LIFETIME_MS = 366 * 24 * 3600_000;
/** How many characters of the token lists show: the prefix and 4 of the secret's, too few to guess the rest. */
const SHOWN_CHARACTERS = API_TOKEN_PREFIX.length + 4;
/** Last use is written at most this often per token: a busy bot costs one UPDATE a minute, not one per request. */
const LAST_USE_RESOLUTION_MS = 60_000;

const COLUMNS = 'id, user_id, name, token_prefix, scopes, expires_at, created_at, last_used_at';

function toModel(row: ApiTokenRow): ApiTokenModel {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    prefix: row.token_prefix,
    scopes: row.scopes as ApiScope[],
    expiresAt: new Date(row.expires_at),
    createdAt: new Date(row.created_at),
    lastUsedAt: row.last_used_at ? new Date(row.last_used_at) : null,
  };
}

/** A token's viewer carries this as its session id: the WebSocket door closes its sockets when it is revoked. */
const apiTokenSessionId = (tokenId: string) => `api-token:${tokenId}`;

/** The stored form of a token: SHA-256 of the whole string (its 32 random bytes make a slow hash needless). */
export function hashApiToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function tokenName(raw: unknown): string {
  const name = typeof raw === 'string' ? raw.trim().replace(/\s+/g, ' ') : '';
  if (!name) throw AppError.badInput(Messages.apiTokenNameRequired, { name: Messages.apiTokenNameRequired });
  if (name.length > NAME_MAX) throw AppError.badInput(Messages.apiTokenNameTooLong, { name: Messages.apiTokenNameTooLong });
  return name;
}

function tokenScopes(raw: unknown): ApiScope[] {
  if (!Array.isArray(raw) || raw.length === 0)
    throw AppError.badInput(Messages.apiTokenScopesRequired, { scopes: Messages.apiTokenScopesRequired });
  for (const scope of raw) {
    if (typeof scope !== 'string' || !(API_SCOPES as readonly string[]).includes(scope)) {
      const message = Messages.apiTokenScopeUnknown.replace('{scope}', String(scope).slice(0, 40));
      throw AppError.badInput(message, { scopes: message });
    }
  }
  // In the catalogue's order, once each.
  return API_SCOPES.filter((scope) => raw.includes(scope));
}

function tokenExpiry(raw: unknown, now: number): Date {
  if (raw === undefined || raw === null || raw === '')
    throw AppError.badInput(Messages.apiTokenExpiryRequired, { expires_at: Messages.apiTokenExpiryRequired });
  const at = isoInstant(raw);
  if (!at) throw AppError.badInput(Messages.apiTokenExpiryRequired, { expires_at: Messages.apiTokenExpiryRequired });
  if (at.getTime() <= now) throw AppError.badInput(Messages.apiTokenExpiryPast, { expires_at: Messages.apiTokenExpiryPast });
  if (at.getTime() > now + MAX_LIFETIME_MS)
    throw AppError.badInput(Messages.apiTokenExpiryTooFar, { expires_at: Messages.apiTokenExpiryTooFar });
  return at;
}

/**
 * Tokens may only be managed from a signed-in session: a token that could mint tokens (or revoke its siblings) would
 * outlive its own scopes and expiry.
 */
function requireSession(ctx: RequestContext): Viewer {
  const viewer = requireViewer(ctx);
  if (viewer.scopes) throw AppError.forbidden(Messages.apiTokenSessionOnly);
  return viewer;
}

export const apiTokensService = {
  /** Creates a token for the signed-in user; the only answer that carries its secret. */
  async create(
    ctx: RequestContext,
    input: { name: unknown; scopes: unknown; expiresAt: unknown },
  ): Promise<{ token: string; apiToken: ApiTokenModel }> {
    const viewer = requireSession(ctx);
    const name = tokenName(input.name);
    const scopes = tokenScopes(input.scopes);
    const expiresAt = tokenExpiry(input.expiresAt, Date.now());
    const token = API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
    // One statement: the per-user cap and the insert cannot be raced apart into a 51st token.
    const rows: ApiTokenRow[] = await ctx.db.query(
      `INSERT INTO api_tokens (user_id, name, token_prefix, token_hash, scopes, expires_at)
       SELECT $1, $2, $3, $4, $5::text[], $6
        WHERE (SELECT count(*) FROM api_tokens WHERE user_id = $1 AND revoked_at IS NULL) < $7
       RETURNING ${COLUMNS}`,
      [viewer.userId, name, token.slice(0, SHOWN_CHARACTERS), hashApiToken(token), scopes, expiresAt, TOKENS_PER_USER],
    );
    if (rows.length === 0) throw AppError.conflict(Messages.apiTokenLimit);
    return { token, apiToken: toModel(rows[0]) };
  },

  /** A user's tokens that are not revoked, newest first; only that user may list them. */
  async list(ctx: RequestContext, userId: unknown): Promise<ApiTokenModel[]> {
    const viewer = requireViewer(ctx);
    if (!isUuid(userId)) throw AppError.badInput(Messages.invalidId, { userId: Messages.invalidId });
    if (userId.toLowerCase() !== viewer.userId.toLowerCase()) throw AppError.forbidden();
    const rows: ApiTokenRow[] = await ctx.db.query(
      `SELECT ${COLUMNS} FROM api_tokens WHERE user_id = $1 AND revoked_at IS NULL ORDER BY created_at DESC, id`,
      [viewer.userId],
    );
    return rows.map(toModel);
  },

  /** Revokes one of the viewer's tokens; someone else's token is NOT_FOUND, as if it did not exist. */
  async revoke(ctx: RequestContext, tokenId: unknown): Promise<ApiTokenModel> {
    const viewer = requireSession(ctx);
    if (!isUuid(tokenId)) throw AppError.badInput(Messages.invalidId, { token_id: Messages.invalidId });
    const [rows]: [ApiTokenRow[], number] = await ctx.db.query(
      `UPDATE api_tokens SET revoked_at = now() WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL RETURNING ${COLUMNS}`,
      [tokenId.toLowerCase(), viewer.userId],
    );
    if (rows.length === 0) throw new AppError(ErrorCode.NOT_FOUND, Messages.apiTokenNotFound);
    // Live sockets signed in with it close now, in every process (as a signed-out session's do).
    const ended: EndedSessions = { sessionId: apiTokenSessionId(tokenId.toLowerCase()) };
    await ctx.app.events
      .publish(SESSIONS_ENDED_TOPIC, ended)
      .catch((error: unknown) => console.warn('[api-tokens] could not announce a revocation:', (error as Error).message));
    return toModel(rows[0]);
  },
};

/**
 * Turns a `clutch_pat_…` bearer token into its user's viewer, with the token's scopes; null when it is unknown,
 * revoked or expired (the doors answer 401). Revocation is immediate: every request reads the row (one indexed lookup).
 * Last use is written after the answer, at most once a minute per token and process.
 */
export function createApiTokenResolver(dataSource: DataSource, now: () => number = Date.now) {
  const lastWritten = new Map<string, number>();
  return async (token: string): Promise<Viewer | null> => {
    if (!isApiToken(token) || token.length > 200) return null;
    const rows: Array<{ id: string; user_id: string; email: string | null; scopes: string[]; last_used_at: Date | null }> =
      await dataSource.query(
        `SELECT t.id, t.user_id, u.email, t.scopes, t.last_used_at
         FROM api_tokens t JOIN auth_users u ON u.id = t.user_id
        WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND t.expires_at > now()`,
        [hashApiToken(token)],
      );
    const row = rows[0];
    if (!row) return null;
    const at = now();
    const last = Math.max(lastWritten.get(row.id) ?? 0, row.last_used_at ? new Date(row.last_used_at).getTime() : 0);
    if (at - last >= LAST_USE_RESOLUTION_MS) {
      lastWritten.set(row.id, at);
      if (lastWritten.size > 10_000) lastWritten.clear();
      // Not awaited: the request never waits for this bookkeeping, and a failed write only loses a timestamp.
      void dataSource.query(`UPDATE api_tokens SET last_used_at = now() WHERE id = $1`, [row.id]).catch((error: unknown) => {
        console.warn('[api-tokens] could not record last use:', (error as Error).message);
      });
    }
    return { userId: row.user_id, email: row.email, sessionId: apiTokenSessionId(row.id), scopes: row.scopes as ApiScope[] };
  };
}
