import { computeStandings, type StageResult, tiesAtCutOff } from './stage-standings';

const names: Record<string, string> = { a: 'Alpha', b: 'Bravo', c: 'Charlie', d: 'Delta' };
const teams = ['a', 'b', 'c', 'd'].map((teamId, i) => ({ teamId, group: 1, seed: i + 1 }));
const result = (team1: string, team2: string, score1: number, score2: number): StageResult => ({
  group: 1,
  team1,
  team2,
  score1,
  score2,
  winner: score1 === score2 ? null : score1 > score2 ? team1 : team2,
});

function standings(results: StageResult[], advance: number | null) {
  return computeStandings({ teams, results, tiebreakers: ['points', 'differential'], decisions: [], nameOf: (id) => names[id], advance });
}

describe('an undecided tie explains itself by where it sits against the cut-off', () => {
  // Alpha beats everyone; Bravo beats Charlie and Delta; Charlie and Delta draw: Charlie and Delta are level on
  // points and differential, at places 3 and 4.
  const bottomTie = [result('a', 'b', 2, 0), result('a', 'c', 2, 0), result('a', 'd', 2, 0), result('b', 'c', 1, 0), result('b', 'd', 1, 0), result('c', 'd', 1, 1)];

  it('asks staff when the tie straddles the cut-off', () => {
    const rows = standings(bottomTie, 3);
    expect(rows.map((r) => r.teamId)).toEqual(['a', 'b', 'c', 'd']);
    expect(rows[2].explanation).toBe('level with Delta on every tiebreaker: staff decide');
    expect(rows[2].unresolvedWith).toEqual(['d']);
  });

  it('keeps seed order without asking anyone when the tie is below the cut-off', () => {
    const rows = standings(bottomTie, 2);
    expect(rows[1].explanation).toBe('above Charlie on points, 6–1');
    expect(rows[2].explanation).toBe('level with Delta on every tiebreaker: placed by seed');
  });

  it('keeps seed order on the last stage, where no cut-off exists', () => {
    expect(standings(bottomTie, null)[2].explanation).toBe('level with Delta on every tiebreaker: placed by seed');
  });

  it('asks staff for every row of a tie that covers the whole cut-off', () => {
    const allDrawn = [result('a', 'b', 0, 0), result('a', 'c', 0, 0), result('a', 'd', 0, 0), result('b', 'c', 0, 0), result('b', 'd', 0, 0), result('c', 'd', 0, 0)];
    const rows = standings(allDrawn, 2);
    expect(rows.map((r) => r.explanation)).toEqual([
      'level with Bravo on every tiebreaker: staff decide',
      'level with Charlie on every tiebreaker: staff decide',
      'level with Delta on every tiebreaker: staff decide',
      null,
    ]);
  });
});

describe('tiesAtCutOff', () => {
  it('names the tied teams in table order, whichever row sits at the cut-off', () => {
    const allDrawn = ['a', 'b', 'c', 'd'].flatMap((x, i, all) => all.slice(i + 1).map((y) => result(x, y, 0, 0)));
    const rows = standings(allDrawn, 2);
    expect(tiesAtCutOff(rows, 2)).toEqual([{ group: 1, teamIds: ['a', 'b', 'c', 'd'] }]);
  });
});
