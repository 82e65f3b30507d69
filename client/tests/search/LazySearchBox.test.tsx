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
    const combo = (await screen.findByRole('combobox', { name: 'Search' })) as HTMLInputElement;
    expect(combo.value).toBe('neo');
    expect(document.activeElement).toBe(combo);
    expect(screen.getAllByPlaceholderText('Search...')).toHaveLength(1);
  });
});
