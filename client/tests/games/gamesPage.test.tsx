import { fireEvent, screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import GamesPage from '../../src/pages/games/GamesPage';
import { GamesPageCatalogDocument, GamesPageCompetitionsDocument, GamesPageLaddersDocument, GamesPageTournamentsDocument } from '../../src/gql/graphql';
import { readSelectedGameId, storeSelectedGameId } from '../../src/lib/selectedGame';
import { ladderFixture } from '../support/mocks';
import { renderWithClient } from '../support/renderWithClient';

const catalog: MockLink.MockedResponse = {
  request: { query: GamesPageCatalogDocument },
  result: {
    data: {
      games: [
        { __typename: 'Game', id: 'g1', title: 'Valorant', image: '/media/games/valorant.png' },
        { __typename: 'Game', id: 'g2', title: 'Rocket League', image: null },
      ],
      platforms: [
        { __typename: 'Platform', id: 'p1', title: 'PC' },
        { __typename: 'Platform', id: 'p2', title: 'PlayStation 5' },
      ],
      regions: [
        { __typename: 'Region', id: 'r1', title: 'Europe' },
        { __typename: 'Region', id: 'r2', title: 'North America' },
      ],
    },
  },
};

function laddersMock(gameId: string, ladders: Array<Record<string, unknown>>): MockLink.MockedResponse {
  return {
    request: { query: GamesPageLaddersDocument, variables: { gameId } },
    result: { data: { leagues: { __typename: 'LeagueConnection', edges: ladders.map((node) => ({ __typename: 'LeagueEdge', node })) } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const rocket = { __typename: 'Game', id: 'g2', title: 'Rocket League', image: null };
const na = { __typename: 'Region', id: 'r2', title: 'North America' };
const ps5 = { __typename: 'Platform', id: 'p2', title: 'PlayStation 5', picture: null };

const cards = () => within(screen.getByRole('list', { name: 'Ladders' })).getAllByRole('article').map((a) => a.getAttribute('aria-label'));

describe('games page', () => {
  it('opens on the stored game and lists its ladders, filtered by region and platform', async () => {
    storeSelectedGameId('g2');
    renderWithClient(<GamesPage />, {
      path: '/games',
      mocks: [
        catalog,
        laddersMock('g2', [
          ladderFixture({ id: 'a', name: 'RL Europe PC', game: rocket }),
          ladderFixture({ id: 'b', name: 'RL NA PS5', game: rocket, region: na, platform: ps5 }),
          ladderFixture({ id: 'c', name: 'RL NA PC', game: rocket, region: na }),
        ]),
      ],
    });
    expect(screen.getByText('Loading...')).toBeTruthy();
    const selector = await screen.findByRole('list', { name: 'Choose a game' });
    expect(within(selector).getByRole('button', { name: 'Rocket League' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(selector).getByRole('button', { name: 'Valorant' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('heading', { name: /Ladders/ })).toBeTruthy();
    await screen.findByRole('article', { name: 'RL Europe PC' });
    expect(cards()).toEqual(['RL Europe PC', 'RL NA PS5', 'RL NA PC']);

    const region = screen.getByRole('combobox', { name: 'Region' });
    const platform = screen.getByRole('combobox', { name: 'Platform' });
    expect((region as HTMLSelectElement).selectedOptions[0].textContent).toBe('All Regions');
    expect((platform as HTMLSelectElement).selectedOptions[0].textContent).toBe('All Platforms');
    fireEvent.change(region, { target: { value: 'r2' } });
    expect(cards()).toEqual(['RL NA PS5', 'RL NA PC']);
    fireEvent.change(platform, { target: { value: 'p2' } });
    expect(cards()).toEqual(['RL NA PS5']);
    fireEvent.change(region, { target: { value: 'r1' } });
    expect(screen.getByText('No Leagues Available')).toBeTruthy();
    fireEvent.change(region, { target: { value: '' } });
    fireEvent.change(platform, { target: { value: '' } });
    expect(cards()).toHaveLength(3);
  });

  it('shows the card fallbacks and links, and choosing another game stores it', async () => {
    renderWithClient(<GamesPage />, {
      path: '/games',
      mocks: [
        catalog,
        laddersMock('g1', [ladderFixture({ id: 'x', name: 'Mystery Ladder', game: null, region: null, platform: null })]),
        laddersMock('g2', []),
      ],
    });
    // Nothing stored: the first game.
    const card = await screen.findByRole('article', { name: 'Mystery Ladder' });
    expect(within(card).getByText('No Game Info')).toBeTruthy();
    expect(within(card).getByText('Region not found')).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Unknown Platform' }).getAttribute('src')).toBe('/images/defaults/platform.svg');
    expect(within(card).getByRole('link', { name: 'Mystery Ladder' }).getAttribute('href')).toBe('/league/x');
    expect(within(card).getByRole('link', { name: 'Pixel Arena' }).getAttribute('href')).toBe('/organizer/o1');

    fireEvent.click(screen.getByRole('button', { name: 'Rocket League' }));
    expect(readSelectedGameId()).toBe('g2');
    expect(await screen.findByText('No Leagues Available')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rocket League' }).getAttribute('aria-pressed')).toBe('true');
  });

  it("shows 'Error loading games/platforms/regions/ladders: {message}'", async () => {
    renderWithClient(<GamesPage />, { path: '/games', mocks: [{ request: { query: GamesPageCatalogDocument }, error: new Error('Failed to fetch') }] });
    expect(await screen.findByText('Error loading games/platforms/regions/ladders: Failed to fetch')).toBeTruthy();
  });

  it('reports a ladders failure with the same text', async () => {
    renderWithClient(<GamesPage />, {
      path: '/games',
      mocks: [catalog, { request: { query: GamesPageLaddersDocument, variables: { gameId: 'g1' } }, error: new Error('timeout') }],
    });
    expect(await screen.findByText('Error loading games/platforms/regions/ladders: timeout')).toBeTruthy();
    // The game selector stays usable.
    expect(screen.getByRole('button', { name: 'Rocket League' })).toBeTruthy();
  });

  describe('finding competitions', () => {
    const competitions: MockLink.MockedResponse = {
      request: { query: GamesPageCompetitionsDocument },
      result: {
        data: {
          leagues: { __typename: 'LeagueConnection', edges: [] },
          tournaments: [{ __typename: 'Tournament', id: 'c1', game: { __typename: 'Game', id: 'g2' } }],
        },
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    };
    const tournamentsMock = (gameId: string, rows: Array<Record<string, unknown>>): MockLink.MockedResponse => ({
      request: { query: GamesPageTournamentsDocument, variables: { gameId } },
      result: { data: { tournaments: rows } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    });
    const rlOpen = {
      __typename: 'Tournament',
      id: 'c1',
      name: 'RL Winter Open',
      status: 'REGISTRATION',
      size: 8,
      startTime: null,
      banner: null,
      game: { __typename: 'Game', id: 'g2', title: 'Rocket League', image: null },
      platform: null,
      region: null,
      organizer: { __typename: 'Organizer', id: 'o1', name: 'Pixel Arena', profilePicture: null },
    };

    it('opens on the first game with competitions (not the first game, which has none) and lists its tournaments', async () => {
      renderWithClient(<GamesPage />, {
        path: '/games',
        mocks: [catalog, competitions, laddersMock('g1', []), laddersMock('g2', []), tournamentsMock('g1', []), tournamentsMock('g2', [rlOpen])],
      });
      const list = await screen.findByRole('list', { name: 'Tournaments' });
      const card = within(list).getByRole('article', { name: 'RL Winter Open' });
      expect(within(card).getByRole('link', { name: 'RL Winter Open' }).getAttribute('href')).toBe('/tournament/c1');
      expect(within(card).getByText('Open for registration')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Rocket League' }).getAttribute('aria-pressed')).toBe('true');
      expect(screen.getByRole('heading', { name: 'Tournaments · Rocket League' })).toBeTruthy();
    });

    it('opens on the game in the URL (?game=, as a search hit links it), and says when a game has no tournament', async () => {
      renderWithClient(<GamesPage />, {
        path: '/games?game=g1',
        mocks: [catalog, competitions, laddersMock('g1', []), tournamentsMock('g1', [])],
      });
      expect(await screen.findByText('No Tournaments Available')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Valorant' }).getAttribute('aria-pressed')).toBe('true');
    });

    it('moves between the game cards with the arrow keys, Home and End', async () => {
      renderWithClient(<GamesPage />, { path: '/games?game=g1', mocks: [catalog, competitions, laddersMock('g1', []), tournamentsMock('g1', [])] });
      const valorant = await screen.findByRole('button', { name: 'Valorant' });
      Element.prototype.scrollIntoView = jest.fn();
      valorant.focus();
      fireEvent.keyDown(valorant, { key: 'ArrowRight' });
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rocket League' }));
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
      expect(document.activeElement).toBe(valorant);
      fireEvent.keyDown(valorant, { key: 'End' });
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rocket League' }));
    });
  });
});
