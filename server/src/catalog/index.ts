/** The catalog domain's public surface: other domains and the composition root import only this file. */
export * from './catalog.entities';
export * from './catalog.service';
export * from './catalog.loaders';
export * from './catalog.resolvers';
export * from './catalog.routes';
