import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/usePageTitle';
import styles from './PagePlaceholder.module.css';

/** A page whose screen arrives in a later issue: its title and an honest note, no invented data. */
export function PagePlaceholder({ title, children }: { title: string; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.note}>This page is being built.</p>
      {children}
    </section>
  );
}
