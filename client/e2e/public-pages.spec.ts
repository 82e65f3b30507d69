import { ProfilePage } from './pages/ProfilePage';
import { openBrowser, screenshot, VIEWPORTS, watchForErrors, type BrowserSession } from './support/browser';
import { DEMO_ACCOUNT, signInWithPassword } from './support/session';

/** The seeded user, team and organizer pages, as the demo player sees them, on a desktop and a phone. */
describe.each(Object.entries(VIEWPORTS))('public pages (%s)', (name, viewport) => {
  let browser: BrowserSession;
  let problems: string[];

  beforeAll(async () => {
    browser = await openBrowser(viewport);
    problems = watchForErrors(browser.page);
    await signInWithPassword(browser.page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('user page: names, bio preview, MY TOP 5, MY TEAMS, trophy room, video, comments; Edit Profile for the owner', async () => {
    const page = new ProfilePage(browser.page);
    await page.open('/user/demo');
    expect(await page.heading.textContent()).toBe('Demo Player');
    expect(await browser.page.getByText('@demo', { exact: true }).isVisible()).toBe(true);
    expect(await page.editProfileButton.isVisible()).toBe(true);
    const top = browser.page.getByRole('region', { name: 'MY TOP 5' });
    expect(await top.getByRole('link').count()).toBe(5);
    expect(await top.getByRole('link').first().getAttribute('href')).toMatch(/^\/user\/[a-z0-9]+$/);
    const teams = browser.page.getByRole('region', { name: 'MY TEAMS' });
    expect(await teams.getByRole('link', { name: 'Neon Vipers' }).getAttribute('href')).toBe('/team/Neon%20Vipers');
    expect(await browser.page.getByRole('region', { name: 'Trophy Room' }).getByText('Coming Soon', { exact: true }).isVisible()).toBe(true);
    expect(await page.wall.getByRole('article').count()).toBeGreaterThan(0);
    await screenshot(browser.page, `user-page-${name}`);
  });

  it('team page: roster, MATCHES, follow for a non-member, comments', async () => {
    const page = new ProfilePage(browser.page);
    await page.open(`/team/${encodeURIComponent('Apex Wolves')}`);
    expect(await page.heading.textContent()).toBe('Apex Wolves');
    const box = browser.page.getByRole('region', { name: 'MATCHES' });
    expect(await box.getByText('VS').count()).toBeGreaterThan(0);
    const roster = browser.page.getByRole('region', { name: 'ROSTER' });
    expect(await roster.getByRole('link').first().getAttribute('href')).toMatch(/^\/user\/[a-z0-9]+$/);
    // the demo player follows Apex Wolves in the seed: the server's state, not a default
    expect(await page.followingButton.isVisible()).toBe(true);
    await screenshot(browser.page, `team-page-${name}`);
  });

  it('team page of a team the viewer leads: Edit Profile', async () => {
    const page = new ProfilePage(browser.page);
    await page.open(`/team/${encodeURIComponent('Neon Vipers')}`);
    expect(await page.editProfileButton.isVisible()).toBe(true);
  });

  it('organizer page: league cards linking /league/{id}, announcements', async () => {
    const page = new ProfilePage(browser.page, 'Announcements');
    await page.open(`/organizer/${encodeURIComponent('Frontline Esports')}`);
    expect(await page.heading.textContent()).toBe('Frontline Esports');
    const cards = browser.page.getByRole('list', { name: 'Frontline Esports leagues' }).getByRole('article');
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.first().getByRole('link').first().getAttribute('href')).toMatch(/^\/league\/[0-9a-f-]{36}$/);
    await screenshot(browser.page, `organizer-page-${name}`);
  });

  it('league page: the standings fit their box, rank, team, points, W, L and D in view', async () => {
    const page = new ProfilePage(browser.page, 'Announcements');
    await page.open(`/organizer/${encodeURIComponent('Frontline Esports')}`);
    const card = browser.page.getByRole('list', { name: 'Frontline Esports leagues' }).getByRole('article').first();
    await browser.page.goto((await card.getByRole('link').first().getAttribute('href'))!);
    const standings = browser.page.getByRole('table', { name: 'Standings' });
    await standings.getByTestId('standings-row').first().waitFor();
    // On a phone the table was wider than its box, the L and D columns cut off with no sign of a scroll.
    const { table, box } = await standings.evaluate((el) => ({ table: el.scrollWidth, box: el.parentElement!.clientWidth }));
    expect(table).toBeLessThanOrEqual(box);
    for (const column of ['Rank', 'Team', 'Points', 'W', 'L', 'D']) expect(await standings.getByRole('columnheader', { name: column, exact: true }).isVisible()).toBe(true);
  });

  it('an unknown team shows the not-found frame with a link home', async () => {
    const page = new ProfilePage(browser.page);
    await page.goto('/team/no-such-team-anywhere');
    await browser.page.getByRole('heading', { level: 1, name: 'Team not found' }).waitFor();
    expect(await browser.page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(await browser.page.getByText(/^Error loading team profile data: /).count()).toBe(0);
  });

  it('header search: typing lists hits, arrows and Enter open the page', async () => {
    const page = new ProfilePage(browser.page);
    await page.goto('/');
    await page.searchBox.fill('vipers');
    const list = browser.page.getByRole('listbox', { name: 'Search results' });
    await list.getByRole('option', { name: /Neon Vipers/ }).waitFor();
    await screenshot(browser.page, `search-${name}`, { fullPage: false });
    await page.searchBox.press('ArrowDown');
    await page.searchBox.press('Enter');
    await browser.page.waitForURL('**/team/Neon%20Vipers');
    await page.heading.filter({ hasText: 'Neon Vipers' }).waitFor();
  });

  it('ran without page errors or failed requests (other than the unknown team)', () => {
    // The unknown team is a GraphQL NOT_FOUND (HTTP 200), so nothing is expected here at all.
    expect(problems).toEqual([]);
  });
});
