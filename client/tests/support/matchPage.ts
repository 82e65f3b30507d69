/** A MatchPage query result for component tests: a scheduled ladder match between two teams, every field the page reads. */

export const matchSide = (id: string, name: string, totalPoints = 0, metric = 'Kills') => ({
  __typename: 'MatchParticipant',
  teamId: id,
  totalPoints,
  placement: null,
  team: { __typename: 'Team', id, name, profilePicture: null },
  rounds: totalPoints ? [{ __typename: 'MatchRound', matchRound: 1, metrics: { [metric]: totalPoints }, roundPoints: totalPoints }] : [],
});

export function matchPageMatch(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Match',
    id: 'm1',
    status: 'SCHEDULED',
    scheduledTime: '2030-06-01T18:00:00.000Z',
    rounds: 1,
    isScoreUpdated: false,
    finalizedAt: null,
    videoUrl: null,
    banner: null,
    viewerCanReport: false,
    viewerCanEdit: false,
    viewerCanMessage: false,
    viewerCanProposeReschedule: false,
    rescheduleProposals: [],
    reports: {
      __typename: 'MatchReports',
      matchId: 'm1',
      reportingMode: 'STAFF',
      status: 'AWAITING',
      statusText: 'Awaiting reports',
      confirmDeadline: null,
      viewerTeamId: null,
      viewerCanReport: false,
      viewerCanResolve: false,
      viewerCanPostToDispute: false,
      reports: [],
      dispute: null,
    },
    league: { __typename: 'League', id: 'l1', name: 'Spring Ladder', metrics: [] },
    tournament: null,
    winner: null,
    commentWall: null,
    participants: [matchSide('t1', 'Wolves'), matchSide('t2', 'Bears')],
    ...overrides,
  };
}
