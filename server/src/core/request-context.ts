import type { AppDeps, Loaders, RequestContext, Viewer } from './context';

/**
 * The one context factory, used by HTTP GraphQL, WebSocket operations and REST routes alike. Its loaders cost next
 * to nothing until read: each domain's are built on the first read of one of them (see the composition root).
 */
export function createRequestContext(app: AppDeps, viewer: Viewer | null): RequestContext {
  const db = app.dataSource.manager;
  return { app, viewer, db, loaders: app.createLoaders(db) };
}

/**
 * A subscription's context lives as long as the subscription, while each event must be read as the data is now:
 * this gives the context fresh loaders (the one place a context's loaders are replaced).
 */
export function refreshLoaders(ctx: RequestContext): void {
  ctx.loaders = ctx.app.createLoaders(ctx.db);
  ctx.sharedEventId = undefined;
}

/** How long an event's shared loaders live: long enough for every subscriber to render it. */
const SHARED_EVENT_TTL_MS = 10_000;
const sharedLoaders = new WeakMap<AppDeps, Map<string, Loaders>>();

/**
 * Fan-out: every subscriber of one published event reads through the same loaders, so what is the same for everyone
 * (the match, its teams and scores) is loaded once per event, not once per subscriber; fields that depend on the
 * viewer still read each subscriber's own viewer. Loaders hold rows only, never viewer-filtered results.
 */
export function useSharedEventLoaders(ctx: RequestContext, eventId: string): void {
  let byEvent = sharedLoaders.get(ctx.app);
  if (!byEvent) sharedLoaders.set(ctx.app, (byEvent = new Map()));
  let loaders = byEvent.get(eventId);
  if (!loaders) {
    loaders = ctx.app.createLoaders(ctx.app.dataSource.manager);
    byEvent.set(eventId, loaders);
    const map = byEvent;
    setTimeout(() => map.delete(eventId), SHARED_EVENT_TTL_MS).unref();
  }
  ctx.loaders = loaders;
  ctx.sharedEventId = eventId;
}

/** Reads a bearer token from an Authorization header value. */
export function bearerToken(header: unknown): string | undefined {
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}
