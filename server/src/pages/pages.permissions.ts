import type { RequestContext } from '../core/context';
import type { League } from '../leagues';
import type { Match } from '../matches';
import type { Organizer } from '../organizers';
import type { Team } from '../teams';
import type { Tournament } from '../tournaments';
import type { User } from '../users';

/**
 * Who may edit which page, written once (spec 02 section 6): a user page is the user's own; a team page its
 * approved leader's; an organizer page its owner's; a league or tournament page (and a match page, through the match's
 * league or tournament) the owner's or an approved super_admin's of the organizer running it. Every check reads
 * through the request's loaders, so a list of pages with viewerCanEdit costs a bounded number of statements.
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

  tournament(ctx: RequestContext, tournament: Tournament): Promise<boolean> {
    return pagePermissions.organizerStaff(ctx, tournament.organizerId);
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
