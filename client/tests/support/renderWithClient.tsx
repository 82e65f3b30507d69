import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink, MockSubscriptionLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import { OperationTypeNode } from 'graphql';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createCache } from '../../src/apollo/cache';
import { AuthContext, type AuthContextValue } from '../../src/auth/authContext';
import { createFakeAuthClient, makeSession, makeUser } from './auth';

/**
 * Renders `ui` with the app's real cache policies, a MockLink answering queries and mutations from
 * `mocks`, and a MockSubscriptionLink the test drives (`subscriptions.simulateResult`), signed in as `viewerId`.
 */
export function renderWithClient(
  ui: ReactNode,
  { mocks = [], viewerId = 'user-viewer', path = '/' }: { mocks?: MockLink.MockedResponse[]; viewerId?: string | null; path?: string } = {},
) {
  const subscriptions = new MockSubscriptionLink();
  const link = ApolloLink.split((op) => op.operationType === OperationTypeNode.SUBSCRIPTION, subscriptions, new MockLink(mocks));
  const client = new ApolloClient({ link, cache: createCache() });
  const user = viewerId ? makeUser({ user_name: 'viewer' }, viewerId) : null;
  const session = user ? makeSession({ user }) : null;
  const auth: AuthContextValue = {
    session,
    user,
    loading: false,
    signedOutByUser: false,
    passwordRecovery: false,
    signOut: async () => {},
    client: createFakeAuthClient(session).client,
  };
  const view = render(
    <AuthContext.Provider value={auth}>
      <ApolloProvider client={client}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </ApolloProvider>
    </AuthContext.Provider>,
  );
  return { ...view, client, subscriptions };
}
