import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient, type Client as WsClient } from 'graphql-ws';
import { createCache } from './cache';
import { createEarlyResultLink, takeWindowEarlyQuery } from './earlyResultLink';

/**
 * Dispatched on `window` when the WebSocket connects again after it had been connected: live
 * events may have been missed meanwhile, so lists fed by subscriptions fetch again.
 */
export const WS_RECONNECTED_EVENT = 'clutch:ws-reconnected';

/** Returns the current access token (refreshed if needed), or null for a visitor. */
export type AccessTokenGetter = () => Promise<string | null> | string | null;

export interface ApolloSetup {
  client: ApolloClient;
  /** Reconnects the WebSocket so the server sees the new viewer (after sign-in or sign-out). */
  restartSubscriptions: () => void;
}

export function bearer(token: string | null): string | undefined {
  return token ? `Bearer ${token}` : undefined;
}

/** ws(s)://<host>/graphql for the page's own origin. */
export function graphqlWsUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/graphql`;
}

/** Adds `Authorization: Bearer <access_token>` to HTTP operations when a session exists. */
export function createAuthLink(getAccessToken: AccessTokenGetter): ApolloLink {
  return new SetContextLink(async (prevContext) => {
    const authorization = bearer(await getAccessToken());
    if (!authorization) return {};
    return { headers: { ...prevContext.headers, authorization } };
  });
}

export function createApolloClient(options: { getAccessToken: AccessTokenGetter; httpUri?: string; wsUrl?: string }): ApolloSetup {
  const { getAccessToken, httpUri = '/graphql', wsUrl = graphqlWsUrl(window.location) } = options;

  let activeSocket: WebSocket | null = null;
  let connectedBefore = false;
  const wsClient: WsClient = createClient({
    url: wsUrl,
    lazy: true,
    retryAttempts: Infinity,
    // Evaluated on every (re)connect, so a reconnect always carries the current token.
    connectionParams: async () => {
      const authorization = bearer(await getAccessToken());
      return authorization ? { authorization } : {};
    },
    on: {
      opened: (socket) => {
        activeSocket = socket as WebSocket;
      },
      connected: () => {
        if (connectedBefore) window.dispatchEvent(new Event(WS_RECONNECTED_EVENT));
        connectedBefore = true;
      },
      closed: () => {
        activeSocket = null;
      },
    },
  });

  // The route's early query (src/boot/earlyQuery.ts), when there is one, answers the page's first query.
  const httpLink = ApolloLink.from([
    createEarlyResultLink(takeWindowEarlyQuery),
    createAuthLink(getAccessToken),
    new HttpLink({ uri: httpUri }),
  ]);
  const link = ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
    new GraphQLWsLink(wsClient),
    httpLink,
  );

  const client = new ApolloClient({ link, cache: createCache() });

  return {
    client,
    restartSubscriptions: () => {
      // 4205 is a non-fatal close: graphql-ws reconnects, re-sends connectionParams and resubscribes.
      if (activeSocket?.readyState === WebSocket.OPEN) activeSocket.close(4205, 'Client Restart');
    },
  };
}
