/**
 * Build-time prerender of the first paint of `/` (vite.config.ts, routeDocuments): the app as its first render in the
 * browser draws it, while the stored session is still being read (header without its sign-in actions, the banner),
 * so the page paints before any script has run, and React's first render in the browser hydrates this very markup.
 * Nothing here ships to the browser.
 */
import { ApolloClient, ApolloLink } from '@apollo/client';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ApolloAppProvider } from './apollo/ApolloAppProvider';
import { createCache } from './apollo/cache';
import type { AuthSessionClient } from './auth/authClient';
import { AuthProvider } from './auth/AuthProvider';
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
