import { startTransition, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { currentYear } from '../lib/year';
import styles from './Footer.module.css';

export function Footer() {
  // The prerendered `/` (src/prerender.tsx) is drawn at build time, whose year may not be the viewer's: it leaves the
  // year out, and the browser fills it in after the first commit, as a transition. (A store whose server snapshot
  // differs re-renders synchronously inside hydration's commit, which then ran every pending effect in that one task.)
  const [year, setYear] = useState('');
  useEffect(() => startTransition(() => setYear(currentYear())), []);
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
