import type { Locator, Page } from 'playwright-core';
import { ShellPage } from './ShellPage';

/** A user, team or organizer page: hero, follow / Edit Profile, side boxes and the comment wall. */
export class ProfilePage extends ShellPage {
  readonly heading: Locator;
  readonly picture: Locator;
  readonly bioPreview: Locator;
  readonly followButton: Locator;
  readonly followingButton: Locator;
  readonly editProfileButton: Locator;
  readonly wall: Locator;
  readonly commentBox: Locator;
  readonly postComment: Locator;
  readonly editDialog: Locator;

  constructor(page: Page, wallTitle = 'Comments') {
    super(page);
    this.heading = page.getByRole('heading', { level: 1 });
    this.picture = page.getByTestId('profile-picture');
    this.bioPreview = page.getByTestId('bio-preview');
    this.followButton = page.getByRole('button', { name: 'follow', exact: true });
    this.followingButton = page.getByRole('button', { name: 'following', exact: true });
    this.editProfileButton = page.getByRole('button', { name: 'Edit Profile' });
    this.wall = page.getByRole('region', { name: wallTitle });
    this.commentBox = this.wall.getByLabel('Write a comment');
    this.postComment = this.wall.getByRole('button', { name: 'Post Comment' });
    this.editDialog = page.getByRole('dialog', { name: 'Edit Profile' });
  }

  /** Opens the page and waits until its data and its comment wall have loaded. */
  async open(path: string): Promise<void> {
    await this.goto(path);
    await this.heading.waitFor();
    await this.wall.waitFor();
    await this.page.waitForFunction(() => !document.querySelector('main')?.textContent?.includes('Loading...'));
  }

  /** A comment (or reply) on the wall by its text. */
  comment(text: string): Locator {
    return this.wall.getByRole('article').filter({ hasText: text });
  }

  /** An edit-dialog input by its exact label. */
  editField(label: string): Locator {
    return this.editDialog.getByLabel(label, { exact: true });
  }
}
