import type { EntityManager } from 'typeorm';
import { hydrate, loaderByKey } from '../core/batch';
import type { Loaders } from '../core/context';
import { User, UserPage } from './users.entities';

export function createUsersLoaders(db: EntityManager) {
  return {
    userById: loaderByKey(db, User, 'id'),
    /** The page of each user (null when the user has none yet). */
    userPageByUserId: loaderByKey(db, UserPage, 'userId'),
  };
}

/**
 * The columns a statement adds to bring the user whose id is `userIdSql` and the user's page along (`to_json` rows,
 * read by primeUserWithPage), so a list showing people (a roster, comment authors) waits on no further statements.
 * Scalar subqueries: an index lookup each, and nothing to plan when the list is empty.
 */
export function userWithPageColumns(userIdSql: string): string {
  return `(SELECT to_json(k_u) FROM users k_u WHERE k_u.user_id = ${userIdSql}) AS k_user,
          (SELECT to_json(k_up) FROM users_page k_up WHERE k_up.user_id = ${userIdSql}) AS k_user_page`;
}

/**
 * The same two values as `'k_user', ..., 'k_user_page', ...` pairs, for a json_build_object of a row a statement
 * brings as JSON (a roster or a page of comments inside the team's read); primeUserWithPage reads the object.
 */
export function userWithPageJsonPairs(userIdSql: string): string {
  return `'k_user', (SELECT to_json(k_u) FROM users k_u WHERE k_u.user_id = ${userIdSql}),
          'k_user_page', (SELECT to_json(k_up) FROM users_page k_up WHERE k_up.user_id = ${userIdSql})`;
}

/** Primes the request's user loaders with what userWithPageColumns brought (nothing when the row has no user). */
export function primeUserWithPage(db: EntityManager, all: Loaders, row: Record<string, unknown>): void {
  if (!row.k_user) return;
  const user = hydrate(db, User, row.k_user as Record<string, unknown>);
  all.userById.prime(user.id, user);
  all.userPageByUserId.prime(user.id, row.k_user_page ? hydrate(db, UserPage, row.k_user_page as Record<string, unknown>) : null);
}
