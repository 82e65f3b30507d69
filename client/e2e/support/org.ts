import type { Page } from 'playwright-core';

/** Marks the page's window, so `stillNoReload` can tell that a live update came without a reload. */
export const markNoReload = (page: Page) => page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
export const stillNoReload = (page: Page) => page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload === true);

/** Types `text` into the `label` combobox of the `dialogName` dialog and picks the option of that name. */
export async function pickOption(page: Page, dialogName: string, label: string, text: string): Promise<void> {
  const box = page.getByRole('dialog', { name: dialogName }).getByRole('combobox', { name: label });
  await box.fill(text);
  await page.getByRole('option', { name: text, exact: true }).click();
}

/** From the org dashboard: creates the organization `name` and opens it (its ACTIVE LADDERS). */
export async function createOrganization(page: Page, name: string): Promise<void> {
  await page.goto('/org-dashboard');
  await page.getByRole('heading', { name: 'ACTIVE LEAGUES' }).waitFor();
  await page.getByRole('button', { name: 'Create League' }).click();
  const org = page.getByRole('dialog', { name: 'Create League' });
  await org.getByLabel('League Name').fill(name);
  await org.getByRole('button', { name: 'Create League' }).click();
  await org.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: `Manage ${name}` }).click();
  await page.getByRole('heading', { name: 'ACTIVE LADDERS' }).waitFor();
}
