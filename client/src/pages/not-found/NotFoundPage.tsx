import { Link } from 'react-router-dom';
import { usePageTitle } from '../../lib/usePageTitle';
import styles from './NotFoundPage.module.css';

export default function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <section className={styles.page}>
      <p className={styles.glitch} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>404 - Page Not Found</h1>
      <Link className="btn btn-primary" to="/">
        Back to Home
      </Link>
    </section>
  );
}
