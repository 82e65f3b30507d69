import { screen, waitFor } from '@testing-library/react';
import {
  INVITATION_DECLINED,
  JOINED,
  JoinButton,
  ONLY_LEADERS,
  REQUEST_CANCELLED,
  REQUEST_SENT,
  STAFF_CANNOT_JOIN,
  STAFF_CANNOT_JOIN_TOURNAMENT,
  type JoinTarget,
} from '../../src/components/join/JoinButton';
import { CancelLadderEntryDocument, CancelTournamentEntryDocument, JoinLadderDocument } from '../../src/gql/graphql';
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
    expect(screen.getByRole('status').textContent).toBe('Wolves: Request sent: waiting for approval');
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

/** Issue 23 items 5 and 13: a join says whether it waits, a waiting request reads Pending, a Join that cannot work says why. */
describe('what the Join button says', () => {
  afterEach(() => jest.restoreAllMocks());

  const joinAnswer = (status: 'PENDING' | 'APPROVED') => ({
    data: {
      joinLadder: {
        __typename: 'LeagueParticipant',
        teamId: 't1',
        status,
        league: {
          __typename: 'League',
          id: 'l1',
          teamCount: status === 'APPROVED' ? 1 : 0,
          viewerJoinState: status === 'APPROVED' ? 'TEAM_JOINED' : 'DEFAULT',
          viewerJoinableTeams: [],
          viewerPendingEntries: [],
        },
      },
    },
  });

  it.each([
    ['PENDING', REQUEST_SENT],
    ['APPROVED', JOINED],
  ] as const)('a join answered %s says %p', async (status, message) => {
    const success = jest.spyOn(toast.notify, 'success').mockImplementation(() => 1);
    const mock: Mock = { request: { query: JoinLadderDocument, variables: { leagueId: 'l1', teamId: 't1' } }, result: joinAnswer(status) };
    renderWithClient(<JoinButton target={target([], 'CAN_JOIN')} />, { mocks: [mock] });
    await click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(message));
    expect(success).toHaveBeenCalledTimes(1);
  });

  it('a request waiting for staff shows a Pending button beside Cancel request, not a grey Join', () => {
    renderWithClient(<JoinButton target={target([{ teamId: 't1', team: { id: 't1', name: 'Wolves' }, invitedBy: null }], 'DEFAULT')} />);
    const pending = screen.getByRole('button', { name: 'Pending' }) as HTMLButtonElement;
    expect(pending.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel request' })).toBeTruthy();
  });

  it.each([
    ['USER_STAFF', 'ladder', STAFF_CANNOT_JOIN],
    ['USER_STAFF', 'tournament', STAFF_CANNOT_JOIN_TOURNAMENT],
    ['NOT_AUTHORIZED', 'ladder', ONLY_LEADERS],
  ] as const)('%s on a %s shows its reason before any click, and a click still says it', async (state, kind, reason) => {
    const error = jest.spyOn(toast.notify, 'error').mockImplementation(() => 1);
    renderWithClient(<JoinButton target={target([], state)} kind={kind} />);
    const join = screen.getByRole('button', { name: 'Join' });
    expect(join.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText(reason)).toBeTruthy();
    expect(join.getAttribute('aria-describedby')).toBe(screen.getByText(reason).id);
    await click(join);
    await waitFor(() => expect(error).toHaveBeenCalledWith(reason));
  });
});
