import type { DataSource, EntityManager } from 'typeorm';
import type { AppConfig } from '../config';
import type { ApiScope } from './api-access';
import type { JobQueue } from './jobs';
import type { EventBus } from './pubsub';
import type { MediaStorage } from './storage';

/** The signed-in user a request acts for, read from a verified bearer token. */
export interface Viewer {
  userId: string;
  email: string | null;
  sessionId: string;
  /** Set when a personal API token (not a session) authenticated the request: what the token may do (core/api-access.ts). */
  scopes?: readonly ApiScope[];
}

/** Turns a bearer token into a viewer; null for a missing, malformed or expired token. */
export type ViewerResolver = (token: string | undefined) => Promise<Viewer | null>;

/**
 * The request's DataLoaders. Empty here on purpose: core knows no domain. The composition root
 * (app/loaders.ts) merges every domain's loaders into this interface by declaration merging.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Loaders {}

/** Builds a fresh set of loaders reading through one EntityManager (the data source's or a transaction's). */
export type LoadersFactory = (db: EntityManager) => Loaders;

/** Process-wide dependencies, built once at start by the composition root. */
export interface AppDeps {
  config: AppConfig;
  dataSource: DataSource;
  events: EventBus;
  /** Durable background work (core/jobs.ts): enqueue in a transaction, a worker runs it once across processes. */
  jobs: JobQueue;
  storage: MediaStorage;
  resolveViewer: ViewerResolver;
  createLoaders: LoadersFactory;
}

/**
 * Passed first to every service method. `db` is the current EntityManager: the data source's,
 * or the transaction's inside `inTransaction`, and `loaders` always read through that same `db`,
 * so one wrapper makes a whole write atomic and reads inside it see its own writes.
 */
export interface RequestContext {
  app: AppDeps;
  viewer: Viewer | null;
  db: EntityManager;
  loaders: Loaders;
  /** Events raised inside a transaction wait here until it commits. */
  pendingEvents?: Array<{ topic: string; payload: unknown }>;
  /**
   * A subscription's current event when its loaders are that event's shared loaders (useSharedEventLoaders): then
   * subscribers with the same operation, variables and viewer share one execution of it (core/shared-execution.ts).
   */
  sharedEventId?: string;
  /**
   * A signed-in WebSocket operation's session check (set by the WebSocket server). The live seam (core/live.ts) takes
   * it and asks it on every event before reading anything; an operation that does not take it is checked per result.
   */
  stillSignedIn?: () => Promise<boolean>;
}
