import { Column, CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryColumn, PrimaryGeneratedColumn, type Relation } from 'typeorm';
// The wall lives in the comments domain, which sits above users: named by string, imported as a type only.
import type { CommentWall } from '../comments';

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
export class UserPage {
  @PrimaryGeneratedColumn('uuid', { name: 'users_page_id' })
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  @Column({ name: 'user_video_data', type: 'text', nullable: true })
  videoUrl: string | null;

  @Column({ name: 'user_profile_pic', type: 'text', nullable: true })
  profilePicture: string | null;

  @Column({ name: 'user_banner', type: 'text', nullable: true })
  banner: string | null;

  @Column({ name: 'comment_wall_id', type: 'uuid', nullable: true })
  commentWallId: string | null;

  @OneToOne('CommentWall', { nullable: true })
  @JoinColumn({ name: 'comment_wall_id' })
  commentWall: Relation<CommentWall> | null;
}

export const usersEntities = [User, UserPage];
