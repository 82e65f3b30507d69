import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { allowNamedStatements } from '../core/prepared';
import { allMigrations } from '../../../migrations';
import { allEntities } from './entities';
import { SqlLogger } from './sql-logger';

/** One DataSource shape for the app, the tests and the TypeORM CLI; the schema only ever comes from migrations. */
export function createDataSource(url: string, options: { poolSize?: number; embedded?: boolean } = {}): DataSource {
  const dataSource = new DataSource({
    type: 'postgres',
    url,
    poolSize: options.poolSize ?? 10,
    // Short OLTP queries only: JIT compiles a query whose row estimate is off (a LIMIT the planner cannot see) for
    // 100+ ms to save microseconds. The embedded PostgreSQL has no JIT and takes no startup options.
    ...(options.embedded ? {} : { extra: { options: '-c jit=off' } }),
    // PGlite has no uuid-ossp; gen_random_uuid() is core since PostgreSQL 13.
    installExtensions: false,
    uuidExtension: 'pgcrypto',
    entities: allEntities,
    migrations: allMigrations,
    migrationsTableName: 'typeorm_migrations',
    synchronize: false,
    migrationsRun: false,
    logger: new SqlLogger(),
  });
  if (!options.embedded) allowNamedStatements(dataSource);
  return dataSource;
}

export function sqlLoggerOf(dataSource: DataSource): SqlLogger {
  return dataSource.logger as SqlLogger;
}
