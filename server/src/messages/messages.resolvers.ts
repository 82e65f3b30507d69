import type { Resolvers } from '../generated/resolvers';
import type { MessageEventModel } from './messages.events';
import { messagesService } from './messages.service';

export const messagesResolvers: Resolvers = {
  Query: {
    conversations: (_, args, ctx) => messagesService.conversations(ctx, args),
    conversation: (_, { id }, ctx) => messagesService.conversation(ctx, id),
    unreadMessageCount: (_, __, ctx) => messagesService.unreadTotal(ctx),
    blockedUsers: (_, __, ctx) => messagesService.blockedUsers(ctx),
  },
  Mutation: {
    sendMessage: (_, { input }, ctx) => messagesService.send(ctx, input),
    openConversation: (_, { input }, ctx) => messagesService.open(ctx, input),
    markConversationRead: (_, { conversationId }, ctx) => messagesService.markRead(ctx, conversationId),
    muteConversation: (_, { conversationId, muted }, ctx) => messagesService.mute(ctx, conversationId, muted),
    blockUser: (_, { userId }, ctx) => messagesService.block(ctx, userId),
    unblockUser: (_, { userId }, ctx) => messagesService.unblock(ctx, userId),
  },
  Subscription: {
    messageEvents: {
      subscribe: (_, __, ctx) => messagesService.watch(ctx),
      resolve: (event: MessageEventModel) => event,
    },
  },
  Match: {
    viewerCanMessage: (match, _, ctx) => messagesService.viewerCanMessageMatch(ctx, match.id),
  },
  Conversation: {
    otherUser: (conversation, _, ctx) => messagesService.otherUser(ctx, conversation),
    team: (conversation, _, ctx) => messagesService.team(ctx, conversation),
    match: (conversation, _, ctx) => messagesService.match(ctx, conversation),
    unreadCount: async (conversation, _, ctx) => (await messagesService.viewState(ctx, conversation)).unread,
    muted: async (conversation, _, ctx) => (await messagesService.viewState(ctx, conversation)).muted,
    viewerHasBlocked: (conversation, _, ctx) => messagesService.viewerHasBlocked(ctx, conversation),
    lastMessage: (conversation, _, ctx) => messagesService.lastMessage(ctx, conversation),
    lastMessageAt: (conversation) => conversation.lastMessageAt?.toISOString() ?? null,
    members: (conversation, _, ctx) => messagesService.members(ctx, conversation),
    messages: (conversation, args, ctx) => messagesService.messages(ctx, conversation, args),
  },
  ConversationMember: {
    user: (member, _, ctx) => messagesService.memberUser(ctx, member),
    lastReadAt: (member) => member.lastReadAt?.toISOString() ?? null,
  },
  Message: {
    author: (message, _, ctx) => messagesService.author(ctx, message),
    text: (message, _, ctx) => messagesService.visibleText(ctx, message),
    state: (message) => messagesService.state(message),
    moderationReason: (message, _, ctx) => messagesService.moderationReason(ctx, message),
    mine: (message, _, ctx) => message.authorId !== null && message.authorId === ctx.viewer?.userId,
    createdAt: (message) => message.createdAt.toISOString(),
  },
  ConversationKind: { DIRECT: 'direct', TEAM: 'team', MATCH: 'match' },
  MessageEventKind: { CREATED: 'created', READ: 'read', HIDDEN: 'hidden', UNHIDDEN: 'unhidden', REMOVED: 'removed', MUTED: 'muted' },
};
