import { ApolloClient, ApolloLink, HttpLink, type OperationVariables, type TypedDocumentNode } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { Kind, OperationTypeNode } from 'graphql';
import { createClient, type Client as WsClient } from 'graphql-ws';
import { createCache } from './cache';
import { nextTask } from '../lib/nextTask';
import { createEarlyQuerySlot, createEarlyResultLink, takeWindowEarlyQuery, type EarlyQuerySlot } from './earlyResultLink';

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

/**
 * Starts a route's own query before its page renders, resolving to its data: the page's useQuery (same document, same
 * variables) then reads the answer from the cache.
 */
export type PrefetchQuery = <TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
) => Promise<TData | undefined>;

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

/**
 * A PrefetchQuery that adopts the page's early query when it is this one: its answer is written straight into the
 * cache, in a task of its own, rather than sent through the link as an operation's result. The operation would cost
 * the same cache write plus a page's first trip through Apollo's request machinery (printing the document to key the
 * request, the link chain), slow while that code is cold; the page's useQuery then finds the answer in the cache and
 * makes no request at all. Without a usable early answer the query is sent as usual (the link adopts the failed early
 * query and asks the server). Should the page have asked first, its operation has adopted the early query through the
 * link, and the prefetch asks Apollo as any query would, which joins that request.
 */
export function createPrefetchQuery(client: ApolloClient, earlyQueries: EarlyQuerySlot): PrefetchQuery {
  const send: PrefetchQuery = (query, variables) =>
    client.query({ query, variables } as ApolloClient.QueryOptions<never, typeof variables>).then(({ data }) => data as never);
  return (query, variables) => {
    const operation = query.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
    const early = earlyQueries.find(operation?.name?.value, variables);
    if (!early) return send(query, variables);
    return early.result.then(
      (answer) =>
        new Promise((resolve) =>
          nextTask(() => {
            if (!answer) return resolve(send(query, variables));
            if (earlyQueries.adopt(early)) client.cache.writeQuery({ query, variables, data: answer.data as never });
            resolve(answer.data as never);
          }),
        ),
    );
  };
}

export function createApolloClient(options: ApolloClientOptions): ApolloSetup & { prefetchQuery: PrefetchQuery } {
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
  const earlyQueries = createEarlyQuerySlot(takeWindowEarlyQuery);
  const httpLink = ApolloLink.from([createEarlyResultLink(earlyQueries), createAuthLink(getAccessToken), new HttpLink({ uri: httpUri })]);
  const link = ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
    new GraphQLWsLink(wsClient),
    httpLink,
  );

  const client = new ApolloClient({ link, cache: createCache() });

  return {
    client,
    prefetchQuery: createPrefetchQuery(client, earlyQueries),
    restartSubscriptions: () => {
      // 4205 is a non-fatal close: graphql-ws reconnects, re-sends connectionParams and resubscribes.
      if (activeSocket?.readyState === WebSocket.OPEN) activeSocket.close(4205, 'Client Restart');
    },
  };
}
