import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import { useOrganizerDisputesQuery } from '../../gql/hooks';
import { errorMessage } from '../../lib/errors';
import { matchPath } from '../../lib/paths';
import styles from './MatchReports.module.css';

export const organizerDisputesQuery = graphql(`
  query OrganizerDisputes($organizerId: ID!) {
    organizerDisputes(organizerId: $organizerId) {
      id
      matchId
      openedAt
      waitingSeconds
      match {
        id
        league {
          id
          name
        }
        tournament {
          id
          name
        }
        participants {
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

/** "3 h 05 min", "2 d 4 h": how long a dispute has waited. */
export function waitingText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (days > 0) return `${days} d ${hours % 24} h`;
  if (hours > 0) return `${hours} h ${String(minutes % 60).padStart(2, '0')} min`;
  return `${minutes} min`;
}

/** League Manager's Disputes queue: the organizer's open disputes, oldest first, with the time waited; Resolve opens the match. */
export function DisputesQueue({ organizerId }: { organizerId: string }) {
  const { data, loading, error } = useOrganizerDisputesQuery({ variables: { organizerId }, fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <p className={styles.muted}>Loading...</p>;
  if (error && !data) return <p className={styles.error} role="alert">{`Error: ${errorMessage(error)}`}</p>;
  const disputes = data?.organizerDisputes ?? [];
  return (
    <section aria-labelledby="disputes-title" className={styles.panel}>
      <h2 id="disputes-title">DISPUTES</h2>
      {disputes.length === 0 ? (
        <p className={styles.muted}>No Disputes</p>
      ) : (
        <ul className={styles.list} data-testid="disputes-queue">
          {disputes.map((d) => (
            <li key={d.id} className={styles.queueRow}>
              <span>{d.match.participants.map((p) => p.team.name).join(' vs ')}</span>
              <span className={styles.muted}>{d.match.league?.name ?? d.match.tournament?.name ?? ''}</span>
              <span className={styles.muted}>{`waiting ${waitingText(d.waitingSeconds)}`}</span>
              <Link className="btn btn-sm btn-primary" to={matchPath(d.matchId)} aria-label={`Resolve ${d.match.participants.map((p) => p.team.name).join(' vs ')}`}>
                Resolve
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
