import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ApolloAppProvider } from './apollo/ApolloAppProvider';
import type { ApolloSetup } from './apollo/createApolloClient';
import type { AuthSessionClient } from './auth/authClient';
import { AuthProvider } from './auth/AuthProvider';
import { routes } from './routes';

// Made on the first render (inside React's first slice of work, a transition), not while the bundle is evaluated.
let router: ReturnType<typeof createBrowserRouter> | undefined;

export function App({ auth, apollo }: { auth: AuthSessionClient; apollo: ApolloSetup }) {
  return (
    <AuthProvider client={auth}>
      <ApolloAppProvider setup={apollo}>
        <RouterProvider router={(router ??= createBrowserRouter(routes))} />
      </ApolloAppProvider>
    </AuthProvider>
  );
}
