import { Link } from 'react-router-dom';
import { Podium } from '../../components/leaderboard/Podium';
import { graphql } from '../../gql';
import { useHomePodiumQuery } from '../../gql/hooks';
import homeStyles from './HomePage.module.css';

/** The players' global board's top 3 (public: a visitor sees who leads). */
export const homePodiumQuery = graphql(`
  query HomePodium {
    leaderboard(kind: USER) {
      id
      entries(first: 3, orderBy: SCORE) {
        edges {
          node {
            ...Podium_entry
          }
        }
      }
    }
  }
`);

export default function HomePodium() {
  const { data, loading, error } = useHomePodiumQuery();
  const entries = data?.leaderboard?.entries.edges.map((edge) => edge.node) ?? [];
  return (
    <section className={homeStyles.section} aria-labelledby="home-podium-title">
      <div className={homeStyles.sectionHeader}>
        <h2 id="home-podium-title" className={homeStyles.sectionTitle}>
          Top Players
        </h2>
        <Link to="/global-leaderboard" className={homeStyles.sectionLink}>
          View Leaderboard
        </Link>
      </div>
      {loading && !data ? (
        <p className={homeStyles.status} role="status">
          Loading leaderboard...
        </p>
      ) : error ? (
        <p className={`${homeStyles.status} ${homeStyles.error}`} role="alert">
          Error loading leaderboard!
        </p>
      ) : (
        <div className={homeStyles.podium}>
          <Podium entries={entries} kind="USER" />
        </div>
      )}
    </section>
  );
}
