import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** One weekly window of a team's availability, in the team's zone: ISO weekday (Monday = 1) and wall-clock minutes. */
export interface AvailabilityWindow {
  weekday: number;
  /** Minutes after local midnight, 0..1439. */
  start: number;
  /** Minutes after local midnight, start+1..1440 (1440 is the end of the day). */
  end: number;
}

/** A team's weekly availability, kept in its own IANA time zone. */
@Entity('team_availability')
export class TeamAvailability {
  @PrimaryColumn('uuid', { name: 'team_id' })
  teamId: string;

  @Column({ name: 'time_zone', type: 'text' })
  timeZone: string;

  @Column({ name: 'windows', type: 'jsonb' })
  windows: AvailabilityWindow[];

  @Column({ name: 'updated_by', type: 'uuid', nullable: true })
  updatedById: string | null;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

export type RescheduleStatus = 'pending' | 'accepted' | 'declined' | 'superseded' | 'overridden';

/** Up to three new times one team proposes for a match; the other team accepts one or declines. */
@Entity('reschedule_proposals')
export class RescheduleProposal {
  @PrimaryGeneratedColumn('uuid', { name: 'proposal_id' })
  id: string;

  @Column({ name: 'match_id', type: 'uuid' })
  matchId: string;

  /** The proposing team. */
  @Column({ name: 'team_id', type: 'uuid' })
  teamId: string;

  @Column({ name: 'proposed_by', type: 'uuid', nullable: true })
  proposedById: string | null;

  @Column({ name: 'times', type: 'timestamptz', array: true })
  times: Date[];

  @Column({ name: 'status', type: 'text', default: 'pending' })
  status: RescheduleStatus;

  /** The match's time when proposed: past it, the proposal can no longer be answered. */
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'accepted_time', type: 'timestamptz', nullable: true })
  acceptedTime: Date | null;

  @Column({ name: 'answered_by', type: 'uuid', nullable: true })
  answeredById: string | null;

  @Column({ name: 'answered_at', type: 'timestamptz', nullable: true })
  answeredAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

export const schedulingEntities = [TeamAvailability, RescheduleProposal];
