import type { Router } from 'express';
import type { AppDeps } from '../core/context';
import { authRouter } from '../auth/auth.routes';
import { mediaRouter } from '../media/media.routes';

/** Routers mounted beside /api and /graphql: the auth API and uploaded media. */
export function extraRouters(deps: AppDeps): Array<[string, Router]> {
  return [
    ['/auth/v1', authRouter(deps)],
    ['/media', mediaRouter(deps)],
  ];
}
