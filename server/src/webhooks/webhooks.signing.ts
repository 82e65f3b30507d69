import { randomBytes, randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A new endpoint secret: `whsec_` + base64 of 32 random bytes (Standard Webhooks, stack-notes T30). */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** One id per event (the `webhook-id` header), shared by every endpoint and every attempt: receivers dedupe on it. */
export const newMessageId = () => `msg_${randomUUID().replace(/-/g, '')}`;

/**
 * The Standard Webhooks headers for one attempt. During a rotation's overlap the body is signed with both secrets,
 * the signatures space-separated (`v1,… v1,…`): a receiver with either secret verifies it.
 */
export function signedHeaders(secrets: readonly string[], messageId: string, at: Date, body: string): Record<string, string> {
  const signatures = secrets.map((secret) => new Webhook(secret).sign(messageId, at, body));
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signatures.join(' '),
  };
}
