import { act, fireEvent, screen, within } from '@testing-library/react';
import { FollowingList } from '../../src/components/follow/FollowingList';
import { followingListMock } from '../support/mocks';
import { renderWithClient } from '../support/renderWithClient';

const following = [
  { entityType: 'USER', id: 'u-echo', name: 'echo' },
  { entityType: 'TEAM', id: 't-wolves', name: 'Apex Wolves' },
  { entityType: 'ORGANIZER', id: 'o-pixel', name: 'Pixel Arena' },
  { entityType: 'LEAGUE', id: 'l-cup', name: 'Neon Cup' },
  { entityType: 'ORGANIZER', id: 'o-grid', name: 'Grid Masters' },
];

function setup(list = following) {
  renderWithClient(<FollowingList />, { mocks: [followingListMock('user-viewer', list)] });
}

describe('FollowingList tabs', () => {
  it('moves between the tabs with the arrow keys (wrapping), selecting and focusing each', async () => {
    setup();
    await screen.findByRole('link', { name: 'echo' });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['People', 'Teams', 'Leagues']);
    act(() => tabs[0].focus());
    fireEvent.keyDown(tabs[0], { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[1]);
    expect(tabs[1].getAttribute('aria-selected')).toBe('true');
    expect(within(screen.getByRole('tabpanel')).getByRole('link', { name: 'Apex Wolves' })).toBeTruthy();
    fireEvent.keyDown(tabs[1], { key: 'ArrowLeft' });
    fireEvent.keyDown(tabs[0], { key: 'ArrowLeft' }); // wraps to the last tab
    expect(document.activeElement).toBe(tabs[2]);
    expect(tabs[2].getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tabs[2].id);
    // only the selected tab is in the tab order
    expect(tabs.map((t) => t.getAttribute('tabindex'))).toEqual(['-1', '-1', '0']);
  });

  it('the Leagues tab shows organizers and leagues in two labelled groups, never mixed', async () => {
    setup();
    await screen.findByRole('link', { name: 'echo' });
    fireEvent.click(screen.getAllByRole('tab')[2]);
    const panel = screen.getByRole('tabpanel');
    const organizers = within(panel).getByRole('region', { name: 'Organizers' });
    const leagues = within(panel).getByRole('region', { name: 'Leagues' });
    expect(within(organizers).getAllByRole('link').map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Pixel Arena', '/organizer/o-pixel'],
      ['Grid Masters', '/organizer/o-grid'],
    ]);
    expect(within(leagues).getAllByRole('link').map((l) => [l.textContent, l.getAttribute('href')])).toEqual([['Neon Cup', '/league/l-cup']]);
  });

  it('shows only the groups that have entries, and No one found when both are empty', async () => {
    setup(following.filter((f) => f.entityType !== 'LEAGUE'));
    await screen.findByRole('link', { name: 'echo' });
    fireEvent.click(screen.getAllByRole('tab')[2]);
    expect(within(screen.getByRole('tabpanel')).queryByRole('region', { name: 'Leagues' })).toBeNull();
    expect(within(screen.getByRole('tabpanel')).getByRole('region', { name: 'Organizers' })).toBeTruthy();
  });

  it('No one found when nothing of that kind is followed', async () => {
    setup(following.filter((f) => f.entityType === 'USER'));
    await screen.findByRole('link', { name: 'echo' });
    fireEvent.click(screen.getAllByRole('tab')[2]);
    expect(within(screen.getByRole('tabpanel')).getByText('No one found')).toBeTruthy();
  });
});
