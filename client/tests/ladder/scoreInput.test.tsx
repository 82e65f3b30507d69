/**
 * Issue 23 item 6: bad numbers are refused beside the field, never saved as 0 under a success toast. Score Settings'
 * weights are whole numbers of 0 or more; Report Score's values numbers of 0 or more. Active / Inactive, not
 * true / false; text metrics typed in Score Settings are saved.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { ReportScoreModal, SCORE_INVALID } from '../../src/components/ladder/ReportScoreModal';
import { LadderMetricsDocument, ReportMatchScoresDocument, ReportScoreMatchDocument, ReportScoreStatsDocument, UpdateLadderMetricsDocument } from '../../src/gql/graphql';
import * as toast from '../../src/lib/toast';
import { ScoreSettingsModal, WEIGHT_INVALID } from '../../src/pages/org-dashboard/LadderModals';
import type { Mock } from '../support/dashboards';
import { click } from '../support/forms';
import { renderWithClient } from '../support/renderWithClient';

afterEach(() => jest.restoreAllMocks());

const metric = (name: string, type: string, weight: number, active: boolean, text: string | null = null) => ({ __typename: 'LadderMetric', name, type, weight, active, text });
const metricsQuery = (metrics = [metric('Kills', 'number', 2, true), metric('Map', 'text', 0, true, 'Ascent')]): Mock => ({
  request: { query: LadderMetricsDocument, variables: { id: 'l1' } },
  result: { data: { league: { __typename: 'League', id: 'l1', game: { __typename: 'Game', id: 'g1', title: 'Valorant' }, metrics } } },
});

describe('SCORE SETTINGS (issue 23 item 6)', () => {
  it.each([
    ['-3', '-3'],
    ['0.5', '0.5'],
  ])('a weight of %s stays as typed with the reason beside it; nothing is sent, no success toast', async (typed, shown) => {
    const success = jest.spyOn(toast.notify, 'success').mockImplementation(() => 1);
    // No UpdateLadderMetrics mock: a sent mutation would fail the MockLink and show METRICS_FAILED instead.
    renderWithClient(<ScoreSettingsModal ladder={{ id: 'l1', name: 'Spring' }} onClose={() => {}} />, { mocks: [metricsQuery()] });
    const weight = (await screen.findByLabelText('Kills weight')) as HTMLInputElement;
    fireEvent.change(weight, { target: { value: typed } });
    expect(weight.value).toBe(shown);
    await click(screen.getByRole('button', { name: 'Save Metrics' }));
    const kills = screen.getByRole('group', { name: 'Kills' });
    await waitFor(() => expect(within(kills).getByRole('alert').textContent).toBe(WEIGHT_INVALID));
    expect(weight.getAttribute('aria-invalid')).toBe('true');
    expect(success).not.toHaveBeenCalled();
    expect(screen.queryByText('An error occurred while updating metrics.')).toBeNull();
  });

  it('Active options read Active / Inactive, and the typed text of a text metric is saved', async () => {
    const success = jest.spyOn(toast.notify, 'success').mockImplementation(() => 1);
    const save: Mock = {
      request: {
        query: UpdateLadderMetricsDocument,
        variables: {
          leagueId: 'l1',
          metrics: [
            { name: 'Kills', weight: 3, active: true },
            { name: 'Map', weight: 0, active: false, text: 'Bind' },
          ],
        },
      },
      result: { data: { updateLadderMetrics: { __typename: 'League', id: 'l1', metrics: [metric('Kills', 'number', 3, true), metric('Map', 'text', 0, false, 'Bind')] } } },
    };
    renderWithClient(<ScoreSettingsModal ladder={{ id: 'l1', name: 'Spring' }} onClose={() => {}} />, { mocks: [metricsQuery(), save] });
    const map = await screen.findByRole('group', { name: 'Map' });
    const radios = within(map).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(['Active', 'Inactive']);
    expect(screen.queryByText('true')).toBeNull();
    expect(screen.queryByText('false')).toBeNull();
    expect((within(map).getByLabelText('Map value') as HTMLInputElement).value).toBe('Ascent');
    fireEvent.change(within(map).getByLabelText('Map value'), { target: { value: 'Bind' } });
    await click(within(map).getByRole('radio', { name: 'Inactive' }));
    await click(screen.getByRole('button', { name: 'Increase Kills' }));
    await click(screen.getByRole('button', { name: 'Save Metrics' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Metrics updated successfully!'));
  });

  it("puts the server's refusal (metrics.Kills.weight) beside the Kills weight", async () => {
    jest.spyOn(toast.notify, 'error').mockImplementation(() => 1);
    const refused: Mock = {
      request: { query: UpdateLadderMetricsDocument, variables: { leagueId: 'l1', metrics: [{ name: 'Kills', weight: 2, active: true }, { name: 'Map', weight: 0, active: true, text: 'Ascent' }] } },
      result: { errors: [new GraphQLError(WEIGHT_INVALID, { extensions: { code: 'BAD_USER_INPUT', fields: { 'metrics.Kills.weight': WEIGHT_INVALID } } })] },
    };
    renderWithClient(<ScoreSettingsModal ladder={{ id: 'l1', name: 'Spring' }} onClose={() => {}} />, { mocks: [metricsQuery(), refused] });
    await screen.findByLabelText('Kills weight');
    await click(screen.getByRole('button', { name: 'Save Metrics' }));
    const kills = screen.getByRole('group', { name: 'Kills' });
    await waitFor(() => expect(within(kills).getByRole('alert').textContent).toBe(WEIGHT_INVALID));
  });
});

describe('Report Score refuses a negative score (issue 23 item 6)', () => {
  const details: Mock = {
    request: { query: ReportScoreMatchDocument, variables: { id: 'm1' } },
    result: {
      data: { match: { __typename: 'Match', id: 'm1', status: 'PENDING', rounds: 2, isScoreUpdated: false, league: { __typename: 'League', id: 'l1', metrics: [metric('Kills', 'number', 1, true)] }, game: null } },
    },
  };
  const participant = (id: string, name: string) => ({ __typename: 'MatchParticipant', teamId: id, totalPoints: 0, team: { __typename: 'Team', id, name, profilePicture: null }, rounds: [] });
  const stats: Mock = {
    request: { query: ReportScoreStatsDocument, variables: { id: 'm1' } },
    result: { data: { match: { __typename: 'Match', id: 'm1', status: 'PENDING', isScoreUpdated: false, participants: [participant('t1', 'Wolves'), participant('t2', 'Bears')] } } },
  };

  it('a score of -5 stays -5 with the reason beside it; Update Scores sends nothing and says nothing succeeded', async () => {
    const success = jest.spyOn(toast.notify, 'success').mockImplementation(() => 1);
    renderWithClient(<ReportScoreModal matchId="m1" onClose={() => {}} />, { mocks: [details, stats] });
    await screen.findByText('Round 1 of 2');
    const input = screen.getByLabelText('Bears Kills round 1') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '-5' } });
    expect(input.value).toBe('-5');
    await click(screen.getByRole('button', { name: 'Update Scores' }));
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(SCORE_INVALID);
    expect(screen.getByText('Fix the scores marked in round 1.')).toBeTruthy();
    expect(success).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '5' } });
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBeNull());
  });

  it('takes a decimal score: any step and a decimal keypad, never a browser-invalid 2.5', async () => {
    renderWithClient(<ReportScoreModal matchId="m1" onClose={() => {}} />, { mocks: [details, stats] });
    await screen.findByText('Round 1 of 2');
    const input = screen.getByLabelText('Wolves Kills round 1') as HTMLInputElement;
    expect(input.getAttribute('step')).toBe('any');
    expect(input.getAttribute('inputmode')).toBe('decimal');
    fireEvent.change(input, { target: { value: '2.5' } });
    expect(input.validity.stepMismatch).toBe(false);
    expect(input.checkValidity()).toBe(true);
  });

  it("puts the server's refusal (scores.t2.1.Kills) beside Bears' Kills", async () => {
    jest.spyOn(toast.notify, 'error').mockImplementation(() => 1);
    jest.spyOn(crypto, 'randomUUID').mockReturnValue('00000000-0000-4000-8000-000000000009');
    const refused: Mock = {
      request: { query: ReportMatchScoresDocument, variables: { matchId: 'm1', idempotencyKey: '00000000-0000-4000-8000-000000000009', scores: [{ teamId: 't1', rounds: [] }, { teamId: 't2', rounds: [{ round: 1, metrics: { Kills: 3 } }] }] } },
      result: { errors: [new GraphQLError('refused', { extensions: { code: 'BAD_USER_INPUT', fields: { 'scores.t2.1.Kills': SCORE_INVALID } } })] },
    };
    renderWithClient(<ReportScoreModal matchId="m1" onClose={() => {}} />, { mocks: [details, stats, refused] });
    await screen.findByText('Round 1 of 2');
    const input = screen.getByLabelText('Bears Kills round 1') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '3' } });
    await click(screen.getByRole('button', { name: 'Update Scores' }));
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(SCORE_INVALID);
  });
});
