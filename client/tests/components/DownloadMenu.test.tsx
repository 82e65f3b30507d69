import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { DownloadMenu, ladderDownloads, tournamentDownloads } from '../../src/components/competition/DownloadMenu';

// Counts the menu module's loads: the page asks for its code only once the visitor comes to the button.
const popoverLoads = { count: 0 };
jest.mock('../../src/components/competition/DownloadMenuPopover', () => {
  popoverLoads.count += 1;
  return jest.requireActual('../../src/components/competition/DownloadMenuPopover');
});

/** Issue 28 item 4: a competition's exports as downloads, from its page. */
describe('DownloadMenu', () => {
  it("opens a menu of the tournament's exports, each a download link to its REST export", async () => {
    render(<DownloadMenu options={tournamentDownloads('cup1')} />);
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    // The menu's module is transformed on this suite's first import of it.
    const menu = await screen.findByRole('menu', { name: 'Download' }, { timeout: 5000 });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href'), item.hasAttribute('download')])).toEqual([
      ['Open Bracket FormatSets and games, for other bracket tools (.json)', '/api/tourney/export/cup1?format=obf', true],
      ['Results (CSV)Placements, seeds, wins and losses', '/api/tourney/export/cup1?format=csv', true],
      ['Results and matches (JSON)Everything above with each match', '/api/tourney/export/cup1?format=json', true],
    ]);
  });

  it("links a ladder's standings and match results", async () => {
    render(<DownloadMenu options={ladderDownloads('l1')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    const hrefs = within(await screen.findByRole('menu'))
      .getAllByRole('menuitem')
      .map((item) => item.getAttribute('href'));
    expect(hrefs).toEqual([
      '/api/league/export/l1?format=csv&table=standings',
      '/api/league/export/l1?format=csv&table=matches',
      '/api/league/export/l1?format=json',
    ]);
  });

  it("asks for the menu's code only when the visitor comes to the button, and the button looks the same meanwhile", async () => {
    const before = popoverLoads.count;
    render(<DownloadMenu options={ladderDownloads('l1')} />);
    // A rendered page that nobody points at: the plain button, no menu code asked for.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    const plain = screen.getByRole('button', { name: 'Download' });
    expect(plain.getAttribute('aria-haspopup')).toBeNull();
    expect(popoverLoads.count).toBe(before);
    // The pointer comes over it: the menu's button (React Aria's) takes its place, closed.
    fireEvent.pointerEnter(plain);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download' }).getAttribute('aria-haspopup')).toBe('true'));
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(within(await screen.findByRole('menu')).getAllByRole('menuitem')).toHaveLength(3);
  });

  it('hands the keyboard focus to the menu button that replaces the plain one', async () => {
    render(<DownloadMenu options={tournamentDownloads('cup1')} />);
    const plain = screen.getByRole('button', { name: 'Download' });
    act(() => plain.focus());
    // React Aria focuses its button in an effect after it mounts.
    await waitFor(() => {
      const menuButton = screen.getByRole('button', { name: 'Download' });
      expect(menuButton.getAttribute('aria-haspopup')).toBe('true');
      expect(document.activeElement).toBe(menuButton);
    });
    expect(document.activeElement).not.toBe(plain);
  });
});
