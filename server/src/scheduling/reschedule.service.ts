import type { RequestContext } from '../core/context';
import { publishLiveEvent } from '../core/live';
import { lockEntityOrThrow } from '../core/entities';
import { AppError } from '../core/errors';
import { assertUuid } from '../core/ids';
import { isoInstant } from '../core/input';
import { Messages } from '../core/messages';
import { inTransaction } from '../core/transaction';
import { requireViewer } from '../core/viewer';
import { datesSpan, staffWhoMay } from '../competitions';
import { League, publishLeagueEvent } from '../leagues';
import { assertTeamsFree, competitionOf, forgetMatch, Match, matchesService, type MatchEventKind, type MatchEventPayload, matchTopic } from '../matches';
import { notificationsService, type NotificationKind } from '../notifications';
import { tournamentsService } from '../tournaments';
import { RescheduleProposal, type RescheduleStatus } from './scheduling.entities';
import { leadsTeam } from './scheduling.service';

export const MAX_PROPOSED_TIMES = 3;
const RECENT_PROPOSALS = 10;

/** The names a door gives its fields, so a refusal names the field as that door's client sent it. */
export interface RescheduleFieldNames {
  matchId: string;
  times: string;
  proposalId: string;
  acceptedTime: string;
  scheduledTime: string;
}
const GRAPHQL_NAMES: RescheduleFieldNames = { matchId: 'matchId', times: 'times', proposalId: 'proposalId', acceptedTime: 'acceptedTime', scheduledTime: 'scheduledTime' };

/** What a proposal shows: its stored status, or EXPIRED once pending past the match's original time. */
export function shownStatus(proposal: RescheduleProposal, now = Date.now()): RescheduleStatus | 'expired' {
  return proposal.status === 'pending' && proposal.expiresAt.getTime() <= now ? 'expired' : proposal.status;
}

function publishMatchStep(tx: RequestContext, matchId: string, kind: MatchEventKind) {
  const payload: Omit<MatchEventPayload, 'eventId'> = { kind, matchId };
  return publishLiveEvent(tx, matchTopic(matchId), payload);
}

/** Locks the match (its competition first, as every match write does) and, for a ladder, the ladder: two moves or a
 * move and a Schedule A Match of one ladder run one after another, so neither can double-book a team. */
async function lockForMove(tx: RequestContext, matchId: string, field: string): Promise<Match> {
  const peek = await tx.db.getRepository(Match).findOne({ where: { id: matchId } });
  if (peek?.leagueId) await tx.db.getRepository(League).findOne({ where: { id: peek.leagueId }, lock: { mode: 'pessimistic_write' } });
  else if (peek && peek.tournamentId) await competitionOf(peek).lock?.(tx, peek);
  return lockEntityOrThrow(tx, Match, matchId, 'Match', field);
}

async function teamIdsOf(ctx: RequestContext, match: Match): Promise<string[]> {
  return (await ctx.loaders.matchParticipantsByMatchId.load(match.id)).map((p) => p.teamId);
}

/** The staff who may schedule in the match's competition, to be told of its reschedules. */
async function staffOf(tx: RequestContext, match: Match): Promise<string[]> {
  if (match.leagueId) {
    const league = await tx.loaders.leagueById.load(match.leagueId);
    return league ? staffWhoMay(tx, league, 'schedule') : [];
  }
  const tournament = match.tournamentId ? await tournamentsService.getTournamentById(tx, match.tournamentId) : null;
  return tournament ? staffWhoMay(tx, tournament, 'schedule') : [];
}

/** Tells both rosters and the competition's staff; the match page hears it on the match's stream. */
async function announce(tx: RequestContext, match: Match, teamIds: string[], kind: NotificationKind & MatchEventKind, actorId: string) {
  const rosters = (await Promise.all(teamIds.map((teamId) => tx.loaders.rosterByTeamId.load(teamId)))).flat().map((m) => m.userId);
  const told = [...rosters, ...(await staffOf(tx, match))];
  await notificationsService.notifyAll(tx, told, { kind, leagueId: match.leagueId, tournamentId: match.tournamentId, matchId: match.id, actorId });
  await publishMatchStep(tx, match.id, kind);
}

/** A new time for a match: in the future and inside its ladder's dates (BAD_USER_INPUT naming the field). */
function assertPlayableAt(at: Date, league: League | null, field: string) {
  if (at.getTime() <= Date.now()) throw AppError.badInput(Messages.rescheduleTimeInPast, { [field]: Messages.rescheduleTimeInPast });
  if (!league) return;
  const { from, until } = datesSpan(league.startDate, league.endDate);
  if (at < from || at >= until) {
    const message = Messages.matchOutsideLadder.replace('{start}', league.startDate).replace('{end}', league.endDate);
    throw AppError.badInput(message, { [field]: message });
  }
}

/** A match can be rescheduled while it is scheduled and has not started. */
function assertOpen(match: Match) {
  if (match.status !== 'scheduled' || match.scheduledTime.getTime() <= Date.now()) throw AppError.conflict(Messages.rescheduleMatchClosed);
}

async function moveTo(tx: RequestContext, match: Match, at: Date) {
  await tx.db.getRepository(Match).update({ id: match.id }, { scheduledTime: at });
  match.scheduledTime = at;
  if (match.leagueId) await publishLeagueEvent(tx, match.leagueId, 'schedule', match.id);
}

/**
 * Reschedule by agreement (issue 26): a leader or co-leader of either team proposes up to three new times; a leader or
 * co-leader of the other team accepts one (the match moves, under the double-booking rule for both teams) or declines.
 * A proposal expires at the match's time when it was made. Staff move a match directly (moveMatch).
 */
export const rescheduleService = {
  async propose(ctx: RequestContext, matchId: unknown, times: unknown, names: RescheduleFieldNames = GRAPHQL_NAMES): Promise<RescheduleProposal> {
    const viewer = requireViewer(ctx);
    const id = assertUuid(matchId, names.matchId);
    if (!Array.isArray(times) || times.length < 1 || times.length > MAX_PROPOSED_TIMES) {
      throw AppError.badInput(Messages.rescheduleTimesInvalid, { [names.times]: Messages.rescheduleTimesInvalid });
    }
    const instants = times.map((raw, i) => {
      const at = raw instanceof Date ? raw : isoInstant(raw);
      if (!at) throw AppError.badInput(Messages.rescheduleTimeInvalid, { [`${names.times}.${i}`]: Messages.rescheduleTimeInvalid });
      return at;
    });
    const proposal = await inTransaction(ctx, async (tx) => {
      const match = await lockForMove(tx, id, names.matchId);
      const teamIds = await teamIdsOf(tx, match);
      let teamId: string | undefined;
      for (const candidate of teamIds) if (await leadsTeam(tx, candidate, viewer.userId)) teamId ??= candidate;
      if (!teamId) throw AppError.forbidden(Messages.rescheduleProposeForbidden);
      assertOpen(match);
      const league = match.leagueId ? await tx.loaders.leagueById.load(match.leagueId) : null;
      const seen = new Set<number>([match.scheduledTime.getTime()]);
      for (const [i, at] of instants.entries()) {
        const field = `${names.times}.${i}`;
        assertPlayableAt(at, league, field);
        if (seen.has(at.getTime())) throw AppError.badInput(Messages.rescheduleTimeRepeated, { [field]: Messages.rescheduleTimeRepeated });
        seen.add(at.getTime());
        await assertTeamsFree(tx, teamIds, at, match.id);
      }
      const repo = tx.db.getRepository(RescheduleProposal);
      await repo.update({ matchId: match.id, status: 'pending' }, { status: 'superseded' });
      const created = await repo.save(
        repo.create({ matchId: match.id, teamId, proposedById: viewer.userId, times: [...instants].sort((a, b) => a.getTime() - b.getTime()), status: 'pending', expiresAt: match.scheduledTime }),
      );
      await announce(tx, match, teamIds, 'reschedule_proposed', viewer.userId);
      return created;
    });
    ctx.loaders.rescheduleProposalsByMatchId.clear(proposal.matchId);
    return proposal;
  },

  async answer(ctx: RequestContext, proposalId: unknown, acceptedTime: unknown, decline: unknown, names: RescheduleFieldNames = GRAPHQL_NAMES): Promise<RescheduleProposal> {
    const viewer = requireViewer(ctx);
    const id = assertUuid(proposalId, names.proposalId);
    const declining = decline === true;
    const hasTime = acceptedTime !== undefined && acceptedTime !== null;
    if (declining === hasTime) throw AppError.badInput(Messages.rescheduleAnswerInvalid, { [names.acceptedTime]: Messages.rescheduleAnswerInvalid });
    const at = hasTime ? (acceptedTime instanceof Date ? acceptedTime : isoInstant(acceptedTime)) : null;
    if (hasTime && !at) throw AppError.badInput(Messages.rescheduleAcceptedTimeInvalid, { [names.acceptedTime]: Messages.rescheduleAcceptedTimeInvalid });
    const peek = await ctx.db.getRepository(RescheduleProposal).findOne({ where: { id } });
    if (!peek) throw AppError.notFound('Proposal');
    const answered = await inTransaction(ctx, async (tx) => {
      const match = await lockForMove(tx, peek.matchId, names.proposalId);
      const proposal = await lockEntityOrThrow(tx, RescheduleProposal, id, 'Proposal', names.proposalId);
      const teamIds = await teamIdsOf(tx, match);
      const answering = teamIds.filter((teamId) => teamId !== proposal.teamId);
      let allowed = false;
      for (const teamId of answering) allowed ||= await leadsTeam(tx, teamId, viewer.userId);
      if (!allowed) throw AppError.forbidden(Messages.rescheduleAnswerForbidden);
      if (proposal.status !== 'pending') throw AppError.conflict(Messages.rescheduleNotPending);
      if (shownStatus(proposal) === 'expired') throw AppError.conflict(Messages.rescheduleExpired);
      const answer = { answeredById: viewer.userId, answeredAt: new Date() };
      if (!at) {
        Object.assign(proposal, { status: 'declined', ...answer });
      } else {
        if (!proposal.times.some((t) => t.getTime() === at.getTime())) {
          throw AppError.badInput(Messages.rescheduleAcceptedTimeInvalid, { [names.acceptedTime]: Messages.rescheduleAcceptedTimeInvalid });
        }
        assertOpen(match);
        assertPlayableAt(at, match.leagueId ? await tx.loaders.leagueById.load(match.leagueId) : null, names.acceptedTime);
        await assertTeamsFree(tx, teamIds, at, match.id);
        await moveTo(tx, match, at);
        Object.assign(proposal, { status: 'accepted', acceptedTime: at, ...answer });
      }
      await tx.db.getRepository(RescheduleProposal).update({ id: proposal.id }, { status: proposal.status, acceptedTime: proposal.acceptedTime, ...answer });
      await announce(tx, match, teamIds, at ? 'reschedule_accepted' : 'reschedule_declined', viewer.userId);
      return { proposal, match };
    });
    ctx.loaders.rescheduleProposalsByMatchId.clear(answered.match.id);
    forgetMatch(ctx, answered.match);
    return answered.proposal;
  },

  /** Staff override: moves the match directly; a pending proposal becomes OVERRIDDEN. */
  async move(ctx: RequestContext, matchId: unknown, scheduledTime: unknown, names: RescheduleFieldNames = GRAPHQL_NAMES): Promise<Match> {
    const viewer = requireViewer(ctx);
    const id = assertUuid(matchId, names.matchId);
    const at = scheduledTime instanceof Date ? scheduledTime : isoInstant(scheduledTime);
    if (!at) throw AppError.badInput(Messages.matchTimeInvalid, { [names.scheduledTime]: Messages.matchTimeInvalid });
    const match = await inTransaction(ctx, async (tx) => {
      const locked = await lockForMove(tx, id, names.matchId);
      if (!(await competitionOf(locked).canManage(tx, locked))) throw AppError.forbidden(Messages.moveMatchForbidden);
      if (locked.status !== 'scheduled') throw AppError.conflict(Messages.rescheduleMatchClosed);
      assertPlayableAt(at, locked.leagueId ? await tx.loaders.leagueById.load(locked.leagueId) : null, names.scheduledTime);
      const teamIds = await teamIdsOf(tx, locked);
      await assertTeamsFree(tx, teamIds, at, locked.id);
      await moveTo(tx, locked, at);
      await tx.db.getRepository(RescheduleProposal).update({ matchId: locked.id, status: 'pending' }, { status: 'overridden', answeredById: viewer.userId, answeredAt: new Date() });
      await publishMatchStep(tx, locked.id, 'updated');
      return locked;
    });
    ctx.loaders.rescheduleProposalsByMatchId.clear(match.id);
    forgetMatch(ctx, match);
    return match;
  },

  /** A match by id (NOT_FOUND when unknown), for the proposals' REST read. */
  matchOf(ctx: RequestContext, matchId: unknown): Promise<Match> {
    return matchesService.getMatch(ctx, matchId);
  },

  /** The match's proposals, newest first (at most 10), batched across matches. */
  async proposalsOf(ctx: RequestContext, match: Match): Promise<RescheduleProposal[]> {
    return (await ctx.loaders.rescheduleProposalsByMatchId.load(match.id)).slice(0, RECENT_PROPOSALS);
  },

  /** Whether the viewer may propose new times for the match now. */
  async viewerCanPropose(ctx: RequestContext, match: Match): Promise<boolean> {
    if (!ctx.viewer || match.status !== 'scheduled' || match.scheduledTime.getTime() <= Date.now()) return false;
    for (const teamId of await teamIdsOf(ctx, match)) if (await leadsTeam(ctx, teamId, ctx.viewer.userId)) return true;
    return false;
  },

  /** Whether the viewer may answer the proposal now. */
  async viewerCanAnswer(ctx: RequestContext, proposal: RescheduleProposal): Promise<boolean> {
    if (!ctx.viewer || shownStatus(proposal) !== 'pending') return false;
    const participants = await ctx.loaders.matchParticipantsByMatchId.load(proposal.matchId);
    for (const p of participants) if (p.teamId !== proposal.teamId && (await leadsTeam(ctx, p.teamId, ctx.viewer.userId))) return true;
    return false;
  },
};
