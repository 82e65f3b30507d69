import 'reflect-metadata';
import { startApp } from './app/start';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { seedIfEmpty } from './seed/seed';

async function main() {
  const config = loadConfig();
  // Migrate and seed before listening, so /healthz answers 200 only for a ready app.
  const database = await openDatabase(config);
  if (config.seedOnStart && (await seedIfEmpty(database.dataSource))) console.log('Seeded the reference data and the demo world.');
  const app = await startApp(config, { database });
  console.log(`Clutch is up on http://localhost:${app.port}  (GraphQL + Sandbox: /graphql, REST: /api, auth: /auth/v1)`);
  console.log(app.database.embedded ? `Database: embedded PostgreSQL in ${config.dataDir}/pgdata` : 'Database: DATABASE_URL');
  const shutdown = async () => {
    await app.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
