import type { DataSource } from 'typeorm';
import { Game } from '../catalog/catalog.entities';
import { seedReferenceData } from './reference-data';

/** Seeds the reference data and the demo world when the database holds no games yet. */
export async function seedIfEmpty(dataSource: DataSource): Promise<boolean> {
  if ((await dataSource.getRepository(Game).count()) > 0) return false;
  await seed(dataSource);
  return true;
}

export async function seed(dataSource: DataSource): Promise<void> {
  await dataSource.transaction(async (db) => {
    await seedReferenceData(db);
  });
}
