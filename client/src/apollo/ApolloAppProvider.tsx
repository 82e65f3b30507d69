import { ApolloProvider } from '@apollo/client/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useAuth } from '../auth/useAuth';
import type { ApolloSetup } from './createApolloClient';

/**
 * Provides the Apollo client and keeps it in step with the viewer: when the signed-in user changes,
 * cached data of the previous viewer is dropped (active queries refetch) and live subscriptions reconnect with the new token.
 * When only the token changes (an hourly refresh), subscriptions reconnect so the server keeps seeing a valid token.
 */
export function ApolloAppProvider({ setup, children }: { setup: ApolloSetup; children: ReactNode }) {
  const { user, session, loading } = useAuth();
  const userId = loading ? undefined : (user?.id ?? null);
  const accessToken = session?.access_token ?? null;
  const previous = useRef<string | null | undefined>(undefined);
  const previousToken = useRef<string | null>(accessToken);

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

  useEffect(() => {
    const sameViewerNewToken = previousToken.current !== null && accessToken !== null && previousToken.current !== accessToken;
    if (sameViewerNewToken && previous.current === userId) setup.restartSubscriptions();
    previousToken.current = accessToken;
  }, [accessToken, userId, setup]);

  return <ApolloProvider client={setup.client}>{children}</ApolloProvider>;
}
