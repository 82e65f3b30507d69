import type { DataSource } from 'typeorm';
import { hashPassword } from '../auth';
import { Game } from '../catalog';
import { DEMO_PASSWORD, seedDemoWorld } from './demo-world';
import { seedReferenceData } from './reference-data';

/** Seeds the reference data and the demo world when the database holds no games yet. */
export async function seedIfEmpty(dataSource: DataSource): Promise<boolean> {
  if ((await dataSource.getRepository(Game).count()) > 0) return false;
  await seed(dataSource);
  return true;
}

/** One transaction: a failed seed leaves an empty database, so the next start tries again. */
export async function seed(dataSource: DataSource, options: { demoWorld?: boolean } = {}): Promise<void> {
  // The auth module's one argon2 profile: argon2's defaults cost 4.9 times as much to verify as the dummy an unknown
  // e-mail is checked against, which told the demo accounts apart by time (issue 24, finding 6).
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await dataSource.transaction(async (db) => {
    const reference = await seedReferenceData(db);
    if (options.demoWorld !== false) await seedDemoWorld(db, reference, passwordHash);
  });
}
