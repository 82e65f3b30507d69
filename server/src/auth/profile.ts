import crypto from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { screenContent } from '../core/content-gate';
import type { RequestContext } from '../core/context';
import { AppError, ErrorCode, isUniqueViolation } from '../core/errors';
import { Messages } from '../core/messages';
import { AuthApiError, authError } from './auth.errors';

export const USER_NAME_MAX = 30;
export const DISPLAY_NAME_MAX = 50;

/** A user name chosen by the person: lowercased, letters and digits only (the spec's signup rule). */
export function normalizeChosenUserName(raw: unknown): string | undefined {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return undefined;
  if (typeof raw !== 'string') throw authError.validation(Messages.authUserNameInvalid);
  const name = raw.trim().toLowerCase();
  if (!/^[a-z0-9]+$/.test(name)) throw authError.validation(Messages.authUserNameInvalid);
  if (name.length > USER_NAME_MAX) throw authError.validation(Messages.authUserNameTooLong);
  return name;
}

export function normalizeDisplayName(raw: unknown, fallback: string): string {
  if (typeof raw !== 'string' || raw.trim() === '') return fallback;
  const name = raw.trim().replace(/\s+/g, ' ');
  if (name.length > DISPLAY_NAME_MAX) throw authError.validation(Messages.authDisplayNameTooLong);
  return name;
}

/** The names a sign-up or a metadata update sets, as the auth API's fields: user_name is the display name when none is given. */
const SCREENED_NAME_FIELDS = ['display_name', 'user_name'] as const;

/**
 * Puts the names in `data` (display_name, user_name) through the moderation screen (core/content-gate.ts) as display
 * names, before anything is written: one the site word list matches is refused naming the field (400
 * validation_failed, the auth API's BAD_USER_INPUT).
 */
export async function assertNamesAllowed(db: EntityManager, data: Record<string, unknown>, authorId = ''): Promise<void> {
  // The auth API has no request context: a name screened for no organizer reads only its text (and no loaders).
  const ctx = { viewer: null, db } as unknown as RequestContext;
  for (const field of SCREENED_NAME_FIELDS) {
    const text = data[field];
    if (typeof text !== 'string' || text.trim() === '') continue;
    try {
      await screenContent(ctx, { authorId, place: { kind: 'display_name', organizerId: null }, text });
    } catch (error) {
      if (error instanceof AppError && error.code === ErrorCode.BAD_USER_INPUT) {
        throw authError.validation(Messages.authNameRefused.replace('{field}', field));
      }
      throw error;
    }
  }
}

/** A user-name stem from an e-mail's local part: letters and digits only, lowercased ('player' when none are left). */
export function userNameStem(email: string | null | undefined): string {
  const local = (email ?? '').split('@')[0] ?? '';
  const stem = local
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, USER_NAME_MAX - 6);
  return stem || 'player';
}

export interface ProfileInput {
  userId: string;
  /** A chosen name must be free; without one, a name is derived from `email` and made unique with digits. */
  userName?: string;
  email?: string | null;
  displayName?: string;
}

/**
 * Registers the product profile of a new account in the caller's transaction: the users row (universal score
 * 0), a comment wall owned by the user and the users_page that shows it. Returns the user name it got.
 */
export async function registerProfile(db: EntityManager, input: ProfileInput): Promise<{ userName: string; displayName: string }> {
  const userName = input.userName
    ? await insertUser(db, input.userId, input.userName, input.displayName ?? input.userName).then(() => input.userName!)
    : await insertUserWithDerivedName(db, input);
  const displayName = input.displayName ?? userName;
  const wallId = crypto.randomUUID();
  await db.query(`INSERT INTO comment_walls (comment_wall_id, owner_type, owner_id, created_at) VALUES ($1, 'user', $2, now())`, [
    wallId,
    input.userId,
  ]);
  await db.query(`INSERT INTO users_page (users_page_id, user_id, comment_wall_id) VALUES ($1, $2, $3)`, [
    crypto.randomUUID(),
    input.userId,
    wallId,
  ]);
  return { userName, displayName };
}

async function insertUser(db: EntityManager, userId: string, userName: string, displayName: string) {
  await db.query('SAVEPOINT register_user_name');
  try {
    await db.query(`INSERT INTO users (user_id, user_name, display_name, user_score, created_at) VALUES ($1, $2, $3, 0, now())`, [
      userId,
      userName,
      displayName,
    ]);
    await db.query('RELEASE SAVEPOINT register_user_name');
  } catch (error) {
    await db.query('ROLLBACK TO SAVEPOINT register_user_name');
    if (isUniqueViolation(error)) throw new AuthApiError(409, 'conflict', Messages.authUserNameTaken);
    throw error;
  }
}

/** The stem when free, else the stem plus the smallest free number; retried when a concurrent sign-up takes it first. */
async function insertUserWithDerivedName(db: EntityManager, input: ProfileInput): Promise<string> {
  const stem = userNameStem(input.email);
  for (let attempt = 0; attempt < 5; attempt++) {
    const rows: Array<{ name: string }> = await db.query(`SELECT lower(user_name) AS name FROM users WHERE lower(user_name) LIKE $1`, [
      `${stem}%`,
    ]);
    const taken = new Set(rows.map((r) => r.name));
    let candidate = stem;
    for (let n = 1; taken.has(candidate); n++) candidate = `${stem}${n}`;
    try {
      await insertUser(db, input.userId, candidate, input.displayName ?? candidate);
      return candidate;
    } catch (error) {
      if (!(error instanceof AuthApiError && error.code === 'conflict')) throw error;
    }
  }
  // Heavy contention on one stem: a random suffix ends it.
  const candidate = `${stem}${crypto.randomInt(100_000, 1_000_000)}`;
  await insertUser(db, input.userId, candidate, input.displayName ?? candidate);
  return candidate;
}
