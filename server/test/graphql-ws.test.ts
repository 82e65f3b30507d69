import { wsClient } from './live';
import WebSocket from 'ws';
import { signUp, type Account } from './accounts';
import { startTestApp, type TestApp } from './harness';
import { graphql } from './gql';
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
