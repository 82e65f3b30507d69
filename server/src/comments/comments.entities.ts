import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { User } from '../users/entities';

export const COMMENT_WALL_OWNER_TYPES = ['user', 'team', 'organizer', 'league', 'tournament', 'match'] as const;
export type CommentWallOwnerType = (typeof COMMENT_WALL_OWNER_TYPES)[number];

/** Longest comment text accepted (characters). */
export const MAX_COMMENT_LENGTH = 2000;

/** The comment wall of one page-like owner (user, team, organizer, league, tournament or match). */
@Entity('comment_walls')
export class CommentWall {
  @PrimaryGeneratedColumn('uuid', { name: 'comment_wall_id' })
  id: string;

  @Column({ name: 'owner_type', type: 'text' })
  ownerType: CommentWallOwnerType;

  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/**
 * A comment or a reply (REST calls its id `_id`). Deleting keeps the row in the tree with
 * text and author emptied ('Deleted Comment' by 'Deleted User').
 */
@Entity('comments')
export class Comment {
  @PrimaryGeneratedColumn('uuid', { name: 'comment_id' })
  id: string;

  @Column({ name: 'comment_wall_id', type: 'uuid' })
  wallId: string;

  @ManyToOne(() => CommentWall, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'comment_wall_id' })
  wall: Relation<CommentWall>;

  /** Null for a top-level comment. A reply is always on its parent's wall (composite FK). */
  @Column({ name: 'parent_comment_id', type: 'uuid', nullable: true })
  parentId: string | null;

  @ManyToOne(() => Comment, { nullable: true, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'parent_comment_id' })
  parent: Relation<Comment> | null;

  /** The author; null once deleted or when the account is gone. */
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User> | null;

  /** The spec's `comment`: the text, null once deleted. At most 2000 characters. */
  @Column({ name: 'comment', type: 'text', nullable: true })
  text: string | null;

  @Column({ name: 'edited', type: 'boolean', default: false })
  edited: boolean;

  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt: Date | null;

  /** Why it is hidden (a filter's hold or a moderator's reason): shown to its author only. */
  @Column({ name: 'hidden_reason', type: 'text', nullable: true })
  hiddenReason: string | null;

  /** Set while hidden: others see no text; its author still sees it with the reason. */
  @Column({ name: 'hidden_at', type: 'timestamptz', nullable: true })
  hiddenAt: Date | null;

  /** The moderator who hid it; null when a filter held it at posting. */
  @Column({ name: 'hidden_by', type: 'uuid', nullable: true })
  hiddenBy: string | null;

  /** Why a moderator removed it (the text is gone for everyone, as on deletion). */
  @Column({ name: 'removed_reason', type: 'text', nullable: true })
  removedReason: string | null;

  @Column({ name: 'removed_at', type: 'timestamptz', nullable: true })
  removedAt: Date | null;

  @Column({ name: 'removed_by', type: 'uuid', nullable: true })
  removedBy: string | null;

  /** Sum of the votes (+1/-1). */
  @Column({ name: 'score', type: 'int', default: 0 })
  score: number;

  /** The spec's `timestamp`. */
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** One user's up (+1) or down (-1) vote on one comment. */
@Entity('comment_votes')
export class CommentVote {
  @PrimaryColumn('uuid', { name: 'comment_id' })
  commentId: string;

  @ManyToOne(() => Comment, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'comment_id' })
  comment: Relation<Comment>;

  @PrimaryColumn('uuid', { name: 'user_id' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  @Column({ name: 'value', type: 'smallint' })
  value: -1 | 1;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

export const commentsEntities = [CommentWall, Comment, CommentVote];
