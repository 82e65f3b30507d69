import { LEAGUE_EMBLA_DURATION, LEAGUE_SLIDE_MS, LeagueCarousel } from '../../components/league/LeagueCarousel';
import { useFeaturedLaddersQuery } from '../../gql/hooks';
import { useMediaQuery } from '../../lib/useMediaQuery';
import homeStyles from './HomePage.module.css';
import { HomeSection } from './HomeSection';

/** Spec constants (doc 01, Home): 1 card per page under 620 px, 2 under 1201 px, otherwise 3; a 0.5 s slide. */
export const LADDERS_PER_PAGE_NARROW = 1;
export const LADDERS_PER_PAGE_MEDIUM = 2;
export const LADDERS_PER_PAGE_WIDE = 3;
export const LADDERS_NARROW_QUERY = '(max-width: 619.98px)';
export const LADDERS_MEDIUM_QUERY = '(max-width: 1200.98px)';
export const LADDER_SLIDE_MS = LEAGUE_SLIDE_MS;
/** Embla's `duration` (its scroll-body unit) for about a 0.5 s slide (as the game carousel). */
export const LADDER_EMBLA_DURATION = LEAGUE_EMBLA_DURATION;

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
  const perPage = useLaddersPerPage();
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
        <LeagueCarousel leagues={leagues} perPage={perPage} label="Featured ladder cards" />
      )}
    </HomeSection>
  );
}
