import type { Locator, Page } from 'playwright-core';
import { ShellPage } from './ShellPage';

export class NotFoundPage extends ShellPage {
  readonly heading: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = page.getByRole('heading', { level: 1, name: '404 - Page Not Found' });
  }
}
