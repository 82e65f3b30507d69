import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, OneToOne, PrimaryColumn, UpdateDateColumn, type Relation } from 'typeorm';
// The wall lives in the comments domain, which sits above users: named by string, imported as a type only.
import type { CommentWall } from '../comments/entities';
import { PageColumns } from '../core/page-columns';

/** A player. The id is the auth account's id (no default: the account is created first). */
@Entity('users')
export class User {
  @PrimaryColumn('uuid', { name: 'user_id' })
  id: string;

  /** Unique whatever the case (unique index on lower(user_name)). */
  @Column({ name: 'user_name', type: 'text' })
  userName: string;

  @Column({ name: 'display_name', type: 'text', nullable: true })
  displayName: string | null;

  @Column({ name: 'user_bio', type: 'text', nullable: true })
  bio: string | null;

  /** The universal score. */
  @Column({ name: 'user_score', type: 'int', default: 0 })
  score: number;

  /** OpenSkill mean and deviation; null before the first finalized match. */
  @Column({ name: 'rating_mu', type: 'double precision', nullable: true })
  ratingMu: number | null;

  @Column({ name: 'rating_sigma', type: 'double precision', nullable: true })
  ratingSigma: number | null;

  /** The shown rating: the conservative ordinal (mu - 3 sigma) x 100, rounded; 0 before any match. */
  @Column({ name: 'rating', type: 'int', default: 0 })
  rating: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** The public page of a user: media and the comment wall (one page per user). */
@Entity('users_page')
export class UserPage extends PageColumns({ idColumn: 'users_page_id', prefix: 'user', owner: { entity: () => User, name: 'user' } }) {
  @Column({ name: 'comment_wall_id', type: 'uuid', nullable: true })
  commentWallId: string | null;

  @OneToOne('CommentWall', { nullable: true })
  @JoinColumn({ name: 'comment_wall_id' })
  commentWall: Relation<CommentWall> | null;
}

/**
 * The columns of a user's place in a group (a team's members, an organizer's staff), added to `GroupKey` (the
 * group's half of the primary key, which stays first): the user (the key's other half), the one role the spec's
 * `roles` column holds (`defaultRole` when not given), the status of the invitation or request, who invited, and
 * when. The membership entity extends the class returned.
 */
export function MembershipColumns<Role extends string, Status extends string, GroupKey extends abstract new (...args: any[]) => object>(
  GroupKey: GroupKey,
  defaultRole: Role,
) {
  abstract class Membership extends GroupKey {
    @PrimaryColumn('uuid', { name: 'user_id' })
    userId: string;

    @ManyToOne(() => User, { onDelete: 'CASCADE' })
    @JoinColumn({ name: 'user_id' })
    user: Relation<User>;

    /** The spec's `roles` column holds one role. */
    @Column({ name: 'roles', type: 'text', default: defaultRole })
    role: Role;

    @Column({ name: 'status', type: 'text', default: 'pending' })
    status: Status;

    @Column({ name: 'invited_by', type: 'uuid', nullable: true })
    invitedById: string | null;

    @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
    @JoinColumn({ name: 'invited_by' })
    invitedBy: Relation<User> | null;

    @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
    createdAt: Date;

    @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
    updatedAt: Date;
  }
  return Membership;
}

export const usersEntities = [User, UserPage];
