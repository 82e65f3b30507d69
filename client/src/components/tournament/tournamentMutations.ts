import { addToCachedList } from '../../apollo/cacheLists';
import { graphql } from '../../gql';
import {
  useCancelTournamentEntryMutation,
  useCheckInTournamentMutation,
  useCorrectMatchResultMutation,
  useCreateTournamentMutation,
  useDecideTournamentTeamMutation,
  useJoinTournamentMutation,
  usePreviewResultCorrectionMutation,
  useSaveTournamentSeedingMutation,
  useSeedTournamentMutation,
  useStartTournamentMutation,
  useUpdateTournamentSettingsMutation,
} from '../../gql/hooks';

// Each tournament mutation asks back what its screens show; lists the answer cannot reach are refetched
// by operation name (the tournament page's and the dashboard's queries).

export const createTournamentMutation = graphql(`
  mutation CreateTournament($input: CreateTournamentInput!) {
    createTournament(input: $input) {
      ...TournamentSection_tournament
      organizer {
        id
      }
    }
  }
`);

export const joinTournamentMutation = graphql(`
  mutation JoinTournament($tournamentId: ID!, $teamId: ID!) {
    joinTournament(tournamentId: $tournamentId, teamId: $teamId) {
      teamId
      status
      tournament {
        id
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
        }
      }
    }
  }
`);

export const decideTournamentTeamMutation = graphql(`
  mutation DecideTournamentTeam($tournamentId: ID!, $teamId: ID!, $decision: EntryDecision!) {
    decideTournamentTeam(tournamentId: $tournamentId, teamId: $teamId, decision: $decision) {
      teamId
      status
      seed
    }
  }
`);

export const checkInTournamentMutation = graphql(`
  mutation CheckInTournament($tournamentId: ID!, $teamId: ID!) {
    checkInTournament(tournamentId: $tournamentId, teamId: $teamId) {
      teamId
      status
      checkedInAt
      tournament {
        id
        viewerCheckInTeams {
          id
          name
        }
      }
    }
  }
`);

export const seedTournamentMutation = graphql(`
  mutation SeedTournament($tournamentId: ID!, $method: SeedingMethod!) {
    seedTournament(tournamentId: $tournamentId, method: $method) {
      id
    }
  }
`);

export const saveTournamentSeedingMutation = graphql(`
  mutation SaveTournamentSeeding($tournamentId: ID!, $slots: [BracketSlotInput!]!) {
    saveTournamentSeeding(tournamentId: $tournamentId, slots: $slots) {
      id
    }
  }
`);

export const startTournamentMutation = graphql(`
  mutation StartTournament($tournamentId: ID!) {
    startTournament(tournamentId: $tournamentId) {
      id
      status
      checkInOpen
    }
  }
`);

export const updateTournamentSettingsMutation = graphql(`
  mutation UpdateTournamentSettings($tournamentId: ID!, $input: TournamentSettingsInput!) {
    updateTournamentSettings(tournamentId: $tournamentId, input: $input) {
      id
      ranked
    }
  }
`);

export const previewResultCorrectionMutation = graphql(`
  mutation PreviewResultCorrection($matchId: ID!, $scores: [TeamScoreInput!]!) {
    previewResultCorrection(matchId: $matchId, scores: $scores) {
      winnerChanges
      laterStagesStarted
      laterStageResets {
        id
        roundNumber
        side
        participant1 {
          id
          name
        }
        participant2 {
          id
          name
        }
      }
      winner {
        id
        name
      }
      resetNodes {
        id
        roundNumber
        side
        participant1 {
          id
          name
        }
        participant2 {
          id
          name
        }
      }
      changes {
        team {
          id
          name
        }
        user {
          id
          userName
        }
        points
        wins
        ratingBefore
        ratingAfter
      }
    }
  }
`);

export const correctMatchResultMutation = graphql(`
  mutation CorrectMatchResult($matchId: ID!, $scores: [TeamScoreInput!]!, $confirmLaterStages: Boolean) {
    correctMatchResult(matchId: $matchId, scores: $scores, confirmLaterStages: $confirmLaterStages) {
      id
      resetNodeIds
      match {
        id
        status
        isScoreUpdated
        winner {
          id
        }
        participants {
          ...MatchPage_participant
        }
      }
    }
  }
`);

export const cancelTournamentEntryMutation = graphql(`
  mutation CancelTournamentEntry($tournamentId: ID!, $teamId: ID!) {
    cancelTournamentEntry(tournamentId: $tournamentId, teamId: $teamId) {
      id
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
      }
    }
  }
`);

/** What a team decision, a join or a seeding change makes the screens fetch again. */
const TEAM_LISTS = ['TournamentParticipants', 'TournamentBracket', 'TournamentPage', 'TournamentManage'];

/** createTournament: the new tournament joins its organizer's list (ACTIVE TOURNAMENTS). */
export function useCreateTournament() {
  return useCreateTournamentMutation({
    update(cache, { data }) {
      const created = data?.createTournament;
      if (created)
        addToCachedList(cache, { __typename: 'Organizer', id: created.organizer.id }, 'tournaments', { __typename: 'Tournament', id: created.id }, { first: true });
    },
  });
}

export const useJoinTournament = () => useJoinTournamentMutation({ refetchQueries: TEAM_LISTS });
/** cancelTournamentEntry: the answer is the tournament's Join state and pending requests; the team lists fetch again. */
export const useCancelTournamentEntry = () => useCancelTournamentEntryMutation({ refetchQueries: TEAM_LISTS });
export const useDecideTournamentTeam = () => useDecideTournamentTeamMutation({ refetchQueries: TEAM_LISTS });
export const useCheckInTournament = () => useCheckInTournamentMutation({ refetchQueries: ['TournamentParticipants'] });
export const useSeedTournament = () => useSeedTournamentMutation({ refetchQueries: TEAM_LISTS });
export const useSaveTournamentSeeding = () => useSaveTournamentSeedingMutation({ refetchQueries: TEAM_LISTS });
/** startTournament: the bracket is real now; the page, the bracket and the dashboard list fetch again. */
export const useStartTournament = () => useStartTournamentMutation({ refetchQueries: [...TEAM_LISTS, 'OrgDashboardOrganizer'] });
/** updateTournamentSettings: the answer's ranked flag updates the cached tournament (page and dashboard alike). */
export const useUpdateTournamentSettings = () => useUpdateTournamentSettingsMutation();
export const usePreviewResultCorrection = () => usePreviewResultCorrectionMutation();
/** correctMatchResult: the match comes back corrected; the bracket and the match page's data fetch again. */
export const useCorrectMatchResult = () => useCorrectMatchResultMutation({ refetchQueries: ['TournamentBracket', 'MatchPage', 'ReportScoreStats'] });
