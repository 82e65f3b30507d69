/** The comments domain's public surface: other domains and the composition root import only this file. */
export * from './comments.entities';
export * from './comments.service';
export * from './comments.loaders';
export * from './comments.resolvers';
export * from './comments.routes';
export * from './comments.events';
