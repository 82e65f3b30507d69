import path from 'node:path';
import express, { Router } from 'express';
import type { AppDeps } from '../core/context';

/** Serves locally stored uploads; keys carry a content hash, so they can be cached for long. */
export function mediaRouter(deps: AppDeps): Router {
  const router = Router();
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
