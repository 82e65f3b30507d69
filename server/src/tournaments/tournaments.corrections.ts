import type { RequestContext } from '../core/context';
import { AppError } from '../core/errors';
import { assertUuid } from '../core/ids';
import { Messages } from '../core/messages';
import { inTransaction } from '../core/transaction';
import { requireViewer } from '../core/viewer';
import { forgetMatch, Match, MatchParticipant, storeScores, type TeamScoreInput } from '../matches';
import { pointsLedger, type LedgerChange } from '../leaderboards';
import type { Team } from '../teams';
import { In } from 'typeorm';
import { applyResult, projectNodes, resetResult } from './bracket-engine';
import { TOURNAMENT_POINTS } from './tournaments.competition';
import { BracketNode, ResultCorrection, type CorrectionLine, type Tournament, type TournamentStage } from './tournaments.entities';
import { lockedStages, stateOf, writeStage } from './tournaments.stage-store';
import { buildStage, progression } from './tournaments.stages';
import { forgetTournament, lockTournament, publishTournamentEvent, resultOf, storeEngineState, tournamentMetrics, tournamentRights } from './tournaments.manager';

export interface CorrectionPreviewModel {
  winner: Team | null;
  winnerChanges: boolean;
  resetNodes: BracketNode[];
  /** What the correction moves on the boards, in universal scores and ratings (nothing for an unranked tournament). */
  changes: LedgerChange[];
  /** Whether a later stage has started (then the correction needs confirmLaterStages). */
  laterStagesStarted: boolean;
  /** The later stages' played or scheduled nodes the correction resets, as they are now. */
  laterStageResets: BracketNode[];
}

interface CorrectionPlan {
  tournament: Tournament;
  stages: TournamentStage[];
  stage: TournamentStage;
  /** Stages after the corrected match's that have started. */
  laterStarted: TournamentStage[];
  match: Match;
  node: BracketNode;
  before: CorrectionLine[];
  after: CorrectionLine[];
  winnerChanges: boolean;
  /** Played or placed nodes downstream, furthest first (the order the engine clears them in). */
  resets: BracketNode[];
  /** Of those, the ones with a match (played or scheduled): what the staff see and the audit names. */
  resetMatches: BracketNode[];
}

/**
 * Plans a correction inside a transaction: the corrected totals come from the new rounds (stored, then rolled back for
 * a preview), and when the winner changes, every node the old result reached downstream that has been played or placed
 * is reset. Swiss results are fixed once a later round is paired (its pairings were drawn from them).
 */
async function plan(tx: RequestContext, matchId: unknown, scores: unknown): Promise<CorrectionPlan> {
  // The tournament first, then its matches: the lock order of every bracket write (see MatchCompetition.lock).
  const peek = await tx.db.getRepository(Match).findOne({ where: { id: assertUuid(matchId, 'matchId') } });
  if (!peek || !peek.tournamentId) throw AppError.notFound('Match');
  const tournament = await lockTournament(tx, peek.tournamentId);
  const match = (await tx.db.getRepository(Match).findOne({ where: { id: peek.id }, lock: { mode: 'pessimistic_write' } }))!;
  requireViewer(tx);
  if (!(await tournamentRights(tx, tournament)).canManage) throw AppError.forbidden(Messages.tournamentRunForbidden);
  if (tournament.archivedFrom) throw AppError.conflict(Messages.tournamentArchiveReadOnly);
  if (match.status !== 'completed') throw AppError.conflict(Messages.correctionNotFinal);
  const node = await tx.db.getRepository(BracketNode).findOne({ where: { matchId: match.id } });
  const stages = await lockedStages(tx, tournament);
  const stage = stages.find((s) => s.stageNumber === node?.stageNumber);
  if (!node || !stage || !stateOf(tournament, stage)) throw AppError.conflict(Messages.correctionNotFinal);
  if (!Array.isArray(scores) || scores.length !== 2) throw AppError.badInput(Messages.correctionScoresIncomplete, { scores: Messages.correctionScoresIncomplete });
  for (const team of scores as TeamScoreInput[]) {
    const rounds = Array.isArray(team?.rounds) ? team.rounds.map((r) => r?.round) : [];
    if (new Set(rounds).size !== match.rounds || rounds.length !== match.rounds) throw AppError.badInput(Messages.correctionScoresIncomplete, { scores: Messages.correctionScoresIncomplete });
  }
  const participants = await tx.db.getRepository(MatchParticipant).find({ where: { matchId: match.id } });
  const before = participants.map((p) => ({ teamId: p.teamId, points: p.totalPoints, placement: p.placement }));
  await tx.db.query(`DELETE FROM match_rounds WHERE match_id = $1`, [match.id]);
  await storeScores(tx, match, scores as TeamScoreInput[], await tournamentMetrics(tx, match));
  const corrected = await tx.db.getRepository(MatchParticipant).find({ where: { matchId: match.id } });
  const result = resultOf(node, corrected);
  if (result.winner === null && (stage.kind === 'single_elimination' || stage.kind === 'double_elimination')) {
    throw AppError.badInput(Messages.finalizeNeedsWinner);
  }
  const top = Math.max(...corrected.map((p) => p.totalPoints));
  const after = corrected.map((p) => ({ teamId: p.teamId, points: p.totalPoints, placement: result.winner === null || p.totalPoints === top ? 1 : 2 }));
  const winnerChanges = result.winner !== node.winnerTeamId;
  const nodes = await tx.db.getRepository(BracketNode).find({ where: { bracketId: node.bracketId, stageNumber: stage.stageNumber } });
  let resets: BracketNode[] = [];
  if (stage.kind === 'swiss') {
    if (nodes.some((n) => n.roundNumber > node.roundNumber)) throw AppError.conflict(Messages.correctionSwissLocked);
  } else if (winnerChanges && stage.kind !== 'round_robin') {
    // A round-robin result feeds no later match (the engine's "next matches" there are only the teams' next games).
    resets = downstream(node, nodes);
  }
  const laterStarted = stages.filter((s) => s.stageNumber > stage.stageNumber && s.status !== 'pending');
  return { tournament, stages, stage, laterStarted, match, node, before, after, winnerChanges, resets, resetMatches: resets.filter((n) => n.status === 'completed' || n.matchId !== null) };
}

/**
 * Nodes the result reached: following the winner's and the loser's paths while a node is played or holds a team that
 * came from here. Furthest first.
 */
function downstream(start: BracketNode, nodes: BracketNode[]): BracketNode[] {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const reached: BracketNode[] = [];
  const seen = new Set<string>();
  const visit = (id: string | null, depth: number) => {
    const node = id ? byId.get(id) : undefined;
    if (!node || seen.has(node.id) || node.status === 'bye') return;
    if (node.status !== 'completed' && !node.participant1Id && !node.participant2Id) return;
    seen.add(node.id);
    reached.push(Object.assign(node, { depth }));
    visit(node.parentNodeId, depth + 1);
    visit(node.loserParentNodeId, depth + 1);
  };
  visit(start.parentNodeId, 1);
  visit(start.loserParentNodeId, 1);
  return reached.sort((a, b) => (b as BracketNode & { depth: number }).depth - (a as BracketNode & { depth: number }).depth);
}

/**
 * Applies a planned correction in the caller's transaction: downstream results are cleared (their matches go back to
 * scheduled with the new pairing), the match's new placements are stored, the engine takes the new result, and the
 * points ledger reverses exactly what the reset and corrected matches had counted and counts the new result at its old
 * place (ratings replayed in order). Returns what moved on the boards, in scores and ratings.
 */
async function apply(tx: RequestContext, planned: CorrectionPlan): Promise<{ changes: LedgerChange[]; laterResets: BracketNode[] }> {
  const tournament = await lockTournament(tx, planned.match.tournamentId);
  let state = stateOf(tournament, planned.stage)!;
  for (const node of planned.resets) {
    if (node.status === 'completed') state = await resetResult(state, node.engineRef);
    if (node.matchId) {
      await tx.db.query(`DELETE FROM match_rounds WHERE match_id = $1`, [node.matchId]);
      await tx.db.query(`UPDATE match_participants SET total_points = 0, placement = NULL WHERE match_id = $1`, [node.matchId]);
      await tx.db.getRepository(Match).update({ id: node.matchId }, { status: 'scheduled', isScoreUpdated: false, finalizedAt: null });
    }
  }
  state = await resetResult(state, planned.node.engineRef);
  for (const line of planned.after) {
    await tx.db.getRepository(MatchParticipant).update({ matchId: planned.match.id, teamId: line.teamId }, { placement: line.placement });
  }
  const corrected = await tx.db.getRepository(MatchParticipant).find({ where: { matchId: planned.match.id } });
  state = await applyResult(state, planned.node.engineRef, resultOf(planned.node, corrected));
  await storeEngineState(tx, tournament, planned.node.bracketId, state, planned.stage, planned.stages.length);
  const laterResets = planned.laterStarted.length ? await reseedLaterStages(tx, tournament, planned.stages, planned.stage.stageNumber, planned.node.bracketId) : [];
  const draw = planned.after.filter((l) => l.placement === 1).length > 1;
  const sides = planned.after.map((l) => {
    const outcome = draw ? ('draw' as const) : l.placement === 1 ? ('win' as const) : ('loss' as const);
    return { teamId: l.teamId, placement: l.placement!, outcome, points: TOURNAMENT_POINTS[outcome] };
  });
  const voided = [...planned.resetMatches, ...laterResets].map((n) => n.matchId).filter((id): id is string => id !== null);
  return { changes: await pointsLedger.correct(tx, voided, [{ matchId: planned.match.id, sides }]), laterResets };
}

/** A match's result goes back to unplayed (its new pairing, or its cancellation, follows when the nodes are synced). */
async function voidMatch(tx: RequestContext, matchId: string) {
  await tx.db.query(`DELETE FROM match_rounds WHERE match_id = $1`, [matchId]);
  await tx.db.query(`UPDATE match_participants SET total_points = 0, placement = NULL WHERE match_id = $1`, [matchId]);
  await tx.db.getRepository(Match).update({ id: matchId }, { status: 'scheduled', isScoreUpdated: false, finalizedAt: null });
}

/**
 * After a correction in stage k, the started stages after it follow the corrected standings: a stage whose entrants
 * (in seed order) are unchanged keeps everything; otherwise its engine is rebuilt from the new seeds and its results are
 * replayed in the order they were finalized wherever the same two teams still meet in the same match; the others are
 * reset (their matches go back to scheduled with the new pairing, or are cancelled). A stage whose previous stage is no
 * longer complete goes back to waiting. Returns the nodes reset, as they were.
 */
async function reseedLaterStages(tx: RequestContext, tournament: Tournament, stages: TournamentStage[], fromStage: number, bracketId: string): Promise<BracketNode[]> {
  const lost: BracketNode[] = [];
  for (const stage of stages.filter((s) => s.stageNumber > fromStage && s.status !== 'pending')) {
    const previous = stages.find((s) => s.stageNumber === stage.stageNumber - 1)!;
    const old = await tx.db.getRepository(BracketNode).find({ where: { bracketId, stageNumber: stage.stageNumber } });
    const played = old.filter((n) => n.matchId !== null);
    if (previous.status !== 'completed') {
      for (const node of played) {
        if (node.status === 'completed') lost.push(Object.assign(new BracketNode(), node));
        await voidMatch(tx, node.matchId!);
        await tx.db.getRepository(Match).update({ id: node.matchId! }, { status: 'cancelled' });
      }
      await tx.db.getRepository(BracketNode).delete({ bracketId, stageNumber: stage.stageNumber });
      await writeStage(tx, tournament, stage, { status: 'pending', entrantIds: [], engineState: null });
      continue;
    }
    const { entrantIds } = await progression(tx, tournament, previous);
    if (entrantIds.join() === stage.entrantIds.join()) break;
    let state = await buildStage(stage, entrantIds);
    const matches = played.length ? await tx.db.getRepository(Match).find({ where: { id: In(played.map((n) => n.matchId!)) } }) : [];
    const finalizedAt = new Map(matches.map((m) => [m.id, m.status === 'completed' ? (m.finalizedAt?.getTime() ?? 0) : null]));
    const replay = played.filter((n) => finalizedAt.get(n.matchId!) != null).sort((a, b) => finalizedAt.get(a.matchId!)! - finalizedAt.get(b.matchId!)!);
    const participants = replay.length ? await tx.db.getRepository(MatchParticipant).find({ where: { matchId: In(replay.map((n) => n.matchId!)) } }) : [];
    const kept = new Set<string>();
    for (const node of replay) {
      const now = (await projectNodes(state)).find((n) => n.ref === node.engineRef);
      const pair = (a: string | null, b: string | null) => [a, b].sort().join();
      if (now && now.status === 'ready' && pair(now.participant1, now.participant2) === pair(node.participant1Id, node.participant2Id)) {
        const placed = Object.assign(new BracketNode(), node, { participant1Id: now.participant1, participant2Id: now.participant2 });
        state = await applyResult(state, node.engineRef, resultOf(placed, participants.filter((p) => p.matchId === node.matchId)));
        kept.add(node.id);
      }
    }
    // Results not replayed are lost; unplayed matches simply take their new pairing when the nodes are synced.
    for (const node of replay.filter((n) => !kept.has(n.id))) {
      lost.push(Object.assign(new BracketNode(), node));
      await voidMatch(tx, node.matchId!);
    }
    await writeStage(tx, tournament, stage, { entrantIds });
    await storeEngineState(tx, tournament, bracketId, state, stage, stages.length);
  }
  return lost;
}

export const tournamentCorrectionsService = {
  /** What the correction would do, computed by doing it; nothing is kept (the transaction rolls back). */
  async preview(ctx: RequestContext, matchId: unknown, scores: unknown): Promise<CorrectionPreviewModel> {
    // Staff see what a later stage loses before they confirm: the preview never refuses for it.
    const rollback = new Error('preview');
    let preview: CorrectionPreviewModel | null = null;
    try {
      await inTransaction(ctx, async (tx) => {
        const planned = await plan(tx, matchId, scores);
        const winner = planned.after.find((l) => l.placement === 1 && planned.after.filter((x) => x.placement === 1).length === 1);
        const resetNodes = planned.resetMatches.map((n) => Object.assign(new BracketNode(), n));
        const { changes, laterResets } = await apply(tx, planned);
        preview = {
          winner: winner ? await tx.loaders.teamById.load(winner.teamId) : null,
          winnerChanges: planned.winnerChanges,
          resetNodes,
          changes,
          laterStagesStarted: planned.laterStarted.length > 0,
          laterStageResets: laterResets,
        };
        throw rollback;
      });
    } catch (error) {
      if (error !== rollback) throw error;
    }
    return preview!;
  },

  /**
   * Applies a correction in one transaction (see apply): downstream results are cleared, the new result is stored,
   * placed and counted, what the old results counted is reversed, and an audit entry records who, when, before and
   * after. Once a later stage has started, only with confirmLaterStages (staff have seen the preview of what it loses).
   */
  async correct(ctx: RequestContext, matchId: unknown, scores: unknown, confirmLaterStages: unknown = false): Promise<ResultCorrection> {
    const viewer = requireViewer(ctx);
    const correction = await inTransaction(ctx, async (tx) => {
      const planned = await plan(tx, matchId, scores);
      if (planned.laterStarted.length && confirmLaterStages !== true) throw AppError.conflict(Messages.correctionLaterStages);
      const { laterResets } = await apply(tx, planned);
      const tournament = planned.tournament;
      const repo = tx.db.getRepository(ResultCorrection);
      const saved = await repo.save(
        repo.create({
          tournamentId: tournament.id,
          matchId: planned.match.id,
          correctedById: viewer.userId,
          before: planned.before,
          after: planned.after,
          resetNodeIds: [...planned.resetMatches, ...laterResets].map((n) => n.id),
        }),
      );
      await publishTournamentEvent(tx, tournament.id, 'bracket', planned.match.id);
      return saved;
    });
    forgetTournament(ctx, correction.tournamentId);
    const match = await ctx.loaders.matchById.load(correction.matchId);
    if (match) forgetMatch(ctx, match);
    return correction;
  },
};
