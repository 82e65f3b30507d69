import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ApolloAppProvider } from './apollo/ApolloAppProvider';
import type { ApolloSetup } from './apollo/createApolloClient';
import type { AuthSessionClient } from './auth/authClient';
import { AuthProvider } from './auth/AuthProvider';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App({ auth, apollo }: { auth: AuthSessionClient; apollo: ApolloSetup }) {
  return (
    <AuthProvider client={auth}>
      <ApolloAppProvider setup={apollo}>
        <RouterProvider router={router} />
      </ApolloAppProvider>
    </AuthProvider>
  );
}
