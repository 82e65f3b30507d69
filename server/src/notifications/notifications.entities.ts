import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const NOTIFICATION_KINDS = [
  'team_invitation',
  'staff_invitation',
  'invitation_accepted',
  'invitation_declined',
  'role_changed',
  'removed',
  'join_request',
  'join_approved',
  'join_declined',
  'match_scheduled',
  'ladder_invitation',
  'reschedule_proposed',
  'reschedule_accepted',
  'reschedule_declined',
  'match_report_filed',
  'match_report_confirmed',
  'match_disputed',
  'match_dispute_resolved',
  'match_auto_confirmed',
  'webhook_disabled',
  'moderation_warned',
  'moderation_hidden',
  'moderation_timed_out',
  'moderation_banned',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** One notification of one user: what happened, about which team or organizer, caused by whom; read or not. */
@Entity('notifications')
export class Notification {
  @PrimaryGeneratedColumn('uuid', { name: 'notification_id' })
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'kind', type: 'text' })
  kind: NotificationKind;

  @Column({ name: 'team_id', type: 'uuid', nullable: true })
  teamId: string | null;

  @Column({ name: 'organizer_id', type: 'uuid', nullable: true })
  organizerId: string | null;

  @Column({ name: 'league_id', type: 'uuid', nullable: true })
  leagueId: string | null;

  @Column({ name: 'tournament_id', type: 'uuid', nullable: true })
  tournamentId: string | null;

  @Column({ name: 'match_id', type: 'uuid', nullable: true })
  matchId: string | null;

  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId: string | null;

  /** Free text some kinds carry: a moderator's reason (moderation_*). */
  @Column({ name: 'detail', type: 'text', nullable: true })
  detail: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'read_at', type: 'timestamptz', nullable: true })
  readAt: Date | null;
}

export const notificationsEntities = [Notification];
