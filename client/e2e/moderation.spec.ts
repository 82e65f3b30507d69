import { ProfilePage } from './pages/ProfilePage';
import { ShellPage } from './pages/ShellPage';
import { newAccount, signUpAndSignIn, type TestAccount } from './support/auth';
import { openBrowser, screenshot, VIEWPORTS, watchForErrors, type BrowserSession } from './support/browser';
import { markNoReload, stillNoReload } from './support/org';
import { DEMO_ACCOUNT, signInWithPassword } from './support/session';

const ORG = 'Clutch League';
const ORG_PATH = `/organizer/${encodeURIComponent(ORG)}`;
const PHONE = { width: 390, height: 844 };
/** The first announcement the demo world puts on Clutch League's wall. */
const ANNOUNCEMENT = 'Rotations were clean tonight.';

/**
 * A report resolved from the queue (issue 29). C (desktop) replies on Clutch League's wall; A, on a phone, reports it;
 * the demo player, Clutch League's owner and so its moderator, has the queue open at desktop size and sees the report
 * arrive live, hides the comment with a reason, and the report leaves the queue. A's wall (a third viewer) shows the
 * placeholder live, C's shows the text with 'Hidden by a moderator: <reason>'. No page reloads.
 */
describe('moderation: a reported comment is hidden from the queue, live, at desktop and phone size', () => {
  let mod: BrowserSession;
  let reporter: BrowserSession;
  let author: BrowserSession;
  let authorAccount: TestAccount & { userId: string };
  const problems: string[][] = [];
  const stamp = Date.now().toString(36);
  const rude = `You all play like bots, uninstall (${stamp})`;
  const details = `Insulting the whole community (${stamp})`;
  const reason = `Be respectful to other players (${stamp})`;
  let reporterWall: ProfilePage;
  let authorWall: ProfilePage;

  /** C's reply on a wall (by its article's name: the reply form's text sits in the parent's article while it posts). */
  const reply = (wall: ProfilePage) => wall.wall.getByRole('article', { name: `Comment by ${authorAccount.userName}` }).filter({ hasText: rude });
  const queue = () => mod.page.getByRole('region', { name: 'Open reports' });
  const reportCard = () => queue().getByRole('listitem').filter({ hasText: rude });

  beforeAll(async () => {
    [mod, reporter, author] = await Promise.all([openBrowser(VIEWPORTS.desktop), openBrowser(PHONE), openBrowser(VIEWPORTS.desktop)]);
    for (const s of [mod, reporter, author]) problems.push(watchForErrors(s.page));
    await signInWithPassword(mod.page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    authorAccount = await signUpAndSignIn(author.page, newAccount('modc'));
    await signUpAndSignIn(reporter.page, newAccount('moda'));
    reporterWall = new ProfilePage(reporter.page, 'Announcements');
    authorWall = new ProfilePage(author.page, 'Announcements');
  });

  afterAll(async () => {
    await Promise.all([mod?.close(), reporter?.close(), author?.close()]);
  });

  it("the moderator opens the queue of Clutch League from the menu's Moderation entry", async () => {
    const shell = new ShellPage(mod.page);
    await shell.goto('/');
    const menu = await shell.openMenu();
    await menu.getByRole('link', { name: 'Moderation' }).click();
    await mod.page.waitForURL('**/moderation');
    await mod.page.getByRole('heading', { name: 'Moderation', level: 1 }).waitFor();
    await mod.page.getByLabel('Place').selectOption({ label: ORG });
    await queue().waitFor();
    await markNoReload(mod.page);
  });

  it('C replies on the wall; A, on a phone, reports it with a reason and details', async () => {
    // An organizer's wall takes announcements from its staff; everyone signed in replies to them.
    await authorWall.open(ORG_PATH);
    await authorWall.comment(ANNOUNCEMENT).first().getByRole('button', { name: 'Reply', exact: true }).click();
    await authorWall.wall.getByLabel('Write a reply').fill(rude);
    await authorWall.wall.getByRole('button', { name: 'Post Reply' }).click();
    await reply(authorWall).waitFor();
    // no Report on one's own comment
    expect(await reply(authorWall).getByRole('button', { name: /^Report/ }).count()).toBe(0);
    await markNoReload(author.page);

    await reporterWall.open(ORG_PATH);
    const comment = reply(reporterWall);
    await comment.waitFor();
    await markNoReload(reporter.page);
    await comment.getByRole('button', { name: `Report comment by ${authorAccount.userName}` }).click();
    const dialog = reporter.page.getByRole('dialog', { name: `Report comment by ${authorAccount.userName}` });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Send Report' }).click();
    await dialog.getByText('Choose why you report this.').waitFor();
    await dialog.getByLabel('Harassment').check();
    await dialog.getByLabel('Details (optional)').fill(details);
    await dialog.getByText(`${details.length} / 1000`).waitFor();
    await screenshot(reporter.page, 'moderation-phone-report-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Send Report' }).click();
    await reporter.page.getByText('Report sent. Moderators will review it.').waitFor();
    await dialog.waitFor({ state: 'detached' });
  });

  it('the report appears live in the open queue with the content, reason, details and context', async () => {
    const card = reportCard();
    await card.waitFor({ timeout: 10_000 });
    expect(await card.textContent()).toContain('Harassment');
    expect(await card.textContent()).toContain(details);
    expect(await card.getByRole('link', { name: 'Open in context' }).getAttribute('href')).toBeTruthy();
    expect(await stillNoReload(mod.page)).toBe(true);
    await screenshot(mod.page, 'moderation-desktop-queue', { fullPage: false });
  });

  it('the moderator hides it with a reason; the report leaves the queue', async () => {
    await reportCard().getByRole('button', { name: 'Hide' }).click();
    const dialog = mod.page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Hide' }).click();
    await dialog.getByText('Say why: the audit keeps it and the user concerned sees it.').waitFor();
    await dialog.getByLabel('Reason (required)').fill(reason);
    await dialog.getByRole('button', { name: 'Hide' }).click();
    await dialog.waitFor({ state: 'detached' });
    await reportCard().waitFor({ state: 'detached', timeout: 10_000 });
  });

  it("A's wall shows the placeholder live; C sees the text with the moderator's reason", async () => {
    const hidden = reporterWall.wall.getByRole('article', { name: 'Hidden comment' }).filter({ hasText: 'Hidden by a moderator' });
    await hidden.first().waitFor({ timeout: 10_000 });
    expect(await reporterWall.wall.getByText(rude).count()).toBe(0);
    expect(await stillNoReload(reporter.page)).toBe(true);
    const scroll = await reporter.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(scroll).toBeLessThanOrEqual(0);
    await screenshot(reporter.page, 'moderation-phone-hidden', { fullPage: false });

    const own = reply(authorWall);
    await own.getByText(`Hidden by a moderator: ${reason}`).waitFor({ timeout: 10_000 });
    expect(await stillNoReload(author.page)).toBe(true);
  });

  it('the audit lists the action with who, what and why', async () => {
    await mod.page.getByRole('tab', { name: 'Audit' }).click();
    const row = mod.page.getByRole('table', { name: 'Moderation audit' }).getByRole('row').filter({ hasText: reason });
    await row.waitFor();
    expect(await row.textContent()).toContain(DEMO_ACCOUNT.userName);
    expect(await row.textContent()).toContain('Hide');
    await screenshot(mod.page, 'moderation-desktop-audit', { fullPage: false });
  });

  it('ran without page errors or failed requests', () => {
    expect(problems.flat()).toEqual([]);
  });
});
