import { Link } from 'react-router-dom';
import { currentYear } from '../lib/year';
import styles from './Footer.module.css';

export function Footer() {
  const year = currentYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand}>
          CLUTCH
        </Link>
        <p className={styles.copyright}>© {year} Clutch. All rights reserved.</p>
      </div>
    </footer>
  );
}
