import 'reflect-metadata';
import { startApp } from './app';
import { loadConfig } from './config';
import { seedIfEmpty } from './seed/seed';

async function main() {
  const config = loadConfig();
  const app = await startApp(config);
  if (config.seedOnStart) await seedIfEmpty(app.deps.dataSource);
  console.log(`Clutch is up on http://localhost:${app.port}  (GraphQL + Sandbox: /graphql, REST: /api, auth: /auth/v1)`);
  console.log(app.database.embedded ? `Database: embedded PostgreSQL in ${config.dataDir}/pgdata` : 'Database: DATABASE_URL');
  const shutdown = async () => {
    await app.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
