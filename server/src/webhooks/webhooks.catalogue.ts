/**
 * The one webhook event catalogue (issue 28 item 1): the events the subscriptions carry, as webhook types. The schema
 * describes the same list (enum WebhookEventType in schema/webhooks.graphql; a test keeps the two equal).
 */
export const WEBHOOK_EVENT_TYPES = [
  'match.scheduled',
  'match.score_updated',
  'match.finalized',
  'match.disputed',
  'match.dispute_resolved',
  'standings.changed',
  'bracket.progressed',
  'entry.requested',
  'entry.approved',
  'entry.declined',
  'tournament.started',
  'tournament.finished',
  'comment.created',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** An endpoint subscribed to this gets every type, present and future. */
export const ALL_WEBHOOK_EVENTS = '*';

export const isWebhookEventType = (value: unknown): value is WebhookEventType =>
  typeof value === 'string' && (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);

/** GraphQL's enum spelling of a type (match.score_updated -> MATCH_SCORE_UPDATED) and back; `*` is ALL. */
export const toGraphqlEventName = (type: string) => (type === ALL_WEBHOOK_EVENTS ? 'ALL' : type.replace('.', '_').toUpperCase());
export const fromGraphqlEventName = (name: string) =>
  name === 'ALL' ? ALL_WEBHOOK_EVENTS : (WEBHOOK_EVENT_TYPES.find((type) => toGraphqlEventName(type) === name) ?? name);

/** One event for the outbox: its type, the organizer whose endpoints hear it, and the body's `data`. */
export interface WebhookEvent {
  type: WebhookEventType;
  organizerId: string;
  data: Record<string, unknown>;
}

/** Whether an endpoint's subscription list takes this type. */
export const subscribes = (events: readonly string[], type: string) => events.includes(ALL_WEBHOOK_EVENTS) || events.includes(type);
