import type { Request } from 'express';
import type { RequestContext } from './context';

/** The REST facade attaches the request context once (see rest/router.ts); routes read it here. */
export function contextOf(req: Request): RequestContext {
  const ctx = (req as Request & { clutch?: RequestContext }).clutch;
  if (!ctx) throw new Error('Request context missing: route mounted outside the API router');
  return ctx;
}

export function attachContext(req: Request, ctx: RequestContext) {
  (req as Request & { clutch?: RequestContext }).clutch = ctx;
}

/** The JSON body as a record of the client's field names ({} when none was sent); services validate each value. */
export function bodyOf(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
