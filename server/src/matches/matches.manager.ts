import { commentsService } from '../comments';
import type { RequestContext } from '../core/context';
import { publishLiveEvent } from '../core/live';
import { AppError, ErrorCode } from '../core/errors';
import { claimIdempotencyKey } from '../core/idempotency';
import { assertUuid } from '../core/ids';
import { lockEntityOrThrow } from '../core/entities';
import { Messages } from '../core/messages';
import { assertFuture, datesSpan, instantOrThrow } from '../competitions';
import { recordDomainEvent } from '../core/domain-events';
import { inTransaction } from '../core/transaction';
import { requireViewer } from '../core/viewer';
import { pointsLedger, type CountedSide } from '../leaderboards';
import { ladderRights, League, publishLeagueEvent, type LadderMetric } from '../leagues';
import { notificationsService } from '../notifications';
import { competitionOf, type MatchCompetition, type MatchOutcome } from './matches.competitions';
import { Match, MatchParticipant, MatchRound } from './matches.entities';
import { matchTopic, type MatchEventKind, type MatchEventPayload } from './matches.events';

/** Two matches of one team closer than this overlap (a ladder match is booked for an hour). */
export const MATCH_SLOT_MS = 60 * 60 * 1000;

/** match.scheduled's data (the webhooks outbox): the match as its GraphQL event carries it, before any score. */
function scheduledMatchData(match: Match, teamIds: string[]) {
  return {
    matchId: match.id,
    leagueId: match.leagueId,
    tournamentId: match.tournamentId,
    status: match.status.toUpperCase(),
    scheduledTime: match.scheduledTime.toISOString(),
    finalizedAt: null,
    teams: teamIds.map((teamId) => ({ teamId, totalPoints: 0, placement: null })),
  };
}

/** Puts a step on the match's event stream (after commit); team reports (match-reports) publish theirs here too. */
export function publishMatchEvent(ctx: RequestContext, matchId: string, kind: MatchEventKind) {
  const payload: Omit<MatchEventPayload, 'eventId'> = { kind, matchId };
  return publishLiveEvent(ctx, matchTopic(matchId), payload);
}

/**
 * Locks a match row: reports and the finalize of one match run one after another, and the finalize happens once. The
 * match's competition is locked first when it asks to be (see MatchCompetition.lock).
 */
export async function lockMatch(tx: RequestContext, matchId: unknown): Promise<Match> {
  const id = assertUuid(matchId, 'matchId');
  const peek = await tx.db.getRepository(Match).findOne({ where: { id } });
  if (peek && (peek.leagueId || peek.tournamentId)) await competitionOf(peek).lock?.(tx, peek);
  return lockEntityOrThrow(tx, Match, id, 'Match', 'matchId');
}

/** The match's competition, with the viewer's right to report on it (FORBIDDEN otherwise). */
async function managedCompetition(tx: RequestContext, match: Match) {
  const competition = competitionOf(match);
  if (!(await competition.canManage(tx, match))) throw AppError.forbidden(match.leagueId ? Messages.ladderRunForbidden : Messages.tournamentRunForbidden);
  return competition;
}

/**
 * The points of one round: each active numeric metric's value times its weight. Text metrics are kept, never scored.
 * Refuses names outside the ladder's metrics and negative or non-numeric values of numeric ones.
 */
export function roundPoints(metrics: unknown, ladderMetrics: LadderMetric[], field = 'metrics'): { metrics: Record<string, number | string>; points: number } {
  if (typeof metrics !== 'object' || metrics === null || Array.isArray(metrics)) throw AppError.badInput(Messages.scoresMetricInvalid, { [field]: Messages.scoresMetricInvalid });
  const byName = new Map(ladderMetrics.map((m) => [m.name, m]));
  const clean: Record<string, number | string> = {};
  let points = 0;
  for (const [name, value] of Object.entries(metrics)) {
    const metric = byName.get(name);
    // The refusal names the value: `<field>.<metric name>` (Report Score maps it beside that input).
    const refuse = () => AppError.badInput(Messages.scoresMetricInvalid, { [`${field}.${name}`]: Messages.scoresMetricInvalid });
    if (!metric) throw refuse();
    if (metric.type === 'text') {
      if (typeof value !== 'string' || value.length > 200) throw refuse();
      clean[name] = value;
      continue;
    }
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 1_000_000) throw refuse();
    clean[name] = value;
    if (metric.active) points += value * metric.weight;
  }
  return { metrics: clean, points: Math.round(points) };
}

export interface TeamScoreInput {
  teamId: unknown;
  rounds: Array<{ round: unknown; metrics: unknown }>;
}

/**
 * Schedule A Match, Report Score (Update Scores) and Finalize Scores (spec 02 sections 2 and 4). Staff of the ladder
 * only; writes on one match run on its locked row, and the finalize moves standings, leaderboards and universal
 * scores in the same transaction, exactly once.
 */
export const matchManagerService = {
  async schedule(ctx: RequestContext, leagueId: unknown, teamIds: unknown, scheduledTime: unknown, rounds: unknown = 3): Promise<Match> {
    const viewer = requireViewer(ctx);
    const id = assertUuid(leagueId, 'leagueId');
    const league = await ctx.loaders.leagueById.load(id);
    if (!league) throw AppError.notFound('League');
    if (!(await ladderRights(ctx, league)).canManage) throw AppError.forbidden(Messages.ladderRunForbidden);
    const ids = Array.isArray(teamIds) ? [...new Set(teamIds.map((t) => assertUuid(t, 'teamIds')))] : [];
    if (ids.length !== 2) throw AppError.badInput(Messages.matchTeamsInvalid, { teamIds: Messages.matchTeamsInvalid });
    const at = instantOrThrow(scheduledTime, 'scheduledTime', Messages.matchTimeInvalid);
    assertFuture(at, 'scheduledTime', Messages.matchTimeInPast);
    const { from, until } = datesSpan(league.startDate, league.endDate);
    if (at < from || at >= until) {
      const message = Messages.matchOutsideLadder.replace('{start}', league.startDate).replace('{end}', league.endDate);
      throw AppError.badInput(message, { scheduledTime: message });
    }
    if (typeof rounds !== 'number' || !Number.isInteger(rounds) || rounds < 1 || rounds > 15) {
      throw AppError.badInput(Messages.matchRoundsInvalid, { rounds: Messages.matchRoundsInvalid });
    }
    const match = await inTransaction(ctx, async (tx) => {
      // Lock the ladder: two schedules at once cannot both book a team into the same hour.
      await tx.db.getRepository(League).findOne({ where: { id: league.id }, lock: { mode: 'pessimistic_write' } });
      const entries = await tx.db.query(`SELECT team_id FROM league_participants WHERE league_id = $1 AND status = 'approved' AND team_id = ANY($2::uuid[])`, [league.id, ids]);
      if (entries.length !== 2) throw AppError.badInput(Messages.matchTeamsInvalid, { teamIds: Messages.matchTeamsInvalid });
      await assertOneSidePerPlayer(tx, ids);
      await assertTeamsFree(tx, ids, at);
      const repo = tx.db.getRepository(Match);
      const created = await repo.save(
        repo.create({
          leagueId: league.id,
          status: 'scheduled',
          scheduledTime: at,
          rounds,
          gameId: league.gameId,
          genreId: league.genreId,
          platformId: league.platformId,
          regionId: league.regionId,
          createdById: viewer.userId,
        }),
      );
      created.commentWallId = await commentsService.createWall(tx, 'match', created.id);
      await repo.update({ id: created.id }, { commentWallId: created.commentWallId });
      await tx.db.getRepository(MatchParticipant).insert(ids.map((teamId, i) => ({ matchId: created.id, teamId, slot: i + 1 })));
      const players = (await Promise.all(ids.map((teamId) => tx.loaders.rosterByTeamId.load(teamId)))).flat().map((m) => m.userId);
      await notificationsService.notifyAll(tx, players, { kind: 'match_scheduled', leagueId: league.id, matchId: created.id, actorId: viewer.userId });
      await publishLeagueEvent(tx, league.id, 'schedule', created.id);
      await recordDomainEvent(tx, 'match.scheduled', { organizerId: league.organizerId, data: scheduledMatchData(created, ids) });
      return created;
    });
    ctx.loaders.matchById.prime(match.id, match);
    return match;
  },

  /**
   * Update Scores: per team and round, the metric values; each round's points are recomputed from the ladder's
   * weights and each team's total from all its rounds. A retried request with the same idempotency key applies once.
   */
  async reportScores(ctx: RequestContext, matchId: unknown, scores: unknown, idempotencyKey?: unknown): Promise<Match> {
    const viewer = requireViewer(ctx);
    if (!Array.isArray(scores) || scores.length === 0) throw AppError.badInput(Messages.scoresTeamInvalid, { scores: Messages.scoresTeamInvalid });
    const match = await inTransaction(ctx, async (tx) => {
      const locked = await lockMatch(tx, matchId);
      const competition = await managedCompetition(tx, locked);
      if (locked.status === 'completed') throw AppError.conflict(Messages.matchCompleted);
      if (locked.status === 'cancelled') throw AppError.conflict(Messages.matchCancelled);
      if (!(await claimIdempotencyKey(tx, viewer.userId, `scores:${locked.id}`, idempotencyKey))) return locked;
      await applyScores(tx, locked, scores as TeamScoreInput[], competition);
      return locked;
    });
    forgetMatch(ctx, match);
    return match;
  },

  /**
   * Finalize Scores, one path for every competition: on the locked match (its competition locked first) the viewer's
   * right and the match's state are checked, the higher total wins (equal totals draw where the competition allows it),
   * the competition places the result (a ladder's standings, a bracket's advance), and the shared counting moves the
   * global boards, universal scores and ratings, all in one transaction; events go out after commit. A second finalize
   * finds the match completed: CONFLICT, no change.
   */
  async finalize(ctx: RequestContext, matchId: unknown): Promise<Match> {
    requireViewer(ctx);
    const match = await inTransaction(ctx, async (tx) => {
      const locked = await lockMatch(tx, matchId);
      const competition = await managedCompetition(tx, locked);
      await finalizeLocked(tx, locked, competition);
      return locked;
    });
    forgetFinalized(ctx, match);
    return match;
  },
};

/**
 * Stores scores on a locked match and marks it reported (status pending), in the caller's transaction: staff's Update
 * Scores, and team reports once they agree or staff resolve a dispute (match-reports), after their own checks.
 */
export async function applyScores(tx: RequestContext, locked: Match, scores: TeamScoreInput[], competition = competitionOf(locked)) {
  await storeScores(tx, locked, scores, await competition.metrics(tx, locked));
  await tx.db.getRepository(Match).update({ id: locked.id }, { isScoreUpdated: true, status: 'pending' });
  Object.assign(locked, { isScoreUpdated: true, status: 'pending' });
  await publishMatchEvent(tx, locked.id, 'scores');
  await competition.reported(tx, locked);
}

/**
 * The one finalize of a locked match (the caller checked who may finalize: staff's right, or agreeing team reports):
 * the higher total wins (equal totals draw where the competition allows it), the competition places the result (a
 * ladder's standings, a bracket's advance), and the shared counting moves the global boards, universal scores and
 * ratings, all in the caller's transaction; events go out after commit. A completed match: CONFLICT, no change.
 */
export async function finalizeLocked(tx: RequestContext, locked: Match, competition = competitionOf(locked)) {
  if (locked.status === 'completed') throw new AppError(ErrorCode.CONFLICT, Messages.finalizeAlreadyDone);
  if (locked.status === 'cancelled') throw AppError.conflict(Messages.matchCancelled);
  if (!locked.isScoreUpdated) throw AppError.badInput(Messages.finalizeNeedsScores);
  const participants = await tx.db.getRepository(MatchParticipant).find({ where: { matchId: locked.id }, order: { teamId: 'ASC' } });
  const top = Math.max(...participants.map((p) => p.totalPoints));
  const draw = participants.filter((p) => p.totalPoints === top).length > 1;
  if (draw && !(await competition.allowsDraw(tx, locked))) throw AppError.badInput(Messages.finalizeNeedsWinner);
  await storePlacements(tx, participants, draw, top);
  const outcomes = new Map(participants.map((p): [string, MatchOutcome] => [p.teamId, draw ? 'draw' : p.totalPoints === top ? 'win' : 'loss']));
  const finalizedAt = new Date();
  await tx.db.getRepository(Match).update({ id: locked.id }, { status: 'completed', finalizedAt });
  Object.assign(locked, { status: 'completed', finalizedAt });
  await competition.place(tx, locked, participants, outcomes);
  await countMatch(tx, locked, competition, participants, outcomes);
  await competition.finalized(tx, locked);
  await publishMatchEvent(tx, locked.id, 'finalized');
}

/** After a finalize commits: the request's loaders read the match and its ladder's standings afresh. */
export function forgetFinalized(ctx: RequestContext, match: Match) {
  forgetMatch(ctx, match);
  if (match.leagueId) ctx.loaders.leagueStandings.clearAll();
}

/**
 * The shared counting of a finalized match, in its transaction: unless its competition counts nowhere (an unranked
 * tournament), each side's team and rostered players move on the global boards of the match's game, region and genre
 * (and the competition's own board), the players' universal scores gain the side's points and their ratings move,
 * each movement recorded in the points ledger.
 */
export async function countMatch(tx: RequestContext, match: Match, competition: MatchCompetition, participants: MatchParticipant[], outcomes: Map<string, MatchOutcome>) {
  const counting = await competition.counting(tx, match);
  if (!counting) return;
  const sides: CountedSide[] = [];
  for (const p of participants) {
    const outcome = outcomes.get(p.teamId)!;
    const memberIds = (await tx.loaders.rosterByTeamId.load(p.teamId)).map((m) => m.userId);
    sides.push({ teamId: p.teamId, memberIds, points: counting.points(outcome), outcome, placement: p.placement! });
  }
  await pointsLedger.count(tx, match.id, { gameId: match.gameId, regionId: match.regionId, genreId: match.genreId, leagueBoardId: counting.boardId }, sides);
}

/**
 * Rosters locked into a started match keep their players: a player of a team whose match has started (its time has
 * come, or scores are reported) and is not finalized cannot leave the team or be removed from it (CONFLICT naming the
 * player and the match). Registered with the teams domain by the composition root; runs on the locked team row.
 */
export async function assertNotInStartedMatch(tx: RequestContext, team: { id: string }, userId: string): Promise<void> {
  const [started] = await tx.db.query(
    `SELECT m.match_id FROM match_participants p JOIN matches m ON m.match_id = p.match_id
      WHERE p.team_id = $1 AND (m.status = 'pending' OR (m.status = 'scheduled' AND m.scheduled_time <= now()))
      ORDER BY m.scheduled_time LIMIT 1`,
    [team.id],
  );
  if (!started) return;
  const player = await tx.loaders.userById.load(userId);
  throw AppError.conflict(Messages.rosterLockedByMatch.replace('{player}', player?.userName ?? userId).replace('{match}', started.match_id));
}

/**
 * The double-booking rule: neither team may play another scheduled or pending match within an hour of `at` (CONFLICT
 * naming the team, the match and its time). `exceptMatchId` is the match being moved, which never clashes with itself.
 */
export async function assertTeamsFree(tx: RequestContext, teamIds: string[], at: Date, exceptMatchId: string | null = null): Promise<void> {
  const [clash] = await tx.db.query(
    `SELECT m.match_id, m.scheduled_time, t.team_name FROM matches m
       JOIN match_participants p ON p.match_id = m.match_id JOIN teams t ON t.team_id = p.team_id
      WHERE p.team_id = ANY($1::uuid[]) AND m.status IN ('scheduled', 'pending') AND m.match_id IS DISTINCT FROM $3::uuid
        AND m.scheduled_time > $2::timestamptz - interval '1 hour' AND m.scheduled_time < $2::timestamptz + interval '1 hour'
      ORDER BY m.scheduled_time LIMIT 1`,
    [teamIds, at.toISOString(), exceptMatchId],
  );
  if (!clash) return;
  const message = Messages.matchDoubleBooked.replace('{team}', clash.team_name).replace('{match}', clash.match_id).replace('{time}', new Date(clash.scheduled_time).toISOString());
  throw AppError.conflict(message);
}

/** One player, one side: a player on both teams' rosters cannot be scheduled (BAD_USER_INPUT naming them). */
async function assertOneSidePerPlayer(tx: RequestContext, teamIds: string[]) {
  const [home, away] = await Promise.all(teamIds.map((teamId) => tx.loaders.rosterByTeamId.load(teamId)));
  const both = home.find((m) => away.some((other) => other.userId === m.userId));
  if (!both) return;
  const player = await tx.loaders.userById.load(both.userId);
  const message = Messages.matchPlayerOnBothTeams.replace('{player}', player?.userName ?? both.userId);
  throw AppError.badInput(message, { teamIds: message });
}

/**
 * Stores reported rounds: per team and round, the metric values and their points from the competition's metrics; each
 * team's total is recomputed from all its rounds. Rounds not sent keep what was stored.
 */
export async function storeScores(tx: RequestContext, match: Match, scores: TeamScoreInput[], metrics: LadderMetric[]) {
  const teams = new Set((await tx.db.getRepository(MatchParticipant).find({ where: { matchId: match.id } })).map((p) => p.teamId));
  // Every value is checked before the first row is written: a refused report writes nothing.
  const rows: Array<{ matchId: string; teamId: string; matchRound: number; metrics: Record<string, number | string>; roundPoints: number }> = [];
  for (const raw of scores) {
    const teamId = typeof raw?.teamId === 'string' ? raw.teamId.toLowerCase() : '';
    if (!teams.has(teamId) || !Array.isArray(raw.rounds)) throw AppError.badInput(Messages.scoresTeamInvalid, { scores: Messages.scoresTeamInvalid });
    for (const round of raw.rounds) {
      const n = round?.round;
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > match.rounds) throw AppError.badInput(Messages.scoresRoundInvalid, { scores: Messages.scoresRoundInvalid });
      const scored = roundPoints(round.metrics, metrics, `scores.${teamId}.${n}`);
      rows.push({ matchId: match.id, teamId, matchRound: n, metrics: scored.metrics, roundPoints: scored.points });
    }
  }
  for (const row of rows) {
    await tx.db.createQueryBuilder().insert().into(MatchRound).values(row).orUpdate(['metrics', 'round_points'], ['match_id', 'team_id', 'match_round']).execute();
  }
  await tx.db.query(
    `UPDATE match_participants p SET total_points = COALESCE((SELECT sum(round_points) FROM match_rounds r WHERE r.match_id = p.match_id AND r.team_id = p.team_id), 0)
      WHERE p.match_id = $1`,
    [match.id],
  );
}

/** Placements from the totals: 1 for the winner (both in a draw), 2 for the loser. */
async function storePlacements(tx: RequestContext, participants: MatchParticipant[], draw: boolean, top: number) {
  for (const p of participants) {
    p.placement = draw || p.totalPoints === top ? 1 : 2;
    await tx.db.getRepository(MatchParticipant).update({ matchId: p.matchId, teamId: p.teamId }, { placement: p.placement });
  }
}

export function forgetMatch(ctx: RequestContext, match: Match) {
  ctx.loaders.matchById.clear(match.id).prime(match.id, match);
  ctx.loaders.matchParticipantsByMatchId.clear(match.id);
  ctx.loaders.matchRoundsByMatchId.clear(match.id);
}
