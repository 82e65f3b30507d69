import type { Page } from 'playwright-core';
import { ProfilePage } from './pages/ProfilePage';
import { signUpAndSignIn } from './support/auth';
import { baseUrl, openBrowser, screenshot, VIEWPORTS, watchForErrors, type BrowserSession } from './support/browser';
import { DEMO_ACCOUNT, signInWithPassword } from './support/session';

const LEAGUE = 'Valorant NA Ladder';
const LEAGUE_PATH = `/league/${encodeURIComponent(LEAGUE)}`;

/** The GraphQL operations a page sends over HTTP, by name, as they go out. */
function watchOperations(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || request.url() !== `${baseUrl()}/graphql`) return;
    const body = request.postDataJSON() as { operationName?: string } | null;
    if (body?.operationName) names.push(body.operationName);
  });
  return names;
}

/**
 * The league page's announcements wall sits far below the hero: its comments (and their live updates) load when the
 * viewer comes to it, not with the page. Once there it shows the seeded announcements and stays live: an announcement
 * the ladder's staff post (the demo player owns its organizer) appears on it without a reload. A player who is not the
 * ladder's staff gets no form (issue 22: announcements are posted by those who moderate the ladder). On a desktop and a
 * phone.
 */
describe.each(Object.entries(VIEWPORTS))('league page announcements (%s)', (name, viewport) => {
  let viewer: BrowserSession;
  let poster: BrowserSession;
  let problems: string[];
  let operations: string[];
  let page: ProfilePage;
  const text = `Check-in opens at 18:00 (${name}, ${Date.now().toString(36)})`;

  beforeAll(async () => {
    [viewer, poster] = await Promise.all([openBrowser(viewport), openBrowser(VIEWPORTS.desktop)]);
    problems = watchForErrors(viewer.page);
    await signUpAndSignIn(viewer.page);
    await signInWithPassword(poster.page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    operations = watchOperations(viewer.page);
    page = new ProfilePage(viewer.page, 'Announcements');
  });

  afterAll(async () => {
    await Promise.all([viewer?.close(), poster?.close()]);
  });

  it('shows the wall with its heading (no form for a player who is not its staff), and asks for its comments only when the viewer comes to it', async () => {
    await page.open(LEAGUE_PATH);
    expect(await page.heading.textContent()).toBe(LEAGUE);
    // The page has settled: its standings and its teams are in.
    await viewer.page.getByRole('region', { name: 'Teams' }).getByRole('link').first().waitFor();
    await viewer.page.waitForTimeout(1500);
    expect(await page.wall.isVisible()).toBe(true);
    expect(await page.commentBox.count()).toBe(0);
    expect(operations).not.toContain('CommentWall');
    expect(await page.wall.getByRole('article').count()).toBe(0);

    await page.wall.scrollIntoViewIfNeeded();
    await page.wall.getByRole('article').first().waitFor({ timeout: 10_000 });
    expect(await page.wall.getByRole('list', { name: 'Announcements' }).getByRole('article').count()).toBeGreaterThan(0);
    expect(operations.filter((op) => op === 'CommentWall')).toHaveLength(1);
    await screenshot(viewer.page, `league-announcements-${name}`, { fullPage: false });
  });

  it("stays live: an announcement the ladder's staff post appears at the top of the wall without a reload", async () => {
    await viewer.page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    const other = new ProfilePage(poster.page, 'Announcements');
    await other.open(LEAGUE_PATH);
    await other.wall.scrollIntoViewIfNeeded();
    await other.wall.getByRole('article').first().waitFor({ timeout: 10_000 });
    await other.commentBox.fill(text);
    await other.postComment.click();
    await other.comment(text).waitFor();

    await page.comment(text).waitFor({ timeout: 5000 });
    const first = page.wall.getByRole('list', { name: 'Announcements' }).getByRole('article').first();
    expect(await first.textContent()).toContain(text);
    expect(await page.comment(text).count()).toBe(1);
    expect(await viewer.page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  });

  it("asks for the page once, from the document's early script, before the app's bundle has arrived", async () => {
    // The bundle's entry held back: the page's query has left all the same (inline in the route's document), and the
    // app, once it runs, adopts that answer rather than asking again.
    const holdBack = '**/assets/index-*.js';
    const sentBeforeEntry: number[] = [];
    await viewer.page.route(holdBack, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      sentBeforeEntry.push(operations.filter((op) => op === 'LeaguePage').length);
      await route.continue();
    });
    try {
      operations.length = 0;
      await page.open(LEAGUE_PATH);
      expect(await page.heading.textContent()).toBe(LEAGUE);
      await viewer.page.waitForTimeout(1500);
      expect(sentBeforeEntry).toEqual([1]);
      expect(operations.filter((op) => op === 'LeaguePage')).toHaveLength(1);
    } finally {
      await viewer.page.unroute(holdBack);
    }
  });

  it("paints the page's header and banner before the app has run, in the very box where React's page then draws them", async () => {
    // The bundle's entry held back until the early paint has been looked at: it is asked for only once that paint is
    // on screen (src/boot/earlyPaint.ts), and React's page then takes its place.
    const holdBack = '**/assets/index-*.js';
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await viewer.page.route(holdBack, async (route) => {
      await released;
      await route.continue();
    });
    try {
      await viewer.page.goto(`${baseUrl()}${LEAGUE_PATH}`);
      const early = viewer.page.locator('#early-paint img[data-early-banner]');
      await early.waitFor();
      await viewer.page.waitForFunction(() => document.querySelector<HTMLImageElement>('#early-paint img[data-early-banner]')?.complete);
      // Where on the page (React's page may restore an earlier scroll once it is in).
      const box = (selector: string) =>
        viewer.page.$eval(selector, (element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          return { x, y: y + window.scrollY, width, height };
        });
      const earlyBox = await box('#early-paint img[data-early-banner]');
      const earlySrc = await early.getAttribute('src');
      const earlyHeader = await box('#early-paint header');
      expect(await viewer.page.locator('#root').isVisible()).toBe(false);
      await screenshot(viewer.page, `league-early-paint-${name}`, { fullPage: false });
      release();
      expect(await page.heading.textContent()).toBe(LEAGUE);
      expect(await viewer.page.locator('#early-paint').count()).toBe(0);
      expect(await viewer.page.getByTestId('profile-banner').getAttribute('src')).toBe(earlySrc);
      expect(await box('[data-testid="profile-banner"]')).toEqual(earlyBox);
      // The header bar sticks to the top of the screen: same size and place on it.
      const { y: _top, ...header } = await box('#root header');
      expect(header).toEqual({ x: earlyHeader.x, width: earlyHeader.width, height: earlyHeader.height });
    } finally {
      release();
      await viewer.page.unroute(holdBack);
    }
  });

  it('ran without page errors or failed requests', () => {
    expect(problems).toEqual([]);
  });
});
