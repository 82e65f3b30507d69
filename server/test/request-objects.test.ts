import http from 'node:http';
import { startTestApp, type TestApp } from './harness';

/**
 * The request path leaves no per-request object where V8's young-generation collector keeps it alive: Express gives
 * every request and response a prototype of its own unless they arrive with it (a changed prototype is recorded in
 * lists a scavenge treats as live, so each request survived until the next one: see expressShapedMessages).
 */
describe('request objects', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(__filename);
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('reach Express with its prototypes already in place, over GraphQL, REST and the auth API', async () => {
    const changed: string[] = [];
    const original = Object.setPrototypeOf;
    const spy = jest.spyOn(Object, 'setPrototypeOf').mockImplementation((target: object, proto: object | null) => {
      if ((target instanceof http.IncomingMessage || target instanceof http.ServerResponse) && Object.getPrototypeOf(target) !== proto) {
        changed.push(target.constructor.name);
      }
      return original(target, proto);
    });
    try {
      const graphql = await t.gql('{ __typename }');
      expect(graphql.data).toEqual({ __typename: 'Query' });
      const rest = await t.rest('GET', '/api/comp/get-games');
      expect(rest.status).toBe(200);
      const auth = await fetch(`${t.url}/auth/v1/settings`);
      expect(auth.status).toBe(200);
      // The spy saw Express's calls: they changed nothing.
      expect(spy).toHaveBeenCalled();
      expect(changed).toEqual([]);
    } finally {
      spy.mockRestore();
    }
  });

  it('still answer with Express’s response helpers and request fields', async () => {
    const res = await fetch(`${t.url}/api/no-such-route`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
  });
});
