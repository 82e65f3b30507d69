import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './HomePage.module.css';

/** A titled section of the home page, with an optional link beside its title (All games, View Leaderboard). */
export function HomeSection({
  id,
  title,
  link,
  children,
}: {
  id: string;
  title: string;
  link?: { to: string; text: string };
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHeader}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {link && (
          <Link to={link.to} className={styles.sectionLink}>
            {link.text}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
