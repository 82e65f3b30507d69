import type { Locator, Page } from 'playwright-core';

/** The site shell every screen shares: header, side menu and footer. */
export class ShellPage {
  readonly header: Locator;
  readonly burger: Locator;
  readonly homeLink: Locator;
  readonly searchBox: Locator;
  readonly signInLink: Locator;
  readonly menu: Locator;
  readonly footer: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.burger = this.header.locator('button[aria-controls="site-menu"]');
    this.homeLink = this.header.getByRole('link', { name: 'Clutch home' });
    this.searchBox = this.header.getByPlaceholder('Search...');
    this.signInLink = this.header.getByRole('link', { name: 'Sign In / Sign Up' });
    this.menu = page.locator('#site-menu');
    this.footer = page.getByRole('contentinfo');
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
    await this.header.waitFor();
  }

  /** The pathname the browser ended on (after client-side redirects). */
  pathname(): string {
    return new URL(this.page.url()).pathname;
  }

  async openMenu(): Promise<Locator> {
    await this.burger.click();
    await this.menu.and(this.page.locator('[data-state="open"]')).waitFor();
    return this.menu;
  }

  async closeMenu(): Promise<void> {
    await this.burger.click();
    await this.menu.and(this.page.locator('[data-state="closed"]')).waitFor({ state: 'attached' });
  }
}
