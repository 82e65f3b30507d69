import { screen, waitFor, within } from '@testing-library/react';
import { AssignmentsModal } from '../../src/components/staff/StaffSection';
import { SetStaffAssignmentDocument } from '../../src/gql/graphql';
import * as toast from '../../src/lib/toast';
import { staff, user, VIEWER_ID, type Mock } from '../support/dashboards';
import { click } from '../support/forms';
import { renderWithClient } from '../support/renderWithClient';

const mod = { ...staff('o-neon', user('user-bo', 'bo'), 'MOD'), assignedLeagueIds: ['l1'], assignedTournamentIds: [] as string[] };
const organizer = {
  __typename: 'Organizer' as const,
  id: 'o-neon',
  name: 'Neon League',
  profilePicture: null,
  viewerStaff: null,
  staff: [mod],
  pendingStaff: [],
  leagues: [
    { __typename: 'League' as const, id: 'l1', name: 'Spring Ladder', status: 'ACTIVE' as const },
    { __typename: 'League' as const, id: 'l2', name: 'Winter Ladder', status: 'INACTIVE' as const },
  ],
  tournaments: [{ __typename: 'Tournament' as const, id: 't1', name: 'Spring Cup' }],
};

describe('Manage Assignments: ladders and tournaments alike', () => {
  it('lists the ladders and tournaments served, and saves both', async () => {
    const saved: Mock = {
      request: { query: SetStaffAssignmentDocument, variables: { organizerId: 'o-neon', userId: 'user-bo', leagueIds: ['l1'], tournamentIds: ['t1'] } },
      result: { data: { setStaffAssignment: { ...mod, assignedTournamentIds: ['t1'] } } },
    };
    const success = jest.spyOn(toast.notify, 'success').mockImplementation(() => 1);
    const onClose = jest.fn();
    renderWithClient(<AssignmentsModal organizer={organizer as never} member={mod as never} onClose={onClose} />, { mocks: [saved], viewerId: VIEWER_ID });
    const dialog = screen.getByRole('dialog');
    const ladders = within(dialog).getByRole('group', { name: 'Ladders served' });
    const cups = within(dialog).getByRole('group', { name: 'Tournaments served' });
    expect((within(ladders).getByRole('checkbox', { name: 'Spring Ladder' }) as HTMLInputElement).checked).toBe(true);
    expect((within(ladders).getByRole('checkbox', { name: 'Winter Ladder' }) as HTMLInputElement).checked).toBe(false);
    await click(within(cups).getByRole('checkbox', { name: 'Spring Cup' }));
    await click(within(dialog).getByRole('button', { name: 'Save Assignments' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Assignments saved.'));
    expect(onClose).toHaveBeenCalled();
  });
});
