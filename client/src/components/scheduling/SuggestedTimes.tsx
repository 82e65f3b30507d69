import { graphql } from '../../gql';
import { useSuggestMatchTimesQuery } from '../../gql/hooks';
import { formatScheduledTime } from '../../lib/dates';
import styles from './Scheduling.module.css';

export const suggestMatchTimesQuery = graphql(`
  query SuggestMatchTimes($leagueId: ID!, $teamA: ID!, $teamB: ID!) {
    suggestMatchTimes(leagueId: $leagueId, teamA: $teamA, teamB: $teamB)
  }
`);

/**
 * The next times both teams are available and free (their weekly windows, each in its own zone), shown in the viewer's
 * zone; picking one hands its instant to the form.
 */
export function SuggestedTimes({ leagueId, teamA, teamB, onPick }: { leagueId: string; teamA: string | null; teamB: string | null; onPick: (iso: string) => void }) {
  const ready = Boolean(teamA && teamB && teamA !== teamB);
  const { data, loading, error } = useSuggestMatchTimesQuery({ variables: { leagueId, teamA: teamA ?? '', teamB: teamB ?? '' }, skip: !ready, fetchPolicy: 'cache-and-network' });
  if (!ready) return null;
  const times = data?.suggestMatchTimes ?? [];
  return (
    <div className={styles.suggestions} aria-label="Suggested times" role="group">
      <span className={styles.suggestionsTitle}>Suggested times</span>
      {loading && !data && <span className={styles.muted}>Loading...</span>}
      {error && !data && <span className={styles.muted}>Suggestions are unavailable.</span>}
      {data && times.length === 0 && <span className={styles.muted}>No shared availability in the next two weeks.</span>}
      {times.map((iso) => (
        <button key={iso} type="button" className={`btn btn-ghost btn-sm ${styles.chip}`} onClick={() => onPick(iso)}>
          {formatScheduledTime(iso)}
        </button>
      ))}
    </div>
  );
}
