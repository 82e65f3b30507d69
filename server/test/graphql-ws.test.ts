import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from './harness';
import { graphql } from './gql';

let t: TestApp;
beforeAll(async () => (t = await startTestApp(__filename)));
afterAll(() => t?.stop());

describe('the /graphql WebSocket door', () => {
  it('streams a subscription over graphql-ws on the same path as HTTP', async () => {
    const client = createClient({ url: t.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, lazy: true });
    const beats: string[] = [];
    for await (const result of client.iterate<{ heartbeat: string }>({ query: 'subscription { heartbeat }' })) {
      beats.push(result.data!.heartbeat);
    }
    await client.dispose();
    expect(beats).toHaveLength(3);
    expect(new Date(beats[2]).getTime()).toBeGreaterThan(new Date(beats[0]).getTime());
  });

  it('maps subscription errors like HTTP: the code is kept in extensions', async () => {
    const client = createClient({ url: t.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, lazy: true });
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
