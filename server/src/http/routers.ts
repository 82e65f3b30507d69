import type { Router } from 'express';
import type { AppDeps } from '../core/context';
import { mediaRouter } from '../media/media.routes';

/** Routers mounted beside /api and /graphql: the auth API and uploaded media. */
export function extraRouters(deps: AppDeps): Array<[string, Router]> {
  return [['/media', mediaRouter(deps)]];
}
