/** The messages domain's entity door: its TypeORM entities and their types, without its services (db/entities.ts imports this). */
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
