import type { RequestContext } from '../core/context';
import { publishEvent } from '../core/transaction';
import { type EndedSessions, SESSIONS_ENDED_TOPIC } from './live-sessions';

/**
 * Suspends an account as the admin API's ban does (banned_until; no session opens before then) and signs it out
 * everywhere: its sessions go in the caller's transaction, and every process forgets them after commit. Used by a site
 * moderator's BAN (issue 29). Lifted by the admin API's ban_duration 'none'.
 */
export async function suspendAccount(ctx: RequestContext, userId: string, until: Date = new Date('9999-01-01T00:00:00Z')): Promise<void> {
  await ctx.db.query(`UPDATE auth_users SET banned_until = $2, updated_at = now() WHERE id = $1`, [userId, until]);
  await ctx.db.query(`DELETE FROM auth_sessions WHERE user_id = $1`, [userId]);
  await publishEvent(ctx, SESSIONS_ENDED_TOPIC, { userId } satisfies EndedSessions);
}
