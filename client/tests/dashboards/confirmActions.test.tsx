import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RespondToTeamInvitationDocument, TeamDashboardDocument, TransferTeamLeadershipDocument } from '../../src/gql/graphql';
import { CANCEL_FOCUS_DELAY_MS } from '../../src/components/ui/ConfirmModal';
import * as toast from '../../src/lib/toast';
import TeamDashboardPage from '../../src/pages/team-dashboard/TeamDashboardPage';
import { member, membership, team, user, VIEWER_ID, type Mock } from '../support/dashboards';
import { click } from '../support/forms';
import { renderWithClient } from '../support/renderWithClient';

const me = user(VIEWER_ID, 'viewer');
const ana = user('user-ana', 'ana');
const vipers = team('t-vipers', 'Neon Vipers', 'LEADER', [member('t-vipers', me, 'LEADER'), member('t-vipers', ana, 'MEMBER')]);
const owls = team('t-owls', 'Owls', null, [member('t-owls', ana, 'LEADER')]);

const dashboardMock = (memberships: unknown[]): Mock => ({
  request: { query: TeamDashboardDocument },
  result: { data: { viewer: { __typename: 'User', id: VIEWER_ID, teamMemberships: memberships } } },
});

async function openRoster(mocks: Mock[]) {
  renderWithClient(<TeamDashboardPage />, {
    mocks: [dashboardMock([membership(vipers, 'LEADER', 'APPROVED')]), ...mocks],
    viewerId: VIEWER_ID,
  });
  await screen.findByRole('heading', { name: 'ACTIVE TEAMS' });
  await click(screen.getByRole('button', { name: 'Manage Neon Vipers' }));
  return screen.getByRole('dialog', { name: 'Neon Vipers' });
}

describe('one click, no way back: each asks first (issue 23 item 11)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('Make leader names who and what, has the focus on Cancel, and Escape closes it with nothing sent, focus back on the button', async () => {
    const transfer = jest.fn(() => ({ data: null }));
    const roster = await openRoster([
      { request: { query: TransferTeamLeadershipDocument, variables: { teamId: 't-vipers', userId: 'user-ana' } }, result: transfer },
    ]);
    const opener = within(roster).getByRole('button', { name: 'Make leader ana' });
    act(() => opener.focus());
    await click(opener);
    const confirm = await screen.findByRole('dialog', { name: 'Make ana the leader?' });
    expect(within(confirm).getByText('Make ana the leader of Neon Vipers? You become co-leader.')).toBeTruthy();
    // Cancel takes the focus CANCEL_FOCUS_DELAY_MS after opening; before that React Aria briefly hands it back to the
    // opener behind the dialog. Escape pressed on that transient focus reached the roster dialog, which (not topmost)
    // ignores it: the flake of earlier CI runs. So wait out the delay, then press Escape where the focus now rests.
    await act(() => new Promise((resolve) => setTimeout(resolve, CANCEL_FOCUS_DELAY_MS * 2)));
    const cancel = within(confirm).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    fireEvent.keyDown(cancel, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Make ana the leader?' })).toBeNull());
    // the roster dialog stays, and focus returns to the button that asked
    expect(screen.getByRole('dialog', { name: 'Neon Vipers' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(transfer).not.toHaveBeenCalled();
  });

  it('Make leader runs after Confirm and a toast says what happened', async () => {
    const success = jest.spyOn(toast.notify, 'success').mockImplementation(() => 1);
    const after = team('t-vipers', 'Neon Vipers', 'CO_LEADER', [member('t-vipers', me, 'CO_LEADER'), member('t-vipers', ana, 'LEADER')]);
    const transfer = jest.fn(() => ({ data: { transferTeamLeadership: after } }));
    const roster = await openRoster([
      { request: { query: TransferTeamLeadershipDocument, variables: { teamId: 't-vipers', userId: 'user-ana' } }, result: transfer },
    ]);
    await click(within(roster).getByRole('button', { name: 'Make leader ana' }));
    const confirm = await screen.findByRole('dialog', { name: 'Make ana the leader?' });
    await click(within(confirm).getByRole('button', { name: 'Make leader' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('ana is now the leader of Neon Vipers.'));
    expect(transfer).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Make ana the leader?' })).toBeNull();
  });

  it('Kick asks first, and Cancel changes nothing', async () => {
    const roster = await openRoster([]);
    await click(within(roster).getByRole('button', { name: 'Kick ana' }));
    const confirm = await screen.findByRole('dialog', { name: 'Kick ana?' });
    expect(within(confirm).getByText('Kick ana from Neon Vipers? They are no longer on the team.')).toBeTruthy();
    await click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Kick ana?' })).toBeNull());
    expect(within(roster).getByRole('button', { name: 'Kick ana' })).toBeTruthy();
  });

  it("Decline of a team's invitation asks first, then answers and says so", async () => {
    const success = jest.spyOn(toast.notify, 'success').mockImplementation(() => 1);
    const declined = jest.fn(() => ({
      data: {
        respondToTeamInvitation: { __typename: 'TeamMember', id: `t-owls:${VIEWER_ID}`, role: 'MEMBER', status: 'DECLINED', team: owls },
      },
    }));
    renderWithClient(<TeamDashboardPage />, {
      mocks: [
        dashboardMock([membership(owls, 'MEMBER', 'PENDING', ana)]),
        { request: { query: RespondToTeamInvitationDocument, variables: { teamId: 't-owls', accept: false } }, result: declined },
      ],
      viewerId: VIEWER_ID,
    });
    await screen.findByRole('heading', { name: 'ACTIVE TEAMS' });
    await click(screen.getByRole('button', { name: 'Pending Teams' }));
    await click(screen.getByRole('button', { name: 'Decline Owls' }));
    const confirm = await screen.findByRole('dialog', { name: 'Decline the invitation?' });
    expect(within(confirm).getByText('Decline the invitation from Owls? Only they can invite you again.')).toBeTruthy();
    expect(declined).not.toHaveBeenCalled();
    await click(within(confirm).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('You declined the invitation from Owls.'));
    expect(declined).toHaveBeenCalledTimes(1);
  });
});

describe("a ladder's Kick asks first (League Manager, Active Teams)", () => {
  it('names the team and the ladder, and Cancel keeps the team', async () => {
    const { LadderTeamsModal } = await import('../../src/pages/org-dashboard/LadderModals');
    const { LadderTeamsDocument } = await import('../../src/gql/graphql');
    renderWithClient(<LadderTeamsModal ladder={{ id: 'l1', name: 'Spring Ladder' }} view="active" onClose={() => {}} />, {
      mocks: [
        {
          request: { query: LadderTeamsDocument, variables: { id: 'l1' } },
          result: {
            data: {
              league: {
                __typename: 'League',
                id: 'l1',
                teamCount: 1,
                maxTeams: 12,
                participants: [
                  {
                    __typename: 'LeagueParticipant',
                    teamId: 't1',
                    status: 'APPROVED',
                    team: { __typename: 'Team', id: 't1', name: 'Red Wolves', profilePicture: null },
                  },
                ],
              },
            },
          },
        },
      ],
    });
    await click(await screen.findByRole('button', { name: 'Kick Red Wolves' }));
    const confirm = await screen.findByRole('dialog', { name: 'Kick Red Wolves?' });
    expect(within(confirm).getByText('Kick Red Wolves from Spring Ladder? The team leaves the ladder.')).toBeTruthy();
    await click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Kick Red Wolves?' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Kick Red Wolves' })).toBeTruthy();
  });
});
