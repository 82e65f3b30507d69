import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { User, UserPage } from '../users/entities';

/** What a follow (or a top-5 slot) points at. */
export const FOLLOW_ENTITY_TYPES = ['user', 'team', 'organizer', 'league', 'tournament'] as const;
export type FollowEntityType = (typeof FOLLOW_ENTITY_TYPES)[number];

/** A user following a user, team, organizer or league. Unfollowing keeps the row with is_active false. */
@Entity('follows')
export class Follow {
  @PrimaryColumn('uuid', { name: 'follower_id' })
  followerId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'follower_id' })
  follower: Relation<User>;

  /** Id of the followed user, team, organizer or league (by entityType); no single FK can point at all four. */
  @PrimaryColumn('uuid', { name: 'followed_id' })
  followedId: string;

  @PrimaryColumn({ name: 'entity_type', type: 'text' })
  entityType: FollowEntityType;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** One slot (1..5) of the "MY TOP 5" list of a user page. */
@Entity('top_entries')
export class TopEntry {
  @PrimaryColumn('uuid', { name: 'users_page_id' })
  pageId: string;

  @ManyToOne(() => UserPage, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'users_page_id' })
  page: Relation<UserPage>;

  @PrimaryColumn({ name: 'position', type: 'smallint' })
  position: number;

  @Column({ name: 'entity_type', type: 'text', default: 'user' })
  entityType: FollowEntityType;

  @Column({ name: 'entity_id', type: 'uuid' })
  entityId: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

export const followsEntities = [Follow, TopEntry];
