import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatScheduledTime } from '../../src/lib/dates';
import { wantedPageName } from '../../src/pages/home/HomePage';
import { readSelectedGameId } from '../../src/lib/selectedGame';
import { makeSession } from '../support/auth';
import {
  boardEntry,
  featuredGamesErrorMock,
  featuredGamesMock,
  featuredLaddersMock,
  gameFixtures,
  homeMatch,
  homeMatchesMock,
  homePodiumMock,
  homeTournamentsMock,
  ladderFixture,
} from '../support/mocks';
import { renderApp } from '../support/renderApp';

describe('home for a visitor', () => {
  it('shows the welcome notice with Join and Login, and locks featured content', async () => {
    await renderApp('/');
    const welcome = screen.getByRole('region', { name: 'Where teams are made and ladders are won.' });
    expect(within(welcome).getByRole('link', { name: 'Join' }).getAttribute('href')).toBe('/signup');
    expect(within(welcome).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    // Featured Games stay locked; featured ladders and the top 3 are public.
    const games = screen.getByRole('region', { name: 'Featured Games' });
    expect(within(games).getByText('Please log in to view this content.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Featured games' })).toBeNull();
    expect(await screen.findByRole('region', { name: 'Featured Ladders' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Top Players' })).toBeTruthy();
  });

  it('shows a visitor the featured ladders as league cards and the top 3 with vacant places', async () => {
    await renderApp('/', {
      mocks: [
        featuredLaddersMock([ladderFixture({ id: 'l7', name: 'Valorant NA Ladder' })]),
        homePodiumMock([boardEntry(1, 'shade'), boardEntry(2, 'lynx')]),
      ],
    });
    const ladders = await screen.findByRole('region', { name: 'Featured Ladders' });
    const card = await within(ladders).findByRole('article', { name: 'Valorant NA Ladder' });
    expect(within(card).getByRole('link', { name: 'Valorant NA Ladder' }).getAttribute('href')).toBe('/league/l7');
    expect(within(card).getByRole('link', { name: 'Pixel Arena' }).getAttribute('href')).toBe('/organizer/o1');
    const podium = await screen.findByRole('list', { name: 'Top 3' });
    expect(await within(podium).findByRole('group', { name: '1st: shade' })).toBeTruthy();
    expect(within(podium).getByRole('group', { name: '2nd: lynx' })).toBeTruthy();
    expect(within(podium).getByText('vacant')).toBeTruthy();
    expect(within(podium).getByText('3rd')).toBeTruthy();
  });

  it('names the page a visitor was sent home from, and says nothing to one who came on their own', async () => {
    expect(wantedPageName('/global-leaderboard')).toBe('the leaderboard');
    expect(wantedPageName('/global-leaderboard/?tab=teams')).toBe('the leaderboard');
    expect(wantedPageName('/league/Valorant%20NA%20Ladder#schedule')).toBe('this ladder');
    expect(wantedPageName('/league/')).toBe('that page');
    expect(wantedPageName('/games')).toBe('the games page');
    expect(wantedPageName('/gamesx')).toBe('that page');
    expect(wantedPageName('/test')).toBe('that page');
    await renderApp('/');
    await screen.findByRole('region', { name: 'Where teams are made and ladders are won.' });
    expect(screen.queryByText(/^Log in or join to open/)).toBeNull();
  });

  it('passes the path a protected page wanted on to Login', async () => {
    const scrolled = jest.spyOn(window.Element.prototype, 'scrollIntoView');
    const { router } = await renderApp('/org-dashboard');
    expect(router.state.location.pathname).toBe('/');
    // The welcome says why the visitor is here, and comes into view (on a phone it is below the banner).
    const notice = screen.getByText('Log in or join to open the League Manager.');
    expect(notice.getAttribute('role')).toBe('status');
    expect(scrolled.mock.contexts).toContain(screen.getByRole('region', { name: 'Where teams are made and ladders are won.' }));
    scrolled.mockRestore();
    fireEvent.click(screen.getByRole('link', { name: 'Login' }));
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(router.state.location.state).toEqual({ from: '/org-dashboard' });
  });

  it('shows the banner carousel with three slides; the alpha-test slide links to the first featured ladder', async () => {
    await renderApp('/', { mocks: [featuredLaddersMock([ladderFixture({ id: 'alpha-1' }), ladderFixture({ id: 'l2' })])] });
    const carousel = screen.getByRole('region', { name: 'Featured banners' });
    const dots = within(carousel).getAllByRole('button', { name: /^Show slide/ });
    expect(dots).toHaveLength(3);
    fireEvent.click(dots[1]);
    const enter = within(carousel).getByRole('link', { name: 'Enter the Alpha' });
    await waitFor(() => expect(enter.getAttribute('href')).toBe('/league/alpha-1'));
  });
});

describe('home for a signed-in user', () => {
  it('shows Loading... and then the featured games', async () => {
    // The answer waits 2 s: on a busy machine rendering the route alone took longer than 300 ms, and the games were
    // already there when the test looked for Loading....
    await renderApp('/', { session: makeSession(), mocks: [featuredGamesMock(gameFixtures.slice(0, 3), { delay: 2_000 })] });
    const section = screen.getByRole('region', { name: 'Featured Games' });
    expect(within(section).getByText('Loading...')).toBeTruthy();
    expect(await within(section).findByText('Valorant', {}, { timeout: 5_000 })).toBeTruthy();
    expect(within(section).getByText('Rocket League')).toBeTruthy();
    expect(within(section).queryByText('Loading...')).toBeNull();
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

  it('shows my next matches at the top, in my time zone, linking to the match pages, and the live ones', async () => {
    const session = makeSession();
    const when = '2026-12-01T19:00:00.000Z';
    await renderApp('/', {
      session,
      mocks: [
        featuredGamesMock(gameFixtures.slice(0, 2)),
        homeMatchesMock(
          session.user.id,
          [homeMatch('m1', when, ['Neon Vipers', 'Red Squad'])],
          [homeMatch('m9', '2026-11-22T17:00:00.000Z', ['Alpha', 'Bravo'], { status: 'PENDING' })],
        ),
      ],
    });
    const next = await screen.findByRole('region', { name: 'My next matches' });
    const link = await within(next).findByRole('link', { name: /Neon Vipers.*Red Squad/ });
    expect(link.getAttribute('href')).toBe('/match/m1');
    expect(within(link).getByText(formatScheduledTime(when)).getAttribute('datetime')).toBe(when);
    const live = screen.getByRole('region', { name: 'Live now' });
    const liveLink = within(live).getByRole('link', { name: /Alpha.*12.*Bravo.*9/ });
    expect(liveLink.getAttribute('href')).toBe('/match/m9');
    expect(within(liveLink).getByText('LIVE')).toBeTruthy();
    // At the top: the matches come before the banner carousel.
    const banner = screen.getByRole('region', { name: 'Featured banners' });
    expect(next.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('lists the tournaments open for registration and those live now, each card opening its tournament', async () => {
    const card = (id: string, name: string, status: string) => ({
      __typename: 'Tournament',
      id,
      name,
      status,
      size: 8,
      startTime: null,
      banner: null,
      game: null,
      platform: null,
      region: null,
      organizer: { __typename: 'Organizer', id: 'o1', name: 'Pixel Arena', profilePicture: null },
    });
    await renderApp('/', {
      session: makeSession(),
      mocks: [
        featuredGamesMock([]),
        homeTournamentsMock([card('c1', 'Winter Open', 'REGISTRATION')], [card('c2', 'Autumn Cup', 'IN_PROGRESS')]),
      ],
    });
    const section = await screen.findByRole('region', { name: 'Tournaments' });
    // The groups are there while the query loads ('Loading...'): wait for the cards themselves.
    const open = await within(section).findByRole('group', { name: 'Open for registration' });
    expect((await within(open).findByRole('link', { name: 'Winter Open' })).getAttribute('href')).toBe('/tournament/c1');
    const live = within(section).getByRole('group', { name: 'Live now' });
    expect(within(live).getByRole('link', { name: 'Autumn Cup' }).getAttribute('href')).toBe('/tournament/c2');
    expect(within(live).getByText('Live now', { selector: 'p' })).toBeTruthy();
  });

  it('invites a new player with no team to create one or find a ladder, and says nothing is live', async () => {
    await renderApp('/', { session: makeSession(), mocks: [featuredGamesMock([])] });
    const next = await screen.findByRole('region', { name: 'My next matches' });
    expect(await within(next).findByText('No matches yet: you are not on a team.')).toBeTruthy();
    expect(within(next).getByRole('link', { name: 'Create a team' }).getAttribute('href')).toBe('/team-dashboard');
    expect(within(next).getByRole('link', { name: 'Find a ladder' }).getAttribute('href')).toBe('/games');
    expect(screen.getByText('No matches are live right now.')).toBeTruthy();
  });

  it("sends a player whose teams have no match to a ladder of their teams' games", async () => {
    const valorant = { __typename: 'Game', id: 'g-val', title: 'Valorant' };
    const teams = [
      { __typename: 'Team', id: 't1', game: valorant },
      { __typename: 'Team', id: 't2', game: valorant },
    ];
    const session = makeSession();
    await renderApp('/', { session, mocks: [homeMatchesMock(session.user.id, [], [], teams), featuredGamesMock([])] });
    const next = await screen.findByRole('region', { name: 'My next matches' });
    expect(await within(next).findByText('No upcoming matches for your teams.')).toBeTruthy();
    expect(within(next).queryByRole('link', { name: 'Create a team' })).toBeNull();
    expect(
      within(next)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([['Find a Valorant ladder', '/games?game=g-val']]);
  });
});
