import { randomUUID } from 'node:crypto';
import type { RequestContext } from './context';
import { mapEvents, SKIP_EVENT } from './pubsub';
import { refreshLoaders, useSharedEventLoaders } from './request-context';
import { publishEvent } from './transaction';

/** Every live event on the bus carries one id per publication: its subscribers share that event's loaders. */
export interface LiveEventPayload {
  eventId?: string;
}

/**
 * Publishes a domain event after commit (at once outside a transaction), stamped with a fresh event id so that every
 * subscriber reads it once for all (watchTopic). The bus carries ids and small facts only, never rows.
 */
export function publishLiveEvent<P extends object>(ctx: RequestContext, topic: string, payload: P): Promise<void> {
  return publishEvent(ctx, topic, { ...payload, eventId: randomUUID() });
}

/** How one subscription reads its topic's events. */
export interface TopicWatch<P, M> {
  /**
   * Re-checked on every event, before anything is read for this subscriber: may its viewer still see the topic (a
   * member still a member, a moderator still one)? Read through the event's shared loaders, so the checks of all
   * subscribers batch into the same statements. false drops the event; the stream stays open.
   */
  allowed?: (ctx: RequestContext, payload: P) => Promise<boolean>;
  /** The event as it is now; undefined ends the stream (its subject is gone), SKIP_EVENT drops this one event. */
  read: (ctx: RequestContext, payload: P) => Promise<M | undefined | typeof SKIP_EVENT>;
}

/**
 * The one way a subscription watches a topic. Each event is read through that event's shared loaders (one set for
 * every subscriber of the event, so what is the same for everyone is loaded once, and per-viewer reads batch across
 * subscribers), and the subscription's document is executed once per distinct viewer (core/shared-execution.ts). The
 * viewer is re-checked on every event before anything is read: its session (ctx.stillSignedIn, from the WebSocket
 * server: a signed-out socket is closed), then its rights (`allowed`).
 * An event published without an id (by hand, in tests) is read on fresh loaders of its own.
 */
export function watchTopic<P extends LiveEventPayload, M>(ctx: RequestContext, topic: string, watch: TopicWatch<P, M>): AsyncIterableIterator<M> {
  const source = ctx.app.events.subscribe<P>(topic);
  // Taken from the context: asked here first, every subscriber of an event in the same tick (one batch of sessions),
  // instead of after each one's result (the WebSocket server's fallback, which no longer sees it).
  const stillSignedIn = ctx.stillSignedIn;
  ctx.stillSignedIn = undefined;
  return mapEvents(source, async (payload) => {
    if (stillSignedIn && !(await stillSignedIn())) return SKIP_EVENT;
    // The one place a subscription's context is pointed at an event's loaders: its lifetime outlasts any one event.
    if (payload.eventId) useSharedEventLoaders(ctx, payload.eventId);
    else refreshLoaders(ctx);
    if (watch.allowed && !(await watch.allowed(ctx, payload))) return SKIP_EVENT;
    return watch.read(ctx, payload);
  });
}
