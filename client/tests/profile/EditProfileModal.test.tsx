import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EditProfileModal, PROFILE_SAVED } from '../../src/components/profile/EditProfileModal';
import * as toast from '../../src/lib/toast';
import { UpdateTeamProfileDocument, UpdateUserProfileDocument } from '../../src/gql/graphql';
import { renderWithClient } from '../support/renderWithClient';

const original = {
  id: 'user-1',
  displayName: 'Demo Player',
  bio: 'Old bio',
  videoUrl: null,
  profilePicture: '/media/user/picture/old.webp',
  banner: null,
};

function png(name = 'me.png') {
  return new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
}

function dialog() {
  return screen.getByRole('dialog', { name: 'Edit Profile' });
}

function field(label: string) {
  return within(dialog()).getByLabelText(label, { exact: true, selector: 'input, textarea' });
}

describe('EditProfileModal', () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn();
    global.fetch = fetchMock as typeof fetch;
  });

  it('has the user fields, each with its own Cancel that restores the original', async () => {
    renderWithClient(<EditProfileModal entity="user" original={original} onClose={() => {}} onSaved={() => {}} />);
    for (const label of ['Profile Picture', 'Banner', 'Display Name', 'Bio', 'Video URL']) expect(field(label)).toBeTruthy();
    expect(field('Profile Picture').getAttribute('accept')).toBe('image/*');

    fireEvent.change(field('Bio'), { target: { value: 'Something else' } });
    const cancelBio = within(dialog()).getByRole('button', { name: 'Cancel bio change' });
    expect(cancelBio.hasAttribute('disabled')).toBe(false);
    fireEvent.click(cancelBio);
    expect((field('Bio') as HTMLTextAreaElement).value).toBe('Old bio');
    expect(within(dialog()).getByRole('button', { name: 'Apply' }).hasAttribute('disabled')).toBe(true);
    await act(async () => {}); // formik's validation after each change settles
  });

  it('team and organizer pages have no display name', () => {
    renderWithClient(<EditProfileModal entity="team" original={{ id: 't', bio: null }} onClose={() => {}} onSaved={() => {}} />);
    expect(within(dialog()).queryByLabelText('Display Name')).toBeNull();
  });

  it('Apply sends only the changed text (through GraphQL) and the new picture (multipart, bearer token), then refreshes', async () => {
    const success = jest.spyOn(toast.notify, 'success').mockImplementation(() => 1);
    const onSaved = jest.fn(async () => {});
    const onClose = jest.fn();
    const saved = jest.fn(() => ({ data: { updateUserProfile: { __typename: 'User', id: 'user-1', displayName: 'Demo Player', bio: 'New bio', videoUrl: null } } }));
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ user_id: 'user-1' }), { status: 200, headers: { 'content-type': 'application/json' } }));
    renderWithClient(<EditProfileModal entity="user" original={original} onClose={onClose} onSaved={onSaved} />, {
      viewerId: 'user-1',
      // Only bio: a request carrying display name or video too would not match this mock.
      mocks: [{ request: { query: UpdateUserProfileDocument, variables: { userId: 'user-1', input: { bio: 'New bio' } } }, result: saved }],
    });
    fireEvent.change(field('Bio'), { target: { value: '  New bio ' } });
    fireEvent.change(field('Profile Picture'), { target: { files: [png()] } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saved).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/user/update-user-profile-pic/user-1');
    expect(init.method).toBe('PUT');
    expect((init.headers as Record<string, string>).authorization).toMatch(/^Bearer /);
    const body = init.body as FormData;
    expect((body.get('user_profile_pic') as File).name).toBe('me.png');
    expect(onSaved).toHaveBeenCalledTimes(1);
    // It says so (issue 23 item 7).
    expect(success).toHaveBeenCalledWith(PROFILE_SAVED);
    success.mockRestore();
  });

  it("shows the server's message when it refuses an upload, and keeps the dialog open", async () => {
    const onClose = jest.fn();
    const message = 'The file must be a JPEG, PNG, WebP, GIF or AVIF image.';
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: { code: 'BAD_USER_INPUT', message, fields: { team_banner_pic: message } } }), { status: 400 }),
    );
    renderWithClient(<EditProfileModal entity="team" original={{ id: 'team-1', bio: null }} onClose={onClose} onSaved={() => {}} />);
    fireEvent.change(field('Banner'), { target: { files: [png('fake.png')] } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Apply' }));
    const alert = await within(dialog()).findByText(message);
    expect(alert.getAttribute('role')).toBe('alert');
    expect(fetchMock.mock.calls[0][0]).toBe('/api/team/update-team-banner/team-1');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('puts BAD_USER_INPUT field messages from the server under their fields', async () => {
    renderWithClient(<EditProfileModal entity="team" original={{ id: 'team-1', bio: null }} onClose={() => {}} onSaved={() => {}} />, {
      mocks: [
        {
          request: { query: UpdateTeamProfileDocument, variables: { teamId: 'team-1', input: { bio: 'hello' } } },
          result: { errors: [{ message: 'Bio refused.', extensions: { code: 'BAD_USER_INPUT', fields: { bio: 'Bio refused by the server.' } } }] },
        },
      ],
    });
    fireEvent.change(field('Bio'), { target: { value: 'hello' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog()).findByText('Bio refused by the server.')).toBeTruthy();
  });

  it('checks fields before sending: images only, a display name, an http(s) video URL', async () => {
    renderWithClient(<EditProfileModal entity="user" original={original} onClose={() => {}} onSaved={() => {}} />);
    fireEvent.change(field('Profile Picture'), { target: { files: [new File(['hi'], 'notes.txt', { type: 'text/plain' })] } });
    fireEvent.change(field('Display Name'), { target: { value: '   ' } });
    fireEvent.change(field('Video URL'), { target: { value: 'ftp://example.test/v.mp4' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog()).findByText('Choose an image file (JPEG, PNG, WebP, GIF or AVIF).')).toBeTruthy();
    expect(within(dialog()).getByText('Display name must be 1 to 50 characters.')).toBeTruthy();
    expect(within(dialog()).getByText('Video URL must be an http or https link.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
