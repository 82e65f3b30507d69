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
  // Graceful: stop accepting, finish in-flight requests, close subscriptions with 1012 (clients reconnect), then close
  // Redis and the database and exit 0. A second signal, or a stop that outlasts the grace period, exits at once.
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) {
      console.log(`${signal} again: exiting without waiting.`);
      process.exit(1);
    }
    stopping = true;
    console.log(`${signal}: draining (in-flight requests get ${config.shutdownGraceMs} ms)…`);
    setTimeout(() => {
      console.error('Shutdown did not finish in time: exiting.');
      process.exit(1);
    }, config.shutdownGraceMs + 5_000).unref();
    try {
      await app.stop();
      await database.close();
      console.log('Stopped.');
      process.exit(0);
    } catch (error) {
      console.error('Shutdown failed:', error);
      process.exit(1);
    }
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
