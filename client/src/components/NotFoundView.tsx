import { Link } from 'react-router-dom';
import styles from './NotFoundView.module.css';

/**
 * The not-found frame: the glitching 404, a title and a way home. Used by the catch-all route
 * ('404 - Page Not Found') and, inside the page's frame, for an unknown team, user or organizer.
 */
export function NotFoundView({ title, text }: { title: string; text?: string }) {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.glitch} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {title}
      </h1>
      {text && <p className={styles.text}>{text}</p>}
      <Link className="btn btn-primary" to="/">
        Back to Home
      </Link>
    </section>
  );
}
