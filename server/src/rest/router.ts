import express, { Router } from 'express';
import { catalogRoutes } from '../catalog/catalog.routes';
import { followsRoutes } from '../follows/follows.routes';
import { leaguesRoutes } from '../leagues/leagues.routes';
import { organizersRoutes } from '../organizers/organizers.routes';
import { teamsRoutes } from '../teams/teams.routes';
import { usersRoutes } from '../users/users.routes';
import { commentsRoutes } from '../comments/comments.routes';
import type { AppDeps } from '../core/context';
import { bearerToken, createRequestContext } from '../core/request-context';
import { attachContext } from './context';
import { restErrorHandler } from './errors';

/** The REST facade under /api: the documented paths, thin adapters over the same services as GraphQL. */
export function apiRouter(app: AppDeps): Router {
  const router = Router();
  router.use(express.json({ limit: '256kb' }));
  router.use(async (req, _res, next) => {
    const viewer = await app.resolveViewer(bearerToken(req.headers.authorization));
    attachContext(req, createRequestContext(app, viewer));
    next();
  });
  router.use(catalogRoutes());
  router.use(usersRoutes(), teamsRoutes(), organizersRoutes(), leaguesRoutes(), followsRoutes());
  router.use(commentsRoutes());
  router.use((_req, res) => {
    res.status(404).json({ error: { code: 'NOT_FOUND', message: 'No such API route.' } });
  });
  router.use(restErrorHandler);
  return router;
}
