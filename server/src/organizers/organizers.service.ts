import type { RequestContext } from '../core/context';
import { getEntityOrThrow } from '../core/entities';
import type { Tournament, TournamentPage } from '../tournaments/tournaments.entities';
import { findByIdOrName, present } from '../users/lookup';
import type { User } from '../users/users.entities';
import { isViewer } from '../users/users.service';
import { Organizer, type OrganizerStaff } from './organizers.entities';

/** Organizers, their pages and staff. Public reads; a user's pending and declined staff places only for the user. */
export const organizersService = {
  /** By id or organizer name, case-insensitive (/organizer/{org_param}). */
  getOrganizer(ctx: RequestContext, param: string) {
    return findByIdOrName(ctx, Organizer, 'name', param, 'Organizer', ctx.loaders.organizerById);
  },
  /** Strictly by id (REST organizer-by-id and friends): BAD_USER_INPUT for a malformed UUID, NOT_FOUND when unknown. */
  async getById(ctx: RequestContext, id: unknown): Promise<Organizer> {
    const organizer = await getEntityOrThrow(ctx, Organizer, id, 'Organizer');
    ctx.loaders.organizerById.prime(organizer.id, organizer);
    return organizer;
  },
  /** The organizer's tournaments with their pages, newest first (REST get-tourney-cards). */
  async tournamentCards(
    ctx: RequestContext,
    organizerId: unknown,
  ): Promise<Array<{ tournament: Tournament; page: TournamentPage | null }>> {
    const organizer = await organizersService.getById(ctx, organizerId);
    const tournaments = await ctx.loaders.tournamentsByOrganizerId.load(organizer.id);
    return Promise.all(
      tournaments.map(async (tournament) => ({ tournament, page: await ctx.loaders.tournamentPageByTournamentId.load(tournament.id) })),
    );
  },
  async byId(ctx: RequestContext, id: string) {
    return present(await ctx.loaders.organizerById.load(id), `Organizer ${id}`);
  },
  async owner(ctx: RequestContext, organizer: Organizer) {
    return present(await ctx.loaders.userById.load(organizer.ownerId), `Owner of organizer ${organizer.id}`);
  },
  page(ctx: RequestContext, organizer: Organizer) {
    return ctx.loaders.organizerPageByOrganizerId.load(organizer.id);
  },
  async announcementWall(ctx: RequestContext, organizer: Organizer) {
    const page = await ctx.loaders.organizerPageByOrganizerId.load(organizer.id);
    return page?.announcementWallId ? ctx.loaders.commentWallById.load(page.announcementWallId) : null;
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
