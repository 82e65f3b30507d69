import type { Tiebreaker } from './tournaments.entities';

/**
 * A stage's standings, pure: each group's (or the Swiss field's) table ranked by the stage's tiebreakers in the
 * organizer's order, every row explained against the row below it. Ties are broken the way football tables do: a
 * criterion splits the tied teams into bands, and each band with more than one team is ranked again from the first
 * criterion (so head-to-head is recomputed among the teams still level). A tie no criterion splits takes a staff
 * decision when one names exactly those teams; otherwise it stays unresolved (and asks staff at a cut-off).
 */

export const TIEBREAKERS: Tiebreaker[] = ['points', 'head_to_head', 'differential', 'metric_totals', 'buchholz', 'sonneborn_berger', 'seed'];

/** Points of a result (as tournament-organizer scores Swiss; a bye is a win). */
const WIN = 3;
const DRAW = 1;

/** One played (or bye) match of the stage. */
export interface StageResult {
  group: number | null;
  team1: string;
  /** Null for a bye. */
  team2: string | null;
  score1: number;
  score2: number;
  /** Null for a draw. */
  winner: string | null;
}

export interface StandingsInput {
  /** The stage's teams with their group (null: one table) and seed (1 is the best). */
  teams: Array<{ teamId: string; group: number | null; seed: number }>;
  results: StageResult[];
  tiebreakers: Tiebreaker[];
  /** Staff orders for ties no tiebreaker separates (the latest for a set of teams wins). */
  decisions: Array<{ group: number | null; teamIds: string[] }>;
  nameOf: (teamId: string) => string;
  /** How many of each table advance; null or absent on the last stage (no tie there decides anything). */
  advance?: number | null;
}

export interface StandingRow {
  teamId: string;
  group: number | null;
  /** 1-based place in its group (or in the Swiss field). */
  rank: number;
  played: number;
  wins: number;
  losses: number;
  draws: number;
  points: number;
  /** Score for minus score against. */
  differential: number;
  /** Score for (the match totals of the game's metrics). */
  metricTotals: number;
  buchholz: number;
  sonnebornBerger: number;
  seed: number;
  /** Why it sits above the next row ('above Night Owls on head-to-head, 2–1'); null on the last row. */
  explanation: string | null;
  /** The teams it is level with on every tiebreaker, with no staff decision yet (empty when resolved). */
  unresolvedWith: string[];
}

const LABELS: Record<Tiebreaker, string> = {
  points: 'points',
  head_to_head: 'head-to-head',
  differential: 'differential',
  metric_totals: 'metric totals',
  buchholz: 'Buchholz',
  sonneborn_berger: 'Sonneborn–Berger',
  seed: 'seed',
};

const round1 = (n: number) => Math.round(n * 10) / 10;
const signed = (n: number) => (n > 0 ? `+${round1(n)}` : `${round1(n)}`);

/** 'above Night Owls on head-to-head, 2–1'; a differential reads '+4 to -1'. */
export function explain(criterion: Tiebreaker, otherName: string, mine: number, theirs: number): string {
  if (criterion === 'differential') return `above ${otherName} on differential, ${signed(mine)} to ${signed(theirs)}`;
  return `above ${otherName} on ${LABELS[criterion]}, ${round1(mine)}–${round1(theirs)}`;
}

export function computeStandings(input: StandingsInput): StandingRow[] {
  const rows = new Map<string, StandingRow>();
  for (const team of input.teams) {
    rows.set(team.teamId, {
      teamId: team.teamId,
      group: team.group,
      rank: 0,
      played: 0,
      wins: 0,
      losses: 0,
      draws: 0,
      points: 0,
      differential: 0,
      metricTotals: 0,
      buchholz: 0,
      sonnebornBerger: 0,
      seed: team.seed,
      explanation: null,
      unresolvedWith: [],
    });
  }
  for (const r of input.results) {
    const one = rows.get(r.team1);
    const two = r.team2 ? rows.get(r.team2) : undefined;
    if (!one) continue;
    if (!r.team2) {
      one.wins++;
      one.points += WIN;
      continue;
    }
    if (!two) continue;
    for (const [me, mine, theirs] of [
      [one, r.score1, r.score2],
      [two, r.score2, r.score1],
    ] as const) {
      me.played++;
      me.differential += mine - theirs;
      me.metricTotals += mine;
      if (r.winner === null) {
        me.draws++;
        me.points += DRAW;
      } else if (r.winner === me.teamId) {
        me.wins++;
        me.points += WIN;
      } else me.losses++;
    }
  }
  // Swiss strength of schedule: the opponents' points (Buchholz); those of opponents beaten, half of those drawn (S–B).
  for (const r of input.results) {
    if (!r.team2) continue;
    const one = rows.get(r.team1);
    const two = rows.get(r.team2);
    if (!one || !two) continue;
    one.buchholz += two.points;
    two.buchholz += one.points;
    const share = (me: StandingRow) => (r.winner === null ? 0.5 : r.winner === me.teamId ? 1 : 0);
    one.sonnebornBerger += share(one) * two.points;
    two.sonnebornBerger += share(two) * one.points;
  }

  const groups = new Map<number | null, StandingRow[]>();
  for (const row of rows.values()) {
    if (!groups.has(row.group)) groups.set(row.group, []);
    groups.get(row.group)!.push(row);
  }
  const out: StandingRow[] = [];
  for (const group of [...groups.keys()].sort((a, b) => (a ?? 0) - (b ?? 0))) {
    const ranked = rankGroup(groups.get(group)!, group, input);
    ranked.forEach((row, i) => (row.rank = i + 1));
    explainUndecidedTies(ranked, input);
    out.push(...ranked);
  }
  return out;
}

function rankGroup(teams: StandingRow[], group: number | null, input: StandingsInput): StandingRow[] {
  const value = (criterion: Tiebreaker, row: StandingRow, among: Set<string>): number => {
    switch (criterion) {
      case 'points':
        return row.points;
      case 'head_to_head':
        // Wins against the teams still level with it.
        return input.results.filter((r) => r.winner === row.teamId && r.team2 && among.has(r.team1) && among.has(r.team2)).length;
      case 'differential':
        return row.differential;
      case 'metric_totals':
        return row.metricTotals;
      case 'buchholz':
        return row.buchholz;
      case 'sonneborn_berger':
        return row.sonnebornBerger;
      case 'seed':
        // The better (lower) seed ranks higher.
        return -row.seed;
    }
  };
  const shown = (criterion: Tiebreaker, v: number) => (criterion === 'seed' ? -v : v);

  const rank = (set: StandingRow[]): StandingRow[] => {
    if (set.length <= 1) return set;
    const among = new Set(set.map((r) => r.teamId));
    for (const criterion of input.tiebreakers) {
      const values = new Map(set.map((r) => [r.teamId, value(criterion, r, among)]));
      const levels = [...new Set(values.values())].sort((a, b) => b - a);
      if (levels.length === 1) continue;
      const ordered: StandingRow[] = [];
      let previous: { last: StandingRow; level: number } | null = null;
      for (const level of levels) {
        const band = rank(set.filter((r) => values.get(r.teamId) === level).sort((a, b) => a.seed - b.seed));
        if (previous) previous.last.explanation = explain(criterion, input.nameOf(band[0].teamId), shown(criterion, previous.level), shown(criterion, level));
        ordered.push(...band);
        previous = { last: band[band.length - 1], level };
      }
      return ordered;
    }
    // Level on every tiebreaker: the latest staff decision naming exactly these teams, or unresolved (seed order).
    const ids = [...among].sort().join();
    const decision = [...input.decisions].reverse().find((d) => d.group === group && [...d.teamIds].sort().join() === ids);
    const ordered = decision ? decision.teamIds.map((id) => set.find((r) => r.teamId === id)!) : [...set].sort((a, b) => a.seed - b.seed);
    ordered.forEach((row, i) => {
      const next = ordered[i + 1];
      if (next && decision) row.explanation = `above ${input.nameOf(next.teamId)} by staff decision`;
      if (!decision) row.unresolvedWith = ordered.filter((o) => o !== row).map((o) => o.teamId);
    });
    return ordered;
  };
  return rank(teams);
}

/**
 * An undecided tie asks staff only when it straddles the cut-off (some of its teams advance, some don't); any other
 * tie decides nothing, so it simply keeps seed order. Written after ranking, when each row's place is known.
 */
function explainUndecidedTies(ranked: StandingRow[], input: StandingsInput): void {
  const cut = input.advance ?? null;
  ranked.forEach((row, i) => {
    const next = ranked[i + 1];
    if (!next || !row.unresolvedWith.includes(next.teamId)) return;
    const tied = ranked.filter((r) => r === row || row.unresolvedWith.includes(r.teamId));
    const straddles = cut !== null && tied[0].rank <= cut && tied[tied.length - 1].rank > cut;
    row.explanation = `level with ${input.nameOf(next.teamId)} on every tiebreaker: ${straddles ? 'staff decide' : 'placed by seed'}`;
  });
}

/** Where a stage's qualifiers are cut: per group, the ties that straddle the cut-off and need staff. */
export function tiesAtCutOff(rows: StandingRow[], advance: number): Array<{ group: number | null; teamIds: string[] }> {
  const ties: Array<{ group: number | null; teamIds: string[] }> = [];
  const groups = new Set(rows.map((r) => r.group));
  for (const group of groups) {
    const table = rows.filter((r) => r.group === group);
    const last = table[advance - 1];
    const first = table[advance];
    // The tied teams in their current (seed) order, as the table shows them: staff start from what they see.
    if (last && first && last.unresolvedWith.includes(first.teamId)) ties.push({ group, teamIds: table.filter((r) => r === last || last.unresolvedWith.includes(r.teamId)).map((r) => r.teamId) });
  }
  return ties;
}

/**
 * The next stage's seeds from this stage's tables: 'standing' orders every qualifier by place, then points,
 * differential, metric totals and seed; 'cross_group' gives the group winners the top seeds in group order and the
 * runners-up the seeds that meet another group's winner first (A1 v B2, B1 v A2, C1 v D2, D1 v C2).
 */
export function qualifiersInSeedOrder(rows: StandingRow[], advance: number, seeding: 'cross_group' | 'standing'): string[] {
  const groups = [...new Set(rows.map((r) => r.group))].sort((a, b) => (a ?? 0) - (b ?? 0));
  const qualifiers = rows.filter((r) => r.rank <= advance);
  if (seeding === 'standing' || groups.length === 1) {
    return [...qualifiers]
      .sort((a, b) => a.rank - b.rank || b.points - a.points || b.differential - a.differential || b.metricTotals - a.metricTotals || a.seed - b.seed)
      .map((r) => r.teamId);
  }
  const count = groups.length;
  const at = (groupIndex: number, rank: number) => qualifiers.find((r) => r.group === groups[groupIndex] && r.rank === rank)?.teamId ?? null;
  const partner = (k: number) => (count % 2 === 1 && k === count - 1 ? 0 : k ^ 1);
  const seeds: Array<string | null> = [];
  for (let tier = 0; tier < advance; tier++) {
    const band = new Array<string | null>(count).fill(null);
    for (let k = 0; k < count; k++) {
      // Even tiers in group order; odd tiers mirrored so that seed (2G - k) is group k's partner's team.
      if (tier % 2 === 0) band[k] = at(k, tier + 1);
      else band[count - 1 - k] = at(partner(k), tier + 1);
    }
    seeds.push(...band);
  }
  return seeds.filter((s): s is string => s !== null);
}
