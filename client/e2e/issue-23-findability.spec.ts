import type { Page } from 'playwright-core';
import { signUpAndSignIn } from './support/auth';
import { openBrowser, screenshot, watchForErrors, type BrowserSession } from './support/browser';
import { DEMO_ACCOUNT, signInWithPassword } from './support/session';

/**
 * Issue 23 (findability, safe actions), at a desktop (1366x900) and a phone (375x812): tournaments are found on the
 * home, the Games page, the organizer page and in the header search, and shared; the Games page opens on a game with
 * competitions and its strip scrolls with arrows and keys; a new player's empty home says what to do; the League
 * Manager keeps the managed organizer in the URL and shows its ladders as league cards; a one-click action asks first.
 */
const SIZES = [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 375, height: 812 }],
] as const;

describe.each(SIZES)('issue 23 at %s size', (size, viewport) => {
  let demo: BrowserSession;
  let problems: string[];
  const shot = (page: Page, name: string) => screenshot(page, `issue-23-${name}-${size}`);

  beforeAll(async () => {
    demo = await openBrowser(viewport);
    problems = watchForErrors(demo.page);
    await demo.page.goto('/');
    await signInWithPassword(demo.page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  });
  afterAll(() => demo?.close());

  it('the signed-in home lists tournaments open for registration and live now; a card opens the tournament, whose Share copies its link', async () => {
    const { page } = demo;
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Tournaments', exact: true });
    const open = section.getByRole('group', { name: 'Open for registration' });
    const live = section.getByRole('group', { name: 'Live now' });
    await open.getByRole('article', { name: 'Clutch Valorant Open' }).waitFor();
    expect(await live.getByRole('article', { name: 'Clutch Valorant Cup' }).count()).toBe(1);
    await section.scrollIntoViewIfNeeded();
    await shot(page, 'home-tournaments');
    await open.getByRole('link', { name: 'Clutch Valorant Open' }).click();
    await page.waitForURL(/\/tournament\/[0-9a-f-]{36}$/);
    const share = page.getByRole('button', { name: 'Share' });
    await share.click();
    await page.getByRole('button', { name: 'Link Copied!' }).waitFor();
    await shot(page, 'tournament-share');
    // 'Link Copied!' for 2 s, then Share again
    await page.getByRole('button', { name: 'Share' }).waitFor({ timeout: 4000 });
    expect(problems).toEqual([]);
  });

  it('the header search finds tournaments and games; a game opens the Games page on it', async () => {
    const { page } = demo;
    await page.goto('/global-leaderboard');
    const box = page.locator('header').getByPlaceholder('Search...');
    await box.fill('clutch valorant');
    const hits = page.getByRole('listbox', { name: 'Search results' });
    const open = hits.getByRole('option').filter({ hasText: /^Clutch Valorant OpenTournament$/ });
    await open.waitFor();
    expect(
      await hits
        .getByRole('option')
        .filter({ hasText: /^Clutch Valorant CupTournament$/ })
        .count(),
    ).toBe(1);
    await shot(page, 'search-tournament');
    await page.locator('header').getByPlaceholder('Search...').fill('rocket');
    await hits
      .getByRole('option')
      .filter({ hasText: /^Rocket LeagueGame$/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/games' && url.searchParams.has('game'));
    const rocket = page.getByRole('list', { name: 'Choose a game' }).getByRole('button', { name: 'Rocket League' });
    await page.waitForFunction(
      () => document.querySelector('[aria-label="Choose a game"] button[aria-pressed="true"]')?.textContent === 'Rocket League',
    );
    expect(await rocket.getAttribute('aria-pressed')).toBe('true');
    expect(problems).toEqual([]);
  });

  it("the organizer page shows the organizer's tournaments beside its leagues", async () => {
    const { page } = demo;
    await page.goto('/organizer/Clutch%20League');
    const row = page.getByRole('list', { name: 'Clutch League tournaments' });
    await row.getByRole('article', { name: 'Clutch Valorant Cup' }).waitFor();
    expect(await row.getByRole('article', { name: 'Clutch Valorant Open' }).count()).toBe(1);
    expect(await row.getByRole('article', { name: 'Clutch Valorant Cup' }).getByText('Live now').count()).toBe(1);
    await row.scrollIntoViewIfNeeded();
    await shot(page, 'organizer-tournaments');
  });

  it('the League Manager keeps the managed organizer in the URL (reload, Back) and shows its ladders as league cards', async () => {
    const { page } = demo;
    await page.goto('/org-dashboard');
    await page.getByRole('button', { name: 'Manage Clutch League' }).click();
    await page.waitForURL((url) => url.searchParams.has('org'));
    const cards = page.getByRole('region', { name: 'Clutch League league cards' });
    await cards.getByRole('article', { name: 'Valorant NA Ladder' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Clutch League' }).waitFor();
    await cards.getByRole('article').first().waitFor();
    await shot(page, 'league-manager-cards');
    await page.goBack();
    await page.getByRole('heading', { name: 'ACTIVE LEAGUES' }).waitFor();
    expect(new URL(page.url()).searchParams.has('org')).toBe(false);
  });

  it('Make leader asks first: named, focus on Cancel, Escape closes and focus returns to the button', async () => {
    const { page } = demo;
    await page.goto('/team-dashboard');
    await page.getByRole('button', { name: 'Manage Neon Vipers' }).click();
    const roster = page.getByRole('dialog', { name: 'Neon Vipers' });
    const opener = roster.getByRole('button', { name: /^Make leader / }).first();
    const who = ((await opener.getAttribute('aria-label')) ?? '').replace('Make leader ', '');
    await opener.click();
    const confirm = page.getByRole('dialog', { name: `Make ${who} the leader?` });
    await confirm.getByText(`Make ${who} the leader of Neon Vipers? You become co-leader.`).waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent === 'Cancel');
    await shot(page, 'confirm-make-leader');
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    expect(await roster.isVisible()).toBe(true);
    await page.waitForFunction((name) => document.activeElement?.getAttribute('aria-label') === `Make leader ${name}`, who);
    expect(problems).toEqual([]);
  });
});

describe.each(SIZES)('issue 23, a new player at %s size', (size, viewport) => {
  let player: BrowserSession;
  beforeAll(async () => {
    player = await openBrowser(viewport);
  });
  afterAll(() => player?.close());

  it("the empty 'My next matches' invites them to create a team or find a ladder", async () => {
    const { page } = player;
    const problems = watchForErrors(page);
    await page.goto('/');
    await signUpAndSignIn(page);
    const next = page.getByRole('region', { name: 'My next matches' });
    await next.getByText('No matches yet: you are not on a team.').waitFor();
    expect(await next.getByRole('link', { name: 'Create a team' }).getAttribute('href')).toBe('/team-dashboard');
    await screenshot(page, `issue-23-new-player-home-${size}`, { fullPage: false });
    await next.getByRole('link', { name: 'Find a ladder' }).click();
    await page.waitForURL((url) => url.pathname === '/games');
    // Nothing chosen yet: the first game with competitions (Apex Legends, first by title, has none)
    await page.waitForFunction(
      () => document.querySelector('[aria-label="Choose a game"] button[aria-pressed="true"]')?.textContent === 'Counter-Strike 2',
    );
    await page.getByRole('list', { name: 'Ladders' }).getByRole('article').first().waitFor();
    if (size === 'desktop') {
      // Ten games: the strip scrolls with its arrow and with the keys
      const next = page.getByRole('button', { name: 'Next games' });
      await next.waitFor();
      await next.click();
      await page.getByRole('button', { name: 'Previous games' }).waitFor();
      const first = page.getByRole('list', { name: 'Choose a game' }).getByRole('button').first();
      await first.focus();
      await page.keyboard.press('End');
      await page.waitForFunction(() => document.activeElement?.textContent === 'Valorant');
      const visible = await page.evaluate(() => {
        const strip = document.querySelector('[aria-label="Choose a game"]')!.getBoundingClientRect();
        const last = document.activeElement!.getBoundingClientRect();
        return last.right <= strip.right + 1 && last.left >= strip.left - 1;
      });
      expect(visible).toBe(true);
    }
    await page.getByRole('button', { name: 'Valorant' }).click();
    await page.getByRole('list', { name: 'Tournaments' }).getByRole('article', { name: 'Clutch Valorant Cup' }).waitFor();
    await screenshot(page, `issue-23-games-${size}`);
    expect(problems).toEqual([]);
  });
});
