import { skipToken } from '@apollo/client/react';
import styles from '../../components/dashboard/Dashboard.module.css';
import { LeagueCarousel } from '../../components/league/LeagueCarousel';
import { graphql } from '../../gql';
import { useOrganizerLeagueCardsQuery } from '../../gql/hooks';
import { useMediaQuery } from '../../lib/useMediaQuery';
import own from './OrganizerLeagueCards.module.css';

/** Doc 02: the League Manager's league cards carousel shows 2 cards per page, a phone included (compact cards there). */
export const MANAGER_CARDS_PER_PAGE = 2;
export const MANAGER_CARDS_PHONE_QUERY = '(max-width: 619.98px)';

export const organizerLeagueCardsQuery = graphql(`
  query OrganizerLeagueCards($param: String!) {
    organizer(param: $param) {
      id
      name
      leagues {
        id
        ...LeagueCard_league
      }
    }
  }
`);

/** The managed organizer's ladders as league cards: two per page, 'Page x of y', arrows, or 'No Leagues Available'. */
export function OrganizerLeagueCards({ organizerId }: { organizerId: string }) {
  const phone = useMediaQuery(MANAGER_CARDS_PHONE_QUERY);
  const { data, loading, error } = useOrganizerLeagueCardsQuery(organizerId ? { variables: { param: organizerId } } : skipToken);
  const leagues = data?.organizer.leagues ?? [];
  return (
    <section className={own.cards} data-compact={phone || undefined} aria-labelledby="manager-league-cards-title">
      <h2 id="manager-league-cards-title" className={own.title}>
        League Cards
      </h2>
      {loading && !data ? (
        <p className={styles.state}>Loading...</p>
      ) : error && !data ? (
        <p className={`${styles.state} ${styles.stateError}`} role="alert">
          Error loading data. Please try again later.
        </p>
      ) : leagues.length === 0 ? (
        <p className={styles.state}>No Leagues Available</p>
      ) : (
        <LeagueCarousel
          leagues={leagues}
          perPage={MANAGER_CARDS_PER_PAGE}
          label={`${data?.organizer.name ?? 'Organizer'} league cards`}
        />
      )}
    </section>
  );
}
