import { newAccount, signUpAndSignIn, type TestAccount } from './support/auth';
import { openBrowser, screenshot, VIEWPORTS, watchForErrors, type BrowserSession } from './support/browser';

/**
 * Two players message each other live (issue 29): A at desktop size, B on a phone. A starts a direct conversation by
 * B's user name; B's header badge rises live while B's panel is closed; B opens it full-screen and answers; A, with the
 * conversation open, sees the answer arrive without a reload.
 */
describe('messages between two players, live, at desktop and phone size', () => {
  let a: BrowserSession;
  let b: BrowserSession;
  let playerA: TestAccount & { userId: string };
  let playerB: TestAccount & { userId: string };
  let problemsA: string[];
  let problemsB: string[];
  const stamp = Date.now().toString(36);
  const hello = `GG last night! Scrim at 8? https://clutch.gg/match/${stamp}`;
  const answer = `Deal, see you at 8 (${stamp})`;

  const messagesButton = (s: BrowserSession) => s.page.getByRole('button', { name: /^Messages/ });
  const panel = (s: BrowserSession) => s.page.getByRole('dialog', { name: 'Messages' });
  const thread = (s: BrowserSession) => panel(s).getByRole('list', { name: 'Messages in this conversation' });

  beforeAll(async () => {
    [a, b] = await Promise.all([openBrowser(VIEWPORTS.desktop), openBrowser({ width: 390, height: 844 })]);
    problemsA = watchForErrors(a.page);
    problemsB = watchForErrors(b.page);
    playerA = await signUpAndSignIn(a.page, newAccount('msga'));
    playerB = await signUpAndSignIn(b.page, newAccount('msgb'));
    await Promise.all([a.page.goto('/'), b.page.goto('/')]);
    await b.page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  });

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('A opens Messages at desktop size and writes to B by user name', async () => {
    await messagesButton(a).click();
    await panel(a).waitFor();
    await panel(a).getByLabel('Message a player').fill(playerB.userName);
    await panel(a).getByRole('button', { name: 'Start' }).click();
    const box = panel(a).getByRole('textbox', { name: 'Message', exact: true });
    await box.waitFor();
    await box.fill(hello);
    expect(await panel(a).getByText(`${[...hello].length}/2000`).count()).toBe(1);
    await panel(a).getByRole('button', { name: 'Send' }).click();
    const sent = thread(a).getByRole('listitem').filter({ hasText: 'GG last night!' });
    await sent.waitFor();
    const link = sent.getByRole('link');
    expect(await link.getAttribute('rel')).toBe('noopener nofollow ugc');
    expect(await box.inputValue()).toBe('');
    await screenshot(a.page, 'messages-desktop-sent', { fullPage: false });
  });

  it("B's badge rises live while B's panel is closed; B opens it full-screen on the phone and reads", async () => {
    const badge = b.page.getByTestId('messages-badge');
    await badge.waitFor({ timeout: 10_000 });
    expect(await badge.textContent()).toBe('1');
    await screenshot(b.page, 'messages-phone-badge', { fullPage: false });
    await messagesButton(b).click();
    const dialog = panel(b);
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    expect(box && Math.round(box.width)).toBe(390);
    const row = dialog.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: new RegExp(playerA.userName) });
    await row.waitFor();
    expect(await row.textContent()).toContain('1 unread');
    await screenshot(b.page, 'messages-phone-list', { fullPage: false });
    await row.click();
    await thread(b).getByRole('listitem').filter({ hasText: 'GG last night!' }).waitFor();
    // Reading clears the badge (live, through B's own read event).
    await badge.waitFor({ state: 'detached', timeout: 10_000 });
    expect(await b.page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  });

  it('B answers from the phone; A sees it appear live in the open conversation', async () => {
    const box = panel(b).getByRole('textbox', { name: 'Message', exact: true });
    await box.fill(answer);
    await box.press('Enter');
    await thread(b).getByRole('listitem').filter({ hasText: answer }).waitFor();
    await screenshot(b.page, 'messages-phone-thread', { fullPage: false });
    const live = thread(a).getByRole('listitem').filter({ hasText: answer });
    await live.waitFor({ timeout: 10_000 });
    expect(await live.textContent()).toContain(playerB.userName);
    await screenshot(a.page, 'messages-desktop-live-answer', { fullPage: false });
  });

  it('ran clean on both pages', () => {
    expect(problemsA).toEqual([]);
    expect(problemsB).toEqual([]);
  });
});
