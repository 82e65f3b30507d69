/**
 * Build-time prerender of the first paint of `/` (vite.config.ts, routeDocuments): the app as its first render in the
 * browser draws it, while the stored session is still being read (header without its sign-in actions, the banner),
 * so the page paints before any script has run, and React's first render in the browser hydrates this very markup.
 * Nothing here ships to the browser.
 */
import { ApolloClient, ApolloLink } from '@apollo/client';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ApolloAppProvider } from './apollo/ApolloAppProvider';
import { createCache } from './apollo/cache';
import type { AuthSessionClient } from './auth/authClient';
import { AuthProvider } from './auth/AuthProvider';
import profileStyles from './components/profile/ProfileLayout.module.css';
import { Header } from './layout/Header';
import shellStyles from './layout/SiteShell.module.css';
import matchStyles from './pages/match/Match.module.css';
import { routes } from './routes';

export async function prerender(pathname: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response) throw new Error(`prerender ${pathname}: answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // No network: queries stay loading, as on the first render in the browser. The auth client is never called (its
  // subscription is an effect, and effects do not run here), so the session stays "being read".
  const client = new ApolloClient({ link: ApolloLink.empty(), cache: createCache() });
  return renderToString(
    <AuthProvider client={{} as AuthSessionClient}>
      <ApolloAppProvider setup={{ client, restartSubscriptions: () => undefined }}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </ApolloAppProvider>
    </AuthProvider>,
  );
}

/** The signed-in pages that paint their top before the app has run (src/boot/earlyPaint.ts). */
export type EarlyShellPage = 'league' | 'match' | 'tournament';

/**
 * The build-time markup of a signed-in page's early paint (src/boot/earlyPaint.ts): the layout's shell with its header
 * bar as React's first render draws it (the session being read: no actions yet) and the page's hero reduced to its
 * banner frame, whose empty `img[data-early-banner]` the early script fills with the page's banner. Same elements and
 * classes as React's page (SiteShell, Header, ProfileHero or the match's hero), so the banner has React's box, and
 * React's page then takes its place without anything moving (an image of the same size is no new largest paint).
 * Without ids and test ids: React's page is in the document beside it for a moment.
 */
export function prerenderEarlyShell(page: EarlyShellPage): string {
  const hero = page === 'match' ? matchStyles : profileStyles;
  const html = renderToString(
    <AuthProvider client={{} as AuthSessionClient}>
      <StaticRouter location="/">
        <div className={shellStyles.shell}>
          <Header menuOpen={false} onToggleMenu={() => undefined} />
          <main className={shellStyles.main}>
            <div className={profileStyles.page}>
              <header className={hero.hero}>
                <div className={hero.bannerFrame}>
                  <img className={hero.banner} alt="" data-early-banner="" />
                </div>
              </header>
            </div>
          </main>
        </div>
      </StaticRouter>
    </AuthProvider>,
  );
  return html.replace(/ (id|data-testid|aria-controls)="[^"]*"/g, '').replace(/<link rel="preload" as="image"[^>]*\/>/g, '');
}
