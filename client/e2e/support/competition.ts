import type { Page } from 'playwright-core';
import { newAccount, signUpAndSignIn } from './auth';

/**
 * A new team leader (a fresh `prefix` account) opens the ladder or tournament page at `path`, presses Join,
 * creates the team `team` in the Join Ladder / Tournament Requirement modal (`dialog`) and joins with it.
 */
export async function newLeaderCreatesTeamAndJoins(
  page: Page,
  { prefix, path, heading, dialog, team }: { prefix: string; path: string; heading: string; dialog: string; team: string },
): Promise<void> {
  await signUpAndSignIn(page, newAccount(prefix));
  await page.goto(path);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  const modal = page.getByRole('dialog', { name: dialog });
  await modal.getByLabel('Team Name').fill(team);
  await modal.getByRole('button', { name: 'Create Team and Join' }).click();
  // Staff approve entries here: the join says it waits (issue 23 item 5), never 'Successfully joined!'.
  await page.getByText('Request sent: waiting for approval').first().waitFor();
  await modal.waitFor({ state: 'detached' });
}

/** Waits until the page's Join button reads Pending (off): the entry is pending until staff answer. */
export async function joinButtonDisabled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const button = [...document.querySelectorAll('button')].find((el) => el.textContent === 'Pending');
    return button?.hasAttribute('disabled');
  });
}

/**
 * In the open Report Score modal: once Finalize Scores is on (the server marked the scores updated), press it,
 * then 'Yes, Finalize' in 'Are you sure?', and wait for its toast.
 */
export async function finalizeScores(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const button = [...document.querySelectorAll('button')].find((el) => el.textContent === 'Finalize Scores');
    return button && !button.hasAttribute('disabled');
  });
  await page.getByRole('dialog', { name: 'Report Score' }).getByRole('button', { name: 'Finalize Scores' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await confirm.getByRole('button', { name: 'Yes, Finalize' }).click();
  await page.getByText('Scores finalized successfully!').waitFor();
  await confirm.waitFor({ state: 'detached' });
}
