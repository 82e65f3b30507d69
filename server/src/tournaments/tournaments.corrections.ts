import type { RequestContext } from '../core/context';
import { AppError } from '../core/errors';
import { assertUuid } from '../core/ids';
import { Messages } from '../core/messages';
import { inTransaction } from '../core/transaction';
import { requireViewer } from '../core/viewer';
import { forgetMatch, Match, MatchParticipant, storeScores, type TeamScoreInput } from '../matches';
import { pointsLedger, type LedgerChange } from '../leaderboards';
import type { Team } from '../teams';
import { applyResult, resetResult } from './bracket-engine';
import { TOURNAMENT_POINTS } from './tournaments.competition';
import { BracketNode, ResultCorrection, type CorrectionLine, type Tournament } from './tournaments.entities';
import { forgetTournament, lockTournament, publishTournamentEvent, resultOf, storeEngineState, tournamentMetrics, tournamentRights } from './tournaments.manager';

export interface CorrectionPreviewModel {
  winner: Team | null;
  winnerChanges: boolean;
  resetNodes: BracketNode[];
  /** What the correction moves on the boards, in universal scores and ratings (nothing for an unranked tournament). */
  changes: LedgerChange[];
}

interface CorrectionPlan {
  tournament: Tournament;
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
  if (match.status !== 'completed') throw AppError.conflict(Messages.correctionNotFinal);
  const node = await tx.db.getRepository(BracketNode).findOne({ where: { matchId: match.id } });
  if (!node || !tournament.engineState) throw AppError.conflict(Messages.correctionNotFinal);
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
  if (result.winner === null && (tournament.format === 'single_elimination' || tournament.format === 'double_elimination')) {
    throw AppError.badInput(Messages.finalizeNeedsWinner);
  }
  const top = Math.max(...corrected.map((p) => p.totalPoints));
  const after = corrected.map((p) => ({ teamId: p.teamId, points: p.totalPoints, placement: result.winner === null || p.totalPoints === top ? 1 : 2 }));
  const winnerChanges = result.winner !== node.winnerTeamId;
  const nodes = await tx.db.getRepository(BracketNode).find({ where: { bracketId: node.bracketId } });
  let resets: BracketNode[] = [];
  if (tournament.format === 'swiss') {
    if (nodes.some((n) => n.roundNumber > node.roundNumber)) throw AppError.conflict(Messages.correctionSwissLocked);
  } else if (winnerChanges) {
    resets = downstream(node, nodes);
  }
  return { tournament, match, node, before, after, winnerChanges, resets, resetMatches: resets.filter((n) => n.status === 'completed' || n.matchId !== null) };
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
async function apply(tx: RequestContext, planned: CorrectionPlan): Promise<LedgerChange[]> {
  const tournament = await lockTournament(tx, planned.match.tournamentId);
  let state = tournament.engineState!;
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
  await storeEngineState(tx, tournament, planned.node.bracketId, state);
  const draw = planned.after.filter((l) => l.placement === 1).length > 1;
  const sides = planned.after.map((l) => {
    const outcome = draw ? ('draw' as const) : l.placement === 1 ? ('win' as const) : ('loss' as const);
    return { teamId: l.teamId, placement: l.placement!, outcome, points: TOURNAMENT_POINTS[outcome] };
  });
  const voided = planned.resetMatches.map((n) => n.matchId).filter((id): id is string => id !== null);
  return pointsLedger.correct(tx, voided, [{ matchId: planned.match.id, sides }]);
}

export const tournamentCorrectionsService = {
  /** What the correction would do, computed by doing it; nothing is kept (the transaction rolls back). */
  async preview(ctx: RequestContext, matchId: unknown, scores: unknown): Promise<CorrectionPreviewModel> {
    const rollback = new Error('preview');
    let preview: CorrectionPreviewModel | null = null;
    try {
      await inTransaction(ctx, async (tx) => {
        const planned = await plan(tx, matchId, scores);
        const winner = planned.after.find((l) => l.placement === 1 && planned.after.filter((x) => x.placement === 1).length === 1);
        const resetNodes = planned.resetMatches.map((n) => Object.assign(new BracketNode(), n));
        const changes = await apply(tx, planned);
        preview = {
          winner: winner ? await tx.loaders.teamById.load(winner.teamId) : null,
          winnerChanges: planned.winnerChanges,
          resetNodes,
          changes,
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
   * after.
   */
  async correct(ctx: RequestContext, matchId: unknown, scores: unknown): Promise<ResultCorrection> {
    const viewer = requireViewer(ctx);
    const correction = await inTransaction(ctx, async (tx) => {
      const planned = await plan(tx, matchId, scores);
      await apply(tx, planned);
      const tournament = planned.tournament;
      const repo = tx.db.getRepository(ResultCorrection);
      const saved = await repo.save(
        repo.create({
          tournamentId: tournament.id,
          matchId: planned.match.id,
          correctedById: viewer.userId,
          before: planned.before,
          after: planned.after,
          resetNodeIds: planned.resetMatches.map((n) => n.id),
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
