/** The webhooks domain's public surface (issue 28 item 1): the composition root imports only this file. */
export {
  ALL_WEBHOOK_EVENTS,
  isWebhookEventType,
  WEBHOOK_EVENT_TYPES,
  type WebhookEvent,
  type WebhookEventType,
} from './webhooks.catalogue';
export { WebhookDelivery, WebhookEndpoint, webhooksEntities } from './webhooks.entities';
export { webhooksJobs, WEBHOOK_DELIVER_JOB } from './webhooks.delivery';
export { enqueueWebhookEvent, webhooksOutbox } from './webhooks.outbox';
export { webhooksResolvers } from './webhooks.resolvers';
export { toRestWebhook, toRestWebhookDelivery, webhooksRoutes } from './webhooks.routes';
export { webhooksService, type WebhookWithSecret } from './webhooks.service';
