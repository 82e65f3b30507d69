import type { RequestContext } from '../core/context';

/** An organizer's staff roles, highest first (the organizers domain's StaffRole). */
export type CompetitionStaffRole = 'owner' | 'super_admin' | 'admin' | 'mod';

/** Where a role may act: on every competition of its organizer, only on the ones in its assignment, or on none. */
export type RoleReach = 'every' | 'assigned' | 'none';

/**
 * What staff do on a ladder or tournament. Documents 1 and 2: owner and super_admin run every competition of their
 * organizer; an admin runs the ones assigned to them; a mod only moderates the ones assigned to them (entries and
 * announcements) and never schedules, reports or finalizes (Create Match and Report Score: owner, super_admin, admin).
 */
export type CompetitionAction =
  /** Settings and status (a ladder's capacity, entry and points; a tournament's ranked flag). Page edits stay the owner's and super admins' (spec 02 section 6). */
  | 'editSettings'
  /** Score settings: the metrics' weights and active flags. */
  | 'editScoreSettings'
  /** Schedule A Match (Create Match); a tournament's seeding and start, which schedule its bracket. */
  | 'schedule'
  /** Report Score (Update Scores), Finalize Scores, and a tournament's result corrections. */
  | 'report'
  /** Approve, decline or kick entries, invite teams, post announcements. */
  | 'moderate';

/** The one role matrix: read by the services (GraphQL and REST alike) and shown to the client as viewerCan… fields. */
export const COMPETITION_ROLE_MATRIX: Readonly<Record<CompetitionAction, Readonly<Record<CompetitionStaffRole, RoleReach>>>> = {
  editSettings: { owner: 'every', super_admin: 'every', admin: 'assigned', mod: 'none' },
  editScoreSettings: { owner: 'every', super_admin: 'every', admin: 'assigned', mod: 'none' },
  schedule: { owner: 'every', super_admin: 'every', admin: 'assigned', mod: 'none' },
  report: { owner: 'every', super_admin: 'every', admin: 'assigned', mod: 'none' },
  moderate: { owner: 'every', super_admin: 'every', admin: 'assigned', mod: 'assigned' },
};

/** Who creates ladders and tournaments for an organizer (and is then assigned to what they create). */
export const COMPETITION_CREATORS: readonly CompetitionStaffRole[] = ['owner', 'super_admin', 'admin'];

/** Roles that hold an assignment; the others reach every competition of their organizer. */
export const ASSIGNABLE_STAFF_ROLES: readonly CompetitionStaffRole[] = ['admin', 'mod'];

/** Whether a role may take an action on a competition, given whether the competition is in its assignment. */
export function roleMay(role: CompetitionStaffRole, action: CompetitionAction, assigned: boolean): boolean {
  const reach = COMPETITION_ROLE_MATRIX[action][role];
  return reach === 'every' || (reach === 'assigned' && assigned);
}

/** What the viewer may do on one ladder or tournament. */
export interface CompetitionRights {
  /**
   * Approved staff of the competition's organizer, whatever the role or assignment: staff never enter their own
   * organizer's competitions.
   */
  isStaff: boolean;
  canEditSettings: boolean;
  canEditScoreSettings: boolean;
  canSchedule: boolean;
  canReport: boolean;
  canModerate: boolean;
}

export const NO_COMPETITION_RIGHTS: CompetitionRights = Object.freeze({
  isStaff: false,
  canEditSettings: false,
  canEditScoreSettings: false,
  canSchedule: false,
  canReport: false,
  canModerate: false,
});

/** A staff place as the matrix reads it (an organizer_staff row, approved). */
export interface StaffPlace {
  userId: string;
  role: CompetitionStaffRole;
  assignment: string[];
}

/** The rights a staff place (or none) gives on one competition. */
export function rightsOf(place: StaffPlace | undefined | null, competitionId: string): CompetitionRights {
  if (!place) return NO_COMPETITION_RIGHTS;
  const assigned = ASSIGNABLE_STAFF_ROLES.includes(place.role) && place.assignment.includes(competitionId);
  return {
    isStaff: true,
    canEditSettings: roleMay(place.role, 'editSettings', assigned),
    canEditScoreSettings: roleMay(place.role, 'editScoreSettings', assigned),
    canSchedule: roleMay(place.role, 'schedule', assigned),
    canReport: roleMay(place.role, 'report', assigned),
    canModerate: roleMay(place.role, 'moderate', assigned),
  };
}

/**
 * An organizer's approved staff, read through the request's loaders (batched: one query per batch of organizers). The
 * organizers domain supplies it through the composition root: it sits above this kernel (it reads the role table).
 */
export type StaffSource = (ctx: RequestContext, organizerId: string) => Promise<StaffPlace[]>;
let staffSource: StaffSource | null = null;

/** Called once by the composition root. */
export function registerStaffSource(source: StaffSource) {
  staffSource = source;
}

function approvedStaff(ctx: RequestContext, organizerId: string): Promise<StaffPlace[]> {
  if (!staffSource) throw new Error('competitions: no staff source registered (app/competitions.ts registers it)');
  return staffSource(ctx, organizerId);
}

/**
 * The viewer's rights on a ladder or tournament, read through the request's staff loader: a page of competitions costs
 * one staff query per batch of organizers, whatever its length.
 */
export async function competitionRights(ctx: RequestContext, competition: { id: string; organizerId: string }): Promise<CompetitionRights> {
  if (!ctx.viewer) return NO_COMPETITION_RIGHTS;
  const staff = await approvedStaff(ctx, competition.organizerId);
  return rightsOf(
    staff.find((s) => s.userId === ctx.viewer!.userId),
    competition.id,
  );
}

/** Whether the viewer may create ladders and tournaments for an organizer. */
export async function canCreateCompetitions(ctx: RequestContext, organizerId: string): Promise<boolean> {
  if (!ctx.viewer) return false;
  const staff = await approvedStaff(ctx, organizerId);
  return staff.some((s) => s.userId === ctx.viewer!.userId && COMPETITION_CREATORS.includes(s.role));
}

/** The staff of an organizer who may take an action on one competition (who hears of a join request, and so on). */
export async function staffWhoMay(ctx: RequestContext, competition: { id: string; organizerId: string }, action: CompetitionAction): Promise<string[]> {
  const staff = await approvedStaff(ctx, competition.organizerId);
  return staff.filter((s) => roleMay(s.role, action, ASSIGNABLE_STAFF_ROLES.includes(s.role) && s.assignment.includes(competition.id))).map((s) => s.userId);
}
