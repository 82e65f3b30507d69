import type { AppDeps, RequestContext, Viewer } from './context';

/** The one context factory, used by HTTP GraphQL, WebSocket operations and REST routes alike. */
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
}

/** Reads a bearer token from an Authorization header value. */
export function bearerToken(header: unknown): string | undefined {
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}
