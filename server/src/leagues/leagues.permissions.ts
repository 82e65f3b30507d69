import { canCreateCompetitions, competitionRights, type CompetitionRights } from '../competitions';
import type { CommentWall, TopLevelPostRule } from '../comments';
import type { RequestContext } from '../core/context';
import { AppError } from '../core/errors';
import { Messages } from '../core/messages';
import { requireViewer } from '../core/viewer';
import type { League } from './leagues.entities';

/**
 * What the viewer may do on one ladder: the competitions' role matrix (competitions/competition-roles.ts), with the
 * ladder's own names. canManage runs its matches (schedule, report, finalize); canConfigure changes its settings and
 * status. Spec 02 sections 4 and 6, and document 1's Create Match and Report Score (owner, super_admin, admin).
 */
export interface LadderRights extends CompetitionRights {
  /** Schedules, reports and finalizes matches: owner, super_admin, or an admin assigned to the ladder. */
  canManage: boolean;
  /** Settings and status: owner, super_admin, or an admin assigned to the ladder. */
  canConfigure: boolean;
}

/** Read through the request's loaders, so a page of ladders costs one staff query whatever its length. */
export async function ladderRights(ctx: RequestContext, league: League): Promise<LadderRights> {
  const rights = await competitionRights(ctx, league);
  return { ...rights, canManage: rights.canSchedule && rights.canReport, canConfigure: rights.canEditSettings };
}

/** Whether the viewer may create ladders for an organizer: its owner, super admins and admins. */
export function canCreateLadders(ctx: RequestContext, organizerId: string): Promise<boolean> {
  return canCreateCompetitions(ctx, organizerId);
}

type LadderRight = 'canManage' | 'canConfigure' | 'canModerate' | 'canEditScoreSettings';

/** UNAUTHENTICATED when signed out, FORBIDDEN with the message when the viewer lacks the right on the ladder. */
export async function assertLadderRight(ctx: RequestContext, league: League, right: LadderRight, message: string): Promise<void> {
  requireViewer(ctx);
  if (!(await ladderRights(ctx, league))[right]) throw AppError.forbidden(message);
}

/** Schedule, report and finalize. */
export function assertCanManage(ctx: RequestContext, league: League, message: string): Promise<void> {
  return assertLadderRight(ctx, league, 'canManage', message);
}

/** Settings and status. */
export function assertCanConfigure(ctx: RequestContext, league: League, message: string): Promise<void> {
  return assertLadderRight(ctx, league, 'canConfigure', message);
}

/** Entries (approve, decline, kick, invite) and announcements: owner, super_admin, and admins and mods assigned. */
export function assertCanModerate(ctx: RequestContext, league: League, message: string): Promise<void> {
  return assertLadderRight(ctx, league, 'canModerate', message);
}

/**
 * A ladder's announcements (its league page's announcement wall): posted by those who moderate the ladder (owner,
 * super admins, and admins and mods assigned to it); everyone signed in replies. Registered by the composition root.
 */
export const ladderAnnouncementRule: TopLevelPostRule = {
  async may(ctx: RequestContext, wall: CommentWall) {
    const league = await ctx.loaders.leagueById.load(wall.ownerId);
    return !!league && (await ladderRights(ctx, league)).canModerate;
  },
  refusal: Messages.ladderAnnouncementStaffOnly,
};
