import { useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { currentYear } from '../lib/year';
import styles from './Footer.module.css';

const noSubscription = () => () => undefined;

export function Footer() {
  // The prerendered `/` (src/prerender.tsx) is drawn at build time, whose year may not be the viewer's: it leaves the
  // year out, and the browser fills it in right after hydrating (a client-only render has it at once).
  const year = useSyncExternalStore(noSubscription, currentYear, () => '');
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand}>
          CLUTCH
        </Link>
        <Link to="/developers" className={styles.link}>
          Developers
        </Link>
        <p className={styles.copyright}>© {year} Clutch. All rights reserved.</p>
      </div>
    </footer>
  );
}
