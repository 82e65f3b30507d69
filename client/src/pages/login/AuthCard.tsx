import type { ReactNode } from 'react';
import styles from './AuthCard.module.css';

/**
 * The frame of the account screens (Login, Signup, Password Recovery, Reset Password): a centred
 * card with a kicker, the page title (h1), an optional lede, the form and links underneath.
 */
export function AuthCard({
  kicker,
  title,
  lede,
  children,
  footer,
}: {
  kicker: string;
  title: string;
  lede?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="auth-title">
        <p className={styles.kicker}>{kicker}</p>
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
        {lede ? <p className={styles.lede}>{lede}</p> : null}
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </section>
    </div>
  );
}

/** A success or information panel inside the card (role=status, so screen readers announce it). */
export function AuthNotice({ tone = 'success', children }: { tone?: 'success' | 'info' | 'error'; children: ReactNode }) {
  return (
    <div className={styles.notice} data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

export const authCardStyles = styles;
