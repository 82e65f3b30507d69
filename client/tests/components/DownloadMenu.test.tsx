import { fireEvent, render, screen, within } from '@testing-library/react';
import { DownloadMenu, ladderDownloads, tournamentDownloads } from '../../src/components/competition/DownloadMenu';

/** Issue 28 item 4: a competition's exports as downloads, from its page. */
describe('DownloadMenu', () => {
  it("opens a menu of the tournament's exports, each a download link to its REST export", async () => {
    render(<DownloadMenu options={tournamentDownloads('cup1')} />);
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    const menu = await screen.findByRole('menu', { name: 'Download' });
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
    const hrefs = within(await screen.findByRole('menu')).getAllByRole('menuitem').map((item) => item.getAttribute('href'));
    expect(hrefs).toEqual(['/api/league/export/l1?format=csv&table=standings', '/api/league/export/l1?format=csv&table=matches', '/api/league/export/l1?format=json']);
  });
});
