import { commentWallTopic, type CommentWallEventPayload } from '../comments';
import type { RequestContext } from '../core/context';
import type { DomainEvent } from '../core/domain-events';
import { leagueTopic, type LeagueEventPayload } from '../leagues';
import { Match, MatchParticipant, matchTopic, type MatchEventPayload } from '../matches';
import { tournamentTopic, type TournamentEventPayload } from '../tournaments';
import { isWebhookEventType, subscribes, type WebhookEvent, type WebhookEventType } from './webhooks.catalogue';
import { enqueueAttempt } from './webhooks.delivery';
import { WebhookDelivery } from './webhooks.entities';
import { newMessageId } from './webhooks.signing';

/**
 * The webhooks outbox: every domain event is seen here inside its writing transaction (core/domain-events), mapped to
 * the catalogue's types, and written as one delivery row per subscribed endpoint with a job for its first attempt, so
 * deliveries exist iff the write commits, once per event and endpoint whatever the number of processes.
 */

/** A recorded event that is already a webhook event (`recordDomainEvent(tx, 'entry.approved', { organizerId, data })`). */
interface RecordedWebhookEvent {
  organizerId: string;
  data: Record<string, unknown>;
}

/** Match stream steps that are webhook events (disputes come from match-day reporting's steps on the same stream). */
const MATCH_EVENT_TYPES: Record<string, WebhookEventType | undefined> = {
  scores: 'match.score_updated',
  finalized: 'match.finalized',
  disputed: 'match.disputed',
  dispute_resolved: 'match.dispute_resolved',
};

const MATCH = matchTopic('');
const LEAGUE = leagueTopic('');
const TOURNAMENT = tournamentTopic('');
const COMMENT_WALL = commentWallTopic('');

/** The match as its GraphQL event carries it: ids, state and each team's total and placement in scheduled order. */
async function matchData(ctx: RequestContext, matchId: string): Promise<Record<string, unknown>> {
  const match = await ctx.db.getRepository(Match).findOneOrFail({ where: { id: matchId } });
  const teams = await ctx.db.getRepository(MatchParticipant).find({ where: { matchId }, order: { slot: 'ASC', teamId: 'ASC' } });
  return {
    matchId: match.id,
    leagueId: match.leagueId,
    tournamentId: match.tournamentId,
    status: match.status.toUpperCase(),
    scheduledTime: match.scheduledTime.toISOString(),
    finalizedAt: match.finalizedAt?.toISOString() ?? null,
    teams: teams.map((team) => ({ teamId: team.teamId, totalPoints: team.totalPoints, placement: team.placement })),
  };
}

async function matchStatus(ctx: RequestContext, matchId: string): Promise<string | null> {
  const [row] = (await ctx.db.query(`SELECT status FROM matches WHERE match_id = $1`, [matchId])) as Array<{ status: string }>;
  return row?.status ?? null;
}

async function organizerOfMatch(ctx: RequestContext, match: Pick<Match, 'leagueId' | 'tournamentId'>): Promise<string | null> {
  if (match.leagueId) return (await ctx.loaders.leagueById.load(match.leagueId))?.organizerId ?? null;
  if (match.tournamentId) return (await ctx.loaders.tournamentById.load(match.tournamentId))?.organizerId ?? null;
  return null;
}

/** The organizer whose walls these are: its own, its ladders', its tournaments' and their matches'. */
async function organizerOfWall(ctx: RequestContext, wallId: string): Promise<string | null> {
  const wall = await ctx.loaders.commentWallById.load(wallId);
  if (!wall) return null;
  switch (wall.ownerType) {
    case 'organizer':
      return wall.ownerId;
    case 'league':
      return (await ctx.loaders.leagueById.load(wall.ownerId))?.organizerId ?? null;
    case 'tournament':
      return (await ctx.loaders.tournamentById.load(wall.ownerId))?.organizerId ?? null;
    case 'match': {
      const match = await ctx.loaders.matchById.load(wall.ownerId);
      return match ? organizerOfMatch(ctx, match) : null;
    }
    default:
      return null;
  }
}

/** A webhook event whose data is read only when some endpoint takes it. */
interface PendingWebhookEvent extends Omit<WebhookEvent, 'data'> {
  /** Read only when some endpoint takes it; null when, read, it is not this event after all. */
  data: Record<string, unknown> | (() => Promise<Record<string, unknown> | null>);
  /** What makes it the same event twice in one transaction (its data, when not given). */
  sameAs?: string;
}

/** A domain event as the catalogue's webhook events (none for events outside it). */
async function webhookEventsOf(ctx: RequestContext, event: DomainEvent): Promise<PendingWebhookEvent[]> {
  const { name } = event;
  if (isWebhookEventType(name)) {
    const recorded = event.payload as RecordedWebhookEvent;
    return [{ type: name, organizerId: recorded.organizerId, data: recorded.data }];
  }
  if (name.startsWith(MATCH)) {
    const payload = event.payload as MatchEventPayload;
    const type = MATCH_EVENT_TYPES[payload.kind as string];
    if (!type) return [];
    // The match's competition never changes: the transaction's loader reads it (often cached); its state is read fresh.
    const match = await ctx.loaders.matchById.load(payload.matchId);
    const organizerId = match && (await organizerOfMatch(ctx, match));
    return organizerId ? [{ type, organizerId, data: () => matchData(ctx, payload.matchId), sameAs: payload.matchId }] : [];
  }
  if (name.startsWith(LEAGUE)) {
    const payload = event.payload as LeagueEventPayload;
    if (payload.kind !== 'standings') return [];
    const league = await ctx.loaders.leagueById.load(payload.leagueId);
    return league ? [{ type: 'standings.changed', organizerId: league.organizerId, data: { kind: 'STANDINGS', leagueId: league.id, matchId: payload.matchId } }] : [];
  }
  if (name.startsWith(TOURNAMENT)) {
    const payload = event.payload as TournamentEventPayload;
    const types: WebhookEventType[] =
      payload.kind === 'started' ? ['tournament.started'] : payload.kind === 'bracket' ? ['bracket.progressed'] : payload.kind === 'completed' ? ['bracket.progressed', 'tournament.finished'] : [];
    if (types.length === 0) return [];
    const tournament = await ctx.loaders.tournamentById.load(payload.tournamentId);
    if (!tournament) return [];
    // bracket.progressed carries BRACKET whichever step said it (the last result says COMPLETED too): one per result.
    // A match's `bracket` step also comes with a score report (the node's running totals): only a final result counts.
    return types.map((type) => {
      const data = { kind: type === 'bracket.progressed' ? 'BRACKET' : payload.kind.toUpperCase(), tournamentId: tournament.id, matchId: payload.matchId };
      const matchId = payload.matchId;
      if (type !== 'bracket.progressed' || !matchId) return { type, organizerId: tournament.organizerId, data };
      return { type, organizerId: tournament.organizerId, sameAs: matchId, data: async () => ((await matchStatus(ctx, matchId)) === 'completed' ? data : null) };
    });
  }
  if (name.startsWith(COMMENT_WALL)) {
    const payload = event.payload as CommentWallEventPayload;
    if (payload.kind !== 'CREATED') return [];
    const organizerId = await organizerOfWall(ctx, payload.comment.wallId);
    return organizerId ? [{ type: 'comment.created', organizerId, data: { kind: payload.kind, comment: payload.comment } }] : [];
  }
  return [];
}

/** The enabled endpoints of an organizer that take this type: one statement. */
async function subscribedEndpoints(ctx: RequestContext, organizerId: string, type: string): Promise<string[]> {
  const rows = (await ctx.db.query(`SELECT webhook_id, events FROM webhook_endpoints WHERE organizer_id = $1 AND enabled`, [organizerId])) as Array<{
    webhook_id: string;
    events: string[];
  }>;
  return rows.filter((row) => subscribes(row.events, type)).map((row) => row.webhook_id);
}

/** Writes one delivery per subscribed endpoint and its first attempt's job, in the caller's transaction. */
export async function enqueueWebhookEvent(ctx: RequestContext, event: PendingWebhookEvent, at: Date = new Date()): Promise<void> {
  const endpointIds = await subscribedEndpoints(ctx, event.organizerId, event.type);
  if (endpointIds.length === 0) return;
  const messageId = newMessageId();
  const data = typeof event.data === 'function' ? await event.data() : event.data;
  if (!data) return;
  const body = JSON.stringify({ type: event.type, timestamp: at.toISOString(), data });
  const repo = ctx.db.getRepository(WebhookDelivery);
  for (const webhookId of endpointIds) {
    const delivery = await repo.save(repo.create({ webhookId, messageId, eventType: event.type, body, status: 'pending', nextAttemptAt: at }));
    await enqueueAttempt(ctx.app, ctx.db, delivery.id, 1);
  }
}

/**
 * The webhook events already written in each transaction (keyed by its pending-events list, one per transaction): a
 * write that publishes the same step twice (a bracket's finalize says `bracket`, then `completed`) sends it once.
 */
const sentInTransaction = new WeakMap<object, Set<string>>();

function firstInTransaction(ctx: RequestContext, event: PendingWebhookEvent): boolean {
  if (!ctx.pendingEvents) return true;
  const sent = sentInTransaction.get(ctx.pendingEvents) ?? new Set<string>();
  sentInTransaction.set(ctx.pendingEvents, sent);
  const key = `${event.type}:${event.sameAs ?? JSON.stringify(event.data)}`;
  if (sent.has(key)) return false;
  sent.add(key);
  return true;
}

/** The observer the composition root registers (core/domain-events). */
export async function webhooksOutbox(ctx: RequestContext, event: DomainEvent): Promise<void> {
  for (const webhookEvent of await webhookEventsOf(ctx, event)) {
    if (firstInTransaction(ctx, webhookEvent)) await enqueueWebhookEvent(ctx, webhookEvent);
  }
}
