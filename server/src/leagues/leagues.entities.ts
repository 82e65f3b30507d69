import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { CatalogTagColumns } from '../catalog/entities';
import { EntryColumns, type ParticipantStatus } from '../competitions/entities';
import { OwnerKey } from '../core/owner-columns';
import { PageColumnsWithBio } from '../core/page-columns';

export type LeagueStatus = 'active' | 'inactive';
/** Where a team stands in a ladder or tournament it asked to join (the competitions' entries kernel). */
export type { ParticipantStatus };

/** Ladder competition category (the spec's fixed comp_cat_id for ladders). */
export const LADDER_CATEGORY = 1;

/**
 * The columns a ladder and a tournament share, as an abstract base class both entities extend (TypeORM reads a
 * parent's columns as the entity's own; the tables keep their columns): the organizer that runs it, the game,
 * platform, region and genre it is tagged with (CatalogTagColumns), its leaderboard, and when it was created.
 */
export abstract class CompetitionColumns extends CatalogTagColumns('game_genre_id') {
  @Column({ name: 'organizer_id', type: 'uuid' })
  organizerId: string;

  @Column({ name: 'lg_leaderboard_id', type: 'uuid', nullable: true })
  leaderboardId: string | null;

  /** Who enters match results: 'staff' (the default) or 'teams' (issue 26; match-reports reads and changes it). */
  @Column({ name: 'reporting_mode', type: 'text', default: 'staff' })
  reportingMode: 'staff' | 'teams';

  /** Hours an unanswered team report waits before it is confirmed automatically. */
  @Column({ name: 'confirm_window_hours', type: 'int', default: 24 })
  confirmWindowHours: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/**
 * A league (ladder). Organizer, creator and leaderboard belong to the community half: they are kept as ids here
 * and resolved through loaders.
 */
@Entity('leagues')
export class League extends CompetitionColumns {
  @PrimaryGeneratedColumn('uuid', { name: 'league_id' })
  id: string;

  /** Unique whatever its case (unique index on lower(league_name)): the route parameter may be a name. */
  @Column({ name: 'league_name', type: 'text' })
  name: string;

  /** YYYY-MM-DD. */
  @Column({ name: 'start_date', type: 'date' })
  startDate: string;

  /** YYYY-MM-DD, never before startDate. */
  @Column({ name: 'end_date', type: 'date' })
  endDate: string;

  @Column({ name: 'comp_cat_id', type: 'int', default: LADDER_CATEGORY })
  compCatId: number;

  @Column({ name: 'is_parent', type: 'boolean', default: true })
  isParent: boolean;

  @Column({ name: 'parent_league_id', type: 'uuid', nullable: true })
  parentLeagueId: string | null;

  @ManyToOne(() => League, { nullable: true })
  @JoinColumn({ name: 'parent_league_id' })
  parentLeague: Relation<League> | null;

  /** The user who created the ladder (user_id). */
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  /** ACTIVE LADDERS / INACTIVE LADDERS (update-ladder-status toggles it). */
  @Column({ name: 'status', type: 'text', default: 'active' })
  status: LeagueStatus;

  /** Capacity shown as "teams: n/maxTeams", n being the real count of approved teams. */
  @Column({ name: 'max_teams', type: 'int', default: 12 })
  maxTeams: number;

  /** Open entry: teams join at once; otherwise they wait for staff approval. */
  @Column({ name: 'open_entry', type: 'boolean', default: false })
  openEntry: boolean;

  @Column({ name: 'win_points', type: 'int', default: 3 })
  winPoints: number;

  @Column({ name: 'draw_points', type: 'int', default: 1 })
  drawPoints: number;

  @Column({ name: 'loss_points', type: 'int', default: 0 })
  lossPoints: number;
}

/** One league's public page: pictures, bio, video, rules, prizes, settings and scoring rules. */
@Entity('league_page')
export class LeaguePage extends PageColumnsWithBio({
  idColumn: 'league_page_id',
  prefix: 'league',
  owner: { entity: () => League, name: 'league', unique: true },
}) {
  @Column({ name: 'rules', type: 'text', nullable: true })
  rules: string | null;

  @Column({ name: 'prize', type: 'text', nullable: true })
  prize: string | null;

  @Column({ name: 'settings', type: 'text', nullable: true })
  settings: string | null;

  /** League metrics: an array whose first element is an object keyed by metric name. */
  @Column({ name: 'scoring_rules', type: 'jsonb', default: () => "'[]'" })
  scoringRules: Array<Record<string, unknown>>;

  @Column({ name: 'announcement_wall_id', type: 'uuid', nullable: true })
  announcementWallId: string | null;

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;
}

/** The ladder half of an entry's primary key. */
const LadderEntryKey = OwnerKey({ entity: () => League, name: 'league' });

/** A team's request to play in a ladder, and its answer. */
@Entity('league_participants')
export class LeagueParticipant extends EntryColumns(LadderEntryKey) {
  /** The staff member who invited the team (an invitation the team accepts by joining); null for a request. */
  @Column({ name: 'invited_by', type: 'uuid', nullable: true })
  invitedById: string | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** A team's record in one ladder. Its rank is computed when read (points descending; ties share a rank). */
@Entity('standings')
export class Standing {
  @PrimaryGeneratedColumn('uuid', { name: 'standings_id' })
  id: string;

  @Column({ name: 'league_id', type: 'uuid' })
  leagueId: string;

  @ManyToOne(() => League, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'league_id' })
  league: Relation<League>;

  @Column({ name: 'team_id', type: 'uuid' })
  teamId: string;

  @Column({ name: 'points', type: 'int', default: 0 })
  points: number;

  @Column({ name: 'wins', type: 'int', default: 0 })
  wins: number;

  @Column({ name: 'losses', type: 'int', default: 0 })
  losses: number;

  @Column({ name: 'draws', type: 'int', default: 0 })
  draws: number;
}

/** A standings row as read: with its computed rank (1 for the most points; equal points share a rank). */
/** A standings row with its rank in the whole table, its tiebreak text and its name as the order sorts it. */
export type RankedStanding = Standing & { rank: number; tiebreak: string | null; sortName: string };

/** One metric of a ladder's score settings (league page scoring_rules: [weights by name, active flags by name]). */
export interface LadderMetric {
  name: string;
  type: 'number' | 'text';
  weight: number;
  active: boolean;
  /** A text metric's Score Settings text ('' until typed); null for numeric metrics. */
  text?: string | null;
}

export const leagueEntities = [League, LeaguePage, LeagueParticipant, Standing];
