import path from 'node:path';
import type { AppConfig } from './config';
import { createViewerResolver } from './auth/viewer';
import type { AppDeps, ViewerResolver } from './core/context';
import { createEventBus } from './core/pubsub';
import { openDatabase, type Database } from './db/database';
import { startHttpServer, type RunningApp } from './http/app';
import { LocalMediaStorage } from './media/local-storage';
import { S3MediaStorage } from './media/s3-storage';

export interface StartedApp extends RunningApp {
  deps: AppDeps;
  database: Database;
}

/** Opens the database (migrated), wires the process-wide dependencies and starts serving. */
export async function startApp(config: AppConfig, options: { database?: Database } = {}): Promise<StartedApp> {
  const database = options.database ?? (await openDatabase(config));
  const events = createEventBus(config.redisUrl);
  const resolveViewer: ViewerResolver = createViewerResolver(config, database.dataSource);
  const deps: AppDeps = {
    config,
    dataSource: database.dataSource,
    events,
    storage: config.s3 ? new S3MediaStorage(config.s3) : new LocalMediaStorage(path.join(config.dataDir, 'media')),
    resolveViewer,
  };
  const running = await startHttpServer(deps, config.port);
  return {
    ...running,
    deps,
    database,
    async stop() {
      await running.stop();
      await events.close();
      if (!options.database) await database.close();
    },
  };
}
