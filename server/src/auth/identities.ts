import type { DataSource, EntityManager } from 'typeorm';
import { Messages } from '../core/messages';
import { AuthApiError } from './auth.errors';

/** The ways to sign in an account can have, named like the hosted service's providers. */
export type IdentityProvider = 'email' | 'phone' | 'web3:solana';

export interface Identity {
  identityId: string;
  userId: string;
  provider: IdentityProvider;
  providerId: string;
  identityData: Record<string, unknown>;
  lastSignInAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

interface IdentityRow {
  id: string;
  user_id: string;
  provider: IdentityProvider;
  provider_id: string;
  identity_data: Record<string, unknown>;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = 'id, user_id, provider, provider_id, identity_data, last_sign_in_at, created_at, updated_at';

function toIdentity(row: IdentityRow): Identity {
  return {
    identityId: row.id,
    userId: row.user_id,
    provider: row.provider,
    providerId: row.provider_id,
    identityData: row.identity_data ?? {},
    lastSignInAt: row.last_sign_in_at ? new Date(row.last_sign_in_at) : null,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

/** (UPDATE/INSERT ... RETURNING answers [rows, count] through TypeORM's postgres driver.) */
function returned<T>(result: unknown[]): T[] {
  return (Array.isArray(result[0]) ? result[0] : result) as T[];
}

/**
 * Links a sign-in identity to the account in the caller's transaction, or refreshes it when the account already has
 * it (its data merged in, its last sign-in now). An identity another account holds is refused (422
 * identity_already_exists) and nothing changes. For `email` and `phone` the provider_id is the user's id (as the
 * hosted service does); for a wallet it is the address (helper "mfa"'s web3 grant).
 */
export async function linkIdentity(
  db: EntityManager,
  userId: string,
  provider: IdentityProvider,
  providerId: string,
  data: Record<string, unknown>,
): Promise<Identity> {
  const rows = returned<IdentityRow>(
    await db.query(
      `INSERT INTO auth_identities (user_id, provider, provider_id, identity_data, last_sign_in_at)
       VALUES ($1, $2, $3, $4::jsonb, now())
       ON CONFLICT (provider, provider_id) DO UPDATE
         SET identity_data = auth_identities.identity_data || EXCLUDED.identity_data, last_sign_in_at = now(), updated_at = now()
         WHERE auth_identities.user_id = EXCLUDED.user_id
       RETURNING ${COLUMNS}`,
      [userId, provider, providerId, JSON.stringify({ sub: userId, ...data })],
    ),
  );
  if (rows.length === 0) throw new AuthApiError(422, 'identity_already_exists', Messages.authIdentityAlreadyExists);
  return toIdentity(rows[0]);
}

/** The account that holds this identity (e.g. a wallet address), or null. */
export async function findIdentity(db: EntityManager, provider: IdentityProvider, providerId: string): Promise<Identity | null> {
  const rows: IdentityRow[] = await db.query(`SELECT ${COLUMNS} FROM auth_identities WHERE provider = $1 AND provider_id = $2`, [
    provider,
    providerId,
  ]);
  return rows[0] ? toIdentity(rows[0]) : null;
}

/** The account's identities, oldest first (one statement). */
export async function identitiesOf(db: EntityManager, userId: string): Promise<Identity[]> {
  const rows: IdentityRow[] = await db.query(`SELECT ${COLUMNS} FROM auth_identities WHERE user_id = $1 ORDER BY created_at, provider`, [
    userId,
  ]);
  return rows.map(toIdentity);
}

/**
 * Keeps the account's e-mail and phone identities in step with its row (after a sign-up, a confirmation, an e-mail or
 * phone change): one statement. The address and whether it is verified are written into identity_data.
 */
export async function syncContactIdentities(db: EntityManager, userId: string): Promise<void> {
  await db.query(
    `INSERT INTO auth_identities (user_id, provider, provider_id, identity_data)
     SELECT u.id, c.provider, u.id::text, c.data
       FROM auth_users u
       CROSS JOIN LATERAL (VALUES
         ('email', u.email, jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', u.email_confirmed_at IS NOT NULL,
                                               'phone_verified', false)),
         ('phone', u.phone, jsonb_build_object('sub', u.id::text, 'phone', u.phone, 'email_verified', false,
                                               'phone_verified', u.phone_confirmed_at IS NOT NULL))
       ) AS c (provider, address, data)
      WHERE u.id = $1 AND c.address IS NOT NULL
     ON CONFLICT (provider, provider_id) DO UPDATE
       SET identity_data = auth_identities.identity_data || EXCLUDED.identity_data, updated_at = now()
       WHERE auth_identities.identity_data IS DISTINCT FROM auth_identities.identity_data || EXCLUDED.identity_data`,
    [userId],
  );
}

/** Marks the identity used for a sign-in (its last_sign_in_at). */
export async function touchIdentity(db: EntityManager, userId: string, provider: IdentityProvider): Promise<void> {
  await db.query(`UPDATE auth_identities SET last_sign_in_at = now() WHERE user_id = $1 AND provider = $2`, [userId, provider]);
}

/** The hosted service's identity object (GET /user/identities, the user's `identities`). */
export function identityResponse(identity: Identity) {
  const iso = (date: Date | null) => (date ? date.toISOString() : undefined);
  const data = identity.identityData;
  return {
    identity_id: identity.identityId,
    id: identity.providerId,
    user_id: identity.userId,
    identity_data: data,
    provider: identity.provider,
    last_sign_in_at: iso(identity.lastSignInAt),
    created_at: iso(identity.createdAt),
    updated_at: iso(identity.updatedAt),
    email: typeof data.email === 'string' ? data.email : undefined,
  };
}

/**
 * DELETE /user/identities/{id}: unlinks one of the account's identities, never its last (422
 * single_identity_not_deletable). Unlinking the e-mail or phone identity removes that address from the account, as
 * the hosted service does. Runs in the caller's transaction; the account row is locked so two unlinks cannot race
 * each other down to none.
 */
export async function unlinkIdentity(db: EntityManager, userId: string, identityId: string): Promise<void> {
  await db.query(`SELECT 1 FROM auth_users WHERE id = $1 FOR UPDATE`, [userId]);
  const identities = await identitiesOf(db, userId);
  const target = identities.find((identity) => identity.identityId === identityId);
  if (!target) throw new AuthApiError(422, 'identity_not_found', Messages.authIdentityNotFound);
  if (identities.length <= 1) throw new AuthApiError(422, 'single_identity_not_deletable', Messages.authSingleIdentityNotDeletable);
  await db.query(`DELETE FROM auth_identities WHERE id = $1`, [identityId]);
  if (target.provider === 'email') {
    await db.query(`UPDATE auth_users SET email = NULL, email_confirmed_at = NULL, updated_at = now() WHERE id = $1`, [userId]);
  } else if (target.provider === 'phone') {
    await db.query(`UPDATE auth_users SET phone = NULL, phone_confirmed_at = NULL, updated_at = now() WHERE id = $1`, [userId]);
  }
}

/** The user object with its `identities` read from the table (one statement), as GET /user and sessions answer it. */
export async function withIdentities<T extends { id: string }>(user: T, db: EntityManager): Promise<T & { identities: unknown[] }> {
  const identities = await identitiesOf(db, user.id);
  const appMetadata = (user as { app_metadata?: Record<string, unknown> }).app_metadata;
  const providers = [...new Set(identities.map((identity) => identity.provider))];
  return {
    ...user,
    ...(appMetadata && providers.length > 0 ? { app_metadata: { ...appMetadata, provider: providers[0], providers } } : {}),
    identities: identities.map(identityResponse),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /user/identities and DELETE /user/identities/{id}: the signed-in user's own identities. */
export class IdentitiesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly authenticate: (token: string | undefined) => Promise<{ userId: string }>,
  ) {}

  async list(accessToken: string | undefined): Promise<{ identities: ReturnType<typeof identityResponse>[] }> {
    const { userId } = await this.authenticate(accessToken);
    return { identities: (await identitiesOf(this.dataSource.manager, userId)).map(identityResponse) };
  }

  async unlink(accessToken: string | undefined, identityId: string): Promise<Record<string, never>> {
    const { userId } = await this.authenticate(accessToken);
    if (!UUID.test(identityId)) throw new AuthApiError(404, 'validation_failed', Messages.authIdentityIdInvalid);
    await this.dataSource.transaction((db) => unlinkIdentity(db, userId, identityId.toLowerCase()));
    return {};
  }
}
