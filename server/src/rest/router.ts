import express, { Router } from 'express';
import type { AppDeps } from '../core/context';
import { bearerToken, createRequestContext } from '../core/request-context';
import { attachContext } from '../core/http';
import { restErrorHandler } from './errors';

/** The REST facade under /api: the documented paths, thin adapters over the same services as GraphQL. */
export function apiRouter(app: AppDeps, routes: Router[]): Router {
  const router = Router();
  router.use(express.json({ limit: '256kb' }));
  router.use(async (req, _res, next) => {
    const viewer = await app.resolveViewer(bearerToken(req.headers.authorization));
    attachContext(req, createRequestContext(app, viewer));
    next();
  });
  router.use(...routes);
  router.use((_req, res) => {
    res.status(404).json({ error: { code: 'NOT_FOUND', message: 'No such API route.' } });
  });
  router.use(restErrorHandler);
  return router;
}
