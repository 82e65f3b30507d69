import { formatSummary, stageFormatLabel } from '../../src/pages/tournament/tournamentText';

describe('formatSummary', () => {
  it('names a single-stage tournament by its format', () => {
    expect(formatSummary({ format: 'DOUBLE_ELIMINATION', stages: [{ kind: 'DOUBLE_ELIMINATION' }] })).toBe('Double Elimination');
    expect(formatSummary({ format: 'ROUND_ROBIN' })).toBe('Round Robin');
  });

  it('names each stage of an event in stages, groups as Groups', () => {
    expect(formatSummary({ format: 'ROUND_ROBIN', stages: [{ kind: 'ROUND_ROBIN', groupCount: 4 }, { kind: 'SINGLE_ELIMINATION' }] })).toBe('Groups → Single Elimination');
    expect(formatSummary({ format: 'SWISS', stages: [{ kind: 'SWISS' }, { kind: 'DOUBLE_ELIMINATION' }] })).toBe('Swiss → Double Elimination');
  });

  it('calls a one-group round robin a round robin', () => {
    expect(stageFormatLabel({ kind: 'ROUND_ROBIN', groupCount: 1 })).toBe('Round Robin');
  });
});
