import { act, fireEvent, render, screen } from '@testing-library/react';
import { PickComboBox } from '../../src/components/ui/PickComboBox';

const teams = [
  { id: 't1', title: 'Alpha Wolves' },
  { id: 't2', title: 'Bravo Bears' },
];

describe('PickComboBox', () => {
  it('is disabled and says Loading... until its options arrive, then filters them as the user types', async () => {
    const onChange = jest.fn();
    const { rerender } = render(<PickComboBox label="Team 1" options={[]} selectedId={null} onChange={onChange} placeholder="Select a team" loading />);
    const box = screen.getByRole('combobox', { name: 'Team 1' }) as HTMLInputElement;
    expect(box.disabled).toBe(true);
    expect(box.placeholder).toBe('Loading...');

    rerender(<PickComboBox label="Team 1" options={teams} selectedId={null} onChange={onChange} placeholder="Select a team" />);
    expect(box.disabled).toBe(false);
    expect(box.placeholder).toBe('Select a team');
    act(() => box.focus());
    fireEvent.change(box, { target: { value: 'Bra' } });
    const bravo = await screen.findByRole('option', { name: 'Bravo Bears' });
    expect(screen.queryByRole('option', { name: 'Alpha Wolves' })).toBeNull();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(bravo.hasAttribute('data-focused')).toBe(true);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('t2');
  });
});
