import Ajv from 'ajv';
import draft06 from 'ajv/dist/refs/json-schema-draft-06.json';
import addFormats from 'ajv-formats';
import obfSchema from './obf-tournament.schema.json';

/**
 * Open Bracket Format (https://github.com/openbracketformat/openbracketformat, MIT): the official
 * `tournamentSchema.json` is vendored beside this file as obf-tournament.schema.json (commit 58df610). It is draft-06
 * and allows no nulls and no unknown properties: empty fields are left out, and Clutch's own data goes in `other`.
 */
export const OBF_VERSION = 'v1.0';

export type ObfResult = 'win' | 'lose' | 'draw' | 'dq';

export interface ObfGame {
  gameNumber: number;
  entrant1Result?: ObfResult;
  entrant2Result?: ObfResult;
  other?: Record<string, unknown>;
}

export interface ObfSet {
  setID: string;
  entrant1ID?: string;
  entrant2ID?: string;
  status?: 'completed' | 'started' | 'pending';
  entrant1Result?: ObfResult;
  entrant2Result?: ObfResult;
  entrant1Score?: number;
  entrant2Score?: number;
  entrant1NextSetID?: string;
  entrant2NextSetID?: string;
  entrant1PrevSetID?: string;
  entrant2PrevSetID?: string;
  phaseID?: string;
  roundID?: string;
  games?: ObfGame[];
  other?: Record<string, unknown>;
}

export interface ObfEntrant {
  entrantID: string;
  entrantTag?: string;
  initialSeed?: number;
  finalPlacement?: number;
  other?: Record<string, unknown>;
}

export interface ObfTournament {
  version?: string;
  event: {
    name: string;
    date?: string;
    gameName?: string;
    tournamentStructure?: string;
    originURL?: string;
    numberEntrants?: number;
    phases?: Array<{ phaseID: string; phaseStructure?: string; other?: Record<string, unknown> }>;
    other?: Record<string, unknown>;
  };
  entrants: ObfEntrant[];
  sets: ObfSet[];
}

let validator: ReturnType<Ajv['compile']> | undefined;

/** Checks a document against the official OBF schema; answers the problems, empty when it is valid. */
export function obfProblems(document: unknown): string[] {
  if (!validator) {
    const ajv = new Ajv({ allErrors: true });
    ajv.addMetaSchema(draft06);
    addFormats(ajv);
    validator = ajv.compile(obfSchema);
  }
  if (validator(document)) return [];
  return (validator.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`);
}

/** What a bracket export reads of a tournament, in the exports domain's own terms. */
export interface BracketExportInput {
  tournament: {
    id: string;
    name: string;
    format: 'single_elimination' | 'double_elimination' | 'round_robin' | 'swiss';
    status: 'registration' | 'in_progress' | 'completed';
    startDate: string | null;
    winnerTeamId: string | null;
  };
  gameName: string | null;
  originUrl: string;
  entrants: Array<{ teamId: string; name: string; seed: number | null }>;
  nodes: ExportNode[];
  /** Per match id: each team's total and its points per round (1-based). */
  results: Map<string, MatchResult>;
}

export interface ExportNode {
  id: string;
  side: 'winners' | 'losers' | 'grand_final' | 'third_place' | 'round_robin' | 'swiss';
  roundNumber: number;
  groupNumber: number | null;
  slotIndex: number;
  status: 'pending' | 'ready' | 'completed' | 'bye';
  participant1Id: string | null;
  participant2Id: string | null;
  winnerTeamId: string | null;
  parentNodeId: string | null;
  loserParentNodeId: string | null;
  matchId: string | null;
}

export interface MatchResult {
  totals: Map<string, number>;
  rounds: Array<{ round: number; points: Map<string, number> }>;
}

const STRUCTURE: Record<BracketExportInput['tournament']['format'], string> = {
  single_elimination: 'single-elim',
  double_elimination: 'double-elim',
  round_robin: 'round-robin',
  swiss: 'swiss',
};

const SIDE_NAME: Record<ExportNode['side'], string> = {
  winners: 'Winners Round',
  losers: 'Losers Round',
  grand_final: 'Grand Final',
  third_place: 'Third Place Match',
  round_robin: 'Round',
  swiss: 'Swiss Round',
};

/** The order sets are listed in: by side as they are played, then round, group and slot. */
const SIDE_ORDER: Record<ExportNode['side'], number> = { round_robin: 0, swiss: 0, winners: 1, losers: 2, third_place: 3, grand_final: 4 };

export function sortedNodes(nodes: ExportNode[]): ExportNode[] {
  return [...nodes].sort(
    (a, b) =>
      SIDE_ORDER[a.side] - SIDE_ORDER[b.side] ||
      a.roundNumber - b.roundNumber ||
      (a.groupNumber ?? 0) - (b.groupNumber ?? 0) ||
      a.slotIndex - b.slotIndex,
  );
}

function resultOf(node: ExportNode, teamId: string | null): ObfResult | undefined {
  if (node.status !== 'completed' || !teamId) return undefined;
  if (node.winnerTeamId === null) return 'draw';
  return node.winnerTeamId === teamId ? 'win' : 'lose';
}

function gameResult(mine: number, theirs: number): ObfResult {
  return mine > theirs ? 'win' : mine < theirs ? 'lose' : 'draw';
}

/** The round label a set carries ('Winners Round 2', 'Grand Final 1'), and the group for round robins. */
function roundLabel(node: ExportNode): string {
  const group = node.groupNumber !== null && node.side === 'round_robin' ? `Group ${node.groupNumber} ` : '';
  return `${group}${SIDE_NAME[node.side]} ${node.roundNumber}`;
}

/**
 * Final placements as start.gg and Challonge give them: the champion 1st; an elimination team by how late it went out
 * (teams out at the same point share the place: 1, 2, 3, 4, 5, 5, 7, 7, ...); a round robin or Swiss by wins, then
 * points scored minus conceded. Only once the tournament is completed.
 */
export function finalPlacements(input: BracketExportInput): Map<string, number> {
  const { tournament, nodes, entrants } = input;
  const placements = new Map<string, number>();
  // Only a finished tournament has final placements: while it runs, a team out now may still share its place with
  // one of those still playing (the other semi-final's loser), so no number given early would be right.
  if (tournament.status !== 'completed') return placements;
  const played = nodes.filter((node) => node.status === 'completed');
  const standing = new Map<string, number>(); // higher is better; undefined: still in play

  if (tournament.format === 'round_robin' || tournament.format === 'swiss') {
    const wins = new Map<string, number>();
    const difference = new Map<string, number>();
    for (const node of played) {
      if (node.winnerTeamId) wins.set(node.winnerTeamId, (wins.get(node.winnerTeamId) ?? 0) + 1);
      const totals = node.matchId ? input.results.get(node.matchId)?.totals : undefined;
      if (totals && node.participant1Id && node.participant2Id) {
        const one = totals.get(node.participant1Id) ?? 0;
        const two = totals.get(node.participant2Id) ?? 0;
        difference.set(node.participant1Id, (difference.get(node.participant1Id) ?? 0) + one - two);
        difference.set(node.participant2Id, (difference.get(node.participant2Id) ?? 0) + two - one);
      }
    }
    // Wins first; the difference separates equal wins (it stays far below one win's worth).
    for (const { teamId } of entrants) standing.set(teamId, (wins.get(teamId) ?? 0) * 1e6 + (difference.get(teamId) ?? 0));
  } else {
    const lastWinnersRound = Math.max(0, ...nodes.filter((n) => n.side === 'winners').map((n) => n.roundNumber));
    const level = (node: ExportNode): number => {
      switch (node.side) {
        case 'grand_final':
          return 1_000 + node.roundNumber;
        case 'third_place':
          return lastWinnersRound - 0.6;
        default:
          return node.roundNumber;
      }
    };
    for (const node of played) {
      const loser = node.winnerTeamId === node.participant1Id ? node.participant2Id : node.participant1Id;
      if (loser && !node.loserParentNodeId) standing.set(loser, Math.max(standing.get(loser) ?? -Infinity, level(node)));
      // The third-place match's winner goes no further, yet finishes above its loser.
      if (node.side === 'third_place' && node.winnerTeamId) standing.set(node.winnerTeamId, level(node) + 0.3);
    }
    if (tournament.winnerTeamId) standing.set(tournament.winnerTeamId, Infinity);
  }

  const ranked = [...standing.entries()].sort((a, b) => b[1] - a[1]);
  // Equal standings share the place of the first of them (1, 2, 3, 3, 5).
  for (const [teamId, value] of ranked) placements.set(teamId, ranked.findIndex(([, other]) => other === value) + 1);
  return placements;
}

/** A tournament as an Open Bracket Format document: event, entrants (seeds and placements) and sets with their games. */
export function toObf(input: BracketExportInput): ObfTournament {
  const { tournament } = input;
  const placements = finalPlacements(input);
  const nodes = sortedNodes(input.nodes.filter((node) => node.status !== 'bye'));
  const exported = new Set(nodes.map((node) => node.id));
  const previous = new Map<string, string>(); // `${nodeId}:${teamId}` -> the set that team played before
  for (const node of nodes) {
    if (node.status !== 'completed') continue;
    for (const team of [node.participant1Id, node.participant2Id]) {
      if (!team) continue;
      const next = team === node.winnerTeamId || node.winnerTeamId === null ? node.parentNodeId : node.loserParentNodeId;
      if (next && exported.has(next)) previous.set(`${next}:${team}`, node.id);
    }
  }

  const sets = nodes.map((node): ObfSet => {
    const set: ObfSet = { setID: node.id, phaseID: '1', roundID: roundLabel(node) };
    const [one, two] = [node.participant1Id, node.participant2Id];
    if (one) set.entrant1ID = one;
    if (two) set.entrant2ID = two;
    set.status = node.status === 'completed' ? 'completed' : 'pending';
    const result1 = resultOf(node, one);
    const result2 = resultOf(node, two);
    if (result1) set.entrant1Result = result1;
    if (result2) set.entrant2Result = result2;
    const match = node.matchId ? input.results.get(node.matchId) : undefined;
    if (node.status === 'completed' && match && one && two) {
      set.entrant1Score = match.totals.get(one) ?? 0;
      set.entrant2Score = match.totals.get(two) ?? 0;
      set.games = match.rounds.map(({ round, points }) => ({
        gameNumber: round,
        entrant1Result: gameResult(points.get(one) ?? 0, points.get(two) ?? 0),
        entrant2Result: gameResult(points.get(two) ?? 0, points.get(one) ?? 0),
        other: { entrant1Points: points.get(one) ?? 0, entrant2Points: points.get(two) ?? 0 },
      }));
    }
    if (node.status === 'completed') {
      const nextOf = (team: string | null) =>
        team === null ? null : team === node.winnerTeamId || node.winnerTeamId === null ? node.parentNodeId : node.loserParentNodeId;
      const next1 = nextOf(one);
      const next2 = nextOf(two);
      if (next1 && exported.has(next1)) set.entrant1NextSetID = next1;
      if (next2 && exported.has(next2)) set.entrant2NextSetID = next2;
    }
    const prev1 = one ? previous.get(`${node.id}:${one}`) : undefined;
    const prev2 = two ? previous.get(`${node.id}:${two}`) : undefined;
    if (prev1) set.entrant1PrevSetID = prev1;
    if (prev2) set.entrant2PrevSetID = prev2;
    set.other = {
      side: node.side,
      roundNumber: node.roundNumber,
      slotIndex: node.slotIndex,
      ...(node.groupNumber !== null ? { groupNumber: node.groupNumber } : {}),
      ...(node.matchId ? { matchId: node.matchId } : {}),
    };
    return set;
  });

  const event: ObfTournament['event'] = {
    name: tournament.name,
    tournamentStructure: STRUCTURE[tournament.format],
    originURL: input.originUrl,
    numberEntrants: input.entrants.length,
    phases: [{ phaseID: '1', phaseStructure: STRUCTURE[tournament.format] }],
    other: { clutchTournamentId: tournament.id, status: tournament.status },
  };
  if (tournament.startDate) event.date = tournament.startDate;
  if (input.gameName) event.gameName = input.gameName;

  return {
    version: OBF_VERSION,
    event,
    entrants: input.entrants.map(({ teamId, name, seed }) => {
      const entrant: ObfEntrant = { entrantID: teamId, entrantTag: name };
      if (seed !== null) entrant.initialSeed = seed;
      const placement = placements.get(teamId);
      if (placement !== undefined) entrant.finalPlacement = placement;
      return entrant;
    }),
    sets,
  };
}
