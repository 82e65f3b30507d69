import type { Session } from '@supabase/auth-js';
import type { MockLink } from '@apollo/client/testing';
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { possibleTypes } from '../../src/gql/possibleTypes';
import { act, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, parsePath, RouterProvider, useLocation } from 'react-router-dom';
import { AuthProvider } from '../../src/auth/AuthProvider';
import { createFakeAuthClient } from './auth';

/** Where a redirect landed: the pathname and the location state, as text. */
function Landing({ name }: { name: string }) {
  const location = useLocation();
  return (
    <p data-testid="landing">
      {name} {location.pathname}
      {location.search}
    </p>
  );
}

/**
 * Renders one page at `path` (without the site shell, which other specs cover) in a memory router
 * whose other paths show a "landing" marker, under the real AuthProvider fed by the fake auth client.
 */
export async function renderPage(
  Page: ComponentType,
  pagePath: string,
  {
    url = pagePath,
    state,
    session = null,
    mocks = [],
  }: { url?: string; state?: unknown; session?: Session | null | 'never'; mocks?: MockLink.MockedResponse[] } = {},
) {
  const router = createMemoryRouter(
    [
      { path: pagePath, Component: Page },
      { path: '*', element: <Landing name="elsewhere" /> },
    ],
    { initialEntries: [{ ...parsePath(url), state }] },
  );
  return renderRouter(router, { session, mocks });
}

/**
 * Renders `router` under the real AuthProvider fed by a fake auth client (signed in as `session`) and
 * Apollo's MockedProvider answering `mocks` (its cache knowing the schema's interfaces, as the app's does), and lets the INITIAL_SESSION microtask and lazy route modules settle.
 */
export async function renderRouter(
  router: ReturnType<typeof createMemoryRouter>,
  { session, mocks }: { session: Session | null | 'never'; mocks: MockLink.MockedResponse[] },
) {
  const auth = createFakeAuthClient(session);
  const view = render(
    <AuthProvider client={auth.client}>
      <MockedProvider mocks={mocks} cache={new InMemoryCache({ possibleTypes })}>
        <RouterProvider router={router} />
      </MockedProvider>
    </AuthProvider>,
  );
  await act(async () => {
    await Promise.resolve();
  });
  return { ...view, router, auth };
}
