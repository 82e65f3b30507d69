/** The match page's Match chat button (issue 29): shown only to the match conversation's members, it opens Messages on it. */
import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { MatchPageDocument } from '../../src/gql/graphql';
import MatchPage from '../../src/pages/match/MatchPage';
import { matchPageMatch } from '../support/matchPage';
import { renderWithClient } from '../support/renderWithClient';

const match = (viewerCanMessage: boolean) => matchPageMatch({ viewerCanMessage });

function render(viewerCanMessage: boolean) {
  renderWithClient(
    <Routes>
      <Route path="/match/:matchId" element={<MatchPage />} />
    </Routes>,
    { mocks: [{ request: { query: MatchPageDocument, variables: { id: 'm1' } }, result: { data: { match: match(viewerCanMessage) } } }], path: '/match/m1' },
  );
}

it('offers Match chat to a member and opens Messages on the match', async () => {
  const opened: unknown[] = [];
  const listen = (event: Event) => opened.push((event as CustomEvent).detail);
  window.addEventListener('clutch:open-messages', listen);
  render(true);
  const button = await screen.findByRole('button', { name: 'Match chat' });
  await act(async () => {
    fireEvent.click(button);
  });
  window.removeEventListener('clutch:open-messages', listen);
  expect(opened).toEqual([{ matchId: 'm1' }]);
});

it('shows no Match chat to anyone else', async () => {
  render(false);
  await screen.findAllByTestId('match-side');
  expect(screen.queryByRole('button', { name: 'Match chat' })).toBeNull();
});
