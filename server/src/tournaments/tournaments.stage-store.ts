import type { RequestContext } from '../core/context';
import { AppError } from '../core/errors';
import { Messages } from '../core/messages';
import type { EngineState, TournamentFormat } from './bracket-engine';
import { computeStandings, TIEBREAKERS, type StageResult, type StandingRow } from './stage-standings';
import { Tournament, TournamentStage, type StageSeeding, type Tiebreaker } from './tournaments.entities';
import type { StageNodeResult } from './stage-results';
export { readStageResults, type StageNodeResult } from './stage-results';

/**
 * Where a tournament's stages are kept and read: the stage rows (a tournament made before stages, or inserted without
 * them, has one implicit stage of its format), each stage's engine records (the first stage's in
 * tournaments.engine_state, as single-stage tournaments always kept them; later stages' on their row), and the
 * results a stage's standings are computed from.
 */

export const MAX_STAGES = 8;
const KINDS: TournamentFormat[] = ['round_robin', 'swiss', 'single_elimination', 'double_elimination'];
const isElimination = (kind: TournamentFormat) => kind === 'single_elimination' || kind === 'double_elimination';

export function defaultTiebreakers(kind: TournamentFormat): Tiebreaker[] {
  return kind === 'swiss' ? ['points', 'buchholz', 'sonneborn_berger', 'differential', 'seed'] : ['points', 'head_to_head', 'differential', 'metric_totals', 'seed'];
}

export type StagePlan = Pick<TournamentStage, 'stageNumber' | 'kind' | 'groupCount' | 'groupSize' | 'rounds' | 'advance' | 'seeding' | 'tiebreakers'>;

/** The one stage of a tournament created without stages: today's tournament. */
export function singleStage(format: TournamentFormat): StagePlan {
  return { stageNumber: 1, kind: format, groupCount: null, groupSize: null, rounds: null, advance: null, seeding: 'standing', tiebreakers: defaultTiebreakers(format) };
}

/** Raw stage input in either door's names (GraphQL camelCase, REST snake_case). */
export interface StageInput {
  kind?: unknown;
  groupCount?: unknown;
  groupSize?: unknown;
  rounds?: unknown;
  advance?: unknown;
  seeding?: unknown;
  tiebreakers?: unknown;
}

const wholeIn = (raw: unknown, min: number, max: number) => typeof raw === 'number' && Number.isInteger(raw) && raw >= min && raw <= max;

/**
 * Checks an ordered list of stages against the tournament's size: each stage's field is the size (first stage) or what
 * the stage before lets through; round robin groups fill their field exactly; every stage but the last is a round
 * robin or Swiss that lets 2 or more through; tiebreakers from the catalogue, each once.
 */
export function parseStages(raw: unknown, size: number): StagePlan[] {
  const fail = (message: string) => AppError.badInput(message, { stages: message });
  if (!Array.isArray(raw) || raw.length < 1 || raw.length > MAX_STAGES) throw fail(Messages.stagesInvalid);
  let field = size;
  return raw.map((input: StageInput, i): StagePlan => {
    if (!input || typeof input !== 'object') throw fail(Messages.stagesInvalid);
    const kind = input.kind as TournamentFormat;
    if (!KINDS.includes(kind)) throw fail(Messages.stageKindInvalid);
    const last = i === raw.length - 1;
    if (!last && isElimination(kind)) throw fail(Messages.stagesInvalid);
    let groupCount: number | null = null;
    let groupSize: number | null = null;
    let rounds: number | null = null;
    if (kind === 'round_robin') {
      groupCount = input.groupCount == null ? 1 : (input.groupCount as number);
      if (!wholeIn(groupCount, 1, 64)) throw fail(Messages.stageGroupsInvalid);
      groupSize = input.groupSize == null ? Math.ceil(field / groupCount) : (input.groupSize as number);
      if (!wholeIn(groupSize, 2, 64) || groupCount * groupSize !== field) throw fail(Messages.stageGroupsInvalid);
    }
    if (kind === 'swiss' && input.rounds != null) {
      if (!wholeIn(input.rounds, 1, 20) || (input.rounds as number) >= field) throw fail(Messages.stageRoundsInvalid);
      rounds = input.rounds as number;
    }
    let advance: number | null = null;
    if (!last) {
      const perGroup = kind === 'round_robin' ? groupSize! : field;
      const groups = kind === 'round_robin' ? groupCount! : 1;
      if (!wholeIn(input.advance, 1, perGroup - 1) || (input.advance as number) * groups < 2) throw fail(Messages.stageAdvanceInvalid);
      advance = input.advance as number;
      field = advance * groups;
    } else if (input.advance != null) throw fail(Messages.stageAdvanceInvalid);
    const seeding = (input.seeding ?? (kind === 'round_robin' && (groupCount ?? 1) > 1 ? 'cross_group' : 'standing')) as StageSeeding;
    if (seeding !== 'cross_group' && seeding !== 'standing') throw fail(Messages.stageSeedingInvalid);
    let tiebreakers = defaultTiebreakers(kind);
    if (input.tiebreakers != null) {
      const list = input.tiebreakers;
      if (!Array.isArray(list) || list.length === 0 || new Set(list).size !== list.length || !list.every((t) => TIEBREAKERS.includes(t))) throw fail(Messages.stageTiebreakersInvalid);
      tiebreakers = list as Tiebreaker[];
    }
    return { stageNumber: i + 1, kind, groupCount, groupSize, rounds, advance, seeding, tiebreakers };
  });
}

/** The implicit stage of a tournament stored without stage rows. */
function implicitStage(tournament: Tournament): TournamentStage {
  const status = tournament.status === 'registration' ? 'pending' : tournament.status;
  return Object.assign(new TournamentStage(), { ...singleStage(tournament.format), tournamentId: tournament.id, status, entrantIds: [] });
}

/** A tournament's stages in order (read through the request's loader). */
export async function stagesOf(ctx: RequestContext, tournament: Tournament): Promise<TournamentStage[]> {
  const rows = await ctx.loaders.tournamentStagesByTournamentId.load(tournament.id);
  return rows.length ? rows : [implicitStage(tournament)];
}

/** Inside a write on the locked tournament: its stage rows with their engine records, made if it had none. */
export async function lockedStages(tx: RequestContext, tournament: Tournament): Promise<TournamentStage[]> {
  const repo = tx.db.getRepository(TournamentStage);
  const read = () => repo.createQueryBuilder('s').addSelect('s.engineState').where('s.tournamentId = :id', { id: tournament.id }).orderBy('s.stageNumber', 'ASC').getMany();
  const rows = await read();
  if (rows.length) return rows;
  await repo.insert(implicitStage(tournament) as never);
  return read();
}

/** The engine records of one stage of the locked tournament. */
export function stateOf(tournament: Tournament, stage: TournamentStage): EngineState | null {
  return stage.stageNumber === 1 ? tournament.engineState : stage.engineState;
}

/** Stores one stage's engine records and status (the first stage's records on the tournament row). */
export async function writeStage(tx: RequestContext, tournament: Tournament, stage: TournamentStage, changes: Partial<Pick<TournamentStage, 'status' | 'entrantIds' | 'engineState'>>) {
  const { engineState, ...rest } = changes;
  if (engineState !== undefined && stage.stageNumber === 1) {
    await tx.db.getRepository(Tournament).update({ id: tournament.id }, { engineState: engineState as never });
    tournament.engineState = engineState;
  }
  const row = stage.stageNumber === 1 || engineState === undefined ? rest : { ...rest, engineState };
  if (Object.keys(row).length) await tx.db.getRepository(TournamentStage).update({ tournamentId: tournament.id, stageNumber: stage.stageNumber }, row as never);
  Object.assign(stage, changes);
}

/**
 * A group or Swiss stage's standings from its nodes (an elimination stage has none): teams from the stage's entrants
 * (or its nodes), groups from the nodes, seeds from the entrants' order, staff decisions for unresolved ties.
 */
export function standingsFrom(
  stage: TournamentStage,
  nodes: StageNodeResult[],
  decisions: Array<{ stageNumber: number; groupNumber: number | null; teamIds: string[] }>,
  nameOf: (teamId: string) => string,
): StandingRow[] {
  if (isElimination(stage.kind)) return [];
  const mine = nodes.filter((n) => n.stageNumber === stage.stageNumber);
  const groupOf = new Map<string, number | null>();
  for (const n of mine) for (const team of [n.participant1, n.participant2]) if (team && !groupOf.has(team)) groupOf.set(team, stage.kind === 'swiss' ? null : n.groupNumber);
  const entrants = stage.entrantIds.length ? stage.entrantIds : [...groupOf.keys()];
  const teams = entrants.map((teamId, i) => ({ teamId, group: groupOf.get(teamId) ?? (stage.kind === 'swiss' ? null : 1), seed: i + 1 }));
  const results: StageResult[] = [];
  for (const n of mine) {
    if (n.status === 'completed' && n.participant1 && n.participant2) {
      results.push({ group: n.groupNumber, team1: n.participant1, team2: n.participant2, score1: n.score1 ?? 0, score2: n.score2 ?? 0, winner: n.winner });
    } else if (n.status === 'bye' && stage.kind === 'swiss' && n.participant1) {
      // A Swiss bye scores as a win; a round-robin bye is only a rest.
      results.push({ group: null, team1: n.participant1, team2: null, score1: 0, score2: 0, winner: n.participant1 });
    }
  }
  return computeStandings({
    teams,
    results,
    tiebreakers: stage.tiebreakers,
    decisions: decisions.filter((d) => d.stageNumber === stage.stageNumber).map((d) => ({ group: d.groupNumber, teamIds: d.teamIds })),
    nameOf,
    advance: stage.advance,
  });
}
