import crypto from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { AuthUser } from './auth.entities';
import { syncContactIdentities } from './identities';
import { hashPassword } from './passwords';
import { normalizeChosenUserName, normalizeDisplayName, registerProfile } from './profile';

export { hashPassword };

export interface NewAccount {
  email: string | null;
  phone?: string | null;
  passwordHash: string | null;
  /** Already normalized (normalizeChosenUserName); derived from the e-mail when absent. */
  userName?: string;
  /** Already normalized (normalizeDisplayName); the user name when absent. */
  displayName?: string;
  metadata?: Record<string, unknown>;
  confirmed: boolean;
  /** Derive the user name from this address instead of `email` (a pretended sign-up inserts no e-mail). */
  userNameFrom?: string;
}

/**
 * Inserts the auth user and registers its profile (users row, comment wall, users_page) in the caller's
 * transaction. user_name and display_name are mirrored into the user metadata, where the client reads them.
 */
export async function insertAccount(db: EntityManager, input: NewAccount): Promise<{ user: AuthUser }> {
  const id = crypto.randomUUID();
  const now = new Date();
  await db.query(
    `INSERT INTO auth_users (id, email, phone, encrypted_password, email_confirmed_at, phone_confirmed_at) VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      id,
      input.email,
      input.phone ?? null,
      input.passwordHash,
      input.confirmed && input.email ? now : null,
      input.confirmed && input.phone ? now : null,
    ],
  );
  const profile = await registerProfile(db, {
    userId: id,
    userName: input.userName,
    email: input.userNameFrom ?? input.email,
    displayName: input.displayName,
  });
  const metadata = { ...(input.metadata ?? {}), user_name: profile.userName, display_name: profile.displayName };
  await db.query(`UPDATE auth_users SET raw_user_meta_data = $2 WHERE id = $1`, [id, JSON.stringify(metadata)]);
  // The account's e-mail or phone becomes its first sign-in identity (GET /user/identities).
  await syncContactIdentities(db, id);
  const user = await db.getRepository(AuthUser).findOneByOrFail({ id });
  return { user };
}

export interface CreateAccountInput {
  email: string;
  /** Either the password or an argon2id hash of it (hashPassword), e.g. one hash shared by many demo accounts. */
  password?: string;
  passwordHash?: string;
  /** Letters and digits; lowercased. Derived from the e-mail (and made unique) when absent. */
  userName?: string;
  displayName?: string;
}

/**
 * For the seed and tests: a confirmed account with its profile (users row with score 0, comment wall,
 * users_page). Runs in the caller's transaction when there is one, else in its own. Throws when the e-mail or
 * user name is taken.
 */
export async function createAccount(db: EntityManager, input: CreateAccountInput): Promise<{ userId: string }> {
  const passwordHash = input.passwordHash ?? (input.password !== undefined ? await hashPassword(input.password) : null);
  const account: NewAccount = {
    email: input.email.trim().toLowerCase(),
    passwordHash,
    userName: normalizeChosenUserName(input.userName),
    displayName: normalizeDisplayName(input.displayName, '') || undefined,
    confirmed: true,
  };
  const work = async (tx: EntityManager) => ({ userId: (await insertAccount(tx, account)).user.id });
  return db.queryRunner?.isTransactionActive ? work(db) : db.transaction(work);
}
