import { commentsService } from '../comments';
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
import { STAFF_ROLES, Organizer, OrganizerPage, OrganizerStaff, type StaffRole } from './organizers.entities';

export const ORGANIZER_NAME_MAX = 50;
const MANAGERS: readonly StaffRole[] = ['owner', 'super_admin'];
/** Roles an invitation or a role change may give: ownership only moves by hand-over. */
const GRANTABLE: readonly StaffRole[] = ['super_admin', 'admin', 'mod'];
const ASSIGNABLE: readonly StaffRole[] = ['admin', 'mod'];
const rank = (role: StaffRole) => STAFF_ROLES.indexOf(role);

/** Spec 02 section 5: non-alphanumerics removed, whitespace collapsed and trimmed; nothing left is refused. */
export function normalizeOrganizerName(raw: unknown): string {
  return normalizeName(raw, ORGANIZER_NAME_MAX, { required: Messages.organizerNameRequired, tooLong: Messages.organizerNameTooLong });
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

/** Assigned ladders must be leagues of this organizer; only admins and mods have them. */
async function validAssignment(tx: RequestContext, organizer: Organizer, role: StaffRole, raw: unknown): Promise<string[]> {
  if (raw == null) return [];
  if (!Array.isArray(raw)) throw AppError.badInput(Messages.staffAssignmentInvalid, { assignment: Messages.staffAssignmentInvalid });
  const ids = [...new Set(raw.map((id) => assertUuid(id, 'assignment')))];
  if (ids.length > 0 && !ASSIGNABLE.includes(role)) throw AppError.badInput(Messages.staffAssignmentRole, { assignment: Messages.staffAssignmentRole });
  const own = new Set((await tx.loaders.leaguesByOrganizerId.load(organizer.id)).map((league) => league.id));
  if (!ids.every((id) => own.has(id))) throw AppError.badInput(Messages.staffAssignmentInvalid, { assignment: Messages.staffAssignmentInvalid });
  return ids;
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

  /** Sets a role outright (REST update-staff's roles), under the same rules as promote and demote. */
  setRole(ctx: RequestContext, organizerId: unknown, userId: unknown, rawRole: unknown): Promise<OrganizerStaff> {
    const role = staffRole(rawRole);
    return changeRole(ctx, organizerId, userId, () => role);
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

  /** Manage Assignments: the ladders an admin or mod serves (leagues of this organizer only). */
  async setAssignment(ctx: RequestContext, organizerId: unknown, userId: unknown, leagueIds: unknown): Promise<OrganizerStaff> {
    const place = await inTransaction(ctx, async (tx) => {
      const organizer = await lockOrganizer(tx, organizerId);
      const actor = await managerPlace(tx, organizer);
      const target = await targetBelow(tx, organizer, actor, userId, ['approved', 'pending']);
      if (!ASSIGNABLE.includes(target.role)) throw AppError.badInput(Messages.staffAssignmentRole, { assignment: Messages.staffAssignmentRole });
      target.assignment = await validAssignment(tx, organizer, target.role, leagueIds ?? []);
      return tx.db.getRepository(OrganizerStaff).save(target);
    });
    forget(ctx, place.organizerId, place.userId);
    return place;
  },

  /**
   * REST update-staff: an answer (status, by the invited user), a role (roles) and assignments (assignment), each
   * under its own rules, applied in that order.
   */
  async updateStaff(ctx: RequestContext, input: { organizerId: unknown; userId: unknown; role?: unknown; assignment?: unknown; status?: unknown }) {
    const viewer = requireViewer(ctx);
    let place: OrganizerStaff | null = null;
    if (input.status != null) {
      const self = typeof input.userId === 'string' && input.userId.toLowerCase() === viewer.userId;
      if (!self) throw AppError.forbidden(Messages.actAsSelfOnly);
      if (input.status !== 'pending') place = await organizerManagerService.respondWithStatus(ctx, input.organizerId, input.status);
    }
    if (input.role != null) place = await organizerManagerService.setRole(ctx, input.organizerId, input.userId, input.role);
    if (input.assignment != null) place = await organizerManagerService.setAssignment(ctx, input.organizerId, input.userId, input.assignment);
    if (!place) throw AppError.badInput(Messages.staffRoleInvalid, { roles: Messages.staffRoleInvalid });
    return place;
  },

  /** The owner hands ownership to an approved super admin and becomes one. */
  async transferOwnership(ctx: RequestContext, organizerId: unknown, userId: unknown): Promise<Organizer> {
    const viewer = requireViewer(ctx);
    const organizer = await inTransaction(ctx, async (tx) => {
      const locked = await lockOrganizer(tx, organizerId);
      const own = await placeOf(tx, locked.id, viewer.userId);
      if (!own || own.status !== 'approved' || own.role !== 'owner') throw AppError.forbidden(Messages.staffTransferOwnerOnly);
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
