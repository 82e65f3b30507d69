import { screen, waitFor } from '@testing-library/react';
import { AnswerRescheduleDocument, MatchPageDocument, type ReschedulePanel_MatchFragment } from '../../src/gql/graphql';
import { ReschedulePanel } from '../../src/components/scheduling/ReschedulePanel';
import { availabilitySchema } from '../../src/components/scheduling/AvailabilityModal';
import { formatScheduledTime } from '../../src/lib/dates';
import * as toast from '../../src/lib/toast';
import { renderWithClient } from '../support/renderWithClient';
import { click } from '../support/forms';

/**
 * Whether the panel has loaded its forms' module (date pickers, schemas, the form library): it should only when it shows
 * one. A global, as the factory may run while this file's imports are still being read.
 */
const formsLoaded = globalThis as { rescheduleFormsLoaded?: boolean };
jest.mock('../../src/components/scheduling/RescheduleForms', () => {
  (globalThis as { rescheduleFormsLoaded?: boolean }).rescheduleFormsLoaded = true;
  return jest.requireActual('../../src/components/scheduling/RescheduleForms');
});

/** The next whole hour when the file started: fixed, so a time rendered and the same time expected agree across an hour's turn. */
const BASE_HOUR = Math.ceil(Date.now() / 3_600_000) * 3_600_000;
const later = (hours: number) => new Date(BASE_HOUR + hours * 3_600_000).toISOString();

function match(overrides: Partial<ReschedulePanel_MatchFragment> = {}): ReschedulePanel_MatchFragment {
  return {
    __typename: 'Match',
    id: 'm1',
    status: 'SCHEDULED',
    scheduledTime: later(48),
    viewerCanProposeReschedule: false,
    viewerCanReport: false,
    league: { __typename: 'League', id: 'l1' },
    rescheduleProposals: [
      {
        __typename: 'RescheduleProposal',
        id: 'p1',
        status: 'PENDING',
        times: [later(60), later(72)],
        expiresAt: later(48),
        acceptedTime: null,
        viewerCanAnswer: true,
        team: { __typename: 'Team', id: 'ta', name: 'Neon Vipers' },
      },
    ],
    ...overrides,
  } as ReschedulePanel_MatchFragment;
}

describe('Reschedule panel', () => {
  it("shows the other side's proposal in the viewer's zone and accepts the time picked", async () => {
    const success = jest.spyOn(toast.notify, 'success').mockImplementation(() => 1);
    const answered = jest.fn(() => ({ data: { answerReschedule: { __typename: 'RescheduleProposal', id: 'p1', status: 'ACCEPTED' } } }));
    renderWithClient(<ReschedulePanel match={match()} teamIds={['ta', 'tb']} />, {
      mocks: [
        { request: { query: AnswerRescheduleDocument, variables: { proposalId: 'p1', acceptedTime: later(72) } }, result: answered },
        { request: { query: MatchPageDocument, variables: { id: 'm1' } }, result: { data: null }, maxUsageCount: 5 } as never,
      ],
    });
    expect(screen.getByTestId('reschedule-state').textContent).toBe('Neon Vipers proposed new times: waiting for an answer.');
    await click(screen.getByRole('button', { name: `Accept ${formatScheduledTime(later(72))}` }));
    await waitFor(() => expect(answered).toHaveBeenCalled());
    await waitFor(() => expect(success).toHaveBeenCalledWith(`Match moved to ${formatScheduledTime(later(72))}.`));
  });

  it('is not shown to a viewer who may neither propose nor answer', () => {
    const proposal = { ...match().rescheduleProposals[0], viewerCanAnswer: false };
    renderWithClient(<ReschedulePanel match={match({ rescheduleProposals: [proposal] })} teamIds={['ta', 'tb']} />);
    expect(screen.queryByTestId('reschedule-panel')).toBeNull();
  });

  // Before any test below shows a form (the module registry is the file's): a viewer who only answers never loads them.
  it("leaves the forms' code unloaded for a viewer who may only answer", async () => {
    renderWithClient(<ReschedulePanel match={match()} teamIds={['ta', 'tb']} />);
    expect(await screen.findByRole('button', { name: `Accept ${formatScheduledTime(later(72))}` })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(formsLoaded.rescheduleFormsLoaded).toBeUndefined();
    expect(screen.queryByRole('form', { name: 'Propose new times' })).toBeNull();
  });

  it('offers the propose form (three times) to a leader with nothing to answer, loading its code then', async () => {
    renderWithClient(<ReschedulePanel match={match({ viewerCanProposeReschedule: true, rescheduleProposals: [] })} teamIds={['ta', 'tb']} />);
    expect(screen.getByText('No new times proposed.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Propose' })).toBeTruthy();
    expect(screen.getAllByText(/^New time \d$/)).toHaveLength(3);
    expect(formsLoaded.rescheduleFormsLoaded).toBe(true);
  });
});

describe('staff override', () => {
  it('offers staff Move Match on a scheduled match, not the propose form', async () => {
    renderWithClient(<ReschedulePanel match={match({ viewerCanReport: true, rescheduleProposals: [] })} teamIds={['ta', 'tb']} />);
    expect(await screen.findByRole('button', { name: 'Move Match' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Propose' })).toBeNull();
  });
});

describe('availability rules (the server says the same)', () => {
  const check = (windows: unknown[]) => availabilitySchema.validate({ timeZone: 'Europe/Berlin', windows }).then(() => 'ok', (e: Error) => e.message);
  it('refuses a window that ends before it starts, a bad HH:MM and a weekday outside 1-7', async () => {
    expect(await check([{ weekday: 1, start: '19:00', end: '22:00' }])).toBe('ok');
    expect(await check([{ weekday: 1, start: '22:00', end: '19:00' }])).toBe('A window ends after it starts.');
    expect(await check([{ weekday: 1, start: '7pm', end: '22:00' }])).toBe('The start is a time of day, HH:MM.');
    expect(await check([{ weekday: 8, start: '19:00', end: '22:00' }])).toBe('The weekday is a whole number from 1 (Monday) to 7 (Sunday).');
    expect(await check(Array.from({ length: 29 }, () => ({ weekday: 1, start: '19:00', end: '22:00' })))).toBe('Availability is a list of at most 28 weekly windows.');
  });
});
