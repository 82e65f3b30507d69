import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { useAuth } from '../auth/useAuth';
import { HomeIcon, LadderIcon, LogOutIcon, SettingsIcon, TrophyIcon, UsersIcon } from '../components/Icons';
import { FallbackImage } from '../components/FallbackImage';
import { ModerationAppLink } from '../components/moderation/ModerationAppLink';
import styles from './SideMenu.module.css';
import { ShellViewerQuery, useShellProfile } from './useShellProfile';

// Signed-in only and behind the closed menu (React Aria tabs): loaded after the first paint, outside the first-route bundle.
const FollowingList = lazy(() => import('../components/follow/FollowingList').then((m) => ({ default: m.FollowingList })));

/** `warm`: the menu is open or about to be: what only the open menu shows is drawn (and then kept). */
export function SideMenu({ open, onClose, warm = open }: { open: boolean; onClose: () => void; warm?: boolean }) {
  const { signOut } = useAuth();
  const { signedIn, loading, userId, profile } = useShellProfile();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  const logOut = async () => {
    setSigningOut(true);
    try {
      await signOut();
      await navigate('/login');
    } catch (error) {
      // A toast, outside the menu, so it shows whether or not the menu is open.
      // (sonner is loaded on demand: it is no part of the first paint.)
      const message = `Log out failed: ${error instanceof Error ? error.message : 'unknown error'}`;
      void import('../lib/toast').then(({ notify }) => notify.error(message));
    } finally {
      setSigningOut(false);
    }
  };

  // Links to the user's own page by name; the id also resolves when the name is missing.
  const ownPage = signedIn && userId ? `/user/${encodeURIComponent(profile.userName ?? userId)}` : null;

  return (
    <>
      <div className={styles.backdrop} data-state={open ? 'open' : 'closed'} onClick={onClose} aria-hidden="true" />
      <aside
        id="site-menu"
        className={styles.menu}
        data-state={open ? 'open' : 'closed'}
        aria-label="Site menu"
        aria-hidden={!open}
        inert={!open}
      >
        <section className={styles.profile} aria-label="Profile">
          <FallbackImage
            className={styles.avatar}
            src={signedIn ? profile.picture : null}
            fallback="avatar"
            alt=""
            width="72"
            height="72"
          />
          <div className={styles.identity}>
            <p className={styles.welcome}>Welcome</p>
            {signedIn && ownPage ? (
              <Link className={styles.name} to={ownPage} onClick={onClose}>
                {profile.userName ?? 'unknown-user'}
              </Link>
            ) : (
              <p className={styles.name}>{loading ? '\u00a0' : 'Guest!'}</p>
            )}
            <p className={styles.score}>
              <span>Universal Score</span>
              <strong>{signedIn && profile.score !== null ? profile.score : 'N/A'}</strong>
            </p>
          </div>
          {signedIn && (
            <Link className={styles.settings} to="/user-dashboard" aria-label="Settings" onClick={onClose}>
              <SettingsIcon />
            </Link>
          )}
        </section>

        {!signedIn && !loading && (
          <section className={styles.join} aria-label="Join Clutch">
            <Link className="btn btn-primary btn-block" to="/signup" onClick={onClose}>
              Join
            </Link>
            <Link className={styles.member} to="/login" onClick={onClose}>
              Already A Member
            </Link>
          </section>
        )}

        <nav aria-label="Main" className={styles.nav}>
          <NavLink to="/" end onClick={onClose}>
            <HomeIcon /> Home
          </NavLink>
          <NavLink to="/global-leaderboard" onClick={onClose}>
            <TrophyIcon /> Global Leaderboard
          </NavLink>
        </nav>

        {signedIn && (
          <section className={styles.apps} aria-labelledby="my-apps-title">
            <h2 id="my-apps-title" className={styles.heading}>
              My Apps
            </h2>
            <div className={styles.appGrid}>
              <Link to="/team-dashboard" className={styles.app} onClick={onClose}>
                <UsersIcon />
                <span>Team Manager</span>
              </Link>
              <Link to="/org-dashboard" className={styles.app} onClick={onClose}>
                <LadderIcon />
                <span>League Manager</span>
              </Link>
              {warm && <ModerationAppLink className={styles.app} onNavigate={onClose} />}
            </div>
            <p className={styles.soon}>more apps coming soon ...</p>
          </section>
        )}

        {signedIn && warm && (
          <>
            <ShellViewerQuery />
            <Suspense fallback={null}>
              <FollowingList onNavigate={onClose} />
            </Suspense>
          </>
        )}

        {signedIn && (
          <div className={styles.footer}>
            <button type="button" className="btn btn-ghost btn-block" onClick={logOut} disabled={signingOut}>
              <LogOutIcon /> {signingOut ? 'Logging out...' : 'Log Out'}
            </button>
          </div>
        )}
      </aside>
    </>
  );
}
