import { BracketsManager } from 'brackets-manager';
import { InMemoryDatabase } from 'brackets-memory-db';
import type { Database, Match as EngineMatch, ParticipantResult } from 'brackets-model';

/**
 * The bracket engines behind our tournaments: brackets-manager.js for elimination and round robin, tournament-organizer
 * for Swiss pairings. Each tournament keeps its engine's records as one jsonb document (tournaments.engine_state),
 * loaded and written back under the tournament row's lock: one bracket is a few hundred records at most, so an engine
 * operation costs two statements and commits or rolls back with the matches and nodes it moves.
 *
 * Engines see teams as opaque strings (our team ids); everything here is pure and synchronous to the database.
 */

export type TournamentFormat = 'single_elimination' | 'double_elimination' | 'round_robin' | 'swiss';
export type BracketSide = 'winners' | 'losers' | 'grand_final' | 'third_place' | 'round_robin' | 'swiss';
export type EngineNodeStatus = 'pending' | 'ready' | 'completed' | 'bye';

/** One engine match as a documented bracket node (ids resolved to node ids when stored). */
export interface EngineNode {
  ref: string;
  parentRef: string | null;
  loserParentRef: string | null;
  side: BracketSide;
  roundNumber: number;
  groupNumber: number | null;
  slotIndex: number;
  status: EngineNodeStatus;
  participant1: string | null;
  participant2: string | null;
  score1: number | null;
  score2: number | null;
  winner: string | null;
}

export type EngineState = { kind: 'brackets'; data: Database } | { kind: 'swiss'; values: SwissValues };

/** The result a finalized match hands to the engine. */
export interface EngineResult {
  team1: string;
  team2: string;
  score1: number;
  score2: number;
  /** The winning team id, or null for a draw (round robin and Swiss only). */
  winner: string | null;
}

/** An in-memory brackets-manager store we can snapshot back into the tournament row. */
class SnapshotDatabase extends InMemoryDatabase {
  snapshot(): Database {
    return this.data;
  }
}

async function withBrackets<T>(data: Database | null, work: (manager: BracketsManager, storage: SnapshotDatabase) => Promise<T>): Promise<{ result: T; data: Database }> {
  const storage = new SnapshotDatabase();
  if (data) storage.setData(structuredClone(data));
  const manager = new BracketsManager(storage);
  const result = await work(manager, storage);
  return { result, data: storage.snapshot() };
}

/**
 * The bracket size: the number of places rounded up to a power of two (missing places are byes); a double elimination
 * needs a losers bracket, so at least 4.
 */
export function bracketSize(places: number, format: TournamentFormat = 'single_elimination'): number {
  let size = format === 'double_elimination' ? 4 : 2;
  while (size < places) size *= 2;
  return size;
}

/**
 * Standard seeding: the bracket position (0-based, in round-1 order) of each seed 1..size, so that seed 1 meets the
 * last seed, and seeds 1 and 2 can only meet in the final (1 v 8, 4 v 5, 2 v 7, 3 v 6 for 8).
 */
export function seedPositions(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const n = order.length * 2 + 1;
    order = order.flatMap((seed) => [seed, n - seed]);
  }
  const positions = new Array<number>(size);
  order.forEach((seed, position) => (positions[seed - 1] = position));
  return positions;
}

/** Round-1 places in order from seeds: seeds[i] is the team with seed i + 1, or null for a bye. */
export function placesFromSeeds(seededTeams: Array<string | null>, size: number): Array<string | null> {
  const places = new Array<string | null>(size).fill(null);
  const positions = seedPositions(size);
  seededTeams.forEach((team, i) => {
    if (i < size) places[positions[i]] = team;
  });
  return places;
}

/** The seed (1-based) that the standard order puts at each round-1 place. */
export function seedAtPlace(size: number): number[] {
  const bySeed = seedPositions(size);
  const atPlace = new Array<number>(size);
  bySeed.forEach((position, seed) => (atPlace[position] = seed + 1));
  return atPlace;
}

export interface CreateBracketInput {
  format: TournamentFormat;
  /** Elimination: round-1 places in order (null = bye), length a power of two. Others: teams in seed order. */
  places: Array<string | null>;
  thirdPlaceMatch: boolean;
  /** Round robin: the number of groups (teams are spread over them by seed); one group per 8 teams when omitted. */
  groupCount?: number | null;
  /** Swiss: the number of rounds; ceil(log2(teams)) when omitted. */
  rounds?: number | null;
}

/** Builds the engine's bracket for a format; returns the stored state. */
export async function createBracket(input: CreateBracketInput): Promise<EngineState> {
  const teams = input.places.filter((t): t is string => t !== null);
  if (input.format === 'swiss') return { kind: 'swiss', values: await createSwiss(teams, input.rounds ?? swissRounds(teams.length)) };
  const { data } = await withBrackets(null, async (manager) => {
    if (input.format === 'round_robin') {
      const groupCount = input.groupCount ?? Math.max(1, Math.ceil(teams.length / 8));
      await manager.create.stage({
        tournamentId: 0,
        name: 'Round robin',
        type: 'round_robin',
        seeding: teams,
        settings: { groupCount, seedOrdering: ['groups.seed_optimized'], roundRobinMode: 'simple' },
      });
      return;
    }
    await manager.create.stage({
      tournamentId: 0,
      name: 'Main',
      type: input.format as 'single_elimination' | 'double_elimination',
      seeding: input.places,
      settings:
        input.format === 'single_elimination'
          ? { seedOrdering: ['natural'], consolationFinal: input.thirdPlaceMatch && input.places.length >= 4, balanceByes: false, size: input.places.length }
          : { seedOrdering: ['natural'], grandFinal: 'double', balanceByes: false, size: input.places.length },
    });
  });
  return { kind: 'brackets', data };
}

/** Every engine match as a node, with its parents (where the winner and the loser go). */
export async function projectNodes(state: EngineState): Promise<EngineNode[]> {
  if (state.kind === 'swiss') return projectSwiss(state.values);
  const { result } = await withBrackets(state.data, async (manager) => {
    const data = state.data;
    const nameOf = new Map(data.participant.map((p) => [p.id, p.name]));
    const stage = data.stage[0];
    const groupNumber = new Map(data.group.map((g) => [g.id, g.number]));
    const roundNumber = new Map(data.round.map((r) => [r.id, r.number]));
    const matchById = new Map(data.match.map((m) => [m.id, m]));
    const nodes: EngineNode[] = [];
    for (const match of data.match) {
      const group = groupNumber.get(match.group_id)!;
      const side = sideOf(stage.type, group);
      const next = await manager.find.nextMatches(match.id);
      let parentRef: string | null = null;
      let loserParentRef: string | null = null;
      for (const n of next) {
        const nextSide = sideOf(stage.type, groupNumber.get(n.group_id)!);
        const toLosers = (side === 'winners' && nextSide === 'losers') || nextSide === 'third_place';
        if (toLosers) loserParentRef = `m:${n.id}`;
        else parentRef = `m:${n.id}`;
      }
      const round = roundNumber.get(match.round_id)!;
      const slotIndex = match.number - 1;
      nodes.push({
        ref: `m:${match.id}`,
        parentRef,
        loserParentRef,
        side,
        roundNumber: round,
        groupNumber: side === 'round_robin' ? group : side === 'winners' && round === 1 ? Math.floor(slotIndex / 4) + 1 : null,
        slotIndex,
        ...opponents(matchById.get(match.id)!, nameOf),
      });
    }
    return withoutNeedlessReset(nodes);
  });
  return result;
}

/**
 * brackets-manager leaves the grand-final reset playable even when the winners-bracket team won the first grand final
 * (the caller decides, as its getGrandFinalDecisiveMatch does); then the reset is not played: shown empty, as a bye.
 */
function withoutNeedlessReset(nodes: EngineNode[]): EngineNode[] {
  const first = nodes.find((n) => n.side === 'grand_final' && n.roundNumber === 1);
  if (!first || first.status !== 'completed' || first.winner !== first.participant1) return nodes;
  return nodes.map((n) =>
    n.side === 'grand_final' && n.roundNumber === 2 ? { ...n, status: 'bye' as const, participant1: null, participant2: null, score1: null, score2: null, winner: null } : n,
  );
}

function sideOf(type: string, group: number): BracketSide {
  if (type === 'round_robin') return 'round_robin';
  if (type === 'single_elimination') return group === 1 ? 'winners' : 'third_place';
  return group === 1 ? 'winners' : group === 2 ? 'losers' : 'grand_final';
}

// brackets-model's Status: Locked 0, Waiting 1, Ready 2, Running 3, Completed 4, Archived 5.
function opponents(match: EngineMatch, nameOf: Map<unknown, string>) {
  const team = (o: ParticipantResult | null) => (o?.id != null ? (nameOf.get(o.id) ?? null) : null);
  const participant1 = team(match.opponent1);
  const participant2 = team(match.opponent2);
  const bye = match.opponent1 === null || match.opponent2 === null;
  const done = match.status >= 4;
  const winner = match.opponent1?.result === 'win' ? participant1 : match.opponent2?.result === 'win' ? participant2 : null;
  const status: EngineNodeStatus = bye ? 'bye' : done ? 'completed' : participant1 && participant2 ? 'ready' : 'pending';
  return {
    status,
    participant1,
    participant2,
    score1: match.opponent1?.score ?? null,
    score2: match.opponent2?.score ?? null,
    winner: bye ? (participant1 ?? participant2) : winner,
  };
}

/** Engine match id of a node reference. */
const engineIdOf = (ref: string) => ref.slice(2);

/** Hands a finalized result to the engine; it moves the winner (and, in double elimination, the loser). */
export async function applyResult(state: EngineState, ref: string, result: EngineResult): Promise<EngineState> {
  if (state.kind === 'swiss') return { kind: 'swiss', values: await swissResult(state.values, engineIdOf(ref), result) };
  const { data } = await withBrackets(state.data, async (manager) => {
    const id = Number(engineIdOf(ref));
    const match = state.data.match.find((m) => m.id === id);
    if (!match) throw new Error(`Engine match ${ref} not found`);
    const nameOf = new Map(state.data.participant.map((p) => [p.id, p.name]));
    const first = nameOf.get(match.opponent1?.id as number) === result.team1;
    const [s1, s2] = first ? [result.score1, result.score2] : [result.score2, result.score1];
    const outcome = (mine: string) => (result.winner === null ? 'draw' : result.winner === mine ? 'win' : 'loss');
    const team1 = first ? result.team1 : result.team2;
    const team2 = first ? result.team2 : result.team1;
    await manager.update.match({ id, opponent1: { score: s1, result: outcome(team1) }, opponent2: { score: s2, result: outcome(team2) } });
  });
  return { kind: 'brackets', data };
}

/** Clears a played match's result (its later matches must be cleared first). */
export async function resetResult(state: EngineState, ref: string): Promise<EngineState> {
  if (state.kind === 'swiss') return { kind: 'swiss', values: await swissClear(state.values, engineIdOf(ref)) };
  const { data } = await withBrackets(state.data, async (manager, storage) => {
    const id = Number(engineIdOf(ref));
    // A round-robin match leads nowhere, but brackets-manager treats the same teams' next-round matches as its "next
    // matches" and refuses once those are played: its result is cleared in place (what reset.matchResults would do).
    if (storage.snapshot().stage[0]?.type === 'round_robin') {
      const match = storage.snapshot().match.find((m) => m.id === id)!;
      for (const side of [match.opponent1, match.opponent2]) {
        if (!side) continue;
        delete side.result;
        delete side.score;
        delete side.forfeit;
      }
      match.status = 2; // Status.Ready
      return;
    }
    await manager.reset.matchResults(id);
    // reset.matchResults keeps the scores, which leaves the match "running" and locks the one before it: a cleared
    // result is a match to play again, so its scores go too.
    const match = storage.snapshot().match.find((m) => m.id === id)!;
    for (const side of [match.opponent1, match.opponent2]) if (side) delete side.score;
    if (match.opponent1?.id != null && match.opponent2?.id != null) match.status = 2; // Status.Ready
  });
  return { kind: 'brackets', data };
}

/** Whether every match of a stage is played (a Swiss stage also needs all of its rounds paired). */
export function stageComplete(state: EngineState, nodes: EngineNode[]): boolean {
  if (nodes.some((n) => n.status === 'ready' || n.status === 'pending')) return false;
  return state.kind !== 'swiss' || (state.values.round >= state.values.stageOne.rounds && !state.values.matches.some((m) => m.active));
}

/** The champion once the engine's bracket is decided; null while matches remain. */
export async function championOf(state: EngineState, format: TournamentFormat, nodes: EngineNode[]): Promise<string | null> {
  if (nodes.some((n) => n.status === 'ready' || n.status === 'pending')) return null;
  if (state.kind === 'swiss') return swissChampion(state.values);
  if (format === 'round_robin') {
    // Every group's ranking at 3 points a win and 1 a draw; the best of the group winners is the champion.
    const { result } = await withBrackets(state.data, (manager) =>
      manager.get.finalStandings(state.data.stage[0].id, { rankingFormula: (item) => 3 * item.wins + item.draws, maxQualifiedParticipantsPerGroup: 1 }),
    );
    const nameOf = new Map(state.data.participant.map((p) => [p.id, p.name]));
    const best = [...result].sort((a, b) => b.points - a.points)[0];
    return best ? (nameOf.get(best.id) ?? null) : null;
  }
  // Elimination: the final's winner; in double elimination the reset's when it was played.
  const finals = nodes.filter((n) => (format === 'double_elimination' ? n.side === 'grand_final' : n.side === 'winners' && n.parentRef === null));
  const decided = finals.filter((n) => n.status === 'completed' && n.winner).sort((a, b) => b.roundNumber - a.roundNumber);
  return decided[0]?.winner ?? null;
}

// ---- Swiss, on tournament-organizer (ESM only: loaded with import(), see stack notes T23) ----

/** The parts of tournament-organizer's exported values we read; the whole object is stored as it is. */
export interface SwissValues {
  id: string;
  round: number;
  status: string;
  stageOne: { rounds: number };
  players: Array<{ id: string; name: string; active: boolean }>;
  matches: SwissMatch[];
  [key: string]: unknown;
}

interface SwissMatch {
  id: string;
  round: number;
  match: number;
  active: boolean;
  bye: boolean;
  player1: { id: string | null; win: number; loss: number; draw: number };
  player2: { id: string | null; win: number; loss: number; draw: number };
  /** Ours, kept by the engine with the match: the reported score in player1, player2 order (SWISS_SCORE). */
  meta?: Record<string, unknown>;
}

/** The match's meta key holding its reported score: the engine itself keeps only who won. */
const SWISS_SCORE = 'clutchScore';

type LiveSwissMatch = SwissMatch & { set(options: { meta: Record<string, unknown> }): void };

interface OrganizerTournament {
  createPlayer(name: string, id?: string): unknown;
  startTournament(): void;
  nextRound(): void;
  enterResult(id: string, p1: number, p2: number, draws?: number): unknown;
  clearResult(id: string): unknown;
  getStandings(): Array<{ player: { id: string } }>;
  getValues(): SwissValues;
  getMatches(): SwissMatch[];
  getRoundNumber(): number;
  getStageOne(): { rounds: number };
}
interface OrganizerManager {
  createTournament(name: string, settings: Record<string, unknown>, id?: string): OrganizerTournament;
  loadTournament(values: SwissValues): OrganizerTournament;
}

async function organizer(): Promise<OrganizerManager> {
  // The package's default export is the Manager class.
  const mod = (await import('tournament-organizer')) as unknown as { default: new () => OrganizerManager };
  return new mod.default();
}

/** Swiss rounds for a field: enough to leave one unbeaten team, ceil(log2(teams)). */
export const swissRounds = (teams: number) => Math.max(1, Math.ceil(Math.log2(Math.max(2, teams))));

async function createSwiss(teams: string[], rounds: number): Promise<SwissValues> {
  const manager = await organizer();
  const tournament = manager.createTournament('swiss', {
    stageOne: { format: 'swiss', rounds },
    scoring: { bestOf: 1, win: 3, draw: 1, loss: 0, bye: 3, tiebreaks: ['median buchholz', 'solkoff', 'sonneborn berger'] },
    sorting: 'none',
  });
  for (const team of teams) tournament.createPlayer(team, team);
  tournament.startTournament();
  return structuredClone(tournament.getValues());
}

async function loadSwiss(values: SwissValues): Promise<OrganizerTournament> {
  return (await organizer()).loadTournament(structuredClone(values));
}

async function swissResult(values: SwissValues, matchId: string, result: EngineResult): Promise<SwissValues> {
  const tournament = await loadSwiss(values);
  const match = tournament.getMatches().find((m) => m.id === matchId);
  if (!match) throw new Error(`Swiss match ${matchId} not found`);
  const p1 = match.player1.id;
  const win1 = result.winner === null ? 0 : result.winner === p1 ? 1 : 0;
  const win2 = result.winner === null ? 0 : win1 === 1 ? 0 : 1;
  tournament.enterResult(matchId, win1, win2, result.winner === null ? 1 : 0);
  // The score as reported, so a Swiss round shows it like a bracket does (the result's teams may be in either order).
  const score = result.team1 === p1 ? [result.score1, result.score2] : [result.score2, result.score1];
  (match as LiveSwissMatch).set({ meta: { [SWISS_SCORE]: score } });
  // The next round is paired once every match of this one is played.
  if (!tournament.getMatches().some((m) => m.active) && tournament.getRoundNumber() < tournament.getStageOne().rounds) tournament.nextRound();
  return structuredClone(tournament.getValues());
}

async function swissClear(values: SwissValues, matchId: string): Promise<SwissValues> {
  const tournament = await loadSwiss(values);
  tournament.clearResult(matchId);
  (tournament.getMatches().find((m) => m.id === matchId) as LiveSwissMatch | undefined)?.set({ meta: { [SWISS_SCORE]: null } });
  return structuredClone(tournament.getValues());
}

async function swissChampion(values: SwissValues): Promise<string | null> {
  if (values.round < values.stageOne.rounds || values.matches.some((m) => m.active)) return null;
  const tournament = await loadSwiss(values);
  return tournament.getStandings()[0]?.player.id ?? null;
}

function projectSwiss(values: SwissValues): EngineNode[] {
  return values.matches.map((m) => {
    const bye = m.bye || m.player2.id === null;
    const played = !m.active && !bye;
    const winner = bye ? m.player1.id : m.player1.win > m.player2.win ? m.player1.id : m.player2.win > m.player1.win ? m.player2.id : null;
    const score = played ? swissScore(m) : null;
    return {
      ref: `s:${m.id}`,
      parentRef: null,
      loserParentRef: null,
      side: 'swiss' as const,
      roundNumber: m.round,
      groupNumber: null,
      slotIndex: m.match - 1,
      status: bye ? ('bye' as const) : played ? ('completed' as const) : ('ready' as const),
      participant1: m.player1.id,
      participant2: bye ? null : m.player2.id,
      score1: score?.[0] ?? null,
      score2: score?.[1] ?? null,
      winner: bye || played ? winner : null,
    };
  });
}

/** A played Swiss match's reported score (player1, player2); none for results entered before scores were kept. */
function swissScore(match: SwissMatch): [number, number] | null {
  const score = match.meta?.[SWISS_SCORE];
  return Array.isArray(score) && score.length === 2 && score.every((n) => Number.isInteger(n)) ? [score[0], score[1]] : null;
}

/** The Swiss round being played (later rounds are paired only when it is over). */
export const swissCurrentRound = (state: EngineState) => (state.kind === 'swiss' ? state.values.round : null);
