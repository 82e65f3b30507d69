import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ApolloAppProvider } from './apollo/ApolloAppProvider';
import type { ApolloSetup } from './apollo/createApolloClient';
import type { AuthSessionClient } from './auth/authClient';
import { AuthProvider } from './auth/AuthProvider';
import { routes } from './routes';

// Made in a start-up task of its own (prepareRouter, src/main.tsx), neither while the bundle is evaluated nor inside
// React's first slice of work; on the first render at the latest.
let router: ReturnType<typeof createBrowserRouter> | undefined;

/** Makes the app's router (it matches the location and starts the route's code), once. */
export function prepareRouter(): void {
  router ??= createBrowserRouter(routes);
}

export function App({ auth, apollo }: { auth: AuthSessionClient; apollo: ApolloSetup }) {
  return (
    <AuthProvider client={auth}>
      <ApolloAppProvider setup={apollo}>
        <RouterProvider router={(router ??= createBrowserRouter(routes))} />
      </ApolloAppProvider>
    </AuthProvider>
  );
}
