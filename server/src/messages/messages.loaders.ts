import DataLoader from 'dataloader';
import type { EntityManager } from 'typeorm';
import { hydrate, loaderByKey, loaderOfMany } from '../core/batch';
import { Conversation, ConversationMemberState, Message } from './messages.entities';

/** A derived roster: `team:<teamId>` (its approved members) or `match:<matchId>` (both rosters and the staff). */
export type RosterKey = `team:${string}` | `match:${string}`;

/** One member's view of one conversation. */
export interface ConversationViewState {
  lastReadAt: Date | null;
  muted: boolean;
  /** Messages by others, visible to all, newer than lastReadAt. */
  unread: number;
}

/** Where a page of messages starts: older than the message with this exact (created_at, id). */
export interface MessageCursor {
  /** created_at to the microsecond, ISO 8601 UTC. */
  at: string;
  id: string;
}

/** One page request: a conversation's messages as one viewer sees them, newest first, older than `before`. */
export interface MessagePageKey {
  conversationId: string;
  viewerId: string;
  limit: number;
  before: MessageCursor | null;
}

export interface PagedMessage {
  message: Message;
  cursor: MessageCursor;
}

/**
 * A message another member may see: neither hidden (held by a filter or by a moderator) nor removed. Its author sees
 * it whatever its state (with the reason). `$viewer` is the SQL expression of the viewing user.
 */
export const visibleTo = (viewer: string, alias = 'm') =>
  `((${alias}.hidden_at IS NULL AND ${alias}.removed_at IS NULL) OR ${alias}.author_id = ${viewer})`;

/**
 * The ids of the conversations a user belongs to (`$user` the SQL expression of that user): the direct ones naming
 * them, their teams' (approved), their teams' matches', and the matches of competitions they staff (owners and super
 * admins everywhere, admins and mods where unassigned or assigned to the ladder).
 */
export const conversationsOfUser = (user: string) => `
  SELECT c.conversation_id FROM conversations c WHERE c.user_low_id = ${user} OR c.user_high_id = ${user}
  UNION
  SELECT c.conversation_id FROM team_members tm JOIN conversations c ON c.team_id = tm.team_id
   WHERE tm.user_id = ${user} AND tm.status = 'approved'
  UNION
  SELECT c.conversation_id FROM team_members tm
    JOIN match_participants mp ON mp.team_id = tm.team_id
    JOIN conversations c ON c.match_id = mp.match_id
   WHERE tm.user_id = ${user} AND tm.status = 'approved'
  UNION
  SELECT c.conversation_id FROM organizer_staff s
    JOIN leagues l ON l.organizer_id = s.organizer_id
    JOIN matches mt ON mt.league_id = l.league_id
    JOIN conversations c ON c.match_id = mt.match_id
   WHERE s.user_id = ${user} AND s.status = 'approved'
     AND (s.roles IN ('owner', 'super_admin') OR cardinality(s.assignment) = 0 OR l.league_id = ANY (s.assignment))
  UNION
  SELECT c.conversation_id FROM organizer_staff s
    JOIN tournaments t ON t.organizer_id = s.organizer_id
    JOIN matches mt ON mt.tournament_id = t.tournament_id
    JOIN conversations c ON c.match_id = mt.match_id
   WHERE s.user_id = ${user} AND s.status = 'approved'`;

const ROSTER_SQL = `
  SELECT k.k_idx, r.user_id
    FROM unnest($1::text[], $2::uuid[]) WITH ORDINALITY AS k(k_kind, k_id, k_idx)
   CROSS JOIN LATERAL (
     SELECT tm.user_id FROM team_members tm WHERE k.k_kind = 'team' AND tm.team_id = k.k_id AND tm.status = 'approved'
     UNION
     SELECT tm.user_id FROM match_participants mp JOIN team_members tm ON tm.team_id = mp.team_id AND tm.status = 'approved'
      WHERE k.k_kind = 'match' AND mp.match_id = k.k_id
     UNION
     SELECT s.user_id FROM matches mt
       LEFT JOIN leagues l ON l.league_id = mt.league_id
       LEFT JOIN tournaments t ON t.tournament_id = mt.tournament_id
       JOIN organizer_staff s ON s.organizer_id = coalesce(l.organizer_id, t.organizer_id) AND s.status = 'approved'
      WHERE k.k_kind = 'match' AND mt.match_id = k.k_id
        AND (s.roles IN ('owner', 'super_admin') OR cardinality(s.assignment) = 0 OR mt.league_id = ANY (s.assignment))
   ) r`;

const PAGE_SQL = `
  SELECT k.k_idx, to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS k_cursor_at, m.*
    FROM unnest($1::uuid[], $2::uuid[], $3::timestamptz[], $4::uuid[], $5::int[]) WITH ORDINALITY AS k(k_id, k_viewer, k_before_at, k_before_id, k_limit, k_idx)
   CROSS JOIN LATERAL (
     SELECT * FROM messages m
      WHERE m.conversation_id = k.k_id AND ${visibleTo('k.k_viewer')}
        AND (k.k_before_at IS NULL OR (m.created_at, m.message_id) < (k.k_before_at, k.k_before_id))
      ORDER BY m.created_at DESC, m.message_id DESC
      LIMIT k.k_limit
   ) m
   ORDER BY k.k_idx, m.created_at DESC, m.message_id DESC`;

const pair = (key: string) => key.split(':') as [string, string];

export function createMessagesLoaders(db: EntityManager) {
  return {
    conversationById: loaderByKey(db, Conversation, 'id'),
    messageById: loaderByKey(db, Message, 'id'),
    /** Every member's own state row in a conversation (read up to, muted): the read state per member. */
    conversationMemberStates: loaderOfMany(db, ConversationMemberState, 'conversationId'),
    /** The user ids of derived rosters (team: approved members; match: both rosters and the staff), one query per batch. */
    rosterMembers: new DataLoader<RosterKey, string[]>(async (keys) => {
      const parts = keys.map((key) => key.split(':'));
      const rows: Array<{ k_idx: string; user_id: string }> = await db.query(ROSTER_SQL, [parts.map((p) => p[0]), parts.map((p) => p[1])]);
      const result: string[][] = keys.map(() => []);
      for (const row of rows) result[Number(row.k_idx) - 1].push(row.user_id);
      return result;
    }),
    /** A match's organizer (its ladder's or tournament's), whose moderators and bans apply to its conversation. */
    matchOrganizerId: new DataLoader<string, string | null>(async (ids) => {
      const rows: Array<{ match_id: string; organizer_id: string | null }> = await db.query(
        `SELECT mt.match_id, coalesce(l.organizer_id, t.organizer_id) AS organizer_id FROM matches mt
           LEFT JOIN leagues l ON l.league_id = mt.league_id LEFT JOIN tournaments t ON t.tournament_id = mt.tournament_id
          WHERE mt.match_id = ANY($1::uuid[])`,
        [[...ids]],
      );
      const byId = new Map(rows.map((row) => [row.match_id, row.organizer_id]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    /** `${conversationId}:${userId}` -> that member's read state, mute and unread count; one query per batch. */
    conversationViewState: new DataLoader<string, ConversationViewState>(async (keys) => {
      const pairs = keys.map(pair);
      const rows: Array<{ k_idx: string; last_read_at: Date | null; muted: boolean | null; unread: number }> = await db.query(
        `SELECT k.k_idx, st.last_read_at, st.muted,
                (SELECT count(*)::int FROM messages m
                  WHERE m.conversation_id = k.k_conv AND m.author_id IS DISTINCT FROM k.k_user
                    AND m.hidden_at IS NULL AND m.removed_at IS NULL
                    AND (st.last_read_at IS NULL OR m.created_at > st.last_read_at)) AS unread
           FROM unnest($1::uuid[], $2::uuid[]) WITH ORDINALITY AS k(k_conv, k_user, k_idx)
           LEFT JOIN conversation_members_state st ON st.conversation_id = k.k_conv AND st.user_id = k.k_user`,
        [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
      );
      const result: ConversationViewState[] = keys.map(() => ({ lastReadAt: null, muted: false, unread: 0 }));
      for (const row of rows) result[Number(row.k_idx) - 1] = { lastReadAt: row.last_read_at, muted: row.muted ?? false, unread: row.unread };
      return result;
    }),
    /** `${conversationId}:${userId}` -> the newest message that user sees there; one query per batch. */
    lastMessageFor: new DataLoader<string, Message | null>(async (keys) => {
      const pairs = keys.map(pair);
      const rows: Array<Record<string, unknown>> = await db.query(
        `SELECT k.k_idx, m.* FROM unnest($1::uuid[], $2::uuid[]) WITH ORDINALITY AS k(k_conv, k_user, k_idx)
          CROSS JOIN LATERAL (
            SELECT * FROM messages m WHERE m.conversation_id = k.k_conv AND ${visibleTo('k.k_user')}
             ORDER BY m.created_at DESC, m.message_id DESC LIMIT 1) m`,
        [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
      );
      const result: Array<Message | null> = keys.map(() => null);
      for (const row of rows) result[Number(row.k_idx) - 1] = hydrate(db, Message, row);
      return result;
    }),
    /** A user's unread messages across their conversations, muted ones left out (the header's badge). */
    unreadMessageTotal: new DataLoader<string, number>(async (userIds) => {
      const rows: Array<{ user_id: string; total: number }> = await db.query(
        `SELECT u.user_id, (
            SELECT count(*)::int FROM (${conversationsOfUser('u.user_id')}) mine
              JOIN messages m ON m.conversation_id = mine.conversation_id
              LEFT JOIN conversation_members_state st ON st.conversation_id = mine.conversation_id AND st.user_id = u.user_id
             WHERE NOT coalesce(st.muted, false) AND m.author_id IS DISTINCT FROM u.user_id
               AND m.hidden_at IS NULL AND m.removed_at IS NULL
               AND (st.last_read_at IS NULL OR m.created_at > st.last_read_at)) AS total
           FROM unnest($1::uuid[]) AS u(user_id)`,
        [[...userIds]],
      );
      const byUser = new Map(rows.map((row) => [row.user_id, row.total]));
      return userIds.map((id) => byUser.get(id) ?? 0);
    }),
    /** `${blockerId}:${blockedId}` -> whether that block exists. */
    userBlocked: new DataLoader<string, boolean>(async (keys) => {
      const pairs = keys.map(pair);
      const rows: Array<{ blocker_id: string; blocked_id: string }> = await db.query(
        `SELECT b.blocker_id, b.blocked_id FROM user_blocks b
           JOIN unnest($1::uuid[], $2::uuid[]) AS k(blocker_id, blocked_id) ON b.blocker_id = k.blocker_id AND b.blocked_id = k.blocked_id`,
        [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
      );
      const found = new Set(rows.map((row) => `${row.blocker_id}:${row.blocked_id}`));
      return keys.map((key) => found.has(key));
    }),
    /** Pages of messages for many conversations (or viewers) in one statement: a keyset window per key. */
    messagePages: new DataLoader<MessagePageKey, PagedMessage[], string>(
      async (keys) => {
        const rows: Array<Record<string, unknown>> = await db.query(PAGE_SQL, [
          keys.map((k) => k.conversationId),
          keys.map((k) => k.viewerId),
          keys.map((k) => k.before?.at ?? null),
          keys.map((k) => k.before?.id ?? null),
          keys.map((k) => k.limit),
        ]);
        const result: PagedMessage[][] = keys.map(() => []);
        for (const row of rows) {
          const message = hydrate(db, Message, row);
          result[Number(row.k_idx) - 1].push({ message, cursor: { at: String(row.k_cursor_at), id: message.id } });
        }
        return result;
      },
      { cacheKeyFn: (k) => JSON.stringify([k.conversationId, k.viewerId, k.limit, k.before?.at ?? null, k.before?.id ?? null]) },
    ),
  };
}
