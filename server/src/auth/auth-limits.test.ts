import { GoTrueClient } from '@supabase/auth-js';
import { startTestApp, type TestApp } from '../../test/harness';
import { authCall, captureOutput, type RawResponse } from '../../test/factories/auth';
import { MemoryRateLimiter } from './rate-limit';

/** Rate limits (lowered through the AUTH_* variables) and a zero refresh-token reuse interval. */

let t: TestApp;
let output: ReturnType<typeof captureOutput>;
const saved = { ...process.env };
const PASSWORD = 'Limited-Pass-1';

function from(ip: string) {
  return { headers: { 'x-forwarded-for': ip } };
}

function expectLimited(res: RawResponse) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
}

beforeAll(async () => {
  output = captureOutput();
  process.env.AUTH_RATE_LIMIT_TOKEN = '5';
  process.env.AUTH_RATE_LIMIT_OTHER = '3';
  process.env.AUTH_REFRESH_TOKEN_REUSE_INTERVAL = '0';
  // The test client is the proxy: its X-Forwarded-For names the client address.
  process.env.TRUSTED_PROXIES = '127.0.0.1';
  t = await startTestApp(__filename);
});
afterAll(async () => {
  process.env = saved;
  await t?.stop();
  output?.restore();
});

describe('failing: over the rate limits', () => {
  it('/token allows AUTH_RATE_LIMIT_TOKEN attempts per IP, then answers 429', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await authCall(
        t.url,
        'POST',
        '/token?grant_type=password',
        { email: `u${i}@example.com`, password: 'x-x-x-x' },
        from('10.0.0.1'),
      );
      expect(res.status).toBe(400);
    }
    expectLimited(
      await authCall(t.url, 'POST', '/token?grant_type=password', { email: 'u9@example.com', password: 'x-x-x-x' }, from('10.0.0.1')),
    );
    // Another address is not affected.
    expect(
      (await authCall(t.url, 'POST', '/token?grant_type=password', { email: 'u9@example.com', password: 'x-x-x-x' }, from('10.0.0.2')))
        .status,
    ).toBe(400);
  });

  it('/token requests do not count per e-mail: an attacker cannot spend the owner\'s budget (failures are throttled instead)', async () => {
    for (let i = 0; i < 5; i++) {
      await authCall(t.url, 'POST', '/token?grant_type=password', { email: 'target@example.com', password: 'guess' + i }, from(`10.1.0.${i}`));
    }
    const next = await authCall(t.url, 'POST', '/token?grant_type=password', { email: 'Target@Example.com', password: 'guess' }, from('10.1.0.99'));
    expect(next.status).toBe(400);
    expect(next.body.code).toBe('invalid_credentials');
  });

  it('/signup, /recover and /verify allow AUTH_RATE_LIMIT_OTHER per IP', async () => {
    for (const [route, body] of [
      ['/signup', (i: number) => ({ email: `s${i}@example.com`, password: PASSWORD })],
      ['/recover', (i: number) => ({ email: `r${i}@example.com` })],
      ['/verify', (i: number) => ({ type: 'recovery', email: `v${i}@example.com`, token: '123456' })],
    ] as const) {
      for (let i = 0; i < 3; i++) {
        const res = await authCall(t.url, 'POST', route, body(i), from('10.2.0.1'));
        expect(res.status).not.toBe(429);
      }
      expectLimited(await authCall(t.url, 'POST', route, body(9), from('10.2.0.1')));
    }
  });

  it('/recover counts per e-mail across addresses', async () => {
    for (let i = 0; i < 3; i++)
      expect((await authCall(t.url, 'POST', '/recover', { email: 'mailbomb@example.com' }, from(`10.3.0.${i}`))).status).toBe(200);
    expectLimited(await authCall(t.url, 'POST', '/recover', { email: 'mailbomb@example.com' }, from('10.3.0.50')));
  });

  it('GoTrueClient sees over_request_rate_limit with status 429', async () => {
    // These requests come from 127.0.0.1, whose /token budget is still untouched; spend it.
    const c = new GoTrueClient({ url: `${t.url}/auth/v1`, autoRefreshToken: false, persistSession: false });
    let last;
    for (let i = 0; i < 6; i++) last = await c.signInWithPassword({ email: `loop${i}@example.com`, password: 'whatever' });
    expect(last!.error?.code).toBe('over_request_rate_limit');
    expect(last!.error?.status).toBe(429);
  });
});

describe('refresh-token reuse with AUTH_REFRESH_TOKEN_REUSE_INTERVAL=0', () => {
  it('refuses the immediate parent at once and signs the session out', async () => {
    const s = (await authCall(t.url, 'POST', '/signup', { email: 'reuse@example.com', password: PASSWORD }, from('10.4.0.1'))).body;
    const next = await authCall(t.url, 'POST', '/token?grant_type=refresh_token', { refresh_token: s.refresh_token }, from('10.4.0.1'));
    expect(next.status).toBe(200);
    const reuse = await authCall(t.url, 'POST', '/token?grant_type=refresh_token', { refresh_token: s.refresh_token }, from('10.4.0.1'));
    expect(reuse.status).toBe(400);
    expect(reuse.body.code).toBe('refresh_token_already_used');
    expect(await t.app.deps.resolveViewer(next.body.access_token)).toBeNull();
  });
});

describe('MemoryRateLimiter', () => {
  it('slides: a burst at a window boundary cannot double the limit, and the budget comes back', async () => {
    let now = 1_000_000 * 60_000; // a window boundary
    const limiter = new MemoryRateLimiter(() => now);
    const rule = { limit: 4, windowMs: 60_000 };
    now += 59_000;
    for (let i = 0; i < 4; i++) expect((await limiter.hit(['k'], rule)).allowed).toBe(true);
    expect((await limiter.hit(['k'], rule)).allowed).toBe(false);
    now += 2_000; // just past the boundary: the previous window still counts almost fully
    expect((await limiter.hit(['k'], rule)).allowed).toBe(false);
    now += 120_000;
    expect((await limiter.hit(['k'], rule)).allowed).toBe(true);
  });

  it('refuses when any one key is over, and keeps memory bounded', async () => {
    const limiter = new MemoryRateLimiter(Date.now, 10);
    const rule = { limit: 1, windowMs: 60_000 };
    expect((await limiter.hit(['ip:a', 'email:x'], rule)).allowed).toBe(true);
    expect((await limiter.hit(['ip:b', 'email:x'], rule)).allowed).toBe(false);
    for (let i = 0; i < 50; i++) await limiter.hit([`ip:${i}`], rule);
    expect((limiter as unknown as { windows: Map<string, unknown> }).windows.size).toBeLessThanOrEqual(11);
  });
});
