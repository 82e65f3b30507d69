import { Podium } from '../../components/leaderboard/Podium';
import { graphql } from '../../gql';
import { useHomePodiumQuery } from '../../gql/hooks';
import homeStyles from './HomePage.module.css';
import { HomeSection } from './HomeSection';

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
    <HomeSection id="home-podium-title" title="Top Players" link={{ to: '/global-leaderboard', text: 'View Leaderboard' }}>
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
    </HomeSection>
  );
}
