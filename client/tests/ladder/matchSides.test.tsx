/**
 * Issue 23 item 12: Report Score's team columns stay in the match's scheduled order after Update Scores, even when an
 * answer lists the teams by points (the server did, putting the leader first): the scorer never types into the wrong team.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ReportScoreModal } from '../../src/components/ladder/ReportScoreModal';
import { ReportMatchScoresDocument, ReportScoreMatchDocument, ReportScoreStatsDocument } from '../../src/gql/graphql';
import * as toast from '../../src/lib/toast';
import type { Mock } from '../support/dashboards';
import { click } from '../support/forms';
import { renderWithClient } from '../support/renderWithClient';

afterEach(() => jest.restoreAllMocks());

const details: Mock = {
  request: { query: ReportScoreMatchDocument, variables: { id: 'm1' } },
  result: {
    data: {
      match: {
        __typename: 'Match',
        id: 'm1',
        status: 'PENDING',
        rounds: 1,
        isScoreUpdated: false,
        league: { __typename: 'League', id: 'l1', metrics: [{ __typename: 'LadderMetric', name: 'Kills', type: 'number', weight: 1, active: true }] },
        game: null,
      },
    },
  },
};
const participant = (id: string, name: string, totalPoints: number, kills?: number) => ({
  __typename: 'MatchParticipant',
  teamId: id,
  totalPoints,
  placement: null,
  team: { __typename: 'Team', id, name, profilePicture: null },
  rounds: kills === undefined ? [] : [{ __typename: 'MatchRound', matchRound: 1, metrics: { Kills: kills }, roundPoints: kills }],
});
const stats: Mock = {
  request: { query: ReportScoreStatsDocument, variables: { id: 'm1' } },
  result: { data: { match: { __typename: 'Match', id: 'm1', status: 'PENDING', isScoreUpdated: false, participants: [participant('t1', 'Wolves', 0), participant('t2', 'Bears', 0)] } } },
};
const columns = () => screen.getAllByRole('group').filter((g) => g.tagName === 'FIELDSET').map((g) => g.querySelector('legend')?.firstChild?.textContent?.trim());

it('keeps Wolves then Bears after Update Scores answers with Bears (9 points) first', async () => {
  const success = jest.spyOn(toast.notify, 'success').mockImplementation(() => 1);
  jest.spyOn(crypto, 'randomUUID').mockReturnValue('00000000-0000-4000-8000-000000000012');
  const report: Mock = {
    request: {
      query: ReportMatchScoresDocument,
      variables: {
        matchId: 'm1',
        idempotencyKey: '00000000-0000-4000-8000-000000000012',
        scores: [
          { teamId: 't1', rounds: [{ round: 1, metrics: { Kills: 1 } }] },
          { teamId: 't2', rounds: [{ round: 1, metrics: { Kills: 9 } }] },
        ],
      },
    },
    result: {
      data: {
        reportMatchScores: { __typename: 'Match', id: 'm1', status: 'PENDING', isScoreUpdated: true, participants: [participant('t2', 'Bears', 9, 9), participant('t1', 'Wolves', 1, 1)] },
      },
    },
  };
  renderWithClient(<ReportScoreModal matchId="m1" onClose={() => {}} />, { mocks: [details, stats, report] });
  await screen.findByText('Round 1 of 1');
  expect(columns()).toEqual(['Wolves', 'Bears']);
  fireEvent.change(screen.getByLabelText('Wolves Kills round 1'), { target: { value: '1' } });
  fireEvent.change(screen.getByLabelText('Bears Kills round 1'), { target: { value: '9' } });
  await click(screen.getByRole('button', { name: 'Update Scores' }));
  await waitFor(() => expect(success).toHaveBeenCalledWith('Scores updated successfully!'));
  await screen.findByText('9 pts');
  expect(columns()).toEqual(['Wolves', 'Bears']);
  // The first column is still Wolves' inputs, holding Wolves' value.
  const inputs = screen.getAllByRole('spinbutton') as HTMLInputElement[];
  expect(inputs.map((i) => [i.getAttribute('aria-label'), i.value])).toEqual([
    ['Wolves Kills round 1', '1'],
    ['Bears Kills round 1', '9'],
  ]);
});
