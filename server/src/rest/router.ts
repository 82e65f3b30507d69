import express, { Router } from 'express';
import type { AppDeps } from '../core/context';
import { bearerToken, createRequestContext } from '../core/request-context';
import { attachContext } from '../core/http';
import { READ_ONLY_SCOPE_RULE, rememberedViewer, scopeRefusal, type ScopeRule } from '../core/api-access';
import { AppError } from '../core/errors';
import { fieldNestedTooDeep, requestHasUnsafeText } from '../core/input-text';
import { Messages } from '../core/messages';
import { restErrorHandler } from './errors';

/** The REST facade under /api: the documented paths, thin adapters over the same services as GraphQL. */
export function apiRouter(app: AppDeps, routes: Router[], scopeRule: ScopeRule = READ_ONLY_SCOPE_RULE): Router {
  const router = Router();
  // 64 KB, as /graphql and the auth API: every call's fields fit in a few (the longest text, a ladder's rules, is 5,000
  // characters); parsing and walking a body costs time in proportion to its size, and the server does nothing else
  // meanwhile. Uploads are multipart, with their own limits.
  router.use(express.json({ limit: '64kb' }));
  // Every call's body is an object of named fields: a top-level array (which the JSON parser accepts) is refused, not
  // read as an empty call (get-all-ladders answered `[1]` with every game's ladders).
  router.use((req, _res, next) => next(Array.isArray(req.body) ? AppError.badInput(Messages.bodyNotObject) : undefined));
  // NUL and lone surrogates in the path, query or body are refused before any service sees them (multipart fields
  // are checked where uploads are parsed).
  router.use((req, _res, next) => {
    // Nesting past any field of ours first, said as such (the unsafe-text walk stops there too).
    const deep = fieldNestedTooDeep(req.body) ?? fieldNestedTooDeep(req.query);
    if (deep !== null) {
      const message = Messages.inputTooDeep.replace('{field}', deep);
      return next(AppError.badInput(message, { [deep]: message }));
    }
    next(requestHasUnsafeText(req) ? AppError.badInput(Messages.inputUnsafeText) : undefined);
  });
  router.use(async (req, _res, next) => {
    const remembered = rememberedViewer(req);
    const viewer = remembered !== undefined ? remembered : await app.resolveViewer(bearerToken(req.headers.authorization));
    attachContext(req, createRequestContext(app, viewer));
    // A personal API token calls only what its scopes allow (app/api-scopes.ts): reads need `read`, each write its own.
    next(scopeRefusal(viewer, scopeRule.route(req.method, req.path)) ?? undefined);
  });
  router.use(...routes);
  router.use((_req, res) => {
    res.status(404).json({ error: { code: 'NOT_FOUND', message: 'No such API route.' } });
  });
  router.use(restErrorHandler);
  return router;
}
