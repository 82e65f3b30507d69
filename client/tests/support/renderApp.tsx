import type { Session } from '@supabase/auth-js';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AuthProvider } from '../../src/auth/AuthProvider';
import { routes } from '../../src/routes';
import { createFakeAuthClient } from './auth';

/**
 * Renders the real route tree in a memory router, under the real AuthProvider fed by a fake auth
 * client, with Apollo's MockedProvider answering `mocks`.
 */
export async function renderApp(
  path: string,
  { session = null, mocks = [] }: { session?: Session | null | 'never'; mocks?: MockLink.MockedResponse[] } = {},
) {
  const auth = createFakeAuthClient(session);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AuthProvider client={auth.client}>
      <MockedProvider mocks={mocks}>
        <RouterProvider router={router} />
      </MockedProvider>
    </AuthProvider>,
  );
  // Let the INITIAL_SESSION microtask and lazy route modules settle.
  await act(async () => {
    await Promise.resolve();
  });
  return { ...view, router, auth };
}
