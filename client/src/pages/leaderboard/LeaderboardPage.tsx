import { useEffect, useState, type ComponentProps } from 'react';
import { entryName, EntryPicture, MIN_LIST_SIZE, Podium, PODIUM_SIZE, type BoardEntry } from '../../components/leaderboard/Podium';
import { FilterSelect } from '../../components/ui/FilterSelect';
import { graphql } from '../../gql';
import { useLeaderboardFiltersQuery, useLeaderboardPageQuery } from '../../gql/hooks';
import type { LeaderboardKind, LeaderboardOrder } from '../../gql/graphql';
import { useOnScreen } from '../../lib/useOnScreen';
import { usePageTitle } from '../../lib/usePageTitle';
import { EntryModal } from './EntryModal';
import { narrowed, possibleChoices } from './filterChoices';
import { PodiumConfetti } from './PodiumConfetti';
import styles from './LeaderboardPage.module.css';

export const leaderboardFiltersQuery = graphql(`
  query LeaderboardFilters {
    regions {
      id
      title
    }
    genres {
      id
      title
    }
    games {
      id
      title
      genre {
        id
      }
    }
    leaderboards(scope: GLOBAL) {
      id
      kind
      region {
        id
      }
      genre {
        id
      }
      game {
        id
      }
    }
  }
`);

/** The global board the filters select, one keyset page of its entries and the viewer's own line. */
export const leaderboardPageQuery = graphql(`
  query LeaderboardPage(
    $kind: LeaderboardKind!
    $regionId: ID
    $genreId: ID
    $gameId: ID
    $orderBy: LeaderboardOrder!
    $search: String
    $followedOnly: Boolean
    $first: Int!
    $after: String
  ) {
    leaderboard(kind: $kind, regionId: $regionId, genreId: $genreId, gameId: $gameId) {
      id
      kind
      entryCount
      followedEntryCount
      entries(first: $first, after: $after, orderBy: $orderBy, search: $search, followedOnly: $followedOnly) {
        edges {
          cursor
          node {
            ...Podium_entry
          }
        }
        pageInfo {
          endCursor
          hasNextPage
        }
      }
      viewerEntry(orderBy: $orderBy) {
        ...Podium_entry
      }
    }
  }
`);

/** Entries per keyset page. */
export const LEADERBOARD_PAGE_SIZE = 25;
/** Spec constant (doc 01 section 9): past 100 px of scrolling the podium takes its scrolled style. */
export const SCROLL_THRESHOLD_PX = 100;
/** How long the search box waits for typing to stop before asking again. */
export const SEARCH_DEBOUNCE_MS = 300;
/** The longest name prefix the server searches by (longer is refused): the box takes no more. */
export const SEARCH_MAX_LENGTH = 50;

type Scope = 'GLOBAL' | 'FOLLOWED';

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return scrolled;
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

function Toggle<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: ReadonlyArray<{ value: T; text: string; disabled?: boolean }>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div className={styles.toggle} role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          disabled={option.disabled}
          onClick={() => onChange(option.value)}
        >
          {option.text}
        </button>
      ))}
    </div>
  );
}

/** The page's region, genre and game filters. */
const Filter = (props: Omit<ComponentProps<typeof FilterSelect>, 'className' | 'hiddenLabelClassName'>) => (
  <FilterSelect {...props} className={styles.dropdown} hiddenLabelClassName={styles.srOnly} />
);

/** Competition ranks among `entries` (already in board order) by the ranked metric: equal values share a rank. */
function rankedAmong(entries: readonly BoardEntry[], orderBy: LeaderboardOrder): BoardEntry[] {
  const value = (entry: BoardEntry) => (orderBy === 'WINS' ? entry.wins : orderBy === 'RATING' ? entry.rating : entry.score);
  return entries.map((entry, index) => {
    let rank = index + 1;
    for (let above = index - 1; above >= 0 && value(entries[above]) === value(entry); above--) rank = above + 1;
    return { ...entry, rank };
  });
}

export default function LeaderboardPage() {
  usePageTitle('Leaderboard');
  const [kind, setKind] = useState<LeaderboardKind>('USER');
  const [metric, setMetric] = useState<LeaderboardOrder>('SCORE');
  const [scope, setScope] = useState<Scope>('GLOBAL');
  const [searchText, setSearchText] = useState('');
  const [regionId, setRegionId] = useState('');
  const [genreId, setGenreId] = useState('');
  const [gameId, setGameId] = useState('');
  const [podiumOpen, setPodiumOpen] = useState(true);
  const [selected, setSelected] = useState<BoardEntry | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX);
  const search = useDebounced(searchText.trim(), SEARCH_DEBOUNCE_MS);

  const filters = useLeaderboardFiltersQuery();
  // Only combinations that have a board are offered, and a genre narrows the games to its own.
  const selection = { regionId, genreId, gameId };
  const boards = filters.data?.leaderboards;
  const choices = {
    regions: narrowed(filters.data?.regions, possibleChoices(boards, kind, selection, 'regionId')),
    genres: narrowed(filters.data?.genres, possibleChoices(boards, kind, selection, 'genreId')),
    games: narrowed(
      filters.data?.games.filter((game) => !genreId || game.genre?.id === genreId || game.id === gameId),
      possibleChoices(boards, kind, selection, 'gameId'),
    ),
  };
  // Ratings are players' (teams' boards hold 0): Rating is a players' order only.
  const orderBy: LeaderboardOrder = kind === 'TEAM' && metric === 'RATING' ? 'SCORE' : metric;
  const followed = scope === 'FOLLOWED';
  const variables = {
    kind,
    // An empty filter counts as all: it is left out.
    regionId: regionId || null,
    genreId: genreId || null,
    gameId: gameId || null,
    orderBy,
    search: search || null,
    followedOnly: followed,
    first: LEADERBOARD_PAGE_SIZE,
  };
  const { data, loading, error, fetchMore } = useLeaderboardPageQuery({
    variables,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  // The podium is the top three of the chosen scope, never of a search: while searching, the scope's own first page
  // (usually already cached) feeds it, and the hits go to the table with their real ranks.
  const scopeTop = useLeaderboardPageQuery({ variables: { ...variables, search: null }, skip: !search, fetchPolicy: 'cache-first' });

  const board = data?.leaderboard ?? null;
  const entries = board?.entries.edges.map((edge) => edge.node) ?? [];
  const pageInfo = board?.entries.pageInfo;
  const mine = board?.viewerEntry ?? null;
  const scopeEntries = search ? (scopeTop.data?.leaderboard?.entries.edges.map((edge) => edge.node) ?? []) : entries;
  // Followed ranks among the followed: 1st is the best of those the viewer follows, not their place on the board.
  const ranked = followed ? rankedAmong(scopeEntries, orderBy) : scopeEntries;
  const podium = ranked.slice(0, PODIUM_SIZE);
  const rows = search
    ? entries.map((entry, index) => ({ index, entry: entry as BoardEntry | null }))
    : Array.from({ length: Math.max(MIN_LIST_SIZE, ranked.length) - PODIUM_SIZE }, (_, i) => ({ index: i + PODIUM_SIZE, entry: ranked[i + PODIUM_SIZE] ?? null }));
  const noun = kind === 'TEAM' ? 'teams' : 'players';
  const emptyNote = !board
    ? 'No leaderboard for these filters yet.'
    : search && entries.length === 0
      ? `No ${noun} match "${search}".`
      : followed && !search && entries.length === 0
        ? `You don't follow any ${noun} on this board yet.`
        : null;
  const showRating = kind === 'USER';
  // The pinned "Where am I" line steps aside while the viewer's own row is on screen (it would repeat it and cover the
  // rows around it).
  const [ownRow, setOwnRow] = useState<HTMLTableRowElement | null>(null);
  const ownRowOnScreen = useOnScreen(ownRow);

  const loadMore = async () => {
    if (!pageInfo?.endCursor || loadingMore) return;
    setLoadingMore(true);
    try {
      await fetchMore({ variables: { after: pageInfo.endCursor } });
    } finally {
      setLoadingMore(false);
    }
  };


  return (
    <div className={styles.page} data-scrolled={scrolled || undefined}>
      <header className={styles.header}>
        <h1 className={styles.title}>Leaderboard</h1>
        {/* Held while the board loads (a phone shows it under the title), so the controls below do not move. */}
        <p className={styles.count}>
          {board
            ? followed
              ? `${board.followedEntryCount ?? 0} followed ${kind === 'TEAM' ? 'teams' : 'players'} ranked`
              : `${board.entryCount} ${kind === 'TEAM' ? 'teams' : 'players'} ranked`
            : '\u00a0'}
        </p>
      </header>

      <div className={styles.controls}>
        <Toggle
          label="Players or teams"
          value={kind}
          onChange={setKind}
          options={[
            { value: 'USER', text: 'Players' },
            { value: 'TEAM', text: 'Teams' },
          ]}
        />
        <Toggle
          label="Rank by"
          value={orderBy}
          onChange={setMetric}
          options={[
            { value: 'SCORE', text: 'Score' },
            { value: 'WINS', text: 'Wins' },
            { value: 'RATING', text: 'Rating', disabled: kind === 'TEAM' },
          ]}
        />
        <Toggle
          label="Scope"
          value={scope}
          onChange={setScope}
          options={[
            { value: 'GLOBAL', text: 'Global' },
            { value: 'FOLLOWED', text: 'Followed' },
          ]}
        />
        <label className={styles.search}>
          <span className={styles.srOnly}>Search</span>
          <input
            type="search"
            maxLength={SEARCH_MAX_LENGTH}
            placeholder={kind === 'TEAM' ? 'Search teams...' : 'Search players...'}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </label>
        <Filter label="Region" allText="All Regions" value={regionId} options={choices.regions} onChange={setRegionId} />
        <Filter label="Genre" allText="All Genres" value={genreId} options={choices.genres} onChange={setGenreId} />
        <Filter label="Game" allText="All Games" value={gameId} options={choices.games} onChange={setGameId} />
      </div>

      {error && !data ? (
        <p className={styles.error} role="alert">
          Error loading leaderboard!
        </p>
      ) : loading && !data ? (
        <p className={styles.status} role="status">
          Loading leaderboard...
        </p>
      ) : (
        <>
          <section className={`${styles.podiumBox} ${scrolled ? styles.scrolled : ''}`} aria-label="Podium">
            <button
              type="button"
              className={styles.collapse}
              aria-expanded={podiumOpen}
              aria-controls="leaderboard-podium"
              onClick={() => setPodiumOpen((open) => !open)}
            >
              {podiumOpen ? 'Hide Top 3' : 'Show Top 3'}
            </button>
            <div id="leaderboard-podium" hidden={!podiumOpen}>
              {podiumOpen && (
                <>
                  <PodiumConfetti burstKey={podium.length > 0 ? `${board?.id}:${orderBy}:${scope}` : null} />
                  <Podium entries={podium} kind={kind} metric={orderBy} onSelect={setSelected} />
                </>
              )}
            </div>
          </section>

          {emptyNote && (
            <p className={styles.note} role="status">
              {emptyNote}
            </p>
          )}

          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Rank</th>
                <th scope="col">Name</th>
                <th scope="col">Score</th>
                <th scope="col">Wins</th>
                {showRating && <th scope="col">Rating</th>}
              </tr>
            </thead>
            <tbody>
              {rows.map(({ index, entry }) =>
                entry ? (
                  <tr
                    key={entry.id}
                    ref={entry.id === mine?.id ? setOwnRow : undefined}
                    aria-current={entry.id === mine?.id ? 'true' : undefined}
                    className={styles.row}
                  >
                    <td className={styles.rank}>{entry.rank}</td>
                    <td>
                      <button type="button" className={styles.nameButton} onClick={() => setSelected(entry)}>
                        <EntryPicture entry={entry} kind={kind} className={styles.picture} alt="" loading="lazy" />
                        <span>{entryName(entry, kind)}</span>
                      </button>
                    </td>
                    <td>{entry.score}</td>
                    <td>{entry.wins}</td>
                    {showRating && <td>{entry.rating}</td>}
                  </tr>
                ) : (
                  <tr key={`vacant-${index}`} className={styles.vacant} data-vacant>
                    <td className={styles.rank}>{index + 1}</td>
                    <td>vacant</td>
                    <td>–</td>
                    <td>–</td>
                    {showRating && <td>–</td>}
                  </tr>
                ),
              )}
            </tbody>
          </table>

          {pageInfo?.hasNextPage && (
            <button type="button" className={`btn btn-ghost ${styles.more}`} onClick={loadMore} disabled={loadingMore}>
              {loadingMore ? 'Loading...' : 'Load more'}
            </button>
          )}

          {mine && (
            <aside className={`${styles.mine} ${ownRowOnScreen ? styles.mineAside : ''}`} aria-label="Where am I">
              <button type="button" className={styles.mineButton} onClick={() => setSelected(mine)}>
                <span className={styles.mineLabel}>{kind === 'TEAM' ? 'Your team' : 'You'}</span>
                <span className={styles.mineRank}>#{mine.rank}</span>
                <EntryPicture entry={mine} kind={kind} className={styles.picture} alt="" loading="lazy" />
                <span className={styles.mineName}>{entryName(mine, kind)}</span>
                <span className={styles.mineStats}>
                  {mine.score} pts · {mine.wins} W{showRating ? ` · ${mine.rating} rating` : ''}
                </span>
              </button>
            </aside>
          )}
        </>
      )}

      {selected && <EntryModal entry={selected} kind={kind} onClose={() => setSelected(null)} />}
    </div>
  );
}
