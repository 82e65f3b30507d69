import { CatalogSchema1763800000000 } from './1763800000000-CatalogSchema';

/** Every migration, oldest first. The schema only ever comes from these (never `synchronize`). */
export const allMigrations = [CatalogSchema1763800000000];
