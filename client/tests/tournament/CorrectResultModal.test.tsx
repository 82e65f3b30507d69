import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { CONFIRM_LATER_STAGES, CorrectResultModal } from '../../src/components/tournament/CorrectResultModal';

const previewCorrection = jest.fn();
const correct = jest.fn();

jest.mock('../../src/components/tournament/tournamentMutations', () => ({
  usePreviewResultCorrection: () => [previewCorrection, { loading: false }],
  useCorrectMatchResult: () => [correct, { loading: false }],
}));

// The score entry is the ladder's (tested there); here the dialog only needs two teams and no metrics.
jest.mock('../../src/components/ladder/ReportScoreModal', () => {
  const actual = jest.requireActual('../../src/components/ladder/ReportScoreModal');
  const participants = [{ teamId: 't1' }, { teamId: 't2' }];
  return {
    ...actual,
    useRoundScores: () => ({ details: { loading: false }, stats: { loading: false }, match: { id: 'm1' }, participants, metrics: [], rounds: 1 }),
    useInitialValues: (_participants: unknown, setValues: (v: object) => void) => {
      useEffect(() => setValues({}), [setValues]);
    },
    RoundScoresFields: () => <p>score fields</p>,
  };
});

const team = (id: string, name: string) => ({ id, name });
const preview = (laterStagesStarted: boolean) => ({
  winnerChanges: true,
  winner: team('t2', 'Night Owls'),
  resetNodes: [],
  changes: [],
  laterStagesStarted,
  laterStageResets: laterStagesStarted
    ? [{ id: 'n9', roundNumber: 1, side: 'WINNERS', participant1: team('t1', 'Wolves'), participant2: team('t5', 'Foxes') }]
    : [],
});

async function openPreview(laterStagesStarted: boolean) {
  previewCorrection.mockResolvedValue({ data: { previewResultCorrection: preview(laterStagesStarted) } });
  correct.mockResolvedValue({ data: {} });
  render(<CorrectResultModal matchId="m1" onClose={() => undefined} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Preview Correction' }));
  await screen.findByTestId('correction-preview');
}

describe('CorrectResultModal and later stages', () => {
  it('shows what the started later stage loses and applies only after staff confirm it', async () => {
    await openPreview(true);
    const later = screen.getByTestId('correction-later-stages');
    expect(later.textContent).toContain('A later stage has started: this voids 1 of its matches:');
    expect(later.textContent).toContain('Round 1: Wolves vs Foxes');
    const apply = screen.getByRole('button', { name: 'Apply Correction' });
    expect((apply as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: CONFIRM_LATER_STAGES }));
    expect((apply as HTMLButtonElement).disabled).toBe(false);
    await act(async () => fireEvent.click(apply));
    await waitFor(() => expect(correct).toHaveBeenCalledTimes(1));
    expect(correct.mock.calls[0][0].variables).toMatchObject({ matchId: 'm1', confirmLaterStages: true });
  });

  it('asks nothing more and sends no confirmation when no later stage has started', async () => {
    await openPreview(false);
    expect(screen.queryByTestId('correction-later-stages')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply Correction' })));
    await waitFor(() => expect(correct).toHaveBeenCalledTimes(1));
    expect(correct.mock.calls[0][0].variables.confirmLaterStages).toBe(false);
  });
});
