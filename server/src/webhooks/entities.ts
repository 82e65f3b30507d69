/** The webhooks domain's entity door: its TypeORM entities and their types, without its services (db/entities.ts imports this). */
export { WebhookDelivery, type WebhookDeliveryStatus, WebhookEndpoint, webhooksEntities } from './webhooks.entities';
