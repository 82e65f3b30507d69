import type { DataSource, EntityManager } from 'typeorm';
import type { AppConfig } from '../config';
import type { Loaders } from './loaders';
import type { EventBus } from './pubsub';
import type { MediaStorage } from './storage';

/** The signed-in user a request acts for, read from a verified bearer token. */
export interface Viewer {
  userId: string;
  email: string | null;
  sessionId: string;
}

/** Turns a bearer token into a viewer; null for a missing, malformed or expired token. */
export type ViewerResolver = (token: string | undefined) => Promise<Viewer | null>;

/** Process-wide dependencies, built once at start. */
export interface AppDeps {
  config: AppConfig;
  dataSource: DataSource;
  events: EventBus;
  storage: MediaStorage;
  resolveViewer: ViewerResolver;
}

/**
 * Passed first to every service method. `db` is the current EntityManager: the data source's,
 * or the transaction's inside `inTransaction`, so one wrapper makes a whole write atomic.
 */
export interface RequestContext {
  app: AppDeps;
  viewer: Viewer | null;
  db: EntityManager;
  loaders: Loaders;
  /** Events raised inside a transaction wait here until it commits. */
  pendingEvents?: Array<{ topic: string; payload: unknown }>;
}
