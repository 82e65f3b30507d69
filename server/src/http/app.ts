import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Express, type Request } from 'express';
import expressStaticGzip from 'express-static-gzip';
import helmet from 'helmet';
import { GraphQLError, parse, specifiedRules, validate } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Router } from 'express';
import { isApiToken, READ_ONLY_SCOPE_RULE, rememberedViewer, rememberViewer, type ScopeRule } from '../core/api-access';
import type { AppDeps, RequestContext } from '../core/context';
import { AppError, ErrorCode } from '../core/errors';
import { operationScopeError, scopePlugin } from '../graphql/scopes';
import { ApiRateLimiter } from './api-rate-limit';
import { bearerToken, createRequestContext } from '../core/request-context';
import { isSharedResult, rememberDocumentText, subscribeShared } from '../core/shared-execution';
import { ValidatedDocuments } from '../graphql/validated-documents';
import type { Resolvers } from '../generated/resolvers';
import { formatGraphQLError } from '../graphql/errors';
import { unsafeTextError, unsafeTextPlugin } from '../graphql/input-text';
import { costLimitPlugin, costRules, limitRules, LIMITS } from '../graphql/limits';
import {
  clientAddress,
  endSession,
  loadWebSocketLimits,
  operationInputErrors,
  SocketsPerUser,
  TOO_MANY_SOCKETS_CLOSE_CODE,
  tooMany,
  WebSocketGuard,
  sessionRecheck,
  whileSignedIn,
  type GuardedSocket,
  type Refusal,
} from '../graphql/websocket';
import { jitExecutionPlugin } from '../graphql/jit';
import { expandPlaceholder, placeholderOf } from '../graphql/serialized-once';
import { buildSchema } from '../graphql/schema';
import { Messages } from '../core/messages';
import { finalErrorHandler } from '../rest/errors';
import { apiRouter } from '../rest/router';

/** What the composition root hands the doors: the assembled resolvers and routers. */
export interface Doors {
  resolvers: Resolvers[];
  apiRoutes: Router[];
  extraRouters: Array<[string, Router]>;
  /** What a personal API token needs for each write (app/api-scopes.ts); without it tokens may only read. */
  scopeRule?: ScopeRule;
}

/**
 * Security headers for everything but /graphql. The Content-Security-Policy fits the built client: same-origin scripts
 * (and the documents' own inline scripts, by their hashes), images and media from here, the bucket or any https host,
 * live updates over WebSocket.
 */
function appHeaders(inlineScriptHashes: string[]) {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes],
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
}
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
  /**
   * The WebSocket door's bounds, what it holds now (sockets waiting for connection_init, operations running), and
   * sessionsEnded, which closes the sockets of sessions that ended (the composition root feeds it from the auth
   * service's sessions-ended messages).
   */
  websocket: Pick<WebSocketGuard, 'limits' | 'stats' | 'sessionsEnded'>;
  /**
   * Graceful stop: stops accepting connections, closes every WebSocket with 1012 (Service Restart: graphql-ws
   * clients reconnect, to another replica or to this one restarted), lets in-flight HTTP requests finish within
   * config.shutdownGraceMs, then cuts what is left.
   */
  stop(): Promise<void>;
}

/** Sent to every WebSocket on shutdown: graphql-ws clients treat it as non-fatal and reconnect. */
export const SERVICE_RESTART = { code: 1012, reason: 'Service Restart' } as const;

/**
 * One HTTP server carries the three doors: GraphQL over HTTP and WebSocket on /graphql,
 * the REST facade on /api and the auth API on /auth/v1, plus the built client at /.
 */
export async function startHttpServer(deps: AppDeps, port: number, doors: Doors): Promise<RunningApp> {
  const app = express();
  app.disable('x-powered-by');
  // No ETag on the answers of /graphql and /api: Express would hash every response body (SHA-1) to make one, and
  // these are POSTs or private, per-viewer reads that no cache revalidates. The client's files keep theirs (serve-static).
  app.set('etag', false);
  // Security headers everywhere. The Apollo Sandbox landing page on GET /graphql loads Apollo's embeddable sandbox, so
  // /graphql gets its own policy.
  const clientDir = deps.config.clientDist ?? findClientDist();
  const pageHeaders = appHeaders(inlineScriptHashes(clientDir));
  app.use((req, res, next) => (req.path.startsWith('/graphql') ? graphqlHeaders : pageHeaders)(req, res, next));
  // req.ip is the socket's address unless the peer is a proxy named in TRUSTED_PROXIES (then X-Forwarded-For's
  // nearest untrusted hop): a client cannot pick a fresh rate-limit bucket by sending the header itself.
  app.set('trust proxy', deps.config.trustedProxies.length > 0 ? deps.config.trustedProxies : false);
  const httpServer = http.createServer(expressShapedMessages(app), app);
  httpServer.on('clientError', answerClientError);
  const schema = buildSchema(doors.resolvers);
  const scopeRule = doors.scopeRule ?? READ_ONLY_SCOPE_RULE;

  // Sockets, operations and their rate per client address, in the process, and message sizes are bounded
  // (graphql/websocket.ts, WebSocketGuard; README, Settings): a flood is refused before it costs a parse.
  const guard = new WebSocketGuard(loadWebSocketLimits(deps.config.env));
  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql', maxPayload: guard.limits.maxMessageBytes });
  // Registered before graphql-ws's own listener: a socket over its address's limit is closed before any message is read.
  wsServer.on('connection', (socket, request) => {
    // A result shared by many subscribers is serialized once (graphql/serialized-once.ts): graphql-ws sends a
    // placeholder in its place, swapped for the result's text here, on its way out.
    const send = socket.send.bind(socket) as (data: unknown, ...rest: unknown[]) => void;
    socket.send = ((data: unknown, ...rest: unknown[]) => send(typeof data === 'string' ? expandPlaceholder(data) : data, ...rest)) as typeof socket.send;
    const refused = guard.opened(socket, clientAddress(request));
    if (refused && 'close' in refused) socket.close(refused.close.code, refused.close.reason);
    else socket.once('close', () => guard.closed(socket));
  });
  /** Refuses an operation: its errors, after closing the socket when the refusal says so. */
  const refuse = (socket: import('ws').WebSocket, refusal: Refusal) => {
    if ('errors' in refusal) return refusal.errors;
    if (socket.readyState === socket.OPEN) socket.close(refusal.close.code, refusal.close.reason);
    // What the client already sent is dropped unread: a flood's queued messages cost nothing more.
    socket.removeAllListeners('message');
    return tooMany(refusal.close.reason);
  };
  /**
   * Every operation over WebSocket passes the same limits as over HTTP (tokens, depth, aliases, directives, cost); a
   * refused one gets its errors and the socket stays open. A fresh context (and fresh loaders) per operation, for the
   * socket's viewer as it is now: a socket whose sign-in ended is closed with SESSION_ENDED_CLOSE_CODE.
   */
  const validatedDocuments = new ValidatedDocuments();
  const validationFailed = (errors: readonly GraphQLError[]) =>
    errors.map((e) => new GraphQLError(e.message, { nodes: e.nodes, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }));
  const prepareOperation = async (socket: GuardedSocket, payload: { query: string; variables?: Record<string, unknown> | null; operationName?: string | null }) => {
    // Operations are checked one per turn of the event loop (WebSocketGuard.turn): the many messages of one read
    // would otherwise be parsed and validated back to back, and nothing else (another request, /healthz) would run
    // until all were done.
    await guard.turn();
    if (socket.readyState !== socket.OPEN) return tooMany(Messages.websocketServerBusy);
    // A document seen before (the same client document from thousands of sockets) is parsed and validated once.
    let document = validatedDocuments.get(payload.query);
    if (!document) {
      try {
        document = parse(payload.query, { maxTokens: LIMITS.tokens });
      } catch (error) {
        return [new GraphQLError((error as Error).message, { extensions: { code: 'GRAPHQL_PARSE_FAILED' } })];
      }
      // No field suggestions, as over HTTP (hideSchemaDetailsFromClientErrors).
      const errors = validate(schema, document, [...specifiedRules, ...limitRules()], { hideSuggestions: true });
      if (errors.length > 0) return validationFailed(errors);
      rememberDocumentText(document, payload.query);
      validatedDocuments.set(payload.query, document);
    }
    // The cost depends on the variables (page sizes): checked for every operation.
    const costErrors = validate(schema, document, costRules(payload.variables ?? {}));
    if (costErrors.length > 0) return validationFailed(costErrors);
    const unsafeText = unsafeTextError(payload.query, document, payload.variables);
    if (unsafeText) return [unsafeText];
    const inputErrors = operationInputErrors(schema, document, payload.operationName, payload.variables);
    if (inputErrors.length > 0) return inputErrors;
    const signIn = guard.signIn(socket);
    const viewer = signIn ? await deps.resolveViewer(signIn.token) : null;
    if (signIn && viewer?.userId !== signIn.userId) {
      endSession(socket);
      return [new GraphQLError(Messages.websocketSessionEnded, { extensions: { code: 'UNAUTHENTICATED' } })];
    }
    const scopeError = operationScopeError(viewer, document, payload.operationName, scopeRule);
    if (scopeError) return [scopeError];
    const contextValue = createRequestContext(deps, viewer);
    if (signIn) contextValue.stillSignedIn = sessionRecheck(socket, async () => (await deps.resolveViewer(signIn.token))?.userId === signIn.userId);
    return { schema, document, variableValues: payload.variables, operationName: payload.operationName, contextValue };
  };
  const socketsPerUser = new SocketsPerUser();
  const wsCleanup = useServer<{ authorization?: string; Authorization?: string }, { socket: import('ws').WebSocket }>(
    {
      schema,
      // One execution per event for subscribers with the same operation, variables and viewer (live fan-out).
      subscribe: subscribeShared,
      /**
       * A token that no longer names a signed-in session (signed out, expired) closes the socket with
       * SESSION_ENDED_CLOSE_CODE: its client re-authenticates, or connects again as a guest. A signed-in user holds
       * at most MAX_SOCKETS_PER_USER sockets: the next is closed with 4429 before it is acknowledged.
       */
      onConnect: async (ctx) => {
        const socket = ctx.extra.socket;
        if (socket.readyState !== socket.OPEN) return false;
        const token = bearerToken(ctx.connectionParams?.authorization ?? ctx.connectionParams?.Authorization);
        const viewer = await deps.resolveViewer(token);
        // Closed (or refused) while the token was being checked.
        if (socket.readyState !== socket.OPEN) return false;
        if (token && !viewer) {
          endSession(socket);
          return false;
        }
        if (viewer && !socketsPerUser.tryOpen(socket, viewer.userId)) {
          socket.close(TOO_MANY_SOCKETS_CLOSE_CODE, Messages.websocketTooManySockets);
          return false;
        }
        guard.acknowledged(socket, viewer && token ? { token, userId: viewer.userId, sessionId: viewer.sessionId } : undefined);
        return true;
      },
      onClose: (ctx) => {
        socketsPerUser.close(ctx.extra.socket);
        guard.closed(ctx.extra.socket);
      },
      /** Counted against the socket's, the address's and the process's limits first (WebSocketGuard), then checked. */
      onSubscribe: async (ctx, id, payload) => {
        const socket = ctx.extra.socket;
        const refused = guard.startOperation(socket, id);
        if (refused) return refuse(socket, refused);
        const prepared = await prepareOperation(socket, payload);
        if (Array.isArray(prepared)) guard.endOperation(socket, id);
        return prepared;
      },
      /**
       * A signed-in subscription delivers each event only while its viewer is still signed in: the live seam asks
       * before reading each event (core/live.ts); any other subscription is checked per result (whileSignedIn).
       */
      onOperation: (ctx, _id, _payload, args, result) => {
        const stillSignedIn = (args.contextValue as RequestContext).stillSignedIn;
        if (!stillSignedIn || !(Symbol.asyncIterator in result)) return undefined;
        return whileSignedIn(result, ctx.extra.socket, stillSignedIn);
      },
      onComplete: (ctx, id) => guard.endOperation(ctx.extra.socket, id),
      // Errors over WebSocket go through the same mapper as HTTP: codes kept, unexpected ones masked.
      // A result without errors that several subscribers share is serialized once for all of them (graphql/serialized-once.ts).
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors
          ? { ...result, errors: result.errors.map((error) => formatGraphQLError(error.toJSON(), error)) }
          : isSharedResult(result)
            ? placeholderOf(result)
            : undefined,
      onError: (_ctx, _id, _payload, errors) => errors.map((error) => formatGraphQLError(error.toJSON(), error)),
    },
    wsServer,
  );
  // After graphql-ws's own listener: a client's protocol error (a message over the size limit, a broken frame) is
  // answered by ws itself, closing with its code (1009, 1002); graphql-ws would log it with a stack as an internal
  // error. Anything else is still logged, and closes the socket with 1011.
  wsServer.on('connection', (socket) => {
    // A socket refused as it opened (its address's limit, too many pending) is closing: nothing it sends is read.
    if (socket.readyState !== socket.OPEN) socket.removeAllListeners('message');
    socket.removeAllListeners('error');
    socket.on('error', (error: Error & { code?: string }) => {
      if (error.code?.startsWith('WS_ERR_')) return;
      console.error('[graphql-ws] socket error:', error);
      if (socket.readyState === socket.OPEN) socket.close(1011, 'Internal server error');
    });
  });

  const apollo = new ApolloServer<RequestContext>({
    // Operations run on graphql-jit (jitExecutionPlugin, below).
    schema,
    // Introspection and the Sandbox stay on: developers exploring the schema are our users; the limits protect us.
    introspection: true,
    formatError: formatGraphQLError,
    includeStacktraceInErrorResponses: false,
    hideSchemaDetailsFromClientErrors: true,
    // The process's signals belong to main.ts (graceful shutdown); Apollo's own handler would stop and re-raise.
    stopOnTerminationSignals: false,
    parseOptions: { maxTokens: LIMITS.tokens },
    validationRules: limitRules(),
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer, stopGracePeriodMillis: deps.config.shutdownGraceMs }),
      unsafeTextPlugin,
      { async serverWillStart() { return { async drainServer() { await wsCleanup.dispose(); } }; } },
      ApolloServerPluginLandingPageLocalDefault({ embed: true }),
      // The cost limit prices page sizes with the request's variables, so it runs once the operation is known.
      costLimitPlugin(),
      // A personal API token runs only what its scopes allow (graphql/scopes.ts), checked before anything runs.
      scopePlugin(scopeRule),
      // We set no cache hints; without this, Apollo wraps every field's resolver to compute them (a leaderboard page
      // resolves some 400 fields).
      ApolloServerPluginCacheControlDisabled(),
      // Last: runs the operation once every other plugin has accepted it.
      jitExecutionPlugin(schema, formatGraphQLError),
    ],
  });
  await apollo.start();

  app.get('/healthz', async (_req, res) => {
    const pending = await deps.dataSource.showMigrations().catch(() => true);
    res.status(pending ? 503 : 200).json({ status: pending ? 'migrating' : 'ok' });
  });
  for (const [mount, router] of doors.extraRouters) app.use(mount, router);
  // Every /graphql and /api request: its viewer resolved once (the doors reuse it), then counted per token, session or
  // address, with the RateLimit-* headers on every answer and a 429 with Retry-After past the limit.
  const apiLimiter = new ApiRateLimiter(deps.config.env, deps.config.redisUrl);
  await apiLimiter.ready();
  const admit = async (req: Request, res: import('express').Response, next: (error?: unknown) => void) => {
    const token = bearerToken(req.headers.authorization);
    const viewer = await deps.resolveViewer(token);
    const key = viewer ? `${viewer.scopes ? 'token' : 'session'}:${viewer.sessionId}` : `address:${req.ip ?? 'unknown'}`;
    const answer = await apiLimiter.consume(key);
    res.setHeader('RateLimit-Limit', String(answer.limit));
    res.setHeader('RateLimit-Remaining', String(answer.remaining));
    res.setHeader('RateLimit-Reset', String(answer.resetSeconds));
    if (!answer.allowed) {
      res.setHeader('Retry-After', String(answer.resetSeconds));
      return next(new AppError(ErrorCode.TOO_MANY_REQUESTS, Messages.tooManyRequests));
    }
    // A personal API token that is revoked, expired or unknown is refused outright (a stale session JWT reads as a guest).
    if (isApiToken(token) && !viewer) return next(AppError.unauthenticated(Messages.apiTokenInvalid));
    rememberViewer(req, viewer);
    next();
  };
  app.use(['/graphql', '/api'], admit);
  app.use('/api', apiRouter(deps, doors.apiRoutes, scopeRule));
  app.use(
    '/graphql',
    express.json({ limit: LIMITS.bodyBytes }),
    // Apollo Server runs an operation before it checks the Accept header, so a mutation sent with an Accept that
    // takes no JSON was written and then answered 406. Negotiate first (the same negotiator), so a 406 runs nothing.
    (req: Request, _res: import('express').Response, next: (error?: unknown) => void) =>
      next(req.method === 'POST' && !req.accepts(['application/json', 'application/graphql-response+json']) ? Object.assign(new Error('Not acceptable'), { status: 406 }) : undefined),
    expressMiddleware(apollo, {
      context: async ({ req }: { req: Request }) => {
        const viewer = rememberedViewer(req);
        return createRequestContext(deps, viewer !== undefined ? viewer : await deps.resolveViewer(bearerToken(req.headers.authorization)));
      },
    }),
  );
  serveClient(app, clientDir);
  // Whatever no door or the client claimed: a JSON 404 from the one error mapper, not Express's HTML page.
  app.use((_req, _res, next) => next(Object.assign(new Error('Not found'), { status: 404 })));
  app.use(finalErrorHandler);

  await new Promise<void>((resolve) => httpServer.listen(port, resolve));
  const address = httpServer.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return {
    httpServer,
    express: app,
    port: boundPort,
    url: `http://127.0.0.1:${boundPort}`,
    websocket: guard,
    async stop() {
      // Subscriptions first, with a reconnect-friendly code (graphql-ws's own dispose would say 1001 to the rest).
      for (const socket of wsServer.clients) socket.close(SERVICE_RESTART.code, SERVICE_RESTART.reason);
      // Drains HTTP: the listener closes, idle keep-alive connections end, in-flight requests finish (grace period).
      await apollo.stop();
      wsServer.close();
      httpServer.closeAllConnections();
      apiLimiter.close();
    },
  };
}

/**
 * Node's request and response classes with Express's prototypes already in place. Express gives every request and
 * response its own prototype (`Object.setPrototypeOf(req, app.request)`); V8 records such a change in lists the young
 * generation's collector keeps alive, so every request since the last scavenge survived it (about a third of all
 * allocations, scavenges of 3 to 5 ms and a young generation grown to its maximum). Created with these prototypes,
 * Express's call changes nothing: the same request, a fraction of the garbage-collection work.
 */
function expressShapedMessages(app: Express): http.ServerOptions {
  // Node's IncomingMessage and ServerResponse are plain constructor functions, so a subclass is a function whose
  // prototype is Express's (itself inheriting from Node's).
  function ExpressRequest(this: http.IncomingMessage, socket: import('node:net').Socket) {
    http.IncomingMessage.call(this, socket);
  }
  ExpressRequest.prototype = app.request;
  function ExpressResponse(this: http.ServerResponse, req: http.IncomingMessage, options?: unknown) {
    (http.ServerResponse as unknown as (this: http.ServerResponse, req: http.IncomingMessage, options?: unknown) => void).call(this, req, options);
  }
  ExpressResponse.prototype = app.response;
  return {
    IncomingMessage: ExpressRequest as unknown as typeof http.IncomingMessage,
    ServerResponse: ExpressResponse as unknown as typeof http.ServerResponse,
  };
}

/**
 * Requests Node's HTTP parser refuses before Express sees them (a request line or headers over 16 KB, broken
 * framing): the same JSON error shape as every other refusal instead of Node's bare 400/431.
 */
function answerClientError(error: Error & { code?: string }, socket: import('node:stream').Duplex) {
  if (!socket.writable || error.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW' ? [431, Messages.requestHeadersTooLarge] : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, Messages.requestMalformed] : [400, Messages.requestMalformed];
  const body = JSON.stringify({ error: { code: 'BAD_REQUEST', message } });
  // A HEAD answer carries the headers of the JSON refusal but never its body: a client reading it would take the body
  // for the next response ('Data after Connection: close'). The refused bytes start with the request line.
  const head = /^HEAD /i.test((error as { rawPacket?: Buffer }).rawPacket?.toString('latin1', 0, 5) ?? '');
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${head ? '' : body}`,
  );
}

/**
 * What a route's first paint waits for beyond the scripts (Vite already modulepreloads those): the home page's
 * largest paint is the first banner's art (client/src/pages/home/HomeBanners.tsx), otherwise found only once the
 * scripts have run. Sent as a Link header on that route's index.html, so other routes don't fetch it.
 */
const FIRST_PAINT_PRELOADS: Record<string, string> = {
  '/': '</images/banners/ladders.svg>; rel=preload; as=image; fetchpriority=high',
};

/** Hashed build output (Vite puts content-hashed names under /assets): cached for a year, never revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built client at / with history fallback, so deep links like /league/abc load the app. The build writes .br
 * and .gz copies beside each text file; they are sent as they are to clients that accept them (brotli first).
 * Hashed files under /assets are immutable; index.html is revalidated on every load (no-cache), so a release is
 * picked up at once; other public files (images, video) are cached for an hour.
 */
function serveClient(app: Express, dir: string | undefined) {
  if (!dir || !fs.existsSync(path.join(dir, 'index.html'))) return;
  const assetsDir = path.join(dir, 'assets') + path.sep;
  const statics = expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    index: false,
    serveStatic: {
      index: false,
      cacheControl: false,
      setHeaders: (res, file) => {
        const original = file.replace(/\.(br|gz)$/, '');
        if (original.startsWith(assetsDir)) res.setHeader('Cache-Control', IMMUTABLE);
        else if (original.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
        else res.setHeader('Cache-Control', 'public, max-age=3600');
      },
    },
  });
  app.use((req, res, next) => {
    // A malformed escape is no file of ours: let it fall through to the 404 (express-static-gzip answers it in text).
    try {
      decodeURIComponent(req.path);
    } catch {
      return next();
    }
    statics(req, res, next);
  });
  const routeDocuments = readRouteDocuments(dir);
  // History fallback for app routes only: a missing asset (a path with a file extension) stays a 404.
  app.get(/^\/(?!api\/|graphql|auth\/|media\/|healthz)(?!.*\.[a-z0-9]{2,5}$).*/i, (req, res, next) => {
    const preload = FIRST_PAINT_PRELOADS[req.path];
    if (preload) res.setHeader('Link', preload);
    req.url = `/${routeDocuments.find((route) => route.pattern.test(req.path))?.document ?? 'index.html'}`;
    statics(req, res, next);
  });
}

/**
 * The route's own copy of index.html (client/vite.config.ts, routeDocuments: it also preloads the route's lazy
 * chunks) from the build's route-documents.json, e.g. `/league/:leagueParam` -> route-documents/league.html.
 * Without the table (an older build) every route gets index.html.
 */
function readRouteDocuments(dir: string): Array<{ pattern: RegExp; document: string }> {
  const table = path.join(dir, 'route-documents.json');
  if (!fs.existsSync(table)) return [];
  const entries = JSON.parse(fs.readFileSync(table, 'utf8')) as Array<{ path: string; document: string }>;
  return entries
    .filter((entry) => /^[\w./-]+\.html$/.test(entry.document) && !entry.document.includes('..'))
    .map((entry) => {
      const source = entry.path
        .split('/')
        .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/');
      return { pattern: new RegExp(`^${source}/?$`), document: entry.document };
    });
}

/**
 * The Content-Security-Policy sources ('sha256-...') of the inline scripts in the built client's documents (index.html
 * and the route documents: the home document's stored-session hint, client/src/boot/storedSessionHint.ts): the policy
 * allows exactly these, and no other inline script.
 */
export function inlineScriptHashes(dir: string | undefined): string[] {
  if (!dir || !fs.existsSync(path.join(dir, 'index.html'))) return [];
  const documents = [path.join(dir, 'index.html'), ...readRouteDocuments(dir).map((route) => path.join(dir, route.document))];
  const hashes = new Set<string>();
  for (const document of documents) {
    for (const [, text] of fs.readFileSync(document, 'utf8').matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
      if (text.trim()) hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

function findClientDist(from = __dirname): string | undefined {
  for (let dir = from; path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'client', 'dist');
    if (fs.existsSync(path.join(candidate, 'index.html'))) return candidate;
  }
  return undefined;
}
