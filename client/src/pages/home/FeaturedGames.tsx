import { GameCarousel } from '../../components/GameCarousel';
import { graphql } from '../../gql';
import { useFeaturedGamesQuery } from '../../gql/hooks';
import { storeSelectedGameId } from '../../lib/selectedGame';
import styles from './HomePage.module.css';
import { HomeSection } from './HomeSection';

/** The operation behind useFeaturedGamesQuery (codegen reads it from here). */
export const featuredGamesQuery = graphql(`
  query FeaturedGames {
    games {
      id
      title
      image
    }
  }
`);

/** Signed-in home: the games carousel; choosing a game opens the games page on it. */
export function FeaturedGames() {
  const { data, loading, error } = useFeaturedGamesQuery();

  return (
    <HomeSection id="featured-games-title" title="Featured Games" link={{ to: '/games', text: 'All games' }}>
      {loading && !data ? (
        <p className={styles.status} role="status">
          Loading...
        </p>
      ) : error ? (
        <p className={`${styles.status} ${styles.error}`} role="alert">
          Error loading data. Please try again later.
        </p>
      ) : !data || data.games.length === 0 ? (
        <p className={styles.status}>No games available yet.</p>
      ) : (
        <GameCarousel games={data.games} to="/games" onSelect={storeSelectedGameId} />
      )}
    </HomeSection>
  );
}
