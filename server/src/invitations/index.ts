/** The invitations domain's public surface: other domains and the composition root import only this file. */
export * from './invitations.service';
export * from './invitations.resolvers';
