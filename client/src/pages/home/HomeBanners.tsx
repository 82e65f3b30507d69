import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BannerCarousel, type BannerSlide } from '../../components/BannerCarousel';
import { useFeaturedLaddersQuery } from '../../gql/hooks';
import { leaguePath } from '../../lib/paths';
import styles from './HomeBanners.module.css';

/**
 * Where the alpha-test slide leads: the first featured ladder of the world it runs in (the spec's
 * league 70 exists only in the original data), or the games page's ladder list while none is known.
 */
export function alphaTestPath(firstLadderId: string | undefined): string {
  return firstLadderId ? leaguePath(firstLadderId) : '/games';
}

/** One slide: its art, an eyebrow, a two-line headline (the second line highlighted) and an optional call to action. */
interface SlideCopy {
  key: string;
  label: string;
  art: ReactNode;
  eyebrow: string;
  line1: string;
  line2: string;
  action?: { text: string; to: string };
}

function Slide({ art, eyebrow, line1, line2, action }: Omit<SlideCopy, 'key' | 'label'>) {
  return (
    <div className={styles.slide}>
      {art}
      <div className={styles.copy}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h2 className={styles.headline}>
          {line1}
          <br />
          <span>{line2}</span>
        </h2>
        {action && (
          <Link className="btn btn-primary" to={action.to}>
            {action.text}
          </Link>
        )}
      </div>
    </div>
  );
}

const slideImage = (src: string) => <img className={styles.art} src={src} alt="" />;

const makeSlides = (alphaPath: string): BannerSlide[] =>
  (
    [
      {
        key: 'season',
        label: 'Ladders are live',
        art: slideImage('/images/banners/ladders.svg'),
        eyebrow: 'Competitive season',
        line1: 'Climb the ladder.',
        line2: 'Own the board.',
        action: { text: 'View Leaderboard', to: '/global-leaderboard' },
      },
      {
        key: 'alpha',
        label: 'Alpha test league',
        art: slideImage('/images/banners/alpha-test.svg'),
        eyebrow: 'Alpha test',
        line1: 'Join the alpha-test',
        line2: 'ladder.',
        action: { text: 'Enter the Alpha', to: alphaPath },
      },
      {
        key: 'live',
        label: 'Live match pages',
        art: (
          <video
            className={styles.art}
            src="/videos/clutch-promo.webm"
            poster="/images/banners/live.svg"
            muted
            loop
            playsInline
            preload="metadata"
            aria-hidden="true"
          />
        ),
        eyebrow: 'Live',
        line1: 'Every match.',
        line2: 'Every point. Live.',
      },
    ] satisfies SlideCopy[]
  ).map(({ key, label, ...copy }) => ({ key, label, content: <Slide {...copy} /> }));

export function HomeBanners() {
  // The same query as the Featured Ladders carousel below: answered once, from the cache after.
  const { data } = useFeaturedLaddersQuery();
  const first = data?.leagues.edges[0]?.node.id;
  return <BannerCarousel slides={makeSlides(alphaTestPath(first))} />;
}
