import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import LeaderboardPage, { LEADERBOARD_PAGE_SIZE } from '../../src/pages/leaderboard/LeaderboardPage';
import { LeaderboardFiltersDocument, LeaderboardPageDocument } from '../../src/gql/graphql';
import { CONFETTI_HEIGHT, CONFETTI_PIECES } from '../../src/pages/leaderboard/PodiumConfetti';
import { boardEntry } from '../support/mocks';
import { renderWithClient } from '../support/renderWithClient';

type Entry = ReturnType<typeof boardEntry>;

const filtersMock: MockLink.MockedResponse = {
  request: { query: LeaderboardFiltersDocument },
  result: {
    data: {
      regions: [
        { __typename: 'Region', id: 'r-eu', title: 'Europe' },
        { __typename: 'Region', id: 'r-na', title: 'North America' },
      ],
      genres: [
        { __typename: 'Genre', id: 'gen-shooter', title: 'Shooter' },
        { __typename: 'Genre', id: 'gen-sports', title: 'Sports' },
      ],
      games: [
        { __typename: 'Game', id: 'g-val', title: 'Valorant', genre: { __typename: 'Genre', id: 'gen-shooter' } },
        { __typename: 'Game', id: 'g-cs', title: 'Counter-Strike 2', genre: { __typename: 'Genre', id: 'gen-shooter' } },
        { __typename: 'Game', id: 'g-rl', title: 'Rocket League', genre: { __typename: 'Genre', id: 'gen-sports' } },
      ],
      // Results exist for Valorant in Europe and Rocket League in North America (each with every narrower filter);
      // none for Counter-Strike 2.
      leaderboards: ['USER', 'TEAM'].flatMap((kind) =>
        [
          ['r-eu', 'gen-shooter', 'g-val'],
          ['r-na', 'gen-sports', 'g-rl'],
        ].flatMap(([region, genre, game]) =>
          [region, null].flatMap((r) =>
            [genre, null].flatMap((g) =>
              [game, null]
                .filter((m) => r || g || m)
                .map((m) => ({
                  __typename: 'Leaderboard',
                  id: `lb-${kind}-${r}-${g}-${m}`,
                  kind,
                  region: r && { __typename: 'Region', id: r },
                  genre: g && { __typename: 'Genre', id: g },
                  game: m && { __typename: 'Game', id: m },
                })),
            ),
          ),
        ),
      ),
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const baseVariables = {
  kind: 'USER',
  regionId: null,
  genreId: null,
  gameId: null,
  orderBy: 'SCORE',
  search: null,
  followedOnly: false,
  first: LEADERBOARD_PAGE_SIZE,
};

function boardMock(
  variables: Record<string, unknown>,
  board: { entries: Entry[]; mine?: Entry | null; next?: string | null; count?: number; followed?: number } | null,
  options: { delay?: number } = {},
): MockLink.MockedResponse {
  return {
    request: { query: LeaderboardPageDocument, variables: { ...baseVariables, ...variables } },
    delay: options.delay,
    result: {
      data: {
        leaderboard: board && {
          __typename: 'Leaderboard',
          id: `lb-${String(variables.kind ?? 'USER')}-${String(variables.regionId ?? 'all')}`,
          kind: variables.kind ?? 'USER',
          entryCount: board.count ?? board.entries.length,
          followedEntryCount: board.followed ?? null,
          entries: {
            __typename: 'LeaderboardEntryConnection',
            edges: board.entries.map((node) => ({ __typename: 'LeaderboardEntryEdge', cursor: `c-${node.id}`, node })),
            pageInfo: { __typename: 'PageInfo', endCursor: board.entries.at(-1) ? `c-${board.entries.at(-1)!.id}` : null, hasNextPage: Boolean(board.next) },
          },
          viewerEntry: board.mine ?? null,
        },
      },
    },
  };
}

// Two players tie for first: true competition ranks 1, 1, 3, then 4 and 5.
const top = [
  boardEntry(1, 'shade', { score: 900 }),
  boardEntry(1, 'lynx', { score: 900 }),
  boardEntry(3, 'comet'),
  boardEntry(4, 'jade'),
  boardEntry(5, 'havoc', { user: null }),
];
const me = boardEntry(4213, 'viewer', { id: 'e-viewer', score: 12, wins: 1, rating: 800 });

const render = (mocks: MockLink.MockedResponse[]) => renderWithClient(<LeaderboardPage />, { mocks: [filtersMock, ...mocks], path: '/global-leaderboard' });

describe('global leaderboard', () => {
  it('shows Loading leaderboard... and then the podium, the table from rank 4 padded with vacant to 9, and my own row pinned', async () => {
    render([boardMock({}, { entries: top, mine: me, count: 5000 }, { delay: 50 })]);
    expect(screen.getByText('Loading leaderboard...')).toBeTruthy();

    const podium = await screen.findByRole('list', { name: 'Top 3' });
    // Ties share a rank: both leaders read 1st, the next one 3rd.
    expect(within(podium).getByRole('button', { name: '1st: shade' })).toBeTruthy();
    expect(within(podium).getByRole('button', { name: '1st: lynx' })).toBeTruthy();
    expect(within(podium).getByRole('button', { name: '3rd: comet' })).toBeTruthy();
    const canvas = document.querySelector('canvas')!;
    expect(canvas.style.height).toBe(`${CONFETTI_HEIGHT}px`);
    expect(canvas.getAttribute('data-pieces')).toBe(String(CONFETTI_PIECES));

    const rows = within(screen.getByRole('table')).getAllByRole<HTMLTableRowElement>('row').slice(1);
    expect(rows.map((row) => Array.from(row.cells).map((cell) => cell.textContent))).toEqual([
      ['4', 'jade', '960', '16', '2400'],
      ['5', 'Unknown User', '950', '15', '2375'],
      ['6', 'vacant', '–', '–', '–'],
      ['7', 'vacant', '–', '–', '–'],
      ['8', 'vacant', '–', '–', '–'],
      ['9', 'vacant', '–', '–', '–'],
    ]);
    expect(screen.getByText('5000 players ranked')).toBeTruthy();

    // Where am I: my line and true rank, however far down the board.
    const mine = screen.getByRole('complementary', { name: 'Where am I' });
    expect(within(mine).getByText('#4213')).toBeTruthy();
    expect(within(mine).getByText('viewer')).toBeTruthy();
    expect(within(mine).getByText('12 pts · 1 W · 800 rating')).toBeTruthy();
  });

  it('pads an empty podium with vacant places and shows the error text when the board fails', async () => {
    render([boardMock({}, { entries: [] })]);
    const podium = await screen.findByRole('list', { name: 'Top 3' });
    expect(within(podium).getAllByText('vacant')).toHaveLength(3);
    expect(within(podium).getByText('1st')).toBeTruthy();
    expect(within(podium).getByText('2nd')).toBeTruthy();
    expect(within(podium).getByText('3rd')).toBeTruthy();
    expect(within(screen.getByRole('table')).getAllByText('vacant')).toHaveLength(6);
    expect(screen.queryByRole('complementary', { name: 'Where am I' })).toBeNull();
  });

  it("shows 'Error loading leaderboard!' when the query fails", async () => {
    render([{ request: { query: LeaderboardPageDocument, variables: baseVariables }, error: new Error('boom') }]);
    expect(await screen.findByText('Error loading leaderboard!')).toBeTruthy();
  });

  it('opens an entry in a modal with picture, name, score and wins, and Close closes it', async () => {
    render([boardMock({}, { entries: top })]);
    fireEvent.click(await screen.findByRole('button', { name: 'jade' }));
    const dialog = await screen.findByRole('dialog', { name: 'jade' });
    expect(within(dialog).getByRole('img', { name: 'jade' }).getAttribute('src')).toBe('/images/defaults/avatar.svg');
    const stat = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    expect(stat('Score')).toBe('960');
    expect(stat('Wins')).toBe('16');
    expect(stat('Rank')).toBe('4');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The podium opens the modal too.
    fireEvent.click(screen.getByRole('button', { name: '1st: shade' }));
    expect(await screen.findByRole('dialog', { name: 'shade' })).toBeTruthy();
  });

  it('the filters select the board: teams, wins, followed, a region (empty board: all vacant) and back to all', async () => {
    render([
      boardMock({}, { entries: top }),
      boardMock({ kind: 'TEAM' }, { entries: [boardEntry(1, 'Neon Vipers', {}, 'TEAM'), boardEntry(2, 'gone', { team: null }, 'TEAM')] }),
      boardMock({ kind: 'TEAM', orderBy: 'WINS' }, { entries: [boardEntry(1, 'Red Squad', {}, 'TEAM'), boardEntry(2, 'Lone Win', { wins: 1 }, 'TEAM')] }),
      boardMock({ kind: 'TEAM', orderBy: 'WINS', followedOnly: true }, { entries: [boardEntry(7, 'Followed Five', {}, 'TEAM')], count: 40, followed: 1 }),
      boardMock({ kind: 'TEAM', orderBy: 'WINS', followedOnly: true, regionId: 'r-eu' }, null),
    ]);
    await screen.findByRole('button', { name: '1st: shade' });

    fireEvent.click(within(screen.getByRole('group', { name: 'Players or teams' })).getByRole('button', { name: 'Teams' }));
    expect(await screen.findByRole('button', { name: '1st: Neon Vipers' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '2nd: Unknown Team' })).toBeTruthy();
    // Teams have no rating: no Rating column, no Rating order.
    expect(screen.queryByRole('columnheader', { name: 'Rating' })).toBeNull();
    expect(within(screen.getByRole('group', { name: 'Rank by' })).getByRole('button', { name: 'Rating' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(within(screen.getByRole('group', { name: 'Rank by' })).getByRole('button', { name: 'Wins' }));
    expect((await screen.findByRole('button', { name: '1st: Red Squad' })).textContent).toMatch(/Squad19 wins$/);
    expect(screen.getByRole('button', { name: '2nd: Lone Win' }).textContent).toMatch(/Win1 win$/);

    fireEvent.click(within(screen.getByRole('group', { name: 'Scope' })).getByRole('button', { name: 'Followed' }));
    // Followed ranks among the followed (7th on the board, the best of those followed), and the count line counts them.
    expect(await screen.findByRole('button', { name: '1st: Followed Five' })).toBeTruthy();
    expect(screen.getByText('1 followed teams ranked')).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Region' }), { target: { value: 'r-eu' } });
    expect(await screen.findByText('No leaderboard for these filters yet.')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Top 3' })).getAllByText('vacant')).toHaveLength(3);

    // Every dropdown has its all option; choosing it again counts as all (the cached board comes back).
    expect(screen.getByRole('option', { name: 'All Regions' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'All Genres' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'All Games' })).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Region' }), { target: { value: '' } });
    expect(await screen.findByRole('button', { name: '1st: Followed Five' })).toBeTruthy();
  });

  it('asks for the search text once typing stops: the hits go to the table with their real ranks, the podium stays the top three', async () => {
    render([
      boardMock({}, { entries: top }),
      boardMock({ orderBy: 'RATING' }, { entries: top }),
      boardMock({ search: 'zen' }, { entries: [boardEntry(40, 'zenith')] }),
      boardMock({ search: 'zen', orderBy: 'RATING' }, { entries: [boardEntry(12, 'zenith', { rating: 3100 })] }),
      boardMock({ search: 'nobody' }, { entries: [] }),
    ]);
    await screen.findByRole('button', { name: '1st: shade' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: ' zen ' } });
    await screen.findByRole('button', { name: 'zenith' });
    const cells = () => within(screen.getByRole('table')).getAllByRole<HTMLTableRowElement>('row').slice(1).map((row) => [row.cells[0].textContent, row.cells[1].textContent]);
    expect(cells()).toEqual([['40', 'zenith']]);
    // A rank-40 hit never stands on the podium.
    expect(screen.getByRole('button', { name: '1st: shade' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '40th: zenith' })).toBeNull();

    fireEvent.click(within(screen.getByRole('group', { name: 'Rank by' })).getByRole('button', { name: 'Rating' }));
    await waitFor(() => expect(cells()).toEqual([['12', 'zenith']]));
    expect(screen.queryByRole('button', { name: '12th: zenith' })).toBeNull();

    fireEvent.click(within(screen.getByRole('group', { name: 'Rank by' })).getByRole('button', { name: 'Score' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'nobody' } });
    expect(await screen.findByText('No players match "nobody".')).toBeTruthy();
  });

  it('following nobody on the board says so', async () => {
    render([boardMock({}, { entries: top }), boardMock({ followedOnly: true }, { entries: [], count: 5, followed: 0 })]);
    await screen.findByRole('button', { name: '1st: shade' });
    fireEvent.click(within(screen.getByRole('group', { name: 'Scope' })).getByRole('button', { name: 'Followed' }));
    expect(await screen.findByText("You don't follow any players on this board yet.")).toBeTruthy();
    expect(screen.getByText('0 followed players ranked')).toBeTruthy();
  });

  it('Load more fetches the next keyset page after the end cursor and appends it', async () => {
    const first = Array.from({ length: 4 }, (_, i) => boardEntry(i + 1, `p${i + 1}`));
    const second = [boardEntry(5, 'p5'), boardEntry(5, 'p6')];
    render([boardMock({}, { entries: first, next: 'more' }), boardMock({ after: 'c-e-p4' }, { entries: second })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('button', { name: 'p6' })).toBeTruthy();
    const names = within(screen.getByRole('table'))
      .getAllByRole<HTMLTableRowElement>('row')
      .slice(1)
      .map((row) => [row.cells[0].textContent, row.cells[1].textContent]);
    expect(names.slice(0, 3)).toEqual([
      ['4', 'p4'],
      ['5', 'p5'],
      ['5', 'p6'],
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('collapses the podium and takes the scrolled style past 100 px', async () => {
    render([boardMock({}, { entries: top })]);
    const collapse = await screen.findByRole('button', { name: 'Hide Top 3' });
    const box = screen.getByRole('region', { name: 'Podium' });
    expect(box.classList.contains('scrolled')).toBe(false);
    await act(async () => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 101 });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(box.classList.contains('scrolled')).toBe(true);
    await act(async () => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 100 });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(box.classList.contains('scrolled')).toBe(false);

    fireEvent.click(collapse);
    expect(collapse.getAttribute('aria-expanded')).toBe('false');
    expect(collapse.textContent).toBe('Show Top 3');
    expect(screen.queryByRole('list', { name: 'Top 3' })).toBeNull();
    fireEvent.click(collapse);
    expect(screen.getByRole('list', { name: 'Top 3' })).toBeTruthy();
  });
});

/** Issue 23 item 8: the filters offer only what leads to a board, and a genre narrows the games. */
describe('leaderboard filters', () => {
  const optionsOf = (name: string) => within(screen.getByRole('combobox', { name })).getAllByRole('option').map((o) => o.textContent);

  it('offers the regions, genres and games that have results, and narrows each by the others', async () => {
    render([
      boardMock({}, { entries: top }),
      boardMock({ genreId: 'gen-shooter' }, { entries: top }),
      boardMock({ genreId: 'gen-shooter', gameId: 'g-val' }, { entries: top }),
    ]);
    await waitFor(() => expect(optionsOf('Game')).toEqual(['All Games', 'Valorant', 'Rocket League']));
    // Counter-Strike 2 has no results: never offered.
    expect(optionsOf('Region')).toEqual(['All Regions', 'Europe', 'North America']);
    expect(optionsOf('Genre')).toEqual(['All Genres', 'Shooter', 'Sports']);

    // Genre narrows Game, and the regions to those with results of the genre.
    fireEvent.change(screen.getByRole('combobox', { name: 'Genre' }), { target: { value: 'gen-shooter' } });
    await waitFor(() => expect(optionsOf('Game')).toEqual(['All Games', 'Valorant']));
    expect(optionsOf('Region')).toEqual(['All Regions', 'Europe']);

    fireEvent.change(screen.getByRole('combobox', { name: 'Game' }), { target: { value: 'g-val' } });
    await waitFor(() => expect(optionsOf('Genre')).toEqual(['All Genres', 'Shooter']));
    expect(optionsOf('Region')).toEqual(['All Regions', 'Europe']);
  });
});
