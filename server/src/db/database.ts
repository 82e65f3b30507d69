import path from 'node:path';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config';
import { createDataSource } from './data-source';
import { startEmbeddedPostgres } from './embedded-postgres';

export interface Database {
  dataSource: DataSource;
  embedded: boolean;
  close(): Promise<void>;
}

/**
 * The embedded PostgreSQL is one backend behind a socket multiplexer: it executes one statement at a time
 * anyway, and concurrent extended-protocol queries on several connections can get mixed up there
 * ("unnamed prepared statement does not exist"). One connection is both correct and no slower.
 * PGLITE_URL marks the test runner's shared embedded server, reached through DATABASE_URL in the suites.
 */
export function poolSizeFor(url: string, embedded: boolean): number {
  return embedded || url === process.env.PGLITE_URL ? 1 : 10;
}

/** Connects to DATABASE_URL, or to an embedded PostgreSQL under DATA_DIR, and applies pending migrations. */
export async function openDatabase(config: AppConfig): Promise<Database> {
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres(path.join(config.dataDir, 'pgdata'), { sharedBuffers: config.embeddedSharedBuffers });
  const url = config.databaseUrl ?? embedded!.url;
  const dataSource = await connectAndMigrate(url, { poolSize: poolSizeFor(url, !config.databaseUrl), embedded: !config.databaseUrl || config.databaseUrl === process.env.PGLITE_URL });
  return {
    dataSource,
    embedded: Boolean(embedded),
    async close() {
      await dataSource.destroy();
      await embedded?.stop();
    },
  };
}

/** Connects a data source to `url` and applies its pending migrations, each in a transaction of its own. */
export async function connectAndMigrate(url: string, options: Parameters<typeof createDataSource>[1]): Promise<DataSource> {
  const dataSource = createDataSource(url, options);
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
  return dataSource;
}
