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
