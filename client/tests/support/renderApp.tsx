import type { Session } from '@supabase/auth-js';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AuthProvider } from '../../src/auth/AuthProvider';
import { routes } from '../../src/routes';
import { createFakeAuthClient } from './auth';
import { homeMocks, shellMocks } from './mocks';

/**
 * Renders the real route tree in a memory router, under the real AuthProvider fed by a fake auth
 * client, with Apollo's MockedProvider answering `mocks` (plus, for a session, the shell's viewer and
 * following-list queries; pass `shell: false` to answer those yourself).
 */
export async function renderApp(
  path: string,
  { session = null, mocks = [], shell = true }: { session?: Session | null | 'never'; mocks?: MockLink.MockedResponse[]; shell?: boolean } = {},
) {
  if (shell && session && session !== 'never') mocks = [...mocks, ...shellMocks(session.user)];
  // The home's lazily loaded sections (featured ladders, top 3, next matches) answer empty by default.
  mocks = [...mocks, ...homeMocks(session && session !== 'never' ? session.user.id : null)];
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
