import { useState, type ComponentProps } from 'react';
import { FallbackImage } from '../../components/FallbackImage';
import { LeagueCard } from '../../components/league/LeagueCard';
import { FilterSelect } from '../../components/ui/FilterSelect';
import { graphql } from '../../gql';
import { useGamesPageCatalogQuery, useGamesPageLaddersQuery } from '../../gql/hooks';
import { readSelectedGameId, storeSelectedGameId } from '../../lib/selectedGame';
import { usePageTitle } from '../../lib/usePageTitle';
import styles from './GamesPage.module.css';

export const gamesPageCatalogQuery = graphql(`
  query GamesPageCatalog {
    games {
      id
      title
      image
    }
    platforms {
      id
      title
    }
    regions {
      id
      title
    }
  }
`);

/** A game's ladders (competition category 1), as api/comp/get-all-ladders (p_game_id). */
export const gamesPageLaddersQuery = graphql(`
  query GamesPageLadders($gameId: ID!) {
    leagues(first: 100, gameId: $gameId, compCatId: 1) {
      edges {
        node {
          id
          ...LeagueCard_league
        }
      }
    }
  }
`);

const ALL = '';

/** The ladder list's region and platform filters (ALL: no filter). */
const Filter = (props: Omit<ComponentProps<typeof FilterSelect>, 'className' | 'hiddenLabelClassName'>) => (
  <FilterSelect {...props} className={styles.filter} hiddenLabelClassName={styles.srOnly} />
);

/** The games page (doc 02): a game card selector and the selected game's ladders, filtered by region and platform. */
export default function GamesPage() {
  usePageTitle('Games');
  const catalog = useGamesPageCatalogQuery();
  const games = catalog.data?.games ?? [];
  const [chosen, setChosen] = useState<string | null>(() => readSelectedGameId());
  // The stored game when it still exists, otherwise the first game.
  const selected = games.find((g) => g.id === chosen) ?? games[0] ?? null;
  const [regionId, setRegionId] = useState(ALL);
  const [platformId, setPlatformId] = useState(ALL);
  const ladders = useGamesPageLaddersQuery(selected ? { variables: { gameId: selected.id } } : { skip: true, variables: { gameId: '' } });

  const errorText = (error: { message: string }) => `Error loading games/platforms/regions/ladders: ${error.message}`;
  const leagues = (ladders.data?.leagues.edges ?? [])
    .map((edge) => edge.node)
    .filter((league) => (regionId === ALL || league.region?.id === regionId) && (platformId === ALL || league.platform?.id === platformId));

  const choose = (gameId: string) => {
    storeSelectedGameId(gameId);
    setChosen(gameId);
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Games</h1>
      {catalog.error ? (
        <p className={styles.error} role="alert">
          {errorText(catalog.error)}
        </p>
      ) : catalog.loading && !catalog.data ? (
        <p className={styles.status} role="status">
          Loading...
        </p>
      ) : (
        <>
          <ul className={styles.games} aria-label="Choose a game">
            {games.map((game) => {
              const active = game.id === selected?.id;
              return (
                <li key={game.id}>
                  <button type="button" className={styles.game} aria-pressed={active} onClick={() => choose(game.id)}>
                    <FallbackImage src={game.image} fallback="game" alt="" loading="lazy" />
                    <span className={styles.gameTitle}>{game.title}</span>
                  </button>
                </li>
              );
            })}
          </ul>

          <section className={styles.ladders} aria-labelledby="ladders-title">
            <div className={styles.laddersHeader}>
              <h2 id="ladders-title" className={styles.sectionTitle}>
                Ladders
                {selected && <span className={styles.gameName}> · {selected.title}</span>}
              </h2>
              <div className={styles.filters}>
                <Filter label="Region" allText="All Regions" value={regionId} options={catalog.data?.regions} onChange={setRegionId} />
                <Filter
                  label="Platform"
                  allText="All Platforms"
                  value={platformId}
                  options={catalog.data?.platforms}
                  onChange={setPlatformId}
                />
              </div>
            </div>
            {ladders.error ? (
              <p className={styles.error} role="alert">
                {errorText(ladders.error)}
              </p>
            ) : ladders.loading && !ladders.data ? (
              <p className={styles.status} role="status">
                Loading...
              </p>
            ) : leagues.length === 0 ? (
              <p className={styles.status}>No Leagues Available</p>
            ) : (
              <ul className={styles.grid} aria-label="Ladders">
                {leagues.map((league) => (
                  <li key={league.id}>
                    <LeagueCard league={league} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
