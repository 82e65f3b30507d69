import type { RequestContext } from './context';
import { AppError } from './errors';
import { Messages } from './messages';

/**
 * Claims an idempotency key inside the caller's transaction: true the first time (apply the write), false when the
 * same user already used the key for the same scope (the write was applied: answer without applying it again). Two
 * requests racing with one key meet on the primary key: the second waits for the first to commit, then sees it.
 */
export async function claimIdempotencyKey(tx: RequestContext, userId: string, scope: string, key: unknown): Promise<boolean> {
  if (key == null) return true;
  if (typeof key !== 'string' || key.length < 1 || key.length > 200) {
    throw AppError.badInput(Messages.scoresIdempotencyKeyInvalid, { idempotencyKey: Messages.scoresIdempotencyKeyInvalid });
  }
  const rows = await tx.db.query(
    `INSERT INTO idempotency_keys (user_id, scope, idempotency_key) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING idempotency_key`,
    [userId, scope, key],
  );
  return rows.length === 1;
}
