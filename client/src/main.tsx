import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createApolloClient } from './apollo/createApolloClient';
import { prefetchRouteData } from './apollo/prefetchRoute';
import { App, prepareRouter } from './App';
import { createAuthClient, reauthenticatedAccessToken } from './auth/authClient';
import { EARLY_PAINT_ID } from './boot/earlyPaint';
import { nextTask } from './lib/nextTask';
// Reads a mailed link's fragment before the auth client consumes it (what the shell then says happened).
import './auth/linkLanding';
import './styles/global.css';

function createClients() {
  const auth = createAuthClient();
  const apollo = createApolloClient({
    // getSession refreshes an expired access token before handing it out.
    getAccessToken: async () => (await auth.getSession()).data.session?.access_token ?? null,
    // The server ended the live connection's sign-in: refresh the session, or go on as a guest.
    reauthenticate: () => reauthenticatedAccessToken(auth),
  });
  return { auth, apollo };
}

const container = document.getElementById('root')!;

// A route the build prerendered (`/`, see src/prerender.tsx) arrives with its first render in the document: it is
// painted first, then hydrated (React adopts those very nodes, so nothing is drawn twice; should they ever differ, React
// renders the page afresh, as without a prerender). Other routes render from scratch.
// The hydration is a transition, so React does it in slices between which the painted page stays responsive (on a phone
// it is a few hundred milliseconds of work), rather than in one long task.
function startReact({ auth, apollo }: ReturnType<typeof createClients>) {
  const app = (
    <StrictMode>
      <App auth={auth} apollo={apollo} />
    </StrictMode>
  );
  if (container.firstElementChild) {
    const hydrate = () => startTransition(() => void hydrateRoot(container, app));
    if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(hydrate, 0));
    else hydrate();
  } else if (document.getElementById(EARLY_PAINT_ID)) {
    // A signed-in page whose top its early script has painted already (src/boot/earlyPaint.ts), which stays on screen
    // until React has drawn the page: the first render is a transition, done in slices rather than in long tasks.
    const root = createRoot(container);
    startTransition(() => root.render(app));
  } else {
    createRoot(container).render(app);
  }
}

// The start-up in five tasks rather than one: this module's evaluation (the bundle's code), the clients (auth, then
// Apollo and its cache), the route's data (the early answer written into Apollo's cache: a page's first write pays for
// Apollo's document transforms), the router (it matches the location), then React. Together they were one task of
// 40 to 100 ms on a desktop, which a phone blocks on for several times that; apart, input can be handled between them.
// The order is kept: the route's data is in the cache before React's first render.
nextTask(() => {
  const clients = createClients();
  nextTask(() => {
    prefetchRouteData(clients.apollo.prefetchQuery, window.location.pathname);
    nextTask(() => {
      prepareRouter();
      nextTask(() => startReact(clients));
    });
  });
});
