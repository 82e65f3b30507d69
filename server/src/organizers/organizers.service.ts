import type { CommentWall, TopLevelPostRule } from '../comments';
import { canCreateCompetitions } from '../competitions';
import type { RequestContext } from '../core/context';
import { findByIdOrName, getEntityOrThrow, optionalRef, requiredRef } from '../core/entities';
import { assertUuid } from '../core/ids';
import { Messages } from '../core/messages';
import { isViewer } from '../core/viewer';
import { usersService, type User } from '../users';
import { Organizer, type OrganizerStaff } from './organizers.entities';

/** The lists an organizer's staff are assigned from: its ladders (leagues) and its tournaments. */
export type CompetitionKind = 'leagues' | 'tournaments';

/** An organizer's ladders, or its tournaments, newest first (read through their own domain's batched loader). */
export type CompetitionList = (ctx: RequestContext, organizerId: string) => Promise<Array<{ id: string }>>;
const competitionLists = new Map<CompetitionKind, CompetitionList>();

/**
 * Called once per kind by the composition root (app/competitions.ts): ladders and tournaments sit above organizers
 * (they read its staff), so organizers cannot import them; their domains hand their lists in.
 */
export function registerCompetitionList(kind: CompetitionKind, list: CompetitionList) {
  competitionLists.set(kind, list);
}

/** An organizer's ladders or tournaments, through the list their domain registered. */
export function competitionsOf(ctx: RequestContext, organizerId: string, kind: CompetitionKind): Promise<Array<{ id: string }>> {
  const list = competitionLists.get(kind);
  if (!list) throw new Error(`organizers: no ${kind} list registered (app/competitions.ts registers it)`);
  return list(ctx, organizerId);
}

/**
 * An organizer's announcement wall (its page's): its approved staff post; everyone signed in replies. Registered by
 * the composition root with the comments domain (which sits below organizers).
 */
export const organizerAnnouncementRule: TopLevelPostRule = {
  async may(ctx: RequestContext, wall: CommentWall) {
    if (!ctx.viewer) return false;
    const staff = await ctx.loaders.approvedStaffByOrganizerId.load(wall.ownerId);
    return staff.some((s) => s.userId === ctx.viewer!.userId);
  },
  refusal: Messages.announcementStaffOnly,
};

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
  /** An organizer a foreign key guarantees, with its page (null before one exists), for a list of places to show. */
  async withPage(ctx: RequestContext, id: string) {
    return { organizer: await organizersService.byId(ctx, id), page: await ctx.loaders.organizerPageByOrganizerId.load(id) };
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
  /** An organizer's approved staff by id, highest role first (the competitions' role matrix reads it). */
  approvedStaffOf(ctx: RequestContext, organizerId: string): Promise<OrganizerStaff[]> {
    return ctx.loaders.approvedStaffByOrganizerId.load(organizerId);
  },
  /** The user's organizations: approved staff places for everyone, every status for the user themself. */
  async organizationsOf(ctx: RequestContext, user: User): Promise<OrganizerStaff[]> {
    const rows = await ctx.loaders.staffPlacesByUserId.load(user.id);
    return isViewer(ctx, user.id) ? rows : rows.filter((s) => s.status === 'approved');
  },
  /** The viewer's approved staff place at the organizer, or null. */
  async viewerStaff(ctx: RequestContext, organizer: Organizer): Promise<OrganizerStaff | null> {
    if (!ctx.viewer) return null;
    const staff = await ctx.loaders.approvedStaffByOrganizerId.load(organizer.id);
    return staff.find((s) => s.userId === ctx.viewer!.userId) ?? null;
  },
  /** Pending invitations: the owner and super admins see them, everyone else an empty list. */
  async pendingStaff(ctx: RequestContext, organizer: Organizer): Promise<OrganizerStaff[]> {
    const own = await organizersService.viewerStaff(ctx, organizer);
    return own && (own.role === 'owner' || own.role === 'super_admin') ? ctx.loaders.organizerPendingStaff.load(organizer.id) : [];
  },
  /** REST get-league-staff: the approved staff with each user and page, plus the pending ones for those who manage. */
  async staffWithUsers(ctx: RequestContext, organizerId: unknown) {
    const organizer = await organizersService.getById(ctx, organizerId);
    const [approved, pending] = await Promise.all([organizersService.staff(ctx, organizer), organizersService.pendingStaff(ctx, organizer)]);
    return Promise.all([...approved, ...pending].map(async (staff) => ({ staff, ...(await usersService.withPage(ctx, staff.userId)) })));
  },
  /**
   * The staff serving one league (REST league get-league-staff): the organizer's owner and super admins, and the
   * admins and mods with the league in their assignment.
   */
  async staffOfLeague(ctx: RequestContext, organizerId: unknown, leagueId: unknown) {
    const league = assertUuid(leagueId, 'leagueId');
    const all = await organizersService.staffWithUsers(ctx, organizerId);
    return all.filter(({ staff }) => staff.status === 'approved' && (staff.role === 'owner' || staff.role === 'super_admin' || staff.assignment.includes(league)));
  },
  /** A user's staff places with each organizer and page (REST get-user-organizations and get-user-staff). */
  async placesWithOrganizers(ctx: RequestContext, userId: unknown) {
    const user = await usersService.getById(ctx, userId);
    const places = await organizersService.organizationsOf(ctx, user);
    return Promise.all(places.map(async (staff) => ({ staff, ...(await organizersService.withPage(ctx, staff.organizerId)) })));
  },
  /** Create Ladder and Create Tournament: the owner, super admins and admins (the competitions' role matrix). */
  viewerCanCreateCompetitions(ctx: RequestContext, organizer: Organizer): Promise<boolean> {
    return canCreateCompetitions(ctx, organizer.id);
  },
  /** Invite Staff, Promote, Demote, Kick and Manage Assignments: the owner and super admins. */
  async viewerCanManageStaff(ctx: RequestContext, organizer: Organizer): Promise<boolean> {
    const own = await organizersService.viewerStaff(ctx, organizer);
    return !!own && (own.role === 'owner' || own.role === 'super_admin');
  },
  /** The ladders, or the tournaments, in a staff place's assignment (one array holds both; the organizer's lists tell them apart). */
  async assigned(ctx: RequestContext, staff: OrganizerStaff, kind: CompetitionKind): Promise<string[]> {
    if (staff.assignment.length === 0) return [];
    const ids = new Set((await competitionsOf(ctx, staff.organizerId, kind)).map((competition) => competition.id));
    return staff.assignment.filter((id) => ids.has(id));
  },
  staffId(staff: OrganizerStaff) {
    return `${staff.organizerId}:${staff.userId}`;
  },
};
