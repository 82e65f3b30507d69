import { fireEvent, render, screen, within } from '@testing-library/react';
import { Bio } from '../../src/components/profile/Bio';
import { displayName, truncate } from '../../src/lib/text';

describe('bio and name shortening', () => {
  it('cuts at 40 characters plus an ellipsis; 40 or fewer stay whole', () => {
    const forty = 'x'.repeat(40);
    expect(truncate(forty, 40)).toBe(forty);
    expect(truncate(forty + 'y', 40)).toBe(forty + '...');
    // characters, not UTF-16 units: an emoji is never split
    expect(truncate('🎮'.repeat(41), 40)).toBe('🎮'.repeat(40) + '...');
  });

  it('cuts team names over 15 characters to 15 plus an ellipsis', () => {
    expect(displayName('Headshot Heroes')).toBe('Headshot Heroes');
    expect(displayName('Headshot Heroes!')).toBe('Headshot Heroes...');
  });

  it('shows a short bio whole, without see more', () => {
    render(<Bio text="Entry fragger, coffee addict." />);
    expect(screen.getByTestId('bio-preview').textContent).toBe('Entry fragger, coffee addict.');
    expect(screen.queryByRole('button', { name: 'see more' })).toBeNull();
  });

  it('shows 40 characters and see more, which opens the full bio in a popup with Close (its code loaded on the press)', async () => {
    const bio = 'Entry fragger by night, coffee addict by day. Always looking for scrims.';
    render(<Bio text={bio} title="About Demo" />);
    expect(screen.getByTestId('bio-preview').textContent).toBe('Entry fragger by night, coffee addict by... see more');
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'see more' }));
    // The popup's code is a lazy chunk: on a loaded machine (CI's embedded-database step) its import can pass a second.
    const dialog = await screen.findByRole('dialog', { name: 'About Demo' }, { timeout: 10_000 });
    expect(within(dialog).getByText(bio)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 15_000);

  it('renders nothing for an empty bio', () => {
    const { container } = render(<Bio text="   " />);
    expect(container.innerHTML).toBe('');
  });
});
