import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Express, type Request } from 'express';
import helmet from 'helmet';
import { GraphQLError, parse, specifiedRules, validate, type DocumentNode } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Router } from 'express';
import type { AppDeps, RequestContext } from '../core/context';
import { bearerToken, createRequestContext } from '../core/request-context';
import type { Resolvers } from '../generated/resolvers';
import { formatGraphQLError } from '../graphql/errors';
import { costLimitPlugin, costRules, limitRules, LIMITS } from '../graphql/limits';
import { buildSchema } from '../graphql/schema';
import { finalErrorHandler } from '../rest/errors';
import { apiRouter } from '../rest/router';

/** What the composition root hands the doors: the assembled resolvers and routers. */
export interface Doors {
  resolvers: Resolvers[];
  apiRoutes: Router[];
  extraRouters: Array<[string, Router]>;
}

/** Subscriptions (and queries) running at once on one WebSocket. */
const MAX_SUBSCRIPTIONS_PER_SOCKET = 100;

const appHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      mediaSrc: ["'self'", 'blob:', 'https:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      frameSrc: ['https:'],
      objectSrc: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
});
const graphqlHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", "'unsafe-inline'", 'https://embeddable-sandbox.cdn.apollographql.com'],
      styleSrc: ["'self'", "'unsafe-inline'", 'https://embeddable-sandbox.cdn.apollographql.com', 'https://fonts.googleapis.com'],
      fontSrc: ["'self'", 'https://fonts.gstatic.com'],
      frameSrc: ['https://sandbox.embed.apollographql.com'],
      imgSrc: ["'self'", 'data:', 'https:'],
      connectSrc: ["'self'", 'ws:', 'wss:', 'https:'],
    },
  },
  crossOriginEmbedderPolicy: false,
});

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
  // Security headers everywhere; the Content-Security-Policy fits the built client (same-origin scripts, images and
  // media from here, the bucket or any https host, live updates over WebSocket). The Apollo Sandbox landing page on
  // GET /graphql loads Apollo's embeddable sandbox, so /graphql gets its own policy.
  app.use((req, res, next) => (req.path.startsWith('/graphql') ? graphqlHeaders : appHeaders)(req, res, next));
  app.set('trust proxy', 'loopback');
  const httpServer = http.createServer(app);
  const schema = buildSchema(doors.resolvers);

  // Frames are capped like HTTP bodies (1 MB).
  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql', maxPayload: 1024 * 1024 });
  const subscriptionsPerSocket = new WeakMap<object, number>();
  const wsCleanup = useServer<{ authorization?: string; Authorization?: string }, { socket: object }>(
    {
      schema,
      /**
       * Every operation over WebSocket passes the same limits as over HTTP (tokens, depth, aliases, directives, cost)
       * and at most MAX_SUBSCRIPTIONS_PER_SOCKET at once; a refused one gets its errors and the socket stays open.
       * A fresh context (and fresh loaders) per operation, from the token sent in connectionParams.
       */
      onSubscribe: async (ctx, _id, payload) => {
        const active = subscriptionsPerSocket.get(ctx.extra.socket) ?? 0;
        if (active >= MAX_SUBSCRIPTIONS_PER_SOCKET) {
          return [new GraphQLError(`At most ${MAX_SUBSCRIPTIONS_PER_SOCKET} operations at once per connection.`, { extensions: { code: 'BAD_USER_INPUT' } })];
        }
        let document: DocumentNode;
        try {
          document = parse(payload.query, { maxTokens: LIMITS.tokens });
        } catch (error) {
          return [new GraphQLError((error as Error).message, { extensions: { code: 'GRAPHQL_PARSE_FAILED' } })];
        }
        // No field suggestions, as over HTTP (hideSchemaDetailsFromClientErrors).
        let errors = validate(schema, document, [...specifiedRules, ...limitRules()], { hideSuggestions: true });
        if (errors.length === 0) errors = validate(schema, document, costRules(payload.variables ?? {}));
        if (errors.length > 0) return errors.map((e) => new GraphQLError(e.message, { nodes: e.nodes, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }));
        subscriptionsPerSocket.set(ctx.extra.socket, active + 1);
        const header = ctx.connectionParams?.authorization ?? ctx.connectionParams?.Authorization;
        const contextValue = createRequestContext(deps, await deps.resolveViewer(bearerToken(header)));
        return { schema, document, variableValues: payload.variables, operationName: payload.operationName, contextValue };
      },
      onComplete: (ctx) => {
        subscriptionsPerSocket.set(ctx.extra.socket, Math.max(0, (subscriptionsPerSocket.get(ctx.extra.socket) ?? 1) - 1));
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
    // Introspection and the Sandbox stay on: developers exploring the schema are our users; the limits protect us.
    introspection: true,
    formatError: formatGraphQLError,
    includeStacktraceInErrorResponses: false,
    hideSchemaDetailsFromClientErrors: true,
    parseOptions: { maxTokens: LIMITS.tokens },
    validationRules: limitRules(),
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      { async serverWillStart() { return { async drainServer() { await wsCleanup.dispose(); } }; } },
      ApolloServerPluginLandingPageLocalDefault({ embed: true }),
      // The cost limit prices page sizes with the request's variables, so it runs once the operation is known.
      costLimitPlugin(),
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
  app.use(finalErrorHandler);

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
