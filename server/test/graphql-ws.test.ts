import { wsClient } from './live';
import WebSocket from 'ws';
import { signUp, type Account } from './accounts';
import { startTestApp, type TestApp } from './harness';
import { graphql } from './gql';
import { Messages } from '../src/core/messages';
import { MAX_SOCKETS_PER_USER } from '../src/graphql/websocket';

let t: TestApp;
beforeAll(async () => (t = await startTestApp(__filename)));
afterAll(() => t?.stop());

describe('the /graphql WebSocket door', () => {
  it('streams a subscription over graphql-ws on the same path as HTTP', async () => {
    const client = wsClient(t.url);
    const beats: string[] = [];
    for await (const result of client.iterate<{ heartbeat: string }>({ query: 'subscription { heartbeat }' })) {
      beats.push(result.data!.heartbeat);
    }
    await client.dispose();
    expect(beats).toHaveLength(3);
    expect(new Date(beats[2]).getTime()).toBeGreaterThan(new Date(beats[0]).getTime());
  });

  it('maps subscription errors like HTTP: the code is kept in extensions', async () => {
    const client = wsClient(t.url);
    const results: any[] = [];
    try {
      for await (const result of client.iterate({ query: 'subscription { commentWallEvents(wallId: "nope") { kind } }' })) results.push(result);
    } finally {
      await client.dispose();
    }
    expect(results).toHaveLength(1);
    expect(results[0].errors).toHaveLength(1);
    expect(results[0].errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(results[0].errors[0].message).toBe('Invalid id: expected a UUID.');
  });

  it('answers mutations over HTTP', async () => {
    expect(await t.gql(graphql(`mutation GraphqlWsPing { ping }`))).toEqual({ data: { ping: true } });
  });
});

/** Runs one operation over a fresh client and collects what comes back; a refusal before execution is the error list. */
async function runOnce(query: string, variables?: Record<string, unknown>, operationName?: string) {
  const client = wsClient(t.url);
  const results: any[] = [];
  try {
    for await (const result of client.iterate({ query, variables, operationName })) results.push(result);
  } catch (errors) {
    results.push({ errors });
  } finally {
    await client.dispose();
  }
  return results;
}

describe('failing-websocket-operations', () => {
  it.each([
    ['a syntax error', '{ ping', undefined, undefined, 'GRAPHQL_PARSE_FAILED'],
    ['an unknown field', '{ nope }', undefined, undefined, 'GRAPHQL_VALIDATION_FAILED'],
    ['a variable of the wrong type', 'query Q($first: Int) { search(text: "a", first: $first) { __typename } }', { first: 'many' }, undefined, 'BAD_USER_INPUT'],
    ['a missing required variable', 'query Q($text: String!) { search(text: $text) { __typename } }', {}, undefined, 'BAD_USER_INPUT'],
    ['an unknown operation name', 'query A { __typename } query B { __typename }', undefined, 'C', 'OPERATION_RESOLUTION_FAILURE'],
  ])('answers %s with its code, never INTERNAL_SERVER_ERROR', async (_what, query, variables, operationName, code) => {
    const results = await runOnce(query, variables, operationName);
    expect(results).toHaveLength(1);
    expect(results[0].errors.length).toBeGreaterThan(0);
    expect(results[0].errors.map((e: any) => e.extensions?.code)).toEqual(results[0].errors.map(() => code));
  });
});

/** Opens a raw graphql-transport-ws socket and sends connection_init: resolves with 'ack' or the close code. */
function connect(token?: string): Promise<{ socket: WebSocket; outcome: 'ack' | number }> {
  const socket = new WebSocket(t.url.replace('http', 'ws') + '/graphql', 'graphql-transport-ws');
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: token ? { authorization: `Bearer ${token}` } : {} })));
    socket.on('message', (data) => {
      if (JSON.parse(String(data)).type === 'connection_ack') resolve({ socket, outcome: 'ack' });
    });
    socket.once('close', (code) => resolve({ socket, outcome: code }));
  });
}

describe('sockets per user', () => {
  let alice: Account;
  let bob: Account;
  beforeAll(async () => {
    [alice, bob] = await Promise.all([signUp(t, 'wsalice'), signUp(t, 'wsbob')]);
  });

  it(`accepts ${MAX_SOCKETS_PER_USER} sockets of one user, closes the next with 4429, and frees a slot when one closes`, async () => {
    const open = await Promise.all(Array.from({ length: MAX_SOCKETS_PER_USER }, () => connect(alice.token)));
    try {
      expect(open.map((c) => c.outcome)).toEqual(open.map(() => 'ack'));
      const extra = await connect(alice.token);
      expect(extra.outcome).toBe(4429);
      // another user and anonymous visitors are not affected
      const other = await connect(bob.token);
      const anonymous = await connect();
      expect([other.outcome, anonymous.outcome]).toEqual(['ack', 'ack']);
      other.socket.close();
      anonymous.socket.close();
      // one of alice's sockets closes: her next one is accepted
      const closed = new Promise((resolve) => open[0].socket.once('close', resolve));
      open[0].socket.close();
      await closed;
      const again = await connect(alice.token);
      expect(again.outcome).toBe('ack');
      again.socket.close();
    } finally {
      for (const c of open) c.socket.close();
    }
  });
});

/**
 * The WebSocket door's bounds (issue 24, finding 2), on a second app with small limits (the same database): sockets
 * per client address, sockets waiting for connection_init, operations per socket and per address, the address's
 * operation rate, and the message size.
 */
describe('failing-websocket-floods', () => {
  let tight: TestApp;
  beforeAll(async () => {
    tight = await startTestApp(
      __filename,
      {
        WS_MAX_SOCKETS_PER_ADDRESS: '3',
        WS_MAX_PENDING_CONNECTIONS: '2',
        WS_MAX_OPERATIONS_PER_SOCKET: '2',
        WS_MAX_OPERATIONS_PER_ADDRESS: '3',
        WS_OPERATIONS_PER_ADDRESS_BURST: '8',
        WS_OPERATIONS_PER_ADDRESS_PER_SECOND: '1',
        WS_MAX_MESSAGE_BYTES: '4096',
      },
      { databaseUrl: t.databaseUrl },
    );
  });
  afterAll(() => tight?.stop());
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** A raw socket on the tight app: 'open' once open, its close code and reason once closed, every message received. */
  function raw(headers: Record<string, string> = {}) {
    const socket = new WebSocket(tight.url.replace('http', 'ws') + '/graphql', 'graphql-transport-ws', { headers });
    const messages: any[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    socket.on('error', () => undefined);
    const opened = new Promise<void>((resolve) => socket.once('open', () => resolve()));
    const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })));
    const acked = async () => {
      await opened;
      socket.send(JSON.stringify({ type: 'connection_init', payload: {} }));
      for (let i = 0; i < 100 && !messages.some((m) => m.type === 'connection_ack'); i++) await sleep(10);
      return messages.some((m) => m.type === 'connection_ack');
    };
    const subscribe = (id: string) => socket.send(JSON.stringify({ id, type: 'subscribe', payload: { query: 'subscription { commentWallEvents(wallId: "00000000-0000-4000-8000-000000000000") { kind } }' } }));
    const heartbeat = (id: string) => socket.send(JSON.stringify({ id, type: 'subscribe', payload: { query: 'subscription { heartbeat }' } }));
    return { socket, messages, opened, closed, acked, subscribe, heartbeat };
  }
  type Raw = ReturnType<typeof raw>;
  const errorsOf = (s: Raw, id: string) => s.messages.filter((m) => m.id === id && m.type === 'error').flatMap((m) => m.payload);
  async function closeAll(sockets: Raw[]) {
    for (const s of sockets) s.socket.close();
    await Promise.all(sockets.map((s) => s.closed));
    for (let i = 0; i < 100 && (tight.app.websocket.stats().operations > 0 || tight.app.websocket.stats().pending > 0); i++) await sleep(10);
  }

  it('holds an address to WS_MAX_SOCKETS_PER_ADDRESS open sockets: the next is closed with 1013 and says why, whatever X-Forwarded-For it sends', async () => {
    const held = [raw(), raw(), raw()];
    try {
      expect(await Promise.all(held.map((s) => s.acked()))).toEqual([true, true, true]);
      // No TRUSTED_PROXIES: X-Forwarded-For is the client's own claim and changes nothing.
      const fourth = raw({ 'x-forwarded-for': '203.0.113.9' });
      expect(await fourth.closed).toEqual({ code: 1013, reason: Messages.websocketTooManyAddressSockets });
      expect(fourth.messages).toEqual([]);
      // One closes: the address may open another.
      held[0].socket.close();
      await held[0].closed;
      held[0] = raw();
      expect(await held[0].acked()).toBe(true);
    } finally {
      await closeAll(held);
    }
  });

  it('closes a socket with 1013 when WS_MAX_PENDING_CONNECTIONS sockets already wait for their connection_init', async () => {
    const waiting = [raw(), raw()];
    try {
      await Promise.all(waiting.map((s) => s.opened));
      const third = raw();
      expect(await third.closed).toEqual({ code: 1013, reason: Messages.websocketServerBusy });
    } finally {
      await closeAll(waiting);
    }
  });

  it('answers TOO_MANY_REQUESTS past WS_MAX_OPERATIONS_PER_SOCKET and WS_MAX_OPERATIONS_PER_ADDRESS, keeping the socket open', async () => {
    const [a, b] = [raw(), raw()];
    try {
      expect(await a.acked()).toBe(true);
      expect(await b.acked()).toBe(true);
      a.heartbeat('1');
      a.heartbeat('2');
      a.heartbeat('3');
      for (let i = 0; i < 100 && errorsOf(a, '3').length === 0; i++) await sleep(10);
      expect(errorsOf(a, '3')).toEqual([{ message: 'At most 2 operations at once per connection.', extensions: { code: 'TOO_MANY_REQUESTS' } }]);
      b.heartbeat('1');
      b.heartbeat('2');
      for (let i = 0; i < 100 && errorsOf(b, '2').length === 0; i++) await sleep(10);
      expect(errorsOf(b, '1')).toEqual([]);
      expect(errorsOf(b, '2')).toEqual([{ message: Messages.websocketTooManyAddressOperations, extensions: { code: 'TOO_MANY_REQUESTS' } }]);
      expect(a.socket.readyState).toBe(WebSocket.OPEN);
      expect(b.socket.readyState).toBe(WebSocket.OPEN);
    } finally {
      await closeAll([a, b]);
    }
  });

  it('closes with 1013 a socket whose address starts operations faster than its budget, reading nothing more from it', async () => {
    // The budget (burst 8, then 1 a second) starts full: wait for the earlier tests' operations to be paid back.
    await sleep(8_000);
    const s = raw();
    expect(await s.acked()).toBe(true);
    for (let i = 0; i < 30; i++) s.subscribe(String(i));
    expect(await s.closed).toEqual({ code: 1013, reason: Messages.websocketOperationRate });
    // At most the burst was taken on (each answered: the wall does not exist), the rest dropped unread.
    const answered = new Set(s.messages.filter((m) => m.id !== undefined).map((m) => m.id));
    expect(answered.size).toBeLessThanOrEqual(8);
    await closeAll([s]);
  }, 20_000);

  it('closes with 1009 a socket that sends a message over WS_MAX_MESSAGE_BYTES, and logs nothing', async () => {
    const logged = jest.spyOn(console, 'error');
    try {
      const s = raw();
      expect(await s.acked()).toBe(true);
      s.socket.send(JSON.stringify({ id: 'big', type: 'subscribe', payload: { query: `{ ping } # ${'x'.repeat(5_000)}` } }));
      expect((await s.closed).code).toBe(1009);
      await sleep(50);
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });
});

describe('sockets per address behind a trusted proxy', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await startTestApp(__filename, { WS_MAX_SOCKETS_PER_ADDRESS: '1', TRUSTED_PROXIES: '127.0.0.1,::1,::ffff:127.0.0.1' }, { databaseUrl: t.databaseUrl });
  });
  afterAll(() => proxied?.stop());

  /** Opens a socket as if through the proxy for `client`: 'ack', or the close code and reason. */
  function through(client: string): Promise<{ socket: WebSocket; outcome: 'ack' | string }> {
    const socket = new WebSocket(proxied.url.replace('http', 'ws') + '/graphql', 'graphql-transport-ws', { headers: { 'x-forwarded-for': client } });
    return new Promise((resolve, reject) => {
      socket.once('error', reject);
      socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: {} })));
      socket.on('message', (data) => JSON.parse(String(data)).type === 'connection_ack' && resolve({ socket, outcome: 'ack' }));
      socket.once('close', (code, reason) => resolve({ socket, outcome: `${code} ${reason}` }));
    });
  }

  it('counts each client address X-Forwarded-For names when the peer is one of TRUSTED_PROXIES (as the rate limits do)', async () => {
    const first = await through('203.0.113.1');
    const other = await through('203.0.113.2');
    const again = await through('203.0.113.1');
    try {
      expect([first.outcome, other.outcome, again.outcome]).toEqual(['ack', 'ack', `1013 ${Messages.websocketTooManyAddressSockets}`]);
    } finally {
      for (const c of [first, other, again]) c.socket.close();
    }
  });
});
