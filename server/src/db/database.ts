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

/** Connects to DATABASE_URL, or to an embedded PostgreSQL under DATA_DIR, and applies pending migrations. */
export async function openDatabase(config: AppConfig): Promise<Database> {
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres(path.join(config.dataDir, 'pgdata'));
  const dataSource = createDataSource(config.databaseUrl ?? embedded!.url);
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  return {
    dataSource,
    embedded: Boolean(embedded),
    async close() {
      await dataSource.destroy();
      await embedded?.stop();
    },
  };
}
