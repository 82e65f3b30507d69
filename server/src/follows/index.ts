/** The follows domain's public surface: other domains and the composition root import only this file. */
export * from './follows.entities';
export * from './follows.service';
export * from './follows.loaders';
export * from './follows.resolvers';
export * from './follows.routes';
