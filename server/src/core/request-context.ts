import type { AppDeps, RequestContext, Viewer } from './context';
import { createLoaders } from './loaders';

/** The one context factory, used by HTTP GraphQL, WebSocket operations and REST routes alike. */
export function createRequestContext(app: AppDeps, viewer: Viewer | null): RequestContext {
  const db = app.dataSource.manager;
  return { app, viewer, db, loaders: createLoaders(db) };
}

/** Reads a bearer token from an Authorization header value. */
export function bearerToken(header: unknown): string | undefined {
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}
