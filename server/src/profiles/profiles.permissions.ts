import { requireViewer } from '../auth/viewer';
import type { RequestContext } from '../core/context';
import { AppError } from '../core/errors';
import { Messages, type MessageKey } from '../core/messages';
import type { League } from '../leagues/leagues.entities';
import type { Match } from '../matches/matches.entities';
import type { Organizer } from '../organizers/organizers.entities';
import type { Team } from '../teams/teams.entities';
import type { User } from '../users/users.entities';

/** What a page belongs to. */
export type PageKind = 'user' | 'team' | 'organizer' | 'league' | 'match';

/**
 * Who may edit which page, written once (spec 02 section 6): a user page is the user's own; a team page its
 * approved leader's; an organizer page its owner's; a league page (and a match page, through the match's league or
 * tournament) the owner's or an approved super_admin's of the organizer running it. Every check reads through the
 * request's loaders, so a list of pages with viewerCanEdit costs a bounded number of statements.
 */
export const pagePermissions = {
  user(ctx: RequestContext, user: User): boolean {
    return ctx.viewer?.userId === user.id;
  },

  async team(ctx: RequestContext, team: Team): Promise<boolean> {
    if (!ctx.viewer) return false;
    const roster = await ctx.loaders.rosterByTeamId.load(team.id);
    return roster.some((m) => m.userId === ctx.viewer!.userId && m.role === 'leader' && m.status === 'approved');
  },

  organizer(ctx: RequestContext, organizer: Organizer): boolean {
    return ctx.viewer?.userId === organizer.ownerId;
  },

  /** Owner or approved super_admin of the organizer (admins and mods are staff, but do not edit pages). */
  async organizerStaff(ctx: RequestContext, organizerId: string): Promise<boolean> {
    if (!ctx.viewer) return false;
    const viewerId = ctx.viewer.userId;
    const [organizer, staff] = await Promise.all([
      ctx.loaders.organizerById.load(organizerId),
      ctx.loaders.approvedStaffByOrganizerId.load(organizerId),
    ]);
    if (organizer?.ownerId === viewerId) return true;
    return staff.some((s) => s.userId === viewerId && (s.role === 'owner' || s.role === 'super_admin'));
  },

  league(ctx: RequestContext, league: League): Promise<boolean> {
    return pagePermissions.organizerStaff(ctx, league.organizerId);
  },

  /** Through the match's league, or its tournament when it has no league. */
  async match(ctx: RequestContext, match: Match): Promise<boolean> {
    if (!ctx.viewer) return false;
    const organizerId = match.leagueId
      ? (await ctx.loaders.leagueById.load(match.leagueId))?.organizerId
      : match.tournamentId
        ? (await ctx.loaders.tournamentById.load(match.tournamentId))?.organizerId
        : undefined;
    return organizerId ? pagePermissions.organizerStaff(ctx, organizerId) : false;
  },
};

const FORBIDDEN: Record<PageKind, MessageKey> = {
  user: 'editUserForbidden',
  team: 'editTeamForbidden',
  organizer: 'editOrganizerForbidden',
  league: 'editLeagueForbidden',
  match: 'editMatchForbidden',
};

/** UNAUTHENTICATED when signed out, FORBIDDEN with the page's own message when the viewer may not edit it. */
export async function assertCanEdit(ctx: RequestContext, kind: PageKind, allowed: (ctx: RequestContext) => boolean | Promise<boolean>) {
  requireViewer(ctx);
  if (!(await allowed(ctx))) throw AppError.forbidden(Messages[FORBIDDEN[kind]]);
}
