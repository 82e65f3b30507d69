import type { RequestContext } from '../core/context';
import { AppError } from '../core/errors';
import { isViewer } from '../core/viewer';
import type { Notification } from '../notifications';
import type { StaffRole } from '../organizers';
import type { TeamRole } from '../teams';
import type { User } from '../users';

/**
 * An unanswered invitation: a pending team_members row or a pending organizer_staff row of the invited user.
 * No table of its own; the GraphQL Invitation type maps to this.
 */
export interface InvitationModel {
  id: string;
  kind: 'team' | 'staff';
  teamId: string | null;
  organizerId: string | null;
  teamRole: TeamRole | null;
  staffRole: StaffRole | null;
  invitedById: string | null;
  createdAt: Date;
}

/** A user's unanswered team and staff invitations (the list the notification icon will grow from). */
export const invitationsService = {
  /** Whether a notification's invitation still waits for an answer (the list then offers Accept and Decline). */
  async actionable(ctx: RequestContext, notification: Notification): Promise<boolean> {
    if (notification.kind === 'team_invitation' && notification.teamId) {
      const rows = await ctx.loaders.teamMembershipsByUserId.load(notification.userId);
      return rows.some((m) => m.teamId === notification.teamId && m.status === 'pending');
    }
    if (notification.kind === 'staff_invitation' && notification.organizerId) {
      const rows = await ctx.loaders.staffPlacesByUserId.load(notification.userId);
      return rows.some((s) => s.organizerId === notification.organizerId && s.status === 'pending');
    }
    return false;
  },

  /** Pending team and staff invitations of the user, oldest first; only the user may read them. */
  async ofUser(ctx: RequestContext, user: User): Promise<InvitationModel[]> {
    if (!ctx.viewer) throw AppError.unauthenticated();
    if (!isViewer(ctx, user.id)) throw AppError.forbidden();
    const [memberships, staffPlaces] = await Promise.all([
      ctx.loaders.teamMembershipsByUserId.load(user.id),
      ctx.loaders.staffPlacesByUserId.load(user.id),
    ]);
    const invitations: InvitationModel[] = [
      ...memberships
        .filter((m) => m.status === 'pending')
        .map((m) => ({
          id: `team:${m.teamId}:${m.userId}`,
          kind: 'team' as const,
          teamId: m.teamId,
          organizerId: null,
          teamRole: m.role,
          staffRole: null,
          invitedById: m.invitedById,
          createdAt: m.createdAt,
        })),
      ...staffPlaces
        .filter((s) => s.status === 'pending')
        .map((s) => ({
          id: `staff:${s.organizerId}:${s.userId}`,
          kind: 'staff' as const,
          teamId: null,
          organizerId: s.organizerId,
          teamRole: null,
          staffRole: s.role,
          invitedById: s.invitedById,
          createdAt: s.createdAt,
        })),
    ];
    return invitations.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  },};
