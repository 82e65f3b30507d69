import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  OneToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { Game, Region } from '../catalog';
import { CommentWall } from '../comments';
import { User } from '../users';

/** Team roles, lowest first: promote moves one step up, demote one step down. */
export const TEAM_ROLES = ['member', 'captain', 'co-leader', 'leader'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
export type TeamMemberStatus = 'pending' | 'approved' | 'declined' | 'left';

@Entity('teams')
export class Team {
  @PrimaryGeneratedColumn('uuid', { name: 'team_id' })
  id: string;

  /** 1 to 18 letters, digits or single spaces; unique whatever the case. */
  @Column({ name: 'team_name', type: 'text' })
  name: string;

  @Column({ name: 'team_game_id', type: 'uuid' })
  gameId: string;

  @ManyToOne(() => Game)
  @JoinColumn({ name: 'team_game_id' })
  game: Relation<Game>;

  @Column({ name: 'team_region_id', type: 'uuid' })
  regionId: string;

  @ManyToOne(() => Region)
  @JoinColumn({ name: 'team_region_id' })
  region: Relation<Region>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** Set when the last member left: the page and history stay, no one joins any more. */
  @Column({ name: 'archived_at', type: 'timestamptz', nullable: true })
  archivedAt: Date | null;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdById: string | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by' })
  createdBy: Relation<User> | null;
}

/** The public page of a team: media and the comment wall (one page per team). */
@Entity('team_page')
export class TeamPage {
  @PrimaryGeneratedColumn('uuid', { name: 'team_page_id' })
  id: string;

  @Column({ name: 'team_id', type: 'uuid' })
  teamId: string;

  @OneToOne(() => Team, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'team_id' })
  team: Relation<Team>;

  @Column({ name: 'team_bio', type: 'text', nullable: true })
  bio: string | null;

  @Column({ name: 'team_video_data', type: 'text', nullable: true })
  videoUrl: string | null;

  /** team_profile_pic (the spec also calls it team_pic). */
  @Column({ name: 'team_profile_pic', type: 'text', nullable: true })
  profilePicture: string | null;

  @Column({ name: 'team_banner', type: 'text', nullable: true })
  banner: string | null;

  @Column({ name: 'comment_wall_id', type: 'uuid', nullable: true })
  commentWallId: string | null;

  @OneToOne(() => CommentWall, { nullable: true })
  @JoinColumn({ name: 'comment_wall_id' })
  commentWall: Relation<CommentWall> | null;
}

/**
 * One user's place on one team. A pending row is an invitation (or request) not yet answered;
 * at most one approved leader per team (partial unique index).
 */
@Entity('team_members')
export class TeamMember {
  @PrimaryColumn('uuid', { name: 'team_id' })
  teamId: string;

  @ManyToOne(() => Team, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'team_id' })
  team: Relation<Team>;

  @PrimaryColumn('uuid', { name: 'user_id' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  /** The spec's `roles` column holds one role. */
  @Column({ name: 'roles', type: 'text', default: 'member' })
  role: TeamRole;

  @Column({ name: 'status', type: 'text', default: 'pending' })
  status: TeamMemberStatus;

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

export const teamsEntities = [Team, TeamPage, TeamMember];
