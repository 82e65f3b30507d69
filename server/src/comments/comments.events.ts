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
  createdAt: string;
  updatedAt: string;
}

/** What services publish on `commentWall:<wallId>`. */
export interface CommentWallEventPayload {
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
    createdAt: comment.createdAt.toISOString(),
    updatedAt: comment.updatedAt.toISOString(),
  };
}

/** A fresh entity per subscriber: payloads may be shared between subscribers (memory bus) and are never mutated. */
export function fromCommentMessage(db: EntityManager, message: CommentMessage): Comment {
  const comment = db.create(Comment, {
    id: message.id,
    wallId: message.wallId,
    parentId: message.parentId,
    userId: message.userId,
    text: message.text,
    edited: message.edited,
    score: message.score,
  });
  comment.deletedAt = message.deletedAt ? new Date(message.deletedAt) : null;
  comment.createdAt = new Date(message.createdAt);
  comment.updatedAt = new Date(message.updatedAt);
  return comment;
}

/**
 * Maps a source stream, one event at a time; `map` returns undefined to end the stream.
 * A hand-written iterator rather than an async generator: `return()` must reach the source at once (so the
 * pub/sub subscription is dropped when the client unsubscribes), even while a `next()` is waiting for an event.
 */
export function mapEvents<T, U>(source: AsyncIterator<T>, map: (value: T) => Promise<U | undefined>): AsyncIterableIterator<U> {
  let done = false;
  const finish = async (): Promise<IteratorResult<U>> => {
    if (!done) {
      done = true;
      await source.return?.();
    }
    return { done: true, value: undefined };
  };
  return {
    async next() {
      if (done) return { done: true, value: undefined };
      const result = await source.next();
      if (result.done || done) return finish();
      const value = await map(result.value);
      return value === undefined ? finish() : { done: false, value };
    },
    return: finish,
    async throw(error: unknown) {
      await finish();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
