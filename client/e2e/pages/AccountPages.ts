import type { Locator, Page } from 'playwright-core';
import { ShellPage } from './ShellPage';

/** An account screen at `path` whose level-1 heading is `title`; `open()` goes there and waits for it. */
class AccountScreen extends ShellPage {
  readonly heading: Locator;

  constructor(
    page: Page,
    private readonly path: string,
    title: string,
  ) {
    super(page);
    this.heading = page.getByRole('heading', { level: 1, name: title });
  }

  async open(): Promise<void> {
    await this.goto(this.path);
    await this.heading.waitFor();
  }
}

/** /login */
export class LoginPage extends AccountScreen {
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly error: Locator;

  constructor(page: Page) {
    super(page, '/login', 'Login');
    const form = page.getByRole('form', { name: 'Login' });
    this.email = form.getByLabel('Email');
    this.password = form.getByLabel('Password');
    this.submit = form.getByRole('button', { name: 'Login' });
    this.error = form.getByRole('alert');
  }

  async logIn(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}

/** /signup */
export class SignupPage extends AccountScreen {
  readonly email: Locator;
  readonly username: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly success: Locator;

  constructor(page: Page) {
    super(page, '/signup', 'Signup');
    const form = page.getByRole('form', { name: 'Signup' });
    this.email = form.getByLabel('Email');
    this.username = form.getByLabel('Username');
    this.password = form.getByLabel('Password');
    this.submit = form.getByRole('button', { name: 'Signup' });
    this.success = page.getByRole('status').filter({ hasText: 'Signup successful! Redirecting to home...' });
  }

  async signUp(email: string, username: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.username.fill(username);
    await this.password.fill(password);
    await this.submit.click();
  }
}

/** /forgot */
export class ForgotPage extends AccountScreen {
  readonly email: Locator;
  readonly submit: Locator;
  readonly sent: Locator;

  constructor(page: Page) {
    super(page, '/forgot', 'Password Recovery');
    this.email = page.getByRole('form', { name: 'Password Recovery' }).getByLabel('Email');
    this.submit = page.getByRole('button', { name: 'Reset Password' });
    this.sent = page.getByRole('status').filter({ hasText: 'Check your inbox' });
  }
}

/** /reset-password: the code step without a session, the new-password step with one. */
export class ResetPasswordPage extends AccountScreen {
  readonly newPassword: Locator;
  readonly confirmPassword: Locator;
  readonly submit: Locator;
  readonly done: Locator;
  readonly codeEmail: Locator;
  readonly code: Locator;

  constructor(page: Page) {
    super(page, '/reset-password', 'Reset Password');
    const passwordForm = page.getByRole('form', { name: 'Set a new password' });
    const codeForm = page.getByRole('form', { name: 'Enter the code' });
    this.newPassword = passwordForm.getByLabel('New Password', { exact: true });
    this.confirmPassword = passwordForm.getByLabel('Confirm New Password');
    this.submit = passwordForm.getByRole('button', { name: 'Set New Password' });
    this.done = page.getByRole('status').filter({ hasText: 'Your password has been reset.' });
    this.codeEmail = codeForm.getByLabel('Email');
    this.code = codeForm.getByLabel('6-digit code');
  }
}

/** /user-dashboard (My Account) */
export class AccountPage extends ShellPage {
  readonly heading: Locator;
  readonly profile: Locator;
  readonly email: Locator;
  readonly save: Locator;
  readonly changePassword: Locator;
  readonly logOut: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = page.getByRole('heading', { level: 1, name: 'My Account' });
    this.profile = page.getByRole('region', { name: 'Profile' });
    this.email = page.getByRole('form', { name: 'Email' }).getByLabel('Email');
    this.save = page.getByRole('button', { name: 'Save' });
    this.changePassword = page.getByRole('button', { name: 'Change Password' });
    this.logOut = page.locator('main').getByRole('button', { name: /^(Log Out|Logging out\.\.\.)$/ });
  }

  async open(): Promise<void> {
    await this.goto('/user-dashboard');
    await this.profile.waitFor();
  }

  dialog(name: 'Change Password' | 'Enter Current Password'): Locator {
    return this.page.getByRole('dialog', { name });
  }

  async changePasswordTo(current: string, next: string, confirm = next): Promise<Locator> {
    await this.changePassword.click();
    const dialog = this.dialog('Change Password');
    await dialog.getByLabel('Current Password').fill(current);
    await dialog.getByLabel('New Password', { exact: true }).fill(next);
    await dialog.getByLabel('Confirm New Password').fill(confirm);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    return dialog;
  }
}
