import * as OTPAuth from 'otpauth';
import { AccountPage, LoginPage } from './pages/AccountPages';
import { AUTH_STORAGE_KEY, newAccount, signUpAndSignIn } from './support/auth';
import { baseUrl, openBrowser, screenshot, serverLog, VIEWPORTS, watchForErrors, type BrowserSession } from './support/browser';

/** The code an authenticator app shows for `secret`, `offsetSteps` periods after `at` (now). */
function codeFor(secret: string, offsetSteps = 0, at = Date.now()): string {
  const totp = new OTPAuth.TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: OTPAuth.Secret.fromBase32(secret) });
  return totp.generate({ timestamp: at + offsetSteps * 30_000 });
}

/**
 * Two-factor sign-in in Chromium: My Account sets up an authenticator app (the QR code loads, the key is shown, a code
 * turns it on), the login then asks for a code (a wrong one is refused beside the field), the right one signs in at
 * aal2, and My Account removes the app after a confirmation.
 */
describe('two-factor sign-in (desktop)', () => {
  let browser: BrowserSession;
  let problems: string[];
  let account: { email: string; password: string };
  let secret = '';
  /** When set-up's code was made: a replay sends that moment's code, whatever the clock says by then. */
  let usedAt = 0;

  beforeAll(async () => {
    browser = await openBrowser(VIEWPORTS.desktop);
    problems = watchForErrors(browser.page);
    account = await signUpAndSignIn(browser.page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function storedAal(): Promise<string | undefined> {
    const stored = await browser.page.evaluate((key) => window.localStorage.getItem(key), AUTH_STORAGE_KEY);
    const token = stored ? (JSON.parse(stored) as { access_token?: string }).access_token : undefined;
    return token ? (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { aal?: string }).aal : undefined;
  }

  it('sets up an authenticator app from My Account', async () => {
    const page = browser.page;
    await page.goto('/user-dashboard');
    const panel = page.getByRole('region', { name: 'Two-factor sign-in' });
    await panel.getByText('Off.', { exact: false }).waitFor();
    await panel.getByRole('button', { name: 'Set up authenticator app' }).click();

    const dialog = page.getByRole('dialog', { name: 'Set up two-factor sign-in' });
    const qr = dialog.getByRole('img', { name: 'QR code to add Clutch to your authenticator app' });
    await qr.waitFor();
    // The raw SVG data URL actually renders (a '#' in it would cut it short and the image would fail).
    await page.waitForFunction(
      (alt) => {
        const img = document.querySelector<HTMLImageElement>(`img[alt="${alt}"]`);
        return Boolean(img?.complete && img.naturalWidth > 0);
      },
      'QR code to add Clutch to your authenticator app',
    );
    secret = (await dialog.locator('code').innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await screenshot(page, 'two-factor-setup-desktop', { fullPage: false });

    await dialog.getByLabel('Code from the app').fill('12345');
    await dialog.getByRole('button', { name: 'Turn on' }).click();
    await dialog.getByText('The code is 6 digits.').waitFor();
    usedAt = Date.now();
    await dialog.getByLabel('Code from the app').fill(codeFor(secret, 0, usedAt));
    await dialog.getByRole('button', { name: 'Turn on' }).click();
    await page.getByRole('status').filter({ hasText: 'Two-factor sign-in is on.' }).waitFor();
    await panel.getByRole('list', { name: 'Authenticator apps' }).getByText('Authenticator app').waitFor();
    expect(await storedAal()).toBe('aal2');
  });

  it('asks for the code at login: a wrong or reused one is refused, the next one signs in at aal2', async () => {
    const page = browser.page;
    await page.evaluate((key) => window.localStorage.removeItem(key), AUTH_STORAGE_KEY);
    const login = new LoginPage(page);
    await login.open();
    await login.logIn(account.email, account.password);

    const codeStep = page.getByRole('form', { name: 'Two-factor code' });
    await page.getByRole('heading', { level: 1, name: 'Enter your code' }).waitFor();
    expect(await storedAal()).toBe('aal1');
    // The code set-up used is spent; so is any guess.
    await codeStep.getByLabel('Authentication code').fill(codeFor(secret, 0, usedAt));
    await codeStep.getByRole('button', { name: 'Verify' }).click();
    await codeStep.getByText('That code did not work', { exact: false }).waitFor();
    await screenshot(page, 'two-factor-login-refused-desktop', { fullPage: false });
    expect(page.url()).toBe(`${baseUrl()}/login`);

    await codeStep.getByLabel('Authentication code').fill(codeFor(secret, 1));
    await codeStep.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${baseUrl()}/`, { timeout: 10_000 });
    expect(await storedAal()).toBe('aal2');
  });

  it('changes the email from the aal2 session (no password sign-in that would drop it to aal1)', async () => {
    const accountPage = new AccountPage(browser.page);
    await accountPage.open();
    const newEmail = account.email.replace('@', '.moved@');
    await accountPage.email.fill(newEmail);
    await accountPage.save.click();
    const dialog = accountPage.dialog('Enter Current Password');
    await dialog.getByLabel('Current Password').fill(account.password);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await browser.page.getByRole('status').filter({ hasText: `Check ${newEmail} for a link` }).waitFor();
    expect(await storedAal()).toBe('aal2');
  });

  it('removes the app after a confirmation', async () => {
    const page = browser.page;
    await page.goto('/user-dashboard');
    const panel = page.getByRole('region', { name: 'Two-factor sign-in' });
    await panel.getByRole('button', { name: 'Remove' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove the authenticator app?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await confirm.count()).toBe(0);
    await panel.getByRole('button', { name: 'Remove' }).click();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('status').filter({ hasText: 'The authenticator app was removed.' }).waitFor();
    await panel.getByText('Off.', { exact: false }).waitFor();
    // The one refused answer is the deliberately reused code's (422 mfa_verification_failed).
    expect(problems.filter((problem) => !/^HTTP 422 \S+\/auth\/v1\/factors\/[^/]+\/verify$/.test(problem))).toEqual([]);
    expect(problems).toHaveLength(1);
  });
});

/** The newest two-factor code texted to `phone` (the server logs `[auth] sms to <phone>: two-factor code <code>`), waiting for a new one. */
async function textedCode(phone: string, seen: string[]): Promise<string> {
  const line = new RegExp(`\\[auth\\] sms to ${phone}: two-factor code (\\d{6})`, 'g');
  const deadline = Date.now() + 10_000;
  for (;;) {
    const log = serverLog();
    const codes = [...log.matchAll(line)].map((m) => m[1]!).filter((code) => !seen.includes(code));
    if (codes.length > 0) return codes[codes.length - 1]!;
    if (Date.now() > deadline) throw new Error(`e2e: no new two-factor text to ${phone} in the server log`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('two-factor sign-in with a phone factor (phone)', () => {
  let browser: BrowserSession;
  const account = newAccount('phone2fa');
  const phone = `1555${String(Date.now()).slice(-7)}`;

  beforeAll(async () => {
    browser = await openBrowser(VIEWPORTS.phone);
    await signUpAndSignIn(browser.page, account);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('texts the code at login and signs in with it', async () => {
    const page = browser.page;
    // The factor is set up through the API (the app offers authenticator apps only).
    const stored = await page.evaluate((key) => window.localStorage.getItem(key), AUTH_STORAGE_KEY);
    const token = (JSON.parse(stored!) as { access_token: string }).access_token;
    const call = async (route: string, body: unknown) => {
      const res = await fetch(`${baseUrl()}/auth/v1${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(200);
      return (await res.json()) as { id: string };
    };
    const factor = await call('/factors', { factor_type: 'phone', phone: `+${phone}` });
    const challenge = await call(`/factors/${factor.id}/challenge`, {});
    const first = await textedCode(phone, []);
    await call(`/factors/${factor.id}/verify`, { challenge_id: challenge.id, code: first });

    await page.evaluate((key) => window.localStorage.removeItem(key), AUTH_STORAGE_KEY);
    const login = new LoginPage(page);
    await login.open();
    await login.logIn(account.email, account.password);
    await page.getByText(`We texted a 6-digit code to the phone ending in ${phone.slice(-4)}.`).waitFor();
    await screenshot(page, 'two-factor-login-phone', { fullPage: false });
    const code = await textedCode(phone, [first]);
    const form = page.getByRole('form', { name: 'Two-factor code' });
    await form.getByLabel('Authentication code').fill(code);
    await form.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${baseUrl()}/`, { timeout: 10_000 });
  });
});
