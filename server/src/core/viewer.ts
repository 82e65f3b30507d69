import type { RequestContext, Viewer } from './context';
import { AppError } from './errors';

/** For services: the signed-in viewer, or UNAUTHENTICATED ('You must be signed in to do that.'). */
export function requireViewer(ctx: Pick<RequestContext, 'viewer'>): Viewer {
  if (!ctx.viewer) throw AppError.unauthenticated();
  return ctx.viewer;
}

/** Whether the signed-in viewer is this user (the own-profile flag of the spec). */
export function isViewer(ctx: Pick<RequestContext, 'viewer'>, userId: string): boolean {
  return ctx.viewer?.userId === userId;
}

/**
 * A body's user_id (REST) never lets a caller act as someone else: when given, it must name the viewer.
 * Returns the viewer.
 */
export function requireActingAsViewer(ctx: Pick<RequestContext, 'viewer'>, asUserId: unknown, message: string): Viewer {
  const viewer = requireViewer(ctx);
  if (asUserId != null && (typeof asUserId !== 'string' || asUserId.toLowerCase() !== viewer.userId.toLowerCase())) throw AppError.forbidden(message);
  return viewer;
}
