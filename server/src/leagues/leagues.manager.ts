import { catalogService } from '../catalog';
import type { JoinState } from '../competitions';
import { commentsService } from '../comments';
import type { RequestContext } from '../core/context';
import { AppError } from '../core/errors';
import { assertUuid } from '../core/ids';
import { lockEntityOrThrow } from '../core/entities';
import { calendarDate, intInRange, normalizeName } from '../core/input';
import { Messages } from '../core/messages';
import { createWithUniqueName, inTransaction } from '../core/transaction';
import { requireViewer } from '../core/viewer';
import { organizerManagerService } from '../organizers';
import type { Team } from '../teams';
import { League, LeagueParticipant, LeaguePage, type LadderMetric } from './leagues.entities';
import { ladderEntries } from './leagues.entries';
import { publishLeagueEvent } from './leagues.events';
import { forgetLeague } from './leagues.loaders';
import { assertCanConfigure, assertLadderRight, canCreateLadders } from './leagues.permissions';

export const LADDER_NAME_MAX = 60;


/** Spec 02 section 5: non-alphanumerics removed, whitespace collapsed and trimmed. */
export function normalizeLadderName(raw: unknown): string {
  return normalizeName(raw, LADDER_NAME_MAX, { required: Messages.ladderNameRequired, tooLong: Messages.ladderNameTooLong });
}

function dateOnly(raw: unknown, field: string): string {
  // A date-time is cut to its date (the client sends YYYY-MM-DD; spec 02 section 5).
  const value = typeof raw === 'string' ? raw.slice(0, 10) : '';
  if (!calendarDate(value)) throw AppError.badInput(Messages.ladderDateInvalid, { [field]: Messages.ladderDateInvalid });
  return value;
}

/** Locks a ladder for the rest of the transaction: joins and decisions on one ladder run one after another (capacity). */
function lockLeague(tx: RequestContext, leagueId: unknown): Promise<League> {
  return lockEntityOrThrow(tx, League, leagueId, 'League', 'leagueId');
}

async function approvedCount(tx: RequestContext, leagueId: string): Promise<number> {
  return tx.db.getRepository(LeagueParticipant).count({ where: { leagueId, status: 'approved' } });
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
    forgetLeague(ctx, league.id);
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
    forgetLeague(ctx, league.id);
    return league;
  },

  /** The ladder's score settings: the game's metrics with this ladder's weights and active flags. */
  async metrics(ctx: RequestContext, league: League): Promise<LadderMetric[]> {
    const [game, page] = await Promise.all([catalogService.gameOf(ctx, league.gameId), ctx.loaders.leaguePageByLeagueId.load(league.id)]);
    const [weights = {}, actives = {}] = (page?.scoringRules ?? []) as Array<Record<string, unknown>>;
    return (game?.metrics ?? []).map((definition) => {
      const type = definition.type.toLowerCase() === 'number' ? 'number' : 'text';
      const stored = weights[definition.name];
      const weight = Number(stored);
      const active = actives[definition.name];
      return {
        name: definition.name,
        type,
        weight: type === 'number' && Number.isInteger(weight) && weight >= 0 ? weight : 0,
        active: typeof active === 'boolean' ? active : definition.active === 'true',
        // A text metric's Score Settings hold text (scoring_rules[0] keeps it under the metric's name).
        text: type === 'text' ? (typeof stored === 'string' ? stored : '') : null,
      };
    });
  },

  /**
   * SCORE SETTINGS: weights (whole numbers, 0 or more) of numeric metrics, text of text metrics and active flags of the
   * game's metrics, stored as the spec's scoring_rules ([weight or text by name, active flags by name]). Unknown names
   * are refused; a bad weight or text is refused on `metrics.<name>.weight` / `.text` before anything is written;
   * metrics not sent keep their setting.
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
        const field = `metrics.${metric.name}`;
        if (metric.type === 'text') {
          if (raw.text != null) {
            if (typeof raw.text !== 'string' || raw.text.length > 200) throw AppError.badInput(Messages.metricTextInvalid, { [`${field}.text`]: Messages.metricTextInvalid });
            metric.text = raw.text.trim();
          }
          if (raw.weight != null && raw.weight !== 0) throw AppError.badInput(Messages.metricWeightInvalid, { [`${field}.weight`]: Messages.metricWeightInvalid });
        } else {
          metric.weight = intInRange(raw.weight, `${field}.weight`, 0, 1000, Messages.metricWeightInvalid);
        }
        if (typeof raw.active !== 'boolean') throw AppError.badInput(Messages.metricActiveInvalid, { [`${field}.active`]: Messages.metricActiveInvalid });
        metric.active = raw.active;
      }
      const all = [...current.values()];
      const scoringRules = [Object.fromEntries(all.map((m) => [m.name, m.type === 'text' ? (m.text ?? '') : m.weight])), Object.fromEntries(all.map((m) => [m.name, m.active]))];
      await tx.db.getRepository(LeaguePage).upsert({ leagueId: locked.id, scoringRules }, { conflictPaths: ['leagueId'] });
      await publishLeagueEvent(tx, locked.id, 'settings');
      return locked;
    });
    forgetLeague(ctx, league.id);
    return league;
  },

  /** The Join button's state for the viewer (the competitions' entries kernel). */
  joinState: (ctx: RequestContext, league: League): Promise<JoinState> => ladderEntries.joinState(ctx, league),

  /** Teams the viewer may enter now: led by them, of the game and region, not entered, ladder active with room. */
  joinableTeams: (ctx: RequestContext, league: League): Promise<Team[]> => ladderEntries.joinableTeams(ctx, league),

  /** The viewer's teams' entries waiting for staff (requests they may cancel, invitations they may accept or decline). */
  viewerPendingEntries: (ctx: RequestContext, league: League): Promise<LeagueParticipant[]> => ladderEntries.viewerPendingEntries(ctx, league),

  /** A leader or co-leader enters their team; every rule the Join button shows is enforced by the kernel. */
  join: (ctx: RequestContext, leagueId: unknown, teamId: unknown): Promise<LeagueParticipant> => ladderEntries.join(ctx, leagueId, teamId),

  /** A leader or co-leader withdraws their team's pending request, or declines staff's invitation. */
  cancelEntry: (ctx: RequestContext, leagueId: unknown, teamId: unknown): Promise<League> => ladderEntries.cancel(ctx, leagueId, teamId),

  /** Staff invite a team by name or id: a pending entry the team's leader or co-leader accepts by joining. */
  inviteTeam: (ctx: RequestContext, leagueId: unknown, teamParam: unknown): Promise<LeagueParticipant> => ladderEntries.invite(ctx, leagueId, teamParam),

  /** Staff approve or decline a pending team, or kick an approved one; the team's members are told. */
  decide: (ctx: RequestContext, leagueId: unknown, teamId: unknown, decision: unknown): Promise<LeagueParticipant> => ladderEntries.decide(ctx, leagueId, teamId, decision),
};
