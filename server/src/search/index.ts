/** The search domain's public surface: other domains and the composition root import only this file. */
export * from './search.service';
export * from './search.resolvers';
