import type { TournamentFormat, TournamentStatus } from '../../gql/graphql';

export const FORMAT_LABEL: Record<TournamentFormat, string> = {
  SINGLE_ELIMINATION: 'Single Elimination',
  DOUBLE_ELIMINATION: 'Double Elimination',
  ROUND_ROBIN: 'Round Robin',
  SWISS: 'Swiss',
};

/**
 * How a tournament is played, in a few words: its format, or for an event in stages each stage in order
 * ('Groups → Single Elimination', 'Swiss → Double Elimination'), so a staged event never reads as a plain round robin.
 */
export function formatSummary(t: { format: TournamentFormat; stages?: ReadonlyArray<StageShape> | null }): string {
  if (!t.stages || t.stages.length < 2) return FORMAT_LABEL[t.format];
  return t.stages.map(stageFormatLabel).join(' → ');
}

type StageShape = { kind: TournamentFormat; groupCount?: number | null };
/** One stage's format: a round robin split into groups reads 'Groups'. */
export const stageFormatLabel = (stage: StageShape) => (stage.kind === 'ROUND_ROBIN' && (stage.groupCount ?? 1) > 1 ? 'Groups' : FORMAT_LABEL[stage.kind]);

export const STATUS_LABEL: Record<TournamentStatus, string> = {
  REGISTRATION: 'Registration',
  IN_PROGRESS: 'In Progress',
  COMPLETED: 'Completed',
};

/** The page's word on whether results count beyond the bracket. */
export const RANKED_LABEL = 'Ranked';
export const UNRANKED_LABEL = 'Unranked: results do not count on leaderboards';
export const rankedLabel = (ranked: boolean) => (ranked ? RANKED_LABEL : UNRANKED_LABEL);
