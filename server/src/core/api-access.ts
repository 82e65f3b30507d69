import type { Viewer } from './context';
import { AppError } from './errors';
import { Messages } from './messages';

/**
 * What a personal API token may do. A session (signed in through the app) may do everything its user may; a token
 * only what its scopes name, on top of its user's own permissions (the services still check those).
 */
export const API_SCOPES = ['read', 'write:matches', 'write:teams', 'admin:organizer'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** Every personal API token starts with this, so a door tells it from a session's JWT without a lookup. */
export const API_TOKEN_PREFIX = 'clutch_pat_';

export function isApiToken(token: string | undefined): token is string {
  return typeof token === 'string' && token.startsWith(API_TOKEN_PREFIX);
}

/**
 * The scope each write door needs, declared in one table by the composition root (app/api-scopes.ts): GraphQL
 * mutations by field name, REST calls by method and path. Reads (queries, subscriptions, GET) need `read`.
 */
export interface ScopeRule {
  /** The scope a mutation field needs; undefined: no token may call it (a session's only). */
  mutation(field: string): ApiScope | undefined;
  /** The scope a REST call needs; undefined: no token may call it. */
  route(method: string, path: string): ApiScope | undefined;
}

/** A token without the needed scope is refused (FORBIDDEN); a session is never refused here. `null` needed: token-less door. */
export function scopeRefusal(viewer: Viewer | null, needed: ApiScope | undefined): AppError | null {
  if (!viewer?.scopes) return null;
  if (needed && viewer.scopes.includes(needed)) return null;
  return AppError.forbidden(needed ? Messages.apiTokenMissingScope.replace('{scope}', needed) : Messages.apiTokenSessionOnly);
}

/** The viewer the first door middleware resolved for this request (http/app.ts), so no door resolves it twice. */
const resolvedViewers = new WeakMap<object, Viewer | null>();

export function rememberViewer(req: object, viewer: Viewer | null): void {
  resolvedViewers.set(req, viewer);
}

/** The remembered viewer, or undefined when no middleware resolved one for this request. */
export function rememberedViewer(req: object): Viewer | null | undefined {
  return resolvedViewers.get(req);
}

/** Without a declared table, tokens may read and nothing else. */
export const READ_ONLY_SCOPE_RULE: ScopeRule = {
  mutation: () => undefined,
  route: (method) => (method.toUpperCase() === 'GET' || method.toUpperCase() === 'HEAD' ? 'read' : undefined),
};
