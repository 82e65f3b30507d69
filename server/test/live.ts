import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

/** A graphql-ws client of an app (`url`: its http URL), signed in with `token` when given. It connects on the first subscription and never retries. */
export function wsClient(url: string, token?: string): Client {
  return createClient({
    url: url.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    lazy: true,
    retryAttempts: 0,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** A GraphQL error as a subscriber sees it (in a result, or as graphql-ws's error message). */
export type LiveError = { message: string; extensions?: { code?: string } };

/**
 * One subscription over its own client: collects each event (`pick` takes it from the result's data), every error
 * (the result's errors, graphql-ws's error list, or a transport failure as its message) and completion.
 */
export function watchSubscription<Data, Event>(
  url: string,
  request: { query: string; variables?: Record<string, unknown> },
  pick: (data: Data) => Event,
  token?: string,
) {
  const client = wsClient(url, token);
  const events: Event[] = [];
  const errors: LiveError[] = [];
  let completed = false;
  const unsubscribe = client.subscribe<Data>(request, {
    next: (result) => {
      if (result.errors) errors.push(...(result.errors as never[]));
      if (result.data) events.push(pick(result.data));
    },
    error: (error) => errors.push(Array.isArray(error) ? error[0] : { message: String((error as Error)?.message ?? error) }),
    complete: () => (completed = true),
  });
  return {
    events,
    errors,
    get completed() {
      return completed;
    },
    async close() {
      unsubscribe();
      await client.dispose();
    },
  };
}
