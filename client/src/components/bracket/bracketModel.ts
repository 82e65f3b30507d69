/**
 * The bracket's reading rules (docs 01 and 02, bracket): nodes are shown per side (winners, losers,
 * grand final, third place as labelled sections; round robin and Swiss as round lists), rounds as
 * columns, 3 rounds per stage; round 1 grouped by group_number and ordered by slot_index; an empty
 * place reads BYE (the node is a bye, or the round-1 place was left empty), the team name, or TBD.
 */

export type Side = 'WINNERS' | 'LOSERS' | 'GRAND_FINAL' | 'THIRD_PLACE' | 'ROUND_ROBIN' | 'SWISS';
export type NodeStatus = 'PENDING' | 'READY' | 'COMPLETED' | 'BYE';

export interface TeamRef {
  id: string;
  name: string;
}

/** The fields of a bracket node the view reads (the BracketView_node fragment). */
export interface BracketNodeLike {
  id: string;
  parentNodeId?: string | null;
  loserParentNodeId?: string | null;
  roundNumber: number;
  groupNumber?: number | null;
  slotIndex: number;
  status: NodeStatus;
  side: Side;
  participant1?: TeamRef | null;
  participant2?: TeamRef | null;
  participant1Score?: number | null;
  participant2Score?: number | null;
  winnerTeamId?: string | null;
  match?: { id: string } | null;
}

/** How many rounds one stage of the visual bracket shows. */
export const ROUNDS_PER_STAGE = 3;
export const BYE = 'BYE';
export const TBD = 'TBD';

/** Section order and titles. */
export const SIDE_ORDER: readonly Side[] = ['WINNERS', 'LOSERS', 'GRAND_FINAL', 'THIRD_PLACE', 'ROUND_ROBIN', 'SWISS'];
export const SIDE_TITLE: Record<Side, string> = {
  WINNERS: 'Winners Bracket',
  LOSERS: 'Losers Bracket',
  GRAND_FINAL: 'Grand Final',
  THIRD_PLACE: 'Third Place',
  ROUND_ROBIN: 'Round Robin',
  SWISS: 'Swiss',
};

/** Round robin and Swiss read as lists of rounds, not as a tree. */
export const isListSide = (side: Side) => side === 'ROUND_ROBIN' || side === 'SWISS';

export interface NodeGroup<N> {
  /** The group_number (null where the round has no groups). */
  groupNumber: number | null;
  nodes: N[];
}

export interface Round<N> {
  roundNumber: number;
  /** Round 1: one entry per group_number (ascending, ungrouped last); later rounds: one entry. */
  groups: Array<NodeGroup<N>>;
}

export interface Section<N> {
  side: Side;
  title: string;
  rounds: Array<Round<N>>;
}

const bySlot = <N extends BracketNodeLike>(a: N, b: N) => a.slotIndex - b.slotIndex;

/** Round-1 nodes grouped by group_number (ascending; nodes without a group last), each group ordered by slot_index. */
export function groupFirstRound<N extends BracketNodeLike>(nodes: readonly N[]): Array<NodeGroup<N>> {
  const groups = new Map<number | null, N[]>();
  for (const node of nodes) {
    const key = node.groupNumber ?? null;
    const list = groups.get(key);
    if (list) list.push(node);
    else groups.set(key, [node]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a - b))
    .map(([groupNumber, list]) => ({ groupNumber, nodes: [...list].sort(bySlot) }));
}

/** One side's nodes as rounds (ascending), round 1 grouped, every round ordered by slot_index. */
export function roundsOf<N extends BracketNodeLike>(nodes: readonly N[]): Array<Round<N>> {
  const byRound = new Map<number, N[]>();
  for (const node of nodes) {
    const list = byRound.get(node.roundNumber);
    if (list) list.push(node);
    else byRound.set(node.roundNumber, [node]);
  }
  const first = Math.min(...byRound.keys());
  return [...byRound.entries()]
    .sort(([a], [b]) => a - b)
    .map(([roundNumber, list]) => ({
      roundNumber,
      groups: roundNumber === first ? groupFirstRound(list) : [{ groupNumber: null, nodes: [...list].sort(bySlot) }],
    }));
}

/** The bracket as labelled sections, in the order winners, losers, grand final, third place, round robin, Swiss. */
export function sectionsOf<N extends BracketNodeLike>(nodes: readonly N[]): Array<Section<N>> {
  return SIDE_ORDER.map((side) => ({ side, list: nodes.filter((n) => n.side === side) }))
    .filter(({ list }) => list.length > 0)
    .map(({ side, list }) => ({ side, title: SIDE_TITLE[side], rounds: roundsOf(list) }));
}

/** Rounds cut into stages of `perStage` (3 by default) for the visual bracket's pager. */
export function stagesOf<T>(rounds: readonly T[], perStage: number = ROUNDS_PER_STAGE): T[][] {
  const stages: T[][] = [];
  for (let i = 0; i < rounds.length; i += perStage) stages.push(rounds.slice(i, i + perStage));
  return stages.length ? stages : [[]];
}

/**
 * A round's title: elimination rounds count back from the final (Final, Semifinals, Quarterfinals),
 * the grand final's second node is the reset; the rest read 'Round N'.
 */
export function roundTitle(side: Side, roundNumber: number, lastRound: number): string {
  if (side === 'WINNERS') {
    const fromEnd = lastRound - roundNumber;
    if (fromEnd === 0) return 'Final';
    if (fromEnd === 1) return 'Semifinals';
    if (fromEnd === 2) return 'Quarterfinals';
  }
  if (side === 'GRAND_FINAL') return roundNumber > 1 ? 'Grand Final Reset' : 'Grand Final';
  if (side === 'THIRD_PLACE') return 'Third Place Match';
  return `Round ${roundNumber}`;
}

/** What one place of a node shows. */
export type SlotView = { kind: 'team'; team: TeamRef; score: number | null; winner: boolean } | { kind: 'bye'; text: typeof BYE } | { kind: 'tbd'; text: typeof TBD };

/**
 * An empty place is a bye when the node is one or when it is a place of the bracket's first round
 * (seeding left it empty: nobody will ever arrive there) or of a round-robin or Swiss pairing;
 * anywhere else somebody is still to come: TBD.
 */
export function slotView(node: BracketNodeLike, place: 1 | 2, firstRound: number = 1): SlotView {
  const team = place === 1 ? node.participant1 : node.participant2;
  if (team) {
    const score = (place === 1 ? node.participant1Score : node.participant2Score) ?? null;
    return { kind: 'team', team, score, winner: Boolean(node.winnerTeamId) && node.winnerTeamId === team.id };
  }
  // Round robin and Swiss nodes exist only once paired: an empty place there is a bye too.
  const openingPlace = (node.roundNumber === firstRound && node.side === 'WINNERS') || isListSide(node.side);
  if (node.status === 'BYE' || openingPlace) return { kind: 'bye', text: BYE };
  return { kind: 'tbd', text: TBD };
}
