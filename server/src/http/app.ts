import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Express, type Request } from 'express';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Router } from 'express';
import type { AppDeps, RequestContext } from '../core/context';
import { bearerToken, createRequestContext } from '../core/request-context';
import type { Resolvers } from '../generated/resolvers';
import { formatGraphQLError } from '../graphql/errors';
import { buildSchema } from '../graphql/schema';
import { apiRouter } from '../rest/router';

/** What the composition root hands the doors: the assembled resolvers and routers. */
export interface Doors {
  resolvers: Resolvers[];
  apiRoutes: Router[];
  extraRouters: Array<[string, Router]>;
}

export interface RunningApp {
  httpServer: http.Server;
  express: Express;
  /** The bound port (useful with port 0 in tests). */
  port: number;
  url: string;
  stop(): Promise<void>;
}

/**
 * One HTTP server carries the three doors: GraphQL over HTTP and WebSocket on /graphql,
 * the REST facade on /api and the auth API on /auth/v1, plus the built client at /.
 */
export async function startHttpServer(deps: AppDeps, port: number, doors: Doors): Promise<RunningApp> {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  const httpServer = http.createServer(app);
  const schema = buildSchema(doors.resolvers);

  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql' });
  const wsCleanup = useServer<{ authorization?: string; Authorization?: string }>(
    {
      schema,
      // A fresh context (and fresh loaders) per operation, from the token sent in connectionParams.
      context: async ({ connectionParams }) => {
        const header = connectionParams?.authorization ?? connectionParams?.Authorization;
        return createRequestContext(deps, await deps.resolveViewer(bearerToken(header)));
      },
      // Errors over WebSocket go through the same mapper as HTTP: codes kept, unexpected ones masked.
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors ? { ...result, errors: result.errors.map((error) => formatGraphQLError(error.toJSON(), error)) } : undefined,
      onError: (_ctx, _id, _payload, errors) => errors.map((error) => formatGraphQLError(error.toJSON(), error)),
    },
    wsServer,
  );

  const apollo = new ApolloServer<RequestContext>({
    schema,
    introspection: true,
    formatError: formatGraphQLError,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      { async serverWillStart() { return { async drainServer() { await wsCleanup.dispose(); } }; } },
      ApolloServerPluginLandingPageLocalDefault({ embed: true }),
    ],
  });
  await apollo.start();

  app.get('/healthz', async (_req, res) => {
    const pending = await deps.dataSource.showMigrations().catch(() => true);
    res.status(pending ? 503 : 200).json({ status: pending ? 'migrating' : 'ok' });
  });
  for (const [mount, router] of doors.extraRouters) app.use(mount, router);
  app.use('/api', apiRouter(deps, doors.apiRoutes));
  app.use(
    '/graphql',
    express.json({ limit: '1mb' }),
    expressMiddleware(apollo, {
      context: async ({ req }: { req: Request }) =>
        createRequestContext(deps, await deps.resolveViewer(bearerToken(req.headers.authorization))),
    }),
  );
  serveClient(app, deps.config.clientDist);

  await new Promise<void>((resolve) => httpServer.listen(port, resolve));
  const address = httpServer.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return {
    httpServer,
    express: app,
    port: boundPort,
    url: `http://127.0.0.1:${boundPort}`,
    async stop() {
      await apollo.stop();
      wsServer.close();
      httpServer.closeAllConnections();
    },
  };
}

/** The built client at / with history fallback, so deep links like /league/abc load the app. */
function serveClient(app: Express, clientDist: string | undefined) {
  const dir = clientDist ?? findClientDist();
  if (!dir || !fs.existsSync(path.join(dir, 'index.html'))) return;
  app.use(express.static(dir, { index: false, maxAge: '1h' }));
  // History fallback for app routes only: a missing asset (a path with a file extension) stays a 404.
  app.get(/^\/(?!api\/|graphql|auth\/|media\/|healthz)(?!.*\.[a-z0-9]{2,5}$).*/i, (_req, res) => {
    res.sendFile(path.join(dir, 'index.html'));
  });
}

function findClientDist(from = __dirname): string | undefined {
  for (let dir = from; path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'client', 'dist');
    if (fs.existsSync(path.join(candidate, 'index.html'))) return candidate;
  }
  return undefined;
}
