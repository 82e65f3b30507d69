import type { TournamentFormat, TournamentStatus } from '../../gql/graphql';

export const FORMAT_LABEL: Record<TournamentFormat, string> = {
  SINGLE_ELIMINATION: 'Single Elimination',
  DOUBLE_ELIMINATION: 'Double Elimination',
  ROUND_ROBIN: 'Round Robin',
  SWISS: 'Swiss',
};

export const STATUS_LABEL: Record<TournamentStatus, string> = {
  REGISTRATION: 'Registration',
  IN_PROGRESS: 'In Progress',
  COMPLETED: 'Completed',
};

/** The page's word on whether results count beyond the bracket. */
export const RANKED_LABEL = 'Ranked';
export const UNRANKED_LABEL = 'Unranked: results do not count on leaderboards';
export const rankedLabel = (ranked: boolean) => (ranked ? RANKED_LABEL : UNRANKED_LABEL);
