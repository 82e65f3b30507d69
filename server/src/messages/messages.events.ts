import type { Conversation, Message } from './messages.entities';

/** Topic of one user's message events (only that user's sessions subscribe to it). */
export const messageTopic = (userId: string) => `messages:${userId}`;

/** What happened in a conversation: stored lower-case, UPPER_CASE in GraphQL. */
export type MessageEventKindValue = 'created' | 'read' | 'hidden' | 'unhidden' | 'removed' | 'muted';

/**
 * What travels on the bus: ids only (a Redis hop carries no stale copy). One event is published to each member's
 * topic under one `eventId`, so all its subscribers read the conversation and message once (shared event loaders).
 */
export interface MessageEventPayload {
  eventId: string;
  kind: MessageEventKindValue;
  conversationId: string;
  messageId: string | null;
  /** Who read (kind 'read'). */
  readerId: string | null;
}

/** The GraphQL MessageEvent, for one subscriber. */
export interface MessageEventModel {
  kind: MessageEventKindValue;
  conversation: Conversation;
  message: Message | null;
  readerId: string | null;
  unreadTotal: number;
}
