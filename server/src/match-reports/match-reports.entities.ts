import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** One round of one team in a report, with its points by the competition's weights at the time of the report. */
export interface ReportedRoundRow {
  round: number;
  metrics: Record<string, number | string>;
  roundPoints: number;
}

/** One team's scores in a report. */
export interface ReportedTeamScoreRow {
  teamId: string;
  totalPoints: number;
  rounds: ReportedRoundRow[];
}

/** A team's report of a match: both teams' per-round scores. One per team and match; amended in place. */
@Entity('match_reports')
export class MatchReport {
  @PrimaryGeneratedColumn('uuid', { name: 'report_id' })
  id: string;

  @Column({ name: 'match_id', type: 'uuid' })
  matchId: string;

  @Column({ name: 'team_id', type: 'uuid' })
  teamId: string;

  @Column({ name: 'reported_by', type: 'uuid' })
  reportedById: string;

  /** Both teams' scores, in the match's order of teams, rounds ascending (the shape the comparison reads). */
  @Column({ name: 'scores', type: 'jsonb' })
  scores: ReportedTeamScoreRow[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/**
 * A match whose two reports differed; one per match. Resolution columns (who, why, when, and the report chosen or the
 * result entered) are the audit shown to both teams.
 */
@Entity('match_disputes')
export class MatchDispute {
  @PrimaryGeneratedColumn('uuid', { name: 'dispute_id' })
  id: string;

  @Column({ name: 'match_id', type: 'uuid' })
  matchId: string;

  @Column({ name: 'organizer_id', type: 'uuid' })
  organizerId: string;

  @CreateDateColumn({ name: 'opened_at', type: 'timestamptz' })
  openedAt: Date;

  @Column({ name: 'resolved_at', type: 'timestamptz', nullable: true })
  resolvedAt: Date | null;

  @Column({ name: 'resolved_by', type: 'uuid', nullable: true })
  resolvedById: string | null;

  @Column({ name: 'chosen_team_id', type: 'uuid', nullable: true })
  chosenTeamId: string | null;

  /** The scores staff entered instead of choosing a report. */
  @Column({ name: 'entered_scores', type: 'jsonb', nullable: true })
  enteredScores: ReportedTeamScoreRow[] | null;

  @Column({ name: 'reason', type: 'text', nullable: true })
  reason: string | null;
}

export type DisputePostKind = 'evidence' | 'message';

/** Evidence (a screenshot or a VOD link, with a text) or a thread message of a dispute. */
@Entity('dispute_posts')
export class DisputePost {
  @PrimaryGeneratedColumn('uuid', { name: 'post_id' })
  id: string;

  @Column({ name: 'dispute_id', type: 'uuid' })
  disputeId: string;

  @Column({ name: 'kind', type: 'text' })
  kind: DisputePostKind;

  @Column({ name: 'author_id', type: 'uuid' })
  authorId: string;

  /** The side the author plays for; null for staff. */
  @Column({ name: 'team_id', type: 'uuid', nullable: true })
  teamId: string | null;

  @Column({ name: 'image_url', type: 'text', nullable: true })
  imageUrl: string | null;

  @Column({ name: 'link', type: 'text', nullable: true })
  link: string | null;

  @Column({ name: 'text', type: 'text' })
  text: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

export const matchReportEntities = [MatchReport, MatchDispute, DisputePost];
