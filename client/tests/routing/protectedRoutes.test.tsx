import { act, screen } from '@testing-library/react';
import { makeJwt, makeSession } from '../support/auth';
import { renderApp } from '../support/renderApp';

const PROTECTED = [
  '/global-leaderboard',
  '/league/70',
  '/organizer/acme',
  '/user/ace',
  '/team/red-squad',
  '/tournament/t-1',
  '/match/m-1',
  '/user-dashboard',
  '/team-dashboard',
  '/org-dashboard',
  '/games',
  '/test',
];

describe('protected routes', () => {
  it.each(PROTECTED)('%s without a session redirects to / keeping the original path', async (path) => {
    const { router } = await renderApp(`${path}?tab=2#top`);
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.state).toEqual({ from: `${path}?tab=2#top` });
    expect(await screen.findByText('Please log in to view this content.')).toBeTruthy();
  });

  it('redirects when the held token is expired', async () => {
    const { router } = await renderApp('/global-leaderboard', { session: makeSession({ expiresInSec: -5 }) });
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.state).toEqual({ from: '/global-leaderboard' });
    // An expired token counts as signed out everywhere, not only on protected routes.
    expect(screen.getByText('Please log in to view this content.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In / Sign Up' })).toBeTruthy();
  });

  it('redirects when the token has no exp claim or cannot be decoded', async () => {
    const noExp = makeSession({ accessToken: makeJwt({ sub: 'u' }) });
    const first = await renderApp('/games', { session: noExp });
    expect(first.router.state.location.pathname).toBe('/');
    first.unmount();

    const garbage = makeSession({ accessToken: 'not-a-jwt' });
    const second = await renderApp('/games', { session: garbage });
    expect(second.router.state.location.pathname).toBe('/');
  });

  it('shows the page for a valid, unexpired token', async () => {
    const { router } = await renderApp('/global-leaderboard', { session: makeSession() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Leaderboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/global-leaderboard');
  });

  it('a session that ends on its own (expiry, revocation) sends the user home, keeping the path', async () => {
    const { router, auth } = await renderApp('/games', { session: makeSession() });
    await screen.findByRole('heading', { level: 1, name: 'Games' });
    await act(async () => auth.emit('SIGNED_OUT', null));
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.state).toEqual({ from: '/games' });
  });

  it('shows a blank placeholder while the auth state loads, and no redirect yet', async () => {
    const { router } = await renderApp('/team-dashboard', { session: 'never' });
    expect(screen.getByTestId('auth-pending')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(router.state.location.pathname).toBe('/team-dashboard');
  });

  it('keeps public routes open to visitors', async () => {
    for (const [path, title] of [
      ['/login', 'Login'],
      ['/signup', 'Signup'],
      ['/forgot', 'Password Recovery'],
    ] as const) {
      const view = await renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
      expect(view.router.state.location.pathname).toBe(path);
      view.unmount();
    }
  });
});
