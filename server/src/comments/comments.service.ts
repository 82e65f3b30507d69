import type { RequestContext } from '../core/context';
import { getEntityOrThrow } from '../core/entities';
import { AppError } from '../core/errors';
import { isUuid } from '../core/ids';
import { decodeCursor, pageSize, toConnection, type Connection, type PageArgs } from '../core/pagination';
import { Comment, CommentWall } from './comments.entities';
import type { CommentCursor, CommentPageKey } from './comments.loaders';

/** The spec's comment wall page: 15 first, Load More adds 15. */
export const COMMENT_PAGE_SIZE = 15;

const ISO_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** Cursors are [created_at to the microsecond, comment id]; anything else is refused before it reaches SQL. */
function commentCursor(after: string | null | undefined): CommentCursor | null {
  const values = decodeCursor(after, 2);
  if (!values) return null;
  const [at, id] = values;
  if (typeof at !== 'string' || !ISO_MICROS.test(at) || Number.isNaN(Date.parse(at)) || !isUuid(id)) {
    throw AppError.badInput('Invalid cursor', { after: 'Invalid cursor' });
  }
  return { at, id: id.toLowerCase() };
}

async function page(ctx: RequestContext, of: CommentPageKey['of'], id: string, args: PageArgs): Promise<Connection<Comment>> {
  const first = pageSize(args, COMMENT_PAGE_SIZE);
  const after = commentCursor(args.after);
  const rows = await ctx.loaders.commentPages.load({ of, id, limit: first + 1, after });
  const connection = toConnection(rows, first, (row) => [row.cursor.at, row.cursor.id]);
  return { ...connection, edges: connection.edges.map((edge) => ({ cursor: edge.cursor, node: edge.node.comment })) };
}

/** Comment walls, comments and replies. Public reads; the viewer's own vote only for the viewer. */
export const commentsService = {
  getWall(ctx: RequestContext, id: string) {
    return getEntityOrThrow(ctx, CommentWall, id, 'Comment wall');
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
  viewerVote(ctx: RequestContext, comment: Comment) {
    return ctx.viewer ? ctx.loaders.commentVoteByKey.load(`${comment.id}:${ctx.viewer.userId}`) : null;
  },
};
