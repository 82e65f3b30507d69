import { act, render, screen } from '@testing-library/react';
import { AppToaster } from '../../src/layout/AppToaster';
import { notify, TOAST_LONG_MS, TOAST_SHORT_MS } from '../../src/lib/toast';

describe('toasts (lib/toast over sonner)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => notify.dismiss());
    act(() => jest.runOnlyPendingTimers());
    jest.useRealTimers();
  });

  it('has the spec durations: 0.8 s and 1.6 s', () => {
    expect(TOAST_SHORT_MS).toBe(800);
    expect(TOAST_LONG_MS).toBe(1600);
  });

  it('a success toast is announced as a status and closes itself after 1.6 s', () => {
    render(<AppToaster />);
    act(() => {
      notify.success('Successfully joined!');
    });
    act(() => jest.advanceTimersByTime(0)); // sonner renders a new toast on the next tick
    expect(screen.getByRole('status').textContent).toBe('Successfully joined!');
    act(() => jest.advanceTimersByTime(TOAST_LONG_MS - 100));
    expect(screen.queryByText('Successfully joined!')).not.toBeNull();
    act(() => jest.advanceTimersByTime(1000)); // its time plus the exit animation
    expect(screen.queryByText('Successfully joined!')).toBeNull();
  });

  it("a short toast closes after 0.8 s; an error toast is an alert", () => {
    render(<AppToaster />);
    act(() => {
      notify.success('Organizer created successfully!', 'short');
      notify.error('Error creating organizer.');
    });
    act(() => jest.advanceTimersByTime(0));
    expect(screen.getByRole('alert').textContent).toBe('Error creating organizer.');
    act(() => jest.advanceTimersByTime(TOAST_SHORT_MS + 500));
    expect(screen.queryByText('Organizer created successfully!')).toBeNull();
    expect(screen.queryByText('Error creating organizer.')).not.toBeNull();
  });
});
