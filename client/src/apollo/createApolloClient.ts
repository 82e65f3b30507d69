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

/**
 * The close code with which the server ends a socket whose sign-in ended: signed out (here or on another device),
 * password changed, or the access token expired (server/src/graphql/websocket.ts, SESSION_ENDED_CLOSE_CODE).
 * graphql-ws reconnects after it (it is none of its fatal codes); the next connection re-authenticates first.
 */
export const SESSION_ENDED_CLOSE_CODE = 4419;

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

export interface ApolloClientOptions {
  getAccessToken: AccessTokenGetter;
  /**
   * After the server ended the socket's sign-in (SESSION_ENDED_CLOSE_CODE): a fresh access token (refreshed through
   * the auth client), or null when the session is gone and the visitor goes on as a guest. Without it, the next
   * connection takes getAccessToken's.
   */
  reauthenticate?: AccessTokenGetter;
  httpUri?: string;
  wsUrl?: string;
  /** The WebSocket class (tests pass a fake); the browser's by default. */
  webSocketImpl?: unknown;
}

export function createApolloClient(options: ApolloClientOptions): ApolloSetup {
  const { getAccessToken, reauthenticate, httpUri = '/graphql', wsUrl = graphqlWsUrl(window.location), webSocketImpl } = options;

  let activeSocket: WebSocket | null = null;
  let connectedBefore = false;
  /** The server closed the last socket with SESSION_ENDED_CLOSE_CODE: the next connection re-authenticates first. */
  let sessionEnded = false;
  /** The token for a (re)connection: re-authenticated after the server ended the sign-in, else the current one. */
  const connectionToken = async () => {
    if (!sessionEnded || !reauthenticate) return getAccessToken();
    sessionEnded = false;
    try {
      return await reauthenticate();
    } catch (error) {
      console.warn('Re-authenticating the live connection failed', error);
      return getAccessToken();
    }
  };
  const wsClient: WsClient = createClient({
    url: wsUrl,
    lazy: true,
    retryAttempts: Infinity,
    ...(webSocketImpl ? { webSocketImpl } : {}),
    // Evaluated on every (re)connect, so a reconnect always carries the current token.
    connectionParams: async () => {
      const authorization = bearer(await connectionToken());
      return authorization ? { authorization } : {};
    },
    // Back soon after a sign-in ended (the subscriptions resume under the new token, or as a guest); otherwise
    // graphql-ws's randomised exponential backoff.
    retryWait: async (retries) => {
      const ms = sessionEnded ? 100 + Math.random() * 400 : 2 ** retries * 1000 + 300 + Math.random() * 2700;
      await new Promise((resolve) => setTimeout(resolve, ms));
    },
    on: {
      opened: (socket) => {
        activeSocket = socket as WebSocket;
      },
      connected: () => {
        if (connectedBefore) window.dispatchEvent(new Event(WS_RECONNECTED_EVENT));
        connectedBefore = true;
      },
      closed: (event) => {
        activeSocket = null;
        if ((event as { code?: unknown } | null)?.code === SESSION_ENDED_CLOSE_CODE) sessionEnded = true;
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
