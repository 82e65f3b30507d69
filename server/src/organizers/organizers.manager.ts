import { secondFactorMissing } from '../auth';
import { commentsService } from '../comments';
import { ASSIGNABLE_STAFF_ROLES } from '../competitions';
import type { RequestContext } from '../core/context';
import { AppError, ErrorCode } from '../core/errors';
import { assertUuid } from '../core/ids';
import { lockEntityOrThrow } from '../core/entities';
import { normalizeName } from '../core/input';
import { Messages } from '../core/messages';
import { createWithUniqueName, inTransaction } from '../core/transaction';
import { requireActingAsViewer, requireViewer } from '../core/viewer';
import { notificationsService } from '../notifications';
import { usersService, type User } from '../users';
import { competitionsOf, organizersService } from './organizers.service';
import { STAFF_ROLES, Organizer, OrganizerPage, OrganizerStaff, type StaffRole, type StaffStatus } from './organizers.entities';
import { screenContent } from '../core/content-gate';

export const ORGANIZER_NAME_MAX = 50;
const MANAGERS: readonly StaffRole[] = ['owner', 'super_admin'];
/** Roles an invitation or a role change may give: ownership only moves by hand-over. */
const GRANTABLE: readonly StaffRole[] = ['super_admin', 'admin', 'mod'];
/** Admins and mods hold assignments (the competitions' role matrix). */
const ASSIGNABLE: readonly StaffRole[] = ASSIGNABLE_STAFF_ROLES;
const rank = (role: StaffRole) => STAFF_ROLES.indexOf(role);

/** Spec 02 section 5: non-alphanumerics removed, whitespace collapsed and trimmed; nothing left is refused. */
export function normalizeOrganizerName(raw: unknown): string {
  return normalizeName(raw, ORGANIZER_NAME_MAX, { required: Messages.organizerNameRequired, tooLong: Messages.organizerNameTooLong });
}

/** Any role name (the owner may resend 'owner' for themself); grants are checked by staffRole and assertGrantable. */
function parseStaffRole(raw: unknown): StaffRole {
  const role = typeof raw === 'string' ? (raw.toLowerCase().replace('-', '_') as StaffRole) : undefined;
  if (!role || !STAFF_ROLES.includes(role)) throw AppError.badInput(Messages.staffRoleInvalid, { roles: Messages.staffRoleInvalid });
  return role;
}

function staffRole(raw: unknown): StaffRole {
  const role = typeof raw === 'string' ? (raw.toLowerCase().replace('-', '_') as StaffRole) : undefined;
  if (!role || !GRANTABLE.includes(role)) throw AppError.badInput(Messages.staffRoleInvalid, { roles: Messages.staffRoleInvalid });
  return role;
}

/** Locks the organizer row: staff changes of one organizer run one after another (one owner at every moment). */
function lockOrganizer(tx: RequestContext, organizerId: unknown): Promise<Organizer> {
  return lockEntityOrThrow(tx, Organizer, organizerId, 'Organizer', 'organizerId');
}

function placeOf(tx: RequestContext, organizerId: string, userId: string): Promise<OrganizerStaff | null> {
  return tx.db.getRepository(OrganizerStaff).findOne({ where: { organizerId, userId } });
}

/** The viewer's approved place, which must be owner or super_admin. */
async function managerPlace(tx: RequestContext, organizer: Organizer): Promise<OrganizerStaff> {
  const viewer = requireViewer(tx);
  const place = await placeOf(tx, organizer.id, viewer.userId);
  if (!place || place.status !== 'approved' || !MANAGERS.includes(place.role)) throw AppError.forbidden(Messages.staffManageForbidden);
  return place;
}

/** The staff member an action names, strictly below the acting manager (nobody manages their peers or betters). */
async function targetBelow(tx: RequestContext, organizer: Organizer, actor: OrganizerStaff, userId: unknown, statuses: string[] = ['approved']) {
  const target = await placeOf(tx, organizer.id, assertUuid(userId, 'userId'));
  if (!target || !statuses.includes(target.status)) throw new AppError(ErrorCode.NOT_FOUND, Messages.staffNotOnStaff);
  if (target.userId === actor.userId) throw AppError.badInput(Messages.staffKickSelf);
  if (rank(target.role) >= rank(actor.role)) throw AppError.forbidden(Messages.staffOutranked);
  return target;
}

/** A role the actor may give: below their own, and super_admin only from the owner. */
function assertGrantable(actor: OrganizerStaff, role: StaffRole) {
  if (role === 'super_admin' && actor.role !== 'owner') throw AppError.forbidden(Messages.staffRoleTooHigh);
  if (rank(role) >= rank(actor.role)) throw AppError.forbidden(Messages.staffOutranked);
}

/** An assignment as sent: a list of ids (refused before any read when it is not one). */
function assignmentIds(raw: unknown): string[] {
  if (!Array.isArray(raw)) throw AppError.badInput(Messages.staffAssignmentInvalid, { assignment: Messages.staffAssignmentInvalid });
  return [...new Set(raw.map((id) => assertUuid(id, 'assignment')))];
}

/** Assigned competitions must be ladders or tournaments of this organizer; only admins and mods have them. */
async function validAssignment(tx: RequestContext, organizer: Organizer, role: StaffRole, raw: unknown): Promise<string[]> {
  if (raw == null) return [];
  const ids = assignmentIds(raw);
  if (ids.length > 0 && !ASSIGNABLE.includes(role)) throw AppError.badInput(Messages.staffAssignmentRole, { assignment: Messages.staffAssignmentRole });
  const [leagues, tournaments] = await Promise.all([competitionsOf(tx, organizer.id, 'leagues'), competitionsOf(tx, organizer.id, 'tournaments')]);
  const own = new Set([...leagues, ...tournaments].map((competition) => competition.id));
  if (!ids.every((id) => own.has(id))) throw AppError.badInput(Messages.staffAssignmentInvalid, { assignment: Messages.staffAssignmentInvalid });
  return ids;
}

const sameIds = (a: string[], b: string[]) => a.length === b.length && a.every((id) => b.includes(id));

/** update-staff's status: an invitation's answer (approved, declined), a re-invitation (pending), or leaving (left). */
type StaffStatusChange = StaffStatus | 'left';
function staffStatusChange(raw: unknown): StaffStatusChange {
  if (raw !== 'approved' && raw !== 'declined' && raw !== 'pending' && raw !== 'left') {
    throw AppError.badInput(Messages.staffUpdateStatusInvalid, { status: Messages.staffUpdateStatusInvalid });
  }
  return raw;
}

export interface StaffUpdate {
  organizerId: unknown;
  userId: unknown;
  role?: unknown;
  assignment?: unknown;
  status?: unknown;
}

/** The outcome of update-staff: the place as it now is, and whether the member left (the row is gone). */
export interface StaffUpdated {
  place: OrganizerStaff;
  left: boolean;
}

function forget(ctx: RequestContext, organizerId: string, ...userIds: string[]) {
  ctx.loaders.organizerById.clear(organizerId);
  ctx.loaders.approvedStaffByOrganizerId.clear(organizerId);
  ctx.loaders.organizerPendingStaff.clear(organizerId);
  for (const userId of userIds) ctx.loaders.staffPlacesByUserId.clear(userId);
}

export interface StaffInvite {
  /** By user name (send-org-invite, GraphQL) or by id (REST invite-staff). */
  userName?: unknown;
  userId?: unknown;
  role?: unknown;
  assignment?: unknown;
}

/**
 * The league manager's organizations and staff (spec 02 sections 2, 4 and 6). Roles rank owner > super_admin >
 * admin > mod; the owner and super admins manage the staff below them; an organizer always keeps exactly one owner.
 * Each write runs in one transaction on the locked organizer row and notifies the users it concerns after commit.
 */
export const organizerManagerService = {
  async create(ctx: RequestContext, rawName: unknown, asUserId?: unknown): Promise<Organizer> {
    const viewer = requireActingAsViewer(ctx, asUserId, Messages.organizerCreateAsSelf);
    const name = normalizeOrganizerName(rawName);
    // A name the site word list matches is refused naming the field (moderation's screen, through the core seam).
    await screenContent(ctx, { authorId: viewer.userId, place: { kind: 'organizer_name', organizerId: null }, text: name });
    try {
      return await createWithUniqueName(ctx, Messages.organizerNameTaken, async (tx) => {
        const organizer = await tx.db.getRepository(Organizer).save(tx.db.getRepository(Organizer).create({ name, ownerId: viewer.userId }));
        await tx.db.getRepository(OrganizerStaff).insert({ organizerId: organizer.id, userId: viewer.userId, role: 'owner', status: 'approved', assignment: [] });
        const announcementWallId = await commentsService.createWall(tx, 'organizer', organizer.id);
        await tx.db.getRepository(OrganizerPage).insert({ organizerId: organizer.id, announcementWallId });
        return organizer;
      });
    } finally {
      ctx.loaders.staffPlacesByUserId.clear(viewer.userId);
    }
  },

  /** Owner or super admin invites a user with a role below their own (mod by default). */
  async invite(ctx: RequestContext, organizerId: unknown, input: StaffInvite): Promise<OrganizerStaff> {
    const viewer = requireViewer(ctx);
    const user: User = input.userId != null ? await usersService.getById(ctx, input.userId) : await usersService.byInviteName(ctx, input.userName);
    const role = input.role == null ? 'mod' : staffRole(input.role);
    const place = await inTransaction(ctx, async (tx) => {
      const organizer = await lockOrganizer(tx, organizerId);
      const actor = await managerPlace(tx, organizer);
      assertGrantable(actor, role);
      const assignment = await validAssignment(tx, organizer, role, input.assignment);
      const existing = await placeOf(tx, organizer.id, user.id);
      if (existing?.status === 'approved') throw AppError.conflict(Messages.staffAlreadyMember);
      if (existing?.status === 'pending') throw AppError.conflict(Messages.staffAlreadyInvited);
      const repo = tx.db.getRepository(OrganizerStaff);
      const invited = await repo.save(
        Object.assign(existing ?? repo.create({ organizerId: organizer.id, userId: user.id }), { role, status: 'pending', assignment, invitedById: viewer.userId }),
      );
      await notificationsService.notify(tx, { userId: user.id, kind: 'staff_invitation', organizerId: organizer.id, actorId: viewer.userId });
      return invited;
    });
    forget(ctx, place.organizerId, user.id);
    return place;
  },

  /** The invited user joins or declines (PENDING LEAGUES' Accept/Decline, PENDING STAFF's Join/Decline). */
  async respond(ctx: RequestContext, organizerId: unknown, accept: boolean, asUserId?: unknown): Promise<OrganizerStaff> {
    const viewer = requireActingAsViewer(ctx, asUserId, Messages.actAsSelfOnly);
    const place = await inTransaction(ctx, async (tx) => {
      const organizer = await lockOrganizer(tx, organizerId);
      const invited = await placeOf(tx, organizer.id, viewer.userId);
      if (!invited || invited.status !== 'pending') throw new AppError(ErrorCode.NOT_FOUND, Messages.invitationMissing);
      invited.status = accept ? 'approved' : 'declined';
      const answered = await tx.db.getRepository(OrganizerStaff).save(invited);
      await notificationsService.invitationAnswered(tx, invited, accept, { organizerId: organizer.id, actorId: viewer.userId });
      return answered;
    });
    forget(ctx, place.organizerId, viewer.userId);
    return place;
  },

  /** An answer by status name (REST's new_status or status: approved or declined). */
  respondWithStatus(ctx: RequestContext, organizerId: unknown, status: unknown, asUserId?: unknown): Promise<OrganizerStaff> {
    if (status !== 'approved' && status !== 'declined') throw AppError.badInput(Messages.staffStatusInvalid, { status: Messages.staffStatusInvalid });
    return organizerManagerService.respond(ctx, organizerId, status === 'approved', asUserId);
  },

  promote(ctx: RequestContext, organizerId: unknown, userId: unknown): Promise<OrganizerStaff> {
    return changeRole(ctx, organizerId, userId, (target) => {
      const next = STAFF_ROLES[rank(target.role) + 1];
      if (!GRANTABLE.includes(next)) throw AppError.badInput(Messages.staffPromoteTop);
      return next;
    });
  },

  demote(ctx: RequestContext, organizerId: unknown, userId: unknown): Promise<OrganizerStaff> {
    return changeRole(ctx, organizerId, userId, (target) => {
      if (target.role === 'mod') throw AppError.badInput(Messages.staffDemoteBottom);
      return STAFF_ROLES[rank(target.role) - 1];
    });
  },

  /** Kick: removes a staff member below the actor, or withdraws their invitation. */
  async remove(ctx: RequestContext, organizerId: unknown, userId: unknown): Promise<OrganizerStaff> {
    const viewer = requireViewer(ctx);
    const place = await inTransaction(ctx, async (tx) => {
      const organizer = await lockOrganizer(tx, organizerId);
      const actor = await managerPlace(tx, organizer);
      const target = await targetBelow(tx, organizer, actor, userId, ['approved', 'pending']);
      await tx.db.getRepository(OrganizerStaff).delete({ organizerId: organizer.id, userId: target.userId });
      if (target.status === 'approved') {
        await notificationsService.notify(tx, { userId: target.userId, kind: 'removed', organizerId: organizer.id, actorId: viewer.userId });
      }
      return target;
    });
    forget(ctx, place.organizerId, place.userId);
    return place;
  },

  /** The viewer leaves the staff; the owner must hand ownership over first. */
  async leave(ctx: RequestContext, organizerId: unknown): Promise<OrganizerStaff> {
    const viewer = requireViewer(ctx);
    const place = await inTransaction(ctx, async (tx) => {
      const organizer = await lockOrganizer(tx, organizerId);
      const own = await placeOf(tx, organizer.id, viewer.userId);
      if (!own || own.status !== 'approved') throw new AppError(ErrorCode.NOT_FOUND, Messages.staffNotOnStaff);
      if (own.role === 'owner') throw AppError.forbidden(Messages.staffOwnerLeave);
      await tx.db.getRepository(OrganizerStaff).delete({ organizerId: organizer.id, userId: viewer.userId });
      return own;
    });
    forget(ctx, place.organizerId, viewer.userId);
    return place;
  },

  /** Kick, or leave when the named user is the caller (REST delete-staff). */
  removeOrLeave(ctx: RequestContext, organizerId: unknown, userId: unknown): Promise<OrganizerStaff> {
    const viewer = requireViewer(ctx);
    return typeof userId === 'string' && userId.toLowerCase() === viewer.userId
      ? organizerManagerService.leave(ctx, organizerId)
      : organizerManagerService.remove(ctx, organizerId, userId);
  },

  /**
   * Manage Assignments: the ladders and tournaments an admin or mod serves (this organizer's only). Without
   * tournamentIds the tournaments assigned stay as they are.
   */
  async setAssignment(ctx: RequestContext, organizerId: unknown, userId: unknown, leagueIds: unknown, tournamentIds?: unknown): Promise<OrganizerStaff> {
    const place = await inTransaction(ctx, async (tx) => {
      const organizer = await lockOrganizer(tx, organizerId);
      const actor = await managerPlace(tx, organizer);
      const target = await targetBelow(tx, organizer, actor, userId, ['approved', 'pending']);
      if (!ASSIGNABLE.includes(target.role)) throw AppError.badInput(Messages.staffAssignmentRole, { assignment: Messages.staffAssignmentRole });
      const leagues = assignmentIds(leagueIds ?? []);
      const tournaments = tournamentIds === undefined ? await organizersService.assigned(tx, target, 'tournaments') : assignmentIds(tournamentIds);
      target.assignment = await validAssignment(tx, organizer, target.role, [...leagues, ...tournaments]);
      return tx.db.getRepository(OrganizerStaff).save(target);
    });
    forget(ctx, place.organizerId, place.userId);
    return place;
  },

  /**
   * REST update-staff with its five fields (organizer_id, user_id, roles, assignment, status), all or nothing: on
   * another member, the owner or a super admin changes the role, assignment and status (declined withdraws an
   * invitation or suspends, pending invites again; only the member accepts or leaves); on their own place, the member
   * answers an invitation (approved, declined) or leaves (left, or declined once approved), and may resend their
   * current role and assignment unchanged. One transaction on the locked organizer: a refused call commits nothing.
   */
  async updateStaff(ctx: RequestContext, input: StaffUpdate): Promise<StaffUpdated> {
    const viewer = requireViewer(ctx);
    const organizerId = assertUuid(input.organizerId, 'organizer_id');
    const userId = assertUuid(input.userId, 'user_id');
    const role = input.role == null ? undefined : parseStaffRole(input.role);
    const status = input.status == null ? undefined : staffStatusChange(input.status);
    if (input.assignment != null) assignmentIds(input.assignment);
    if (role === undefined && status === undefined && input.assignment == null) {
      throw AppError.badInput(Messages.staffUpdateEmpty, { roles: Messages.staffUpdateEmpty });
    }
    const change = { role, status, assignment: input.assignment };
    const updated = await inTransaction(ctx, async (tx) => {
      const organizer = await lockOrganizer(tx, organizerId);
      return userId === viewer.userId ? updateOwnPlace(tx, organizer, change) : updateOtherPlace(tx, organizer, userId, change);
    });
    forget(ctx, organizerId, userId);
    return updated;
  },

  /** Whoever creates a ladder or tournament is assigned to it (an admin's assignment; owner and super admins run every one). */
  async assignCreator(tx: RequestContext, organizerId: string, userId: string, competitionId: string): Promise<void> {
    await tx.db.query(
      `UPDATE organizer_staff SET assignment = array_append(assignment, $3::uuid), updated_at = now()
        WHERE organizer_id = $1 AND user_id = $2 AND status = 'approved' AND roles = ANY($4::text[]) AND NOT ($3::uuid = ANY(assignment))`,
      [organizerId, userId, competitionId, ASSIGNABLE],
    );
  },

  /** After a write elsewhere touched staff rows: the request's loaders read them afresh. */
  forgetStaff(ctx: RequestContext, organizerId: string, ...userIds: string[]) {
    forget(ctx, organizerId, ...userIds);
  },

  /** The owner hands ownership to an approved super admin and becomes one. */
  async transferOwnership(ctx: RequestContext, organizerId: unknown, userId: unknown): Promise<Organizer> {
    const viewer = requireViewer(ctx);
    const organizer = await inTransaction(ctx, async (tx) => {
      const locked = await lockOrganizer(tx, organizerId);
      const own = await placeOf(tx, locked.id, viewer.userId);
      if (!own || own.status !== 'approved' || own.role !== 'owner') throw AppError.forbidden(Messages.staffTransferOwnerOnly);
      // Handing an organizer away is an account takeover's prize: with two-factor sign-in on, it needs the second factor.
      if (await secondFactorMissing(tx.db, viewer.userId, viewer.sessionId)) throw AppError.forbidden(Messages.aal2Required);
      const target = await placeOf(tx, locked.id, assertUuid(userId, 'userId'));
      if (!target || target.status !== 'approved' || target.role !== 'super_admin') {
        throw AppError.badInput(Messages.staffTransferTarget, { userId: Messages.staffTransferTarget });
      }
      const repo = tx.db.getRepository(OrganizerStaff);
      // Step down first: the partial unique index allows one owner per organizer.
      await repo.save(Object.assign(own, { role: 'super_admin' }));
      await repo.save(Object.assign(target, { role: 'owner', assignment: [] }));
      await tx.db.getRepository(Organizer).update({ id: locked.id }, { ownerId: target.userId });
      await notificationsService.notify(tx, { userId: target.userId, kind: 'role_changed', organizerId: locked.id, actorId: viewer.userId });
      return Object.assign(locked, { ownerId: target.userId });
    });
    forget(ctx, organizer.id, viewer.userId, String(userId).toLowerCase());
    return organizer;
  },
};

async function changeRole(ctx: RequestContext, organizerId: unknown, userId: unknown, next: (target: OrganizerStaff) => StaffRole) {
  const viewer = requireViewer(ctx);
  const place = await inTransaction(ctx, async (tx) => {
    const organizer = await lockOrganizer(tx, organizerId);
    const actor = await managerPlace(tx, organizer);
    const target = await targetBelow(tx, organizer, actor, userId);
    const role = next(target);
    assertGrantable(actor, role);
    if (role === target.role) return target;
    target.role = role;
    if (!ASSIGNABLE.includes(role)) target.assignment = [];
    const changed = await tx.db.getRepository(OrganizerStaff).save(target);
    await notificationsService.notify(tx, { userId: target.userId, kind: 'role_changed', organizerId: organizer.id, actorId: viewer.userId });
    return changed;
  });
  forget(ctx, place.organizerId, place.userId);
  return place;
}

type StaffChange = { role?: StaffRole; status?: StaffStatusChange; assignment?: unknown };

/** update-staff on the viewer's own place: answer an invitation or leave; role and assignment only resent unchanged. */
async function updateOwnPlace(tx: RequestContext, organizer: Organizer, change: StaffChange): Promise<StaffUpdated> {
  const viewer = requireViewer(tx);
  const own = await placeOf(tx, organizer.id, viewer.userId);
  if (!own || own.status === 'declined') throw new AppError(ErrorCode.NOT_FOUND, Messages.staffNotOnStaff);
  if (change.role !== undefined && change.role !== own.role) throw AppError.forbidden(Messages.staffChangeOwn);
  if (change.assignment != null && !sameIds(assignmentIds(change.assignment), own.assignment)) throw AppError.forbidden(Messages.staffChangeOwn);
  const status = change.status;
  if (status === undefined || status === own.status) return { place: own, left: false };
  if (own.status === 'pending' && (status === 'approved' || status === 'declined')) {
    return { place: await organizerManagerService.respond(tx, organizer.id, status === 'approved'), left: false };
  }
  if (own.status === 'approved' && (status === 'left' || status === 'declined')) {
    return { place: await organizerManagerService.leave(tx, organizer.id), left: true };
  }
  throw AppError.badInput(Messages.staffUpdateStatusInvalid, { status: Messages.staffUpdateStatusInvalid });
}

/** update-staff on another member: the owner or a super admin, on staff below them. */
async function updateOtherPlace(tx: RequestContext, organizer: Organizer, userId: string, change: StaffChange): Promise<StaffUpdated> {
  const viewer = requireViewer(tx);
  const actor = await managerPlace(tx, organizer);
  const target = await targetBelow(tx, organizer, actor, userId, ['approved', 'pending', 'declined']);
  const before = { role: target.role, status: target.status };
  if (change.role !== undefined && change.role !== target.role) {
    if (!GRANTABLE.includes(change.role)) throw AppError.badInput(Messages.staffRoleInvalid, { roles: Messages.staffRoleInvalid });
    assertGrantable(actor, change.role);
    target.role = change.role;
  }
  if (change.assignment != null) target.assignment = await validAssignment(tx, organizer, target.role, change.assignment);
  else if (!ASSIGNABLE.includes(target.role)) target.assignment = [];
  if (change.status !== undefined && change.status !== target.status) {
    // Only the member accepts an invitation or leaves.
    if (change.status === 'approved' || change.status === 'left') throw AppError.forbidden(Messages.actAsSelfOnly);
    if (change.status === 'pending' && target.status !== 'declined') throw AppError.badInput(Messages.staffUpdateStatusInvalid, { status: Messages.staffUpdateStatusInvalid });
    target.status = change.status;
    if (change.status === 'pending') target.invitedById = viewer.userId;
  }
  const saved = await tx.db.getRepository(OrganizerStaff).save(target);
  const notify = (kind: 'role_changed' | 'staff_invitation' | 'removed') =>
    notificationsService.notify(tx, { userId: target.userId, kind, organizerId: organizer.id, actorId: viewer.userId });
  if (saved.status === 'pending' && before.status === 'declined') await notify('staff_invitation');
  else if (saved.status === 'declined' && before.status === 'approved') await notify('removed');
  else if (saved.role !== before.role && saved.status === 'approved') await notify('role_changed');
  return { place: saved, left: false };
}
