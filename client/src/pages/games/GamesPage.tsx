import { useCallback, useEffect, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FallbackImage } from '../../components/FallbackImage';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/Icons';
import { LeagueCard } from '../../components/league/LeagueCard';
import { TournamentCard } from '../../components/tournament/TournamentCard';
import { FilterSelect } from '../../components/ui/FilterSelect';
import { graphql } from '../../gql';
import {
  useGamesPageCatalogQuery,
  useGamesPageCompetitionsQuery,
  useGamesPageLaddersQuery,
  useGamesPageTournamentsQuery,
} from '../../gql/hooks';
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

/** Which games have ladders or tournaments: the page opens on the first of them (by title) when no game is chosen. */
export const gamesPageCompetitionsQuery = graphql(`
  query GamesPageCompetitions {
    leagues(first: 100, compCatId: 1) {
      edges {
        node {
          id
          game {
            id
          }
        }
      }
    }
    tournaments(first: 50) {
      id
      game {
        id
      }
    }
  }
`);

/** A game's tournaments (open for registration first, by start), as cards. */
export const gamesPageTournamentsQuery = graphql(`
  query GamesPageTournaments($gameId: ID!) {
    tournaments(gameId: $gameId, first: 50) {
      id
      ...TournamentCard_tournament
    }
  }
`);

const ALL = '';

/** Where the strip can still scroll: arrows show only towards hidden cards. */
function useStripScroll() {
  const ref = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ prev: false, next: false });
  const measure = useCallback(() => {
    const strip = ref.current;
    if (!strip) return;
    const prev = strip.scrollLeft > 1;
    const next = strip.scrollLeft + strip.clientWidth < strip.scrollWidth - 1;
    setEdges((old) => (old.prev === prev && old.next === next ? old : { prev, next }));
  }, []);
  useEffect(() => {
    const strip = ref.current;
    if (!strip) return;
    measure();
    strip.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(strip);
    return () => {
      strip.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  });
  /** A page of cards towards `direction` (most of the visible width, so one card stays for context). */
  const page = (direction: 1 | -1) => {
    const strip = ref.current;
    strip?.scrollBy({ left: direction * Math.max(strip.clientWidth * 0.8, 120), behavior: 'smooth' });
  };
  return { ref, edges, page };
}

/** Arrow keys, Home and End move between the game cards (each comes into view). */
function moveBetweenGames(event: KeyboardEvent<HTMLUListElement>) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  const to =
    event.key === 'ArrowRight'
      ? Math.min(at + 1, buttons.length - 1)
      : event.key === 'ArrowLeft'
        ? Math.max(at - 1, 0)
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? buttons.length - 1
            : -1;
  if (to < 0) return;
  event.preventDefault();
  buttons[to].focus();
  buttons[to].scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

/** The ladder list's region and platform filters (ALL: no filter). */
const Filter = (props: Omit<ComponentProps<typeof FilterSelect>, 'className' | 'hiddenLabelClassName'>) => (
  <FilterSelect {...props} className={styles.filter} hiddenLabelClassName={styles.srOnly} />
);

/**
 * The games page (doc 02): a game card strip (arrows and keys scroll it) and the selected game's ladders, filtered by
 * region and platform, and tournaments. The game is in the URL (?game=, as a search hit opens it), else the stored
 * one, else the first game with ladders or tournaments.
 */
export default function GamesPage() {
  usePageTitle('Games');
  const catalog = useGamesPageCatalogQuery();
  const competitions = useGamesPageCompetitionsQuery();
  const games = catalog.data?.games ?? [];
  const [params, setParams] = useSearchParams();
  const [stored] = useState<string | null>(() => readSelectedGameId());
  const chosen = params.get('game') ?? stored;
  const withCompetitions = new Set([
    ...(competitions.data?.leagues.edges ?? []).map((edge) => edge.node.game?.id),
    ...(competitions.data?.tournaments ?? []).map((t) => t.game?.id),
  ]);
  // The chosen game when it still exists, otherwise the first game with competitions, otherwise the first game.
  const selected = games.find((g) => g.id === chosen) ?? games.find((g) => withCompetitions.has(g.id)) ?? games[0] ?? null;
  // Without a chosen game, wait for the competitions before opening on one (else the page flips from the first game).
  const deciding = !games.some((g) => g.id === chosen) && competitions.loading && !competitions.data;
  const strip = useStripScroll();
  const [regionId, setRegionId] = useState(ALL);
  const [platformId, setPlatformId] = useState(ALL);
  const ladders = useGamesPageLaddersQuery(
    selected && !deciding ? { variables: { gameId: selected.id } } : { skip: true, variables: { gameId: '' } },
  );
  const tournaments = useGamesPageTournamentsQuery(
    selected && !deciding ? { variables: { gameId: selected.id } } : { skip: true, variables: { gameId: '' } },
  );

  const errorText = (error: { message: string }) => `Error loading games/platforms/regions/ladders: ${error.message}`;
  const leagues = (ladders.data?.leagues.edges ?? [])
    .map((edge) => edge.node)
    .filter((league) => (regionId === ALL || league.region?.id === regionId) && (platformId === ALL || league.platform?.id === platformId));

  const choose = (gameId: string) => {
    storeSelectedGameId(gameId);
    setParams((old) => {
      const next = new URLSearchParams(old);
      next.set('game', gameId);
      return next;
    });
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Games</h1>
      {catalog.error ? (
        <p className={styles.error} role="alert">
          {errorText(catalog.error)}
        </p>
      ) : (catalog.loading && !catalog.data) || deciding ? (
        <p className={styles.status} role="status">
          Loading...
        </p>
      ) : (
        <>
          <div className={styles.strip}>
            <button
              type="button"
              className={`${styles.arrow} ${styles.prev}`}
              aria-label="Previous games"
              hidden={!strip.edges.prev}
              onClick={() => strip.page(-1)}
            >
              <ChevronLeftIcon />
            </button>
            <ul ref={strip.ref} className={styles.games} aria-label="Choose a game" onKeyDown={moveBetweenGames}>
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
            <button
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              aria-label="Next games"
              hidden={!strip.edges.next}
              onClick={() => strip.page(1)}
            >
              <ChevronRightIcon />
            </button>
          </div>

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

          <section className={styles.ladders} aria-labelledby="tournaments-title">
            <h2 id="tournaments-title" className={styles.sectionTitle}>
              Tournaments
              {selected && <span className={styles.gameName}> · {selected.title}</span>}
            </h2>
            {tournaments.error ? (
              <p className={styles.error} role="alert">
                {errorText(tournaments.error)}
              </p>
            ) : tournaments.loading && !tournaments.data ? (
              <p className={styles.status} role="status">
                Loading...
              </p>
            ) : !tournaments.data?.tournaments.length ? (
              <p className={styles.status}>No Tournaments Available</p>
            ) : (
              <ul className={styles.grid} aria-label="Tournaments">
                {tournaments.data.tournaments.map((tournament) => (
                  <li key={tournament.id}>
                    <TournamentCard tournament={tournament} />
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
