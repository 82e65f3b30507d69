import type { RequestContext } from '../core/context';
import { getEntityOrThrow } from '../core/entities';
import { AppError } from '../core/errors';
import type { StaffRole } from '../organizers/organizers.entities';
import type { TeamRole } from '../teams/teams.entities';
import { findByIdOrName, present } from './lookup';
import { User } from './users.entities';

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

/** Whether the signed-in viewer is this user (the own-profile flag of the spec). */
export function isViewer(ctx: RequestContext, userId: string): boolean {
  return ctx.viewer?.userId === userId;
}

/** Users and their pages. Public reads; the user's own invitations only for the user. */
export const usersService = {
  /** By id or user name, case-insensitive (/user/{user_param}). */
  getUser(ctx: RequestContext, param: string) {
    return findByIdOrName(ctx, User, 'userName', param, 'User', ctx.loaders.userById);
  },
  /** Strictly by id (REST user-by-id): BAD_USER_INPUT for a malformed UUID, NOT_FOUND when unknown. */
  async getById(ctx: RequestContext, id: unknown): Promise<User> {
    const user = await getEntityOrThrow(ctx, User, id, 'User');
    ctx.loaders.userById.prime(user.id, user);
    return user;
  },
  /** The signed-in user's own profile (Query.viewer); null when signed out. */
  viewer(ctx: RequestContext) {
    return ctx.viewer ? ctx.loaders.userById.load(ctx.viewer.userId) : null;
  },
  /** An optional reference (invited_by, created_by): null when unset or gone. */
  byId(ctx: RequestContext, id: string | null) {
    return id ? ctx.loaders.userById.load(id) : null;
  },
  /** A reference a foreign key guarantees (a member's or staff member's user). */
  async existing(ctx: RequestContext, id: string) {
    return present(await ctx.loaders.userById.load(id), `User ${id}`);
  },
  page(ctx: RequestContext, user: User) {
    return ctx.loaders.userPageByUserId.load(user.id);
  },
  async commentWall(ctx: RequestContext, user: User) {
    const page = await ctx.loaders.userPageByUserId.load(user.id);
    return page?.commentWallId ? ctx.loaders.commentWallById.load(page.commentWallId) : null;
  },
  /** Pending team and staff invitations of the user, oldest first; only the user may read them. */
  async invitations(ctx: RequestContext, user: User): Promise<InvitationModel[]> {
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
  },
};
