import { baseUrl, openBrowser, screenshot, VIEWPORTS, type BrowserSession } from './support/browser';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';

describe('routing for a guest', () => {
  let browser: BrowserSession;

  beforeAll(async () => {
    browser = await openBrowser(VIEWPORTS.desktop);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("an unknown path shows '404 - Page Not Found' inside the shell", async () => {
    const page = new NotFoundPage(browser.page);
    await page.goto('/nowhere');
    await page.heading.waitFor();
    expect(page.pathname()).toBe('/nowhere');
    expect(await page.searchBox.isVisible()).toBe(true);
    await screenshot(browser.page, 'not-found-desktop');
  });

  it('a protected route (/global-leaderboard) redirects to / and keeps the wanted path', async () => {
    const home = new HomePage(browser.page);
    await home.goto('/global-leaderboard');
    await home.welcome.waitFor();
    expect(home.pathname()).toBe('/');
    const state = await browser.page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr);
    expect(state).toEqual({ from: '/global-leaderboard' });
    // The welcome says why the visitor landed here.
    expect(await browser.page.getByText('Log in or join to open the leaderboard.').isVisible()).toBe(true);

    // Login receives the path, so it can send the user back after signing in.
    await home.loginButton.click();
    await browser.page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
    expect(home.pathname()).toBe('/login');
    const loginState = await browser.page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr);
    expect(loginState).toEqual({ from: '/global-leaderboard' });
  });

  it('a page loaded afresh opens at its top, not at the scroll another page loaded afresh was left at', async () => {
    const page = browser.page;
    await page.goto(`${baseUrl()}/`);
    await new HomePage(page).welcome.waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(() => window.scrollY > 400);
    await page.goto(`${baseUrl()}/developers`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // React Router remembers a scroll by history entry, and every document's first entry has the same key.
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // A reload still comes back to where the reader was.
    await page.evaluate(() => window.scrollTo(0, 300));
    await page.waitForFunction(() => window.scrollY === 300);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForFunction(() => window.scrollY === 300);
  });

  it('deep links to public pages load directly from the server', async () => {
    const home = new HomePage(browser.page);
    await home.goto('/signup');
    await browser.page.getByRole('heading', { level: 1, name: 'Signup' }).waitFor();
    expect(home.pathname()).toBe('/signup');
  });
});
