import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, type Location } from 'react-router-dom';
import { takeLinkLanding, type LinkLanding } from '../auth/linkLanding';
import { Footer } from './Footer';
import { Header } from './Header';
import { SideMenu } from './SideMenu';
import styles from './SiteShell.module.css';

// The toast region (sonner) mounts right after the first render, outside the first-route bundle (and outside the
// prerendered markup of `/`, which the first render hydrates: see src/prerender.tsx).
const AppToaster = lazy(() => import('./AppToaster').then((m) => ({ default: m.AppToaster })));

/**
 * Where a page's scroll is remembered: its history entry's key, except for the entry a document was loaded with,
 * whose key is always 'default' (every page typed, reloaded or opened from outside): that one is remembered by its
 * address, so a page loaded afresh does not open at the scroll another page loaded afresh was left at.
 */
function scrollKey(location: Location): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}

/** The layout of every page: header with burger, search and icons; the side menu; the footer. */
export function SiteShell() {
  const { pathname } = useLocation();
  // The menu is open on the page it was opened on, so following any link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;

  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  // A mailed link (e-mail confirmed, e-mail changed, or refused) says what happened; read after mount, so the
  // prerendered first render of `/` hydrates unchanged.
  const [landing, setLanding] = useState<LinkLanding | null>(null);
  useEffect(() => setLanding(takeLinkLanding()), []);

  // What only the open menu shows (the followed list, the apps the viewer may open: queries and code of their own)
  // is drawn once the menu is about to open (the pointer on the burger, focus or a finger on it) and kept
  // afterwards, rather than on every page's first render, where a phone pays for it with a closed menu.
  const [menuWanted, setMenuWanted] = useState(false);
  const wantMenu = useCallback(() => setMenuWanted(true), []);

  const toggleMenu = useCallback(() => setOpenOn((current) => (current === pathname ? null : pathname)), [pathname]);
  const closeMenu = useCallback(() => setOpenOn(null), []);

  // The menu opens below the header, so the burger stays in reach to close it; the header's height
  // changes with the viewport (the search box wraps on phones), so it is measured, while the menu is open: measured
  // on every page's mount, it forced a layout inside the first render and then restyled the whole page for it.
  const shellRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const header = headerRef.current;
    const shell = shellRef.current;
    if (!menuOpen || !header || !shell) return;
    const update = () => shell.style.setProperty('--header-offset', `${header.getBoundingClientRect().height}px`);
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(header);
    return () => observer.disconnect();
  }, [menuOpen]);

  return (
    <div className={styles.shell} ref={shellRef}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header ref={headerRef} menuOpen={menuOpen} onToggleMenu={toggleMenu} onMenuIntent={wantMenu} />
      <SideMenu open={menuOpen} onClose={closeMenu} warm={menuWanted || menuOpen} />
      <main id="main" className={styles.main} tabIndex={-1}>
        {landing && (
          <div className={styles.landing} data-tone={landing.tone} role={landing.tone === 'error' ? 'alert' : 'status'}>
            <span>{landing.message}</span>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setLanding(null)}>
              Dismiss
            </button>
          </div>
        )}
        <Outlet />
      </main>
      <Footer />
      {/* A followed link opens its page at the top (the window kept the last page's scroll: a ladder card tapped
          low on the home opened the league page at its comments); Back returns to where the reader was. */}
      <ScrollRestoration getKey={scrollKey} />
      {mounted && (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      )}
    </div>
  );
}
