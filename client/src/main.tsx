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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App auth={auth} apollo={apollo} />
  </StrictMode>,
);
