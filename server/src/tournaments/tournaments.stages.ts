import type { RequestContext } from '../core/context';
import { AppError } from '../core/errors';
import { assertUuid, isUuid } from '../core/ids';
import { Messages } from '../core/messages';
import { inTransaction } from '../core/transaction';
import { requireViewer } from '../core/viewer';
import { bracketSize, createBracket, placesFromSeeds, projectNodes, type EngineState } from './bracket-engine';
import { qualifiersInSeedOrder, tiesAtCutOff, type StandingRow } from './stage-standings';
import { Bracket, BracketNode, TieDecision, TournamentStage, type Tournament } from './tournaments.entities';
import { forgetTournament, lockTournament, publishTournamentEvent, sortNodes, storeEngineState, tournamentRights } from './tournaments.manager';
import { lockedStages, readStageResults, standingsFrom, stagesOf, writeStage } from './tournaments.stage-store';

/** A tie at a stage's cut-off that waits for staff. */
export interface UndecidedTie {
  stageNumber: number;
  groupNumber: number | null;
  teamIds: string[];
}

/** What advancing would start: the next stage with its entrants in seed order and the bracket they make. */
export interface NextStagePreviewModel {
  current: TournamentStage;
  next: TournamentStage;
  /** Whether every match of the current stage is played. */
  currentComplete: boolean;
  entrantIds: string[];
  undecidedTies: UndecidedTie[];
  nodes: BracketNode[];
}

const isElimination = (kind: string) => kind === 'single_elimination' || kind === 'double_elimination';

/** Team names for the explanations, read through the request's loader (one batch). */
async function namesOf(ctx: RequestContext, teamIds: string[]): Promise<(id: string) => string> {
  const teams = await ctx.loaders.teamById.loadMany(teamIds);
  const names = new Map(teamIds.map((id, i) => [id, (teams[i] as { name?: string } | null)?.name ?? 'a team']));
  return (id) => names.get(id) ?? 'a team';
}

/** A stage's standings from what the request's loaders read (a page of stages costs one statement each loader). */
export async function stageStandings(ctx: RequestContext, tournament: Tournament, stage: TournamentStage): Promise<StandingRow[]> {
  if (isElimination(stage.kind) || stage.status === 'pending') return [];
  const [nodes, decisions] = await Promise.all([ctx.loaders.stageResultsByTournamentId.load(tournament.id), ctx.loaders.tieDecisionsByTournamentId.load(tournament.id)]);
  const teamIds = [...new Set([...stage.entrantIds, ...nodes.flatMap((n) => [n.participant1, n.participant2]).filter((t): t is string => !!t)])];
  return standingsFrom(stage, nodes, decisions, await namesOf(ctx, teamIds));
}

/** Inside a write: a stage's standings as the transaction sees them (nothing cached). */
async function standingsNow(tx: RequestContext, tournament: Tournament, stage: TournamentStage): Promise<StandingRow[]> {
  const [nodes, decisions] = await Promise.all([
    readStageResults(tx.db, [tournament.id]),
    tx.db.getRepository(TieDecision).find({ where: { tournamentId: tournament.id }, order: { decidedAt: 'ASC', id: 'ASC' } }),
  ]);
  const teamIds = [...new Set([...stage.entrantIds, ...nodes.flatMap((n) => [n.participant1, n.participant2]).filter((t): t is string => !!t)])];
  return standingsFrom(stage, nodes, decisions, await namesOf(tx, teamIds));
}

/** Who goes on from a finished stage, in the next stage's seed order, and the ties at its cut-off waiting for staff. */
export async function progression(tx: RequestContext, tournament: Tournament, stage: TournamentStage): Promise<{ entrantIds: string[]; undecidedTies: UndecidedTie[] }> {
  const rows = await standingsNow(tx, tournament, stage);
  const advance = stage.advance ?? 0;
  const undecidedTies = tiesAtCutOff(rows, advance).map((t) => ({ stageNumber: stage.stageNumber, groupNumber: t.group, teamIds: t.teamIds }));
  return { entrantIds: qualifiersInSeedOrder(rows, advance, stage.seeding), undecidedTies };
}

/** A stage's engine built from its entrants in seed order (elimination: by the standard order, byes filling the rest). */
export function buildStage(stage: TournamentStage, entrantIds: string[]): Promise<EngineState> {
  const places = isElimination(stage.kind) ? placesFromSeeds(entrantIds, bracketSize(entrantIds.length, stage.kind)) : entrantIds;
  return createBracket({ format: stage.kind, places, thirdPlaceMatch: false, groupCount: stage.groupCount, rounds: stage.rounds });
}

/** The stage being played: the last that has started. */
function currentStage(stages: TournamentStage[]): TournamentStage {
  return [...stages].reverse().find((s) => s.status !== 'pending') ?? stages[0];
}

async function assertCanManage(ctx: RequestContext, tournament: Tournament) {
  requireViewer(ctx);
  if (!(await tournamentRights(ctx, tournament)).canManage) throw AppError.forbidden(Messages.tournamentRunForbidden);
}

async function previewIn(tx: RequestContext, tournament: Tournament): Promise<NextStagePreviewModel> {
  if (tournament.status === 'registration') throw AppError.conflict(Messages.tournamentNotStarted);
  const stages = await lockedStages(tx, tournament);
  const current = currentStage(stages);
  const next = stages.find((s) => s.stageNumber === current.stageNumber + 1);
  if (!next) throw AppError.conflict(Messages.stageNoNext);
  const { entrantIds, undecidedTies } = await progression(tx, tournament, current);
  const projected = entrantIds.length >= 2 ? await projectNodes(await buildStage(next, entrantIds)) : [];
  const idOf = (ref: string | null) => (ref ? `preview-${tournament.id}-${next.stageNumber}-${ref}` : null);
  const now = new Date();
  const nodes = projected.map((n) =>
    Object.assign(new BracketNode(), {
      id: idOf(n.ref)!,
      bracketId: `preview-${tournament.id}`,
      tournamentId: tournament.id,
      stageNumber: next.stageNumber,
      engineRef: n.ref,
      parentRef: n.parentRef,
      loserParentRef: n.loserParentRef,
      parentNodeId: idOf(n.parentRef),
      loserParentNodeId: idOf(n.loserParentRef),
      side: n.side,
      roundNumber: n.roundNumber,
      groupNumber: n.groupNumber,
      slotIndex: n.slotIndex,
      status: n.status,
      participant1Id: n.participant1,
      participant2Id: n.participant2,
      participant1Score: null,
      participant2Score: null,
      winnerTeamId: n.status === 'bye' ? n.winner : null,
      matchId: null,
      createdAt: now,
    }),
  );
  return { current, next, currentComplete: current.status === 'completed', entrantIds, undecidedTies, nodes: sortNodes(nodes) };
}

/**
 * Stages: their standings, the preview of the next stage, the advance into it, and staff decisions of ties at a
 * cut-off. Rights and rules here for GraphQL and REST alike; writes run on the locked tournament.
 */
export const tournamentStagesService = {
  stages: stagesOf,

  async stage(ctx: RequestContext, tournament: Tournament, stageNumber: unknown): Promise<TournamentStage> {
    const number = typeof stageNumber === 'string' && /^\d+$/.test(stageNumber) ? Number(stageNumber) : stageNumber;
    if (typeof number !== 'number' || !Number.isInteger(number)) throw AppError.badInput('stageNumber must be a whole number.', { stageNumber: 'stageNumber must be a whole number.' });
    const stage = (await stagesOf(ctx, tournament)).find((s) => s.stageNumber === number);
    if (!stage) throw AppError.notFound('Stage');
    return stage;
  },

  standings: stageStandings,

  /** The stage's nodes (the first stage's before the start: the preview the seeds make). */
  async nodes(ctx: RequestContext, tournament: Tournament, stage: TournamentStage): Promise<BracketNode[]> {
    const bracket = await ctx.loaders.bracketByTournamentId.load(tournament.id);
    if (!bracket) return [];
    return sortNodes((await ctx.loaders.bracketNodesByBracketId.load(bracket.id)).filter((n) => n.stageNumber === stage.stageNumber));
  },

  /** Staff see what advancing would start (nothing is stored). */
  async previewNext(ctx: RequestContext, tournamentId: unknown): Promise<NextStagePreviewModel> {
    const tournament = await ctx.loaders.tournamentById.load(assertUuid(tournamentId, 'tournamentId'));
    if (!tournament) throw AppError.notFound('Tournament');
    await assertCanManage(ctx, tournament);
    const rollback = new Error('preview');
    let preview: NextStagePreviewModel | null = null;
    try {
      await inTransaction(ctx, async (tx) => {
        preview = await previewIn(tx, await lockTournament(tx, tournament.id));
        throw rollback;
      });
    } catch (error) {
      if (error !== rollback) throw error;
    }
    return preview!;
  },

  /**
   * Staff start the next stage once the current one is complete and no tie at its cut-off waits for them: the
   * qualifiers are seeded (cross-group or by standing), the engine builds the stage and its first matches are scheduled.
   */
  async advance(ctx: RequestContext, tournamentId: unknown): Promise<Tournament> {
    const tournament = await inTransaction(ctx, async (tx) => {
      const locked = await lockTournament(tx, tournamentId);
      await assertCanManage(tx, locked);
      const preview = await previewIn(tx, locked);
      if (!preview.currentComplete) throw AppError.conflict(Messages.stageNotComplete);
      if (preview.undecidedTies.length) throw AppError.conflict(Messages.stageTieUndecided);
      const bracket = await tx.db.getRepository(Bracket).findOneByOrFail({ tournamentId: locked.id });
      const stages = await lockedStages(tx, locked);
      const next = stages.find((s) => s.stageNumber === preview.next.stageNumber)!;
      await writeStage(tx, locked, next, { entrantIds: preview.entrantIds });
      await storeEngineState(tx, locked, bracket.id, await buildStage(next, preview.entrantIds), next, stages.length);
      await publishTournamentEvent(tx, locked.id, 'bracket');
      return locked;
    });
    forgetTournament(ctx, tournament.id);
    return tournament;
  },

  /**
   * Staff order the teams of a tie that no tiebreaker separates (recorded with who and when); the standings and the
   * next stage's seeds follow it.
   */
  async decideTie(ctx: RequestContext, tournamentId: unknown, stageNumber: unknown, teamIds: unknown): Promise<TournamentStage> {
    const viewer = requireViewer(ctx);
    const invalid = () => AppError.badInput(Messages.stageTieInvalid, { teamIds: Messages.stageTieInvalid });
    if (!Array.isArray(teamIds) || teamIds.length < 2 || !teamIds.every((id) => isUuid(id))) throw invalid();
    const ids = teamIds.map((id: string) => id.toLowerCase());
    if (new Set(ids).size !== ids.length) throw invalid();
    const stage = await inTransaction(ctx, async (tx) => {
      const locked = await lockTournament(tx, tournamentId);
      await assertCanManage(tx, locked);
      const stages = await lockedStages(tx, locked);
      const stage = stages.find((s) => s.stageNumber === stageNumber);
      if (!stage) throw AppError.notFound('Stage');
      const rows = await standingsNow(tx, locked, stage);
      const row = rows.find((r) => r.teamId === ids[0]);
      const tied = row ? [row.teamId, ...row.unresolvedWith].sort().join() : '';
      if (!row || tied !== [...ids].sort().join()) throw invalid();
      await tx.db.getRepository(TieDecision).insert({ tournamentId: locked.id, stageNumber: stage.stageNumber, groupNumber: row.group, teamIds: ids, decidedById: viewer.userId });
      await publishTournamentEvent(tx, locked.id, 'bracket');
      return stage;
    });
    forgetTournament(ctx, stage.tournamentId);
    return stage;
  },
};
