import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { readRedirectFrom } from '../../auth/RequireAuth';
import { hasValidSession } from '../../auth/token';
import { useAuth } from '../../auth/useAuth';
import { usePageTitle } from '../../lib/usePageTitle';
import { FeaturedGames } from './FeaturedGames';
import { HomeBanners } from './HomeBanners';
import { HomeMatchesFrame } from './HomeMatchesFrame';
import styles from './HomePage.module.css';
import { HomeSection } from './HomeSection';

// Below the fold (or signed-in only): loaded after the first paint, outside the first-route budget.
const FeaturedLadders = lazy(() => import('./FeaturedLadders'));
const HomePodium = lazy(() => import('./HomePodium'));
const HomeMatches = lazy(() => import('./HomeMatches'));
const HomeTournaments = lazy(() => import('./HomeTournaments'));

const deferred = <div className={styles.deferred} aria-busy="true" />;

/** What a protected page a visitor was sent home from is called in the welcome's notice. */
const WANTED_PAGES: Array<[prefix: string, name: string]> = [
  ['/global-leaderboard', 'the leaderboard'],
  ['/games', 'the games page'],
  ['/league/', 'this ladder'],
  ['/tournament/', 'this tournament'],
  ['/match/', 'this match'],
  ['/team/', "this team's page"],
  ['/user/', "this player's page"],
  ['/organizer/', "this organizer's page"],
  ['/user-dashboard', 'your settings'],
  ['/team-dashboard', 'the Team Manager'],
  ['/org-dashboard', 'the League Manager'],
];

/** "the leaderboard", "this ladder"...: the page at `path` (query and hash ignored), or "that page". */
export function wantedPageName(path: string): string {
  const pathname = path.split(/[?#]/)[0].replace(/(.)\/$/, '$1');
  // A prefix ending in / names a page per id (/league/...), the others one page.
  const wanted = WANTED_PAGES.find(([prefix]) => (prefix.endsWith('/') ? pathname.startsWith(prefix) && pathname.length > prefix.length : pathname === prefix));
  return wanted?.[1] ?? 'that page';
}

/** Featured Ladders and the top 3: what everyone sees, signed in or not. */
function PublicSections() {
  return (
    <>
      <Suspense fallback={deferred}>
        <FeaturedLadders />
      </Suspense>
      <Suspense fallback={deferred}>
        <HomePodium />
      </Suspense>
    </>
  );
}

export default function HomePage() {
  usePageTitle('');
  const { session, loading } = useAuth();
  const location = useLocation();
  // A protected page sent the visitor here; login gets the path to send them back.
  const from = readRedirectFrom(location.state);
  const signedOut = !loading && !hasValidSession(session);
  // Sent here by a page that needs an account (a banner's View Leaderboard, a shared link): the welcome says why, and
  // comes into view, since on a phone it sits below the banner.
  const welcome = useRef<HTMLElement>(null);
  useEffect(() => {
    if (from && signedOut) welcome.current?.scrollIntoView({ block: 'center' });
  }, [from, signedOut]);

  return (
    <div className={styles.home}>
      {/* Empty until the session is known; its room is held meanwhile when one is stored (HomePage.module.css). */}
      {(loading || hasValidSession(session)) && (
        <div className={styles.matchesSlot}>
          {!loading && (
            <Suspense fallback={<HomeMatchesFrame />}>
              <HomeMatches />
            </Suspense>
          )}
        </div>
      )}
      <HomeBanners />
      {/* While the session is read (the prerendered first paint too) the sections' room is held, so the footer below
          does not jump down when they appear. */}
      {loading ? (
        <div className="auth-pending" aria-busy="true" />
      ) : hasValidSession(session) ? (
        <>
          {/* The signed-in home's one heading of the page (its sections are h2s). */}
          <h1 className="visually-hidden">Your Clutch home</h1>
          <FeaturedGames />
          <Suspense fallback={deferred}>
            <HomeTournaments />
          </Suspense>
          <PublicSections />
        </>
      ) : (
        <>
          <section ref={welcome} className={styles.welcome} aria-labelledby="welcome-title">
            <div>
              {from && (
                <p className={styles.wanted} role="status">
                  Log in or join to open {wantedPageName(from)}.
                </p>
              )}
              <p className={styles.kicker}>Welcome to Clutch</p>
              <h1 id="welcome-title" className={styles.welcomeTitle}>
                Where teams are made and ladders are won.
              </h1>
              <p className={styles.lede}>
                Build your team, join ladders and tournaments, follow the players you rate and watch every match score land live.
              </p>
            </div>
            <div className={styles.cta}>
              <Link className="btn btn-primary btn-lg" to="/signup" state={from ? { from } : undefined}>
                Join
              </Link>
              <Link className="btn btn-ghost btn-lg" to="/login" state={from ? { from } : undefined}>
                Login
              </Link>
            </div>
          </section>
          <PublicSections />
          <HomeSection id="featured-title" title="Featured Games">
            <p className={styles.locked}>Please log in to view this content.</p>
          </HomeSection>
        </>
      )}
    </div>
  );
}
