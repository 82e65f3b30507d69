import { openBrowser, screenshot, VIEWPORTS, watchForErrors, type BrowserSession } from './support/browser';
import { HomePage } from './pages/HomePage';

describe.each(Object.entries(VIEWPORTS))('site shell for a guest (%s)', (name, viewport) => {
  let browser: BrowserSession;
  let home: HomePage;
  let problems: string[];

  beforeAll(async () => {
    browser = await openBrowser(viewport);
    problems = watchForErrors(browser.page);
    home = new HomePage(browser.page);
    await home.open();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('renders the header: burger, home link, Search... box and Sign In / Sign Up', async () => {
    expect(await home.burger.isVisible()).toBe(true);
    expect(await home.burger.getAttribute('aria-expanded')).toBe('false');
    expect(await home.homeLink.getAttribute('href')).toBe('/');
    expect(await home.searchBox.isVisible()).toBe(true);
    expect(await home.signInLink.getAttribute('href')).toBe('/login');

    // Text no name matches: Enter has no hit to open (with one it opens the first, SearchBox.tsx), so the page stays.
    // 'rocket' raced the search: when its hits had arrived before Enter, Enter opened Rocket League EU Ladder.
    await home.searchBox.fill('zzqx');
    expect(await home.searchBox.inputValue()).toBe('zzqx');
    await home.searchBox.press('Enter');
    expect(home.pathname()).toBe('/');
  });

  it('shows the welcome notice with Join and Login, and locks featured content', async () => {
    // A fresh home: the search typed in the test before may have opened its hits, which hides the page behind them.
    await home.open();
    expect(await home.joinButton.getAttribute('href')).toBe('/signup');
    expect(await home.loginButton.getAttribute('href')).toBe('/login');
    expect(await home.lockedFeatured.isVisible()).toBe(true);
    // Waits like a web-first assertion: the carousel region mounts a moment after the session settles.
    await home.banner.waitFor({ state: 'visible', timeout: 5_000 });
    await screenshot(browser.page, `home-guest-${name}`);
  });

  it('opens the menu with the guest labels, and closes it again', async () => {
    const menu = await home.openMenu();
    expect(await home.burger.getAttribute('aria-expanded')).toBe('true');
    for (const text of ['Welcome', 'Guest!', 'Universal Score', 'N/A']) {
      expect(await menu.getByText(text, { exact: true }).isVisible()).toBe(true);
    }
    expect(await menu.getByRole('link', { name: 'Join' }).getAttribute('href')).toBe('/signup');
    expect(await menu.getByRole('link', { name: 'Already A Member' }).getAttribute('href')).toBe('/login');
    await screenshot(browser.page, `menu-guest-${name}`, { fullPage: false });

    await home.closeMenu();
    expect(await home.burger.getAttribute('aria-expanded')).toBe('false');
  });

  it('has a footer with the copyright line', async () => {
    // The year is filled in after the first commit (the prerendered `/` leaves it out).
    await home.footer.getByText(`© ${new Date().getFullYear()} Clutch. All rights reserved.`).waitFor();
    expect(await home.footer.textContent()).toContain(`© ${new Date().getFullYear()} Clutch. All rights reserved.`);
  });

  it('loaded without page errors or failed requests', () => {
    expect(problems).toEqual([]);
  });
});
