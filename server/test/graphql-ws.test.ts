import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from './harness';

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

  it('answers mutations over HTTP', async () => {
    expect(await t.gql('mutation { ping }')).toEqual({ data: { ping: true } });
  });
});
