import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, OneToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Game, Region } from '../catalog/entities';
import { CommentWall } from '../comments/entities';
import { OwnerKey } from '../core/owner-columns';
import { PageColumnsWithBio } from '../core/page-columns';
import { MembershipColumns, User } from '../users/entities';

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

/** The public page of a team: media and the comment wall (one page per team). team_profile_pic is also called team_pic in the spec. */
@Entity('team_page')
export class TeamPage extends PageColumnsWithBio({
  idColumn: 'team_page_id',
  prefix: 'team',
  owner: { entity: () => Team, name: 'team' },
}) {
  @Column({ name: 'comment_wall_id', type: 'uuid', nullable: true })
  commentWallId: string | null;

  @OneToOne(() => CommentWall, { nullable: true })
  @JoinColumn({ name: 'comment_wall_id' })
  commentWall: Relation<CommentWall> | null;
}

/** The team half of a membership's primary key. */
const TeamMembershipKey = OwnerKey({ entity: () => Team, name: 'team' });

/**
 * One user's place on one team. A pending row is an invitation (or request) not yet answered;
 * at most one approved leader per team (partial unique index).
 */
@Entity('team_members')
export class TeamMember extends MembershipColumns<TeamRole, TeamMemberStatus, typeof TeamMembershipKey>(TeamMembershipKey, 'member') {}

export const teamsEntities = [Team, TeamPage, TeamMember];
