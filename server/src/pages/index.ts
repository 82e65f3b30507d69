/** The pages domain's public surface: other domains and the composition root import only this file. */
export * from './pages.kinds';
export * from './pages.service';
export * from './pages.resolvers';
export * from './pages.routes';
