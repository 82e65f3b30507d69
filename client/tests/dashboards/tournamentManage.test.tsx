import { screen, within } from '@testing-library/react';
import { TournamentManageDocument } from '../../src/gql/graphql';
import { TournamentManageModal } from '../../src/pages/org-dashboard/TournamentManageModal';
import type { Mock } from '../support/dashboards';
import { renderWithClient } from '../support/renderWithClient';

const entry = (teamId: string, name: string, status: 'PENDING' | 'APPROVED', seed: number | null) => ({
  __typename: 'TournamentParticipant' as const,
  teamId,
  status,
  seed,
  checkedInAt: null,
  team: { __typename: 'Team' as const, id: teamId, name, profilePicture: null },
});

/** A tournament in registration with one pending and one approved team, as the viewer's rights show it. */
const manageMock = (rights: { viewerCanModerate: boolean; viewerCanSchedule: boolean }): Mock => ({
  request: { query: TournamentManageDocument, variables: { id: 'cup1' } },
  result: {
    data: {
      tournament: {
        __typename: 'Tournament',
        id: 'cup1',
        name: 'Spring Cup',
        status: 'REGISTRATION',
        format: 'SINGLE_ELIMINATION',
        size: 8,
        checkInMinutes: null,
        stages: [{ __typename: 'TournamentStage', stageNumber: 1, kind: 'SINGLE_ELIMINATION', groupCount: null }],
        ...rights,
        participants: [entry('t-owls', 'Owls', 'PENDING', null), entry('t-wolves', 'Wolves', 'APPROVED', 1)],
        bracket: null,
      },
    },
  },
});

async function open(rights: { viewerCanModerate: boolean; viewerCanSchedule: boolean }) {
  renderWithClient(<TournamentManageModal tournamentId="cup1" name="Spring Cup" onClose={() => {}} />, { mocks: [manageMock(rights)] });
  return screen.findByText('Owls');
}
const buttonNames = () =>
  within(screen.getByRole('dialog'))
    .getAllByRole('button')
    .map((b) => b.getAttribute('aria-label') ?? b.textContent)
    .filter((name) => name !== 'Close dialog');

describe("Manage a tournament: each action only for those the server lets take it (the role matrix's viewerCan… fields)", () => {
  it('gives a moderator (a mod assigned to it) Approve, Decline and Remove, and no seeding or Start Tournament', async () => {
    await open({ viewerCanModerate: true, viewerCanSchedule: false });
    expect(buttonNames()).toEqual(['Approve Owls', 'Decline Owls', 'Remove Wolves']);
    expect(screen.queryByRole('heading', { name: 'SEEDING' })).toBeNull();
  });

  it('gives those who run it (owner, super admin, assigned admin) the entries, seeding and Start Tournament', async () => {
    await open({ viewerCanModerate: true, viewerCanSchedule: true });
    expect(buttonNames()).toEqual(expect.arrayContaining(['Start Tournament', 'Approve Owls', 'Decline Owls', 'Remove Wolves', 'Apply Seeds']));
    expect(screen.getByRole('heading', { name: 'SEEDING' })).toBeTruthy();
  });
});
