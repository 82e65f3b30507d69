import { randomUUID } from 'node:crypto';
import { hydrate } from '../core/batch';
import { assertMayTakePart, screenContent } from '../core/content-gate';
import type { RequestContext } from '../core/context';
import { watchTopic } from '../core/live';
import { AppError } from '../core/errors';
import { assertUuid, isUuid } from '../core/ids';
import { Messages } from '../core/messages';
import { decodeCursor, encodeCursor, MAX_PAGE_SIZE, pageSize } from '../core/pagination';
import { SKIP_EVENT } from '../core/pubsub';
import { inTransaction, publishEvent } from '../core/transaction';
import { requireViewer } from '../core/viewer';
import type { Match } from '../matches';
import type { Team } from '../teams';
import type { User } from '../users';
import { Conversation, MAX_MESSAGE_LENGTH, Message } from './messages.entities';
import { messageTopic, type MessageEventKindValue, type MessageEventModel, type MessageEventPayload } from './messages.events';
import { conversationsOfUser, type MessageCursor } from './messages.loaders';

/** A conversation shows its 30 newest messages first; Load older adds 30 more. */
export const MESSAGE_PAGE_SIZE = 30;
/** The conversation list shows the 50 most recently active by default. */
export const CONVERSATION_LIST_SIZE = 50;
const MAX_MODERATION_REASON = 500;

/** Where a message goes or which conversation to open: exactly one of these (REST user_id, team_id, match_id, conversation_id). */
export interface ConversationTarget {
  userId?: unknown;
  teamId?: unknown;
  matchId?: unknown;
  conversationId?: unknown;
}

export interface MessagePage {
  /** Oldest first (newest last), as a conversation reads. */
  messages: Message[];
  hasOlder: boolean;
  /** Pass as `before` for the next older page; null when none. */
  olderCursor: string | null;
}

/** What moderation reads of a message (the moderation domain's queue and audit). */
/** A member of a conversation with their read state (GraphQL ConversationMember). */
export interface ConversationMemberModel {
  userId: string;
  lastReadAt: Date | null;
}

export interface ModeratedMessage {
  id: string;
  authorId: string | null;
  text: string;
  conversationId: string;
  organizerId: string | null;
  createdAt: Date;
}

/**
 * The text rule, in one place: a string, trimmed, 1 to 2000 characters (code points, as PostgreSQL counts them), no
 * NUL. Stored as typed, never escaped: clients render it as text.
 */
function messageText(raw: unknown): string {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (text === '') throw AppError.badInput(Messages.messageEmpty, { text: Messages.messageEmpty });
  if ([...text].length > MAX_MESSAGE_LENGTH) throw AppError.badInput(Messages.messageTooLong, { text: Messages.messageTooLong });
  if (text.includes('\u0000')) throw AppError.badInput(Messages.messageNulCharacter, { text: Messages.messageNulCharacter });
  return text;
}

function moderationReason(raw: unknown): string {
  const reason = typeof raw === 'string' ? raw.trim() : '';
  if (reason === '' || [...reason].length > MAX_MODERATION_REASON || reason.includes('\u0000')) {
    throw AppError.badInput(Messages.messageModerationReasonInvalid, { reason: Messages.messageModerationReasonInvalid });
  }
  return reason;
}

/** Exactly one target, its id checked before any SQL. */
function oneTarget(target: ConversationTarget): { kind: 'user' | 'team' | 'match' | 'conversation'; id: string } {
  const given = (
    [
      ['user', target.userId, 'userId'],
      ['team', target.teamId, 'teamId'],
      ['match', target.matchId, 'matchId'],
      ['conversation', target.conversationId, 'conversationId'],
    ] as const
  ).filter(([, value]) => value != null && value !== '');
  if (given.length !== 1) throw AppError.badInput(Messages.messageTargetRequired, { to: Messages.messageTargetRequired });
  const [kind, value, field] = given[0];
  return { kind, id: assertUuid(value, field) };
}

function messageCursor(before: unknown): MessageCursor | null {
  const values = decodeCursor(before, ['micros', 'uuid']);
  return values && { at: values[0], id: values[1] };
}

const stateKey = (conversationId: string, userId: string) => `${conversationId}:${userId}`;

/** The ids of a conversation's members as they are now (derived: the pair, the team's roster, the match's rosters and staff). */
async function memberIds(ctx: RequestContext, conversation: Conversation): Promise<string[]> {
  if (conversation.kind === 'direct') return [conversation.userLowId!, conversation.userHighId!];
  if (conversation.kind === 'team') return ctx.loaders.rosterMembers.load(`team:${conversation.teamId!}`);
  return ctx.loaders.rosterMembers.load(`match:${conversation.matchId!}`);
}

async function isMember(ctx: RequestContext, conversation: Conversation, userId: string): Promise<boolean> {
  return (await memberIds(ctx, conversation)).includes(userId);
}

/** The organizer whose moderators, bans and filters apply: a match's competition organizer; none for direct and team. */
async function organizerOf(ctx: RequestContext, conversation: Conversation): Promise<string | null> {
  return conversation.kind === 'match' ? ctx.loaders.matchOrganizerId.load(conversation.matchId!) : null;
}

/**
 * The one door into a conversation: members only (NOT_FOUND-free: a non-member learns nothing but FORBIDDEN), and for
 * a match's conversation, no one an organizer ban keeps out.
 */
async function assertMayEnter(ctx: RequestContext, conversation: Conversation, userId: string): Promise<void> {
  if (!(await isMember(ctx, conversation, userId))) throw AppError.forbidden(Messages.messageNotMember);
  if (conversation.kind === 'match') await assertMayTakePart(ctx, { userId, organizerId: await organizerOf(ctx, conversation) });
}

/** A direct conversation continues only while neither side blocks the other. */
async function assertNotBlocked(ctx: RequestContext, viewerId: string, otherId: string): Promise<void> {
  const [blockedByOther, blockedByViewer] = await Promise.all([
    ctx.loaders.userBlocked.load(`${otherId}:${viewerId}`),
    ctx.loaders.userBlocked.load(`${viewerId}:${otherId}`),
  ]);
  if (blockedByOther) throw AppError.forbidden(Messages.messageBlockedByUser);
  if (blockedByViewer) throw AppError.forbidden(Messages.messageYouBlocked);
}

const otherOf = (conversation: Conversation, userId: string) =>
  conversation.userLowId === userId ? conversation.userHighId! : conversation.userLowId!;

async function conversationOrThrow(ctx: RequestContext, id: string): Promise<Conversation> {
  const conversation = await ctx.loaders.conversationById.load(id);
  if (!conversation) throw AppError.notFound('Conversation');
  return conversation;
}

/** Finds or creates (lazily, race-safe: ON CONFLICT) the conversation a target names, checking the viewer may enter it. */
async function resolveTarget(tx: RequestContext, viewerId: string, target: ConversationTarget): Promise<Conversation> {
  const { kind, id } = oneTarget(target);
  if (kind === 'conversation') {
    const conversation = await conversationOrThrow(tx, id);
    await assertMayEnter(tx, conversation, viewerId);
    if (conversation.kind === 'direct') await assertNotBlocked(tx, viewerId, otherOf(conversation, viewerId));
    return conversation;
  }
  let insert: { sql: string; params: unknown[] };
  if (kind === 'user') {
    if (id === viewerId) throw AppError.badInput(Messages.messageToSelf, { userId: Messages.messageToSelf });
    if (!(await tx.loaders.userById.load(id))) throw AppError.notFound('User');
    await assertNotBlocked(tx, viewerId, id);
    const [low, high] = [viewerId, id].sort();
    insert = {
      sql: `INSERT INTO conversations (kind, user_low_id, user_high_id) VALUES ('direct', $1, $2) ON CONFLICT (user_low_id, user_high_id) DO NOTHING`,
      params: [low, high],
    };
    const found = await tx.db.query(`SELECT conversation_id FROM conversations WHERE user_low_id = $1 AND user_high_id = $2`, [low, high]);
    if (found.length) return conversationOrThrow(tx, found[0].conversation_id);
  } else if (kind === 'team') {
    if (!(await tx.loaders.teamById.load(id))) throw AppError.notFound('Team');
    if (!(await tx.loaders.rosterMembers.load(`team:${id}`)).includes(viewerId)) throw AppError.forbidden(Messages.messageNotMember);
    insert = { sql: `INSERT INTO conversations (kind, team_id) VALUES ('team', $1) ON CONFLICT (team_id) DO NOTHING`, params: [id] };
  } else {
    if (!(await tx.loaders.matchById.load(id))) throw AppError.notFound('Match');
    if (!(await tx.loaders.rosterMembers.load(`match:${id}`)).includes(viewerId)) throw AppError.forbidden(Messages.messageNotMember);
    await assertMayTakePart(tx, { userId: viewerId, organizerId: await tx.loaders.matchOrganizerId.load(id) });
    insert = { sql: `INSERT INTO conversations (kind, match_id) VALUES ('match', $1) ON CONFLICT (match_id) DO NOTHING`, params: [id] };
  }
  await tx.db.query(insert.sql, insert.params);
  const column = kind === 'user' ? null : kind === 'team' ? 'team_id' : 'match_id';
  const [row] = column
    ? await tx.db.query(`SELECT * FROM conversations WHERE ${column} = $1`, [id])
    : await tx.db.query(`SELECT * FROM conversations WHERE user_low_id = $1 AND user_high_id = $2`, insert.params);
  const conversation = hydrate(tx.db, Conversation, row);
  tx.loaders.conversationById.prime(conversation.id, conversation);
  return conversation;
}

/** One event to each given user's topic, under one event id (all its subscribers read it once). */
async function publishTo(
  tx: RequestContext,
  userIds: readonly string[],
  event: { kind: MessageEventKindValue; conversationId: string; messageId?: string | null; readerId?: string | null },
): Promise<void> {
  const payload: MessageEventPayload = {
    eventId: randomUUID(),
    kind: event.kind,
    conversationId: event.conversationId,
    messageId: event.messageId ?? null,
    readerId: event.readerId ?? null,
  };
  for (const userId of new Set(userIds)) await publishEvent(tx, messageTopic(userId), payload);
}

async function lockMessage(tx: RequestContext, id: string): Promise<Message> {
  const rows: Array<Record<string, unknown>> = await tx.db.query(`SELECT * FROM messages WHERE message_id = $1 FOR UPDATE`, [id]);
  if (rows.length === 0) throw AppError.notFound('Message');
  return hydrate(tx.db, Message, rows[0]);
}

/** Applies one moderation change to a message and tells every member (a hidden message leaves others' screens live). */
async function moderate(ctx: RequestContext, rawId: unknown, kind: 'hidden' | 'unhidden' | 'removed', sql: string, params: unknown[]): Promise<Message> {
  const id = assertUuid(rawId);
  return inTransaction(ctx, async (tx) => {
    await lockMessage(tx, id);
    const [row] = await tx.db.query(`WITH changed AS (${sql} RETURNING *) SELECT * FROM changed`, [id, ...params]);
    const message = hydrate(tx.db, Message, row);
    const conversation = await conversationOrThrow(tx, message.conversationId);
    await publishTo(tx, await memberIds(tx, conversation), { kind, conversationId: conversation.id, messageId: message.id });
    return message;
  });
}

/**
 * Conversations and their messages. Every read and write checks membership as it is now (a member removed from a team
 * is out of its conversation at once); writes run in one transaction and publish after commit to each member's
 * `messages:<userId>` topic.
 */
export const messagesService = {
  /** The viewer's conversations, most recently active first, in one statement (their fields batch through loaders). */
  async conversations(ctx: RequestContext, args: { first?: number | null }): Promise<Conversation[]> {
    const viewer = requireViewer(ctx);
    const first = pageSize(args, CONVERSATION_LIST_SIZE);
    const rows: Array<Record<string, unknown>> = await ctx.db.query(
      `SELECT c.* FROM conversations c WHERE c.conversation_id IN (${conversationsOfUser('$1::uuid')})
        ORDER BY coalesce(c.last_message_at, c.created_at) DESC, c.conversation_id LIMIT $2`,
      [viewer.userId, first],
    );
    return rows.map((row) => {
      const conversation = hydrate(ctx.db, Conversation, row);
      ctx.loaders.conversationById.prime(conversation.id, conversation);
      return conversation;
    });
  },

  /** REST get-conversations/{userId}: only the user themself; `limit` 1..100 (default 50). */
  conversationsOf(ctx: RequestContext, rawUserId: unknown, query: { limit?: unknown }): Promise<Conversation[]> {
    const viewer = requireViewer(ctx);
    const userId = assertUuid(rawUserId, 'userId');
    if (userId !== viewer.userId) throw AppError.forbidden(Messages.messageConversationsOfOther);
    const limit = query.limit === undefined || query.limit === '' ? CONVERSATION_LIST_SIZE : Number(query.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
      throw AppError.badInput(Messages.messageLimitInvalid, { limit: Messages.messageLimitInvalid });
    }
    return messagesService.conversations(ctx, { first: limit });
  },

  /** One conversation, for its members only. */
  async conversation(ctx: RequestContext, rawId: unknown): Promise<Conversation> {
    const viewer = requireViewer(ctx);
    const conversation = await conversationOrThrow(ctx, assertUuid(rawId));
    await assertMayEnter(ctx, conversation, viewer.userId);
    return conversation;
  },

  /** Opens (creating on first use) the conversation with a user, of a team or of a match. */
  async open(ctx: RequestContext, target: ConversationTarget): Promise<Conversation> {
    const viewer = requireViewer(ctx);
    oneTarget(target);
    return inTransaction(ctx, (tx) => resolveTarget(tx, viewer.userId, target));
  },

  /**
   * Sends a message as the viewer. Screened by moderation first (bans, time-outs, rates, filters): a held message is
   * stored hidden, seen by its author only (with the reason) until a moderator releases it.
   */
  async send(ctx: RequestContext, input: ConversationTarget & { text: unknown }): Promise<Message> {
    const viewer = requireViewer(ctx);
    oneTarget(input);
    const text = messageText(input.text);
    return inTransaction(ctx, async (tx) => {
      const conversation = await resolveTarget(tx, viewer.userId, input);
      const organizerId = await organizerOf(tx, conversation);
      const screened = await screenContent(tx, { authorId: viewer.userId, place: { kind: 'message', organizerId }, text });
      const stored = messageText(screened.text);
      const [row] = await tx.db.query(
        `WITH created AS (
           INSERT INTO messages (conversation_id, author_id, body, hidden_reason, hidden_at)
           VALUES ($1, $2, $3, $4, CASE WHEN $5::boolean THEN now() END) RETURNING *)
         SELECT * FROM created`,
        [conversation.id, viewer.userId, stored, screened.held ? (screened.heldReason ?? null) : null, screened.held],
      );
      const message = hydrate(tx.db, Message, row);
      await tx.db.query(`UPDATE conversations SET last_message_at = $2 WHERE conversation_id = $1`, [conversation.id, message.createdAt]);
      const audience = screened.held ? [viewer.userId] : await memberIds(tx, conversation);
      await publishTo(tx, audience, { kind: 'created', conversationId: conversation.id, messageId: message.id });
      return message;
    });
  },

  /** A page of a conversation's messages as the viewer sees them, newest last; `before` pages to older ones. */
  async messages(ctx: RequestContext, conversation: Conversation, args: { first?: number | null; before?: unknown }): Promise<MessagePage> {
    const viewer = requireViewer(ctx);
    const first = pageSize(args, MESSAGE_PAGE_SIZE);
    const before = messageCursor(args.before);
    await assertMayEnter(ctx, conversation, viewer.userId);
    const rows = await ctx.loaders.messagePages.load({ conversationId: conversation.id, viewerId: viewer.userId, limit: first + 1, before });
    const page = rows.slice(0, first);
    const oldest = page.at(-1);
    return {
      messages: page.map((row) => row.message).reverse(),
      hasOlder: rows.length > first,
      olderCursor: rows.length > first && oldest ? encodeCursor([oldest.cursor.at, oldest.cursor.id]) : null,
    };
  },

  /** REST get-messages: `limit` (1..100, default 30) and `before` (a cursor) from the query string. */
  async messagesPage(ctx: RequestContext, rawConversationId: unknown, query: { limit?: unknown; before?: unknown }): Promise<MessagePage> {
    const limit = query.limit === undefined || query.limit === '' ? MESSAGE_PAGE_SIZE : Number(query.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
      throw AppError.badInput(Messages.messageLimitInvalid, { limit: Messages.messageLimitInvalid });
    }
    const conversation = await messagesService.conversation(ctx, rawConversationId);
    return messagesService.messages(ctx, conversation, { first: limit, before: query.before });
  },

  /** Marks everything in the conversation read for the viewer (up to its newest message) and tells the members. */
  async markRead(ctx: RequestContext, rawId: unknown): Promise<Conversation> {
    const viewer = requireViewer(ctx);
    const id = assertUuid(rawId, 'conversationId');
    return inTransaction(ctx, async (tx) => {
      const conversation = await conversationOrThrow(tx, id);
      await assertMayEnter(tx, conversation, viewer.userId);
      const changed = await tx.db.query(
        `WITH newest AS (SELECT coalesce(max(created_at), now()) AS at FROM messages WHERE conversation_id = $1),
              changed AS (
                INSERT INTO conversation_members_state (conversation_id, user_id, last_read_at) SELECT $1, $2, at FROM newest
                ON CONFLICT (conversation_id, user_id) DO UPDATE SET last_read_at = EXCLUDED.last_read_at
                 WHERE conversation_members_state.last_read_at IS DISTINCT FROM EXCLUDED.last_read_at
                RETURNING 1)
         SELECT count(*)::int AS n FROM changed`,
        [id, viewer.userId],
      );
      if (changed[0].n > 0) await publishTo(tx, await memberIds(tx, conversation), { kind: 'read', conversationId: id, readerId: viewer.userId });
      return conversation;
    });
  },

  /** Mutes (or unmutes) a conversation for the viewer: it no longer counts in their unread badge. */
  async mute(ctx: RequestContext, rawId: unknown, muted: unknown): Promise<Conversation> {
    const viewer = requireViewer(ctx);
    const id = assertUuid(rawId, 'conversationId');
    if (typeof muted !== 'boolean') throw AppError.badInput('muted must be true or false', { muted: 'muted must be true or false' });
    return inTransaction(ctx, async (tx) => {
      const conversation = await conversationOrThrow(tx, id);
      await assertMayEnter(tx, conversation, viewer.userId);
      await tx.db.query(
        `INSERT INTO conversation_members_state (conversation_id, user_id, muted) VALUES ($1, $2, $3)
         ON CONFLICT (conversation_id, user_id) DO UPDATE SET muted = EXCLUDED.muted`,
        [id, viewer.userId, muted],
      );
      await publishTo(tx, [viewer.userId], { kind: 'muted', conversationId: id });
      return conversation;
    });
  },

  /** Blocks a user: neither can start or continue a direct conversation with the other. Blocking twice changes nothing. */
  async block(ctx: RequestContext, rawUserId: unknown): Promise<boolean> {
    const viewer = requireViewer(ctx);
    const userId = assertUuid(rawUserId, 'userId');
    if (userId === viewer.userId) throw AppError.badInput(Messages.messageBlockSelf, { userId: Messages.messageBlockSelf });
    if (!(await ctx.loaders.userById.load(userId))) throw AppError.notFound('User');
    await ctx.db.query(`INSERT INTO user_blocks (blocker_id, blocked_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [viewer.userId, userId]);
    ctx.loaders.userBlocked.clear(`${viewer.userId}:${userId}`);
    return true;
  },

  async unblock(ctx: RequestContext, rawUserId: unknown): Promise<boolean> {
    const viewer = requireViewer(ctx);
    const userId = assertUuid(rawUserId, 'userId');
    await ctx.db.query(`DELETE FROM user_blocks WHERE blocker_id = $1 AND blocked_id = $2`, [viewer.userId, userId]);
    ctx.loaders.userBlocked.clear(`${viewer.userId}:${userId}`);
    return true;
  },

  /** The users the viewer blocked, newest first. */
  async blockedUsers(ctx: RequestContext): Promise<User[]> {
    const viewer = requireViewer(ctx);
    const rows: Array<{ blocked_id: string }> = await ctx.db.query(
      `SELECT blocked_id FROM user_blocks WHERE blocker_id = $1 ORDER BY created_at DESC LIMIT 200`,
      [viewer.userId],
    );
    const users = await Promise.all(rows.map((row) => ctx.loaders.userById.load(row.blocked_id)));
    return users.filter((user): user is User => user !== null);
  },
  /** A member's user row (members are derived from live rows, so it exists). */
  async memberUser(ctx: RequestContext, member: ConversationMemberModel): Promise<User> {
    const user = await ctx.loaders.userById.load(member.userId);
    if (!user) throw AppError.notFound('User');
    return user;
  },

  unreadTotal(ctx: RequestContext): Promise<number> {
    return ctx.loaders.unreadMessageTotal.load(requireViewer(ctx).userId);
  },

  /** Whether the viewer is a member of the match's conversation (the match page's Match chat button). */
  async viewerCanMessageMatch(ctx: RequestContext, matchId: string): Promise<boolean> {
    if (!ctx.viewer) return false;
    return (await ctx.loaders.rosterMembers.load(`match:${matchId}`)).includes(ctx.viewer.userId);
  },

  // Field reads, per viewer.
  viewState(ctx: RequestContext, conversation: Conversation) {
    return ctx.loaders.conversationViewState.load(stateKey(conversation.id, requireViewer(ctx).userId));
  },
  lastMessage(ctx: RequestContext, conversation: Conversation) {
    return ctx.loaders.lastMessageFor.load(stateKey(conversation.id, requireViewer(ctx).userId));
  },
  /** The other side of a direct conversation. */
  async otherUser(ctx: RequestContext, conversation: Conversation): Promise<User | null> {
    if (conversation.kind !== 'direct') return null;
    return ctx.loaders.userById.load(otherOf(conversation, requireViewer(ctx).userId));
  },
  async team(ctx: RequestContext, conversation: Conversation): Promise<Team | null> {
    return conversation.teamId ? ctx.loaders.teamById.load(conversation.teamId) : null;
  },
  async match(ctx: RequestContext, conversation: Conversation): Promise<Match | null> {
    return conversation.matchId ? ctx.loaders.matchById.load(conversation.matchId) : null;
  },
  async author(ctx: RequestContext, message: Message): Promise<User | null> {
    return message.authorId ? ctx.loaders.userById.load(message.authorId) : null;
  },
  async viewerHasBlocked(ctx: RequestContext, conversation: Conversation): Promise<boolean> {
    if (conversation.kind !== 'direct') return false;
    const viewerId = requireViewer(ctx).userId;
    return ctx.loaders.userBlocked.load(`${viewerId}:${otherOf(conversation, viewerId)}`);
  },
  /** Members with their read state (the derived roster, each with the row of their own state if any). */
  async members(ctx: RequestContext, conversation: Conversation): Promise<ConversationMemberModel[]> {
    const [ids, states] = await Promise.all([memberIds(ctx, conversation), ctx.loaders.conversationMemberStates.load(conversation.id)]);
    const readAt = new Map(states.map((state) => [state.userId, state.lastReadAt]));
    return ids.map((userId) => ({ userId, lastReadAt: readAt.get(userId) ?? null }));
  },
  /** What a viewer sees of a message's text: its author always; others only while neither hidden nor removed. */
  visibleText(ctx: RequestContext, message: Message): string | null {
    if (message.removedAt) return null;
    if (message.hiddenAt && message.authorId !== ctx.viewer?.userId) return null;
    return message.text;
  },
  /** The reason a message is held, hidden or removed, for its author only. */
  moderationReason(ctx: RequestContext, message: Message): string | null {
    if (message.authorId !== ctx.viewer?.userId) return null;
    return message.removedAt ? message.removedReason : message.hiddenAt ? message.hiddenReason : null;
  },
  state(message: Message): 'VISIBLE' | 'HELD' | 'HIDDEN' | 'REMOVED' {
    if (message.removedAt) return 'REMOVED';
    if (message.hiddenAt) return message.hiddenBy ? 'HIDDEN' : 'HELD';
    return 'VISIBLE';
  },

  /**
   * The signed-in user's message events. Each event is read once for all its subscribers (shared event loaders: the
   * conversation, the message, the roster) and membership is re-checked per event: a member who left the team stops
   * hearing at once. A hidden message reaches others as an event without text (so it leaves their screens).
   */
  watch(ctx: RequestContext): AsyncIterableIterator<MessageEventModel> {
    const viewer = requireViewer(ctx);
    return watchTopic<MessageEventPayload, MessageEventModel>(ctx, messageTopic(viewer.userId), {
      allowed: async (ctx, payload) => {
        const conversation = await ctx.loaders.conversationById.load(payload.conversationId);
        return !!conversation && (await isMember(ctx, conversation, viewer.userId));
      },
      read: async (ctx, payload) => {
        const conversation = await ctx.loaders.conversationById.load(payload.conversationId);
        const message = payload.messageId ? await ctx.loaders.messageById.load(payload.messageId) : null;
        if (!conversation || (payload.messageId && !message)) return SKIP_EVENT;
        const unreadTotal = await ctx.loaders.unreadMessageTotal.load(viewer.userId);
        return { kind: payload.kind, conversation, message, readerId: payload.readerId, unreadTotal };
      },
    });
  },
};

/**
 * What the moderation domain uses on messages (through this domain's index): read them with their place, and hide,
 * unhide or remove one, each publishing the live event to every member.
 */
export const messageModeration = {
  async load(ctx: RequestContext, ids: string[]): Promise<Map<string, ModeratedMessage>> {
    const valid = ids.filter(isUuid).map((id) => id.toLowerCase());
    const messages = (await ctx.loaders.messageById.loadMany(valid)).filter((m): m is Message => m instanceof Message);
    const conversations = await Promise.all(messages.map((m) => ctx.loaders.conversationById.load(m.conversationId)));
    const organizers = await Promise.all(conversations.map((c) => (c ? organizerOf(ctx, c) : null)));
    return new Map(
      messages.map((m, i) => [
        m.id,
        { id: m.id, authorId: m.authorId, text: m.text, conversationId: m.conversationId, organizerId: organizers[i], createdAt: m.createdAt },
      ]),
    );
  },
  hide(ctx: RequestContext, id: string, input: { reason: string; byUserId: string }): Promise<Message> {
    const reason = moderationReason(input.reason);
    return moderate(ctx, id, 'hidden', `UPDATE messages SET hidden_reason = $2, hidden_at = now(), hidden_by = $3 WHERE message_id = $1`, [
      reason,
      input.byUserId,
    ]);
  },
  unhide(ctx: RequestContext, id: string): Promise<Message> {
    return moderate(ctx, id, 'unhidden', `UPDATE messages SET hidden_reason = NULL, hidden_at = NULL, hidden_by = NULL WHERE message_id = $1`, []);
  },
  remove(ctx: RequestContext, id: string, input: { reason: string; byUserId: string }): Promise<Message> {
    const reason = moderationReason(input.reason);
    return moderate(ctx, id, 'removed', `UPDATE messages SET removed_reason = $2, removed_at = now(), removed_by = $3 WHERE message_id = $1`, [
      reason,
      input.byUserId,
    ]);
  },
};
