import { Router } from 'express';
import { bodyOf, contextOf } from '../core/http';
import { apiTokensService, type ApiTokenModel } from './api-tokens.service';

/** A token in the facade's names (snake_case), never its secret. */
export const toRestApiToken = (token: ApiTokenModel) => ({
  token_id: token.id,
  user_id: token.userId,
  name: token.name,
  prefix: token.prefix,
  scopes: token.scopes,
  expires_at: token.expiresAt.toISOString(),
  created_at: token.createdAt.toISOString(),
  last_used_at: token.lastUsedAt?.toISOString() ?? null,
  expired: token.expiresAt.getTime() <= Date.now(),
});

/** /api/user/*-api-token(s): the same service as GraphQL's createApiToken / myApiTokens / revokeApiToken. */
export function apiTokensRoutes(): Router {
  const router = Router();
  router.post('/user/create-api-token', async (req, res) => {
    const body = bodyOf(req);
    const created = await apiTokensService.create(contextOf(req), { name: body.name, scopes: body.scopes, expiresAt: body.expires_at });
    res.status(201).json({ token: created.token, ...toRestApiToken(created.apiToken) });
  });
  router.get('/user/get-api-tokens/:userId', async (req, res) => {
    res.json((await apiTokensService.list(contextOf(req), req.params.userId)).map(toRestApiToken));
  });
  router.delete('/user/revoke-api-token', async (req, res) => {
    res.json(toRestApiToken(await apiTokensService.revoke(contextOf(req), bodyOf(req).token_id)));
  });
  return router;
}
