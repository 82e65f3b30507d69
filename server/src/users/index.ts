/** The users domain's public surface: other domains and the composition root import only this file. */
export * from './users.entities';
export * from './users.service';
export * from './users.loaders';
export * from './users.resolvers';
export * from './users.routes';
