import type { Page } from 'playwright-core';
import { newAccount, signUpAndSignIn } from './support/auth';
import { openBrowser, screenshot, VIEWPORTS, watchForErrors, type BrowserSession } from './support/browser';
import { joinButtonDisabled, newLeaderCreatesTeamAndJoins } from './support/competition';
import { createOrganization, markNoReload, pickOption, stillNoReload } from './support/org';

/**
 * Match day without waiting for an admin (issue 26), once at desktop size and once with the captains on phones. Staff
 * create a ladder in Team reports mode and schedule a match; the two team captains, each in their own browser, report
 * per-round scores that differ: both pages turn Disputed live; a captain adds a VOD link as evidence; staff find the
 * dispute in the League Manager's queue and resolve it by choosing a report, with a reason; both captains see the
 * resolution without a reload.
 */
describe.each([
  ['desktop', VIEWPORTS.desktop],
  ['phone', VIEWPORTS.phone],
] as const)('match day with team reports (%s)', (size, viewport) => {
  let staff: BrowserSession;
  let alpha: BrowserSession;
  let bravo: BrowserSession;
  const problems: string[][] = [];
  const stamp = `${Date.now().toString(36).slice(-5)}${size[0]}`;
  const ORG = `Org ${stamp}`;
  const LADDER = `Day ${stamp}`;
  const ALPHA = `Alpha${stamp}`;
  const BRAVO = `Bravo${stamp}`;
  let leagueId = '';
  let matchId = '';

  beforeAll(async () => {
    [staff, alpha, bravo] = await Promise.all([openBrowser(VIEWPORTS.desktop), openBrowser(viewport), openBrowser(viewport)]);
    for (const session of [staff, alpha, bravo]) problems.push(watchForErrors(session.page));
    await signUpAndSignIn(staff.page, newAccount('mdstaff'));
  });

  afterAll(async () => {
    await Promise.all([staff?.close(), alpha?.close(), bravo?.close()]);
  });

  async function typeDate(page: Page, label: string, digits: string) {
    await page.getByRole('dialog', { name: 'Create Ladder' }).getByRole('spinbutton', { name: new RegExp(`^month.*${label}`, 'i') }).click();
    await page.keyboard.type(digits);
  }

  /** In the open report dialog: Kills per round for both teams (round 1 first), then Send Report. */
  async function report(page: Page, alphaKills: number[], bravoKills: number[]) {
    const modal = page.getByRole('dialog', { name: /Report Result|Amend Report/ });
    await modal.getByText('Round 1 of 3').waitFor();
    for (let round = 1; round <= alphaKills.length; round++) {
      if (round > 1) {
        await modal.getByRole('button', { name: 'Next' }).click();
        await modal.getByText(`Round ${round} of 3`).waitFor();
      }
      await modal.getByLabel(`${ALPHA} Kills round ${round}`).fill(String(alphaKills[round - 1]));
      await modal.getByLabel(`${BRAVO} Kills round ${round}`).fill(String(bravoKills[round - 1]));
    }
    await modal.getByRole('button', { name: 'Send Report' }).click();
    await page.getByText('Report sent.').first().waitFor();
    await modal.waitFor({ state: 'detached' });
  }

  const stateOf = (page: Page) => page.getByTestId('report-state');

  it('staff create an organization and a ladder, and set its Reporting to Team reports', async () => {
    await createOrganization(staff.page, ORG);
    await staff.page.getByRole('button', { name: 'Create Ladder' }).click();
    const modal = staff.page.getByRole('dialog', { name: 'Create Ladder' });
    await modal.getByLabel('Ladder Name').fill(LADDER);
    await typeDate(staff.page, 'Start Date', '01012026');
    await typeDate(staff.page, 'End Date', '12312030');
    await pickOption(staff.page, 'Create Ladder', 'Select Platform', 'PC');
    await pickOption(staff.page, 'Create Ladder', 'Select Game', 'Valorant');
    await pickOption(staff.page, 'Create Ladder', 'Select Region', 'Europe');
    await modal.getByRole('button', { name: 'Create Ladder' }).click();
    await staff.page.getByText('Ladder created successfully!').waitFor();
    await modal.waitFor({ state: 'detached', timeout: 5000 });
    const row = staff.page.getByTestId('ladder-row').filter({ hasText: LADDER });
    const href = await row.getByRole('link').first().getAttribute('href');
    leagueId = decodeURIComponent(href!.replace('/league/', ''));

    await staff.page.getByRole('button', { name: `Reporting of ${LADDER}` }).click();
    const reporting = staff.page.getByRole('dialog', { name: `Reporting of ${LADDER}` });
    await reporting.getByLabel('Team reports').check();
    await reporting.getByLabel('Confirm window (hours)').fill('48');
    await reporting.getByRole('button', { name: 'Save Reporting' }).click();
    await staff.page.getByText(`Reporting of ${LADDER} saved.`).waitFor();
    await row.getByRole('button', { name: `Reporting of ${LADDER}` }).filter({ hasText: 'Reporting: Team reports' }).waitFor();
  });

  it('two captains create their teams and join; staff approve both and schedule the match', async () => {
    await newLeaderCreatesTeamAndJoins(alpha.page, { prefix: 'mdalpha', path: `/league/${leagueId}`, heading: LADDER, dialog: 'Join Ladder Requirement', team: ALPHA });
    await joinButtonDisabled(alpha.page);
    await newLeaderCreatesTeamAndJoins(bravo.page, { prefix: 'mdbravo', path: `/league/${leagueId}`, heading: LADDER, dialog: 'Join Ladder Requirement', team: BRAVO });
    await joinButtonDisabled(bravo.page);

    await staff.page.getByRole('button', { name: `Pending Teams of ${LADDER}` }).click();
    const pending = staff.page.getByRole('dialog', { name: `PENDING TEAMS: ${LADDER}` });
    for (const team of [ALPHA, BRAVO]) await pending.getByRole('button', { name: `Approve ${team}` }).click();
    await pending.getByText('No Pending Teams').waitFor();
    await pending.getByRole('button', { name: 'Close dialog' }).click();
    await pending.waitFor({ state: 'detached' });

    await staff.page.goto(`/league/${leagueId}`);
    await staff.page.getByRole('tab', { name: 'Schedule' }).click();
    await staff.page.getByRole('button', { name: 'Create Match' }).click();
    const modal = staff.page.getByRole('dialog', { name: 'Schedule A Match' });
    await pickOption(staff.page, 'Schedule A Match', 'Team 1', ALPHA);
    await pickOption(staff.page, 'Schedule A Match', 'Team 2', BRAVO);
    await modal.getByRole('button', { name: 'Create Match' }).click();
    await modal.waitFor({ state: 'detached' });
    const watch = staff.page.getByRole('link', { name: 'Watch Match' });
    await watch.waitFor();
    matchId = decodeURIComponent((await watch.getAttribute('href'))!.replace('/match/', ''));
  });

  it('both captains set their availability; Alpha proposes a suggested time and Bravo accepts it live', async () => {
    for (const [session, team] of [
      [alpha, ALPHA],
      [bravo, BRAVO],
    ] as const) {
      await session.page.goto('/team-dashboard');
      await session.page.getByRole('button', { name: `Availability of ${team}` }).click();
      const editor = session.page.getByRole('dialog', { name: `Availability of ${team}` });
      await editor.getByRole('button', { name: 'Add window' }).click();
      await editor.getByTestId('availability-window').waitFor();
      await editor.getByRole('button', { name: 'Save Availability' }).click();
      await session.page.getByText(`Availability of ${team} saved.`).waitFor();
      await editor.waitFor({ state: 'detached' });
    }

    await Promise.all([alpha.page.goto(`/match/${matchId}`), bravo.page.goto(`/match/${matchId}`)]);
    await markNoReload(bravo.page);
    const propose = alpha.page.getByRole('form', { name: 'Propose new times' });
    // Both teams keep Monday 19:00-22:00 (the default window, each in the captain's zone): a suggestion falls there.
    await propose.getByRole('group', { name: 'Suggested times' }).getByRole('button').first().click();
    await propose.getByRole('button', { name: 'Propose' }).click();
    await alpha.page.getByText('New times proposed.', { exact: true }).waitFor();

    const state = bravo.page.getByTestId('reschedule-state');
    await state.filter({ hasText: `${ALPHA} proposed new times: waiting for an answer.` }).waitFor({ timeout: 10_000 });
    await screenshot(bravo.page, `match-day-reschedule-${size}`, { fullPage: false });
    await bravo.page.getByRole('button', { name: /^Accept / }).first().click();
    await bravo.page.getByText(/^Match moved to /).waitFor();
    await alpha.page.getByTestId('reschedule-state').filter({ hasText: 'accepted' }).waitFor({ timeout: 10_000 });
    expect(await stillNoReload(bravo.page)).toBe(true);
  });

  it("Alpha's captain reports; Bravo's page shows it live and awaits Bravo", async () => {
    await Promise.all([alpha.page.goto(`/match/${matchId}`), bravo.page.goto(`/match/${matchId}`)]);
    for (const page of [alpha.page, bravo.page]) await stateOf(page).waitFor();
    expect(await stateOf(bravo.page).getAttribute('data-status')).toBe('AWAITING');
    await markNoReload(bravo.page);

    await alpha.page.getByRole('button', { name: 'Report Result' }).click();
    await report(alpha.page, [10, 6], [4, 2]);
    await stateOf(bravo.page).filter({ hasText: `Awaiting ${BRAVO}'s report` }).waitFor({ timeout: 10_000 });
    await bravo.page.getByTestId('team-report').filter({ hasText: `${ALPHA}'s report` }).waitFor();
    await screenshot(bravo.page, `match-day-awaiting-${size}`, { fullPage: false });
  });

  it("Bravo's captain reports other scores: both pages turn Disputed live; Bravo adds a VOD link", async () => {
    await markNoReload(alpha.page);
    await bravo.page.getByRole('button', { name: 'Report Result' }).click();
    await report(bravo.page, [3, 2], [9, 8]);
    for (const page of [alpha.page, bravo.page]) await stateOf(page).filter({ hasText: 'Disputed' }).waitFor({ timeout: 10_000 });
    // Both reports side by side.
    expect(await alpha.page.getByTestId('team-report').count()).toBe(2);

    const evidence = bravo.page.getByRole('form', { name: 'Add evidence' });
    await evidence.getByLabel('VOD link').fill('https://vods.example/match-day');
    await evidence.getByLabel('What it shows').fill('Round 2 scoreboard');
    await evidence.getByRole('button', { name: 'Add Evidence' }).click();
    await bravo.page.getByText('Evidence added.').waitFor();
    await alpha.page.getByRole('link', { name: 'https://vods.example/match-day' }).waitFor({ timeout: 10_000 });
    const thread = alpha.page.getByRole('form', { name: 'Write in the thread' });
    await thread.getByLabel('Message').fill('Our scoreboard says otherwise.');
    await thread.getByRole('button', { name: 'Send' }).click();
    await bravo.page.getByText('Our scoreboard says otherwise.').waitFor({ timeout: 10_000 });
    await screenshot(bravo.page, `match-day-disputed-${size}`);
  });

  it("staff find it in the Disputes queue and resolve it with Alpha's report; both captains see it without a reload", async () => {
    await staff.page.goto('/org-dashboard');
    await staff.page.getByRole('button', { name: `Manage ${ORG}` }).click();
    await staff.page.getByRole('button', { name: 'Disputes', exact: true }).click();
    const queue = staff.page.getByTestId('disputes-queue');
    await queue.getByText(`${ALPHA} vs ${BRAVO}`).waitFor();
    await screenshot(staff.page, `match-day-queue-${size}`, { fullPage: false });
    await queue.getByRole('link', { name: `Resolve ${ALPHA} vs ${BRAVO}` }).click();

    const resolve = staff.page.getByRole('form', { name: 'Resolve the dispute' });
    await resolve.getByLabel(`${ALPHA}'s report`).check();
    await resolve.getByLabel('Reason').fill('The VOD shows Alpha winning both rounds.');
    await resolve.getByRole('button', { name: 'Resolve' }).click();
    const confirm = staff.page.getByRole('dialog', { name: 'Resolve this dispute?' });
    await confirm.getByRole('button', { name: 'Yes, Resolve' }).click();
    await staff.page.getByText('Dispute resolved.').waitFor();

    for (const page of [alpha.page, bravo.page]) {
      await page.getByTestId('dispute-resolution').filter({ hasText: 'The VOD shows Alpha winning both rounds.' }).waitFor({ timeout: 10_000 });
      await page.getByTestId('match-status').filter({ hasText: 'Completed' }).waitFor({ timeout: 10_000 });
    }
    await bravo.page.getByTestId('match-side').filter({ hasText: ALPHA }).getByText('Winner').waitFor();
    expect(await stillNoReload(alpha.page)).toBe(true);
    expect(await stillNoReload(bravo.page)).toBe(true);
    await screenshot(bravo.page, `match-day-resolved-${size}`);
  });

  it('no page errors and no failed requests in any of the three browsers', () => {
    for (const list of problems) expect(list).toEqual([]);
  });
});
