import argon2 from 'argon2';
import type { DataSource } from 'typeorm';
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
  const passwordHash = await argon2.hash(DEMO_PASSWORD, { type: argon2.argon2id });
  await dataSource.transaction(async (db) => {
    const reference = await seedReferenceData(db);
    if (options.demoWorld !== false) await seedDemoWorld(db, reference, passwordHash);
  });
}
