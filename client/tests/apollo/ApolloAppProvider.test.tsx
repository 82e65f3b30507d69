import type { ApolloClient } from '@apollo/client';
import { act, render } from '@testing-library/react';
import { ApolloAppProvider } from '../../src/apollo/ApolloAppProvider';
import type { ApolloSetup } from '../../src/apollo/createApolloClient';
import { AuthProvider } from '../../src/auth/AuthProvider';
import { createFakeAuthClient, makeSession, makeUser } from '../support/auth';

describe('ApolloAppProvider', () => {
  it('resets the cache only when the viewer changes, and reconnects subscriptions on every new token', async () => {
    const resetStore = jest.fn(() => Promise.resolve([]));
    const setup = {
      client: { resetStore } as unknown as ApolloClient,
      restartSubscriptions: jest.fn(),
    } satisfies ApolloSetup;
    const auth = createFakeAuthClient(null);
    render(
      <AuthProvider client={auth.client}>
        <ApolloAppProvider setup={setup}>
          <p>app</p>
        </ApolloAppProvider>
      </AuthProvider>,
    );
    await act(async () => {}); // INITIAL_SESSION: visitor, nothing to reset
    expect(resetStore).not.toHaveBeenCalled();

    const ace = makeUser({}, 'user-ace');
    await act(async () => auth.emit('SIGNED_IN', makeSession({ user: ace })));
    expect(resetStore).toHaveBeenCalledTimes(1);
    expect(setup.restartSubscriptions).toHaveBeenCalledTimes(1);

    await act(async () => auth.emit('TOKEN_REFRESHED', makeSession({ user: ace, accessToken: 'refreshed-token' })));
    expect(resetStore).toHaveBeenCalledTimes(1); // same viewer: the cache stays
    expect(setup.restartSubscriptions).toHaveBeenCalledTimes(2); // but the socket must carry the new token

    await act(async () => auth.emit('SIGNED_OUT', null));
    expect(resetStore).toHaveBeenCalledTimes(2);
    expect(setup.restartSubscriptions).toHaveBeenCalledTimes(3);
  });
});
