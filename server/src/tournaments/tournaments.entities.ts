import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, OneToOne, PrimaryColumn, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { OwnerKey } from '../core/owner-columns';
import { PageColumnsWithBio } from '../core/page-columns';
import { EntryColumns } from '../competitions/entities';
import { CompetitionColumns } from '../leagues/entities';
import { Match } from '../matches/entities';
import type { BracketSide, EngineState, TournamentFormat } from './bracket-engine';

export type TournamentStatus = 'registration' | 'in_progress' | 'completed';
export type BracketNodeStatus = 'pending' | 'ready' | 'completed' | 'bye';

/** A tournament run by an organizer in one of four formats (organizer and leaderboard kept as ids). */
@Entity('tournaments')
export class Tournament extends CompetitionColumns {
  @PrimaryGeneratedColumn('uuid', { name: 'tournament_id' })
  id: string;

  /** Unique whatever its case (unique index on lower(tourney_name)). */
  @Column({ name: 'tourney_name', type: 'text' })
  name: string;

  /** Number of team places (2..256). */
  @Column({ name: 'tourney_size', type: 'int' })
  size: number;

  @Column({ name: 'status', type: 'text', default: 'registration' })
  status: TournamentStatus;

  /** YYYY-MM-DD, or null while not scheduled. */
  @Column({ name: 'start_date', type: 'date', nullable: true })
  startDate: string | null;

  @Column({ name: 'format', type: 'text', default: 'single_elimination' })
  format: TournamentFormat;

  @Column({ name: 'third_place_match', type: 'boolean', default: false })
  thirdPlaceMatch: boolean;

  @Column({ name: 'start_time', type: 'timestamptz', nullable: true })
  startTime: Date | null;

  /** Minutes of check-in before the start; null when check-in is off. */
  @Column({ name: 'check_in_minutes', type: 'int', nullable: true })
  checkInMinutes: number | null;

  @Column({ name: 'match_rounds', type: 'int', default: 3 })
  matchRounds: number;

  @Column({ name: 'winner_team_id', type: 'uuid', nullable: true })
  winnerTeamId: string | null;

  /** The bracket engine's records (see bracket-engine.ts); null before the start. */
  @Column({ name: 'engine_state', type: 'jsonb', nullable: true, select: false })
  engineState: EngineState | null;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdById: string | null;

  /** Whether its finalized matches count on the global boards, universal scores and ratings (on by default). */
  @Column({ name: 'ranked', type: 'boolean', default: true })
  ranked: boolean;

  /** Set on an archive of results played elsewhere ('obf': imported from an Open Bracket Format file): read-only. */
  @Column({ name: 'archived_from', type: 'text', nullable: true })
  archivedFrom: 'obf' | null;
}

/** A tournament's public page. */
@Entity('tournament_page')
export class TournamentPage extends PageColumnsWithBio({
  idColumn: 'tourney_page_id',
  prefix: 'tourney',
  owner: { entity: () => Tournament, name: 'tournament', unique: true },
}) {
  @Column({ name: 'comment_wall_id', type: 'uuid', nullable: true })
  commentWallId: string | null;
}

/** The tournament half of an entry's primary key. */
const TournamentEntryKey = OwnerKey({ entity: () => Tournament, name: 'tournament' });

/** A team's entry into a tournament, and its seed once placed. */
@Entity('tourney_participants')
export class TournamentParticipant extends EntryColumns(TournamentEntryKey) {
  /** Seed rank, 1 for the top seed; gaps are byes (a seeding can leave places empty). */
  @Column({ name: 'seed', type: 'int', nullable: true })
  seed: number | null;

  @Column({ name: 'checked_in_at', type: 'timestamptz', nullable: true })
  checkedInAt: Date | null;
}

/** A tournament's bracket (one per tournament). */
@Entity('brackets')
export class Bracket {
  @PrimaryGeneratedColumn('uuid', { name: 'bracket_id' })
  id: string;

  @Column({ name: 'tournament_id', type: 'uuid', unique: true })
  tournamentId: string;

  @OneToOne(() => Tournament, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'tournament_id' })
  tournament: Relation<Tournament>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** Before the start: the preview's nodes, built in memory from the seeds (not a column; never stored). */
  previewNodes?: BracketNode[];
}

/** One slot pairing of a bracket round; its winner moves up to the parent node. Teams kept as ids. */
@Entity('bracket_nodes')
export class BracketNode {
  @PrimaryGeneratedColumn('uuid', { name: 'node_id' })
  id: string;

  @Column({ name: 'bracket_id', type: 'uuid' })
  bracketId: string;

  @ManyToOne(() => Bracket, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'bracket_id' })
  bracket: Relation<Bracket>;

  @Column({ name: 'tournament_id', type: 'uuid' })
  tournamentId: string;

  @ManyToOne(() => Tournament, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'tournament_id' })
  tournament: Relation<Tournament>;

  @Column({ name: 'parent_node_id', type: 'uuid', nullable: true })
  parentNodeId: string | null;

  @ManyToOne(() => BracketNode, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'parent_node_id' })
  parentNode: Relation<BracketNode> | null;

  @Column({ name: 'match_id', type: 'uuid', nullable: true })
  matchId: string | null;

  @ManyToOne(() => Match, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'match_id' })
  match: Relation<Match> | null;

  /** From 1 (the first round). */
  @Column({ name: 'round_number', type: 'int' })
  roundNumber: number;

  @Column({ name: 'node_status', type: 'text', default: 'pending' })
  status: BracketNodeStatus;

  @CreateDateColumn({ name: 'created_stamp', type: 'timestamptz' })
  createdAt: Date;

  /** Winning team id (winner_uuid). */
  @Column({ name: 'winner_uuid', type: 'uuid', nullable: true })
  winnerTeamId: string | null;

  /** First-stage group (4 matches, 8 slots each); null where the round has no groups. */
  @Column({ name: 'group_number', type: 'int', nullable: true })
  groupNumber: number | null;

  @Column({ name: 'slot_index', type: 'int' })
  slotIndex: number;

  /** Team id in the first place of the pairing (participant_1); null for TBD or BYE. */
  @Column({ name: 'participant_1', type: 'uuid', nullable: true })
  participant1Id: string | null;

  /** Team id in the second place of the pairing (participant_2); null for TBD or BYE. */
  @Column({ name: 'participant_2', type: 'uuid', nullable: true })
  participant2Id: string | null;

  @Column({ name: 'side', type: 'text', default: 'winners' })
  side: BracketSide;

  /** The engine's match this node shows (unique per bracket). */
  @Column({ name: 'engine_ref', type: 'text' })
  engineRef: string;

  @Column({ name: 'parent_ref', type: 'text', nullable: true })
  parentRef: string | null;

  @Column({ name: 'loser_parent_ref', type: 'text', nullable: true })
  loserParentRef: string | null;

  /** Where the loser goes (double elimination's winners bracket, or the third-place match). */
  @Column({ name: 'loser_parent_node_id', type: 'uuid', nullable: true })
  loserParentNodeId: string | null;

  @Column({ name: 'participant_1_score', type: 'int', nullable: true })
  participant1Score: number | null;

  @Column({ name: 'participant_2_score', type: 'int', nullable: true })
  participant2Score: number | null;

  /** The stage the node belongs to (1 for the first; a single-stage tournament has only 1). */
  @Column({ name: 'stage_number', type: 'int', default: 1 })
  stageNumber: number;
}

/** One team's result in a correction's audit entry. */
export interface CorrectionLine {
  teamId: string;
  points: number;
  placement: number | null;
}

/** The audit entry of a corrected bracket result: who, when, before, after, and the nodes it reset. */
@Entity('tournament_corrections')
export class ResultCorrection {
  @PrimaryGeneratedColumn('uuid', { name: 'correction_id' })
  id: string;

  @Column({ name: 'tournament_id', type: 'uuid' })
  tournamentId: string;

  @Column({ name: 'match_id', type: 'uuid' })
  matchId: string;

  @Column({ name: 'corrected_by', type: 'uuid', nullable: true })
  correctedById: string | null;

  @CreateDateColumn({ name: 'corrected_at', type: 'timestamptz' })
  correctedAt: Date;

  @Column({ name: 'before', type: 'jsonb' })
  before: CorrectionLine[];

  @Column({ name: 'after', type: 'jsonb' })
  after: CorrectionLine[];

  @Column({ name: 'reset_node_ids', type: 'uuid', array: true, default: () => "'{}'" })
  resetNodeIds: string[];
}

export type StageStatus = 'pending' | 'in_progress' | 'completed';
export type StageSeeding = 'cross_group' | 'standing';
export type Tiebreaker = 'points' | 'head_to_head' | 'differential' | 'metric_totals' | 'buchholz' | 'sonneborn_berger' | 'seed';

/**
 * One stage of a tournament, in order: its kind, its shape (groups, Swiss rounds), how many of each group (or of the
 * Swiss standings) go on to the next stage and how they are seeded there, and its tiebreakers in the organizer's order.
 */
@Entity('tournament_stages')
export class TournamentStage {
  @PrimaryColumn({ name: 'tournament_id', type: 'uuid' })
  tournamentId: string;

  @PrimaryColumn({ name: 'stage_number', type: 'int' })
  stageNumber: number;

  @Column({ name: 'kind', type: 'text' })
  kind: TournamentFormat;

  @Column({ name: 'group_count', type: 'int', nullable: true })
  groupCount: number | null;

  @Column({ name: 'group_size', type: 'int', nullable: true })
  groupSize: number | null;

  /** Swiss rounds; null: ceil(log2(teams)). */
  @Column({ name: 'rounds', type: 'int', nullable: true })
  rounds: number | null;

  /** How many of each group (or of the Swiss standings) advance; null on the last stage. */
  @Column({ name: 'advance', type: 'int', nullable: true })
  advance: number | null;

  @Column({ name: 'seeding', type: 'text', default: 'standing' })
  seeding: StageSeeding;

  @Column({ name: 'tiebreakers', type: 'text', array: true })
  tiebreakers: Tiebreaker[];

  @Column({ name: 'status', type: 'text', default: 'pending' })
  status: StageStatus;

  /** The stage's teams in seed order (its 'seed' tiebreaker), once it started. */
  @Column({ name: 'entrant_ids', type: 'uuid', array: true, default: () => "'{}'" })
  entrantIds: string[];

  /** Stages after the first: the engine's records (the first stage's stay in tournaments.engine_state). */
  @Column({ name: 'engine_state', type: 'jsonb', nullable: true, select: false })
  engineState: EngineState | null;
}

/** The audit of a staff decision on a tie no tiebreaker separated: the teams in the order staff chose. */
@Entity('tournament_tie_decisions')
export class TieDecision {
  @PrimaryGeneratedColumn('uuid', { name: 'decision_id' })
  id: string;

  @Column({ name: 'tournament_id', type: 'uuid' })
  tournamentId: string;

  @Column({ name: 'stage_number', type: 'int' })
  stageNumber: number;

  @Column({ name: 'group_number', type: 'int', nullable: true })
  groupNumber: number | null;

  @Column({ name: 'team_ids', type: 'uuid', array: true })
  teamIds: string[];

  @Column({ name: 'decided_by', type: 'uuid', nullable: true })
  decidedById: string | null;

  @CreateDateColumn({ name: 'decided_at', type: 'timestamptz' })
  decidedAt: Date;
}

export const tournamentEntities = [Tournament, TournamentPage, TournamentParticipant, Bracket, BracketNode, ResultCorrection, TournamentStage, TieDecision];
