import { signUpAndSignIn, newAccount } from './support/auth';
import { baseUrl, openBrowser, screenshot, VIEWPORTS, watchForErrors, type BrowserSession } from './support/browser';

/**
 * My Account's API tokens at desktop and phone width (issue 28 item 2): create one (the secret shown once), use it
 * against the real API, see it listed, revoke it after confirming; and /developers from the footer.
 */
describe.each(Object.entries(VIEWPORTS))('API tokens (%s)', (name, viewport) => {
  let browser: BrowserSession;
  let problems: string[];
  let userId: string;
  let secret: string;

  beforeAll(async () => {
    browser = await openBrowser(viewport);
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    problems = watchForErrors(browser.page);
    ({ userId } = await signUpAndSignIn(browser.page, newAccount('tokens')));
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function expectNoHorizontalOverflow() {
    const overflow = await browser.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }

  it('creates a token, shows it once, and the token reads the API as its user with rate-limit headers', async () => {
    const page = browser.page;
    await page.goto('/user-dashboard');
    const panel = page.getByRole('region', { name: 'API Tokens' });
    await panel.getByText('No API tokens').waitFor();
    await screenshot(page, `api-tokens-empty-${name}`);

    await panel.getByRole('button', { name: 'Create Token' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create API Token' });
    await dialog.getByLabel('Token Name').fill('Stream overlay');
    await dialog.getByRole('checkbox', { name: /write:teams/ }).check();
    await dialog.getByLabel('Expires in').selectOption('90');
    await screenshot(page, `api-tokens-create-${name}`);
    await expectNoHorizontalOverflow();
    await dialog.getByRole('button', { name: 'Create Token' }).click();

    const shown = page.getByRole('dialog', { name: 'Token created' });
    secret = await shown.getByLabel('New API token').inputValue();
    expect(secret).toMatch(/^clutch_pat_/);
    await shown.getByRole('button', { name: 'Copy' }).click();
    await shown.getByRole('button', { name: 'Copied!' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await screenshot(page, `api-tokens-secret-${name}`);
    await expectNoHorizontalOverflow();
    await shown.getByRole('button', { name: 'Done' }).click();

    const res = await fetch(`${baseUrl()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      body: JSON.stringify({ query: '{ viewer { id } }' }),
    });
    expect(((await res.json()) as { data: { viewer: { id: string } } }).data.viewer.id).toBe(userId);
    expect(Number(res.headers.get('ratelimit-limit'))).toBeGreaterThan(0);
    expect(res.headers.get('ratelimit-remaining')).not.toBeNull();

    const row = panel.getByRole('listitem').filter({ hasText: 'Stream overlay' });
    await row.getByText('read, write:teams').waitFor();
    expect(await panel.textContent()).not.toContain(secret.slice(16));
    await screenshot(page, `api-tokens-list-${name}`);
    await expectNoHorizontalOverflow();
  });

  it('revokes the token after confirming; it no longer works', async () => {
    const page = browser.page;
    const panel = page.getByRole('region', { name: 'API Tokens' });
    const tokens = (await (
      await fetch(`${baseUrl()}/api/user/get-api-tokens/${userId}`, {
        headers: {
          authorization: `Bearer ${await page.evaluate(() => JSON.parse(localStorage.getItem('clutch.auth.session') ?? '{}').access_token as string)}`,
        },
      })
    ).json()) as Array<{ name: string }>;
    expect(tokens.map((t) => t.name)).toEqual(['Stream overlay']);

    await panel.getByRole('button', { name: 'Revoke Stream overlay' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke Stream overlay?' });
    await screenshot(page, `api-tokens-revoke-${name}`);
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await panel.getByText('No API tokens').waitFor();
    await confirm.waitFor({ state: 'detached' });
    // The success toast sits at the bottom centre, over the footer's links: the user closes it before going on. On a
    // slow machine it can time out (4 s) while the click is still waiting for it to settle: either way it must go.
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Stream overlay was revoked.' });
    await toast.waitFor();
    await toast
      .getByRole('button', { name: 'Close toast' })
      .click({ timeout: 5_000 })
      .catch(async (error: Error) => {
        if ((await toast.count()) > 0) throw error;
      });
    await toast.waitFor({ state: 'detached' });
    const refused = await fetch(`${baseUrl()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      body: JSON.stringify({ query: '{ viewer { id } }' }),
    });
    expect(refused.status).toBe(401);
    expect(problems).toEqual([]);
  });

  it('/developers is linked from the footer and fits the screen', async () => {
    const page = browser.page;
    await page.getByRole('contentinfo').getByRole('link', { name: 'Developers' }).click();
    await page.getByRole('heading', { level: 1, name: 'Developers' }).waitFor();
    await page.getByText('match.finalized').first().click();
    await page.getByLabel('Example match.finalized body').waitFor();
    await screenshot(page, `developers-${name}`);
    await expectNoHorizontalOverflow();
    expect(problems).toEqual([]);
  });
});
