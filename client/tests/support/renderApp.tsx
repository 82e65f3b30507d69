import type { Session } from '@supabase/auth-js';
import type { MockLink } from '@apollo/client/testing';
import { createMemoryRouter } from 'react-router-dom';
import { routes } from '../../src/routes';
import { homeMocks, shellMocks } from './mocks';
import { renderRouter } from './renderPage';

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
  return renderRouter(createMemoryRouter(routes, { initialEntries: [path] }), { session, mocks });
}
