import { gql, InMemoryCache, type DocumentNode } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AuthProvider } from '../../src/auth/AuthProvider';
import { possibleTypes } from '../../src/gql/possibleTypes';
import { SideMenu } from '../../src/layout/SideMenu';
import { shellProfileUserFragment } from '../../src/layout/useShellProfile';
import { createFakeAuthClient, makeSession, makeUser } from '../support/auth';

/**
 * The closed menu asks the server nothing (see shell.test.tsx), yet shows the signed-in user as Apollo's cache holds
 * them: a picture or name that any query or mutation brings into the cache shows at once, before the menu is opened.
 */
describe("the closed menu's identity", () => {
  function renderClosedMenu(cache: InMemoryCache) {
    const stale = makeUser({ user_name: 'ace', user_score: 1, user_profile_pic: '/media/user/picture/old.webp' }, 'user-ace');
    const auth = createFakeAuthClient(makeSession({ user: stale }));
    return render(
      <AuthProvider client={auth.client}>
        <MockedProvider mocks={[]} cache={cache}>
          <MemoryRouter>
            <SideMenu open={false} onClose={() => {}} warm={false} />
          </MemoryRouter>
        </MockedProvider>
      </AuthProvider>,
    );
  }
  const avatar = () => document.querySelector('#site-menu img')?.getAttribute('src');
  /** Writes a user into the cache as a query or mutation's answer would, and lets the cache tell its watchers. */
  const writeToCache = (cache: InMemoryCache, fragment: DocumentNode, data: Record<string, unknown>) =>
    act(() => {
      cache.writeFragment({ fragment, data: { __typename: 'User', id: 'user-ace', ...data } });
      return new Promise((resolve) => setTimeout(resolve, 0));
    });
  const writeUser = (cache: InMemoryCache, fields: Record<string, unknown>) =>
    writeToCache(cache, shellProfileUserFragment, { userName: 'ace', displayName: null, score: 1, profilePicture: null, ...fields });

  it("shows the session's metadata while the cache has no such user", async () => {
    renderClosedMenu(new InMemoryCache({ possibleTypes }));
    await act(() => Promise.resolve());
    expect(avatar()).toBe('/media/user/picture/old.webp');
  });

  it('shows a new picture, name and score as soon as the cache has them', async () => {
    const cache = new InMemoryCache({ possibleTypes });
    const view = renderClosedMenu(cache);
    await act(() => Promise.resolve());
    await writeUser(cache, { profilePicture: '/media/user/picture/new.webp', score: 2048 });
    expect(avatar()).toBe('/media/user/picture/new.webp');
    expect(view.getByText('2048')).toBeTruthy();
    await writeUser(cache, { userName: 'ace-renamed', profilePicture: '/media/user/picture/newer.webp', score: 2048 });
    expect(avatar()).toBe('/media/user/picture/newer.webp');
    expect(view.getByText('ace-renamed')).toBeTruthy();
  });

  it('keeps the session for what the cache lacks: a user known only by a picture', async () => {
    const cache = new InMemoryCache({ possibleTypes });
    const view = renderClosedMenu(cache);
    await act(() => Promise.resolve());
    // As a picture upload's answer brings it: the user's id and new picture, nothing else.
    await writeToCache(
      cache,
      gql`
        fragment PictureOnly on User {
          id
          profilePicture
        }
      `,
      { profilePicture: '/media/user/picture/only.webp' },
    );
    expect(avatar()).toBe('/media/user/picture/only.webp');
    expect(view.getByText('ace')).toBeTruthy();
    expect(view.getByText('1')).toBeTruthy();
  });
});
