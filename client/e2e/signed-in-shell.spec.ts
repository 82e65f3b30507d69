import { signUpAndSignIn, type TestAccount } from './support/auth';
import { openBrowser, screenshot, VIEWPORTS, watchForErrors, type BrowserSession } from './support/browser';
import { ShellPage } from './pages/ShellPage';

describe.each(Object.entries(VIEWPORTS))('site shell for a signed-in user (%s)', (name, viewport) => {
  let browser: BrowserSession;
  let shell: ShellPage;
  let account: TestAccount;
  let problems: string[];

  beforeAll(async () => {
    browser = await openBrowser(viewport);
    problems = watchForErrors(browser.page);
    shell = new ShellPage(browser.page);
    await shell.goto('/');
    account = await signUpAndSignIn(browser.page);
    await shell.header.getByRole('button', { name: 'Notifications' }).waitFor();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the notification, message and settings icons instead of Sign In / Sign Up', async () => {
    expect(await shell.header.getByRole('button', { name: 'Messages' }).isVisible()).toBe(true);
    expect(await shell.header.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/user-dashboard');
    expect(await shell.signInLink.count()).toBe(0);
  });

  it('shows Featured Games on home, loaded over GraphQL with the bearer token', async () => {
    const section = browser.page.getByRole('region', { name: 'Featured Games' });
    await section.waitFor();
    // Loading... gives way to the games or the empty text, never the error text.
    await browser.page.waitForFunction(() => !document.body.textContent?.includes('Loading...'));
    expect(await section.getByText('Error loading data. Please try again later.').count()).toBe(0);
    expect(await browser.page.getByText('Please log in to view this content.').count()).toBe(0);
    await screenshot(browser.page, `home-signed-in-${name}`);
  });

  it('shows the user, apps and following tabs in the menu', async () => {
    const menu = await shell.openMenu();
    const own = menu.getByRole('link', { name: account.userName.toLowerCase() });
    expect(await own.getAttribute('href')).toBe(`/user/${account.userName.toLowerCase()}`);
    expect(await menu.getByRole('link', { name: 'Team Manager' }).getAttribute('href')).toBe('/team-dashboard');
    expect(await menu.getByRole('link', { name: 'League Manager' }).getAttribute('href')).toBe('/org-dashboard');
    expect(await menu.getByText('more apps coming soon ...').isVisible()).toBe(true);
    // The followed list is drawn once the menu is about to open (its code and query then), not with every page.
    await menu.getByRole('tab', { name: 'People' }).waitFor();
    expect(await menu.getByRole('tab').allTextContents()).toEqual(['People', 'Teams', 'Leagues']);
    // The list's query answers after its tabs are drawn (and beside the menu's viewer query, both asked at the intent).
    await menu.getByRole('tabpanel').getByText('No one found').waitFor();
    await screenshot(browser.page, `menu-signed-in-${name}`, { fullPage: false });
    await shell.closeMenu();
  });

  it('opens a protected page', async () => {
    await shell.goto('/global-leaderboard');
    await browser.page.getByRole('heading', { level: 1, name: 'Leaderboard' }).waitFor();
    expect(shell.pathname()).toBe('/global-leaderboard');
  });

  it('Log Out ends the session and lands on /login; protected pages redirect again', async () => {
    const menu = await shell.openMenu();
    await menu.getByRole('button', { name: 'Log Out' }).click();
    await browser.page.waitForURL('**/login');
    await shell.signInLink.waitFor();
    await shell.goto('/team-dashboard');
    await browser.page.getByText('Please log in to view this content.').waitFor();
    expect(shell.pathname()).toBe('/');
  });

  it('ran without page errors or failed requests', () => {
    expect(problems).toEqual([]);
  });
});
