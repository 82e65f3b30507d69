import type { EntityManager } from 'typeorm';
import type { CommentEventKind } from '../generated/resolvers';
import { Comment } from './comments.entities';

/** The pub/sub topic of one wall's live events. */
export const commentWallTopic = (wallId: string) => `commentWall:${wallId}`;

/** A comment as it travels on the bus: plain JSON (dates as ISO strings), so Redis and memory carry the same thing. */
export interface CommentMessage {
  id: string;
  wallId: string;
  parentId: string | null;
  userId: string | null;
  text: string | null;
  edited: boolean;
  deletedAt: string | null;
  score: number;
  /** Moderation state (absent on payloads published before it existed: read as none). */
  hiddenReason?: string | null;
  hiddenAt?: string | null;
  hiddenBy?: string | null;
  removedReason?: string | null;
  removedAt?: string | null;
  createdAt: string;
  updatedAt: string;
}

/** What services publish on `commentWall:<wallId>`. */
export interface CommentWallEventPayload {
  /** One id per published event: every subscriber of it reads through the same loaders (useSharedEventLoaders). */
  eventId?: string;
  kind: CommentEventKind;
  comment: CommentMessage;
}

/** What the subscription resolves for each subscriber: the kind and the comment as an entity. */
export interface CommentWallEventModel {
  kind: CommentEventKind;
  comment: Comment;
}

export function toCommentMessage(comment: Comment): CommentMessage {
  return {
    id: comment.id,
    wallId: comment.wallId,
    parentId: comment.parentId,
    userId: comment.userId,
    text: comment.text,
    edited: comment.edited,
    deletedAt: comment.deletedAt ? comment.deletedAt.toISOString() : null,
    score: comment.score,
    hiddenReason: comment.hiddenReason,
    hiddenAt: comment.hiddenAt ? comment.hiddenAt.toISOString() : null,
    hiddenBy: comment.hiddenBy,
    removedReason: comment.removedReason,
    removedAt: comment.removedAt ? comment.removedAt.toISOString() : null,
    createdAt: comment.createdAt.toISOString(),
    updatedAt: comment.updatedAt.toISOString(),
  };
}

/** Each message's entity: every subscriber of an event gets the event as one object (both buses parse it once). */
const commentsOfMessages = new WeakMap<CommentMessage, Comment>();

/**
 * The comment a message carries, built once per message however many subscribers read it (building it per subscriber
 * cost 8 ms of a 1,000-subscriber wall's fan-out). Read-only, as the message is: nothing mutates a read entity.
 */
export function fromCommentMessage(db: EntityManager, message: CommentMessage): Comment {
  const built = commentsOfMessages.get(message);
  if (built) return built;
  const comment = buildComment(db, message);
  commentsOfMessages.set(message, comment);
  return comment;
}

function buildComment(db: EntityManager, message: CommentMessage): Comment {
  const comment = db.create(Comment, {
    id: message.id,
    wallId: message.wallId,
    parentId: message.parentId,
    userId: message.userId,
    text: message.text,
    edited: message.edited,
    score: message.score,
    hiddenReason: message.hiddenReason ?? null,
    hiddenBy: message.hiddenBy ?? null,
    removedReason: message.removedReason ?? null,
  });
  comment.hiddenAt = message.hiddenAt ? new Date(message.hiddenAt) : null;
  comment.removedAt = message.removedAt ? new Date(message.removedAt) : null;
  comment.deletedAt = message.deletedAt ? new Date(message.deletedAt) : null;
  comment.createdAt = new Date(message.createdAt);
  comment.updatedAt = new Date(message.updatedAt);
  return comment;
}

