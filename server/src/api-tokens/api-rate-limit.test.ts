import { signUp } from '../../test/accounts';
import { expectGraphQLError, expectRestError } from '../../test/errors';
import { startTestApp, type TestApp } from '../../test/harness';
import { Messages } from '../core/messages';

/** Rate-limit headers and the 429 on /graphql and /api (issue 28 item 3), at a limit of 5 a minute. */
const LIMIT = 5;
const env = { API_RATE_LIMIT_PER_MINUTE: String(LIMIT) };

async function hit(t: TestApp, door: 'graphql' | 'rest', token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const res =
    door === 'graphql'
      ? await fetch(`${t.url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query: '{ ok }' }) })
      : await fetch(`${t.url}/api/user/user-by-name/nobody-here`, { headers });
  return {
    status: res.status,
    body: await res.json(),
    limit: res.headers.get('ratelimit-limit'),
    remaining: res.headers.get('ratelimit-remaining'),
    reset: Number(res.headers.get('ratelimit-reset')),
    retryAfter: res.headers.get('retry-after'),
  };
}

describe('one process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(__filename, env);
  });
  afterAll(() => t.stop());

  it('counts GraphQL and REST answers down together per address, then answers 429 with Retry-After in each door’s shape', async () => {
    const seen: Array<string | null> = [];
    for (let i = 0; i < LIMIT; i++) {
      const res = await hit(t, i % 2 === 0 ? 'graphql' : 'rest');
      expect(res.limit).toBe(String(LIMIT));
      expect(res.reset).toBeGreaterThanOrEqual(1);
      expect(res.reset).toBeLessThanOrEqual(60);
      expect(res.retryAfter).toBeNull();
      seen.push(res.remaining);
    }
    expect(seen).toEqual(['4', '3', '2', '1', '0']);

    const graphqlRefused = await hit(t, 'graphql');
    expect(graphqlRefused).toMatchObject({ status: 429, limit: String(LIMIT), remaining: '0' });
    expect(Number(graphqlRefused.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(graphqlRefused.retryAfter)).toBeLessThanOrEqual(60);
    expectGraphQLError(graphqlRefused.body, 'TOO_MANY_REQUESTS', Messages.tooManyRequests);

    const restRefused = await hit(t, 'rest');
    expect(restRefused.retryAfter).not.toBeNull();
    expectRestError(restRefused, 429, 'TOO_MANY_REQUESTS', Messages.tooManyRequests);
  });

  it('a session and a personal token each have their own count, apart from their address', async () => {
    const user = await signUp(t, 'RateLimited');
    // The address is spent (above); the session is not.
    const session = await hit(t, 'graphql', user.token);
    expect(session).toMatchObject({ status: 200, remaining: String(LIMIT - 1) });
    const created = await fetch(`${t.url}/api/user/create-api-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
      body: JSON.stringify({ name: 'bot', scopes: ['read'], expires_at: new Date(Date.now() + 86_400_000).toISOString() }),
    });
    expect(created.headers.get('ratelimit-remaining')).toBe(String(LIMIT - 2));
    const { token } = (await created.json()) as { token: string };
    const remaining: Array<string | null> = [];
    for (let i = 0; i < LIMIT; i++) remaining.push((await hit(t, i % 2 ? 'rest' : 'graphql', token)).remaining);
    expect(remaining).toEqual(['4', '3', '2', '1', '0']);
    expect((await hit(t, 'rest', token)).status).toBe(429);
    // The session still has its own.
    expect((await hit(t, 'graphql', user.token)).remaining).toBe(String(LIMIT - 3));
  });
});

describe('two processes with REDIS_URL', () => {
  it('count one client together', async () => {
    const redisEnv = { ...env, REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' };
    const a = await startTestApp(__filename + ':redis', redisEnv);
    const b = await startTestApp(__filename + ':redis', redisEnv, { databaseUrl: a.databaseUrl });
    try {
      const remaining: Array<string | null> = [];
      for (const app of [a, b, a, b, a]) remaining.push((await hit(app, 'graphql')).remaining);
      expect(remaining).toEqual(['4', '3', '2', '1', '0']);
      expect((await hit(b, 'rest')).status).toBe(429);
      expect((await hit(a, 'graphql')).status).toBe(429);
    } finally {
      await b.stop();
      await a.stop();
    }
  });
});
