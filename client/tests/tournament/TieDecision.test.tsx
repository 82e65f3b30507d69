import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TieDecision } from '../../src/components/tournament/TournamentStages';

const decide = jest.fn();
jest.mock('../../src/gql/hooks', () => ({
  ...jest.requireActual('../../src/gql/hooks'),
  useDecideStageTieMutation: () => [decide, { loading: false }],
}));

describe('TieDecision', () => {
  it('shows the tied teams and records the order staff choose', async () => {
    decide.mockResolvedValue({ data: {} });
    const onDecided = jest.fn();
    const teams = [
      { id: 't1', name: 'Wolves' },
      { id: 't2', name: 'Night Owls' },
    ];
    render(<TieDecision tournamentId="x" stageNumber={1} groupNumber={2} teams={teams} onDecided={onDecided} />);
    expect(screen.getByRole('alert').textContent).toContain('A tie at the cut-off waits for a staff decision in Group 2: Wolves, Night Owls.');
    fireEvent.click(screen.getByRole('button', { name: 'Move Night Owls up' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Record this order' })));
    await waitFor(() => expect(onDecided).toHaveBeenCalled());
    expect(decide.mock.calls[0][0].variables).toEqual({ id: 'x', stageNumber: 1, teamIds: ['t2', 't1'] });
  });
});
