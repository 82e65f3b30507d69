import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config';
import type { RequestContext, Viewer, ViewerResolver } from '../core/context';
import { AppError } from '../core/errors';
import { AuthApiError } from './auth.errors';
import { authServiceFor } from './auth.service';

/**
 * The app's ViewerResolver: a bearer token names a viewer only when its signature, `exp`, `aud` and `iss`
 * verify and its session is still signed in. Missing, malformed, expired or signed-out tokens are anonymous.
 */
export function createViewerResolver(config: AppConfig, dataSource: DataSource): ViewerResolver {
  const auth = authServiceFor(config, dataSource);
  return async (token) => {
    if (!token) return null;
    try {
      const { userId, email, sessionId } = await auth.authenticate(token);
      return { userId, email, sessionId };
    } catch (error) {
      if (error instanceof AuthApiError) return null;
      throw error;
    }
  };
}

/** For services: the signed-in viewer, or UNAUTHENTICATED ('You must be signed in to do that.'). */
export function requireViewer(ctx: Pick<RequestContext, 'viewer'>): Viewer {
  if (!ctx.viewer) throw AppError.unauthenticated();
  return ctx.viewer;
}
