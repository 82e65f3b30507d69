/** The matches domain's public surface: other domains and the composition root import only this file. */
export * from './matches.entities';
export * from './matches.service';
export * from './matches.loaders';
export * from './matches.resolvers';
export * from './matches.routes';
export * from './matches.manager';
export * from './matches.events';
export * from './matches.competitions';
