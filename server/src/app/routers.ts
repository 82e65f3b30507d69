import './competitions';
import './webhooks';
import type { Router } from 'express';
import { authRouter, type AuthService } from '../auth';
import { catalogRoutes } from '../catalog';
import { commentsRoutes } from '../comments';
import { exportsRoutes } from '../exchange';
import type { AppDeps } from '../core/context';
import { followsRoutes } from '../follows';
import { moderationRoutes } from '../moderation';
import { leaderboardsRoutes } from '../leaderboards';
import { leaguesRoutes } from '../leagues';
import { matchesRoutes } from '../matches';
import { matchReportsRoutes } from '../match-reports';
import { messagesRoutes } from '../messages';
import { mediaRouter } from '../media';
import { organizersRoutes } from '../organizers';
import { pagesRoutes } from '../pages';
import { schedulingRoutes } from '../scheduling';
import { teamsRoutes } from '../teams';
import { tournamentsRoutes } from '../tournaments';
import { usersRoutes } from '../users';
import { apiTokensRoutes } from '../api-tokens';
import { webhooksRoutes } from '../webhooks';

/** Every domain's routes under /api: the documented paths, thin adapters over the same services as GraphQL. */
export function apiRoutes(): Router[] {
  return [
    catalogRoutes(),
    usersRoutes(),
    teamsRoutes(),
    organizersRoutes(),
    leaguesRoutes(),
    leaderboardsRoutes(),
    matchesRoutes(),
    matchReportsRoutes(),
    schedulingRoutes(),
    tournamentsRoutes(),
    exportsRoutes(),
    followsRoutes(),
    commentsRoutes(),
    messagesRoutes(),
    moderationRoutes(),
    pagesRoutes(),
    apiTokensRoutes(),
    webhooksRoutes(),
  ];
}

/** Routers mounted beside /api and /graphql: the auth API and uploaded media. */
export function extraRouters(deps: AppDeps, auth: AuthService): Array<[string, Router]> {
  return [
    ['/auth/v1', authRouter(auth)],
    ['/media', mediaRouter(deps)],
  ];
}
