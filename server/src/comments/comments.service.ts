import type { EntityManager } from 'typeorm';
import { requireViewer } from '../core/viewer';
import type { RequestContext } from '../core/context';
import { watchTopic } from '../core/live';
import { assertMayTakePart, screenContent } from '../core/content-gate';
import { publishLiveEvent } from '../core/live';
import { getEntityOrThrow, optionalRef } from '../core/entities';
import { AppError, ErrorCode } from '../core/errors';
import { assertUuid } from '../core/ids';
import { Messages } from '../core/messages';
import { decodeCursor, MAX_PAGE_SIZE, pageSize, toConnection, type Connection, type PageArgs } from '../core/pagination';
import { inTransaction } from '../core/transaction';
import type { CommentEventKind, VoteDirection } from '../generated/resolvers';
import { Comment, CommentWall, MAX_COMMENT_LENGTH, type CommentWallOwnerType } from './comments.entities';
import {
  commentWallTopic,
  fromCommentMessage,
  toCommentMessage,
  type CommentWallEventModel,
  type CommentWallEventPayload,
} from './comments.events';
import { hydrate } from '../core/batch';
import { type CommentCursor, type CommentPageKey } from './comments.loaders';

/** The spec's comment wall page: 15 first, Load More adds 15. */
export const COMMENT_PAGE_SIZE = 15;

/** Cursors are [created_at to the microsecond, comment id]; anything else is refused before it reaches SQL. */
function commentCursor(after: unknown): CommentCursor | null {
  const values = decodeCursor(after, ['micros', 'uuid']);
  return values && { at: values[0], id: values[1] };
}

/**
 * The rows a wall's first page of `args` reads (its page size plus one), for a statement that brings that page along
 * (primeFirstWallPage); null when `args` ask for a later page or are invalid (the page's own read reports them).
 */
export function firstWallPageLimit(args: PageArgs): number | null {
  if (args.after !== undefined && args.after !== null) return null;
  try {
    return pageRowLimit(args);
  } catch {
    return null;
  }
}

/** Rows a page of `args` reads: its size plus one, to tell whether another page follows. */
const pageRowLimit = (args: PageArgs) => pageSize(args, COMMENT_PAGE_SIZE) + 1;

async function page(ctx: RequestContext, of: CommentPageKey['of'], id: string, args: PageArgs): Promise<Connection<Comment> & { nodes: Comment[] }> {
  const limit = pageRowLimit(args);
  const first = limit - 1;
  const after = commentCursor(args.after);
  const rows = await ctx.loaders.commentPages.load({ of, id, limit, after });
  const connection = toConnection(rows, first, (row) => [row.cursor.at, row.cursor.id]);
  const edges = connection.edges.map((edge) => ({ cursor: edge.cursor, node: edge.node.comment }));
  return { ...connection, edges, nodes: edges.map((edge) => edge.node) };
}

/**
 * The text rule, in one place: a string, trimmed, not empty, at most 2000 characters (counted as PostgreSQL
 * counts them: code points, so an emoji is one). Stored as typed, never escaped: clients render it as text.
 */
function commentText(raw: unknown): string {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (text === '') throw AppError.badInput(Messages.commentEmpty, { text: Messages.commentEmpty });
  if ([...text].length > MAX_COMMENT_LENGTH) throw AppError.badInput(Messages.commentTooLong, { text: Messages.commentTooLong });
  // PostgreSQL text cannot hold U+0000: refuse it clearly rather than fail in the driver.
  if (text.includes('\u0000')) throw AppError.badInput(Messages.commentNulCharacter, { text: Messages.commentNulCharacter });
  return text;
}

const VOTE_VALUES: Record<VoteDirection, 1 | -1 | null> = { UP: 1, DOWN: -1, NONE: null };

function voteValue(direction: unknown): 1 | -1 | null {
  if (typeof direction !== 'string' || !Object.hasOwn(VOTE_VALUES, direction)) {
    throw AppError.badInput(Messages.commentVoteDirectionInvalid, { direction: Messages.commentVoteDirectionInvalid });
  }
  return VOTE_VALUES[direction as VoteDirection];
}

/** Runs a data-modifying statement with RETURNING and gives its rows (wrapped in a CTE so every driver path returns rows). */
async function returning(db: EntityManager, sql: string, params: unknown[]): Promise<Array<Record<string, unknown>>> {
  return db.query(`WITH changed AS (${sql}) SELECT * FROM changed`, params);
}

/** Locks a comment for the rest of the transaction (writes on one comment run one after another) or throws NOT_FOUND. */
async function lockComment(tx: RequestContext, id: string): Promise<Comment> {
  const rows: Array<Record<string, unknown>> = await tx.db.query(`SELECT * FROM comments WHERE comment_id = $1 FOR UPDATE`, [id]);
  if (rows.length === 0) throw AppError.notFound('Comment');
  return hydrate(tx.db, Comment, rows[0]);
}

async function publish(tx: RequestContext, kind: CommentEventKind, comment: Comment): Promise<void> {
  const payload: Omit<CommentWallEventPayload, 'eventId'> = { kind, comment: toCommentMessage(comment) };
  await publishLiveEvent(tx, commentWallTopic(comment.wallId), payload);
}

export interface PostCommentArgs {
  wallId: unknown;
  /** Null or absent for a top-level comment. */
  parentId?: unknown;
  text: unknown;
  /** The author the caller claims (REST's user_id): it must be the signed-in user. */
  asUserId?: unknown;
}

/** A wall's top-level comments (one page, newest first) with every reply beneath them, for the REST facade. */
export interface WallThread {
  topLevel: Comment[];
  replies: Comment[];
  nextCursor: string | null;
}

/**
 * Who may post a top-level comment on the walls of one kind (announcement walls), and the refusal of the others. The
 * domain owning those walls registers it from the composition root (the comments domain sits below them).
 */
export interface TopLevelPostRule {
  may(ctx: RequestContext, wall: CommentWall): Promise<boolean>;
  refusal: string;
}
const topLevelPostRules = new Map<CommentWallOwnerType, TopLevelPostRule>();

/** Called once per wall kind by the composition root (a ladder's announcements: its moderators; an organizer's: its staff). */
export function registerTopLevelPostRule(ownerType: CommentWallOwnerType, rule: TopLevelPostRule) {
  topLevelPostRules.set(ownerType, rule);
}

/** A wall kind with a registered rule takes top-level posts from those it allows; every signed-in user may reply. */
async function assertMayPostTopLevel(ctx: RequestContext, wall: CommentWall): Promise<void> {
  const rule = topLevelPostRules.get(wall.ownerType);
  if (rule && !(await rule.may(ctx, wall))) throw AppError.forbidden(rule.refusal);
}

/** The organizer whose moderators, bans and filters apply to a wall: its owner's, or null for user and team walls. */
async function wallOrganizerId(ctx: RequestContext, wall: CommentWall): Promise<string | null> {
  const [row] = await ctx.db.query(
    `SELECT CASE $1::text
       WHEN 'organizer' THEN $2::uuid
       WHEN 'league' THEN (SELECT organizer_id FROM leagues WHERE league_id = $2::uuid)
       WHEN 'tournament' THEN (SELECT organizer_id FROM tournaments WHERE tournament_id = $2::uuid)
       WHEN 'match' THEN (SELECT COALESCE(l.organizer_id, t.organizer_id) FROM matches m
         LEFT JOIN leagues l ON l.league_id = m.league_id LEFT JOIN tournaments t ON t.tournament_id = m.tournament_id
         WHERE m.match_id = $2::uuid)
     END AS organizer_id`,
    [wall.ownerType, wall.ownerId],
  );
  return row?.organizer_id ?? null;
}

/**
 * Comment walls, comments and replies. Reads are public (the viewer's own vote only for the viewer);
 * every write runs in one transaction and publishes a CommentWallEvent on `commentWall:<wallId>` after commit.
 */
export const commentsService = {
  getWall(ctx: RequestContext, id: string) {
    return getEntityOrThrow(ctx, CommentWall, id, 'Comment wall');
  },
  /** One comment by id (its replies load on demand through it). */
  getComment(ctx: RequestContext, id: string) {
    return getEntityOrThrow(ctx, Comment, id, 'Comment');
  },
  /** A new page's wall (a team, organizer or league just created): one row, returned by id. */
  async createWall(ctx: RequestContext, ownerType: CommentWallOwnerType, ownerId: string): Promise<string> {
    const [row] = await ctx.db.query(`INSERT INTO comment_walls (owner_type, owner_id) VALUES ($1, $2) RETURNING comment_wall_id`, [ownerType, ownerId]);
    return row.comment_wall_id;
  },
  /** A page's wall (comment_wall_id, announcement_wall_id): null until the page has one. */
  wallOrNull(ctx: RequestContext, id: string | null | undefined) {
    return optionalRef(ctx.loaders.commentWallById, id);
  },
  /** Top-level comments of a wall, newest first. */
  comments(ctx: RequestContext, wall: CommentWall, args: PageArgs) {
    return page(ctx, 'wall', wall.id, args);
  },
  /** Replies to a comment, oldest first (conversation order). */
  replies(ctx: RequestContext, comment: Comment, args: PageArgs) {
    return page(ctx, 'replies', comment.id, args);
  },
  replyCount(ctx: RequestContext, comment: Comment) {
    return ctx.loaders.replyCountByCommentId.load(comment.id);
  },
  author(ctx: RequestContext, comment: Comment) {
    return comment.userId ? ctx.loaders.userById.load(comment.userId) : null;
  },
  /** What a viewer sees of a comment's text: nothing once deleted or removed; a hidden one only its author sees. */
  visibleText(ctx: RequestContext, comment: Comment): string | null {
    if (comment.hiddenAt && !isAuthor(ctx, comment)) return null;
    return comment.text;
  },
  /** Whether the comment is hidden from others (held by a filter or hidden by a moderator). */
  hidden(comment: Comment): boolean {
    return comment.hiddenAt !== null && comment.removedAt === null;
  },
  /** Why it is hidden or removed, for its author only ('Hidden by a moderator: <reason>'); null for everyone else. */
  moderationNote(ctx: RequestContext, comment: Comment): string | null {
    if (!isAuthor(ctx, comment)) return null;
    if (comment.removedAt) return Messages.commentRemovedNote.replace('{reason}', comment.removedReason ?? '');
    if (!comment.hiddenAt) return null;
    // A filter's hold already reads as a sentence ('Held for review by a moderator: ...').
    if (!comment.hiddenBy) return comment.hiddenReason;
    return Messages.commentHiddenNote.replace('{reason}', comment.hiddenReason ?? '');
  },
  viewerVote(ctx: RequestContext, comment: Comment) {
    return ctx.viewer ? ctx.loaders.commentVoteByKey.load(`${comment.id}:${ctx.viewer.userId}`) : null;
  },

  /**
   * One page of top-level comments (REST `limit`, 1..100, default 15; `after` a cursor) and all their replies,
   * at any depth, so a client can build the tree: three statements whatever the page size.
   */
  async wallThread(ctx: RequestContext, wallId: string, query: { limit?: unknown; after?: unknown }): Promise<WallThread> {
    const limit = query.limit === undefined || query.limit === '' ? COMMENT_PAGE_SIZE : Number(query.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
      throw AppError.badInput(Messages.commentLimitInvalid, { limit: Messages.commentLimitInvalid });
    }
    const wall = await commentsService.getWall(ctx, wallId);
    const top = await page(ctx, 'wall', wall.id, { first: limit, after: query.after as string | undefined });
    const topLevel = top.edges.map((edge) => edge.node);
    const rows: Array<Record<string, unknown>> = topLevel.length
      ? await ctx.db.query(
          `WITH RECURSIVE thread AS (
             SELECT * FROM comments WHERE parent_comment_id = ANY($1::uuid[])
             UNION ALL
             SELECT c.* FROM comments c JOIN thread t ON c.parent_comment_id = t.comment_id
           )
           SELECT * FROM thread ORDER BY created_at, comment_id`,
          [topLevel.map((comment) => comment.id)],
        )
      : [];
    return {
      topLevel,
      replies: rows.map((row) => hydrate(ctx.db, Comment, row)),
      nextCursor: top.pageInfo.hasNextPage ? top.pageInfo.endCursor : null,
    };
  },

  /** Posts a comment or a reply as the signed-in user. */
  async post(ctx: RequestContext, args: PostCommentArgs): Promise<Comment> {
    const viewer = requireViewer(ctx);
    if (args.asUserId != null && (typeof args.asUserId !== 'string' || args.asUserId.toLowerCase() !== viewer.userId.toLowerCase())) {
      throw new AppError(ErrorCode.FORBIDDEN, Messages.commentPostAsOther);
    }
    const wallId = assertUuid(args.wallId, 'wallId');
    const parentId = args.parentId == null ? null : assertUuid(args.parentId, 'parentId');
    const text = commentText(args.text);
    const comment = await inTransaction(ctx, async (tx) => {
      const wall = await getEntityOrThrow(tx, CommentWall, wallId, 'Comment wall');
      if (!parentId) await assertMayPostTopLevel(tx, wall);
      if (parentId) {
        const parent = await tx.db.findOne(Comment, { where: { id: parentId } });
        if (!parent) throw AppError.notFound('Parent comment');
        if (parent.wallId !== wallId)
          throw AppError.badInput(Messages.commentParentOtherWall, { parentId: Messages.commentParentOtherWall });
      }
      // Moderation first: an organizer's ban keeps the user off its walls; filters replace words or hold the post.
      const organizerId = await wallOrganizerId(tx, wall);
      await assertMayTakePart(tx, { userId: viewer.userId, organizerId });
      const screened = await screenContent(tx, { authorId: viewer.userId, place: { kind: 'comment', organizerId }, text });
      // A post a filter holds is stored hidden: its author sees it with the reason, nobody else until a moderator releases it.
      const heldReason = screened.held ? (screened.heldReason ?? Messages.moderationHeldReason) : null;
      const [row] = await returning(
        tx.db,
        `INSERT INTO comments (comment_wall_id, parent_comment_id, user_id, comment, hidden_reason, hidden_at)
         VALUES ($1, $2, $3, $4, $5::text, CASE WHEN $5::text IS NULL THEN NULL ELSE now() END) RETURNING *`,
        [wallId, parentId, viewer.userId, screened.text, heldReason],
      );
      const created = hydrate(tx.db, Comment, row);
      await publish(tx, 'CREATED', created);
      return created;
    });
    if (parentId) ctx.loaders.replyCountByCommentId.clear(parentId);
    return comment;
  },

  /** Edits one's own comment: the new text, trimmed, and edited set. */
  async edit(ctx: RequestContext, id: unknown, rawText: unknown): Promise<Comment> {
    const viewer = requireViewer(ctx);
    const commentId = assertUuid(id);
    const text = commentText(rawText);
    return inTransaction(ctx, async (tx) => {
      const comment = await lockComment(tx, commentId);
      if (comment.deletedAt) throw AppError.badInput(Messages.commentEditDeleted);
      if (comment.userId !== viewer.userId) throw AppError.forbidden(Messages.commentEditNotAuthor);
      const [row] = await returning(
        tx.db,
        `UPDATE comments SET comment = $2, edited = true, updated_at = now() WHERE comment_id = $1 RETURNING *`,
        [commentId, text],
      );
      const edited = hydrate(tx.db, Comment, row);
      await publish(tx, 'EDITED', edited);
      return edited;
    });
  },

  /** Deletes one's own comment softly: text and author emptied, the row (and its replies) stay in the tree. */
  async remove(ctx: RequestContext, id: unknown): Promise<Comment> {
    const viewer = requireViewer(ctx);
    const commentId = assertUuid(id);
    return inTransaction(ctx, async (tx) => {
      const comment = await lockComment(tx, commentId);
      if (comment.deletedAt) throw AppError.badInput(Messages.commentAlreadyDeleted);
      if (comment.userId !== viewer.userId) throw AppError.forbidden(Messages.commentDeleteNotAuthor);
      const [row] = await returning(
        tx.db,
        `UPDATE comments SET comment = NULL, user_id = NULL, deleted_at = now(), updated_at = now() WHERE comment_id = $1 RETURNING *`,
        [commentId],
      );
      const deleted = hydrate(tx.db, Comment, row);
      await publish(tx, 'DELETED', deleted);
      return deleted;
    });
  },

  /**
   * One vote per user per comment (UP +1, DOWN -1, NONE takes it back). The comment row is locked first, so
   * votes on one comment apply one after another and the score, recomputed from the votes in the same
   * transaction, is always their sum. A vote that changes nothing publishes nothing.
   */
  async vote(ctx: RequestContext, id: unknown, direction: unknown): Promise<Comment> {
    const viewer = requireViewer(ctx);
    const commentId = assertUuid(id);
    const value = voteValue(direction);
    const comment = await inTransaction(ctx, async (tx) => {
      const current = await lockComment(tx, commentId);
      if (current.deletedAt) throw AppError.badInput(Messages.commentVoteDeleted);
      const changed =
        value === null
          ? await returning(tx.db, `DELETE FROM comment_votes WHERE comment_id = $1 AND user_id = $2 RETURNING value`, [
              commentId,
              viewer.userId,
            ])
          : await returning(
              tx.db,
              `INSERT INTO comment_votes (comment_id, user_id, value) VALUES ($1, $2, $3)
               ON CONFLICT (comment_id, user_id) DO UPDATE SET value = EXCLUDED.value WHERE comment_votes.value <> EXCLUDED.value
               RETURNING value`,
              [commentId, viewer.userId, value],
            );
      if (changed.length === 0) return current;
      const [row] = await returning(
        tx.db,
        `UPDATE comments SET score = (SELECT coalesce(sum(value), 0)::int FROM comment_votes WHERE comment_id = $1)
          WHERE comment_id = $1 RETURNING *`,
        [commentId],
      );
      const voted = hydrate(tx.db, Comment, row);
      await publish(tx, 'VOTED', voted);
      return voted;
    });
    // The viewer's vote is known: later fields of this request must not read an earlier cached one.
    ctx.loaders.commentVoteByKey.clear(`${commentId}:${viewer.userId}`).prime(`${commentId}:${viewer.userId}`, value);
    return comment;
  },

  /**
   * The live events of one wall. NOT_FOUND for an unknown wall. A subscription's context lives as long as the
   * subscription, so each event is read through loaders as fresh as the event (shared by all its subscribers:
   * authors and this subscriber's vote are read as they are now) and re-checks that the wall still exists; the
   * stream ends when it is gone.
   */
  async watchWall(ctx: RequestContext, wallId: string): Promise<AsyncIterableIterator<CommentWallEventModel>> {
    const wall = await commentsService.getWall(ctx, wallId);
    // Each event is read once for all its subscribers (the wall, authors, reply counts); only viewerVote is per viewer,
    // and those loads batch across subscribers too.
    return watchTopic<CommentWallEventPayload, CommentWallEventModel>(ctx, commentWallTopic(wall.id), {
      // A comment a filter held at posting is news to its author only (no read: the payload says whose it is).
      allowed: async (ctx, payload) =>
        !(payload.kind === 'CREATED' && payload.comment.hiddenAt && !payload.comment.hiddenBy) || payload.comment.userId === ctx.viewer?.userId,
      read: async (ctx, payload) => {
        if (!(await ctx.loaders.commentWallById.load(wall.id))) return undefined;
        return { kind: payload.kind, comment: fromCommentMessage(ctx.db, payload.comment) };
      },
    });
  },
};

function isAuthor(ctx: RequestContext, comment: Comment): boolean {
  return !!comment.userId && comment.userId === ctx.viewer?.userId;
}

function moderationReason(raw: string): string {
  const reason = raw.trim();
  if (!reason || reason.length > MAX_MODERATION_REASON) {
    throw AppError.badInput(Messages.moderationActReasonRequired, { reason: Messages.moderationActReasonRequired });
  }
  return reason;
}
const MAX_MODERATION_REASON = 1000;

/** Applies one moderation change to a comment (locked first) and publishes it on its wall after commit. */
async function moderate(ctx: RequestContext, rawId: unknown, kind: CommentEventKind, sql: string, params: unknown[]): Promise<Comment> {
  const id = assertUuid(rawId);
  return inTransaction(ctx, async (tx) => {
    await lockComment(tx, id);
    const [row] = await returning(tx.db, `${sql} RETURNING *`, [id, ...params]);
    const comment = hydrate(tx.db, Comment, row);
    await publish(tx, kind, comment);
    return comment;
  });
}

/** What the moderation domain reads of a reported comment (through this domain's index): its author, text and place. */
export const commentModeration = {
  async load(ctx: RequestContext, id: string): Promise<{ id: string; authorId: string | null; text: string | null; organizerId: string | null } | null> {
    const comment = await ctx.db.findOne(Comment, { where: { id } });
    if (!comment) return null;
    const wall = await getEntityOrThrow(ctx, CommentWall, comment.wallId, 'Comment wall');
    return { id: comment.id, authorId: comment.userId, text: comment.text, organizerId: await wallOrganizerId(ctx, wall) };
  },
  /** Hides a comment from everyone but its author (who sees the reason); others' walls drop its text live. */
  hide(ctx: RequestContext, id: string, input: { reason: string; byUserId: string }): Promise<Comment> {
    const reason = moderationReason(input.reason);
    return moderate(ctx, id, 'HIDDEN', `UPDATE comments SET hidden_reason = $2, hidden_at = now(), hidden_by = $3 WHERE comment_id = $1`, [
      reason,
      input.byUserId,
    ]);
  },
  /** Releases a hidden or held comment: everyone sees it again, live. */
  unhide(ctx: RequestContext, id: string): Promise<Comment> {
    return moderate(ctx, id, 'UNHIDDEN', `UPDATE comments SET hidden_reason = NULL, hidden_at = NULL, hidden_by = NULL WHERE comment_id = $1`, []);
  },
  /** Removes a comment's text for everyone (it keeps its place in the tree, as a deletion does); the reason is kept. */
  remove(ctx: RequestContext, id: string, input: { reason: string; byUserId: string }): Promise<Comment> {
    const reason = moderationReason(input.reason);
    return moderate(
      ctx,
      id,
      'DELETED',
      `UPDATE comments SET comment = NULL, deleted_at = coalesce(deleted_at, now()), removed_reason = $2, removed_at = now(), removed_by = $3,
              updated_at = now() WHERE comment_id = $1`,
      [reason, input.byUserId],
    );
  },
};
