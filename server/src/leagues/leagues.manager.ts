import { randomUUID } from 'node:crypto';
import { catalogService } from '../catalog';
import { commentsService } from '../comments';
import type { RequestContext } from '../core/context';
import { AppError, ErrorCode } from '../core/errors';
import { assertUuid } from '../core/ids';
import { lockEntityOrThrow } from '../core/entities';
import { intInRange, normalizeName } from '../core/input';
import { Messages } from '../core/messages';
import { createWithUniqueName, inTransaction, publishEvent } from '../core/transaction';
import { requireViewer } from '../core/viewer';
import { notificationsService } from '../notifications';
import { organizerManagerService } from '../organizers';
import { teamsService, type Team } from '../teams';
import { League, LeagueParticipant, LeaguePage, Standing, type LadderMetric, type ParticipantStatus } from './leagues.entities';
import { leagueTopic, type LeagueEventKind, type LeagueEventPayload } from './leagues.events';
import { assertCanConfigure, assertCanModerate, assertLadderRight, canCreateLadders, ladderRights } from './leagues.permissions';
import { entryOverview } from './leagues.service';

export const LADDER_NAME_MAX = 60;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export type JoinState = 'user-staff' | 'team-joined' | 'can-join' | 'not-authorized' | 'need-team' | 'default';
export type LadderTeamDecision = 'approve' | 'decline' | 'kick';

/** Spec 02 section 5: non-alphanumerics removed, whitespace collapsed and trimmed. */
export function normalizeLadderName(raw: unknown): string {
  return normalizeName(raw, LADDER_NAME_MAX, { required: Messages.ladderNameRequired, tooLong: Messages.ladderNameTooLong });
}

function dateOnly(raw: unknown, field: string): string {
  // A date-time is cut to its date (the client sends YYYY-MM-DD; spec 02 section 5).
  const value = typeof raw === 'string' ? raw.slice(0, 10) : '';
  if (!DATE.test(value) || Number.isNaN(Date.parse(value))) throw AppError.badInput(Messages.ladderDateInvalid, { [field]: Messages.ladderDateInvalid });
  return value;
}

/** Locks a ladder for the rest of the transaction: joins and decisions on one ladder run one after another (capacity). */
function lockLeague(tx: RequestContext, leagueId: unknown): Promise<League> {
  return lockEntityOrThrow(tx, League, leagueId, 'League', 'leagueId');
}

async function approvedCount(tx: RequestContext, leagueId: string): Promise<number> {
  return tx.db.getRepository(LeagueParticipant).count({ where: { leagueId, status: 'approved' } });
}

/** Publishes a ladder change after commit (ids only; subscribers read it once per event). */
export function publishLeagueEvent(ctx: RequestContext, leagueId: string, kind: LeagueEventKind, matchId: string | null = null) {
  const payload: LeagueEventPayload = { eventId: randomUUID(), kind, leagueId, matchId };
  return publishEvent(ctx, leagueTopic(leagueId), payload);
}

/** The users told about a join request: the ladder's owner, super admins, and admins and mods assigned to it. */
async function ladderStaffIds(ctx: RequestContext, league: League): Promise<string[]> {
  const staff = await ctx.loaders.approvedStaffByOrganizerId.load(league.organizerId);
  return staff.filter((s) => s.role === 'owner' || s.role === 'super_admin' || s.assignment.includes(league.id)).map((s) => s.userId);
}

async function approvedMemberIds(ctx: RequestContext, teamId: string): Promise<string[]> {
  return (await ctx.loaders.rosterByTeamId.load(teamId)).map((m) => m.userId);
}

/** After a write on a ladder: the request's loaders read it afresh (its row, page, entries and standings). */
function forget(ctx: RequestContext, leagueId: string) {
  for (const loader of [ctx.loaders.leagueById, ctx.loaders.leagueParticipantsByLeagueId, ctx.loaders.leaguePageByLeagueId]) loader.clear(leagueId);
  ctx.loaders.leagueEntryOverview.clearAll();
  ctx.loaders.leagueParticipantsHead.clearAll();
  // Standings are loaded by page: every page read in this request goes.
  ctx.loaders.leagueStandings.clearAll();
}

export interface CreateLadderInput {
  organizerId: unknown;
  name: unknown;
  startDate: unknown;
  endDate: unknown;
  platformId: unknown;
  gameId: unknown;
  regionId: unknown;
  isParent?: unknown;
  parentLeagueId?: unknown;
  maxTeams?: unknown;
  openEntry?: unknown;
}

export interface LadderSettingsInput {
  maxTeams?: unknown;
  openEntry?: unknown;
  winPoints?: unknown;
  drawPoints?: unknown;
  lossPoints?: unknown;
}

/**
 * The ladder manager: ladders, their settings and score settings, teams joining and staff deciding (spec 02 sections
 * 2, 4 and 5). Every rule is checked here for GraphQL and REST alike; writes on one ladder run on its locked row.
 */
export const ladderManagerService = {
  async create(ctx: RequestContext, input: CreateLadderInput): Promise<League> {
    const viewer = requireViewer(ctx);
    const organizerId = assertUuid(input.organizerId, 'organizerId');
    if (!(await ctx.loaders.organizerById.load(organizerId))) throw AppError.notFound('Organizer');
    if (!(await canCreateLadders(ctx, organizerId))) throw AppError.forbidden(Messages.ladderCreateForbidden);
    const name = normalizeLadderName(input.name);
    const startDate = dateOnly(input.startDate, 'startDate');
    const endDate = dateOnly(input.endDate, 'endDate');
    if (endDate < startDate) throw AppError.badInput(Messages.ladderEndBeforeStart, { endDate: Messages.ladderEndBeforeStart });
    const { platformId, gameId, regionId } = await catalogService.platformGameRegion(ctx, input);
    const isParent = input.isParent == null ? true : input.isParent === true;
    let parentLeagueId: string | null = null;
    if (!isParent && input.parentLeagueId != null) {
      parentLeagueId = assertUuid(input.parentLeagueId, 'parentLeagueId');
      const parent = await ctx.loaders.leagueById.load(parentLeagueId);
      if (!parent || parent.organizerId !== organizerId) throw AppError.badInput(Messages.ladderParentInvalid, { parentLeagueId: Messages.ladderParentInvalid });
    }
    const maxTeams = input.maxTeams == null ? 12 : intInRange(input.maxTeams, 'maxTeams', 2, 1024, Messages.ladderCapacityInvalid);
    const game = (await catalogService.gameOf(ctx, gameId))!;
    try {
      return await createWithUniqueName(ctx, Messages.ladderNameTaken, async (tx) => {
        const repo = tx.db.getRepository(League);
        const league = await repo.save(
          repo.create({
            name,
            startDate,
            endDate,
            organizerId,
            compCatId: 1,
            platformId,
            gameId,
            regionId,
            genreId: game.genreId,
            isParent,
            parentLeagueId,
            userId: viewer.userId,
            maxTeams,
            openEntry: input.openEntry === true,
          }),
        );
        const announcementWallId = await commentsService.createWall(tx, 'league', league.id);
        const weights = Object.fromEntries(game.metrics.map((m) => [m.name, m.type.toLowerCase() === 'number' ? 1 : 0]));
        await tx.db.getRepository(LeaguePage).insert({ leagueId: league.id, announcementWallId, userId: viewer.userId, scoringRules: [weights] });
        // Whoever creates a ladder runs it: an admin's assignment takes it at once.
        await organizerManagerService.assignCreator(tx, organizerId, viewer.userId, league.id);
        return repo.findOneByOrFail({ id: league.id });
      });
    } finally {
      ctx.loaders.leaguesByOrganizerId.clear(organizerId);
      organizerManagerService.forgetStaff(ctx, organizerId, viewer.userId);
    }
  },

  /** update-ladder-status: ACTIVE <-> INACTIVE. */
  async toggleStatus(ctx: RequestContext, leagueId: unknown): Promise<League> {
    const league = await inTransaction(ctx, async (tx) => {
      const locked = await lockLeague(tx, leagueId);
      await assertCanConfigure(tx, locked, Messages.ladderConfigureForbidden);
      locked.status = locked.status === 'active' ? 'inactive' : 'active';
      await tx.db.getRepository(League).update({ id: locked.id }, { status: locked.status });
      await publishLeagueEvent(tx, locked.id, 'settings');
      return locked;
    });
    forget(ctx, league.id);
    return league;
  },

  async updateSettings(ctx: RequestContext, leagueId: unknown, input: LadderSettingsInput): Promise<League> {
    const league = await inTransaction(ctx, async (tx) => {
      const locked = await lockLeague(tx, leagueId);
      await assertCanConfigure(tx, locked, Messages.ladderConfigureForbidden);
      const changes: Partial<League> = {};
      if (input.maxTeams != null) {
        changes.maxTeams = intInRange(input.maxTeams, 'maxTeams', 2, 1024, Messages.ladderCapacityInvalid);
        if (changes.maxTeams < (await approvedCount(tx, locked.id))) throw AppError.badInput(Messages.ladderCapacityBelowTeams, { maxTeams: Messages.ladderCapacityBelowTeams });
      }
      if (input.openEntry != null) changes.openEntry = input.openEntry === true;
      for (const key of ['winPoints', 'drawPoints', 'lossPoints'] as const) {
        if (input[key] != null) changes[key] = intInRange(input[key], key, 0, 100, Messages.ladderPointsInvalid);
      }
      if (Object.keys(changes).length > 0) await tx.db.getRepository(League).update({ id: locked.id }, changes);
      await publishLeagueEvent(tx, locked.id, 'settings');
      return Object.assign(locked, changes);
    });
    forget(ctx, league.id);
    return league;
  },

  /** The ladder's score settings: the game's metrics with this ladder's weights and active flags. */
  async metrics(ctx: RequestContext, league: League): Promise<LadderMetric[]> {
    const [game, page] = await Promise.all([catalogService.gameOf(ctx, league.gameId), ctx.loaders.leaguePageByLeagueId.load(league.id)]);
    const [weights = {}, actives = {}] = (page?.scoringRules ?? []) as Array<Record<string, unknown>>;
    return (game?.metrics ?? []).map((definition) => {
      const type = definition.type.toLowerCase() === 'number' ? 'number' : 'text';
      const weight = Number(weights[definition.name]);
      const active = actives[definition.name];
      return {
        name: definition.name,
        type,
        weight: type === 'number' && Number.isInteger(weight) && weight >= 0 ? weight : 0,
        active: typeof active === 'boolean' ? active : definition.active === 'true',
      };
    });
  },

  /**
   * SCORE SETTINGS: weights (0 or more) and active flags of the game's metrics, stored as the spec's scoring_rules
   * ([weights by name, active flags by name]). Unknown names are refused; metrics not sent keep their setting.
   */
  async updateMetrics(ctx: RequestContext, leagueId: unknown, metrics: unknown): Promise<League> {
    if (!Array.isArray(metrics) || metrics.length === 0) throw AppError.badInput(Messages.metricsNone, { metrics: Messages.metricsNone });
    const league = await inTransaction(ctx, async (tx) => {
      const locked = await lockLeague(tx, leagueId);
      await assertLadderRight(tx, locked, 'canEditScoreSettings', Messages.ladderConfigureForbidden);
      if (!locked.gameId) throw AppError.badInput(Messages.metricsNoGame);
      const current = new Map((await ladderManagerService.metrics(tx, locked)).map((m) => [m.name, m]));
      for (const raw of metrics as Array<Record<string, unknown>>) {
        const metric = typeof raw?.name === 'string' ? current.get(raw.name) : undefined;
        if (!metric) throw AppError.badInput(Messages.metricUnknown, { metrics: Messages.metricUnknown });
        metric.weight = intInRange(raw.weight, 'weight', 0, 1000, Messages.metricWeightInvalid);
        if (typeof raw.active !== 'boolean') throw AppError.badInput(Messages.metricActiveInvalid, { metrics: Messages.metricActiveInvalid });
        metric.active = raw.active;
      }
      const all = [...current.values()];
      const scoringRules = [Object.fromEntries(all.map((m) => [m.name, m.weight])), Object.fromEntries(all.map((m) => [m.name, m.active]))];
      await tx.db.getRepository(LeaguePage).upsert({ leagueId: locked.id, scoringRules }, { conflictPaths: ['leagueId'] });
      await publishLeagueEvent(tx, locked.id, 'settings');
      return locked;
    });
    forget(ctx, league.id);
    return league;
  },

  /**
   * The Join button's state for the viewer, in the spec's order: staff first; then a team already approved; then the
   * viewer's teams of the ladder's game and region decide can-join (they lead one that may enter now) or
   * not-authorized; else need-team. Default when signed out, or when the ladder cannot take the team now.
   */
  async joinState(ctx: RequestContext, league: League): Promise<JoinState> {
    return evaluateJoinState(ctx, {
      isStaff: async () => (await ladderRights(ctx, league)).isStaff,
      approvedTeamIds: async () => (await entryOverview(ctx, league.id)).viewerTeamEntries.filter((e) => e.status === 'approved').map((e) => e.teamId),
      gameId: league.gameId,
      regionId: league.regionId,
      canJoinNow: async () => (await ladderManagerService.joinableTeams(ctx, league)).length > 0,
    });
  },

  /** Teams the viewer may enter now: led by them, of the game and region, not entered, ladder active with room. */
  async joinableTeams(ctx: RequestContext, league: League): Promise<Team[]> {
    if (!ctx.viewer || league.status !== 'active') return [];
    const [teams, { viewerTeamEntries: entries, approvedCount }] = await Promise.all([teamsService.viewerTeamsWithRole(ctx), entryOverview(ctx, league.id)]);
    if (approvedCount >= league.maxTeams) return [];
    // An invitation (a pending entry staff created) is accepted by joining: it does not count as entered.
    const entered = new Set(entries.filter((e) => e.status === 'approved' || (e.status === 'pending' && !e.invitedById)).map((e) => e.teamId));
    return teams
      .filter(({ team, role }) => (role === 'leader' || role === 'co-leader') && team.gameId === league.gameId && team.regionId === league.regionId)
      .filter(({ team }) => !team.archivedAt && !entered.has(team.id))
      .map(({ team }) => team);
  },

  /** A leader or co-leader enters their team; every rule the Join button shows is enforced here. */
  async join(ctx: RequestContext, leagueId: unknown, teamId: unknown): Promise<LeagueParticipant> {
    const viewer = requireViewer(ctx);
    const team = await teamsService.getById(ctx, teamId);
    const entry = await inTransaction(ctx, async (tx) => {
      const league = await lockLeague(tx, leagueId);
      if ((await ladderRights(tx, league)).isStaff) throw AppError.forbidden(Messages.staffCannotJoin);
      await teamsService.assertRegistersTeam(tx, team.id);
      assertTeamFits(team, league, Messages.joinWrongGameRegion);
      if (league.status !== 'active') throw AppError.conflict(Messages.ladderInactive);
      const repo = tx.db.getRepository(LeagueParticipant);
      const existing = await repo.findOne({ where: { leagueId: league.id, teamId: team.id } });
      if (existing?.status === 'approved') throw AppError.conflict(Messages.joinAlreadyIn);
      const invited = existing?.status === 'pending' && existing.invitedById != null;
      if (existing?.status === 'pending' && !invited) throw AppError.conflict(Messages.joinAlreadyPending);
      if ((await approvedCount(tx, league.id)) >= league.maxTeams) throw AppError.conflict(Messages.ladderFull);
      // Accepting staff's invitation enters at once; otherwise open entry does, or the request waits for staff.
      const status = invited || league.openEntry ? 'approved' : 'pending';
      const saved = await repo.save(Object.assign(existing ?? repo.create({ leagueId: league.id, teamId: team.id }), { status }));
      if (status === 'approved') await ensureStanding(tx, league.id, team.id);
      else await notificationsService.notifyAll(tx, await ladderStaffIds(tx, league), { kind: 'join_request', leagueId: league.id, teamId: team.id, actorId: viewer.userId });
      await publishLeagueEvent(tx, league.id, 'teams');
      return saved;
    });
    forget(ctx, entry.leagueId);
    return entry;
  },

  /**
   * Staff invite a team by name or id: a pending entry naming who invited, which the team's leader or co-leader
   * accepts by joining; they are told through a notification. The team must fit the ladder, which must have room.
   */
  async inviteTeam(ctx: RequestContext, leagueId: unknown, teamParam: unknown): Promise<LeagueParticipant> {
    const viewer = requireViewer(ctx);
    if (typeof teamParam !== 'string' || teamParam.trim() === '') throw AppError.badInput(Messages.teamParamRequired, { team: Messages.teamParamRequired });
    const team = await teamsService.getTeam(ctx, teamParam);
    const entry = await inTransaction(ctx, async (tx) => {
      const league = await lockLeague(tx, leagueId);
      await assertCanModerate(tx, league, Messages.ladderManageForbidden);
      assertTeamFits(team, league, Messages.joinWrongGameRegion);
      if (league.status !== 'active') throw AppError.conflict(Messages.ladderInactive);
      const repo = tx.db.getRepository(LeagueParticipant);
      const existing = await repo.findOne({ where: { leagueId: league.id, teamId: team.id } });
      if (existing?.status === 'approved') throw AppError.conflict(Messages.joinAlreadyIn);
      if (existing?.status === 'pending') throw AppError.conflict(Messages.ladderTeamAlreadyPending);
      if ((await approvedCount(tx, league.id)) >= league.maxTeams) throw AppError.conflict(Messages.ladderFull);
      const saved = await repo.save(Object.assign(existing ?? repo.create({ leagueId: league.id, teamId: team.id }), { status: 'pending', invitedById: viewer.userId }));
      const leaders = (await tx.loaders.rosterByTeamId.load(team.id)).filter((m) => m.role === 'leader' || m.role === 'co-leader').map((m) => m.userId);
      await notificationsService.notifyAll(tx, leaders, { kind: 'ladder_invitation', leagueId: league.id, teamId: team.id, actorId: viewer.userId });
      await publishLeagueEvent(tx, league.id, 'teams');
      return saved;
    });
    forget(ctx, entry.leagueId);
    return entry;
  },

  /** Staff approve or decline a pending team, or kick an approved one; the team's members are told. */
  async decide(ctx: RequestContext, leagueId: unknown, teamId: unknown, decision: unknown): Promise<LeagueParticipant> {
    const viewer = requireViewer(ctx);
    assertEntryDecision(decision);
    const id = assertUuid(teamId, 'teamId');
    const entry = await inTransaction(ctx, async (tx) => {
      const league = await lockLeague(tx, leagueId);
      await assertCanModerate(tx, league, Messages.ladderManageForbidden);
      const repo = tx.db.getRepository(LeagueParticipant);
      const notDecidable = { notIn: Messages.ladderTeamNotIn, notPending: Messages.ladderTeamNotPending };
      const existing = assertDecidable(await repo.findOne({ where: { leagueId: league.id, teamId: id } }), decision, notDecidable);
      if (decision === 'approve' && (await approvedCount(tx, league.id)) >= league.maxTeams) throw AppError.conflict(Messages.ladderFull);
      existing.status = decision === 'approve' ? 'approved' : 'declined';
      const saved = await repo.save(existing);
      if (decision === 'approve') await ensureStanding(tx, league.id, id);
      // A kicked team leaves the table unless it has played: played matches stay in history.
      if (decision === 'kick') await tx.db.query(`DELETE FROM standings WHERE league_id = $1 AND team_id = $2 AND wins + losses + draws = 0`, [league.id, id]);
      const kind = decisionNotice(decision);
      await notificationsService.notifyAll(tx, await approvedMemberIds(tx, id), { kind, leagueId: league.id, teamId: id, actorId: viewer.userId });
      await publishLeagueEvent(tx, league.id, 'teams');
      return saved;
    });
    forget(ctx, entry.leagueId);
    return entry;
  },
};

/**
 * The Join button's state for the viewer, in the spec's order (ladders and tournaments alike): staff first; then a
 * team already approved; then the viewer's teams of the competition's game and region decide can-join (they lead one
 * that may enter now) or not-authorized; else need-team. Default when signed out, or when it cannot take the team now.
 */
export async function evaluateJoinState(
  ctx: RequestContext,
  competition: { isStaff(): Promise<boolean>; approvedTeamIds(): Promise<string[]>; gameId: string | null; regionId: string | null; canJoinNow(): Promise<boolean> },
): Promise<JoinState> {
  if (!ctx.viewer) return 'default';
  if (await competition.isStaff()) return 'user-staff';
  const [teams, approved] = await Promise.all([teamsService.viewerTeamsWithRole(ctx), competition.approvedTeamIds()]);
  if (teams.some(({ team }) => approved.includes(team.id))) return 'team-joined';
  const matching = teams.filter(({ team }) => team.gameId === competition.gameId && team.regionId === competition.regionId);
  if (matching.length === 0) return 'need-team';
  if (!matching.some(({ role }) => role === 'leader' || role === 'co-leader')) return 'not-authorized';
  return (await competition.canJoinNow()) ? 'can-join' : 'default';
}

/** Staff's answer to an entry (ladders and tournaments): approve, decline or kick. */
export function assertEntryDecision(decision: unknown): asserts decision is LadderTeamDecision {
  if (decision !== 'approve' && decision !== 'decline' && decision !== 'kick') throw AppError.badInput(Messages.ladderDecisionInvalid, { new_status: Messages.ladderDecisionInvalid });
}

/** The entry a staff decision is about: a pending one to approve or decline, an approved one to kick; else NOT_FOUND. */
export function assertDecidable<Entry extends { status: ParticipantStatus }>(entry: Entry | null, decision: LadderTeamDecision, messages: { notIn: string; notPending: string }): Entry {
  const expected = decision === 'kick' ? 'approved' : 'pending';
  if (!entry || entry.status !== expected) throw new AppError(ErrorCode.NOT_FOUND, decision === 'kick' ? messages.notIn : messages.notPending);
  return entry;
}

/** The notification a team's members get for a staff decision (a kick reads as declined). */
export const decisionNotice = (decision: LadderTeamDecision) => (decision === 'approve' ? 'join_approved' : 'join_declined');

/** A team enters a competition (or is invited to one) only while not archived, and only one of its game and region. */
export function assertTeamFits(team: Team, competition: { gameId: string | null; regionId: string | null }, wrongGameRegion: string) {
  if (team.archivedAt) throw AppError.conflict(Messages.teamArchived);
  if (team.gameId !== competition.gameId || team.regionId !== competition.regionId) throw AppError.badInput(wrongGameRegion);
}

/** The REST spelling of an entry decision (ladders and tournaments): the status words or the verbs themselves. */
const REST_ENTRY_DECISIONS: Record<string, LadderTeamDecision> = { approved: 'approve', declined: 'decline', kicked: 'kick', approve: 'approve', decline: 'decline', kick: 'kick' };

/** A REST `new_status` as an entry decision; anything else is passed on for assertEntryDecision to refuse. */
export const entryDecisionFromRest = (status: unknown): unknown => REST_ENTRY_DECISIONS[String(status)] ?? status;

/** A team's standings row, created when it is approved (points 0). */
async function ensureStanding(tx: RequestContext, leagueId: string, teamId: string) {
  await tx.db.createQueryBuilder().insert().into(Standing).values({ leagueId, teamId }).orIgnore().execute();
}
