import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { ReportingSettingsModal, WINDOW_INVALID } from '../../src/components/match-reports/ReportingSettingsModal';
import { UpdateLeagueReportingModeDocument, UpdateTournamentReportingModeDocument } from '../../src/gql/graphql';
import { press } from '../support/forms';
import { renderWithClient } from '../support/renderWithClient';

/** Issue 26: the Reporting setting of a ladder and of a tournament (Staff only or Team reports, a confirm window). */
describe('ReportingSettingsModal', () => {
  const cup = { id: 'cup1', name: 'Spring Cup', reportingMode: 'STAFF' as const, confirmWindowHours: 24 };

  it('saves a tournament in Team reports with its window through the tournament mutation, then closes', async () => {
    let called = 0;
    const mock: MockLink.MockedResponse = {
      request: { query: UpdateTournamentReportingModeDocument, variables: { tournamentId: 'cup1', reportingMode: 'TEAMS', confirmWindowHours: 12 } },
      result: () => {
        called += 1;
        return { data: { updateTournamentReportingMode: { __typename: 'Tournament', id: 'cup1', reportingMode: 'TEAMS', confirmWindowHours: 12 } } };
      },
    };
    const onClose = jest.fn();
    renderWithClient(<ReportingSettingsModal ladder={cup} kind="tournament" onClose={onClose} />, { mocks: [mock] });
    const dialog = screen.getByRole('dialog', { name: 'Reporting of Spring Cup' });
    fireEvent.click(within(dialog).getByLabelText('Team reports'));
    fireEvent.change(within(dialog).getByLabelText('Confirm window (hours)'), { target: { value: '12' } });
    await press('Save Reporting', dialog);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(called).toBe(1);
  });

  it('saves a ladder through the ladder mutation', async () => {
    let called = 0;
    const mock: MockLink.MockedResponse = {
      request: { query: UpdateLeagueReportingModeDocument, variables: { leagueId: 'l1', reportingMode: 'TEAMS', confirmWindowHours: 24 } },
      result: () => {
        called += 1;
        return { data: { updateLeagueReportingMode: { __typename: 'League', id: 'l1', reportingMode: 'TEAMS', confirmWindowHours: 24 } } };
      },
    };
    const onClose = jest.fn();
    renderWithClient(<ReportingSettingsModal ladder={{ ...cup, id: 'l1', name: 'Spring Ladder' }} onClose={onClose} />, { mocks: [mock] });
    const dialog = screen.getByRole('dialog', { name: 'Reporting of Spring Ladder' });
    fireEvent.click(within(dialog).getByLabelText('Team reports'));
    await press('Save Reporting', dialog);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(called).toBe(1);
  });

  it('refuses a window outside 1 to 168 hours beside the field, sending nothing', async () => {
    const onClose = jest.fn();
    renderWithClient(<ReportingSettingsModal ladder={cup} kind="tournament" onClose={onClose} />, { mocks: [] });
    const dialog = screen.getByRole('dialog', { name: 'Reporting of Spring Cup' });
    fireEvent.change(within(dialog).getByLabelText('Confirm window (hours)'), { target: { value: '200' } });
    await press('Save Reporting', dialog);
    expect(await within(dialog).findByText(WINDOW_INVALID)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
