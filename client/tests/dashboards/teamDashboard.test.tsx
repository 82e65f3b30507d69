import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { InviteToTeamDocument, PromoteTeamMemberDocument, RespondToTeamInvitationDocument, TeamDashboardDocument } from '../../src/gql/graphql';
import * as toast from '../../src/lib/toast';
import TeamDashboardPage from '../../src/pages/team-dashboard/TeamDashboardPage';
import { member, membership, team, user, VIEWER_ID, type Mock } from '../support/dashboards';
import { renderWithClient } from '../support/renderWithClient';
import { click } from '../support/forms';

const me = user(VIEWER_ID, 'viewer');
const ace = user('user-ace', 'ace');
const bo = user('user-bo', 'bo');
const cy = user('user-cy', 'cy');

const wolves = team('t-wolves', 'Red Wolves', 'LEADER', [member('t-wolves', me, 'LEADER'), member('t-wolves', ace, 'CO_LEADER'), member('t-wolves', bo, 'CAPTAIN'), member('t-wolves', cy, 'MEMBER')]);
const hawks = team('t-hawks', 'Night Hawks Esports Club', 'MEMBER', [member('t-hawks', ace, 'LEADER'), member('t-hawks', me, 'MEMBER')]);
const owls = team('t-owls', 'Owls', null, [member('t-owls', ace, 'LEADER')]);

function dashboardMock(memberships: unknown[]): Mock {
  return {
    request: { query: TeamDashboardDocument },
    result: { data: { viewer: { __typename: 'User', id: VIEWER_ID, teamMemberships: memberships } } },
  };
}

async function render(mocks: Mock[]) {
  const view = renderWithClient(<TeamDashboardPage />, { mocks, viewerId: VIEWER_ID });
  await screen.findByRole('heading', { name: 'ACTIVE TEAMS' });
  return view;
}


describe('TEAM MANAGER lists', () => {
  it('starts on Active Teams: the teams the viewer leads with Manage and Invite, and MY TEAMS', async () => {
    await render([dashboardMock([membership(wolves, 'LEADER', 'APPROVED'), membership(hawks, 'MEMBER', 'APPROVED')])]);
    expect(screen.getByRole('button', { name: 'Active Teams' }).getAttribute('aria-pressed')).toBe('true');
    const active = screen.getByRole('region', { name: 'ACTIVE TEAMS' });
    expect(within(active).getByRole('button', { name: 'Manage Red Wolves' })).toBeTruthy();
    expect(within(active).getByRole('button', { name: 'Invite to Red Wolves' })).toBeTruthy();
    expect(within(active).queryByText(/Night Hawks/)).toBeNull();
    const mine = screen.getByRole('region', { name: 'MY TEAMS' });
    // Names are cut at 15 characters plus an ellipsis.
    expect(within(mine).getByText('Night Hawks Esp...')).toBeTruthy();
    expect(within(mine).getByText('Red Wolves')).toBeTruthy();
  });

  it('shows the empty texts', async () => {
    await render([dashboardMock([])]);
    expect(screen.getByText('No Active Teams in Ladder')).toBeTruthy();
    expect(screen.getByText('No Teams')).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Pending Teams' }));
    expect(screen.getByText('No Pending Teams')).toBeTruthy();
  });

  it('Accept on a pending team says so and moves it to MY TEAMS without a reload', async () => {
    const success = jest.spyOn(toast.notify, 'success').mockImplementation(() => 1);
    const accepted = team('t-owls', 'Owls', 'MEMBER', [member('t-owls', ace, 'LEADER'), member('t-owls', me, 'MEMBER')]);
    await render([
      dashboardMock([membership(owls, 'MEMBER', 'PENDING', ace)]),
      {
        request: { query: RespondToTeamInvitationDocument, variables: { teamId: 't-owls', accept: true } },
        result: { data: { respondToTeamInvitation: { __typename: 'TeamMember', id: `t-owls:${VIEWER_ID}`, role: 'MEMBER', status: 'APPROVED', team: accepted } } },
      },
    ]);
    await click(screen.getByRole('button', { name: 'Pending Teams' }));
    const pending = screen.getByRole('region', { name: 'PENDING TEAMS' });
    expect(within(pending).getByText('Invited by ace')).toBeTruthy();
    await click(within(pending).getByRole('button', { name: 'Accept Owls' }));
    await waitFor(() => expect(screen.getByText('No Pending Teams')).toBeTruthy());
    expect(success).toHaveBeenCalledWith('You joined Owls.');
    await click(screen.getByRole('button', { name: 'Active Teams' }));
    expect(within(screen.getByRole('region', { name: 'MY TEAMS' })).getByText('Owls')).toBeTruthy();
  });
});

describe('manage-roster modal', () => {
  it("shows Promote, Demote, Kick and Make leader only where the rules allow; the leader's own row says why there is no Leave", async () => {
    await render([dashboardMock([membership(wolves, 'LEADER', 'APPROVED')])]);
    await click(screen.getByRole('button', { name: 'Manage Red Wolves' }));
    const dialog = screen.getByRole('dialog', { name: 'Red Wolves' });
    const rows = within(dialog).getAllByTestId('roster-row');
    const buttonsOf = (row: HTMLElement) => within(row).queryAllByRole('button').map((b) => b.textContent);
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual(['viewer', 'ace', 'bo', 'cy']);
    expect(buttonsOf(rows[0])).toEqual([]);
    expect(within(rows[0]).getByText('You must assign another user as leader before leaving.')).toBeTruthy();
    expect(buttonsOf(rows[1])).toEqual(['Demote', 'Kick', 'Make leader']);
    expect(buttonsOf(rows[2])).toEqual(['Promote', 'Demote', 'Kick', 'Make leader']);
    expect(buttonsOf(rows[3])).toEqual(['Promote', 'Kick', 'Make leader']);
  });

  it('Promote says what happened (issue 23 item 7)', async () => {
    const success = jest.spyOn(toast.notify, 'success').mockImplementation(() => 1);
    await render([
      dashboardMock([membership(wolves, 'LEADER', 'APPROVED')]),
      {
        request: { query: PromoteTeamMemberDocument, variables: { teamId: 't-wolves', userId: 'user-cy' } },
        result: { data: { promoteTeamMember: { __typename: 'TeamMember', id: 't-wolves:user-cy', role: 'CAPTAIN', status: 'APPROVED' } } },
      },
    ]);
    await click(screen.getByRole('button', { name: 'Manage Red Wolves' }));
    await click(within(screen.getByRole('dialog', { name: 'Red Wolves' })).getByRole('button', { name: 'Promote cy' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('cy was promoted to Captain.'));
  });

  it('a plain member sees the roster with only Leave on their own row', async () => {
    await render([dashboardMock([membership(hawks, 'MEMBER', 'APPROVED')])]);
    await click(screen.getByRole('button', { name: 'Roster of Night Hawks Esports Club' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent).filter((t) => t !== '')).toEqual(['Leave']);
  });
});

describe('invite modal', () => {
  it('sends the normalised user name, shows Sending... and the success toast, then closes', async () => {
    const success = jest.spyOn(toast.notify, 'success').mockImplementation(() => 1);
    await render([
      dashboardMock([membership(wolves, 'LEADER', 'APPROVED')]),
      {
        request: { query: InviteToTeamDocument, variables: { teamId: 't-wolves', userName: 'john qpublic' } },
        delay: 1_000, // 'Sending...' must still show when the click has settled on a busy machine
        result: {
          data: {
            inviteToTeam: { __typename: 'TeamMember', id: 't-wolves:user-john', role: 'MEMBER', status: 'PENDING', user: user('user-john', 'johnqpublic'), team: { __typename: 'Team', id: 't-wolves' } },
          },
        },
      },
    ]);
    await click(screen.getByRole('button', { name: 'Invite to Red Wolves' }));
    const dialog = screen.getByRole('dialog');
    const send = within(dialog).getByRole('button', { name: 'Send Invite' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Enter Username'), { target: { value: '   !!  ' } });
    expect(send.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Enter Username'), { target: { value: '  John  Q  Public! ' } });
    expect(send.disabled).toBe(false);
    await click(send);
    expect(within(dialog).getByRole('button', { name: 'Sending...' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5_000 });
    expect(success).toHaveBeenCalledWith('Invite sent successfully!');
  });

  it("shows the server's refusal, or the spec text when there is none", async () => {
    const error = jest.spyOn(toast.notify, 'error').mockImplementation(() => 1);
    await render([
      dashboardMock([membership(wolves, 'LEADER', 'APPROVED')]),
      {
        request: { query: InviteToTeamDocument, variables: { teamId: 't-wolves', userName: 'ghost' } },
        result: { errors: [new GraphQLError('User not found.', { extensions: { code: 'NOT_FOUND' } })] },
      },
      { request: { query: InviteToTeamDocument, variables: { teamId: 't-wolves', userName: 'ghost' } }, error: new Error('socket hang up') },
    ]);
    await click(screen.getByRole('button', { name: 'Invite to Red Wolves' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Enter Username'), { target: { value: 'Ghost' } });
    await click(within(dialog).getByRole('button', { name: 'Send Invite' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('User not found.');
    await click(within(dialog).getByRole('button', { name: 'Send Invite' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Failed to send invite. Please try again.'));
    expect(error).toHaveBeenLastCalledWith('Failed to send invite. Please try again.');
  });
});
