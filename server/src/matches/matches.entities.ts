import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { CatalogTagColumns } from '../catalog/entities';
import { League } from '../leagues/entities';

export type MatchStatus = 'scheduled' | 'pending' | 'completed' | 'cancelled';

/** The score modal allows 1..MAX_ROUNDS rounds; new matches default to DEFAULT_ROUNDS. */
export const DEFAULT_ROUNDS = 3;
export const MAX_ROUNDS = 15;

/** A scheduled match of a ladder or a tournament (at least one of the two is set), tagged like them (CatalogTagColumns). */
@Entity('matches')
export class Match extends CatalogTagColumns('genre_id') {
  @PrimaryGeneratedColumn('uuid', { name: 'match_id' })
  id: string;

  @Column({ name: 'league_id', type: 'uuid', nullable: true })
  leagueId: string | null;

  @ManyToOne(() => League, { nullable: true, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'league_id' })
  league: Relation<League> | null;

  @Column({ name: 'tournament_id', type: 'uuid', nullable: true })
  tournamentId: string | null;

  /**
   * The tournament row. Tournaments sit above matches (a bracket holds matches): the entity is named by string and
   * the row typed by its key only, so matches import nothing of tournaments, not even a type.
   */
  @ManyToOne('Tournament', { nullable: true, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'tournament_id' })
  tournament: Relation<{ id: string }> | null;

  @Column({ name: 'status', type: 'text', default: 'scheduled' })
  status: MatchStatus;

  @Column({ name: 'scheduled_time', type: 'timestamptz', precision: 3 })
  scheduledTime: Date;

  /** Video URL (video). */
  @Column({ name: 'video', type: 'text', nullable: true })
  videoUrl: string | null;

  @Column({ name: 'match_banner', type: 'text', nullable: true })
  banner: string | null;

  /** How many rounds the score modal offers (1..15). */
  @Column({ name: 'rounds', type: 'int', default: DEFAULT_ROUNDS })
  rounds: number;

  /** Set once scores were saved; Finalize Scores is enabled only then. */
  @Column({ name: 'is_score_updated', type: 'boolean', default: false })
  isScoreUpdated: boolean;

  @Column({ name: 'finalized_at', type: 'timestamptz', nullable: true })
  finalizedAt: Date | null;

  /** The user who scheduled the match (created_by). */
  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdById: string | null;

  @Column({ name: 'comment_wall_id', type: 'uuid', nullable: true })
  commentWallId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** A team playing in a match, with its total and final placement. */
@Entity('match_participants')
export class MatchParticipant {
  @PrimaryColumn({ name: 'match_id', type: 'uuid' })
  matchId: string;

  @ManyToOne(() => Match, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'match_id' })
  match: Relation<Match>;

  @PrimaryColumn({ name: 'team_id', type: 'uuid' })
  teamId: string;

  @Column({ name: 'total_points', type: 'int', default: 0 })
  totalPoints: number;

  /** 1 for the winner once finalized; null before. */
  @Column({ name: 'placement', type: 'int', nullable: true })
  placement: number | null;

  /** The team's place in the match's scheduled order (1, 2, ...): every read lists the teams in this order. */
  @Column({ name: 'slot', type: 'smallint', default: 0 })
  slot: number;
}

/** One team's metrics and points in one round of a match. */
@Entity('match_rounds')
export class MatchRound {
  @PrimaryColumn({ name: 'match_id', type: 'uuid' })
  matchId: string;

  @PrimaryColumn({ name: 'team_id', type: 'uuid' })
  teamId: string;

  /** Round number, from 1. */
  @PrimaryColumn({ name: 'match_round', type: 'int' })
  matchRound: number;

  @ManyToOne(() => MatchParticipant, { onDelete: 'CASCADE' })
  @JoinColumn([
    { name: 'match_id', referencedColumnName: 'matchId' },
    { name: 'team_id', referencedColumnName: 'teamId' },
  ])
  participant: Relation<MatchParticipant>;

  /** Metric name to value (a number, or text for text metrics). */
  @Column({ name: 'metrics', type: 'jsonb', default: () => "'{}'" })
  metrics: Record<string, unknown>;

  @Column({ name: 'round_points', type: 'int', default: 0 })
  roundPoints: number;
}

export const matchEntities = [Match, MatchParticipant, MatchRound];
