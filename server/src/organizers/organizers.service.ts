import type { RequestContext } from '../core/context';
import { findByIdOrName, getEntityOrThrow, optionalRef, requiredRef } from '../core/entities';
import { Messages } from '../core/messages';
import { isViewer } from '../core/viewer';
import { usersService, type User } from '../users';
import { Organizer, type OrganizerStaff } from './organizers.entities';

/** Organizers, their pages and staff. Public reads; a user's pending and declined staff places only for the user. */
export const organizersService = {
  /** By id or organizer name, case-insensitive (/organizer/{org_param}). */
  getOrganizer(ctx: RequestContext, param: string) {
    return findByIdOrName(ctx, param, { entity: Organizer, nameProperty: 'name', label: 'Organizer', missingMessage: Messages.organizerParamRequired, byId: ctx.loaders.organizerById });
  },
  /** Strictly by id (REST organizer-by-id and friends): BAD_USER_INPUT for a malformed UUID, NOT_FOUND when unknown. */
  getById(ctx: RequestContext, id: unknown): Promise<Organizer> {
    return getEntityOrThrow(ctx, Organizer, id, 'Organizer', ctx.loaders.organizerById);
  },
  /** A reference a foreign key guarantees (a league's, tournament's or staff place's organizer). */
  byId(ctx: RequestContext, id: string) {
    return requiredRef(ctx.loaders.organizerById, id, 'Organizer');
  },
  byIdOrNull(ctx: RequestContext, id: string | null | undefined) {
    return optionalRef(ctx.loaders.organizerById, id);
  },
  owner(ctx: RequestContext, organizer: Organizer) {
    return usersService.existing(ctx, organizer.ownerId);
  },
  page(ctx: RequestContext, organizer: Organizer) {
    return ctx.loaders.organizerPageByOrganizerId.load(organizer.id);
  },
  async announcementWall(ctx: RequestContext, organizer: Organizer) {
    const page = await ctx.loaders.organizerPageByOrganizerId.load(organizer.id);
    return optionalRef(ctx.loaders.commentWallById, page?.announcementWallId);
  },
  /** Approved staff, owner first. */
  staff(ctx: RequestContext, organizer: Organizer) {
    return ctx.loaders.approvedStaffByOrganizerId.load(organizer.id);
  },
  /** The user's organizations: approved staff places for everyone, every status for the user themself. */
  async organizationsOf(ctx: RequestContext, user: User): Promise<OrganizerStaff[]> {
    const rows = await ctx.loaders.staffPlacesByUserId.load(user.id);
    return isViewer(ctx, user.id) ? rows : rows.filter((s) => s.status === 'approved');
  },
  staffId(staff: OrganizerStaff) {
    return `${staff.organizerId}:${staff.userId}`;
  },
};
