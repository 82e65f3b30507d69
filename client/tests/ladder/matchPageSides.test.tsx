/**
 * Issue 23 item 12: the match page keeps its two sides (and the rounds table's rows) in the scheduled order when a live
 * event lists the teams in another order (the server listed them by points, swapping the sides after Update Scores).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { MatchPageDocument } from '../../src/gql/graphql';
import MatchPage from '../../src/pages/match/MatchPage';
import type { Mock } from '../support/dashboards';
import { matchPageMatch, matchSide } from '../support/matchPage';
import { renderWithClient } from '../support/renderWithClient';

const participant = (id: string, name: string, totalPoints: number) => matchSide(id, name, totalPoints);
const match = (participants: unknown[]) =>
  matchPageMatch({
    status: 'PENDING',
    isScoreUpdated: participants.length > 0,
    league: { __typename: 'League', id: 'l1', name: 'Spring Ladder', metrics: [{ __typename: 'LadderMetric', name: 'Kills', type: 'number', weight: 1, active: true }] },
    participants,
  });

it('keeps Wolves on the left and first in Rounds when a live event lists Bears (9 points) first', async () => {
  const query: Mock = { request: { query: MatchPageDocument, variables: { id: 'm1' } }, result: { data: { match: match([participant('t1', 'Wolves', 0), participant('t2', 'Bears', 0)]) } } };
  const { subscriptions } = renderWithClient(
    <Routes>
      <Route path="/match/:matchId" element={<MatchPage />} />
    </Routes>,
    { mocks: [query], path: '/match/m1' },
  );
  const sides = async () => (await screen.findAllByTestId('match-side')).map((s) => within(s).getByRole('link').textContent);
  const rows = () => within(screen.getByRole('table', { name: 'Rounds' })).getAllByRole('rowheader').map((r) => r.textContent);
  expect(await sides()).toEqual(['Wolves', 'Bears']);
  // The Rounds table is the page's body, drawn once the hero has painted (MatchBody).
  await screen.findByRole('table', { name: 'Rounds' }, { timeout: 5_000 });
  expect(rows()).toEqual(['Wolves', 'Bears']);
  await act(async () => {
    subscriptions.simulateResult({
      result: { data: { matchEvents: { __typename: 'MatchEvent', kind: 'SCORES', match: match([participant('t2', 'Bears', 9), participant('t1', 'Wolves', 1)]) } } },
    });
  });
  await waitFor(() => expect(screen.getByLabelText('Bears total points').textContent).toBe('9'));
  expect(await sides()).toEqual(['Wolves', 'Bears']);
  expect(rows()).toEqual(['Wolves', 'Bears']);
});
