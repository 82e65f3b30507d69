import { fireEvent, screen } from '@testing-library/react';
import { LazySearchBox } from '../../src/components/search/LazySearchBox';
import { renderWithClient } from '../support/renderWithClient';

describe('LazySearchBox', () => {
  it('keeps what was typed (and the focus) while the combobox loads', async () => {
    renderWithClient(<LazySearchBox />);
    const early = screen.getByPlaceholderText('Search...') as HTMLInputElement;
    expect(early.getAttribute('role')).toBeNull(); // the stand-in, before the combobox has loaded
    early.focus();
    fireEvent.change(early, { target: { value: 'neo' } });
    // The combobox's module is really imported here; its first load (React Aria, transformed on a cold cache) took over
    // findByRole's default second when CI ran the suites in parallel.
    const combo = (await screen.findByRole('combobox', { name: 'Search' }, { timeout: 10_000 })) as HTMLInputElement;
    expect(combo.value).toBe('neo');
    expect(document.activeElement).toBe(combo);
    expect(screen.getAllByPlaceholderText('Search...')).toHaveLength(1);
  });
});
