import { TournamentCardRow } from '../../components/tournament/TournamentCard';
import { graphql } from '../../gql';
import { useHomeTournamentsQuery } from '../../gql/hooks';
import homeStyles from './HomePage.module.css';
import { HomeSection } from './HomeSection';
import styles from './HomeTournaments.module.css';

/** Home tournaments: those a team can still enter (soonest start first) and those being played (newest first). */
export const homeTournamentsQuery = graphql(`
  query HomeTournaments {
    openTournaments: tournaments(status: REGISTRATION, first: 6) {
      id
      ...TournamentCard_tournament
    }
    liveTournaments: tournaments(status: IN_PROGRESS, first: 6) {
      id
      ...TournamentCard_tournament
    }
  }
`);

/** The signed-in home's Tournaments: "Open for registration" and "Live now", each a row of cards. */
export default function HomeTournaments() {
  const { data, loading, error } = useHomeTournamentsQuery({ fetchPolicy: 'cache-and-network' });
  const body = (rows: 'openTournaments' | 'liveTournaments', label: string, empty: string) =>
    loading && !data ? (
      <p className={homeStyles.status} role="status">
        Loading...
      </p>
    ) : error && !data ? (
      <p className={`${homeStyles.status} ${homeStyles.error}`} role="alert">
        Error loading data. Please try again later.
      </p>
    ) : (
      <TournamentCardRow tournaments={data?.[rows] ?? []} label={label} empty={empty} />
    );
  return (
    <HomeSection id="home-tournaments-title" title="Tournaments">
      <div className={styles.groups}>
        <div role="group" aria-labelledby="open-tournaments-title">
          <h3 id="open-tournaments-title" className={styles.title}>
            Open for registration
          </h3>
          {body('openTournaments', 'Tournaments open for registration', 'No tournaments are open for registration right now.')}
        </div>
        <div role="group" aria-labelledby="live-tournaments-title">
          <h3 id="live-tournaments-title" className={styles.title}>
            Live now
          </h3>
          {body('liveTournaments', 'Tournaments live now', 'No tournaments are live right now.')}
        </div>
      </div>
    </HomeSection>
  );
}
