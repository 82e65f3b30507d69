/** The catalog domain's public surface: other domains and the composition root import only this file. */
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
export { catalogService } from './catalog.service';
export { createCatalogLoaders } from './catalog.loaders';
export { catalogResolvers, catalogTagResolvers } from './catalog.resolvers';
export { catalogRoutes, toRestGame, toRestGenre, toRestPlatform, toRestRegion } from './catalog.routes';
