import type { RequestContext } from '../core/context';
import { AppError } from '../core/errors';
import { requireViewer } from '../core/viewer';
import type { League } from './leagues.entities';

/** What the viewer may do on one ladder (spec 02 sections 4 and 6). */
export interface LadderRights {
  /** Staff of the ladder: owner or super_admin of its organizer, or an admin or mod assigned to it. */
  isStaff: boolean;
  /** Decide teams, schedule matches, report and finalize scores: the same people. */
  canManage: boolean;
  /** Settings, score settings and status: owner, super_admin, or an admin assigned to it. */
  canConfigure: boolean;
}

const NONE: LadderRights = { isStaff: false, canManage: false, canConfigure: false };

/** Read through the request's loaders, so a page of ladders costs one staff query whatever its length. */
export async function ladderRights(ctx: RequestContext, league: League): Promise<LadderRights> {
  if (!ctx.viewer) return NONE;
  const staff = await ctx.loaders.approvedStaffByOrganizerId.load(league.organizerId);
  const place = staff.find((s) => s.userId === ctx.viewer!.userId);
  if (!place) return NONE;
  const full = place.role === 'owner' || place.role === 'super_admin';
  const assigned = place.assignment.includes(league.id);
  const canManage = full || assigned;
  return { isStaff: canManage, canManage, canConfigure: full || (assigned && place.role === 'admin') };
}

/** Whether the viewer may create ladders for an organizer: its owner, super admins and admins. */
export async function canCreateLadders(ctx: RequestContext, organizerId: string): Promise<boolean> {
  if (!ctx.viewer) return false;
  const staff = await ctx.loaders.approvedStaffByOrganizerId.load(organizerId);
  return staff.some((s) => s.userId === ctx.viewer!.userId && (s.role === 'owner' || s.role === 'super_admin' || s.role === 'admin'));
}

export async function assertCanManage(ctx: RequestContext, league: League, message: string): Promise<void> {
  requireViewer(ctx);
  if (!(await ladderRights(ctx, league)).canManage) throw AppError.forbidden(message);
}

export async function assertCanConfigure(ctx: RequestContext, league: League, message: string): Promise<void> {
  requireViewer(ctx);
  if (!(await ladderRights(ctx, league)).canConfigure) throw AppError.forbidden(message);
}
