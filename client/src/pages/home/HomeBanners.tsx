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

const makeSlides = (alphaPath: string): BannerSlide[] => [
  {
    key: 'season',
    label: 'Ladders are live',
    content: (
      <div className={styles.slide}>
        <img className={styles.art} src="/images/banners/ladders.svg" alt="" />
        <div className={styles.copy}>
          <p className={styles.eyebrow}>Competitive season</p>
          <h2 className={styles.headline}>
            Climb the ladder.
            <br />
            <span>Own the board.</span>
          </h2>
          <Link className="btn btn-primary" to="/global-leaderboard">
            View Leaderboard
          </Link>
        </div>
      </div>
    ),
  },
  {
    key: 'alpha',
    label: 'Alpha test league',
    content: (
      <div className={styles.slide}>
        <img className={styles.art} src="/images/banners/alpha-test.svg" alt="" />
        <div className={styles.copy}>
          <p className={styles.eyebrow}>Alpha test</p>
          <h2 className={styles.headline}>
            Join the alpha-test
            <br />
            <span>ladder.</span>
          </h2>
          <Link className="btn btn-primary" to={alphaPath}>
            Enter the Alpha
          </Link>
        </div>
      </div>
    ),
  },
  {
    key: 'live',
    label: 'Live match pages',
    content: (
      <div className={styles.slide}>
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
        <div className={styles.copy}>
          <p className={styles.eyebrow}>Live</p>
          <h2 className={styles.headline}>
            Every match.
            <br />
            <span>Every point. Live.</span>
          </h2>
        </div>
      </div>
    ),
  },
];

export function HomeBanners() {
  // The same query as the Featured Ladders carousel below: answered once, from the cache after.
  const { data } = useFeaturedLaddersQuery();
  const first = data?.leagues.edges[0]?.node.id;
  return <BannerCarousel slides={makeSlides(alphaTestPath(first))} />;
}
