/** The organizers domain's public surface: other domains and the composition root import only this file. */
export * from './organizers.entities';
export * from './organizers.service';
export * from './organizers.loaders';
export * from './organizers.resolvers';
export * from './organizers.routes';
export * from './organizers.manager';
