import type { Locator, Page } from 'playwright-core';
import { ShellPage } from './ShellPage';

export class HomePage extends ShellPage {
  readonly banner: Locator;
  readonly welcome: Locator;
  readonly joinButton: Locator;
  readonly loginButton: Locator;
  readonly lockedFeatured: Locator;

  constructor(page: Page) {
    super(page);
    this.banner = page.getByRole('region', { name: 'Featured banners' });
    this.welcome = page.getByRole('region', { name: 'Where teams are made and ladders are won.' });
    this.joinButton = this.welcome.getByRole('link', { name: 'Join' });
    this.loginButton = this.welcome.getByRole('link', { name: 'Login' });
    this.lockedFeatured = page.getByText('Please log in to view this content.');
  }

  async open(): Promise<void> {
    await this.goto('/');
    await this.welcome.waitFor();
  }
}
