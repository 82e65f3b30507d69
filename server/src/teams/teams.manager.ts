import { commentsService } from '../comments';
import type { RequestContext } from '../core/context';
import { AppError, ErrorCode } from '../core/errors';
import { assertUuid, isUuid } from '../core/ids';
import { lockEntityOrThrow } from '../core/entities';
import { Messages } from '../core/messages';
import { createWithUniqueName, inTransaction } from '../core/transaction';
import { requireActingAsViewer, requireViewer } from '../core/viewer';
import { notificationsService } from '../notifications';
import { usersService } from '../users';
import { TEAM_ROLES, Team, TeamMember, TeamPage, type TeamRole } from './teams.entities';
import { screenContent } from '../core/content-gate';

const TEAM_NAME = /^[A-Za-z0-9]+( [A-Za-z0-9]+)*$/;
export const TEAM_NAME_MAX = 18;
const MANAGERS: readonly TeamRole[] = ['leader', 'co-leader'];

/** Spec 02 section 5: trimmed, inner whitespace collapsed, 1 to 18 letters, digits or single spaces. */
export function normalizeTeamName(raw: unknown): string {
  const name = typeof raw === 'string' ? raw.trim().replace(/\s+/g, ' ') : '';
  if (!name || name.length > TEAM_NAME_MAX || !TEAM_NAME.test(name)) throw AppError.badInput(Messages.teamNameInvalid, { name: Messages.teamNameInvalid });
  return name;
}

export interface CreateTeamInput {
  name: unknown;
  gameId: unknown;
  regionId: unknown;
  /** REST's _user_id: must be the caller when given. */
  asUserId?: unknown;
}

/** REST's promote, demote and left (api/teams/update-team-status). */
export type TeamRoleAction = 'promote' | 'demote' | 'left';

/**
 * Locks the team row for the rest of the transaction, so roster changes of one team run one after another: two
 * co-leaders kicking each other, an invitation answered twice or two hand-overs at once see each other's result.
 */
function lockTeam(tx: RequestContext, teamId: unknown): Promise<Team> {
  return lockEntityOrThrow(tx, Team, teamId, 'Team', 'teamId');
}

/**
 * A check a player's leaving the roster must pass, from a domain that depends on teams (a player locked into a started
 * match): it throws to refuse. Registered once by the composition root.
 */
export type RosterLock = (tx: RequestContext, team: Team, userId: string) => Promise<void>;

const rosterLocks: RosterLock[] = [];

/** Called once by the composition root. */
export function registerRosterLock(lock: RosterLock) {
  rosterLocks.push(lock);
}

/** A player leaves (or is removed from) the roster only when no registered lock holds them. */
async function assertRosterUnlocked(tx: RequestContext, team: Team, userId: string) {
  for (const lock of rosterLocks) await lock(tx, team, userId);
}

function placeOf(tx: RequestContext, teamId: string, userId: string): Promise<TeamMember | null> {
  return tx.db.getRepository(TeamMember).findOne({ where: { teamId, userId } });
}

/** The approved place of the user an action names; NOT_FOUND ('That user is not on the team.') otherwise. */
async function approvedPlace(tx: RequestContext, teamId: string, userId: unknown): Promise<TeamMember> {
  const place = await placeOf(tx, teamId, assertUuid(userId, 'userId'));
  if (!place || place.status !== 'approved') throw new AppError(ErrorCode.NOT_FOUND, Messages.teamNotOnRoster);
  return place;
}

/** The acting viewer's approved place, which must be leader or co-leader; FORBIDDEN with `message` otherwise. */
async function managerPlace(tx: RequestContext, team: Team, message: string): Promise<TeamMember> {
  const viewer = requireViewer(tx);
  const place = await placeOf(tx, team.id, viewer.userId);
  if (!place || place.status !== 'approved' || !MANAGERS.includes(place.role)) throw AppError.forbidden(message);
  if (team.archivedAt) throw AppError.conflict(Messages.teamArchived);
  return place;
}

async function save(tx: RequestContext, place: TeamMember, changes: Partial<TeamMember>): Promise<TeamMember> {
  Object.assign(place, changes);
  return tx.db.getRepository(TeamMember).save(place);
}

/** Roster writes change what the request's loaders cached: forget the team's and the users' rows. */
function forget(ctx: RequestContext, teamId: string, ...userIds: string[]) {
  ctx.loaders.rosterByTeamId.clear(teamId);
  ctx.loaders.teamById.clear(teamId);
  ctx.loaders.teamPendingInvitations.clear(teamId);
  for (const userId of userIds) ctx.loaders.teamMembershipsByUserId.clear(userId);
}

const stepUp = (role: TeamRole) => TEAM_ROLES[TEAM_ROLES.indexOf(role) + 1];
const stepDown = (role: TeamRole) => TEAM_ROLES[TEAM_ROLES.indexOf(role) - 1];

/**
 * The team manager (spec 02 sections 2, 5 and 6): create, invite, answer, promote, demote, kick, leave and hand over
 * leadership. Every rule is checked here, for GraphQL and REST alike; each write runs in one transaction on the
 * locked team row, and tells the users it concerns through notifications after commit.
 */
export const teamManagerService = {
  async create(ctx: RequestContext, input: CreateTeamInput): Promise<Team> {
    const viewer = requireActingAsViewer(ctx, input.asUserId, Messages.teamCreateAsSelf);
    const name = normalizeTeamName(input.name);
    // A name the site word list matches is refused naming the field (moderation's screen, through the core seam).
    await screenContent(ctx, { authorId: viewer.userId, place: { kind: 'team_name', organizerId: null }, text: name });
    const gameId = isUuid(input.gameId) ? input.gameId.toLowerCase() : null;
    if (!gameId || !(await ctx.loaders.gameById.load(gameId))) throw AppError.badInput(Messages.gameInvalid, { gameId: Messages.gameInvalid });
    const regionId = isUuid(input.regionId) ? input.regionId.toLowerCase() : null;
    if (!regionId || !(await ctx.loaders.regionById.load(regionId)))
      throw AppError.badInput(Messages.regionInvalid, { regionId: Messages.regionInvalid });
    try {
      return await createWithUniqueName(ctx, Messages.teamNameTaken, async (tx) => {
        const team = await tx.db.getRepository(Team).save(tx.db.getRepository(Team).create({ name, gameId, regionId, createdById: viewer.userId }));
        await tx.db.getRepository(TeamMember).insert({ teamId: team.id, userId: viewer.userId, role: 'leader', status: 'approved', invitedById: null });
        const commentWallId = await commentsService.createWall(tx, 'team', team.id);
        await tx.db.getRepository(TeamPage).insert({ teamId: team.id, commentWallId });
        return team;
      });
    } finally {
      ctx.loaders.teamMembershipsByUserId.clear(viewer.userId);
    }
  },

  /** Leader or co-leader invites a user by user name; a user who declined or left may be invited again. */
  async invite(ctx: RequestContext, teamId: unknown, userName: unknown): Promise<TeamMember> {
    const viewer = requireViewer(ctx);
    const user = await usersService.byInviteName(ctx, userName);
    const place = await inTransaction(ctx, async (tx) => {
      const team = await lockTeam(tx, teamId);
      await managerPlace(tx, team, Messages.teamInviteForbidden);
      const existing = await placeOf(tx, team.id, user.id);
      if (existing?.status === 'approved') throw AppError.conflict(Messages.teamAlreadyMember);
      if (existing?.status === 'pending') throw AppError.conflict(Messages.teamAlreadyInvited);
      const invited = existing
        ? await save(tx, existing, { status: 'pending', role: 'member', invitedById: viewer.userId })
        : await tx.db.getRepository(TeamMember).save({ teamId: team.id, userId: user.id, role: 'member', status: 'pending', invitedById: viewer.userId });
      await notificationsService.notify(tx, { userId: user.id, kind: 'team_invitation', teamId: team.id, actorId: viewer.userId });
      return invited;
    });
    forget(ctx, place.teamId, user.id);
    return place;
  },

  /** The invited user accepts or declines; a second answer finds no pending invitation (NOT_FOUND), so it changes nothing. */
  async respond(ctx: RequestContext, teamId: unknown, accept: boolean, asUserId?: unknown): Promise<TeamMember> {
    const viewer = requireActingAsViewer(ctx, asUserId, Messages.actAsSelfOnly);
    const place = await inTransaction(ctx, async (tx) => {
      const team = await lockTeam(tx, teamId);
      const invited = await placeOf(tx, team.id, viewer.userId);
      if (!invited || invited.status !== 'pending') throw new AppError(ErrorCode.NOT_FOUND, Messages.invitationMissing);
      if (accept && team.archivedAt) throw AppError.conflict(Messages.teamArchived);
      const answered = await save(tx, invited, { status: accept ? 'approved' : 'declined' });
      await notificationsService.invitationAnswered(tx, invited, accept, { teamId: team.id, actorId: viewer.userId });
      return answered;
    });
    forget(ctx, place.teamId, viewer.userId);
    return place;
  },

  /** member -> captain -> co-leader; by a leader or co-leader, never on a leader or co-leader. */
  async promote(ctx: RequestContext, teamId: unknown, userId: unknown): Promise<TeamMember> {
    return changeRole(ctx, teamId, userId, (target) => {
      if (MANAGERS.includes(target.role)) throw AppError.forbidden(Messages.teamPromoteTarget);
      return stepUp(target.role);
    });
  },

  /** One step down; by a leader or co-leader, never on a leader, never below member. */
  async demote(ctx: RequestContext, teamId: unknown, userId: unknown): Promise<TeamMember> {
    return changeRole(ctx, teamId, userId, (target) => {
      if (target.role === 'leader') throw AppError.forbidden(Messages.teamDemoteLeader);
      if (target.role === 'member') throw AppError.badInput(Messages.teamDemoteBottom);
      return stepDown(target.role);
    });
  },

  /** Kick: a leader or co-leader removes a member (never the leader); the removed user is told. */
  async remove(ctx: RequestContext, teamId: unknown, userId: unknown): Promise<TeamMember> {
    const viewer = requireViewer(ctx);
    const place = await inTransaction(ctx, async (tx) => {
      const team = await lockTeam(tx, teamId);
      await managerPlace(tx, team, Messages.teamManageForbidden);
      const target = await approvedPlace(tx, team.id, userId);
      if (target.userId === viewer.userId) throw AppError.badInput(Messages.teamKickSelf);
      if (target.role === 'leader') throw AppError.forbidden(Messages.teamKickLeader);
      await assertRosterUnlocked(tx, team, target.userId);
      const removed = await save(tx, target, { status: 'left', role: 'member' });
      await notificationsService.notify(tx, { userId: target.userId, kind: 'removed', teamId: team.id, actorId: viewer.userId });
      return removed;
    });
    forget(ctx, place.teamId, place.userId);
    return place;
  },

  /** The viewer leaves. A leader must hand over first, unless they are the last member: then the team is archived. */
  async leave(ctx: RequestContext, teamId: unknown): Promise<TeamMember> {
    const viewer = requireViewer(ctx);
    const place = await inTransaction(ctx, async (tx) => {
      const team = await lockTeam(tx, teamId);
      const own = await placeOf(tx, team.id, viewer.userId);
      if (!own || own.status !== 'approved') throw new AppError(ErrorCode.NOT_FOUND, Messages.teamNotOnRoster);
      const approved = await tx.db.getRepository(TeamMember).count({ where: { teamId: team.id, status: 'approved' } });
      if (own.role === 'leader' && approved > 1) throw AppError.forbidden(Messages.teamLeaderLeave);
      await assertRosterUnlocked(tx, team, viewer.userId);
      const left = await save(tx, own, { status: 'left', role: 'member' });
      if (approved === 1) {
        await tx.db.getRepository(Team).update({ id: team.id }, { archivedAt: new Date() });
        // Nobody may join an archived team: outstanding invitations lapse.
        await tx.db.getRepository(TeamMember).update({ teamId: team.id, status: 'pending' }, { status: 'declined' });
      }
      return left;
    });
    forget(ctx, place.teamId, viewer.userId);
    return place;
  },

  /**
   * REST's roster call: promote or demote the named member, or `left`: the caller leaves when the user is the caller,
   * else the named member is removed (kick), each with its own rules.
   */
  roleAction(ctx: RequestContext, teamId: unknown, userId: unknown, action: unknown): Promise<TeamMember> {
    const viewer = requireViewer(ctx);
    if (action === 'promote') return teamManagerService.promote(ctx, teamId, userId);
    if (action === 'demote') return teamManagerService.demote(ctx, teamId, userId);
    if (action === 'left') {
      const self = typeof userId !== 'string' || userId.toLowerCase() === viewer.userId;
      return self ? teamManagerService.leave(ctx, teamId) : teamManagerService.remove(ctx, teamId, userId);
    }
    throw AppError.badInput(Messages.teamRoleActionInvalid, { team_status: Messages.teamRoleActionInvalid });
  },

  /** An invitation answer by status name (REST's new_status: approved or declined). */
  respondWithStatus(ctx: RequestContext, teamId: unknown, status: unknown, asUserId?: unknown): Promise<TeamMember> {
    if (status !== 'approved' && status !== 'declined') throw AppError.badInput(Messages.teamStatusInvalid, { new_status: Messages.teamStatusInvalid });
    return teamManagerService.respond(ctx, teamId, status === 'approved', asUserId);
  },

  /** Kick, or leave when the named user is the caller (REST's delete-team-user). */
  removeOrLeave(ctx: RequestContext, teamId: unknown, userId: unknown): Promise<TeamMember> {
    const viewer = requireViewer(ctx);
    return typeof userId === 'string' && userId.toLowerCase() === viewer.userId ? teamManagerService.leave(ctx, teamId) : teamManagerService.remove(ctx, teamId, userId);
  },

  /** The leader hands leadership to another approved member and becomes co-leader (one leader at every moment). */
  async transferLeadership(ctx: RequestContext, teamId: unknown, userId: unknown): Promise<Team> {
    const viewer = requireViewer(ctx);
    const team = await inTransaction(ctx, async (tx) => {
      const locked = await lockTeam(tx, teamId);
      const own = await placeOf(tx, locked.id, viewer.userId);
      if (!own || own.status !== 'approved' || own.role !== 'leader') throw AppError.forbidden(Messages.teamTransferLeaderOnly);
      if (locked.archivedAt) throw AppError.conflict(Messages.teamArchived);
      const target = await placeOf(tx, locked.id, assertUuid(userId, 'userId'));
      if (!target || target.status !== 'approved' || target.userId === viewer.userId) {
        throw AppError.badInput(Messages.teamTransferTarget, { userId: Messages.teamTransferTarget });
      }
      // Step down first: the partial unique index allows one approved leader per team.
      await save(tx, own, { role: 'co-leader' });
      await save(tx, target, { role: 'leader' });
      await notificationsService.notify(tx, { userId: target.userId, kind: 'role_changed', teamId: locked.id, actorId: viewer.userId });
      return locked;
    });
    forget(ctx, team.id, viewer.userId, String(userId).toLowerCase());
    return team;
  },
};

async function changeRole(ctx: RequestContext, teamId: unknown, userId: unknown, next: (target: TeamMember) => TeamRole): Promise<TeamMember> {
  const viewer = requireViewer(ctx);
  const place = await inTransaction(ctx, async (tx) => {
    const team = await lockTeam(tx, teamId);
    await managerPlace(tx, team, Messages.teamManageForbidden);
    const target = await approvedPlace(tx, team.id, userId);
    const changed = await save(tx, target, { role: next(target) });
    await notificationsService.notify(tx, { userId: target.userId, kind: 'role_changed', teamId: team.id, actorId: viewer.userId });
    return changed;
  });
  forget(ctx, place.teamId, place.userId);
  return place;
}
