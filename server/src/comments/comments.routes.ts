import { Router } from 'express';
import type { RequestContext } from '../core/context';
import { contextOf } from '../core/http';
import type { Comment } from './comments.entities';
import { commentsService } from './comments.service';

/** The spec's comment document (REST field names) for each comment, authors and the viewer's votes batched. */
export async function toRestComments(ctx: RequestContext, comments: Comment[]) {
  const [authors, votes] = await Promise.all([
    Promise.all(comments.map((c) => commentsService.author(ctx, c))),
    Promise.all(comments.map((c) => commentsService.viewerVote(ctx, c))),
  ]);
  return comments.map((c, i) => ({
    _id: c.id,
    comment_wall_id: c.wallId,
    parent_comment_id: c.parentId,
    user_id: c.userId,
    user_name: authors[i]?.userName ?? null,
    comment: commentsService.visibleText(ctx, c),
    hidden: commentsService.hidden(c),
    moderation_note: commentsService.moderationNote(ctx, c),
    timestamp: c.createdAt.toISOString(),
    edited: c.edited,
    deleted: c.deletedAt !== null,
    score: c.score,
    viewer_vote: votes[i],
    updated_at: c.updatedAt.toISOString(),
  }));
}

const toRestComment = async (ctx: RequestContext, comment: Comment) => (await toRestComments(ctx, [comment]))[0];

/** The spec's delete call: PUT with user_name, user_id and comment all null. Anything else is an edit of `comment`. */
const isRestDelete = (body: Record<string, unknown>) => body.comment === null && body.user_id == null && body.user_name == null;

/** api/chat: comment walls over the same service as GraphQL (same rules, same live events). */
export function commentsRoutes(): Router {
  const router = Router();
  router.get('/chat/comment_walls/:wallId/comments', async (req, res) => {
    const ctx = contextOf(req);
    const thread = await commentsService.wallThread(ctx, req.params.wallId, req.query);
    res.json({ documents: await toRestComments(ctx, [...thread.topLevel, ...thread.replies]), next_cursor: thread.nextCursor });
  });
  router.post('/chat/comments', async (req, res) => {
    const ctx = contextOf(req);
    const body = req.body ?? {};
    const comment = await commentsService.post(ctx, {
      wallId: body.comment_wall_id,
      parentId: body.parent_comment_id,
      text: body.comment,
      asUserId: body.user_id,
    });
    res.status(201).json(await toRestComment(ctx, comment));
  });
  router.put('/chat/comments/:id', async (req, res) => {
    const ctx = contextOf(req);
    const body = req.body ?? {};
    const comment = isRestDelete(body)
      ? await commentsService.remove(ctx, req.params.id)
      : await commentsService.edit(ctx, req.params.id, body.comment);
    res.json(await toRestComment(ctx, comment));
  });
  return router;
}
