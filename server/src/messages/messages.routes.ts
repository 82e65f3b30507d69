import { Router } from 'express';
import type { RequestContext } from '../core/context';
import { bodyOf, contextOf } from '../core/http';
import type { Conversation, Message } from './messages.entities';
import { messagesService } from './messages.service';

/** The REST message document. */
export function toRestMessage(ctx: RequestContext, message: Message) {
  return {
    message_id: message.id,
    conversation_id: message.conversationId,
    author_id: message.authorId,
    text: messagesService.visibleText(ctx, message),
    state: messagesService.state(message).toLowerCase(),
    moderation_reason: messagesService.moderationReason(ctx, message),
    created_at: message.createdAt.toISOString(),
  };
}

/** The REST conversation documents with the viewer's unread counts, batched. */
async function toRestConversations(ctx: RequestContext, conversations: Conversation[]) {
  const states = await Promise.all(conversations.map((c) => messagesService.viewState(ctx, c)));
  return conversations.map((c, i) => ({
    conversation_id: c.id,
    kind: c.kind,
    user_ids: c.kind === 'direct' ? [c.userLowId, c.userHighId] : null,
    team_id: c.teamId,
    match_id: c.matchId,
    last_message_at: c.lastMessageAt?.toISOString() ?? null,
    unread: states[i].unread,
    muted: states[i].muted,
  }));
}

/** api/messages: conversations over the same service as GraphQL (same rules, same live events). */
export function messagesRoutes(): Router {
  const router = Router();
  router.post('/messages/send', async (req, res) => {
    const ctx = contextOf(req);
    const body = bodyOf(req);
    const message = await messagesService.send(ctx, {
      userId: body.user_id,
      teamId: body.team_id,
      matchId: body.match_id,
      conversationId: body.conversation_id,
      text: body.text,
    });
    res.status(201).json(toRestMessage(ctx, message));
  });
  router.get('/messages/get-conversations/:userId', async (req, res) => {
    const ctx = contextOf(req);
    const conversations = await messagesService.conversationsOf(ctx, req.params.userId, req.query);
    const [documents, unread] = await Promise.all([toRestConversations(ctx, conversations), messagesService.unreadTotal(ctx)]);
    res.json({ conversations: documents, unread });
  });
  router.get('/messages/get-messages/:conversationId', async (req, res) => {
    const ctx = contextOf(req);
    const page = await messagesService.messagesPage(ctx, req.params.conversationId, req.query);
    res.json({ messages: page.messages.map((m) => toRestMessage(ctx, m)), has_older: page.hasOlder, before: page.olderCursor });
  });
  router.post('/messages/mark-read', async (req, res) => {
    const ctx = contextOf(req);
    const conversation = await messagesService.markRead(ctx, bodyOf(req).conversation_id);
    res.json((await toRestConversations(ctx, [conversation]))[0]);
  });
  router.post('/messages/block-user', async (req, res) => {
    const ctx = contextOf(req);
    const userId = bodyOf(req).user_id;
    await messagesService.block(ctx, userId);
    res.json({ blocked: true, user_id: userId });
  });
  return router;
}
