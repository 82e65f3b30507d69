/** The invitations domain's public surface: other domains and the composition root import only this file. */
export { type InvitationModel, invitationsService } from './invitations.service';
export { invitationsResolvers } from './invitations.resolvers';
