import { ApolloClient } from '@apollo/client';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { getOperationAST } from 'graphql';
import { makeSession, makeUser } from '../support/auth';
import { featuredGamesMock, shellMocks } from '../support/mocks';
import { renderApp } from '../support/renderApp';

function menu() {
  // Found by id: a closed menu is aria-hidden, so it has no accessible name to query by.
  return document.getElementById('site-menu')!;
}

function openMenu() {
  fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  return menu();
}

describe('site shell for a guest', () => {
  it('has the header: burger, home link, search box and Sign In / Sign Up', async () => {
    await renderApp('/');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Clutch home' }).getAttribute('href')).toBe('/');
    expect(within(header).getByRole('link', { name: 'Sign In / Sign Up' }).getAttribute('href')).toBe('/login');
    expect(within(header).queryByRole('button', { name: 'Notifications' })).toBeNull();
    expect(within(header).queryByRole('button', { name: 'Messages' })).toBeNull();

    const search = within(header).getByPlaceholderText('Search...') as HTMLInputElement;
    fireEvent.change(search, { target: { value: 'valorant' } });
    expect(search.value).toBe('valorant');
  });

  it('toggles the menu open and closed with the burger', async () => {
    await renderApp('/');
    const burger = screen.getByRole('button', { name: 'Open menu' });
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    expect(menu().getAttribute('data-state')).toBe('closed');

    fireEvent.click(burger);
    expect(burger.getAttribute('aria-expanded')).toBe('true');
    expect(burger.getAttribute('aria-label')).toBe('Close menu');
    expect(menu().getAttribute('data-state')).toBe('open');

    fireEvent.click(burger);
    expect(menu().getAttribute('data-state')).toBe('closed');

    fireEvent.click(burger);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(menu().getAttribute('data-state')).toBe('closed');
  });

  it('shows the guest labels and links in the menu', async () => {
    await renderApp('/');
    const m = openMenu();
    expect(within(m).getByText('Welcome')).toBeTruthy();
    expect(within(m).getByText('Guest!')).toBeTruthy();
    expect(within(m).getByText('Universal Score')).toBeTruthy();
    expect(within(m).getByText('N/A')).toBeTruthy();
    expect(within(m).getByRole('link', { name: 'Join' }).getAttribute('href')).toBe('/signup');
    expect(within(m).getByRole('link', { name: 'Already A Member' }).getAttribute('href')).toBe('/login');
    expect(within(m).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(m).getByRole('link', { name: 'Global Leaderboard' }).getAttribute('href')).toBe('/global-leaderboard');
    // Apps, follows and the settings icon are for signed-in users only.
    expect(within(m).queryByText('Team Manager')).toBeNull();
    expect(within(m).queryByText('more apps coming soon ...')).toBeNull();
    expect(within(m).queryByRole('tab')).toBeNull();
    expect(within(m).queryByRole('link', { name: 'Settings' })).toBeNull();
  });

  it('closes the menu when a menu link is followed', async () => {
    const { router } = await renderApp('/');
    const m = openMenu();
    fireEvent.click(within(m).getByRole('link', { name: 'Already A Member' }));
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(router.state.location.pathname).toBe('/login');
    expect(menu().getAttribute('data-state')).toBe('closed');
  });

  it('has a footer with a copyright line', async () => {
    await renderApp('/');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Clutch. All rights reserved.`)).toBeTruthy();
  });
});

describe('site shell for a signed-in user', () => {
  const user = makeUser({ user_name: 'ace', user_score: 1337, user_profile_pic: '/media/ace.png' }, 'user-ace');

  it('shows the icons, name, score, picture, apps and the following tabs', async () => {
    await renderApp('/', { session: makeSession({ user }), mocks: [featuredGamesMock([])] });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(within(header).getByRole('button', { name: 'Messages' })).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/user-dashboard');
    expect(within(header).queryByText('Sign In / Sign Up')).toBeNull();

    const m = openMenu();
    expect(within(m).getByRole('link', { name: 'ace' }).getAttribute('href')).toBe('/user/ace');
    expect(within(m).getByText('1337')).toBeTruthy();
    expect(m.querySelector('img')?.getAttribute('src')).toBe('/media/ace.png');
    expect(within(m).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/user-dashboard');
    expect(within(m).getByRole('link', { name: 'Team Manager' }).getAttribute('href')).toBe('/team-dashboard');
    expect(within(m).getByRole('link', { name: 'League Manager' }).getAttribute('href')).toBe('/org-dashboard');
    expect(within(m).getByText('more apps coming soon ...')).toBeTruthy();
    expect(within(m).queryByText('Guest!')).toBeNull();
    expect(within(m).queryByRole('link', { name: 'Join' })).toBeNull();

    const tabs = await within(m).findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['People', 'Teams', 'Leagues']);
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
    expect(await within(within(m).getByRole('tabpanel')).findByText('No one found')).toBeTruthy();
    fireEvent.click(tabs[2]);
    expect(tabs[2].getAttribute('aria-selected')).toBe('true');
    expect(within(within(m).getByRole('tabpanel')).getByText('No one found')).toBeTruthy();
  });

  it('draws the followed list only once the menu is about to open, and keeps it', async () => {
    await renderApp('/', { session: makeSession({ user }), mocks: [featuredGamesMock([])] });
    const burger = screen.getByRole('button', { name: 'Open menu' });
    // A page's first render leaves the closed menu's list (its query and code) alone...
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(menu().querySelectorAll('[role="tab"]')).toHaveLength(0);
    // ...until the pointer comes onto the burger: then it is ready before the menu opens.
    fireEvent.pointerEnter(burger);
    expect(await within(menu()).findAllByRole('tab', { hidden: true })).toHaveLength(3);
    expect(menu().getAttribute('data-state')).toBe('closed');
    fireEvent.click(burger);
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(within(menu()).getAllByRole('tab', { hidden: true })).toHaveLength(3);
  });

  it('asks for the viewer only once the menu is about to open, showing the session meanwhile', async () => {
    const stale = makeUser({ user_name: 'old-name', user_score: 1 }, 'user-ace');
    const fresh = makeUser({ user_name: 'ace', user_score: 2048 }, 'user-ace');
    const [viewerMock, ...rest] = shellMocks(fresh);
    const asked = jest.fn(() => ({ data: (viewerMock.result as { data: Record<string, unknown> }).data }));
    const watched = jest.spyOn(ApolloClient.prototype, 'watchQuery');
    const watchedOperations = () => watched.mock.calls.map(([options]) => getOperationAST(options.query)?.name?.value);
    await renderApp('/', {
      session: makeSession({ user: stale }),
      shell: false,
      mocks: [featuredGamesMock([]), { ...viewerMock, result: asked }, ...rest],
    });
    // A page's load leaves the closed menu's viewer query alone: the session's metadata is what it shows...
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(asked).not.toHaveBeenCalled();
    // Not even watched, skipped: Apollo would transform and track the document all the same.
    expect(watchedOperations()).not.toContain('ShellViewer');
    expect(within(menu()).getByText('old-name')).toBeTruthy();
    // ...until the pointer comes onto the burger: the server's answer then replaces it.
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Open menu' }));
    expect(await within(menu()).findByText('2048')).toBeTruthy();
    expect(asked).toHaveBeenCalledTimes(1);
    expect(watchedOperations()).toContain('ShellViewer');
    expect(within(menu()).queryByText('old-name')).toBeNull();
    watched.mockRestore();
  });

  it("shows the viewer's name, score and picture from the viewer query, not the session metadata", async () => {
    const stale = makeUser({ user_name: 'old-name', user_score: 1 }, 'user-ace');
    const fresh = makeUser({ user_name: 'ace', user_score: 2048, user_profile_pic: '/media/user/picture/new.webp' }, 'user-ace');
    await renderApp('/', { session: makeSession({ user: stale }), shell: false, mocks: [featuredGamesMock([]), ...shellMocks(fresh)] });
    const m = openMenu();
    const own = await within(m).findByRole('link', { name: 'ace' });
    expect(own.getAttribute('href')).toBe('/user/ace');
    expect(within(m).getByText('2048')).toBeTruthy();
    expect(m.querySelector('img')?.getAttribute('src')).toBe('/media/user/picture/new.webp');
  });

  it('lists followed people, teams and organizers under their tabs, linked by id, with default pictures', async () => {
    await renderApp('/', {
      session: makeSession({ user }),
      shell: false,
      mocks: [
        featuredGamesMock([]),
        ...shellMocks(user, [
          { entityType: 'USER', id: 'u-echo', name: 'echo' },
          { entityType: 'TEAM', id: 't-wolves', name: 'Apex Wolves', picture: '/media/team/picture/w.webp' },
          { entityType: 'ORGANIZER', id: 'o-pixel', name: 'Pixel Arena' },
        ]),
      ],
    });
    const m = openMenu();
    const echo = await within(m).findByRole('link', { name: 'echo' });
    expect(echo.getAttribute('href')).toBe('/user/u-echo');
    expect(echo.querySelector('img')?.getAttribute('src')).toBe('/images/defaults/avatar.svg');
    const tabs = await within(m).findAllByRole('tab');
    fireEvent.click(tabs[1]);
    const wolves = within(within(m).getByRole('tabpanel')).getByRole('link', { name: 'Apex Wolves' });
    expect(wolves.getAttribute('href')).toBe('/team/t-wolves');
    expect(wolves.querySelector('img')?.getAttribute('src')).toBe('/media/team/picture/w.webp');
    fireEvent.click(tabs[2]);
    expect(within(within(m).getByRole('tabpanel')).getByRole('link', { name: 'Pixel Arena' }).getAttribute('href')).toBe('/organizer/o-pixel');
  });

  it('falls back to unknown-user, N/A and the default picture when the metadata is missing', async () => {
    await renderApp('/', { session: makeSession({ user: makeUser({}, 'user-42') }), mocks: [featuredGamesMock([])] });
    const m = openMenu();
    const own = within(m).getByRole('link', { name: 'unknown-user' });
    expect(own.getAttribute('href')).toBe('/user/user-42');
    expect(within(m).getByText('N/A')).toBeTruthy();
    expect(m.querySelector('img')?.getAttribute('src')).toBe('/images/defaults/avatar.svg');
  });

  it('returns to the guest shell after signing out', async () => {
    const { auth } = await renderApp('/', { session: makeSession({ user }), mocks: [featuredGamesMock([])] });
    expect(screen.queryByText('Sign In / Sign Up')).toBeNull();
    act(() => auth.emit('SIGNED_OUT', null));
    expect(screen.getByRole('link', { name: 'Sign In / Sign Up' })).toBeTruthy();
    expect(within(openMenu()).getByText('Guest!')).toBeTruthy();
  });

  it('Log Out signs out and goes to /login', async () => {
    const { auth, router } = await renderApp('/', { session: makeSession({ user }), mocks: [featuredGamesMock([])] });
    const m = openMenu();
    await act(async () => {
      fireEvent.click(within(m).getByRole('button', { name: 'Log Out' }));
    });
    expect(auth.signOut).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('link', { name: 'Sign In / Sign Up' })).toBeTruthy();
  });

  it('Log Out from a protected page ends on /login signed out', async () => {
    const { router } = await renderApp('/team-dashboard', { session: makeSession({ user }) });
    await screen.findByRole('heading', { level: 1, name: 'TEAM MANAGER' });
    const logOut = within(openMenu()).getByRole('button', { name: 'Log Out' });
    await act(async () => {
      fireEvent.click(logOut);
    });
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows why Log Out failed', async () => {
    const { auth } = await renderApp('/', { session: makeSession({ user }), mocks: [featuredGamesMock([])] });
    auth.signOut.mockResolvedValueOnce({ error: new Error('Network down') } as never);
    const logOut = within(openMenu()).getByRole('button', { name: 'Log Out' });
    await act(async () => {
      fireEvent.click(logOut);
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Log out failed: Network down');
  });
});
