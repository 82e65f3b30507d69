import { ApolloProvider } from '@apollo/client/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useAuth } from '../auth/useAuth';
import type { ApolloSetup } from './createApolloClient';

/**
 * Provides the Apollo client and keeps it in step with the viewer: when the signed-in user changes,
 * cached data of the previous viewer is dropped (active queries refetch) and live subscriptions reconnect with the new token.
 */
export function ApolloAppProvider({ setup, children }: { setup: ApolloSetup; children: ReactNode }) {
  const { user, loading } = useAuth();
  const userId = loading ? undefined : (user?.id ?? null);
  const previous = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    if (userId === undefined) return;
    if (previous.current !== undefined && previous.current !== userId) {
      // Refetches the active queries for the new viewer. A reset that overlaps an in-flight query
      // rejects that query (it is refetched anyway), so only log the reset's own failure.
      setup.client.resetStore().catch((error: unknown) => console.warn('Apollo store reset failed', error));
      setup.restartSubscriptions();
    }
    previous.current = userId;
  }, [userId, setup]);

  return <ApolloProvider client={setup.client}>{children}</ApolloProvider>;
}
