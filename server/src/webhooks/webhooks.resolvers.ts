import type { Resolvers } from '../generated/resolvers';
import { WEBHOOK_EVENT_TYPES } from './webhooks.catalogue';
import { webhooksService } from './webhooks.service';

export const webhooksResolvers: Resolvers = {
  Organizer: {
    webhooks: (organizer, _, ctx) => webhooksService.list(ctx, organizer.id),
  },
  Query: {
    webhookEventTypes: () => [...WEBHOOK_EVENT_TYPES] as never,
    webhookDeliveries: (_, { webhookId }, ctx) => webhooksService.deliveries(ctx, webhookId),
  },
  Mutation: {
    createWebhook: (_, { input }, ctx) => webhooksService.create(ctx, input),
    rotateWebhookSecret: (_, { webhookId }, ctx) => webhooksService.rotateSecret(ctx, webhookId),
    deleteWebhook: (_, { webhookId }, ctx) => webhooksService.delete(ctx, webhookId),
    redeliverWebhook: (_, { deliveryId }, ctx) => webhooksService.redeliver(ctx, deliveryId),
  },
  WebhookWithSecret: {
    webhook: (model) => model.endpoint,
  },
  Webhook: {
    disabledAt: (endpoint) => endpoint.disabledAt?.toISOString() ?? null,
    previousSecretExpiresAt: (endpoint) => endpoint.previousSecretExpiresAt?.toISOString() ?? null,
    createdAt: (endpoint) => endpoint.createdAt.toISOString(),
  },
  WebhookDelivery: {
    lastAttemptAt: (delivery) => delivery.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: (delivery) => delivery.nextAttemptAt?.toISOString() ?? null,
    createdAt: (delivery) => delivery.createdAt.toISOString(),
  },
  // The GraphQL names of the catalogue's types (a test checks this map against WEBHOOK_EVENT_TYPES).
  WebhookEventType: {
    ALL: '*',
    MATCH_SCHEDULED: 'match.scheduled',
    MATCH_SCORE_UPDATED: 'match.score_updated',
    MATCH_FINALIZED: 'match.finalized',
    MATCH_DISPUTED: 'match.disputed',
    MATCH_DISPUTE_RESOLVED: 'match.dispute_resolved',
    STANDINGS_CHANGED: 'standings.changed',
    BRACKET_PROGRESSED: 'bracket.progressed',
    ENTRY_REQUESTED: 'entry.requested',
    ENTRY_APPROVED: 'entry.approved',
    ENTRY_DECLINED: 'entry.declined',
    TOURNAMENT_STARTED: 'tournament.started',
    TOURNAMENT_FINISHED: 'tournament.finished',
    COMMENT_CREATED: 'comment.created',
  },
  WebhookDeliveryStatus: { PENDING: 'pending', SENDING: 'sending', SUCCEEDED: 'succeeded', FAILED: 'failed' },
};
