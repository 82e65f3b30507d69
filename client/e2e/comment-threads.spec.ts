import { ProfilePage } from './pages/ProfilePage';
import { openBrowser, screenshot, VIEWPORTS, watchForErrors, type BrowserSession } from './support/browser';
import { DEMO_ACCOUNT, signInWithPassword } from './support/session';

const TEAM_PATH = `/team/${encodeURIComponent('Crimson Tide')}`;

/**
 * Reply threads against the real server and its depth limit of 8: the wall loads one level of replies, deeper ones
 * come behind View replies (a query of their own), and a reply two levels down still arrives live.
 */
describe('comment reply threads (depth-limited wall, replies on demand)', () => {
  let s: BrowserSession;
  let wall: ProfilePage;
  let problems: string[];
  const stamp = Date.now().toString(36);
  const top = `Who is in for the cup? (${stamp})`;
  const first = `Me, as support (${stamp})`;
  const second = `Then I take entry (${stamp})`;

  beforeAll(async () => {
    s = await openBrowser(VIEWPORTS.desktop);
    problems = watchForErrors(s.page);
    wall = new ProfilePage(s.page);
    await signInWithPassword(s.page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    await wall.open(TEAM_PATH);
  });

  afterAll(() => s?.close());

  const reply = async (to: string, text: string) => {
    await wall.comment(to).first().getByRole('button', { name: 'Reply' }).click();
    const form = wall.wall.getByLabel('Write a reply');
    await form.fill(text);
    await wall.wall.getByRole('button', { name: 'Post Reply' }).click();
    // the form (whose text would match too) closes once the reply is posted
    await form.waitFor({ state: 'detached' });
    await wall.comment(text).waitFor();
  };

  it('a comment, a reply and a reply to the reply show nested as they are posted', async () => {
    await wall.commentBox.fill(top);
    await wall.postComment.click();
    await wall.comment(top).waitFor();
    await reply(top, first);
    await reply(first, second);
  });

  it('after a reload the wall shows the first level, and View 1 reply loads the second', async () => {
    await wall.open(TEAM_PATH);
    await wall.comment(first).waitFor();
    expect(await wall.comment(second).count()).toBe(0);
    const view = wall.wall.getByRole('button', { name: 'View 1 reply' });
    await view.scrollIntoViewIfNeeded();
    await screenshot(s.page, 'comment-thread-collapsed', { fullPage: false });
    await view.click();
    await wall.comment(second).waitFor();
    expect(await view.count()).toBe(0);
    const nested = wall.wall.getByRole('list', { name: `Replies to ${DEMO_ACCOUNT.userName}` }).filter({ hasText: second });
    expect(await nested.count()).toBeGreaterThan(0);
    await wall.comment(second).scrollIntoViewIfNeeded();
    await screenshot(s.page, 'comment-thread-view-replies', { fullPage: false });
  });

  it('ran without page errors or failed requests', () => {
    expect(problems).toEqual([]);
  });
});
