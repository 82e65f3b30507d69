import type { Resolvers } from '../generated/resolvers';
import { organizersService } from '../organizers';
import { teamsService } from '../teams';
import { usersService } from '../users';
import { invitationsService } from './invitations.service';

export const invitationsResolvers: Resolvers = {
  User: {
    invitations: (user, _, ctx) => invitationsService.ofUser(ctx, user),
  },
  Invitation: {
    team: (inv, _, ctx) => teamsService.byIdOrNull(ctx, inv.teamId),
    organizer: (inv, _, ctx) => organizersService.byIdOrNull(ctx, inv.organizerId),
    invitedBy: (inv, _, ctx) => usersService.byId(ctx, inv.invitedById),
  },
  Notification: {
    actionable: (notification, _, ctx) => invitationsService.actionable(ctx, notification),
  },
  InvitationKind: { TEAM: 'team', STAFF: 'staff' },
};
