/** The notifications domain's public surface: other domains and the composition root import only this file. */
export * from './notifications.entities';
export * from './notifications.events';
export * from './notifications.loaders';
export * from './notifications.resolvers';
export * from './notifications.service';
