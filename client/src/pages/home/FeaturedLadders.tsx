import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/Icons';
import { LeagueCard } from '../../components/league/LeagueCard';
import { useFeaturedLaddersQuery } from '../../gql/hooks';
import { useMediaQuery } from '../../lib/useMediaQuery';
import styles from './FeaturedLadders.module.css';
import homeStyles from './HomePage.module.css';
import { useSelectedSnap } from '../../components/useSelectedSnap';
import { HomeSection } from './HomeSection';

/** Spec constants (doc 01, Home): 1 card per page under 620 px, 2 under 1201 px, otherwise 3; a 0.5 s slide. */
export const LADDERS_PER_PAGE_NARROW = 1;
export const LADDERS_PER_PAGE_MEDIUM = 2;
export const LADDERS_PER_PAGE_WIDE = 3;
export const LADDERS_NARROW_QUERY = '(max-width: 619.98px)';
export const LADDERS_MEDIUM_QUERY = '(max-width: 1200.98px)';
export const LADDER_SLIDE_MS = 500;
/** Embla's `duration` (its scroll-body unit) for about a 0.5 s slide (as the game carousel). */
export const LADDER_EMBLA_DURATION = 20;

/** Cards per page for the viewport: 1 under 620 px, 2 under 1201 px, otherwise 3. */
export function useLaddersPerPage(): number {
  const narrow = useMediaQuery(LADDERS_NARROW_QUERY);
  const medium = useMediaQuery(LADDERS_MEDIUM_QUERY);
  return narrow ? LADDERS_PER_PAGE_NARROW : medium ? LADDERS_PER_PAGE_MEDIUM : LADDERS_PER_PAGE_WIDE;
}

/**
 * Featured Ladders (competition category 1) as league cards, a page at a time (embla). The arrows
 * wrap: next on the last page goes back to the first, previous on the first goes to the last.
 */
export default function FeaturedLadders() {
  const { data, loading, error } = useFeaturedLaddersQuery();
  const leagues = data?.leagues.edges.map((edge) => edge.node) ?? [];

  return (
    <HomeSection id="featured-ladders-title" title="Featured Ladders">
      {loading && !data ? (
        <p className={homeStyles.status} role="status">
          Loading...
        </p>
      ) : error ? (
        <p className={`${homeStyles.status} ${homeStyles.error}`} role="alert">
          Error loading data. Please try again later.
        </p>
      ) : leagues.length === 0 ? (
        <p className={homeStyles.status}>No Leagues Available</p>
      ) : (
        <LadderCarousel leagues={leagues} />
      )}
    </HomeSection>
  );
}

type Ladder = NonNullable<ReturnType<typeof useFeaturedLaddersQuery>['data']>['leagues']['edges'][number]['node'];

function LadderCarousel({ leagues }: { leagues: readonly Ladder[] }) {
  const perPage = useLaddersPerPage();
  const pages = Math.max(1, Math.ceil(leagues.length / perPage));
  const [viewportRef, embla] = useEmblaCarousel({
    align: 'start',
    slidesToScroll: perPage,
    containScroll: 'trimSnaps',
    duration: LADDER_EMBLA_DURATION,
  });
  const [page, setPage] = useSelectedSnap(embla);

  // A new breakpoint changes the card width (a CSS variable) and the page size: measure again.
  useEffect(() => {
    embla?.reInit({ slidesToScroll: perPage });
  }, [embla, perPage]);

  const go = useCallback(
    (direction: 1 | -1) => {
      const target = (page + direction + pages) % pages;
      if (embla) embla.scrollTo(target);
      else setPage(target);
    },
    [embla, page, pages, setPage],
  );

  const current = Math.min(page, pages - 1);
  return (
    <div
      className={styles.carousel}
      style={{ ['--per-page' as string]: perPage, ['--slide-ms' as string]: `${LADDER_SLIDE_MS}ms` }}
      role="region"
      aria-roledescription="carousel"
      aria-label="Featured ladder cards"
      data-per-page={perPage}
    >
      {pages > 1 && (
        <button type="button" className={`${styles.arrow} ${styles.prev}`} aria-label="Previous ladders" onClick={() => go(-1)}>
          <ChevronLeftIcon />
        </button>
      )}
      <div className={styles.viewport} ref={viewportRef}>
        <ul className={styles.track}>
          {leagues.map((league, i) => {
            const onPage = Math.floor(i / perPage) === current;
            return (
              <li key={league.id} className={styles.item} aria-hidden={onPage ? undefined : true} inert={!onPage || undefined}>
                <LeagueCard league={league} />
              </li>
            );
          })}
        </ul>
      </div>
      {pages > 1 && (
        <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label="Next ladders" onClick={() => go(1)}>
          <ChevronRightIcon />
        </button>
      )}
      {pages > 1 && (
        <p className={styles.pager} aria-live="polite">
          Page {current + 1} of {pages}
        </p>
      )}
    </div>
  );
}
