import { screen, waitFor } from '@testing-library/react';
import { INVITATION_DECLINED, JoinButton, REQUEST_CANCELLED, type JoinTarget } from '../../src/components/join/JoinButton';
import { CancelLadderEntryDocument, CancelTournamentEntryDocument } from '../../src/gql/graphql';
import * as toast from '../../src/lib/toast';
import type { Mock } from '../support/dashboards';
import { click } from '../support/forms';
import { renderWithClient } from '../support/renderWithClient';

/** Issue 22 item 5: a team's pending state shows on the ladder and tournament pages, with a way to cancel it. */
const target = (pending: JoinTarget['viewerPendingEntries'], state: JoinTarget['viewerJoinState'] = 'DEFAULT'): JoinTarget => ({
  id: 'l1',
  name: 'Spring Ladder',
  viewerJoinState: state,
  viewerJoinableTeams: state === 'CAN_JOIN' ? [{ id: 't1', name: 'Wolves' }] : [],
  viewerPendingEntries: pending,
});

const ladderAnswer = (pending: unknown[]) => ({
  data: {
    cancelLadderEntry: {
      __typename: 'League',
      id: 'l1',
      teamCount: 0,
      viewerJoinState: 'CAN_JOIN',
      viewerJoinableTeams: [{ __typename: 'Team', id: 't1', name: 'Wolves' }],
      viewerPendingEntries: pending,
    },
  },
});

describe('pending entries beside the Join button', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows nothing more when the viewer has no pending entry', () => {
    renderWithClient(<JoinButton target={target([], 'CAN_JOIN')} />);
    expect(screen.queryByRole('list', { name: 'Pending entries' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Join' })).toBeTruthy();
  });

  it("shows a ladder request as pending and cancels it through cancelLadderEntry", async () => {
    const success = jest.spyOn(toast.notify, 'success').mockImplementation(() => 1);
    let asked = false;
    const mock: Mock = {
      request: { query: CancelLadderEntryDocument, variables: { leagueId: 'l1', teamId: 't1' } },
      result: () => {
        asked = true;
        return ladderAnswer([]);
      },
    };
    renderWithClient(<JoinButton target={target([{ teamId: 't1', team: { id: 't1', name: 'Wolves' }, invitedBy: null }])} />, { mocks: [mock] });
    expect(screen.getByRole('status').textContent).toBe('Wolves: request pending');
    await click(screen.getByRole('button', { name: 'Cancel request' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(REQUEST_CANCELLED));
    expect(asked).toBe(true);
  });

  it("offers to decline staff's invitation (Join accepts it)", async () => {
    const success = jest.spyOn(toast.notify, 'success').mockImplementation(() => 1);
    const mock: Mock = { request: { query: CancelLadderEntryDocument, variables: { leagueId: 'l1', teamId: 't1' } }, result: ladderAnswer([]) };
    renderWithClient(<JoinButton target={target([{ teamId: 't1', team: { id: 't1', name: 'Wolves' }, invitedBy: { id: 'staff1' } }], 'CAN_JOIN')} />, { mocks: [mock] });
    expect(screen.getByRole('status').textContent).toBe('Wolves is invited');
    expect(screen.getByRole('button', { name: 'Join' })).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Decline invitation' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(INVITATION_DECLINED));
  });

  it('cancels a tournament request through cancelTournamentEntry and shows the refusal of a failed one', async () => {
    const error = jest.spyOn(toast.notify, 'error').mockImplementation(() => 1);
    const mock: Mock = {
      request: { query: CancelTournamentEntryDocument, variables: { tournamentId: 'l1', teamId: 't1' } },
      result: { errors: [{ message: 'This team has no pending request or invitation to cancel.', extensions: { code: 'NOT_FOUND' } }] } as never,
    };
    renderWithClient(<JoinButton target={target([{ teamId: 't1', team: { id: 't1', name: 'Wolves' } }])} kind="tournament" />, { mocks: [mock] });
    await click(screen.getByRole('button', { name: 'Cancel request' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('This team has no pending request or invitation to cancel.'));
  });
});
