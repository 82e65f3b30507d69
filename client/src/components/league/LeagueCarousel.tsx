import { useEmbla } from '../../lib/useEmbla';
import { useCallback, useEffect } from 'react';
import type { LeagueCard_LeagueFragment } from '../../gql/graphql';
import { ChevronLeftIcon, ChevronRightIcon } from '../Icons';
import { useSelectedSnap } from '../useSelectedSnap';
import { LeagueCard } from './LeagueCard';
import styles from './LeagueCarousel.module.css';

/** A 0.5 s slide (doc 01), in Embla's `duration` unit (its scroll-body unit), as the game carousel. */
export const LEAGUE_SLIDE_MS = 500;
export const LEAGUE_EMBLA_DURATION = 20;

/**
 * League cards a page at a time (embla): `perPage` cards, previous/next arrows that wrap (next on the last page goes
 * back to the first), 'Page x of y' under them; one page shows no arrows. The home's Featured Ladders and the League
 * Manager's ladders (doc 02: two per page). `label` names the carousel, `noun` its arrows ('Next ladders').
 */
export function LeagueCarousel({
  leagues,
  perPage,
  label,
  noun = 'ladders',
}: {
  leagues: readonly LeagueCard_LeagueFragment[];
  perPage: number;
  label: string;
  noun?: string;
}) {
  const pages = Math.max(1, Math.ceil(leagues.length / perPage));
  const [viewportRef, embla] = useEmbla({
    align: 'start',
    slidesToScroll: perPage,
    containScroll: 'trimSnaps',
    duration: LEAGUE_EMBLA_DURATION,
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
      style={{ ['--per-page' as string]: perPage, ['--slide-ms' as string]: `${LEAGUE_SLIDE_MS}ms` }}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-per-page={perPage}
    >
      {pages > 1 && (
        <button type="button" className={`${styles.arrow} ${styles.prev}`} aria-label={`Previous ${noun}`} onClick={() => go(-1)}>
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
        <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label={`Next ${noun}`} onClick={() => go(1)}>
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
