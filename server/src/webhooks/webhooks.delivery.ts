import type { EntityManager } from 'typeorm';
import type { AppDeps, RequestContext } from '../core/context';
import type { JobDefinition } from '../core/jobs';
import { notificationsService } from '../notifications';
import { WebhookDelivery, WebhookEndpoint } from './webhooks.entities';
import { signedHeaders } from './webhooks.signing';
import { checkTarget, postToTarget, TargetRefused, type PostOutcome } from './webhooks.targets';

export const WEBHOOK_DELIVER_JOB = 'webhooks.deliver';
/** A delivery is retried for this long after its event; an endpoint failing this long is disabled. */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** First retry after 30 s (within a minute), doubling, at most an hour apart. */
export const WEBHOOK_BACKOFF = { baseSeconds: 30, maxSeconds: 3_600 };
export const WEBHOOK_TIMEOUT_MS = 5_000;
/** The most of a response body the log keeps (characters). */
export const RESPONSE_BODY_LIMIT = 2_048;
/** A claim older than this belongs to a process that died mid-send: the attempt may be taken again. */
const STALE_CLAIM_SECONDS = 30;

export const allowsPrivateTargets = (app: AppDeps) => app.config.env.WEBHOOK_ALLOW_PRIVATE_TARGETS === 'true';

export const backoffSeconds = (attempt: number) => Math.min(WEBHOOK_BACKOFF.maxSeconds, WEBHOOK_BACKOFF.baseSeconds * 2 ** Math.min(attempt - 1, 20));

/** Enqueues one attempt of a delivery (in the caller's transaction): a job per attempt, keyed so it exists once. */
export function enqueueAttempt(app: AppDeps, db: EntityManager, deliveryId: string, attempt: number, runAt?: Date, replace = false) {
  return app.jobs.enqueue(db, { kind: WEBHOOK_DELIVER_JOB, payload: { deliveryId, attempt }, runAt, dedupeKey: `${WEBHOOK_DELIVER_JOB}:${deliveryId}:${attempt}`, replace });
}

/** `UPDATE ... RETURNING` answers [rows, count] through TypeORM's postgres driver, rows alone through others. */
function returnedRows<T>(result: unknown): T[] {
  const rows = result as unknown[];
  return (Array.isArray(rows[0]) ? rows[0] : rows) as T[];
}

/** The secrets a delivery is signed with now: the current one, and the previous one during its overlap. */
async function endpointWithSecrets(db: EntityManager, webhookId: string) {
  return db
    .getRepository(WebhookEndpoint)
    .createQueryBuilder('e')
    .addSelect(['e.secret', 'e.previousSecret'])
    .where('e.id = :id', { id: webhookId })
    .getOne();
}

export function signingSecrets(endpoint: WebhookEndpoint, now: Date): string[] {
  const overlap = endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now;
  return overlap ? [endpoint.secret, endpoint.previousSecret!] : [endpoint.secret];
}

/**
 * One attempt of one delivery. The claim (pending -> sending, attempts + 1) is one conditional UPDATE, so two
 * processes never send the same attempt; the request goes out with no transaction open; the outcome, the next attempt
 * (a new job) or the endpoint's disabling are written in one transaction.
 */
async function attemptDelivery(app: AppDeps, deliveryId: string): Promise<void> {
  const claimed = returnedRows<{ delivery_id: string }>(
    await app.dataSource.query(
      `UPDATE webhook_deliveries SET status = 'sending', claimed_at = now(), attempts = attempts + 1
        WHERE delivery_id = $1
          AND (status = 'pending' OR (status = 'sending' AND claimed_at < now() - make_interval(secs => $2)))
        RETURNING delivery_id`,
      [deliveryId, STALE_CLAIM_SECONDS],
    ),
  );
  if (claimed.length === 0) {
    const [row] = (await app.dataSource.query(`SELECT status FROM webhook_deliveries WHERE delivery_id = $1`, [deliveryId])) as Array<{ status: string }>;
    // Another process is sending it right now: try again later (the job's retry), in case that process dies.
    if (row?.status === 'sending') throw new Error('delivery in flight elsewhere');
    return; // sent, given up, or gone with its endpoint
  }
  const delivery = (await app.dataSource.getRepository(WebhookDelivery).findOneByOrFail({ id: deliveryId }));
  const endpoint = await endpointWithSecrets(app.dataSource.manager, delivery.webhookId);
  const now = new Date();
  if (!endpoint || !endpoint.enabled) {
    await app.dataSource.getRepository(WebhookDelivery).update({ id: deliveryId }, { status: 'failed', error: 'endpoint disabled', claimedAt: null });
    return;
  }
  let outcome: PostOutcome;
  try {
    const target = await checkTarget(endpoint.url, allowsPrivateTargets(app));
    const headers = signedHeaders(signingSecrets(endpoint, now), delivery.messageId, now, delivery.body);
    outcome = await postToTarget(target, headers, delivery.body, { timeoutMs: WEBHOOK_TIMEOUT_MS, bodyLimit: RESPONSE_BODY_LIMIT });
  } catch (error) {
    if (!(error instanceof TargetRefused)) throw error;
    outcome = { status: null, body: null, error: `target refused: ${error.message}`, latencyMs: 0 };
  }
  await recordOutcome(app, delivery, endpoint, outcome, now);
}

const succeeded = (outcome: PostOutcome) => outcome.status !== null && outcome.status >= 200 && outcome.status < 300;

async function recordOutcome(app: AppDeps, delivery: WebhookDelivery, endpoint: WebhookEndpoint, outcome: PostOutcome, at: Date) {
  const afterCommit: Array<{ topic: string; payload: unknown }> = [];
  await app.dataSource.transaction(async (db) => {
    const ok = succeeded(outcome);
    const attempt = delivery.attempts;
    const log = {
      lastAttemptAt: at,
      claimedAt: null,
      responseStatus: outcome.status,
      responseBody: outcome.body,
      latencyMs: outcome.latencyMs,
      error: ok ? null : (outcome.error ?? `HTTP ${outcome.status}`),
    };
    const deliveries = db.getRepository(WebhookDelivery);
    const endpoints = db.getRepository(WebhookEndpoint);
    if (ok) {
      await deliveries.update({ id: delivery.id }, { ...log, status: 'succeeded', nextAttemptAt: null });
      await endpoints.update({ id: endpoint.id }, { failingSince: null });
      return;
    }
    // The endpoint's first failure since its last success; a day of them disables it (locked: one process decides).
    const [locked] = (await db.query(`SELECT enabled, failing_since FROM webhook_endpoints WHERE webhook_id = $1 FOR UPDATE`, [endpoint.id])) as Array<{
      enabled: boolean;
      failing_since: Date | null;
    }>;
    const failingSince = locked?.failing_since ? new Date(locked.failing_since) : at;
    if (!locked?.failing_since) await endpoints.update({ id: endpoint.id }, { failingSince });
    if (locked?.enabled && at.getTime() - failingSince.getTime() >= WEBHOOK_RETRY_WINDOW_MS) {
      await deliveries.update({ id: delivery.id }, { ...log, status: 'failed', nextAttemptAt: null });
      await disableEndpoint(app, db, endpoint, at, afterCommit);
      return;
    }
    const next = new Date(at.getTime() + backoffSeconds(attempt) * 1000);
    if (next.getTime() - delivery.createdAt.getTime() > WEBHOOK_RETRY_WINDOW_MS) {
      await deliveries.update({ id: delivery.id }, { ...log, status: 'failed', nextAttemptAt: null });
      return;
    }
    await deliveries.update({ id: delivery.id }, { ...log, status: 'pending', nextAttemptAt: next });
    await enqueueAttempt(app, db, delivery.id, attempt + 1, next);
  });
  for (const event of afterCommit) await app.events.publish(event.topic, event.payload);
}

/** Disables an endpoint after a day of failures and tells its organizer's owner (the notifications domain). */
async function disableEndpoint(app: AppDeps, db: EntityManager, endpoint: WebhookEndpoint, at: Date, afterCommit: Array<{ topic: string; payload: unknown }>) {
  await db.getRepository(WebhookEndpoint).update({ id: endpoint.id }, { enabled: false, disabledAt: at });
  await db.query(`UPDATE webhook_deliveries SET status = 'failed', error = 'endpoint disabled', next_attempt_at = NULL WHERE webhook_id = $1 AND status = 'pending'`, [endpoint.id]);
  const [owner] = (await db.query(`SELECT user_id FROM organizers WHERE organizer_id = $1`, [endpoint.organizerId])) as Array<{ user_id: string }>;
  if (!owner) return;
  // The notification's live event waits for the commit (pendingEvents), as inside any service transaction.
  const ctx: RequestContext = { app, viewer: null, db, loaders: app.createLoaders(db), pendingEvents: afterCommit };
  await notificationsService.notify(ctx, { userId: owner.user_id, kind: 'webhook_disabled', organizerId: endpoint.organizerId });
}

/** The webhooks domain's job kinds (app/jobs.ts lists them). */
export const webhooksJobs: JobDefinition[] = [
  {
    kind: WEBHOOK_DELIVER_JOB,
    async run(payload, job) {
      await attemptDelivery(job.app, String(payload.deliveryId));
    },
    // Only for a run that threw (the database away, a claim held elsewhere): HTTP failures schedule their own attempt.
    retry: { baseSeconds: 30, maxSeconds: 600, maxAttempts: 10 },
  },
];
