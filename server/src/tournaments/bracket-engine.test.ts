import { applyResult, bracketSize, resetResult, championOf, createBracket, placesFromSeeds, projectNodes, seedAtPlace, seedPositions, swissRounds, type EngineNode, type EngineState, type TournamentFormat } from './bracket-engine';

const teamsOf = (n: number) => Array.from({ length: n }, (_, i) => `team-${i + 1}`);
const elimination = (format: TournamentFormat) => format === 'single_elimination' || format === 'double_elimination';

async function build(format: TournamentFormat, n: number, thirdPlaceMatch = false) {
  const teams = teamsOf(n);
  const places = elimination(format) ? placesFromSeeds(teams, bracketSize(n, format)) : teams;
  const state = await createBracket({ format, places, thirdPlaceMatch });
  return { teams, state, nodes: await projectNodes(state) };
}

/** Plays every ready match to the end, the lower seed number (or first place) winning; returns the last state. */
async function playOut(format: TournamentFormat, start: EngineState, pick: (node: EngineNode) => string = (n) => n.participant1!) {
  let state = start;
  let nodes = await projectNodes(state);
  for (let guard = 0; guard < 5000; guard++) {
    const ready = nodes.find((n) => n.status === 'ready');
    if (!ready) break;
    const winner = pick(ready);
    state = await applyResult(state, ready.ref, { team1: ready.participant1!, team2: ready.participant2!, score1: winner === ready.participant1 ? 2 : 1, score2: winner === ready.participant1 ? 1 : 2, winner });
    nodes = await projectNodes(state);
  }
  return { state, nodes, champion: await championOf(state, format, nodes) };
}

const seedNumber = (team: string) => Number(team.split('-')[1]);
const betterSeed = (n: EngineNode) => (seedNumber(n.participant1!) < seedNumber(n.participant2!) ? n.participant1! : n.participant2!);

describe('seeding order', () => {
  it('puts seed 1 against the last seed and keeps 1 and 2 apart until the final', () => {
    expect(seedPositions(8).map((p) => p)).toEqual([0, 4, 6, 2, 3, 7, 5, 1]);
    const places = placesFromSeeds(teamsOf(8), 8);
    expect(places).toEqual(['team-1', 'team-8', 'team-4', 'team-5', 'team-2', 'team-7', 'team-3', 'team-6']);
    expect(seedAtPlace(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
  });

  it('gives the missing places (byes) to the top seeds', () => {
    expect(placesFromSeeds(teamsOf(6), 8)).toEqual(['team-1', null, 'team-4', 'team-5', 'team-2', null, 'team-3', 'team-6']);
  });
});

describe.each(['single_elimination', 'double_elimination'] as const)('%s brackets', (format) => {
  it.each([2, 3, 4, 5, 6, 7, 8, 9, 13, 16, 17, 31, 32, 33, 64])('%i teams: power-of-two size, byes, groups of 4, every team once, a champion', async (n) => {
    const { teams, state, nodes } = await build(format, n);
    const size = bracketSize(n, format);
    expect(size & (size - 1)).toBe(0);
    const firstRound = nodes.filter((x) => x.side === 'winners' && x.roundNumber === 1).sort((a, b) => a.slotIndex - b.slotIndex);
    expect(firstRound).toHaveLength(size / 2);
    expect(firstRound.map((x) => x.slotIndex)).toEqual(firstRound.map((_, i) => i));
    // First-stage groups hold 4 matches (8 slots).
    expect(firstRound.map((x) => x.groupNumber)).toEqual(firstRound.map((_, i) => Math.floor(i / 4) + 1));
    const placed = firstRound.flatMap((x) => [x.participant1, x.participant2]).filter(Boolean);
    expect(placed.sort()).toEqual([...teams].sort());
    expect(firstRound.filter((x) => x.status === 'bye')).toHaveLength(size - n);
    // Every node's parents exist; the winners bracket is a tree into one final.
    const refs = new Set(nodes.map((x) => x.ref));
    for (const node of nodes) {
      if (node.parentRef) expect(refs.has(node.parentRef)).toBe(true);
      if (node.loserParentRef) expect(refs.has(node.loserParentRef)).toBe(true);
    }
    if (format === 'single_elimination') {
      expect(nodes).toHaveLength(size - 1);
      expect(nodes.filter((x) => x.parentRef === null)).toHaveLength(1);
    } else {
      expect(nodes.filter((x) => x.side === 'grand_final')).toHaveLength(2);
      for (const node of firstRound) expect(node.loserParentRef).not.toBeNull();
    }
    const played = await playOut(format, state, betterSeed);
    expect(played.champion).toBe('team-1');
    expect(played.nodes.filter((x) => x.status === 'ready' || x.status === 'pending')).toHaveLength(0);
  });
});

describe('single elimination', () => {
  it('advances winners to the parent and, with a third-place match, the semi-final losers to it', async () => {
    const { state, nodes } = await build('single_elimination', 4, true);
    const third = nodes.find((x) => x.side === 'third_place')!;
    const semis = nodes.filter((x) => x.side === 'winners' && x.roundNumber === 1);
    expect(semis.every((x) => x.loserParentRef === third.ref)).toBe(true);
    let next = state;
    for (const semi of semis) next = await applyResult(next, semi.ref, { team1: semi.participant1!, team2: semi.participant2!, score1: 3, score2: 1, winner: semi.participant1 });
    const after = await projectNodes(next);
    const final = after.find((x) => x.side === 'winners' && x.roundNumber === 2)!;
    expect([final.participant1, final.participant2].sort()).toEqual(semis.map((x) => x.participant1).sort());
    const bronze = after.find((x) => x.side === 'third_place')!;
    expect([bronze.participant1, bronze.participant2].sort()).toEqual(semis.map((x) => x.participant2).sort());
    expect(bronze.status).toBe('ready');
  });
});

describe('double elimination', () => {
  it('sends the loser down, and replays the grand final (reset) only when the losers-bracket team wins it', async () => {
    const { state } = await build('double_elimination', 4);
    // Seed 1 wins everything: no reset.
    const clean = await playOut('double_elimination', state, betterSeed);
    const resetClean = clean.nodes.find((x) => x.side === 'grand_final' && x.roundNumber === 2)!;
    expect(resetClean.status).toBe('bye');
    expect(clean.champion).toBe('team-1');
    // Seed 2 drops to the losers bracket, comes back and wins the grand final twice.
    const upset = await playOut('double_elimination', state, (n) => {
      if (n.side === 'grand_final') return n.participant1 === 'team-2' || n.participant2 === 'team-2' ? 'team-2' : betterSeed(n);
      return betterSeed(n);
    });
    const reset = upset.nodes.find((x) => x.side === 'grand_final' && x.roundNumber === 2)!;
    expect(reset.status).toBe('completed');
    expect(upset.champion).toBe('team-2');
  });
});

describe('round robin', () => {
  it.each([2, 3, 5, 8, 9, 16])('%i teams: every pair meets once per group, a champion', async (n) => {
    const { teams, state, nodes } = await build('round_robin', n);
    const pairs = nodes.filter((x) => x.status !== 'bye').map((x) => [x.participant1, x.participant2].sort().join('|'));
    expect(new Set(pairs).size).toBe(pairs.length);
    const groups = new Map<number, Set<string>>();
    for (const node of nodes) for (const team of [node.participant1, node.participant2]) if (team) groups.set(node.groupNumber!, (groups.get(node.groupNumber!) ?? new Set()).add(team));
    expect([...groups.values()].flatMap((g) => [...g]).sort()).toEqual([...teams].sort());
    for (const group of groups.values()) expect(pairs.filter((p) => group.has(p.split('|')[0]))).toHaveLength((group.size * (group.size - 1)) / 2);
    const played = await playOut('round_robin', state, betterSeed);
    expect(played.champion).toBe('team-1');
  });
});

describe('Swiss', () => {
  it('keeps each played match\'s reported score in the pairing\'s order (whatever order the result names the teams in); a cleared result drops it', async () => {
    const { state } = await build('swiss', 4);
    const [first, second] = (await projectNodes(state)).filter((n) => n.status === 'ready');
    expect([first.score1, first.score2]).toEqual([null, null]);
    // the first result names the teams as paired, the second the other way round
    let next = await applyResult(state, first.ref, { team1: first.participant1!, team2: first.participant2!, score1: 13, score2: 7, winner: first.participant1! });
    next = await applyResult(next, second.ref, { team1: second.participant2!, team2: second.participant1!, score1: 13, score2: 9, winner: second.participant2! });
    const played = await projectNodes(next);
    const one = played.find((n) => n.ref === first.ref)!;
    const two = played.find((n) => n.ref === second.ref)!;
    expect([one.status, one.score1, one.score2, one.winner]).toEqual(['completed', 13, 7, first.participant1]);
    expect([two.status, two.score1, two.score2, two.winner]).toEqual(['completed', 9, 13, second.participant2]);
    // round 2 is paired and not yet played: no score
    expect(played.filter((n) => n.roundNumber === 2).every((n) => n.score1 === null && n.score2 === null)).toBe(true);
    const cleared = (await projectNodes(await resetResult(next, first.ref))).find((n) => n.ref === first.ref)!;
    expect([cleared.score1, cleared.score2]).toEqual([null, null]);
  });

  it.each([2, 3, 4, 7, 8, 16, 33, 64])('%i teams: ceil(log2) rounds, no rematches, one bye at most per round, a champion', async (n) => {
    const { state } = await build('swiss', n);
    const played = await playOut('swiss', state, betterSeed);
    const rounds = new Set(played.nodes.map((x) => x.roundNumber));
    expect(rounds.size).toBe(swissRounds(n));
    const games = played.nodes.filter((x) => x.status !== 'bye').map((x) => [x.participant1, x.participant2].sort().join('|'));
    expect(new Set(games).size).toBe(games.length);
    for (const round of rounds) {
      const inRound = played.nodes.filter((x) => x.roundNumber === round);
      expect(inRound.filter((x) => x.status === 'bye').length).toBeLessThanOrEqual(1);
      const teamsInRound = inRound.flatMap((x) => [x.participant1, x.participant2]).filter(Boolean);
      expect(new Set(teamsInRound).size).toBe(n);
    }
    expect(played.champion).toBe('team-1');
  });
});
