import path from 'node:path';
import { ProfilePage } from './pages/ProfilePage';
import { signUpAndSignIn, type TestAccount } from './support/auth';
import { openBrowser, screenshot, VIEWPORTS, watchForErrors, type BrowserSession } from './support/browser';
import { DEMO_ACCOUNT, signInWithPassword } from './support/session';

const TEAM = 'Crimson Tide';
const TEAM_PATH = `/team/${encodeURIComponent(TEAM)}`;
const FIXTURES = path.join(__dirname, 'fixtures');

/**
 * Two people on the same team page in two browsers: A (a new player) follows the team and comments
 * on its wall; B (the demo account), already on the page, sees the comment arrive live. Then A edits
 * their own page: bio and picture.
 */
describe('follow, live comment walls and profile editing (two signed-in users)', () => {
  let a: BrowserSession;
  let b: BrowserSession;
  let pageA: ProfilePage;
  let pageB: ProfilePage;
  let playerA: TestAccount & { userId: string };
  let problemsA: string[];
  let problemsB: string[];
  const stamp = Date.now().toString(36);
  const commentText = `Scrim tonight? (${stamp})`;

  beforeAll(async () => {
    [a, b] = await Promise.all([openBrowser(VIEWPORTS.desktop), openBrowser(VIEWPORTS.desktop)]);
    problemsA = watchForErrors(a.page);
    problemsB = watchForErrors(b.page);
    pageA = new ProfilePage(a.page);
    pageB = new ProfilePage(b.page);
    playerA = await signUpAndSignIn(a.page);
    await signInWithPassword(b.page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  });

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('both open the team page; B marks its window to prove it never reloads', async () => {
    await Promise.all([pageA.open(TEAM_PATH), pageB.open(TEAM_PATH)]);
    expect(await pageA.heading.textContent()).toBe(TEAM);
    await b.page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  });

  it('A follows the team: the button turns following at once, and the menu lists the team', async () => {
    await pageA.followButton.click();
    await pageA.followingButton.waitFor({ timeout: 1000 });
    // after the server's answer it stays following
    await a.page.waitForTimeout(500);
    expect(await pageA.followingButton.getAttribute('aria-pressed')).toBe('true');

    const menu = await pageA.openMenu();
    await menu.getByRole('tab', { name: 'Teams' }).click();
    const link = menu.getByRole('tabpanel').getByRole('link', { name: TEAM });
    await link.waitFor();
    expect(await link.getAttribute('href')).toMatch(/^\/team\/[0-9a-f-]{36}$/);
    await screenshot(a.page, 'live-menu-following-team', { fullPage: false });
    await pageA.closeMenu();
  });

  it('A comments on the wall; B, already on the page, sees it live within seconds', async () => {
    await pageA.commentBox.fill(`   ${commentText}  `);
    await pageA.postComment.click();
    await pageA.comment(commentText).waitFor();
    expect(await pageA.commentBox.inputValue()).toBe('');

    const live = pageB.comment(commentText);
    await live.waitFor({ timeout: 5000 });
    expect(await live.getByRole('link', { name: playerA.userName }).count()).toBe(1);
    expect(await live.locator('time').textContent()).toMatch(/^\d\d\.\d\d\.\d\d \d\d:\d\d UTC$/);
    // at the top of the wall, once, and B never reloaded
    const first = pageB.wall.getByRole('list', { name: 'Comments' }).getByRole('article').first();
    expect(await first.textContent()).toContain(commentText);
    expect(await pageA.comment(commentText).count()).toBe(1);
    expect(await b.page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    await live.scrollIntoViewIfNeeded();
    await screenshot(b.page, 'live-comment-seen-by-b', { fullPage: false });
  });

  it("B replies and votes; A sees both live under A's comment", async () => {
    const replyText = `Count me in (${stamp})`;
    await pageB.comment(commentText).getByRole('button', { name: 'Reply' }).click();
    await b.page.getByLabel('Write a reply').fill(replyText);
    await b.page.getByRole('button', { name: 'Post Reply' }).click();
    await pageB.comment(commentText).getByRole('button', { name: 'Upvote' }).click();

    await pageA.comment(replyText).waitFor({ timeout: 5000 });
    await pageA.comment(commentText).first().getByLabel('Score 1', { exact: true }).waitFor({ timeout: 5000 });
    expect(await pageB.comment(commentText).first().getByRole('button', { name: 'Upvote' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('the owner edits their bio and uploads a picture, and sees both after Apply (a non-image is refused with the server message)', async () => {
    const own = new ProfilePage(a.page);
    await own.open(`/user/${playerA.userName}`);
    const before = await own.picture.getAttribute('src');
    expect(before).toBe('/images/defaults/avatar.svg');

    await own.editProfileButton.click();
    await own.editDialog.waitFor();
    const bio = `Support main, shotcaller, here for the ladder grind since ${stamp}.`;
    await own.editField('Bio').fill(bio);
    await own.editField('Profile Picture').setInputFiles(path.join(FIXTURES, 'not-an-image.png'));
    await own.editDialog.getByRole('button', { name: 'Apply' }).click();
    await own.editDialog.getByText('The file must be a JPEG, PNG, WebP, GIF or AVIF image.').waitFor();

    await own.editField('Profile Picture').setInputFiles(path.join(FIXTURES, 'avatar.png'));
    await own.editDialog.getByRole('button', { name: 'Apply' }).click();
    await own.editDialog.waitFor({ state: 'detached' });

    expect(await own.bioPreview.textContent()).toBe(`${bio.slice(0, 40)}... see more`);
    await a.page.waitForFunction(() => document.querySelector('[data-testid="profile-picture"]')?.getAttribute('src')?.startsWith('/media/'));
    const after = await own.picture.getAttribute('src');
    expect(after).toMatch(/^\/media\/.+\.webp$/);
    // the picture really loads (decode() waits for the new file and fails for a broken one), and the menu shows it too
    const width = await own.picture.evaluate(async (img) => {
      await (img as HTMLImageElement).decode();
      return (img as HTMLImageElement).naturalWidth;
    });
    expect(width).toBeGreaterThan(0);
    expect(await a.page.locator('#site-menu img').first().getAttribute('src')).toBe(after);

    await a.page.getByRole('button', { name: 'see more' }).click();
    // the popup's code loads on the press
    await a.page.getByRole('dialog').getByText(bio).waitFor();
    await a.page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
    await screenshot(a.page, 'live-owner-after-edit');

    // after a reload the server has both
    await own.open(`/user/${playerA.userName}`);
    expect(await own.picture.getAttribute('src')).toBe(after);
  });

  it('ran without page errors or failed requests (other than the refused upload)', () => {
    const refused = (p: string) => /HTTP 400 .*\/api\/user\/update-user-profile-pic\//.test(p);
    expect(problemsA.filter((p) => !refused(p))).toEqual([]);
    expect(problemsB).toEqual([]);
  });
});
