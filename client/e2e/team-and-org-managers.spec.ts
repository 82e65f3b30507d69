import type { Locator, Page } from 'playwright-core';
import { newAccount, signUpAndSignIn, type TestAccount } from './support/auth';
import { markNoReload, stillNoReload } from './support/org';
import { openBrowser, screenshot, VIEWPORTS, watchForErrors, type BrowserSession } from './support/browser';

/**
 * Two players in two browsers. A creates a team and invites B; B, already on the TEAM MANAGER,
 * accepts from the notification list without a reload; A promotes B, hands over leadership and
 * leaves. Then A creates an organization, invites B to its staff, B joins, and A demotes and kicks B.
 */
describe('team manager and league manager (two signed-in users)', () => {
  let a: BrowserSession;
  let b: BrowserSession;
  let playerA: TestAccount & { userId: string };
  let playerB: TestAccount & { userId: string };
  let problemsA: string[];
  let problemsB: string[];
  const stamp = Date.now().toString(36).slice(-7);
  const TEAM = `Wolves ${stamp}`;
  const ORG = `League ${stamp}`;

  const dialog = (page: Page, name?: string) => (name ? page.getByRole('dialog', { name }) : page.getByRole('dialog'));
  const rosterRow = (roster: Locator, userName: string) => roster.getByRole('listitem').filter({ has: roster.page().getByRole('link', { name: userName, exact: true }) });

  beforeAll(async () => {
    [a, b] = await Promise.all([openBrowser(VIEWPORTS.desktop), openBrowser(VIEWPORTS.desktop)]);
    problemsA = watchForErrors(a.page);
    problemsB = watchForErrors(b.page);
    playerA = await signUpAndSignIn(a.page, newAccount('lead'));
    playerB = await signUpAndSignIn(b.page, newAccount('mate'));
  });

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('A creates a team from the Create a New Team modal', async () => {
    await a.page.goto('/team-dashboard');
    await a.page.getByRole('heading', { name: 'ACTIVE TEAMS' }).waitFor();
    expect(await a.page.getByText('No Active Teams in Ladder').count()).toBe(1);
    await a.page.getByRole('button', { name: 'Create Team' }).click();
    const modal = dialog(a.page, 'Create a New Team');
    await modal.getByLabel('Team Name').fill(`  Wolves   ${stamp} `);
    await modal.getByRole('combobox', { name: 'Region' }).fill('Europe');
    await modal.getByRole('combobox', { name: 'Region' }).press('Tab');
    await modal.getByRole('combobox', { name: 'Game' }).fill('Valor');
    await a.page.getByRole('option', { name: 'Valorant' }).click();
    await screenshot(a.page, 'managers-create-team', { fullPage: false });
    await modal.getByRole('button', { name: 'Create Team' }).click();
    await modal.waitFor({ state: 'detached' });
    const active = a.page.getByRole('region', { name: 'ACTIVE TEAMS' });
    await active.getByRole('button', { name: `Invite to ${TEAM}` }).waitFor();
    expect(await active.getByText('Leader').count()).toBe(1);
  });

  it('a taken team name shows the server refusal', async () => {
    await a.page.getByRole('button', { name: 'Create Team' }).click();
    const modal = dialog(a.page, 'Create a New Team');
    await modal.getByLabel('Team Name').fill(TEAM.toLowerCase());
    await modal.getByRole('combobox', { name: 'Region' }).fill('Europe');
    await modal.getByRole('combobox', { name: 'Region' }).press('Tab');
    await modal.getByRole('combobox', { name: 'Game' }).fill('Valorant');
    await modal.getByRole('combobox', { name: 'Game' }).press('Tab');
    await modal.getByRole('button', { name: 'Create Team' }).click();
    await modal.getByText('A team with this name already exists.').waitFor();
    await modal.getByRole('button', { name: 'Close', exact: true }).click();
    await modal.waitFor({ state: 'detached' });
  });

  it('A invites B; B, already on the dashboard, sees the badge and accepts from the notification list live', async () => {
    await b.page.goto('/team-dashboard');
    await b.page.getByRole('heading', { name: 'ACTIVE TEAMS' }).waitFor();
    await markNoReload(b.page);

    await a.page.getByRole('button', { name: `Invite to ${TEAM}` }).click();
    const invite = dialog(a.page);
    const send = invite.getByRole('button', { name: 'Send Invite' });
    expect(await send.isDisabled()).toBe(true);
    await invite.getByLabel('Enter Username').fill(`  ${playerB.userName.toUpperCase()}! `);
    await send.click();
    await invite.waitFor({ state: 'detached' });
    await a.page.getByText('Invite sent successfully!').waitFor();

    // live: the badge counts the invitation, and the pending list has it
    const bell = b.page.getByRole('button', { name: /^Notifications/ });
    await b.page.getByRole('button', { name: 'Notifications (1 unread)' }).waitFor({ timeout: 5000 });
    await b.page.getByRole('button', { name: 'Pending Teams' }).click();
    await b.page.getByRole('region', { name: 'PENDING TEAMS' }).getByRole('button', { name: `Accept ${TEAM}` }).waitFor();

    await bell.click();
    const list = b.page.getByRole('dialog', { name: 'Notifications' });
    const item = list.getByTestId('notification').filter({ hasText: `${playerA.userName} invited you to team` });
    await item.waitFor();
    await screenshot(b.page, 'managers-notification-list', { fullPage: false });
    await item.getByRole('button', { name: 'Accept' }).click();
    await item.getByRole('button', { name: 'Accept' }).waitFor({ state: 'detached' });
    // opening the list marked it read
    await b.page.keyboard.press('Escape');
    await b.page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();

    // both views moved: PENDING TEAMS is empty and MY TEAMS has the team, without a reload
    await b.page.getByText('No Pending Teams').waitFor();
    await b.page.getByRole('button', { name: 'Active Teams' }).click();
    await b.page.getByRole('region', { name: 'MY TEAMS' }).getByText(TEAM).waitFor();
    expect(await stillNoReload(b.page)).toBe(true);
  });

  it('A promotes B, hands over leadership, then leaves', async () => {
    await a.page.getByRole('button', { name: `Manage ${TEAM}` }).click();
    const roster = dialog(a.page);
    const rowB = rosterRow(roster, playerB.userName);
    await rowB.waitFor(); // A's roster learned of B's answer from A's live notification
    expect(await rowB.getByText('Member').count()).toBe(1);
    await rowB.getByRole('button', { name: `Promote ${playerB.userName}` }).click();
    await rowB.getByText('Captain').waitFor();

    await rowB.getByRole('button', { name: `Make leader ${playerB.userName}` }).click();
    // no way back: it asks first (issue 23)
    await a.page.getByRole('dialog', { name: `Make ${playerB.userName} the leader?` }).getByRole('button', { name: 'Make leader' }).click();
    const rowA = rosterRow(roster, playerA.userName);
    await rowA.getByText('Co-Leader').waitFor();
    await rowB.getByText('Leader', { exact: true }).waitFor();
    // a co-leader may not act on the leader
    expect(await rowB.getByRole('button').count()).toBe(0);
    await screenshot(a.page, 'managers-roster-after-handover', { fullPage: false });

    await rowA.getByRole('button', { name: `Leave ${playerA.userName}` }).click();
    await roster.waitFor({ state: 'detached' });
    await a.page.getByText('No Active Teams in Ladder').waitFor();
    await a.page.getByText('No Teams', { exact: true }).waitFor();
  });

  it('A creates an organization and invites B to its staff', async () => {
    await a.page.goto('/org-dashboard');
    await a.page.getByRole('heading', { name: 'ACTIVE LEAGUES' }).waitFor();
    expect(await a.page.getByRole('button', { name: 'Back' }).isDisabled()).toBe(true);
    await a.page.getByRole('button', { name: 'Create League' }).click();
    const modal = dialog(a.page, 'Create League');
    await modal.getByLabel('League Name').fill(`  League!! ${stamp}  `);
    await modal.getByRole('button', { name: 'Create League' }).click();
    await a.page.getByText('Organizer created successfully!').waitFor();
    await modal.waitFor({ state: 'detached' });
    await a.page.getByRole('button', { name: `Manage ${ORG}` }).click();
    await a.page.getByRole('heading', { name: 'ACTIVE LADDERS' }).waitFor();
    expect(await a.page.getByText('No Ladders').count()).toBe(1);

    await b.page.goto('/org-dashboard');
    await b.page.getByRole('heading', { name: 'ACTIVE LEAGUES' }).waitFor();
    await markNoReload(b.page);

    await a.page.getByRole('group', { name: 'Section' }).getByRole('button', { name: 'Staff' }).click();
    await a.page.getByRole('button', { name: 'Invite Staff' }).click();
    const invite = dialog(a.page, 'Invite Staff');
    await invite.getByLabel('Enter Username').fill(playerB.userName);
    await invite.getByLabel('Role').selectOption('ADMIN');
    await invite.getByRole('button', { name: 'Send Invite' }).click();
    await invite.waitFor({ state: 'detached' });
    await a.page.getByRole('group', { name: 'Staff lists' }).getByRole('button', { name: 'Pending' }).click();
    await a.page.getByRole('region', { name: 'PENDING STAFF' }).getByRole('button', { name: `Cancel invitation ${playerB.userName}` }).waitFor();
    await a.page.getByRole('group', { name: 'Staff lists' }).getByRole('button', { name: 'Active' }).click();
  });

  it('B joins from PENDING LEAGUES; A sees B on the staff, demotes and kicks', async () => {
    await b.page.getByRole('group', { name: 'Leagues lists' }).getByRole('button', { name: 'Pending' }).click();
    const pending = b.page.getByRole('region', { name: 'PENDING LEAGUES' });
    await pending.getByRole('button', { name: `Accept ${ORG}` }).click();
    await b.page.getByText('No Orgs').waitFor();
    await b.page.getByRole('group', { name: 'Leagues lists' }).getByRole('button', { name: 'Active' }).click();
    await b.page.getByRole('button', { name: `Manage ${ORG}` }).waitFor();
    expect(await stillNoReload(b.page)).toBe(true);

    const staff = a.page.getByRole('region', { name: 'ACTIVE STAFF' });
    const rowB = rosterRow(staff, playerB.userName);
    await rowB.waitFor({ timeout: 5000 });
    await rowB.getByText('Admin').waitFor();
    await screenshot(a.page, 'managers-active-staff', { fullPage: false });
    await rowB.getByRole('button', { name: `Demote ${playerB.userName}` }).click();
    await rowB.getByText('Mod').waitFor();
    await rowB.getByRole('button', { name: `Kick ${playerB.userName}` }).click();
    await a.page.getByRole('dialog', { name: `Kick ${playerB.userName}?` }).getByRole('button', { name: 'Kick' }).click();
    await rowB.waitFor({ state: 'detached' });
    expect(await staff.getByRole('listitem').count()).toBe(1);
  });

  it('no page errors and no failed requests on either side', () => {
    expect(problemsA).toEqual([]);
    expect(problemsB).toEqual([]);
  });
});
