import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { hasValidSession } from '../auth/token';
import { useAuth } from '../auth/useAuth';
import { BurgerIcon, CloseIcon, SettingsIcon } from '../components/Icons';
import { MessagesButton } from '../components/messages/MessagesButton';
import { NotificationBell } from '../components/notifications/NotificationBell';
import { LazySearchBox } from '../components/search/LazySearchBox';
import styles from './Header.module.css';

export function Header({
  menuOpen,
  onToggleMenu,
  onMenuIntent,
  ref,
}: {
  menuOpen: boolean;
  onToggleMenu: () => void;
  /** The pointer is over the burger, or focus or a finger is on it: the menu is likely to open next. */
  onMenuIntent?: () => void;
  ref?: Ref<HTMLElement>;
}) {
  const { session, loading } = useAuth();
  const signedIn = hasValidSession(session);

  return (
    <header className={styles.header} ref={ref}>
      <div className={styles.bar}>
        <button
          type="button"
          className={styles.burger}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          data-state={menuOpen ? 'open' : 'closed'}
          onClick={onToggleMenu}
          onPointerEnter={onMenuIntent}
          onPointerDown={onMenuIntent}
          onFocus={onMenuIntent}
        >
          {menuOpen ? <CloseIcon /> : <BurgerIcon />}
        </button>

        <Link to="/" className={styles.brand} aria-label="Clutch home">
          <img src="/images/logo-mark.svg" alt="" width="32" height="32" />
          <span className={styles.wordmark}>CLUTCH</span>
        </Link>

        <LazySearchBox className={styles.search} />

        <div className={styles.actions}>
          {loading ? null : signedIn ? (
            <>
              <NotificationBell className={styles.iconButton} />
              <MessagesButton className={styles.iconButton} />
              <Link to="/user-dashboard" className={styles.iconButton} aria-label="Settings">
                <SettingsIcon />
              </Link>
            </>
          ) : (
            <Link to="/login" className={`btn btn-primary btn-sm ${styles.signIn}`}>
              Sign In / Sign Up
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
