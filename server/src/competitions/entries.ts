import { In, type EntityTarget } from 'typeorm';
import type { RequestContext } from '../core/context';
import { recordDomainEvent } from '../core/domain-events';
import { AppError, ErrorCode } from '../core/errors';
import { assertUuid } from '../core/ids';
import { Messages } from '../core/messages';
import { inTransaction } from '../core/transaction';
import { requireViewer } from '../core/viewer';
import { notificationsService } from '../notifications';
import { teamsService, type Team } from '../teams';
import type { ParticipantStatus } from './entries.entities';
import { assertMayTakePart } from '../core/content-gate';

/** Staff's answer to an entry: approve or decline a pending team, or kick an approved one. */
export type EntryDecision = 'approve' | 'decline' | 'kick';

/** The Join button's six states (spec 02 section 5), for ladders and tournaments alike. */
export type JoinState = 'user-staff' | 'team-joined' | 'can-join' | 'not-authorized' | 'need-team' | 'default';

/** What the kernel reads and writes of an entry row (league_participants, tourney_participants). */
export interface EntryRow {
  teamId: string;
  status: ParticipantStatus;
  reentryByStaff: boolean;
  /** Set on competitions that take invitations: the staff member whose invitation this pending entry is. */
  invitedById?: string | null;
}

/** A competition as entries see it. */
export interface EntryCompetition {
  id: string;
  organizerId: string;
  gameId: string | null;
  regionId: string | null;
}

/** The texts a competition's entry refusals read (ladders and tournaments word them for their own pages). */
export interface EntryMessages {
  staffCannotJoin: string;
  wrongGameRegion: string;
  closed: string;
  full: string;
  alreadyIn: string;
  alreadyPending: string;
  manageForbidden: string;
  notIn: string;
  notPending: string;
  /** An invitation to a team already pending (competitions that take invitations). */
  invitePending?: string;
}

/**
 * What a competition tells the entries kernel: its entry table, its lock, who moderates it, whether it takes entries
 * now and how many, and what moves when a team comes in or goes. Ladders and tournaments each give one.
 */
export interface EntryRules<C extends EntryCompetition, E extends EntryRow> {
  /** The entry entity; `key` is its competition column's property (leagueId, tournamentId). */
  entity: EntityTarget<E>;
  key: 'leagueId' | 'tournamentId';
  /** Locks the competition for the rest of the transaction: joins and decisions on it run one after another. */
  lock(tx: RequestContext, competitionId: unknown): Promise<C>;
  /** Staff of the competition never enter it; moderators decide its entries and invite teams. */
  rights(ctx: RequestContext, competition: C): Promise<{ isStaff: boolean; canModerate: boolean }>;
  /** Whether it takes entries now (an active ladder; a tournament in registration). */
  open(competition: C): boolean;
  capacity(competition: C): number;
  /** Whether a join enters at once (an open-entry ladder) rather than waiting for staff. */
  openEntry(competition: C): boolean;
  /** Staff decisions are taken only while it is open (a tournament's entries close at its start). */
  decidesOnlyWhileOpen?: boolean;
  /** Whether staff may invite teams (an invitation is a pending entry the team accepts by joining). */
  invitations: boolean;
  messages: EntryMessages;
  /** The notification's subject: { leagueId } or { tournamentId }. */
  about(competition: C): { leagueId: string } | { tournamentId: string };
  /** Who hears of a join request. */
  staffIds(ctx: RequestContext, competition: C): Promise<string[]>;
  /** The viewer's teams' entries and the approved count, for the Join button (batched by the competition's loaders). */
  overview(ctx: RequestContext, competition: C): Promise<{ viewerEntries: E[]; approvedCount: number }>;
  /** A team came in (its standings row, its seed). */
  approved(tx: RequestContext, competition: C, entry: E): Promise<void>;
  /** A team left the approved or pending entries (a declined request, a kick, a withdrawal): its seed, its table row. */
  removed(tx: RequestContext, competition: C, entry: E, decision: EntryDecision | 'withdraw'): Promise<void>;
  /** Publishes the change after commit. */
  publish(tx: RequestContext, competition: C): Promise<void>;
  /** The request's loaders read the competition afresh. */
  forget(ctx: RequestContext, competitionId: string): void;
}

/** One team of a bulk admission by staff (an import), as planned: what would happen to it, or why it cannot come in. */
export interface AdmissionLine {
  teamId: string;
  /** `enter`: a new approved entry; `approve`: its pending request or invitation approved; null: refused (see problem). */
  outcome: 'enter' | 'approve' | null;
  problem: string | null;
}

export interface JoinOptions<C> {
  /** A further check on the locked competition (tournaments' auto-join names the game and region it expects). */
  check?(competition: C): void;
}

/** Staff's answer to an entry, refused with the field named when it is none of the three. */
/** An entry's change for the observers (the webhooks outbox: entry.requested, entry.approved, entry.declined). */
function recordEntryEvent(
  tx: RequestContext,
  type: 'entry.requested' | 'entry.approved' | 'entry.declined',
  competition: EntryCompetition,
  about: { leagueId: string } | { tournamentId: string },
  teamId: string,
  status: ParticipantStatus,
  decision?: EntryDecision,
) {
  const data = { ...about, teamId, status: status.toUpperCase(), ...(decision ? { decision: decision.toUpperCase() } : {}) };
  return recordDomainEvent(tx, type, { organizerId: competition.organizerId, data });
}

export function assertEntryDecision(decision: unknown): asserts decision is EntryDecision {
  if (decision !== 'approve' && decision !== 'decline' && decision !== 'kick') throw AppError.badInput(Messages.ladderDecisionInvalid, { new_status: Messages.ladderDecisionInvalid });
}

/** The REST spelling of an entry decision: the status words or the verbs themselves. */
const REST_ENTRY_DECISIONS: Record<string, EntryDecision> = { approved: 'approve', declined: 'decline', kicked: 'kick', approve: 'approve', decline: 'decline', kick: 'kick' };

/** A REST `new_status` as an entry decision; anything else is passed on for assertEntryDecision to refuse. */
export const entryDecisionFromRest = (status: unknown): unknown => REST_ENTRY_DECISIONS[String(status)] ?? status;

/** The notification a team's members get for a staff decision (a kick reads as declined). */
const decisionNotice = (decision: EntryDecision) => (decision === 'approve' ? 'join_approved' : 'join_declined');

/** A team enters a competition (or is invited to one) only while not archived, and only one of its game and region. */
function assertTeamFits(team: Team, competition: EntryCompetition, wrongGameRegion: string) {
  if (team.archivedAt) throw AppError.conflict(Messages.teamArchived);
  if (team.gameId !== competition.gameId || team.regionId !== competition.regionId) throw AppError.badInput(wrongGameRegion);
}

/** A pending entry staff created: the team accepts it by joining. */
const isInvitation = (entry: EntryRow | null | undefined) => entry?.status === 'pending' && entry.invitedById != null;

/**
 * The entries of ladders and tournaments, written once: a team's leader or co-leader joins, cancels its pending
 * request or declines an invitation; staff invite, approve, decline and kick. An invitation ends with the decision
 * (decline, kick or withdrawal clears it); a team staff declined or kicked re-enters only through staff. Every rule is
 * checked here for GraphQL and REST alike; writes on one competition run on its locked row.
 */
export function competitionEntries<C extends EntryCompetition, E extends EntryRow>(rules: EntryRules<C, E>) {
  const repo = (tx: RequestContext) => tx.db.getRepository(rules.entity);
  const find = (tx: RequestContext, competition: C, teamId: string) => repo(tx).findOne({ where: { [rules.key]: competition.id, teamId } as never });
  const approvedCount = (tx: RequestContext, competition: C) => repo(tx).count({ where: { [rules.key]: competition.id, status: 'approved' } as never });
  const fresh = (tx: RequestContext, competition: C, teamId: string): E => repo(tx).create({ [rules.key]: competition.id, teamId } as never) as unknown as E;
  const save = (tx: RequestContext, entry: E): Promise<E> => repo(tx).save(entry as never) as unknown as Promise<E>;
  const memberIds = async (ctx: RequestContext, teamId: string) => (await ctx.loaders.rosterByTeamId.load(teamId)).map((m) => m.userId);

  const entries = {
    /**
     * A leader or co-leader enters their team. Accepting staff's invitation enters at once; otherwise an open
     * competition does, unless staff turned the team away before (then, as everywhere else, the request waits).
     */
    async join(ctx: RequestContext, competitionId: unknown, teamId: unknown, options: JoinOptions<C> = {}): Promise<E> {
      const viewer = requireViewer(ctx);
      const team = await teamsService.getById(ctx, teamId);
      const entry = await inTransaction(ctx, async (tx) => {
        const competition = await rules.lock(tx, competitionId);
        if ((await rules.rights(tx, competition)).isStaff) throw AppError.forbidden(rules.messages.staffCannotJoin);
        await teamsService.assertRegistersTeam(tx, team.id);
        // An organizer's ban keeps its user, or the team, out of the organizer's competitions (moderation, through the core seam).
        await assertMayTakePart(tx, { userId: viewer.userId, teamId: team.id, organizerId: competition.organizerId });
        assertTeamFits(team, competition, rules.messages.wrongGameRegion);
        options.check?.(competition);
        if (!rules.open(competition)) throw AppError.conflict(rules.messages.closed);
        const existing = await find(tx, competition, team.id);
        if (existing?.status === 'approved') throw AppError.conflict(rules.messages.alreadyIn);
        const invited = isInvitation(existing);
        if (existing?.status === 'pending' && !invited) throw AppError.conflict(rules.messages.alreadyPending);
        if ((await approvedCount(tx, competition)) >= rules.capacity(competition)) throw AppError.conflict(rules.messages.full);
        const status = invited || (rules.openEntry(competition) && !existing?.reentryByStaff) ? 'approved' : 'pending';
        const row: E = Object.assign(existing ?? fresh(tx, competition, team.id), { status });
        if (status === 'approved') await rules.approved(tx, competition, row);
        const saved = await save(tx, row);
        if (status === 'pending') await notificationsService.notifyAll(tx, await rules.staffIds(tx, competition), { kind: 'join_request', ...rules.about(competition), teamId: team.id, actorId: viewer.userId });
        await recordEntryEvent(tx, status === 'pending' ? 'entry.requested' : 'entry.approved', competition, rules.about(competition), team.id, status);
        await rules.publish(tx, competition);
        return saved;
      });
      rules.forget(ctx, competitionIdOf(entry));
      return entry;
    },

    /**
     * A leader or co-leader withdraws their team's pending entry: a request staff have not answered, or an invitation
     * (which it declines). A team staff turned away before stays turned away (declined); any other entry goes.
     */
    async cancel(ctx: RequestContext, competitionId: unknown, teamId: unknown): Promise<C> {
      requireViewer(ctx);
      const id = assertUuid(teamId, 'teamId');
      const competition = await inTransaction(ctx, async (tx) => {
        const locked = await rules.lock(tx, competitionId);
        await teamsService.assertRegistersTeam(tx, id);
        const existing = await find(tx, locked, id);
        if (!existing || existing.status !== 'pending') throw new AppError(ErrorCode.NOT_FOUND, Messages.entryNothingToCancel);
        Object.assign(existing, { status: 'declined', ...clearedInvitation(existing) });
        await rules.removed(tx, locked, existing, 'withdraw');
        // A team staff turned away stays turned away; any other withdrawn entry leaves no trace.
        if (existing.reentryByStaff) await save(tx, existing);
        else await repo(tx).delete({ [rules.key]: locked.id, teamId: id } as never);
        await rules.publish(tx, locked);
        return locked;
      });
      rules.forget(ctx, competition.id);
      return competition;
    },

    /**
     * Staff invite a team by name or id: a pending entry naming who invited, which the team's leader or co-leader
     * accepts by joining; they are told through a notification. The team must fit, the competition must have room.
     */
    async invite(ctx: RequestContext, competitionId: unknown, teamParam: unknown): Promise<E> {
      const viewer = requireViewer(ctx);
      if (typeof teamParam !== 'string' || teamParam.trim() === '') throw AppError.badInput(Messages.teamParamRequired, { team: Messages.teamParamRequired });
      const team = await teamsService.getTeam(ctx, teamParam);
      const entry = await inTransaction(ctx, async (tx) => {
        const competition = await rules.lock(tx, competitionId);
        if (!(await rules.rights(tx, competition)).canModerate || !rules.invitations) throw AppError.forbidden(rules.messages.manageForbidden);
        assertTeamFits(team, competition, rules.messages.wrongGameRegion);
        if (!rules.open(competition)) throw AppError.conflict(rules.messages.closed);
        const existing = await find(tx, competition, team.id);
        if (existing?.status === 'approved') throw AppError.conflict(rules.messages.alreadyIn);
        if (existing?.status === 'pending') throw AppError.conflict(rules.messages.invitePending ?? rules.messages.alreadyPending);
        if ((await approvedCount(tx, competition)) >= rules.capacity(competition)) throw AppError.conflict(rules.messages.full);
        const row: E = Object.assign(existing ?? fresh(tx, competition, team.id), { status: 'pending' as const, invitedById: viewer.userId });
        const saved = await save(tx, row);
        const leaders = (await tx.loaders.rosterByTeamId.load(team.id)).filter((m) => m.role === 'leader' || m.role === 'co-leader').map((m) => m.userId);
        await notificationsService.notifyAll(tx, leaders, { kind: 'ladder_invitation', ...rules.about(competition), teamId: team.id, actorId: viewer.userId });
        await rules.publish(tx, competition);
        return saved;
      });
      rules.forget(ctx, competitionIdOf(entry));
      return entry;
    },

    /**
     * Staff approve or decline a pending team (a request or their invitation), or kick an approved one; the team's
     * members are told. A decline or kick ends any invitation and turns the team away: it re-enters through staff.
     */
    async decide(ctx: RequestContext, competitionId: unknown, teamId: unknown, decision: unknown): Promise<E> {
      const viewer = requireViewer(ctx);
      assertEntryDecision(decision);
      const id = assertUuid(teamId, 'teamId');
      const entry = await inTransaction(ctx, async (tx) => {
        const competition = await rules.lock(tx, competitionId);
        if (!(await rules.rights(tx, competition)).canModerate) throw AppError.forbidden(rules.messages.manageForbidden);
        if (rules.decidesOnlyWhileOpen && !rules.open(competition)) throw AppError.conflict(rules.messages.closed);
        const existing = await find(tx, competition, id);
        const expected = decision === 'kick' ? 'approved' : 'pending';
        if (!existing || existing.status !== expected) throw new AppError(ErrorCode.NOT_FOUND, decision === 'kick' ? rules.messages.notIn : rules.messages.notPending);
        if (decision === 'approve') {
          if ((await approvedCount(tx, competition)) >= rules.capacity(competition)) throw AppError.conflict(rules.messages.full);
          existing.status = 'approved';
          await rules.approved(tx, competition, existing);
        } else {
          Object.assign(existing, { status: 'declined', reentryByStaff: true, ...clearedInvitation(existing) });
          await rules.removed(tx, competition, existing, decision);
        }
        const saved = await save(tx, existing);
        await notificationsService.notifyAll(tx, await memberIds(tx, id), { kind: decisionNotice(decision), ...rules.about(competition), teamId: id, actorId: viewer.userId });
        await recordEntryEvent(tx, decision === 'approve' ? 'entry.approved' : 'entry.declined', competition, rules.about(competition), id, saved.status, decision);
        await rules.publish(tx, competition);
        return saved;
      });
      rules.forget(ctx, competitionIdOf(entry));
      return entry;
    },

    /**
     * Staff admit several teams at once (an organizer's import of its entrants): each must fit the competition (game,
     * region, not archived) and not be in it; together they must fit its places. All or nothing: the plan is answered
     * line by line; with any problem (or `dryRun`) nothing is written, otherwise every team enters approved in one
     * transaction, and their members are told as for an approval.
     */
    async admit(ctx: RequestContext, competitionId: unknown, teams: Team[], { dryRun }: { dryRun: boolean }): Promise<AdmissionLine[]> {
      const viewer = requireViewer(ctx);
      const admitted = await inTransaction(ctx, async (tx) => {
        const competition = await rules.lock(tx, competitionId);
        if (!(await rules.rights(tx, competition)).canModerate) throw AppError.forbidden(rules.messages.manageForbidden);
        if (!rules.open(competition)) throw AppError.conflict(rules.messages.closed);
        const ids = teams.map((team) => team.id);
        const rows = ids.length ? await repo(tx).find({ where: { [rules.key]: competition.id, teamId: In(ids) } as never }) : [];
        const existing = new Map<string, E>((rows as unknown as E[]).map((entry) => [entry.teamId, entry]));
        let places = rules.capacity(competition) - (await approvedCount(tx, competition));
        const lines = teams.map((team): AdmissionLine => {
          const entry = existing.get(team.id);
          let problem: string | null = null;
          try {
            assertTeamFits(team, competition, rules.messages.wrongGameRegion);
          } catch (error) {
            problem = error instanceof AppError ? error.message : rules.messages.wrongGameRegion;
          }
          if (!problem && entry?.status === 'approved') problem = rules.messages.alreadyIn;
          if (!problem && places <= 0) problem = rules.messages.full;
          if (problem) return { teamId: team.id, outcome: null, problem };
          places--;
          return { teamId: team.id, outcome: entry?.status === 'pending' ? 'approve' : 'enter', problem: null };
        });
        if (dryRun || lines.some((line) => line.problem)) return { competition, lines, written: false };
        for (const team of teams) {
          const row: E = Object.assign(existing.get(team.id) ?? fresh(tx, competition, team.id), { status: 'approved' as const, ...clearedInvitation(existing.get(team.id) ?? ({} as E)) });
          await rules.approved(tx, competition, row);
          await save(tx, row);
          await notificationsService.notifyAll(tx, await memberIds(tx, team.id), { kind: 'join_approved', ...rules.about(competition), teamId: team.id, actorId: viewer.userId });
          await recordEntryEvent(tx, 'entry.approved', competition, rules.about(competition), team.id, 'approved', 'approve');
        }
        await rules.publish(tx, competition);
        return { competition, lines, written: true };
      });
      if (admitted.written) rules.forget(ctx, admitted.competition.id);
      return admitted.lines;
    },

    /** Teams the viewer may enter now: led by them, of the game and region, not entered, the competition open with room. */
    async joinableTeams(ctx: RequestContext, competition: C): Promise<Team[]> {
      if (!ctx.viewer || !rules.open(competition)) return [];
      const [teams, { viewerEntries, approvedCount }] = await Promise.all([teamsService.viewerTeamsWithRole(ctx), rules.overview(ctx, competition)]);
      if (approvedCount >= rules.capacity(competition)) return [];
      // An invitation is accepted by joining: it does not count as entered.
      const entered = new Set(viewerEntries.filter((e) => e.status === 'approved' || (e.status === 'pending' && !isInvitation(e))).map((e) => e.teamId));
      return teams
        .filter(({ team, role }) => (role === 'leader' || role === 'co-leader') && team.gameId === competition.gameId && team.regionId === competition.regionId)
        .filter(({ team }) => !team.archivedAt && !entered.has(team.id))
        .map(({ team }) => team);
    },

    /**
     * The Join button's state for the viewer, in the spec's order: staff first; then a team already approved; then the
     * viewer's teams of the competition's game and region decide can-join (they lead one that may enter now) or
     * not-authorized; else need-team. Default when signed out, or when it cannot take the team now.
     */
    async joinState(ctx: RequestContext, competition: C): Promise<JoinState> {
      if (!ctx.viewer) return 'default';
      if ((await rules.rights(ctx, competition)).isStaff) return 'user-staff';
      const [teams, { viewerEntries }] = await Promise.all([teamsService.viewerTeamsWithRole(ctx), rules.overview(ctx, competition)]);
      const approved = new Set(viewerEntries.filter((e) => e.status === 'approved').map((e) => e.teamId));
      if (teams.some(({ team }) => approved.has(team.id))) return 'team-joined';
      const matching = teams.filter(({ team }) => team.gameId === competition.gameId && team.regionId === competition.regionId);
      if (matching.length === 0) return 'need-team';
      if (!matching.some(({ role }) => role === 'leader' || role === 'co-leader')) return 'not-authorized';
      return (await entries.joinableTeams(ctx, competition)).length > 0 ? 'can-join' : 'default';
    },

    /** The viewer's teams' entries waiting for staff: the requests they may cancel and the invitations they may accept or decline. */
    async viewerPendingEntries(ctx: RequestContext, competition: C): Promise<E[]> {
      if (!ctx.viewer) return [];
      const [teams, { viewerEntries }] = await Promise.all([teamsService.viewerTeamsWithRole(ctx), rules.overview(ctx, competition)]);
      const led = new Set(teams.filter(({ role }) => role === 'leader' || role === 'co-leader').map(({ team }) => team.id));
      return viewerEntries.filter((e) => e.status === 'pending' && led.has(e.teamId));
    },
  };

  function competitionIdOf(entry: E): string {
    return (entry as unknown as Record<string, string>)[rules.key];
  }

  return entries;
}

/** An entry's invitation ends with any answer but an acceptance. */
function clearedInvitation(entry: EntryRow): Partial<EntryRow> {
  return 'invitedById' in entry ? { invitedById: null } : {};
}

export type CompetitionEntries<C extends EntryCompetition, E extends EntryRow> = ReturnType<typeof competitionEntries<C, E>>;
