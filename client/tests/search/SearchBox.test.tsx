import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { SearchBox } from '../../src/components/search/SearchBox';
import { HeaderSearchDocument } from '../../src/gql/graphql';
import { renderWithClient } from '../support/renderWithClient';

function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

const hits = [
  { kind: 'TEAM', id: 't1', name: 'Neon Vipers', picture: null, path: '/team/Neon%20Vipers' },
  { kind: 'USER', id: 'u1', name: 'neo', picture: '/media/neo.webp', path: '/user/neo' },
  { kind: 'ORGANIZER', id: 'o1', name: 'Neon League Co', picture: null, path: '/organizer/o1' },
  { kind: 'LEAGUE', id: 'l1', name: 'Neon Cup', picture: null, path: '/league/l1' },
  { kind: 'TOURNAMENT', id: 'c1', name: 'Neon Open', picture: null, path: '/tournament/c1' },
  { kind: 'GAME', id: 'g1', name: 'Neon Racer', picture: null, path: '/games?game=g1' },
].map((h) => ({ __typename: 'SearchResult', ...h }));

function setup() {
  const search = jest.fn(() => ({ data: { search: hits } }));
  renderWithClient(
    <>
      <SearchBox />
      <Where />
    </>,
    { mocks: [{ request: { query: HeaderSearchDocument, variables: { text: 'neo', first: 8 } }, result: search }] },
  );
  const input = screen.getByRole('combobox', { name: 'Search' }) as HTMLInputElement;
  act(() => input.focus()); // a person clicks into the box before typing
  return { search, input };
}

describe('header search', () => {
  it('searches once the typing settles and lists users, teams, organizers, leagues, tournaments and games', async () => {
    const { search, input } = setup();
    fireEvent.change(input, { target: { value: 'n' } });
    fireEvent.change(input, { target: { value: 'ne' } });
    fireEvent.change(input, { target: { value: 'neo' } });
    const list = await screen.findByRole('listbox', { name: 'Search results' });
    await within(list).findByRole('option', { name: /Neon Vipers/ });
    expect(search).toHaveBeenCalledTimes(1); // debounced: only the settled text was sent
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Neon VipersTeam',
      'neoPlayer',
      'Neon League CoOrganizer',
      'Neon CupLeague',
      'Neon OpenTournament',
      'Neon RacerGame',
    ]);
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('moves through the hits with the arrow keys and opens the chosen page with Enter', async () => {
    const { input } = setup();
    fireEvent.change(input, { target: { value: 'neo' } });
    await screen.findByRole('option', { name: /Neon Vipers/ });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const active = screen.getAllByRole('option')[1];
    expect(active.textContent).toBe('neoPlayer');
    // the highlighted option (virtual focus: the input keeps focus and points at it)
    expect(active.hasAttribute('data-focused')).toBe(true);
    expect(input.getAttribute('aria-activedescendant')).toBe(active.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' }); // wraps to the last
    expect(screen.getByRole('option', { name: /Neon Racer/ }).hasAttribute('data-focused')).toBe(true);
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: /Neon Racer/ }).id);
    fireEvent.keyDown(input, { key: 'ArrowDown' }); // wraps to the first
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('path').textContent).toBe('/team/Neon%20Vipers');
    expect(input.value).toBe('');
  });

  it('opens a hit on click, and Escape closes the list', async () => {
    const { input } = setup();
    fireEvent.change(input, { target: { value: 'neo' } });
    await screen.findByRole('option', { name: /Neon League Co/ });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('option', { name: /Neon League Co/ }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/organizer/o1'));
  });

  it('Enter with nothing highlighted opens the first hit', async () => {
    const { input } = setup();
    fireEvent.change(input, { target: { value: 'neo' } });
    await screen.findByRole('option', { name: /Neon Vipers/ });
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/team/Neon%20Vipers'));
    expect(input.value).toBe('');
  });

  it("says 'Loading...' while the typing settles", async () => {
    const { input } = setup();
    fireEvent.change(input, { target: { value: 'neo' } });
    expect((await screen.findByRole('status')).textContent).toBe('Loading...');
    await screen.findByRole('option', { name: /Neon Vipers/ });
  });
});
