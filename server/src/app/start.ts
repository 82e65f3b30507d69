import path from 'node:path';
import v8 from 'node:v8';
import { AuthService, createViewerResolver, SESSIONS_ENDED_TOPIC, type EndedSessions } from '../auth';
import type { AppConfig } from '../config';
import type { AppDeps, Viewer, ViewerResolver } from '../core/context';
import { JobWorker } from '../core/jobs';
import { createEventBus } from '../core/pubsub';
import { isApiToken } from '../core/api-access';
import { installContentGate } from '../core/content-gate';
import { installPostingRates, moderationParticipation, PostingRates, screenModeratedContent } from '../moderation';
import { createApiTokenResolver } from '../api-tokens';
import { apiScopeRule } from './api-scopes';
import { openDatabase, type Database } from '../db/database';
import { startHttpServer, type RunningApp } from '../http/app';
import { LocalMediaStorage, S3MediaStorage } from '../media';
import { createLoaders } from './loaders';
import { jobDefinitions } from './jobs';
import { allResolvers } from './resolvers';
import { apiRoutes, extraRouters } from './routers';

export interface StartedApp extends RunningApp {
  deps: AppDeps;
  database: Database;
  /** The auth API's service (accounts, sessions, signing key), one per running app. */
  auth: AuthService;
  /** Runs the durable jobs (core/jobs.ts); tests drive `runDue` with JOBS_POLL_MS=0. */
  jobWorker: JobWorker;
}

/**
 * The composition root: opens the database (migrated), builds the process-wide singletons from config (event bus,
 * media storage, auth service), assembles the domains (loaders, resolvers, REST routes) and starts serving.
 */
export async function startApp(config: AppConfig, options: { database?: Database } = {}): Promise<StartedApp> {
  servingHeap();
  // Comments, messages and names ask moderation (bans, time-outs, filters) through the core seam before storing.
  installContentGate({ screen: screenModeratedContent, participation: moderationParticipation });
  const database = options.database ?? (await openDatabase(config));
  const events = createEventBus(config.redisUrl);
  const auth = new AuthService(config, database.dataSource, { events });
  await auth.ready();
  const jobWorker = new JobWorker(database.dataSource, jobDefinitions, { pollMs: config.jobsPollMs });
  const deps: AppDeps = {
    config,
    dataSource: database.dataSource,
    events,
    jobs: jobWorker,
    storage: config.s3 ? new S3MediaStorage(config.s3) : new LocalMediaStorage(path.join(config.dataDir, 'media')),
    resolveViewer: bearerViewer(createViewerResolver(auth), createApiTokenResolver(database.dataSource)),
    createLoaders,
  };
  // Posting limits per user (comments, messages): in Redis with REDIS_URL, so every process spends one budget.
  const postingRates = new PostingRates(config.env, config.redisUrl);
  await postingRates.ready();
  installPostingRates(deps, postingRates);
  jobWorker.start(deps);
  const running = await startHttpServer(deps, config.port, {
    resolvers: allResolvers,
    apiRoutes: apiRoutes(),
    extraRouters: extraRouters(deps, auth),
    scopeRule: apiScopeRule,
  });
  // Sessions that end anywhere (this process or another, through Redis) close their live sockets at once.
  const sessionsEnded = events.subscribe<EndedSessions>(SESSIONS_ENDED_TOPIC);
  void (async () => {
    for await (const ended of sessionsEnded) running.websocket.sessionsEnded(ended);
  })().catch((error: unknown) => console.error('[graphql-ws] the sessions-ended stream failed:', error));
  return {
    ...running,
    deps,
    database,
    auth,
    jobWorker,
    async stop() {
      await running.stop();
      await jobWorker.stop(); // before the database closes
      await sessionsEnded.return?.().catch(() => undefined); // before the bus closes
      await auth.close(); // it listens on the event bus: before the bus closes
      postingRates.close();
      await events.close();
      if (!options.database) await database.close();
    },
  };
}

/** A bearer token is a personal API token (clutch_pat_…, its scopes apply) or a session's JWT. */
function bearerViewer(sessionViewer: ViewerResolver, apiTokenViewer: (token: string) => Promise<Viewer | null>): ViewerResolver {
  return (token) => (isApiToken(token) ? apiTokenViewer(token) : sessionViewer(token));
}

/**
 * V8 tuned for a request-serving process. Allocation-site pretenuring allocates straight into the old generation what
 * an allocation site has seen survive, and a request's database query, promise and callbacks survive (they wait on
 * the database while scavenges run): pretenured, they die in the old generation, where only a full collection sees
 * it, and until then keep the young rows and results they point to alive. Measured on the leaderboard page: 720 KB
 * survived each scavenge with it, 13 KB without. V8 reads the flag at each pretenuring decision, so setting it here,
 * before the first request, takes effect.
 */
function servingHeap() {
  v8.setFlagsFromString('--no-allocation-site-pretenuring');
}

