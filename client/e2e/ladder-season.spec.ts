import type { Page } from 'playwright-core';
import { newAccount, signUpAndSignIn } from './support/auth';
import { createOrganization, markNoReload, pickOption, stillNoReload } from './support/org';
import { openTwoBrowsers, screenshot, type BrowserSession } from './support/browser';
import { finalizeScores, joinButtonDisabled, newLeaderCreatesTeamAndJoins } from './support/competition';

/**
 * A ladder season in two browsers. A (organizer) creates an organization and a ladder (open entry
 * off) from the LEAGUE MANAGER. In B, two team leaders in turn create a team of the ladder's game and
 * region from the Join Ladder Requirement modal and ask to join; A approves both, schedules a match,
 * reports two rounds and finalizes. The second leader, watching the match page and the league
 * standings in two tabs, sees the scores and then the standings move without a reload.
 */
describe('ladder season (organizer and players)', () => {
  let a: BrowserSession;
  let b: BrowserSession;
  let viewerStandings: Page;
  let problemsA: string[];
  let problemsB: string[];
  const problemsB2: string[] = [];
  const stamp = Date.now().toString(36).slice(-6);
  const ORG = `Org ${stamp}`;
  const LADDER = `Season ${stamp}`;
  const ALPHA = `Alpha${stamp}`;
  const BRAVO = `Bravo${stamp}`;
  let leagueId = '';
  let matchId = '';


  beforeAll(async () => {
    ({ a, b, problemsA, problemsB } = await openTwoBrowsers());
    await signUpAndSignIn(a.page, newAccount('orgowner'));
  });

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  async function typeDate(page: Page, label: string, digits: string) {
    await page.getByRole('dialog', { name: 'Create Ladder' }).getByRole('spinbutton', { name: new RegExp(`^month.*${label}`, 'i') }).click();
    await page.keyboard.type(digits);
  }

  it('A creates an organization and a ladder from the dashboard', async () => {
    await createOrganization(a.page, ORG);

    await a.page.getByRole('button', { name: 'Create Ladder' }).click();
    const modal = a.page.getByRole('dialog', { name: 'Create Ladder' });
    await modal.getByLabel('Ladder Name').fill(`${LADDER}!`);
    // an end before the start is refused before anything is sent
    await typeDate(a.page, 'Start Date', '11012026');
    await typeDate(a.page, 'End Date', '10012026');
    await pickOption(a.page, 'Create Ladder', 'Select Platform', 'PC');
    await pickOption(a.page, 'Create Ladder', 'Select Game', 'Valorant');
    await pickOption(a.page, 'Create Ladder', 'Select Region', 'Europe');
    expect(await modal.getByLabel('Parent league').isChecked()).toBe(true);
    expect(await modal.getByLabel(/Open entry/).isChecked()).toBe(false);
    await modal.getByRole('button', { name: 'Create Ladder' }).click();
    await modal.getByText('End Date cannot be before Start Date.').waitFor();
    await typeDate(a.page, 'End Date', '02282027');
    await screenshot(a.page, 'ladder-create-form', { fullPage: false });
    await modal.getByRole('button', { name: 'Create Ladder' }).click();
    await a.page.getByText('Ladder created successfully!').waitFor();
    await modal.waitFor({ state: 'detached', timeout: 5000 });

    const row = a.page.getByTestId('ladder-row').filter({ hasText: LADDER });
    await row.getByText('teams: 0/12').waitFor();
    const href = await row.getByRole('link').first().getAttribute('href');
    leagueId = decodeURIComponent(href!.replace('/league/', ''));
    expect(leagueId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('two leaders create teams from the Join Ladder Requirement modal and ask to join', async () => {
    for (const [prefix, team] of [
      ['alpha', ALPHA],
      ['bravo', BRAVO],
    ] as const) {
      await newLeaderCreatesTeamAndJoins(b.page, { prefix, path: `/league/${leagueId}`, heading: LADDER, dialog: 'Join Ladder Requirement', team });
      // pending approval: the button is off until staff answer
      await joinButtonDisabled(b.page);
    }
  });

  it('A approves both teams and sets Kills to weight 2 in SCORE SETTINGS', async () => {
    await a.page.getByRole('button', { name: `Pending Teams of ${LADDER}` }).click();
    const pending = a.page.getByRole('dialog', { name: `PENDING TEAMS: ${LADDER}` });
    for (const team of [ALPHA, BRAVO]) await pending.getByRole('button', { name: `Approve ${team}` }).click();
    await pending.getByText('No Pending Teams').waitFor();
    await pending.getByRole('button', { name: 'Close dialog' }).click();
    await pending.waitFor({ state: 'detached' });
    await a.page.getByTestId('ladder-row').filter({ hasText: LADDER }).getByText('teams: 2/12').waitFor();

    await a.page.getByRole('button', { name: `Score Settings of ${LADDER}` }).click();
    const score = a.page.getByRole('dialog', { name: 'SCORE SETTINGS' });
    await score.getByRole('button', { name: 'Increase Kills' }).click();
    expect(await score.getByLabel('Kills weight').inputValue()).toBe('2');
    await screenshot(a.page, 'ladder-score-settings', { fullPage: false });
    await score.getByRole('button', { name: 'Save Metrics' }).click();
    await score.getByText('Metrics updated successfully!').waitFor();
    await score.getByRole('button', { name: 'Close dialog' }).click();
    await score.waitFor({ state: 'detached' });
  });

  it('A schedules the match from the league page', async () => {
    await a.page.goto(`/league/${leagueId}`);
    await a.page.getByRole('tab', { name: 'Schedule' }).click();
    await a.page.getByText('No Matches Found').waitFor();
    await a.page.getByRole('button', { name: 'Create Match' }).click();
    const modal = a.page.getByRole('dialog', { name: 'Schedule A Match' });
    await pickOption(a.page, 'Schedule A Match', 'Team 1', ALPHA);
    await pickOption(a.page, 'Schedule A Match', 'Team 2', BRAVO);
    await modal.getByRole('button', { name: 'Create Match' }).click();
    await modal.waitFor({ state: 'detached' });
    const watch = a.page.getByRole('link', { name: 'Watch Match' });
    await watch.waitFor();
    matchId = decodeURIComponent((await watch.getAttribute('href'))!.replace('/match/', ''));
    await screenshot(a.page, 'ladder-schedule', { fullPage: false });
  });

  it('the viewer opens the match page and the standings; A reports two rounds and the scores move live', async () => {
    await b.page.goto(`/match/${matchId}`);
    await b.page.getByLabel(`${ALPHA} total points`).waitFor();
    viewerStandings = await b.context.newPage();
    viewerStandings.on('pageerror', (error) => problemsB2.push(`pageerror: ${error.message}`));
    await viewerStandings.goto(`/league/${leagueId}`);
    await viewerStandings.getByRole('table', { name: 'Standings' }).or(viewerStandings.getByText('No Teams Have Joined Yet')).waitFor();
    await markNoReload(b.page);
    await markNoReload(viewerStandings);

    await a.page.getByRole('button', { name: 'Report Score' }).click();
    const modal = a.page.getByRole('dialog', { name: 'Report Score' });
    await modal.getByText('Round 1 of 3').waitFor();
    expect(await modal.getByRole('button', { name: 'Finalize Scores' }).isDisabled()).toBe(true);
    await modal.getByLabel(`${ALPHA} Kills round 1`).fill('10');
    await modal.getByLabel(`${BRAVO} Kills round 1`).fill('4');
    await modal.getByRole('button', { name: 'Next' }).click();
    await modal.getByText('Round 2 of 3').waitFor();
    await modal.getByLabel(`${ALPHA} Kills round 2`).fill('6');
    await modal.getByLabel(`${BRAVO} Kills round 2`).fill('2');
    await modal.getByRole('button', { name: 'Update Scores' }).click();
    await a.page.getByText('Scores updated successfully!').waitFor();
    await screenshot(a.page, 'ladder-report-score', { fullPage: false });

    // live on the viewer's match page: 2 x (10 + 6) and 2 x (4 + 2)
    await b.page.getByLabel(`${ALPHA} total points`).filter({ hasText: /^32$/ }).waitFor({ timeout: 10_000 });
    await b.page.getByLabel(`${BRAVO} total points`).filter({ hasText: /^12$/ }).waitFor();
  });

  it('A finalizes behind the confirmation; the match and the standings change on the viewer side without a reload', async () => {
    await finalizeScores(a.page);
    // completed: Finalize Scores (and Update Scores) stay off
    await a.page.waitForFunction(() => {
      const button = [...document.querySelectorAll('button')].find((el) => el.textContent === 'Finalize Scores');
      return button?.hasAttribute('disabled');
    });

    await b.page.getByTestId('match-status').filter({ hasText: 'Completed' }).waitFor({ timeout: 10_000 });
    await b.page.getByTestId('match-side').filter({ hasText: ALPHA }).getByText('Winner').waitFor();
    await screenshot(b.page, 'ladder-match-page-final', { fullPage: false });

    const alphaRow = viewerStandings.getByTestId('standings-row').filter({ hasText: ALPHA });
    await alphaRow.locator('td').nth(2).filter({ hasText: /^3$/ }).waitFor({ timeout: 10_000 });
    const bravoRow = viewerStandings.getByTestId('standings-row').filter({ hasText: BRAVO });
    expect(await alphaRow.locator('td').nth(3).textContent()).toBe('1');
    await bravoRow.locator('td').nth(4).filter({ hasText: /^1$/ }).waitFor();
    expect(await alphaRow.locator('td').first().textContent()).toBe('1');
    await screenshot(viewerStandings, 'ladder-standings-final', { fullPage: false });
    expect(await stillNoReload(b.page)).toBe(true);
    expect(await stillNoReload(viewerStandings)).toBe(true);
  });

  it('no page errors and no failed requests on either side', () => {
    expect(problemsA).toEqual([]);
    expect(problemsB).toEqual([]);
    expect(problemsB2).toEqual([]);
  });
});
