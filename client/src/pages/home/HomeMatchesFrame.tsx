import type { ReactNode } from 'react';
import homeStyles from './HomePage.module.css';
import styles from './HomeMatches.module.css';

/**
 * The signed-in home's two panels, My next matches and Live now, at the size they always have: loading, empty or full
 * (rows and panels have fixed heights, HomeMatches.module.css). The page shows this frame while the lists' code and
 * data load, and the room it takes is held from the first paint (HomePage's matches slot), so the banner below never
 * moves when they arrive.
 */
export function HomeMatchesFrame({ upcoming, live }: { upcoming?: ReactNode; live?: ReactNode }) {
  const loading = (
    <p className={`${homeStyles.status} ${styles.status}`} role="status">
      Loading...
    </p>
  );
  return (
    <div className={styles.grid}>
      <section className={`${homeStyles.section} ${styles.panel}`} aria-labelledby="next-matches-title">
        <h2 id="next-matches-title" className={homeStyles.sectionTitle}>
          My next matches
        </h2>
        {upcoming ?? loading}
      </section>
      <section className={`${homeStyles.section} ${styles.panel}`} aria-labelledby="live-now-title">
        <h2 id="live-now-title" className={homeStyles.sectionTitle}>
          Live now
        </h2>
        {live ?? loading}
      </section>
    </div>
  );
}
