import type { RequestContext } from '../core/context';
import { AppError, ErrorCode } from '../core/errors';
import { assertUuid } from '../core/ids';
import { Messages } from '../core/messages';
import { inTransaction } from '../core/transaction';
import { requireViewer } from '../core/viewer';
import { organizersService, type Organizer } from '../organizers';
import { ALL_WEBHOOK_EVENTS, isWebhookEventType } from './webhooks.catalogue';
import { allowsPrivateTargets, enqueueAttempt } from './webhooks.delivery';
import { WebhookDelivery, WebhookEndpoint } from './webhooks.entities';
import { newWebhookSecret } from './webhooks.signing';
import { checkTarget, TargetRefused } from './webhooks.targets';

export const WEBHOOK_URL_MAX = 2_000;
export const WEBHOOK_DESCRIPTION_MAX = 200;
export const WEBHOOKS_PER_ORGANIZER = 10;
/** After a rotation, deliveries are signed with the old secret too for this long (receivers switch over). */
export const WEBHOOK_SECRET_OVERLAP_MS = 24 * 60 * 60 * 1000;
export const WEBHOOK_DELIVERY_LOG_SIZE = 50;

export interface WebhookInput {
  organizerId: unknown;
  url: unknown;
  events: unknown;
  description?: unknown;
}

/** An endpoint with its secret, answered once: on creation and on rotation. */
export interface WebhookWithSecret {
  endpoint: WebhookEndpoint;
  secret: string;
}

/** The URL as a target: http(s), and every address it resolves to public (or private when the setting allows). */
async function validUrl(ctx: RequestContext, raw: unknown): Promise<string> {
  const invalid = () => AppError.badInput(Messages.webhookUrlInvalid, { url: Messages.webhookUrlInvalid });
  if (typeof raw !== 'string' || raw.trim() === '' || raw.length > WEBHOOK_URL_MAX) throw invalid();
  try {
    return (await checkTarget(raw.trim(), allowsPrivateTargets(ctx.app))).url.toString();
  } catch (error) {
    if (!(error instanceof TargetRefused)) throw error;
    if (error.reason === 'private' || error.reason === 'link-local') throw AppError.badInput(Messages.webhookUrlPrivate, { url: Messages.webhookUrlPrivate });
    if (error.reason === 'unresolved') throw AppError.badInput(Messages.webhookUrlUnresolved, { url: Messages.webhookUrlUnresolved });
    throw invalid();
  }
}

/** A non-empty list of catalogue types, or `*`; duplicates dropped, order kept. */
function validEvents(raw: unknown): string[] {
  const invalid = AppError.badInput(Messages.webhookEventsInvalid, { events: Messages.webhookEventsInvalid });
  const list = raw === ALL_WEBHOOK_EVENTS ? [ALL_WEBHOOK_EVENTS] : raw;
  if (!Array.isArray(list) || list.length === 0 || list.length > 50) throw invalid;
  if (!list.every((type) => type === ALL_WEBHOOK_EVENTS || isWebhookEventType(type))) throw invalid;
  const events = [...new Set(list as string[])];
  return events.includes(ALL_WEBHOOK_EVENTS) ? [ALL_WEBHOOK_EVENTS] : events;
}

function validDescription(raw: unknown): string {
  if (raw == null) return '';
  if (typeof raw !== 'string' || raw.length > WEBHOOK_DESCRIPTION_MAX) throw AppError.badInput(Messages.webhookDescriptionTooLong, { description: Messages.webhookDescriptionTooLong });
  return raw.trim();
}

/** The viewer must be the organizer's owner or an approved super admin. */
async function assertManager(ctx: RequestContext, organizer: Organizer): Promise<void> {
  requireViewer(ctx);
  if (!(await organizersService.viewerCanManageStaff(ctx, organizer))) throw AppError.forbidden(Messages.webhookManageForbidden);
}

async function endpointOf(ctx: RequestContext, webhookId: unknown, field = 'webhookId'): Promise<WebhookEndpoint> {
  const id = assertUuid(webhookId, field);
  requireViewer(ctx);
  const endpoint = await ctx.db.getRepository(WebhookEndpoint).findOne({ where: { id } });
  if (!endpoint) throw AppError.notFound('Webhook');
  await assertManager(ctx, await organizersService.getById(ctx, endpoint.organizerId));
  return endpoint;
}

/**
 * Webhook endpoints of an organizer (issue 28 item 1): only its owner and super admins register, list, rotate and
 * delete them and read their delivery logs; GraphQL and REST are adapters over these methods.
 */
export const webhooksService = {
  async create(ctx: RequestContext, input: WebhookInput): Promise<WebhookWithSecret> {
    const organizerId = assertUuid(input.organizerId, 'organizerId');
    requireViewer(ctx);
    const events = validEvents(input.events);
    const description = validDescription(input.description);
    const organizer = await organizersService.getById(ctx, organizerId);
    await assertManager(ctx, organizer);
    const url = await validUrl(ctx, input.url);
    const secret = newWebhookSecret();
    const endpoint = await inTransaction(ctx, async (tx) => {
      // The organizer's row orders concurrent registrations, so the limit holds.
      await tx.db.query(`SELECT 1 FROM organizers WHERE organizer_id = $1 FOR UPDATE`, [organizer.id]);
      const repo = tx.db.getRepository(WebhookEndpoint);
      if ((await repo.count({ where: { organizerId: organizer.id } })) >= WEBHOOKS_PER_ORGANIZER) throw AppError.conflict(Messages.webhookLimitReached);
      return repo.save(repo.create({ organizerId: organizer.id, url, events, description, secret, createdById: ctx.viewer!.userId }));
    });
    return { endpoint, secret };
  },

  async list(ctx: RequestContext, organizerId: unknown): Promise<WebhookEndpoint[]> {
    const id = assertUuid(organizerId, 'organizerId');
    requireViewer(ctx);
    await assertManager(ctx, await organizersService.getById(ctx, id));
    return ctx.db.getRepository(WebhookEndpoint).find({ where: { organizerId: id }, order: { createdAt: 'ASC', id: 'ASC' } });
  },

  /** A new secret, answered once; the old one keeps signing (beside the new) for the overlap window. */
  async rotateSecret(ctx: RequestContext, webhookId: unknown): Promise<WebhookWithSecret> {
    const found = await endpointOf(ctx, webhookId);
    const secret = newWebhookSecret();
    const endpoint = await inTransaction(ctx, async (tx) => {
      const [row] = (await tx.db.query(`SELECT secret FROM webhook_endpoints WHERE webhook_id = $1 FOR UPDATE`, [found.id])) as Array<{ secret: string }>;
      if (!row) throw AppError.notFound('Webhook');
      const previousSecretExpiresAt = new Date(Date.now() + WEBHOOK_SECRET_OVERLAP_MS);
      await tx.db.getRepository(WebhookEndpoint).update({ id: found.id }, { secret, previousSecret: row.secret, previousSecretExpiresAt });
      return tx.db.getRepository(WebhookEndpoint).findOneByOrFail({ id: found.id });
    });
    return { endpoint, secret };
  },

  /** Deletes the endpoint with its delivery log; pending attempts find it gone and stop. */
  async delete(ctx: RequestContext, webhookId: unknown): Promise<WebhookEndpoint> {
    const endpoint = await endpointOf(ctx, webhookId);
    await ctx.db.getRepository(WebhookEndpoint).delete({ id: endpoint.id });
    return endpoint;
  },

  /** The endpoint's latest deliveries, newest first. */
  async deliveries(ctx: RequestContext, webhookId: unknown): Promise<WebhookDelivery[]> {
    const endpoint = await endpointOf(ctx, webhookId);
    return ctx.db.getRepository(WebhookDelivery).find({ where: { webhookId: endpoint.id }, order: { createdAt: 'DESC', id: 'DESC' }, take: WEBHOOK_DELIVERY_LOG_SIZE });
  },

  /**
   * Sends a delivery again, now, with its original id and body (receivers dedupe on webhook-id). Redelivering on a
   * disabled endpoint enables it again: the owner says the receiver is back.
   */
  async redeliver(ctx: RequestContext, deliveryId: unknown): Promise<WebhookDelivery> {
    const id = assertUuid(deliveryId, 'deliveryId');
    requireViewer(ctx);
    const found = await ctx.db.getRepository(WebhookDelivery).findOne({ where: { id } });
    if (!found) throw AppError.notFound('Delivery');
    await endpointOf(ctx, found.webhookId);
    return inTransaction(ctx, async (tx) => {
      const [row] = (await tx.db.query(`SELECT status, attempts FROM webhook_deliveries WHERE delivery_id = $1 FOR UPDATE`, [id])) as Array<{ status: string; attempts: number }>;
      if (!row) throw AppError.notFound('Delivery');
      if (row.status === 'sending') throw new AppError(ErrorCode.CONFLICT, Messages.webhookDeliveryInFlight);
      const now = new Date();
      await tx.db.getRepository(WebhookEndpoint).update({ id: found.webhookId, enabled: false }, { enabled: true, disabledAt: null, failingSince: null });
      await tx.db.getRepository(WebhookDelivery).update({ id }, { status: 'pending', nextAttemptAt: now });
      await enqueueAttempt(tx.app, tx.db, id, Number(row.attempts) + 1, now, true); // a retry waiting: now instead
      return tx.db.getRepository(WebhookDelivery).findOneByOrFail({ id });
    });
  },
};
