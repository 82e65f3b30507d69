/** The teams domain's public surface: other domains and the composition root import only this file. */
export * from './teams.entities';
export * from './teams.service';
export * from './teams.loaders';
export * from './teams.resolvers';
export * from './teams.routes';
export * from './teams.manager';
