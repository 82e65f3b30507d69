import path from 'node:path';
import express, { Router } from 'express';
import type { AppDeps } from '../core/context';

/** Serves locally stored uploads; keys carry a content hash, so they can be cached for long. */
export function mediaRouter(deps: AppDeps): Router {
  const router = Router();
  // express.static answers other methods itself with an empty 405; pass them to the one error mapper instead (JSON).
  router.use((req, _res, next) => next(req.method === 'GET' || req.method === 'HEAD' ? undefined : Object.assign(new Error('Method not allowed'), { status: 405 })));
  router.use(
    express.static(path.join(deps.config.dataDir, 'media'), {
      maxAge: '7d',
      immutable: true,
      fallthrough: false,
      // Uploads are re-encoded images; never let a browser sniff them into something else.
      setHeaders: (res) => res.setHeader('X-Content-Type-Options', 'nosniff'),
    }),
  );
  return router;
}
