import { Router } from 'express';
import { bodyOf, contextOf } from '../core/http';
import type { WebhookDelivery, WebhookEndpoint } from './webhooks.entities';
import { webhooksService } from './webhooks.service';

/** An endpoint in the facade's names (never its secret). */
export const toRestWebhook = (endpoint: WebhookEndpoint) => ({
  webhook_id: endpoint.id,
  organizer_id: endpoint.organizerId,
  url: endpoint.url,
  description: endpoint.description,
  events: endpoint.events,
  enabled: endpoint.enabled,
  disabled_at: endpoint.disabledAt?.toISOString() ?? null,
  previous_secret_expires_at: endpoint.previousSecretExpiresAt?.toISOString() ?? null,
  created_at: endpoint.createdAt.toISOString(),
});

export const toRestWebhookDelivery = (delivery: WebhookDelivery) => ({
  delivery_id: delivery.id,
  webhook_id: delivery.webhookId,
  message_id: delivery.messageId,
  event_type: delivery.eventType,
  status: delivery.status,
  attempts: delivery.attempts,
  last_attempt_at: delivery.lastAttemptAt?.toISOString() ?? null,
  next_attempt_at: delivery.nextAttemptAt?.toISOString() ?? null,
  response_status: delivery.responseStatus,
  response_body: delivery.responseBody,
  latency_ms: delivery.latencyMs,
  error: delivery.error,
  body: delivery.body,
  created_at: delivery.createdAt.toISOString(),
});

/** /api/organizer/*webhook*: issue 28 item 5's facade over the webhooks service. */
export function webhooksRoutes(): Router {
  const router = Router();
  router.post('/organizer/create-webhook', async (req, res) => {
    const { organizer_id: organizerId, url, events, description } = bodyOf(req);
    const { endpoint, secret } = await webhooksService.create(contextOf(req), { organizerId, url, events, description });
    res.status(201).json({ data: { ...toRestWebhook(endpoint), secret } });
  });
  router.get('/organizer/get-webhooks/:organizerId', async (req, res) => {
    res.json({ data: (await webhooksService.list(contextOf(req), req.params.organizerId)).map(toRestWebhook) });
  });
  router.post('/organizer/rotate-webhook-secret', async (req, res) => {
    const { endpoint, secret } = await webhooksService.rotateSecret(contextOf(req), bodyOf(req).webhook_id);
    res.json({ data: { ...toRestWebhook(endpoint), secret } });
  });
  router.delete('/organizer/delete-webhook', async (req, res) => {
    res.json({ data: toRestWebhook(await webhooksService.delete(contextOf(req), bodyOf(req).webhook_id)) });
  });
  router.get('/organizer/get-webhook-deliveries/:webhookId', async (req, res) => {
    res.json({ data: (await webhooksService.deliveries(contextOf(req), req.params.webhookId)).map(toRestWebhookDelivery) });
  });
  router.post('/organizer/redeliver-webhook', async (req, res) => {
    res.json({ data: toRestWebhookDelivery(await webhooksService.redeliver(contextOf(req), bodyOf(req).delivery_id)) });
  });
  return router;
}
