import 'reflect-metadata';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { seedIfEmpty } from './seed';

/** `npm run db:seed`: migrates, then seeds reference data and the demo world into an empty database. */
async function main() {
  const database = await openDatabase(loadConfig());
  try {
    const seeded = await seedIfEmpty(database.dataSource);
    console.log(seeded ? 'Seeded the reference data and the demo world.' : 'The database already has data; nothing seeded.');
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
