import { ApolloLink, gql } from '@apollo/client';
import { execute } from '@apollo/client/link';
import { Observable } from 'rxjs';
import { createApolloClient, createAuthLink, graphqlWsUrl, SESSION_ENDED_CLOSE_CODE } from '../../src/apollo/createApolloClient';

const QUERY = gql`
  query Ping {
    ok
  }
`;

/** Runs one operation through `link` and returns the headers the terminating link saw. */
function headersSentThrough(link: ApolloLink): Promise<Record<string, string> | undefined> {
  return new Promise((resolve, reject) => {
    let seen: Record<string, string> | undefined;
    const terminal = new ApolloLink((operation) => {
      seen = operation.getContext().headers;
      return new Observable((observer) => {
        observer.next({ data: { ok: true } });
        observer.complete();
      });
    });
    const client = createApolloClient({ getAccessToken: () => null, wsUrl: 'ws://localhost/graphql' }).client;
    execute(link.concat(terminal), { query: QUERY }, { client }).subscribe({
      complete: () => resolve(seen),
      error: reject,
    });
  });
}

describe('auth link', () => {
  it('sends Authorization: Bearer <access_token> when a session exists', async () => {
    const headers = await headersSentThrough(createAuthLink(async () => 'tok-123'));
    expect(headers).toEqual({ authorization: 'Bearer tok-123' });
  });

  it('sends no Authorization header for a visitor', async () => {
    const headers = await headersSentThrough(createAuthLink(() => null));
    expect(headers?.authorization).toBeUndefined();
  });

  it('reads the token per request, so a refreshed token is used at once', async () => {
    let token = 'old';
    const link = createAuthLink(() => token);
    expect((await headersSentThrough(link))?.authorization).toBe('Bearer old');
    token = 'new';
    expect((await headersSentThrough(link))?.authorization).toBe('Bearer new');
  });
});

describe('graphqlWsUrl', () => {
  it('uses ws for http and wss for https on the same host', () => {
    expect(graphqlWsUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/graphql');
    expect(graphqlWsUrl({ protocol: 'https:', host: 'clutch.gg' })).toBe('wss://clutch.gg/graphql');
  });
});

/** A stand-in for the browser's WebSocket speaking graphql-transport-ws: acknowledges every connection_init. */
class FakeSocket {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSING = 2;
  static CLOSED = 3;
  static instances: FakeSocket[] = [];
  readyState = FakeSocket.CONNECTING;
  protocol = 'graphql-transport-ws';
  sent: Array<{ type: string; payload?: any }> = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number; reason: string; wasClean: boolean }) => void) | null = null;
  onerror: ((error: unknown) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
    setTimeout(() => {
      this.readyState = FakeSocket.OPEN;
      this.onopen?.();
    }, 0);
  }
  send(data: string) {
    const message = JSON.parse(data);
    this.sent.push(message);
    if (message.type === 'connection_init') setTimeout(() => this.onmessage?.({ data: JSON.stringify({ type: 'connection_ack' }) }), 0);
  }
  /** The server closes the socket (or the client does, through close()). */
  close(code = 1000, reason = '') {
    if (this.readyState === FakeSocket.CLOSED) return;
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code, reason, wasClean: true });
  }
  get init() {
    return this.sent.find((m) => m.type === 'connection_init')?.payload;
  }
  get subscribed() {
    return this.sent.some((m) => m.type === 'subscribe');
  }
}

const HEARTBEAT = gql`
  subscription Heartbeat {
    heartbeat
  }
`;

async function until(condition: () => boolean, what: string, withinMs = 2_000) {
  for (let i = 0; i < withinMs / 10 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  if (!condition()) throw new Error(`timed out waiting for ${what}`);
}

describe('the live connection when the server ends its sign-in (close code 4419)', () => {
  beforeEach(() => (FakeSocket.instances = []));

  /** A client subscribed to a heartbeat over a fake socket, signed in with 'old'. */
  async function subscribed(reauthenticate: () => Promise<string | null>) {
    const getAccessToken = jest.fn(() => 'old');
    const setup = createApolloClient({ getAccessToken, reauthenticate, wsUrl: 'ws://localhost/graphql', webSocketImpl: FakeSocket });
    const subscription = setup.client.subscribe({ query: HEARTBEAT }).subscribe({ next: () => undefined, error: () => undefined });
    await until(() => FakeSocket.instances[0]?.subscribed, 'the first subscription');
    expect(FakeSocket.instances[0].init).toEqual({ authorization: 'Bearer old' });
    return { getAccessToken, subscription };
  }

  it('re-authenticates (a refreshed token) and subscribes again on a new socket', async () => {
    const reauthenticate = jest.fn(async () => 'fresh');
    const { subscription } = await subscribed(reauthenticate);
    FakeSocket.instances[0].close(SESSION_ENDED_CLOSE_CODE, 'Your session ended: sign in again.');
    await until(() => FakeSocket.instances[1]?.subscribed, 'the subscription on a new socket');
    expect(reauthenticate).toHaveBeenCalledTimes(1);
    expect(FakeSocket.instances[1].init).toEqual({ authorization: 'Bearer fresh' });
    subscription.unsubscribe();
  });

  it('goes on as a guest when the session is gone (re-authentication answers no token)', async () => {
    const reauthenticate = jest.fn(async () => null);
    const { subscription } = await subscribed(reauthenticate);
    FakeSocket.instances[0].close(SESSION_ENDED_CLOSE_CODE, 'Your session ended: sign in again.');
    await until(() => FakeSocket.instances[1]?.subscribed, 'the subscription on a new socket');
    expect(FakeSocket.instances[1].init).toEqual({});
    subscription.unsubscribe();
  });

  it('does not re-authenticate after any other close (a server restart): the current token is sent again', async () => {
    const reauthenticate = jest.fn(async () => 'fresh');
    const { getAccessToken, subscription } = await subscribed(reauthenticate);
    FakeSocket.instances[0].close(1012, 'Service Restart');
    // graphql-ws's backoff: the first retry waits 1.3 to 4 s.
    await until(() => FakeSocket.instances[1]?.subscribed, 'the subscription on a new socket', 6_000);
    expect(reauthenticate).not.toHaveBeenCalled();
    expect(getAccessToken).toHaveBeenCalledTimes(2);
    expect(FakeSocket.instances[1].init).toEqual({ authorization: 'Bearer old' });
    subscription.unsubscribe();
  }, 15_000);
});
