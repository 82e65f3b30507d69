import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApolloClient } from './apollo/createApolloClient';
import { prefetchRouteData } from './apollo/prefetchRoute';
import { App } from './App';
import { createAuthClient } from './auth/authClient';
import './styles/global.css';

const auth = createAuthClient();
const apollo = createApolloClient({
  // getSession refreshes an expired access token before handing it out.
  getAccessToken: async () => (await auth.getSession()).data.session?.access_token ?? null,
});

prefetchRouteData(apollo.client, window.location.pathname);

const container = document.getElementById('root')!;
const render = () =>
  createRoot(container).render(
    <StrictMode>
      <App auth={auth} apollo={apollo} />
    </StrictMode>,
  );

// A route the build prerendered (`/`, see src/prerender.tsx) arrives with its first paint in the document: let the
// browser paint it before React's first render (which replaces it with the same markup) takes the main thread.
if (container.firstElementChild && document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(render, 0));
else render();
