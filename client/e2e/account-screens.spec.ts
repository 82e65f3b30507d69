import { AccountPage, ForgotPage, LoginPage, ResetPasswordPage, SignupPage } from './pages/AccountPages';
import { newAccount } from './support/auth';
import { baseUrl, openBrowser, screenshot, VIEWPORTS, watchForErrors, type BrowserSession } from './support/browser';
import { latestRecoveryLink, recoveryLinks } from './support/mail';

/** The account screens at desktop and phone width (screenshots in client/e2e/artifacts/), and their layout on a phone. */
describe.each(Object.entries(VIEWPORTS))('account screens (%s)', (name, viewport) => {
  let browser: BrowserSession;
  let problems: string[];
  const account = newAccount('screens');

  beforeAll(async () => {
    browser = await openBrowser(viewport);
    problems = watchForErrors(browser.page);
    const res = await fetch(`${baseUrl()}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password, data: { user_name: account.userName } }),
    });
    expect(res.status).toBe(200);
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** Nothing sticks out sideways (no horizontal scroll on a 375 px phone). */
  async function expectNoHorizontalOverflow() {
    const overflow = await browser.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }

  it('Login', async () => {
    const login = new LoginPage(browser.page);
    await login.open();
    await screenshot(browser.page, `login-${name}`);
    await expectNoHorizontalOverflow();
  });

  it('Signup, with its validation messages', async () => {
    const signup = new SignupPage(browser.page);
    await signup.open();
    await screenshot(browser.page, `signup-${name}`);
    await signup.signUp('someone@example', 'No Spaces!', '123');
    await browser.page.getByText('Only letters and numbers, are allowed.').waitFor();
    await screenshot(browser.page, `signup-errors-${name}`);
    await expectNoHorizontalOverflow();
  });

  it('Password Recovery and its neutral confirmation', async () => {
    const forgot = new ForgotPage(browser.page);
    await forgot.open();
    await screenshot(browser.page, `forgot-${name}`);
    await forgot.email.fill(account.email);
    await forgot.submit.click();
    await forgot.sent.waitFor();
    await screenshot(browser.page, `forgot-sent-${name}`);
    await expectNoHorizontalOverflow();
  });

  it('Reset Password: the code step, then the new-password step from the link', async () => {
    const page = browser.page;
    await new ForgotPage(page).sent.getByText(account.email).waitFor();
    await page.getByRole('link', { name: 'Enter the code' }).click();
    const reset = new ResetPasswordPage(page);
    await reset.code.waitFor();
    expect(await reset.codeEmail.inputValue()).toBe(account.email);
    await screenshot(page, `reset-code-${name}`);

    const link = await latestRecoveryLink(account.email, { seenBefore: [] });
    expect(recoveryLinks(account.email)).toHaveLength(1);
    await page.goto(link);
    await reset.newPassword.waitFor();
    await screenshot(page, `reset-${name}`);
    await expectNoHorizontalOverflow();
  });

  it('My Account and its Change Password modal', async () => {
    const accountPage = new AccountPage(browser.page);
    await accountPage.open();
    await accountPage.profile.getByText(`@${account.userName}`).waitFor();
    await screenshot(browser.page, `account-${name}`);
    await expectNoHorizontalOverflow();
    await accountPage.changePassword.click();
    await accountPage.dialog('Change Password').waitFor();
    await screenshot(browser.page, `account-change-password-modal-${name}`, { fullPage: false });
    await accountPage.dialog('Change Password').getByRole('button', { name: 'Cancel' }).click();
  });

  it('ran without page errors or failed requests', () => {
    expect(problems).toEqual([]);
  });
});
