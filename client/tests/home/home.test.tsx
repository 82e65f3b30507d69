import { act, fireEvent, screen, within } from '@testing-library/react';
import { readSelectedGameId } from '../../src/lib/selectedGame';
import { makeSession } from '../support/auth';
import { featuredGamesErrorMock, featuredGamesMock, gameFixtures } from '../support/mocks';
import { renderApp } from '../support/renderApp';

describe('home for a visitor', () => {
  it('shows the welcome notice with Join and Login, and locks featured content', async () => {
    await renderApp('/');
    const welcome = screen.getByRole('region', { name: 'Where teams are made and ladders are won.' });
    expect(within(welcome).getByRole('link', { name: 'Join' }).getAttribute('href')).toBe('/signup');
    expect(within(welcome).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(screen.getByText('Please log in to view this content.')).toBeTruthy();
    expect(screen.queryByText('Featured Games')).toBeNull();
  });

  it('passes the path a protected page wanted on to Login', async () => {
    const { router } = await renderApp('/org-dashboard');
    expect(router.state.location.pathname).toBe('/');
    fireEvent.click(screen.getByRole('link', { name: 'Login' }));
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(router.state.location.state).toEqual({ from: '/org-dashboard' });
  });

  it('shows the banner carousel with three slides; the alpha-test slide links to league 70', async () => {
    await renderApp('/');
    const carousel = screen.getByRole('region', { name: 'Featured banners' });
    const dots = within(carousel).getAllByRole('button', { name: /^Show slide/ });
    expect(dots).toHaveLength(3);
    fireEvent.click(dots[1]);
    expect(within(carousel).getByRole('link', { name: 'Enter the Alpha' }).getAttribute('href')).toBe('/league/70');
  });
});

describe('home for a signed-in user', () => {
  it('shows Loading... and then the featured games', async () => {
    await renderApp('/', { session: makeSession(), mocks: [featuredGamesMock(gameFixtures.slice(0, 3), { delay: 300 })] });
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByText('Valorant')).toBeTruthy();
    expect(screen.getByText('Rocket League')).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(screen.queryByText('Please log in to view this content.')).toBeNull();
    expect(screen.getByRole('link', { name: 'All games' }).getAttribute('href')).toBe('/games');
  });

  it('falls back to the default game art when a game has no image', async () => {
    await renderApp('/', { session: makeSession(), mocks: [featuredGamesMock(gameFixtures.slice(0, 2))] });
    const card = (await screen.findByText('Rocket League')).closest('a')!;
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/images/defaults/game.svg');
    const other = screen.getByText('Valorant').closest('a')!;
    expect(other.querySelector('img')?.getAttribute('src')).toBe('/media/games/valorant.png');
  });

  it('shows the error text when the query fails', async () => {
    await renderApp('/', { session: makeSession(), mocks: [featuredGamesErrorMock()] });
    expect(await screen.findByText('Error loading data. Please try again later.')).toBeTruthy();
  });

  it('shows an empty text when there are no games', async () => {
    await renderApp('/', { session: makeSession(), mocks: [featuredGamesMock([])] });
    expect(await screen.findByText('No games available yet.')).toBeTruthy();
  });

  it('selecting a game stores its id and opens /games', async () => {
    const { router } = await renderApp('/', { session: makeSession(), mocks: [featuredGamesMock(gameFixtures.slice(0, 3))] });
    fireEvent.click(await screen.findByText('Apex Legends'));
    await act(async () => {});
    expect(readSelectedGameId()).toBe('g3');
    expect(router.state.location.pathname).toBe('/games');
  });
});
