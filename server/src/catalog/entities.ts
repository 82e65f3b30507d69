/** The catalog domain's entity door: its TypeORM entities and their types, without its services (db/entities.ts and other domains' entities import this). */
export {
  catalogEntities,
  CatalogTagColumns,
  CompetitionCategory,
  Game,
  Genre,
  type MetricDefinition,
  Platform,
  Region,
} from './catalog.entities';
