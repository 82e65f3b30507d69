import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { CreateOrganizerDocument, OrgDashboardDocument, OrgDashboardOrganizerDocument, RespondToStaffInvitationDocument } from '../../src/gql/graphql';
import * as toast from '../../src/lib/toast';
import OrgDashboardPage from '../../src/pages/org-dashboard/OrgDashboardPage';
import { staff, user, VIEWER_ID, type Mock } from '../support/dashboards';
import { renderWithClient } from '../support/renderWithClient';
import { click } from '../support/forms';

const me = user(VIEWER_ID, 'viewer');
const ace = user('user-ace', 'ace');
const bo = user('user-bo', 'bo');
const cy = user('user-cy', 'cy');

const org = (id: string, name: string) => ({ __typename: 'Organizer' as const, id, name, profilePicture: null });
const place = (o: ReturnType<typeof org>, role: 'OWNER' | 'MOD' | 'SUPER_ADMIN' | 'ADMIN', status: 'APPROVED' | 'PENDING') => ({
  __typename: 'StaffMember' as const,
  id: `${o.id}:${VIEWER_ID}`,
  role,
  status,
  organizer: o,
});

const neon = org('o-neon', 'Neon League');
const dusk = org('o-dusk', 'Dusk Cup');

function dashboardMock(places: unknown[]): Mock {
  return { request: { query: OrgDashboardDocument }, result: { data: { viewer: { __typename: 'User', id: VIEWER_ID, organizations: places } } } };
}

/** What the server says the viewer may do on a ladder (the role matrix's viewerCan… fields); the owner may do all. */
const ALL_LADDER_RIGHTS = { viewerCanModerate: true, viewerCanEditSettings: true, viewerCanEditScoreSettings: true };
const ladder = (id: string, name: string, status: 'ACTIVE' | 'INACTIVE', teamCount: number, rights = ALL_LADDER_RIGHTS) => ({
  __typename: 'League' as const,
  id,
  name,
  status,
  isParent: true,
  teamCount,
  maxTeams: 12,
  openEntry: false,
  winPoints: 3,
  drawPoints: 1,
  lossPoints: 0,
  ...rights,
  game: { __typename: 'Game' as const, id: 'g1', title: 'Valorant' },
});

const cup = (id: string, name: string, status: 'REGISTRATION' | 'IN_PROGRESS' | 'COMPLETED') => ({
  __typename: 'Tournament' as const,
  id,
  name,
  status,
  format: 'SINGLE_ELIMINATION',
  size: 8,
  startTime: '2026-12-01T18:00:00.000Z',
  stages: [{ __typename: 'TournamentStage', stageNumber: 1, kind: 'SINGLE_ELIMINATION', groupCount: null }],
  viewerCanModerate: true,
  viewerCanSchedule: true,
  viewerCanEditSettings: true,
  reportingMode: 'STAFF',
  confirmWindowHours: 24,
  game: { __typename: 'Game' as const, id: 'g1', title: 'Valorant' },
});

const neonOwner = staff('o-neon', me, 'OWNER');
const neonFull = {
  ...neon,
  viewerCanCreateCompetitions: true,
  viewerCanManageStaff: true,
  viewerStaff: neonOwner,
  staff: [neonOwner, staff('o-neon', ace, 'SUPER_ADMIN'), staff('o-neon', bo, 'MOD')],
  pendingStaff: [staff('o-neon', cy, 'ADMIN', 'PENDING')],
  leagues: [
    ladder('l1', 'Spring Ladder', 'ACTIVE', 5),
    ladder('l2', 'Winter Ladder', 'INACTIVE', 0),
  ],
  tournaments: [cup('t1', 'Spring Cup', 'REGISTRATION'), cup('t2', 'Live Cup', 'IN_PROGRESS'), cup('t3', 'Old Cup', 'COMPLETED')],
};
const organizerMock: Mock = { request: { query: OrgDashboardOrganizerDocument, variables: { param: 'o-neon' } }, result: { data: { organizer: neonFull } } };

async function render(mocks: Mock[]) {
  renderWithClient(<OrgDashboardPage />, { mocks, viewerId: VIEWER_ID });
  await screen.findByRole('heading', { name: 'ACTIVE LEAGUES' });
}
const pressed = (group: string) =>
  within(screen.getByRole('group', { name: group }))
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-pressed') === 'true')
    .map((b) => b.textContent);

describe('LEAGUE MANAGER navigation', () => {
  it('without a selection: Leagues with Active and Pending, Create League, and a disabled back chevron', async () => {
    await render([dashboardMock([place(neon, 'OWNER', 'APPROVED'), place(dusk, 'MOD', 'PENDING')])]);
    expect((screen.getByRole('button', { name: 'Back' }) as HTMLButtonElement).disabled).toBe(true);
    expect(pressed('Section')).toEqual(['Leagues']);
    expect(pressed('Leagues lists')).toEqual(['Active']);
    expect(screen.getByRole('button', { name: 'Create League' })).toBeTruthy();
    const active = screen.getByRole('region', { name: 'ACTIVE LEAGUES' });
    expect(within(active).getByRole('link', { name: 'Neon League page' }).getAttribute('href')).toBe('/organizer/o-neon');
    expect(within(active).queryByText('Dusk Cup')).toBeNull();
    await click(within(screen.getByRole('group', { name: 'Leagues lists' })).getByRole('button', { name: 'Pending' }));
    const pending = screen.getByRole('region', { name: 'PENDING LEAGUES' });
    expect(within(pending).getByRole('button', { name: 'Accept Dusk Cup' })).toBeTruthy();
    expect(within(pending).getByRole('button', { name: 'Decline Dusk Cup' })).toBeTruthy();
  });

  it("shows 'No Orgs' when the viewer has none", async () => {
    await render([dashboardMock([])]);
    expect(screen.getByText('No Orgs')).toBeTruthy();
  });

  it('Manage selects the organizer: Ladder (default), Tournament and Staff with their actions; back resets', async () => {
    await render([dashboardMock([place(neon, 'OWNER', 'APPROVED')]), organizerMock]);
    await click(screen.getByRole('button', { name: 'Manage Neon League' }));
    await screen.findByRole('heading', { name: 'ACTIVE LADDERS' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Neon League');
    expect(pressed('Section')).toEqual(['Ladder']);
    expect(screen.getByText('Spring Ladder')).toBeTruthy();
    const createLadder = screen.getByRole('button', { name: 'Create Ladder' }) as HTMLButtonElement;
    expect(createLadder.disabled).toBe(false);
    expect(screen.getByText('teams: 5/12')).toBeTruthy();
    await click(within(screen.getByRole('group', { name: 'Ladder lists' })).getByRole('button', { name: 'Inactive' }));
    expect(screen.getByRole('heading', { name: 'INACTIVE LADDERS' })).toBeTruthy();
    expect(screen.getByText('Winter Ladder')).toBeTruthy();

    await click(within(screen.getByRole('group', { name: 'Section' })).getByRole('button', { name: 'Tournament' }));
    const activeCups = screen.getByRole('region', { name: 'ACTIVE TOURNAMENTS' });
    expect(within(activeCups).getAllByTestId('tournament-row').map((r) => within(r).getByTitle(/Cup/).textContent)).toEqual(['Spring Cup', 'Live Cup']);
    expect(within(activeCups).getByRole('link', { name: 'View Spring Cup' }).getAttribute('href')).toBe('/tournament/t1');
    // Its Reporting setting (issue 26) opens the tournament's Reporting dialog.
    await click(within(activeCups).getByRole('button', { name: 'Reporting of Spring Cup' }));
    expect(screen.getByRole('dialog', { name: 'Reporting of Spring Cup' })).toBeTruthy();
    await click(within(screen.getByRole('dialog', { name: 'Reporting of Spring Cup' })).getByRole('button', { name: 'Close dialog' }));
    expect((screen.getByRole('button', { name: 'Create Tournament' }) as HTMLButtonElement).disabled).toBe(false);
    expect(pressed('Tournament lists')).toEqual(['Active']);
    await click(within(screen.getByRole('group', { name: 'Tournament lists' })).getByRole('button', { name: 'Inactive' }));
    const inactiveCups = screen.getByRole('region', { name: 'INACTIVE TOURNAMENTS' });
    expect(within(inactiveCups).getAllByTestId('tournament-row')).toHaveLength(1);
    expect(within(inactiveCups).getByText('Old Cup')).toBeTruthy();

    await click(within(screen.getByRole('group', { name: 'Section' })).getByRole('button', { name: 'Staff' }));
    const activeStaff = screen.getByRole('region', { name: 'ACTIVE STAFF' });
    const rows = within(activeStaff).getAllByTestId('staff-row');
    const buttonsOf = (row: HTMLElement) => within(row).queryAllByRole('button').map((b) => b.textContent);
    expect(buttonsOf(rows[0])).toEqual(['Leave']);
    expect(buttonsOf(rows[1])).toEqual(['Demote', 'Kick', 'Make owner']);
    expect(buttonsOf(rows[2])).toEqual(['Promote', 'Kick', 'Manage Assignments']);
    expect(within(rows[1]).getByText('Super Admin')).toBeTruthy();
    expect(within(rows[2]).getByRole('link').getAttribute('href')).toBe('/user/bo');

    await click(screen.getByRole('button', { name: 'Invite Staff' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite Staff' });
    expect(within(dialog).getAllByRole('option').map((o) => o.textContent)).toEqual(['Mod', 'Admin', 'Super Admin']);
    await click(within(dialog).getByRole('button', { name: 'Close dialog' }));

    await click(within(screen.getByRole('group', { name: 'Staff lists' })).getByRole('button', { name: 'Pending' }));
    const pendingStaff = screen.getByRole('region', { name: 'PENDING STAFF' });
    expect(within(within(pendingStaff).getByTestId('pending-staff-row')).getByRole('button', { name: 'Cancel invitation cy' })).toBeTruthy();
    // A pending row never says Kick: the person is not on the staff yet.
    expect(within(pendingStaff).queryByRole('button', { name: /^Kick/ })).toBeNull();
    // It asks first, naming who and what; Cancel keeps the invitation.
    await click(within(pendingStaff).getByRole('button', { name: 'Cancel invitation cy' }));
    const ask = await screen.findByRole('dialog', { name: "Cancel cy's invitation?" });
    expect(within(ask).getByText(/^Cancel the invitation of cy to join the staff of/)).toBeTruthy();
    await click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: "Cancel cy's invitation?" })).toBeNull());

    await click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'ACTIVE LEAGUES' })).toBeTruthy();
    expect(pressed('Section')).toEqual(['Leagues']);
  });

  it('Accept on a pending league moves it to ACTIVE LEAGUES', async () => {
    await render([
      dashboardMock([place(dusk, 'MOD', 'PENDING')]),
      {
        request: { query: RespondToStaffInvitationDocument, variables: { organizerId: 'o-dusk', accept: true } },
        result: {
          data: {
            respondToStaffInvitation: {
              ...staff('o-dusk', me, 'MOD', 'APPROVED'),
              organizer: { ...dusk, viewerStaff: staff('o-dusk', me, 'MOD', 'APPROVED'), staff: [staff('o-dusk', me, 'MOD', 'APPROVED')] },
            },
          },
        },
      },
    ]);
    await click(within(screen.getByRole('group', { name: 'Leagues lists' })).getByRole('button', { name: 'Pending' }));
    await click(screen.getByRole('button', { name: 'Accept Dusk Cup' }));
    await waitFor(() => expect(screen.getByText('No Orgs')).toBeTruthy());
    await click(within(screen.getByRole('group', { name: 'Leagues lists' })).getByRole('button', { name: 'Active' }));
    expect(screen.getByRole('button', { name: 'Manage Dusk Cup' })).toBeTruthy();
  });
});

describe('Create League', () => {
  it("normalises the name, says 'Organizer created successfully!' and closes after 0.8 s", async () => {
    const success = jest.spyOn(toast.notify, 'success').mockImplementation(() => 1);
    const created = {
      ...org('o-new', 'Pro League'),
      viewerStaff: { ...staff('o-new', me, 'OWNER'), organizer: org('o-new', 'Pro League') },
      staff: [staff('o-new', me, 'OWNER')],
      pendingStaff: [],
      leagues: [],
      tournaments: [],
    };
    await render([dashboardMock([]), { request: { query: CreateOrganizerDocument, variables: { name: 'Pro League' } }, result: { data: { createOrganizer: created } } }]);
    await click(screen.getByRole('button', { name: 'Create League' }));
    const dialog = screen.getByRole('dialog', { name: 'Create League' });
    fireEvent.change(within(dialog).getByLabelText('League Name'), { target: { value: '  Pro -- League!! ' } });
    await click(within(dialog).getByRole('button', { name: 'Create League' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Organizer created successfully!', 'short'));
    expect(screen.getByRole('dialog', { name: 'Create League' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 1500 });
    expect(screen.getByRole('button', { name: 'Manage Pro League' })).toBeTruthy();
  });

  it("shows the server's message and the 'Error creating organizer.' toast on failure", async () => {
    const error = jest.spyOn(toast.notify, 'error').mockImplementation(() => 1);
    await render([
      dashboardMock([]),
      {
        request: { query: CreateOrganizerDocument, variables: { name: 'Neon League' } },
        result: { errors: [new GraphQLError('Organizer name is already taken.', { extensions: { code: 'CONFLICT' } })] },
      },
    ]);
    await click(screen.getByRole('button', { name: 'Create League' }));
    const dialog = screen.getByRole('dialog', { name: 'Create League' });
    fireEvent.change(within(dialog).getByLabelText('League Name'), { target: { value: 'Neon League' } });
    await click(within(dialog).getByRole('button', { name: 'Create League' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Organizer name is already taken.');
    expect(error).toHaveBeenCalledWith('Error creating organizer.');
  });
});

describe('Invite Teams', () => {
  it('sends the typed team name (whitespace collapsed) to inviteTeamToLadder, and shows a refusal from the server', async () => {
    const { InviteTeamToLadderDocument } = await import('../../src/gql/graphql');
    const sent: Mock = {
      request: { query: InviteTeamToLadderDocument, variables: { leagueId: 'l1', team: 'Red Wolves' } },
      result: { data: { inviteTeamToLadder: { __typename: 'LeagueParticipant', teamId: 't-wolves', status: 'PENDING' } } },
    };
    const refused: Mock = {
      request: { query: InviteTeamToLadderDocument, variables: { leagueId: 'l1', team: 'Nobody' } },
      result: { errors: [new GraphQLError('Team not found', { extensions: { code: 'NOT_FOUND' } })] },
    };
    const success = jest.spyOn(toast.notify, 'success').mockImplementation(() => undefined as never);
    await render([dashboardMock([place(neon, 'OWNER', 'APPROVED')]), organizerMock, refused, sent]);
    await click(screen.getByRole('button', { name: 'Manage Neon League' }));
    await screen.findByRole('heading', { name: 'ACTIVE LADDERS' });
    await click(screen.getByRole('button', { name: 'Invite Teams to Spring Ladder' }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByLabelText('Enter Team Name');
    fireEvent.change(field, { target: { value: 'Nobody' } });
    await click(within(dialog).getByRole('button', { name: 'Send Invite' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Team not found');
    fireEvent.change(field, { target: { value: '  Red   Wolves ' } });
    await click(within(dialog).getByRole('button', { name: 'Send Invite' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Invite sent successfully!'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('actions follow the viewer\'s rights on each ladder and tournament (viewerCan… fields, never a button that fails)', () => {
  const NONE = { viewerCanModerate: false, viewerCanEditSettings: false, viewerCanEditScoreSettings: false };
  const MODERATE = { ...NONE, viewerCanModerate: true };
  // A mod: assigned to Spring Ladder and Spring Cup (moderates them), not to Summer Ladder; creates nothing, invites no staff.
  const asMod = {
    ...neonFull,
    viewerCanCreateCompetitions: false,
    viewerCanManageStaff: false,
    viewerStaff: staff('o-neon', me, 'MOD'),
    leagues: [ladder('l1', 'Spring Ladder', 'ACTIVE', 5, MODERATE), ladder('l3', 'Summer Ladder', 'ACTIVE', 2, NONE)],
    tournaments: [
      { ...cup('t1', 'Spring Cup', 'REGISTRATION'), viewerCanModerate: true, viewerCanSchedule: false, viewerCanEditSettings: false },
      { ...cup('t2', 'Live Cup', 'IN_PROGRESS'), viewerCanModerate: false, viewerCanSchedule: false, viewerCanEditSettings: false },
    ],
  };
  const modMock: Mock = { request: { query: OrgDashboardOrganizerDocument, variables: { param: 'o-neon' } }, result: { data: { organizer: asMod } } };
  const rowOf = (name: string) => screen.getAllByTestId('ladder-row').find((row) => within(row).queryByText(name))!;
  const buttonsOf = (row: HTMLElement) => within(row).getAllByRole('button').map((b) => b.textContent);

  it('shows a mod the moderation of their assigned ladder only, and no Settings, Score Settings, Create Ladder or Invite Staff', async () => {
    await render([dashboardMock([place(neon, 'MOD', 'APPROVED')]), modMock]);
    await click(screen.getByRole('button', { name: 'Manage Neon League' }));
    await screen.findByRole('heading', { name: 'ACTIVE LADDERS' });
    expect(buttonsOf(rowOf('Spring Ladder'))).toEqual(['Active Teams', 'Pending Teams', 'Share Ladder', 'Invite Teams']);
    expect(buttonsOf(rowOf('Summer Ladder'))).toEqual(['Share Ladder']);
    const create = screen.getByRole('button', { name: 'Create Ladder' }) as HTMLButtonElement;
    expect([create.disabled, create.title]).toEqual([true, 'Only the owner, super admins and admins create ladders']);

    await click(within(screen.getByRole('group', { name: 'Section' })).getByRole('button', { name: 'Tournament' }));
    const cups = screen.getByRole('region', { name: 'ACTIVE TOURNAMENTS' });
    expect(within(cups).getByRole('button', { name: 'Manage Spring Cup' })).toBeTruthy();
    expect(within(cups).queryByRole('button', { name: 'Manage Live Cup' })).toBeNull();
    // A tournament's Reporting setting is for those who edit its settings (issue 26): not a mod.
    expect(within(cups).queryByRole('button', { name: 'Reporting of Spring Cup' })).toBeNull();

    await click(within(screen.getByRole('group', { name: 'Section' })).getByRole('button', { name: 'Staff' }));
    expect((screen.getByRole('button', { name: 'Invite Staff' }) as HTMLButtonElement).disabled).toBe(true);
    // Webhooks are the owner's and super admins' (issue 28): a mod has no such section.
    expect(within(screen.getByRole('group', { name: 'Section' })).queryByRole('button', { name: 'Webhooks' })).toBeNull();
  });

  it('shows the owner every action on every ladder', async () => {
    await render([dashboardMock([place(neon, 'OWNER', 'APPROVED')]), organizerMock]);
    await click(screen.getByRole('button', { name: 'Manage Neon League' }));
    await screen.findByRole('heading', { name: 'ACTIVE LADDERS' });
    expect(buttonsOf(rowOf('Spring Ladder'))).toEqual(['Active Teams', 'Pending Teams', 'Share Ladder', 'Score Settings', 'Settings', 'Reporting: Staff only', 'Set Inactive', 'Invite Teams']);
    expect(within(screen.getByRole('group', { name: 'Section' })).getByRole('button', { name: 'Webhooks' })).toBeTruthy();
  });
});
