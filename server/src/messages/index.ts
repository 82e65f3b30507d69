/** The messages domain's public surface: other domains and the composition root import only this file. */
export {
  Conversation,
  CONVERSATION_KINDS,
  type ConversationKind,
  ConversationMemberState,
  MAX_MESSAGE_LENGTH,
  Message,
  messagesEntities,
  UserBlock,
} from './messages.entities';
export {
  type ConversationTarget,
  messageModeration,
  type MessagePage,
  messagesService,
  type ModeratedMessage,
} from './messages.service';
export { createMessagesLoaders } from './messages.loaders';
export { messagesResolvers } from './messages.resolvers';
export { messagesRoutes, toRestMessage } from './messages.routes';
export { type MessageEventModel, type MessageEventPayload, messageTopic } from './messages.events';
