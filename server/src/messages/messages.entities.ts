import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

export const CONVERSATION_KINDS = ['direct', 'team', 'match'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

/** Longest message text accepted (characters, counted as PostgreSQL counts them). */
export const MAX_MESSAGE_LENGTH = 2000;

/**
 * A conversation: direct (two users, lowest id first so a pair has one), a team's (its approved roster) or a match's
 * (both rosters and the competition's staff). Members are derived from those, never copied.
 */
@Entity('conversations')
export class Conversation {
  @PrimaryGeneratedColumn('uuid', { name: 'conversation_id' })
  id: string;

  @Column({ name: 'kind', type: 'text' })
  kind: ConversationKind;

  @Column({ name: 'user_low_id', type: 'uuid', nullable: true })
  userLowId: string | null;

  @Column({ name: 'user_high_id', type: 'uuid', nullable: true })
  userHighId: string | null;

  @Column({ name: 'team_id', type: 'uuid', nullable: true })
  teamId: string | null;

  @Column({ name: 'match_id', type: 'uuid', nullable: true })
  matchId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** When the last message was sent (any visibility); null while empty. Orders the conversation list. */
  @Column({ name: 'last_message_at', type: 'timestamptz', nullable: true })
  lastMessageAt: Date | null;
}

/**
 * One message. Moderation state lives beside the text: a held or hidden message is seen only by its author (with the
 * reason), a removed one by nobody but its author, as removed.
 */
@Entity('messages')
export class Message {
  @PrimaryGeneratedColumn('uuid', { name: 'message_id' })
  id: string;

  @Column({ name: 'conversation_id', type: 'uuid' })
  conversationId: string;

  /** Null once the author's account is gone. */
  @Column({ name: 'author_id', type: 'uuid', nullable: true })
  authorId: string | null;

  /** As typed (trimmed), never escaped: clients render it as text. */
  @Column({ name: 'body', type: 'text' })
  text: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'hidden_reason', type: 'text', nullable: true })
  hiddenReason: string | null;

  @Column({ name: 'hidden_at', type: 'timestamptz', nullable: true })
  hiddenAt: Date | null;

  /** Null when a filter held it (no moderator yet). */
  @Column({ name: 'hidden_by', type: 'uuid', nullable: true })
  hiddenBy: string | null;

  @Column({ name: 'removed_reason', type: 'text', nullable: true })
  removedReason: string | null;

  @Column({ name: 'removed_at', type: 'timestamptz', nullable: true })
  removedAt: Date | null;

  @Column({ name: 'removed_by', type: 'uuid', nullable: true })
  removedBy: string | null;
}

/** A member's own state in one conversation: read up to, muted. A row exists once the member reads or mutes. */
@Entity('conversation_members_state')
export class ConversationMemberState {
  @PrimaryColumn('uuid', { name: 'conversation_id' })
  conversationId: string;

  @PrimaryColumn('uuid', { name: 'user_id' })
  userId: string;

  @Column({ name: 'last_read_at', type: 'timestamptz', nullable: true })
  lastReadAt: Date | null;

  @Column({ name: 'muted', type: 'boolean', default: false })
  muted: boolean;
}

/** The blocker no longer hears from the blocked user: no direct conversation either way. */
@Entity('user_blocks')
export class UserBlock {
  @PrimaryColumn('uuid', { name: 'blocker_id' })
  blockerId: string;

  @PrimaryColumn('uuid', { name: 'blocked_id' })
  blockedId: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

export const messagesEntities = [Conversation, Message, ConversationMemberState, UserBlock];
