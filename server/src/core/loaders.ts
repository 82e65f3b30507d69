import type { EntityManager } from 'typeorm';
import { createCatalogLoaders } from '../catalog/catalog.loaders';

/**
 * One factory for every DataLoader, called once per request (HTTP) or per operation (WebSocket),
 * so a page's query costs a bounded number of SQL statements whatever its size.
 */
export function createLoaders(db: EntityManager) {
  return {
    ...createCatalogLoaders(db),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
