import type { EntityManager } from 'typeorm';
import { loaderByKey } from '../core/batch';
import { Game, Genre, Platform, Region } from './catalog.entities';

export function createCatalogLoaders(db: EntityManager) {
  return {
    gameById: loaderByKey(db, Game, 'id'),
    genreById: loaderByKey(db, Genre, 'id'),
    platformById: loaderByKey(db, Platform, 'id'),
    regionById: loaderByKey(db, Region, 'id'),
  };
}
