import { addToCachedList } from '../../apollo/cacheLists';
import { graphql } from '../../gql';
import {
  useCancelLadderEntryMutation,
  useCreateLadderMutation,
  useDecideLadderTeamMutation,
  useInviteTeamToLadderMutation,
  useFinalizeMatchMutation,
  useJoinLadderMutation,
  useReportMatchScoresMutation,
  useScheduleMatchMutation,
  useToggleLadderStatusMutation,
  useUpdateLadderMetricsMutation,
  useUpdateLadderSettingsMutation,
} from '../../gql/hooks';

// Each ladder mutation asks back what its screens show and owns its cache update: the answer's
// League or Match is normalised over the cached one, and lists the answer cannot reach are refetched.

export const createLadderMutation = graphql(`
  mutation CreateLadder($input: CreateLadderInput!) {
    createLadder(input: $input) {
      ...LadderSection_ladder
      organizer {
        id
      }
    }
  }
`);

export const toggleLadderStatusMutation = graphql(`
  mutation ToggleLadderStatus($leagueId: ID!) {
    toggleLadderStatus(leagueId: $leagueId) {
      id
      status
    }
  }
`);

export const updateLadderSettingsMutation = graphql(`
  mutation UpdateLadderSettings($leagueId: ID!, $input: LadderSettingsInput!) {
    updateLadderSettings(leagueId: $leagueId, input: $input) {
      id
      maxTeams
      openEntry
      winPoints
      drawPoints
      lossPoints
    }
  }
`);

export const updateLadderMetricsMutation = graphql(`
  mutation UpdateLadderMetrics($leagueId: ID!, $metrics: [LadderMetricInput!]!) {
    updateLadderMetrics(leagueId: $leagueId, metrics: $metrics) {
      id
      metrics {
        ...LadderModals_metric
      }
    }
  }
`);

export const joinLadderMutation = graphql(`
  mutation JoinLadder($leagueId: ID!, $teamId: ID!) {
    joinLadder(leagueId: $leagueId, teamId: $teamId) {
      teamId
      status
      league {
        id
        teamCount
        viewerJoinState
        viewerJoinableTeams {
          id
          name
        }
        viewerPendingEntries {
          teamId
          team {
            id
            name
          }
          invitedBy {
            id
          }
        }
      }
    }
  }
`);

export const inviteTeamToLadderMutation = graphql(`
  mutation InviteTeamToLadder($leagueId: ID!, $team: String!) {
    inviteTeamToLadder(leagueId: $leagueId, team: $team) {
      teamId
      status
    }
  }
`);

export const decideLadderTeamMutation = graphql(`
  mutation DecideLadderTeam($leagueId: ID!, $teamId: ID!, $decision: EntryDecision!) {
    decideLadderTeam(leagueId: $leagueId, teamId: $teamId, decision: $decision) {
      teamId
      status
      league {
        id
        teamCount
        pendingTeamCount
      }
    }
  }
`);

export const scheduleMatchMutation = graphql(`
  mutation ScheduleMatch($leagueId: ID!, $teamIds: [ID!]!, $scheduledTime: DateTime!) {
    scheduleMatch(leagueId: $leagueId, teamIds: $teamIds, scheduledTime: $scheduledTime) {
      id
      status
      scheduledTime
    }
  }
`);

export const reportMatchScoresMutation = graphql(`
  mutation ReportMatchScores($matchId: ID!, $scores: [TeamScoreInput!]!, $idempotencyKey: String) {
    reportMatchScores(matchId: $matchId, scores: $scores, idempotencyKey: $idempotencyKey) {
      id
      status
      isScoreUpdated
      participants {
        ...MatchPage_participant
      }
    }
  }
`);

export const finalizeMatchMutation = graphql(`
  mutation FinalizeMatch($matchId: ID!) {
    finalizeMatch(matchId: $matchId) {
      id
      status
      isScoreUpdated
      finalizedAt
      winner {
        id
      }
      participants {
        ...MatchPage_participant
      }
    }
  }
`);

/** The league page's and the dashboard's lists a team decision or a join changes. */
const LADDER_LISTS = ['LadderTeams', 'LeagueTeams', 'LeagueStandings', 'LeaguePage'];

/** createLadder: the new ladder joins its organizer's list (ACTIVE LADDERS). */
export function useCreateLadder() {
  return useCreateLadderMutation({
    update(cache, { data }) {
      const ladder = data?.createLadder;
      if (ladder) addToCachedList(cache, { __typename: 'Organizer', id: ladder.organizer.id }, 'leagues', { __typename: 'League', id: ladder.id }, { first: true });
    },
  });
}

/** toggleLadderStatus: the status changes in place; the dashboard lists filter by it. */
export const useToggleLadderStatus = () => useToggleLadderStatusMutation();
/** updateLadderSettings / updateLadderMetrics: the answer carries the changed fields. */
export const useUpdateLadderSettings = () => useUpdateLadderSettingsMutation();
export const useUpdateLadderMetrics = () => useUpdateLadderMetricsMutation();

/** joinLadder: the ladder's join state comes back with the answer; the team and standings lists fetch again. */
export function useJoinLadder() {
  return useJoinLadderMutation({ refetchQueries: LADDER_LISTS });
}

export const cancelLadderEntryMutation = graphql(`
  mutation CancelLadderEntry($leagueId: ID!, $teamId: ID!) {
    cancelLadderEntry(leagueId: $leagueId, teamId: $teamId) {
      id
      teamCount
      viewerJoinState
      viewerJoinableTeams {
        id
        name
      }
      viewerPendingEntries {
        teamId
        team {
          id
          name
        }
        invitedBy {
          id
        }
      }
    }
  }
`);

/** cancelLadderEntry: the answer is the ladder's Join state and pending entries; the team lists fetch again. */
export function useCancelLadderEntry() {
  return useCancelLadderEntryMutation({ refetchQueries: LADDER_LISTS });
}

/** inviteTeamToLadder: the pending list fetches again (the invitation waits there for the team). */
export function useInviteTeamToLadder() {
  return useInviteTeamToLadderMutation({ refetchQueries: LADDER_LISTS });
}

/** decideLadderTeam: approve, decline or kick; the team lists and the count fetch again. */
export function useDecideLadderTeam() {
  return useDecideLadderTeamMutation({ refetchQueries: LADDER_LISTS });
}

/** scheduleMatch: the ladder's schedule fetches again (newest first, so the new match lands in place). */
export function useScheduleMatch() {
  return useScheduleMatchMutation({ refetchQueries: ['LeagueSchedule'] });
}

/** reportMatchScores: points, rounds and isScoreUpdated come back on the normalised match. */
export const useReportMatchScores = () => useReportMatchScoresMutation();

/** finalizeMatch: the match completes in place; standings and the schedule fetch again. */
export function useFinalizeMatch() {
  return useFinalizeMatchMutation({ refetchQueries: ['LeagueStandings', 'LeagueSchedule', 'ReportScoreStats'] });
}
