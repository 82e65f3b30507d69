import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { AUTH_STORAGE_KEY, newAccount, signUpAndSignIn } from './support/auth';
import { baseUrl, openBrowser, screenshot, VIEWPORTS, watchForErrors, type BrowserSession } from './support/browser';
import { createOrganization } from './support/org';

interface Received {
  headers: Record<string, string>;
  body: string;
}

/**
 * Issue 28: League Manager > Webhooks. The owner adds an endpoint (a receiver in this test process on loopback: the
 * e2e server runs with WEBHOOK_ALLOW_PRIVATE_TARGETS=true), sees and copies its secret once, gets a signed delivery
 * (verified with standardwebhooks) when an announcement is posted, reads it in the deliveries log and redelivers it,
 * rotates the secret and deletes the endpoint after confirming.
 */
describe('League Manager webhooks', () => {
  let browser: BrowserSession;
  let page: Page;
  let problems: string[];
  let server: http.Server;
  let receiverUrl: string;
  const received: Received[] = [];
  const ORG = `Hooks ${Date.now().toString(36).slice(-6)}`;
  let secret = '';

  const section = () => page.getByRole('region', { name: 'WEBHOOK ENDPOINTS' });
  const waitFor = async (what: () => boolean, ms = 15_000) => {
    const deadline = Date.now() + ms;
    while (!what()) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const verified = (request: Received, key: string) =>
    new Webhook(key).verify(request.body, {
      'webhook-id': request.headers['webhook-id'],
      'webhook-timestamp': request.headers['webhook-timestamp'],
      'webhook-signature': request.headers['webhook-signature'],
    }) as { type: string; data: { comment: { text: string } } };

  /** Posts an announcement on the organization's wall over GraphQL as the signed-in owner. */
  async function announce(text: string) {
    const token = await page.evaluate((key) => (JSON.parse(window.localStorage.getItem(key)!) as { access_token: string }).access_token, AUTH_STORAGE_KEY);
    const call = async (query: string, variables: Record<string, unknown>) => {
      const res = await fetch(`${baseUrl()}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query, variables }) });
      return (await res.json()) as { data: any; errors?: unknown };
    };
    const org = await call('query E2eHooksOrg($p: String!) { organizer(param: $p) { announcementWall { id } } }', { p: ORG });
    const posted = await call('mutation E2eHooksPost($i: PostCommentInput!) { postComment(input: $i) { id } }', { i: { wallId: org.data.organizer.announcementWall.id, text } });
    expect(posted.errors).toBeUndefined();
  }

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({ headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])), body: Buffer.concat(chunks).toString('utf8') });
        res.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/clutch`;
    browser = await openBrowser(VIEWPORTS.desktop);
    page = browser.page;
    problems = watchForErrors(page);
    await signUpAndSignIn(page, newAccount('hooks'));
    await createOrganization(page, ORG);
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('adds an endpoint with an event picker and shows its secret once', async () => {
    await page.getByRole('button', { name: 'Webhooks', exact: true }).click();
    await section().getByText('No endpoints').waitFor();
    await page.getByRole('button', { name: 'Add Endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Webhook Endpoint' });
    // Filled before anything else is clicked: an error appearing under a field that loses the focus moves what is below.
    await dialog.getByLabel('Endpoint URL').fill('http://169.254.169.254/latest');
    await dialog.getByRole('checkbox', { name: 'All events (*)' }).uncheck();
    await dialog.getByRole('button', { name: 'Add Endpoint' }).click();
    await dialog.getByText('Choose at least one event.').waitFor();
    await dialog.getByRole('checkbox', { name: 'comment.created' }).check();
    await dialog.getByRole('button', { name: 'Add Endpoint' }).click();
    // The server's refusal lands beside the URL.
    await dialog.getByText('Webhooks go only to public addresses: this one is private, loopback or link-local.').waitFor();
    await dialog.getByLabel('Endpoint URL').fill(receiverUrl);
    await dialog.getByLabel('Description').fill('Discord bot');
    await screenshot(page, 'webhooks-add', { fullPage: false });
    await dialog.getByRole('button', { name: 'Add Endpoint' }).click();
    const shown = page.getByRole('dialog', { name: 'Signing Secret' });
    secret = await shown.getByLabel('Secret').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await shown.getByRole('button', { name: 'Copy' }).click();
    await page.getByText('Secret copied.').waitFor();
    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'detached' });
    await section().getByText(receiverUrl).waitFor();
    await section().getByText('Enabled · comment.created · Discord bot').waitFor();
    expect(await page.getByText(secret).count()).toBe(0);
  });

  it('delivers a signed event, logs it, and redelivers it with the same id', async () => {
    await announce('Season starts Friday');
    await waitFor(() => received.length === 1);
    expect(verified(received[0], secret)).toMatchObject({ type: 'comment.created', data: { comment: { text: 'Season starts Friday' } } });
    await section().getByRole('button', { name: `Deliveries of ${receiverUrl}` }).click();
    const log = page.getByRole('dialog', { name: 'Deliveries' });
    await log.getByText('comment.created').waitFor();
    await log.getByText(/^succeeded · 200 · \d+ ms · 1 attempt/).waitFor();
    await log.getByRole('button', { name: /^Redeliver comment\.created/ }).click();
    await page.getByText('Delivery queued again.').waitFor();
    await waitFor(() => received.length === 2);
    expect(received[1].headers['webhook-id']).toBe(received[0].headers['webhook-id']);
    expect(verified(received[1], secret).type).toBe('comment.created');
    await log.getByRole('button', { name: 'Close dialog' }).click();
  });

  it('rotates the secret after confirming (both sign during the overlap) and deletes the endpoint after confirming', async () => {
    await section().getByRole('button', { name: `Rotate secret of ${receiverUrl}` }).click();
    await page.getByRole('dialog', { name: 'Rotate secret?' }).getByRole('button', { name: 'Rotate' }).click();
    const shown = page.getByRole('dialog', { name: 'Signing Secret' });
    const rotated = await shown.getByLabel('Secret').inputValue();
    expect(rotated).toMatch(/^whsec_/);
    expect(rotated).not.toBe(secret);
    await shown.getByRole('button', { name: 'Done' }).click();
    await announce('Rotated');
    await waitFor(() => received.length === 3);
    expect(verified(received[2], secret).data.comment.text).toBe('Rotated');
    expect(verified(received[2], rotated).data.comment.text).toBe('Rotated');

    await section().getByRole('button', { name: `Delete ${receiverUrl}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete endpoint?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await section().getByText(receiverUrl).waitFor();
    await section().getByRole('button', { name: `Delete ${receiverUrl}` }).click();
    await page.getByRole('dialog', { name: 'Delete endpoint?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Webhook endpoint deleted.').waitFor();
    await section().getByText('No endpoints').waitFor();
    expect(problems).toEqual([]);
  });

  it('fits a phone', async () => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.getByRole('button', { name: 'Add Endpoint' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Webhook Endpoint' });
    await dialog.getByRole('checkbox', { name: 'comment.created' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'webhooks-add-phone', { fullPage: false });
  });
});
