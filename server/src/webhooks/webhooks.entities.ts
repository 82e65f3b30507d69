import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type WebhookDeliveryStatus = 'pending' | 'sending' | 'succeeded' | 'failed';

/** An organizer's webhook endpoint: where to send which events, signed with its secret (and the previous one during an overlap). */
@Entity('webhook_endpoints')
export class WebhookEndpoint {
  @PrimaryGeneratedColumn('uuid', { name: 'webhook_id' })
  id: string;

  @Column({ name: 'organizer_id', type: 'uuid' })
  organizerId: string;

  @Column({ name: 'url', type: 'text' })
  url: string;

  @Column({ name: 'description', type: 'text', default: '' })
  description: string;

  /** Event types, or `*` for all. */
  @Column({ name: 'events', type: 'text', array: true })
  events: string[];

  /** `whsec_` + base64 of 32 random bytes; shown once, never read back by the API. */
  @Column({ name: 'secret', type: 'text', select: false })
  secret: string;

  @Column({ name: 'previous_secret', type: 'text', nullable: true, select: false })
  previousSecret: string | null;

  /** Until then deliveries are signed with both secrets (a rotation's overlap). */
  @Column({ name: 'previous_secret_expires_at', type: 'timestamptz', nullable: true })
  previousSecretExpiresAt: Date | null;

  @Column({ name: 'enabled', type: 'boolean', default: true })
  enabled: boolean;

  @Column({ name: 'disabled_at', type: 'timestamptz', nullable: true })
  disabledAt: Date | null;

  /** The first failure since the last success; a day of failures disables the endpoint. */
  @Column({ name: 'failing_since', type: 'timestamptz', nullable: true })
  failingSince: Date | null;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdById: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** One event for one endpoint (the outbox row) with its latest attempt's outcome: the endpoint's delivery log. */
@Entity('webhook_deliveries')
export class WebhookDelivery {
  @PrimaryGeneratedColumn('uuid', { name: 'delivery_id' })
  id: string;

  @Column({ name: 'webhook_id', type: 'uuid' })
  webhookId: string;

  /** The `webhook-id` header: one per event, the same on every endpoint and every attempt (receivers dedupe on it). */
  @Column({ name: 'message_id', type: 'text' })
  messageId: string;

  @Column({ name: 'event_type', type: 'text' })
  eventType: string;

  /** The JSON body exactly as signed and sent. */
  @Column({ name: 'body', type: 'text' })
  body: string;

  @Column({ name: 'status', type: 'text', default: 'pending' })
  status: WebhookDeliveryStatus;

  @Column({ name: 'attempts', type: 'int', default: 0 })
  attempts: number;

  @Column({ name: 'next_attempt_at', type: 'timestamptz', nullable: true })
  nextAttemptAt: Date | null;

  @Column({ name: 'last_attempt_at', type: 'timestamptz', nullable: true })
  lastAttemptAt: Date | null;

  @Column({ name: 'claimed_at', type: 'timestamptz', nullable: true })
  claimedAt: Date | null;

  @Column({ name: 'response_status', type: 'int', nullable: true })
  responseStatus: number | null;

  /** At most RESPONSE_BODY_LIMIT characters of the response. */
  @Column({ name: 'response_body', type: 'text', nullable: true })
  responseBody: string | null;

  @Column({ name: 'latency_ms', type: 'int', nullable: true })
  latencyMs: number | null;

  @Column({ name: 'error', type: 'text', nullable: true })
  error: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

export const webhooksEntities = [WebhookEndpoint, WebhookDelivery];
