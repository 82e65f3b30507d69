import { competitionRights, staffWhoMay } from '../competitions';
import type { RequestContext } from '../core/context';
import { lockEntityOrThrow } from '../core/entities';
import { AppError } from '../core/errors';
import { assertUuid } from '../core/ids';
import { intInRange } from '../core/input';
import type { JobDefinition } from '../core/jobs';
import { Messages } from '../core/messages';
import { createRequestContext } from '../core/request-context';
import { inTransaction } from '../core/transaction';
import { requireViewer } from '../core/viewer';
import { assertCanConfigure, forgetLeague, League, publishLeagueEvent } from '../leagues';
import {
  applyScores,
  competitionOf,
  finalizeLocked,
  forgetFinalized,
  lockMatch,
  matchesService,
  publishMatchEvent,
  roundPoints,
  viewerCanManageMatch,
  type Match,
  type MatchEventKind,
} from '../matches';
import { notificationsService, type NotificationKind } from '../notifications';
import { forgetTournament, lockTournament, publishTournamentEvent, tournamentRights, type Tournament } from '../tournaments';
import { DisputePost, MatchDispute, MatchReport, type DisputePostKind, type ReportedTeamScoreRow } from './match-reports.entities';

export type ReportingMode = 'staff' | 'teams';
export type MatchReportStatus = 'awaiting' | 'confirmed' | 'disputed' | 'resolved';

/** A match's reporting as its page shows it (GraphQL MatchReports, REST get-match-reports). */
export interface MatchReportsModel {
  match: Match;
  reportingMode: ReportingMode;
  status: MatchReportStatus;
  statusText: string;
  awaitingTeamId: string | null;
  confirmDeadline: Date | null;
  reports: MatchReport[];
  dispute: MatchDispute | null;
  viewerTeamId: string | null;
  viewerCanReport: boolean;
  viewerCanResolve: boolean;
  viewerCanPostToDispute: boolean;
}

/** The roles of a team that report its matches. */
const REPORTING_ROLES = new Set(['leader', 'co-leader', 'captain']);
export const MIN_CONFIRM_WINDOW_HOURS = 1;
export const MAX_CONFIRM_WINDOW_HOURS = 168;
const TEXT_MAX = 1000;
const LINK_MAX = 500;

/** The durable job that confirms an unanswered report once its window has passed. */
export const AUTO_CONFIRM_JOB = 'match-reports.auto-confirm';
export const autoConfirmKey = (matchId: string) => `${AUTO_CONFIRM_JOB}:${matchId}`;

type CompetitionRow = League | Tournament;

const bad = (field: string, message: string) => AppError.badInput(message, { [field]: message });

async function competitionRowOf(ctx: RequestContext, match: Match): Promise<CompetitionRow> {
  const row = match.leagueId ? await ctx.loaders.leagueById.load(match.leagueId) : await ctx.loaders.tournamentById.load(match.tournamentId!);
  if (!row) throw AppError.notFound(match.leagueId ? 'League' : 'Tournament');
  return row;
}

/** The match's teams in their scheduled order. */
async function sidesOf(ctx: RequestContext, match: Match): Promise<string[]> {
  const participants = await ctx.loaders.matchParticipantsByMatchId.load(match.id);
  return [...participants].sort((a, b) => a.slot - b.slot || a.teamId.localeCompare(b.teamId)).map((p) => p.teamId);
}

/** The side a user plays for (approved roster member), and whether they report for it (leader, co-leader, captain). */
async function sideOf(ctx: RequestContext, sides: string[], userId: string | undefined): Promise<{ teamId: string; reports: boolean } | null> {
  if (!userId) return null;
  const rosters = await Promise.all(sides.map((teamId) => ctx.loaders.rosterByTeamId.load(teamId)));
  let member: { teamId: string; reports: boolean } | null = null;
  for (const [i, roster] of rosters.entries()) {
    const place = roster.find((m) => m.userId === userId);
    if (!place) continue;
    if (REPORTING_ROLES.has(place.role)) return { teamId: sides[i], reports: true };
    member ??= { teamId: sides[i], reports: false };
  }
  return member;
}

/** Whether the viewer reports for this team of the match. */
async function viewerReportsFor(ctx: RequestContext, teamId: string, userId: string): Promise<boolean> {
  const roster = await ctx.loaders.rosterByTeamId.load(teamId);
  return roster.some((m) => m.userId === userId && REPORTING_ROLES.has(m.role));
}

/** A metric map with its keys sorted: two reports compare equal whatever order their metrics were sent in. */
function sortedMetrics(metrics: Record<string, number | string>): Record<string, number | string> {
  return Object.fromEntries(Object.entries(metrics).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Checks a report's scores (the shape of staff's Update Scores) and brings them into one comparable form: both teams,
 * each with the same rounds (1..the match's rounds, no repeats), only the competition's metrics; points from its
 * weights. Refusals name the field (`scores`, or `scores.<teamId>.<round>.<metric>`).
 */
async function normalizeScores(tx: RequestContext, match: Match, raw: unknown, sides: string[]): Promise<ReportedTeamScoreRow[]> {
  if (!Array.isArray(raw) || raw.length !== sides.length) throw bad('scores', Messages.reportBothTeams);
  const metrics = await competitionOf(match).metrics(tx, match);
  const byTeam = new Map<string, ReportedTeamScoreRow>();
  for (const entry of raw as Array<{ teamId?: unknown; rounds?: unknown }>) {
    const teamId = typeof entry?.teamId === 'string' ? entry.teamId.toLowerCase() : '';
    if (!sides.includes(teamId) || byTeam.has(teamId)) throw bad('scores', Messages.scoresTeamInvalid);
    if (!Array.isArray(entry.rounds) || entry.rounds.length === 0) throw bad('scores', Messages.reportBothTeams);
    const rounds: ReportedTeamScoreRow['rounds'] = [];
    for (const round of entry.rounds as Array<{ round?: unknown; metrics?: unknown }>) {
      const n = round?.round;
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > match.rounds || rounds.some((r) => r.round === n)) {
        throw bad('scores', Messages.scoresRoundInvalid);
      }
      const scored = roundPoints(round.metrics, metrics, `scores.${teamId}.${n}`);
      rounds.push({ round: n, metrics: sortedMetrics(scored.metrics), roundPoints: scored.points });
    }
    rounds.sort((a, b) => a.round - b.round);
    byTeam.set(teamId, { teamId, totalPoints: rounds.reduce((sum, r) => sum + r.roundPoints, 0), rounds });
  }
  const rows = sides.map((teamId) => byTeam.get(teamId)!);
  const roundList = (row: ReportedTeamScoreRow) => row.rounds.map((r) => r.round).join(',');
  if (rows.some((row) => roundList(row) !== roundList(rows[0]))) throw bad('scores', Messages.reportBothTeams);
  // A competition without draws (a bracket) refuses equal totals now, not at the finalize of an agreeing answer.
  const top = Math.max(...rows.map((r) => r.totalPoints));
  if (rows.filter((r) => r.totalPoints === top).length > 1 && !(await competitionOf(match).allowsDraw(tx, match))) {
    throw bad('scores', Messages.finalizeNeedsWinner);
  }
  return rows;
}

/** JSON with every object's keys sorted: a report read back from jsonb (which reorders keys) compares equal to a fresh one. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const sameScores = (a: ReportedTeamScoreRow[], b: ReportedTeamScoreRow[]) => canonical(a) === canonical(b);

/**
 * Settles a match with a result (agreeing reports, an unanswered report, staff's resolution): the result replaces
 * every stored round and the match is finalized through the one finalize path, in the caller's transaction.
 */
async function settle(tx: RequestContext, match: Match, result: ReportedTeamScoreRow[]) {
  await tx.db.query(`DELETE FROM match_rounds WHERE match_id = $1`, [match.id]);
  await applyScores(
    tx,
    match,
    result.map((team) => ({ teamId: team.teamId, rounds: team.rounds.map((r) => ({ round: r.round, metrics: r.metrics })) })),
  );
  await finalizeLocked(tx, match);
}

/** Both rosters and the staff who report the competition's matches hear of each step (never the actor). */
async function announce(tx: RequestContext, match: Match, kind: NotificationKind, event: MatchEventKind, about: { teamId?: string | null; actorId?: string | null }) {
  const competition = await competitionRowOf(tx, match);
  const sides = await sidesOf(tx, match);
  const players = (await Promise.all(sides.map((teamId) => tx.loaders.rosterByTeamId.load(teamId)))).flat().map((m) => m.userId);
  const staff = await staffWhoMay(tx, competition, 'report');
  await notificationsService.notifyAll(tx, [...players, ...staff], {
    kind,
    matchId: match.id,
    leagueId: match.leagueId,
    tournamentId: match.tournamentId,
    organizerId: competition.organizerId,
    teamId: about.teamId ?? null,
    actorId: about.actorId ?? null,
  });
  await publishMatchEvent(tx, match.id, event);
}

async function reportsOf(tx: RequestContext, matchId: string) {
  return tx.db.getRepository(MatchReport).find({ where: { matchId }, order: { createdAt: 'ASC', id: 'ASC' } });
}

async function disputeOf(tx: RequestContext, matchId: string) {
  return tx.db.getRepository(MatchDispute).findOne({ where: { matchId } });
}

function reportingModeInput(raw: unknown): ReportingMode {
  if (raw !== 'staff' && raw !== 'teams') throw bad('reportingMode', Messages.reportingModeInvalid);
  return raw;
}

function windowInput(raw: unknown): number | undefined {
  if (raw === undefined || raw === null) return undefined;
  return intInRange(raw, 'confirmWindowHours', MIN_CONFIRM_WINDOW_HOURS, MAX_CONFIRM_WINDOW_HOURS, Messages.confirmWindowInvalid);
}

function textInput(raw: unknown, field: string, message: string): string {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (text.length < 1 || text.length > TEXT_MAX) throw bad(field, message);
  return text;
}

function linkInput(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length > LINK_MAX) throw bad('link', Messages.disputeLinkInvalid);
  try {
    const url = new URL(raw.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('scheme');
    return url.toString();
  } catch {
    throw bad('link', Messages.disputeLinkInvalid);
  }
}

/** Where a match's reports stand. */
function statusOf(match: Match, reports: MatchReport[], dispute: MatchDispute | null): MatchReportStatus {
  if (dispute?.resolvedAt) return 'resolved';
  // Staff may still finalize any match themselves (Finalize Scores): that settles it, dispute or not.
  if (match.status === 'completed') return 'confirmed';
  return dispute ? 'disputed' : 'awaiting';
}

/** An evidence image as the REST door received it (content-checked and stored by `store`). */
export interface EvidenceImage {
  store(): Promise<string>;
}

/**
 * Team reports and disputes (issue 26). In a competition whose reporting mode is `teams`, each side's leader,
 * co-leader or captain reports both teams' per-round scores; agreeing reports finalize the match through the one
 * finalize path staff use (matches' finalizeLocked, on the locked match row, so it happens once however the two reports
 * race); differing reports open a dispute that the competition's staff resolve; an unanswered report is confirmed by a
 * durable job after the competition's window. Each step goes on the match's event stream and notifies both teams and staff.
 */
export const matchReportsService = {
  /** update-reporting-mode of a ladder: who may change its settings. */
  async updateLeagueMode(ctx: RequestContext, leagueId: unknown, mode: unknown, windowHours: unknown): Promise<League> {
    requireViewer(ctx);
    const id = assertUuid(leagueId, 'leagueId');
    const reportingMode = reportingModeInput(mode);
    const confirmWindowHours = windowInput(windowHours);
    const league = await inTransaction(ctx, async (tx) => {
      const locked = await lockEntityOrThrow(tx, League, id, 'League', 'leagueId');
      await assertCanConfigure(tx, locked, Messages.ladderConfigureForbidden);
      Object.assign(locked, { reportingMode, confirmWindowHours: confirmWindowHours ?? locked.confirmWindowHours });
      await tx.db.getRepository(League).update({ id: locked.id }, { reportingMode: locked.reportingMode, confirmWindowHours: locked.confirmWindowHours });
      await publishLeagueEvent(tx, locked.id, 'settings');
      return locked;
    });
    forgetLeague(ctx, league.id);
    return league;
  },

  /** update-reporting-mode of a tournament: who may change its settings. */
  async updateTournamentMode(ctx: RequestContext, tournamentId: unknown, mode: unknown, windowHours: unknown): Promise<Tournament> {
    requireViewer(ctx);
    const id = assertUuid(tournamentId, 'tournamentId');
    const reportingMode = reportingModeInput(mode);
    const confirmWindowHours = windowInput(windowHours);
    const tournament = await inTransaction(ctx, async (tx) => {
      const locked = await lockTournament(tx, id);
      if (!(await tournamentRights(tx, locked)).canEditSettings) throw AppError.forbidden(Messages.tournamentConfigureForbidden);
      Object.assign(locked, { reportingMode, confirmWindowHours: confirmWindowHours ?? locked.confirmWindowHours });
      await tx.db.query(`UPDATE tournaments SET reporting_mode = $2, confirm_window_hours = $3 WHERE tournament_id = $1`, [
        locked.id,
        locked.reportingMode,
        locked.confirmWindowHours,
      ]);
      await publishTournamentEvent(tx, locked.id, 'seeding');
      return locked;
    });
    forgetTournament(ctx, tournament.id);
    return tournament;
  },

  /**
   * A team's report. The first report waits for the other side (amendable until then; the auto-confirm job moves with
   * each amendment); the answer either agrees (the match is finalized) or differs (the match is disputed).
   */
  async report(ctx: RequestContext, matchId: unknown, teamId: unknown, scores: unknown): Promise<MatchReportsModel> {
    const viewer = requireViewer(ctx);
    const id = assertUuid(matchId, 'matchId');
    const team = assertUuid(teamId, 'teamId');
    if (!Array.isArray(scores)) throw bad('scores', Messages.reportBothTeams);
    const match = await inTransaction(ctx, async (tx) => {
      const locked = await lockMatch(tx, id);
      const competition = await competitionRowOf(tx, locked);
      if (competition.reportingMode !== 'teams') throw AppError.forbidden(Messages.reportingByStaff);
      const sides = await sidesOf(tx, locked);
      if (!sides.includes(team)) throw bad('teamId', Messages.reportTeamNotInMatch);
      if (!(await viewerReportsFor(tx, team, viewer.userId))) throw AppError.forbidden(Messages.reportForbidden);
      if (locked.status === 'completed') throw AppError.conflict(Messages.matchCompleted);
      if (locked.status === 'cancelled') throw AppError.conflict(Messages.matchCancelled);
      if (await disputeOf(tx, locked.id)) throw AppError.conflict(Messages.reportDisputed);
      const reports = await reportsOf(tx, locked.id);
      const own = reports.find((r) => r.teamId === team);
      const other = reports.find((r) => r.teamId !== team);
      if (own && other) throw AppError.conflict(Messages.reportAnswered);
      const result = await normalizeScores(tx, locked, scores, sides);
      const repo = tx.db.getRepository(MatchReport);
      if (own) await repo.update({ id: own.id }, { scores: result, reportedById: viewer.userId, updatedAt: new Date() });
      else await repo.insert({ matchId: locked.id, teamId: team, reportedById: viewer.userId, scores: result });
      if (!other) {
        // The other side has the competition's window to answer; an amendment gives it the whole window again.
        const runAt = new Date(Date.now() + competition.confirmWindowHours * 3_600_000);
        await tx.app.jobs.enqueue(tx.db, { kind: AUTO_CONFIRM_JOB, payload: { matchId: locked.id }, runAt, dedupeKey: autoConfirmKey(locked.id), replace: true });
        await announce(tx, locked, 'match_report_filed', 'report_filed', { teamId: team, actorId: viewer.userId });
        return locked;
      }
      await tx.app.jobs.cancel(tx.db, autoConfirmKey(locked.id));
      if (sameScores(other.scores, result)) {
        await settle(tx, locked, result);
        await announce(tx, locked, 'match_report_confirmed', 'report_confirmed', { teamId: team, actorId: viewer.userId });
      } else {
        await tx.db.getRepository(MatchDispute).insert({ matchId: locked.id, organizerId: competition.organizerId });
        await announce(tx, locked, 'match_disputed', 'disputed', { teamId: team, actorId: viewer.userId });
      }
      return locked;
    });
    forgetReports(ctx, match);
    return matchReportsService.get(ctx, match.id);
  },

  /**
   * The auto-confirm job's work: an unanswered report of a match still open is confirmed and the match finalized,
   * exactly once (on the locked match row; a finalized, disputed or answered match is left as it is).
   */
  async autoConfirm(ctx: RequestContext, matchId: string): Promise<boolean> {
    return inTransaction(ctx, async (tx) => {
      const [exists] = await tx.db.query(`SELECT 1 FROM matches WHERE match_id = $1`, [matchId]);
      if (!exists) return false; // deleted since
      const locked = await lockMatch(tx, matchId);
      if (locked.status !== 'scheduled' && locked.status !== 'pending') return false;
      if (await disputeOf(tx, locked.id)) return false;
      const reports = await reportsOf(tx, locked.id);
      if (reports.length !== 1) return false;
      if ((await competitionRowOf(tx, locked)).reportingMode !== 'teams') return false;
      await settle(tx, locked, reports[0].scores);
      await announce(tx, locked, 'match_auto_confirmed', 'auto_confirmed', { teamId: reports[0].teamId });
      return true;
    });
  },

  /** Evidence (a stored screenshot or a VOD link, with a text) on the match's open dispute. */
  async addEvidence(ctx: RequestContext, matchId: unknown, input: { link?: unknown; text?: unknown; image?: EvidenceImage | null }): Promise<MatchReportsModel> {
    requireViewer(ctx);
    const id = assertUuid(matchId, 'matchId');
    const hasLink = input.link !== undefined && input.link !== null && input.link !== '';
    if (!hasLink && !input.image) throw bad('evidencePic', Messages.disputeEvidenceNeeded);
    const link = hasLink ? linkInput(input.link) : null;
    const text = textInput(input.text, 'text', Messages.disputeTextInvalid);
    // Who may post is checked before the image is decoded and stored, and again on the locked row with the insert.
    await disputeAuthor(ctx, await matchesService.getMatch(ctx, id));
    const imageUrl = input.image ? await input.image.store() : null;
    return matchReportsService.post(ctx, id, 'evidence', { text, link, imageUrl });
  },

  /** A message in the match's dispute thread. */
  async postMessage(ctx: RequestContext, matchId: unknown, text: unknown): Promise<MatchReportsModel> {
    requireViewer(ctx);
    const id = assertUuid(matchId, 'matchId');
    return matchReportsService.post(ctx, id, 'message', { text: textInput(text, 'text', Messages.disputeTextInvalid), link: null, imageUrl: null });
  },

  async post(ctx: RequestContext, matchId: string, kind: DisputePostKind, content: { text: string; link: string | null; imageUrl: string | null }) {
    const viewer = requireViewer(ctx);
    const match = await inTransaction(ctx, async (tx) => {
      const locked = await lockMatch(tx, matchId);
      const author = await disputeAuthor(tx, locked);
      const dispute = await disputeOf(tx, locked.id);
      if (!dispute || dispute.resolvedAt || locked.status === 'completed' || locked.status === 'cancelled') throw AppError.conflict(Messages.disputeNone);
      await tx.db.getRepository(DisputePost).insert({ disputeId: dispute.id, kind, authorId: viewer.userId, teamId: author.teamId, ...content });
      await publishMatchEvent(tx, locked.id, 'dispute_updated');
      return locked;
    });
    forgetReports(ctx, match);
    return matchReportsService.get(ctx, match.id);
  },

  /**
   * Staff resolve a dispute: a team's report stands (chosenTeamId) or their own result (scores), with a reason. The
   * match is finalized through the one finalize path; who, why and when stay on the dispute, shown to both teams.
   */
  async resolve(ctx: RequestContext, matchId: unknown, input: { chosenTeamId?: unknown; scores?: unknown; reason?: unknown }): Promise<MatchReportsModel> {
    const viewer = requireViewer(ctx);
    const id = assertUuid(matchId, 'matchId');
    const chosen = input.chosenTeamId === undefined || input.chosenTeamId === null || input.chosenTeamId === '' ? null : assertUuid(input.chosenTeamId, 'chosenTeamId');
    const entered = input.scores === undefined || input.scores === null ? null : input.scores;
    if ((chosen === null) === (entered === null)) throw bad('chosenTeamId', Messages.resolveChoiceInvalid);
    const reason = textInput(input.reason, 'reason', Messages.resolveReasonInvalid);
    const match = await inTransaction(ctx, async (tx) => {
      const locked = await lockMatch(tx, id);
      if (!(await viewerCanManageMatch(tx, locked))) throw AppError.forbidden(Messages.resolveForbidden);
      const dispute = await disputeOf(tx, locked.id);
      if (!dispute || dispute.resolvedAt) throw AppError.conflict(Messages.disputeNone);
      let result: ReportedTeamScoreRow[];
      if (chosen) {
        const report = (await reportsOf(tx, locked.id)).find((r) => r.teamId === chosen);
        if (!report) throw bad('chosenTeamId', Messages.resolveChosenInvalid);
        result = report.scores;
      } else {
        result = await normalizeScores(tx, locked, entered, await sidesOf(tx, locked));
      }
      await settle(tx, locked, result);
      await tx.db.getRepository(MatchDispute).update(
        { id: dispute.id },
        { resolvedAt: new Date(), resolvedById: viewer.userId, chosenTeamId: chosen, enteredScores: chosen ? null : result, reason },
      );
      await announce(tx, locked, 'match_dispute_resolved', 'dispute_resolved', { teamId: chosen, actorId: viewer.userId });
      return locked;
    });
    forgetReports(ctx, match);
    return matchReportsService.get(ctx, match.id);
  },

  /** A match's reports, state, dispute and what the viewer may do (public; the dispute's posts for those taking part). */
  async get(ctx: RequestContext, matchId: unknown): Promise<MatchReportsModel> {
    const match = await matchesService.getMatch(ctx, matchId);
    return matchReportsService.of(ctx, match);
  },

  async of(ctx: RequestContext, match: Match): Promise<MatchReportsModel> {
    const [competition, reports, dispute, sides] = await Promise.all([
      competitionRowOf(ctx, match),
      ctx.loaders.matchReportsByMatchId.load(match.id),
      ctx.loaders.matchDisputeByMatchId.load(match.id),
      sidesOf(ctx, match),
    ]);
    const status = statusOf(match, reports, dispute);
    const awaitingTeamId = status === 'awaiting' && reports.length === 1 ? (sides.find((s) => s !== reports[0].teamId) ?? null) : null;
    let statusText: string = Messages.reportStatusAwaiting;
    if (awaitingTeamId) statusText = Messages.reportStatusAwaitingTeam.replace('{team}', (await ctx.loaders.teamById.load(awaitingTeamId))?.name ?? '');
    else if (status === 'disputed') statusText = Messages.reportStatusDisputed;
    else if (status === 'confirmed') statusText = Messages.reportStatusConfirmed;
    else if (status === 'resolved') statusText = Messages.reportStatusResolved;
    const side = await sideOf(ctx, sides, ctx.viewer?.userId);
    const open = match.status === 'scheduled' || match.status === 'pending';
    const staff = await viewerCanManageMatch(ctx, match);
    const answered = reports.length === sides.length;
    return {
      match,
      reportingMode: competition.reportingMode,
      status,
      statusText,
      awaitingTeamId,
      confirmDeadline: awaitingTeamId ? new Date(reports[0].updatedAt.getTime() + competition.confirmWindowHours * 3_600_000) : null,
      reports,
      dispute,
      viewerTeamId: side?.reports ? side.teamId : null,
      viewerCanReport: competition.reportingMode === 'teams' && open && !dispute && !answered && !!side?.reports,
      viewerCanResolve: status === 'disputed' && staff,
      viewerCanPostToDispute: status === 'disputed' && (staff || !!side),
    };
  },

  /** A match's report state alone (lists of matches: batched through the loaders). */
  async statusOf(ctx: RequestContext, match: Match): Promise<MatchReportStatus> {
    const [reports, dispute] = await Promise.all([ctx.loaders.matchReportsByMatchId.load(match.id), ctx.loaders.matchDisputeByMatchId.load(match.id)]);
    return statusOf(match, reports, dispute);
  },

  /** A dispute's evidence or thread: shown to both teams' members and the competition's staff, empty to others. */
  async posts(ctx: RequestContext, dispute: MatchDispute, kind: DisputePostKind): Promise<DisputePost[]> {
    if (!ctx.viewer) return [];
    const match = await matchesService.getMatch(ctx, dispute.matchId);
    if (!(await viewerCanManageMatch(ctx, match)) && !(await sideOf(ctx, await sidesOf(ctx, match), ctx.viewer.userId))) return [];
    return (await ctx.loaders.disputePostsByDisputeId.load(dispute.id)).filter((p) => p.kind === kind);
  },

  /** An organizer's open disputes, oldest first: its staff's queue. */
  async organizerDisputes(ctx: RequestContext, organizerId: unknown): Promise<MatchDispute[]> {
    requireViewer(ctx);
    const id = assertUuid(organizerId, 'organizerId');
    if (!(await competitionRights(ctx, { id, organizerId: id })).isStaff) throw AppError.forbidden(Messages.organizerDisputesForbidden);
    const disputes = await ctx.db
      .getRepository(MatchDispute)
      .createQueryBuilder('d')
      .innerJoin('matches', 'm', 'm.match_id = d.match_id')
      // A match staff finalized or cancelled themselves leaves the queue with its dispute unresolved.
      .where(`d.organizer_id = :id AND d.resolved_at IS NULL AND m.status IN ('scheduled', 'pending')`, { id })
      .orderBy('d.opened_at', 'ASC')
      .addOrderBy('d.dispute_id', 'ASC')
      .limit(200)
      .getMany();
    for (const dispute of disputes) ctx.loaders.matchDisputeByMatchId.prime(dispute.matchId, dispute);
    return disputes;
  },

  waitingSeconds(dispute: MatchDispute): number {
    return Math.max(0, Math.floor(((dispute.resolvedAt ?? new Date()).getTime() - dispute.openedAt.getTime()) / 1000));
  },
};

/** Who may post in a match's dispute: a member of either team (their side) or the competition's staff (no side). */
async function disputeAuthor(ctx: RequestContext, match: Match): Promise<{ teamId: string | null }> {
  const viewer = requireViewer(ctx);
  const side = await sideOf(ctx, await sidesOf(ctx, match), viewer.userId);
  if (side) return { teamId: side.teamId };
  if (await viewerCanManageMatch(ctx, match)) return { teamId: null };
  throw AppError.forbidden(Messages.disputeForbidden);
}

function forgetReports(ctx: RequestContext, match: Match) {
  forgetFinalized(ctx, match);
  ctx.loaders.matchReportsByMatchId.clear(match.id);
  ctx.loaders.matchDisputeByMatchId.clear(match.id);
  ctx.loaders.disputePostsByDisputeId.clearAll();
}

/** The auto-confirm job: a fresh context of its own (no viewer), idempotent (see autoConfirm). */
export const matchReportJobs: JobDefinition[] = [
  {
    kind: AUTO_CONFIRM_JOB,
    retry: { baseSeconds: 30, maxSeconds: 1_800, maxAttempts: 8 },
    async run(payload, job) {
      if (typeof payload.matchId !== 'string') return;
      await matchReportsService.autoConfirm(createRequestContext(job.app, null), payload.matchId);
    },
  },
];
