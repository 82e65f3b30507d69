import type { Locator, Page } from 'playwright-core';
import { ShellPage } from './ShellPage';

/** /login */
export class LoginPage extends ShellPage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly error: Locator;

  constructor(page: Page) {
    super(page);
    const form = page.getByRole('form', { name: 'Login' });
    this.heading = page.getByRole('heading', { level: 1, name: 'Login' });
    this.email = form.getByLabel('Email');
    this.password = form.getByLabel('Password');
    this.submit = form.getByRole('button', { name: 'Login' });
    this.error = form.getByRole('alert');
  }

  async open(): Promise<void> {
    await this.goto('/login');
    await this.heading.waitFor();
  }

  async logIn(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}

/** /signup */
export class SignupPage extends ShellPage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly username: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly success: Locator;

  constructor(page: Page) {
    super(page);
    const form = page.getByRole('form', { name: 'Signup' });
    this.heading = page.getByRole('heading', { level: 1, name: 'Signup' });
    this.email = form.getByLabel('Email');
    this.username = form.getByLabel('Username');
    this.password = form.getByLabel('Password');
    this.submit = form.getByRole('button', { name: 'Signup' });
    this.success = page.getByRole('status').filter({ hasText: 'Signup successful! Redirecting to home...' });
  }

  async open(): Promise<void> {
    await this.goto('/signup');
    await this.heading.waitFor();
  }

  async signUp(email: string, username: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.username.fill(username);
    await this.password.fill(password);
    await this.submit.click();
  }
}

/** /forgot */
export class ForgotPage extends ShellPage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly submit: Locator;
  readonly sent: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = page.getByRole('heading', { level: 1, name: 'Password Recovery' });
    this.email = page.getByRole('form', { name: 'Password Recovery' }).getByLabel('Email');
    this.submit = page.getByRole('button', { name: 'Reset Password' });
    this.sent = page.getByRole('status').filter({ hasText: 'Check your inbox' });
  }

  async open(): Promise<void> {
    await this.goto('/forgot');
    await this.heading.waitFor();
  }
}

/** /reset-password: the code step without a session, the new-password step with one. */
export class ResetPasswordPage extends ShellPage {
  readonly heading: Locator;
  readonly newPassword: Locator;
  readonly confirmPassword: Locator;
  readonly submit: Locator;
  readonly done: Locator;
  readonly codeEmail: Locator;
  readonly code: Locator;

  constructor(page: Page) {
    super(page);
    const passwordForm = page.getByRole('form', { name: 'Set a new password' });
    const codeForm = page.getByRole('form', { name: 'Enter the code' });
    this.heading = page.getByRole('heading', { level: 1, name: 'Reset Password' });
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
