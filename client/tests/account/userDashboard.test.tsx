import type { MockLink } from '@apollo/client/testing';
import { AuthApiError } from '@supabase/auth-js';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MyAccountDocument, MyApiTokensDocument } from '../../src/gql/graphql';
import UserDashboardPage from '../../src/pages/user-dashboard/UserDashboardPage';
import { makeSession, makeUser } from '../support/auth';
import { press } from '../support/forms';
import { renderPage } from '../support/renderPage';

type Viewer = { id: string; userName: string; displayName: string | null; profilePicture: string | null; banner: string | null };

const ACE: Viewer = {
  id: 'user-ace',
  userName: 'ace',
  displayName: 'Ace of Spades',
  profilePicture: '/media/ace.png',
  banner: '/media/ace-banner.png',
};

function viewerMock(viewer: Viewer | null, delay = 0): MockLink.MockedResponse {
  return {
    request: { query: MyAccountDocument },
    result: { data: { viewer: viewer && { __typename: 'User', ...viewer } } },
    delay,
  };
}

function viewerErrorMock(message = 'Cannot query field "viewer"'): MockLink.MockedResponse {
  return { request: { query: MyAccountDocument }, result: { errors: [new GraphQLError(message)] }, delay: 0 };
}

const session = () => makeSession({ user: makeUser({ user_name: 'ace', display_name: 'Ace' }, 'user-ace', 'ace@example.test') });

async function open(mocks: MockLink.MockedResponse[] = [viewerMock(ACE)], options: { session?: ReturnType<typeof makeSession> } = {}) {
  // The API tokens panel's own query (tested in tests/account/apiTokens.test.tsx): an empty list here.
  const tokens: MockLink.MockedResponse = { request: { query: MyApiTokensDocument }, result: { data: { myApiTokens: [] } } };
  const view = await renderPage(UserDashboardPage, '/user-dashboard', { session: options.session ?? session(), mocks: [...mocks, tokens] });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
  });
  return view;
}

const emailInput = () => within(screen.getByRole('form', { name: 'Email' })).getByLabelText('Email') as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

const click = press;

describe('My Account: data states', () => {
  it("shows 'Loading...' first", async () => {
    await renderPage(UserDashboardPage, '/user-dashboard', { session: session(), mocks: [viewerMock(ACE, 50)] });
    expect(screen.getByText('Loading...')).toBeTruthy();
  });

  it('shows banner, picture, the display name then @user name (as the profile does), and the email from the viewer query', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeTruthy();
    const profile = screen.getByRole('region', { name: 'Profile' });
    // Issue 23 item 14: the @ belongs to the user name everywhere (it read 'ace / @Ace of Spades').
    const name = within(profile).getByText('Ace of Spades');
    const handle = within(profile).getByText('@ace');
    expect(name.compareDocumentPosition(handle) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(profile).queryByText('@Ace of Spades')).toBeNull();
    const images = profile.querySelectorAll('img');
    expect(images[0]!.getAttribute('src')).toBe('/media/ace-banner.png');
    expect(images[1]!.getAttribute('src')).toBe('/media/ace.png');
    expect(emailInput().value).toBe('ace@example.test');
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeTruthy();
  });

  it('falls back to the user name and the default images', async () => {
    await open([viewerMock({ ...ACE, displayName: null, profilePicture: null, banner: null })]);
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('ace')).toBeTruthy();
    expect(within(profile).getByText('@ace')).toBeTruthy();
    const images = profile.querySelectorAll('img');
    expect(images[0]!.getAttribute('src')).toBe('/images/defaults/banner.svg');
    expect(images[1]!.getAttribute('src')).toBe('/images/defaults/avatar.svg');
  });

  it('uses the session metadata while the viewer query fails', async () => {
    await open([viewerErrorMock()]);
    const profile = screen.getByRole('region', { name: 'Profile' });
    // Display name first, then @user name (issue 23 item 14), from the session's metadata.
    expect(within(profile).getByText('Ace')).toBeTruthy();
    expect(within(profile).getByText('@ace')).toBeTruthy();
  });

  it("shows 'Error: {message}' when the query fails and the session has no profile either", async () => {
    await open([viewerErrorMock('Profile service down')], { session: makeSession({ user: makeUser({}, 'user-x') }) });
    expect(screen.getByRole('alert').textContent).toBe('Error: Profile service down');
  });

  it("shows 'No user data available' when there is no viewer", async () => {
    await open([viewerMock(null)]);
    expect(screen.getByText('No user data available')).toBeTruthy();
  });
});

describe('My Account: email change', () => {
  it("Save is active only when the email changed and is valid ('Invalid email format.')", async () => {
    await open();
    expect(saveButton().disabled).toBe(true);
    await act(async () => {
      fireEvent.change(emailInput(), { target: { value: 'ace@example' } });
    });
    expect(screen.getByText('Invalid email format.')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    await act(async () => {
      fireEvent.change(emailInput(), { target: { value: 'ACE@example.test' } });
    });
    expect(saveButton().disabled).toBe(true);
    await act(async () => {
      fireEvent.change(emailInput(), { target: { value: 'ace.new@example.test' } });
    });
    expect(screen.queryByText('Invalid email format.')).toBeNull();
    expect(saveButton().disabled).toBe(false);
  });

  async function startChange(to = 'ace.new@example.test') {
    await act(async () => {
      fireEvent.change(emailInput(), { target: { value: to } });
    });
    await click('Save');
    return screen.getByRole('dialog', { name: 'Enter Current Password' });
  }

  it('Save opens Enter Current Password; Cancel closes it without calls', async () => {
    const { auth } = await open();
    const dialog = await startChange();
    expect(within(dialog).getByText('To change your email to ace.new@example.test, confirm it is you.')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Current Password'));
    await click('Cancel', dialog);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(auth.signInWithPassword).not.toHaveBeenCalled();
    expect(emailInput().value).toBe('ace.new@example.test');
  });

  it("a wrong password: 'Current password is incorrect.' and no update", async () => {
    const { auth } = await open();
    const dialog = await startChange();
    auth.signInWithPassword.mockResolvedValueOnce({
      data: { user: null, session: null },
      error: new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'),
    } as never);
    fireEvent.change(within(dialog).getByLabelText('Current Password'), { target: { value: 'wrong-one' } });
    await click('Confirm', dialog);
    expect(auth.signInWithPassword).toHaveBeenCalledWith({ email: 'ace@example.test', password: 'wrong-one' });
    expect(within(dialog).getByText('Current password is incorrect.')).toBeTruthy();
    expect(auth.updateUser).not.toHaveBeenCalled();
  });

  it("the right password: updateUser({ email, password }) -> 'Email updated successfully!' and the form is clean again", async () => {
    const { auth } = await open();
    const dialog = await startChange();
    fireEvent.change(within(dialog).getByLabelText('Current Password'), { target: { value: 'right-one' } });
    await click('Confirm', dialog);
    expect(auth.updateUser).toHaveBeenCalledWith({ email: 'ace.new@example.test', password: 'right-one', current_password: 'right-one' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Email updated successfully!');
    expect(emailInput().value).toBe('ace.new@example.test');
    expect(saveButton().disabled).toBe(true);
  });

  it("a failed update: 'Email update failed. Please try again.'", async () => {
    const { auth } = await open();
    const dialog = await startChange();
    auth.updateUser.mockResolvedValueOnce({ data: { user: null }, error: new AuthApiError('boom', 500, 'unexpected_failure') } as never);
    fireEvent.change(within(dialog).getByLabelText('Current Password'), { target: { value: 'right-one' } });
    await click('Confirm', dialog);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Email update failed. Please try again.');
    // Still modified: the user can try again.
    expect(saveButton().disabled).toBe(false);
  });

  it('an address taken by another account says so', async () => {
    const { auth } = await open();
    const dialog = await startChange();
    auth.updateUser.mockResolvedValueOnce({
      data: { user: null },
      error: new AuthApiError('A user with this email address has already been registered', 422, 'email_exists'),
    } as never);
    fireEvent.change(within(dialog).getByLabelText('Current Password'), { target: { value: 'right-one' } });
    await click('Confirm', dialog);
    expect(screen.getByRole('alert').textContent).toBe('Email update failed. That email address is already used by another account.');
  });

  it("an exception: 'An unexpected error occurred. Please try again.'", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { auth } = await open();
    const dialog = await startChange();
    auth.signInWithPassword.mockRejectedValueOnce(new Error('kaboom'));
    fireEvent.change(within(dialog).getByLabelText('Current Password'), { target: { value: 'right-one' } });
    await click('Confirm', dialog);
    expect(within(dialog).getByRole('alert').textContent).toBe('An unexpected error occurred. Please try again.');
  });
});

describe('My Account: password change', () => {
  async function openModal() {
    const view = await open();
    await click('Change Password');
    return { ...view, dialog: screen.getByRole('dialog', { name: 'Change Password' }) };
  }

  function fill(dialog: HTMLElement, current: string, next: string, confirm: string) {
    fireEvent.change(within(dialog).getByLabelText('Current Password'), { target: { value: current } });
    fireEvent.change(within(dialog).getByLabelText('New Password'), { target: { value: next } });
    fireEvent.change(within(dialog).getByLabelText('Confirm New Password'), { target: { value: confirm } });
  }

  it('has the three fields, Submit and Cancel; "New passwords don\'t match"', async () => {
    const { dialog, auth } = await openModal();
    fill(dialog, 'old-pass', 'new-pass-1', 'new-pass-2');
    await click('Submit', dialog);
    expect(within(dialog).getByText("New passwords don't match")).toBeTruthy();
    expect(auth.updateUser).not.toHaveBeenCalled();
    await click('Cancel', dialog);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("sends password and current_password; success closes the modal with 'Password updated successfully!'", async () => {
    const { dialog, auth } = await openModal();
    fill(dialog, 'old-pass', 'new-pass-1', 'new-pass-1');
    await click('Submit', dialog);
    expect(auth.updateUser).toHaveBeenCalledWith({ password: 'new-pass-1', current_password: 'old-pass' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Password updated successfully!');
  });

  it("a wrong current password: 'Current password is incorrect.' under that field, modal stays", async () => {
    const { dialog, auth } = await openModal();
    auth.updateUser.mockResolvedValueOnce({
      data: { user: null },
      error: new AuthApiError('Current password is incorrect.', 400, 'invalid_credentials'),
    } as never);
    fill(dialog, 'wrong', 'new-pass-1', 'new-pass-1');
    await click('Submit', dialog);
    expect(within(dialog).getByText('Current password is incorrect.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Current Password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it("a refusal with a reason shows the reason: re-authentication under Current Password, a 4xx in the server's words", async () => {
    const { dialog, auth } = await openModal();
    auth.updateUser.mockResolvedValueOnce({
      data: { user: null },
      error: new AuthApiError('Password update requires reauthentication.', 400, 'reauthentication_needed'),
    } as never);
    fill(dialog, 'old-pass', 'new-pass-1', 'new-pass-1');
    await click('Submit', dialog);
    expect(within(dialog).getByText('For your security, enter your current password to change it.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Current Password').getAttribute('aria-invalid')).toBe('true');
    auth.updateUser.mockResolvedValueOnce({
      data: { user: null },
      error: new AuthApiError('Password should be at most 128 characters.', 422, 'validation_failed'),
    } as never);
    await click('Submit', dialog);
    expect(within(dialog).getByRole('alert').textContent).toBe('Password should be at most 128 characters.');
  });

  it("any other failure: 'Password change failed. Please try again.'", async () => {
    const { dialog, auth } = await openModal();
    auth.updateUser.mockResolvedValueOnce({ data: { user: null }, error: new AuthApiError('boom', 500, 'unexpected_failure') } as never);
    fill(dialog, 'old-pass', 'new-pass-1', 'new-pass-1');
    await click('Submit', dialog);
    expect(within(dialog).getByRole('alert').textContent).toBe('Password change failed. Please try again.');
  });

  it('Escape closes the modal', async () => {
    await openModal();
    await act(async () => {
      // A real key press lands on the focused element, which is inside the (focus-trapping) modal.
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('My Account: Log Out', () => {
  it("shows 'Logging out...' while pending, then goes to /login", async () => {
    const { auth, router } = await open();
    let finish!: () => void;
    auth.signOut.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          finish = () => {
            auth.emit('SIGNED_OUT', null);
            resolve({ error: null });
          };
        }),
    );
    await click('Log Out');
    expect((screen.getByRole('button', { name: 'Logging out...' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => finish());
    expect(router.state.location.pathname).toBe('/login');
  });
});
