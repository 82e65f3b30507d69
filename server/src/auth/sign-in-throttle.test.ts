import { startTestApp, type TestApp } from '../../test/harness';
import { authSuiteApp, authCall, type RawResponse } from '../../test/factories/auth';
import { RedisRateLimiter } from './rate-limit';
import { sharedLimitStore, SignInThrottle, storeReady } from './sign-in-throttle';

/**
 * Failed password sign-ins (issue 12, finding 5): exponential back-off per (e-mail, address), a larger per-e-mail
 * budget that never locks the owner out of a fresh address, and client addresses from X-Forwarded-For only behind a
 * trusted proxy.
 */
let t: TestApp;
const PASSWORD = 'Owner-Password-1';

function signIn(email: string, password: string, ip?: string, app: TestApp = t) {
  return authCall(app.url, 'POST', '/token?grant_type=password', { email, password }, ip ? { headers: { 'x-forwarded-for': ip } } : {});
}

function expectThrottled(res: RawResponse) {
  expect({ status: res.status, body: res.body }).toEqual({ status: 429, body: { code: 'over_request_rate_limit', message: 'Request rate limit reached' } });
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
}

function expectWrongPassword(res: RawResponse) {
  expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: 'invalid_credentials' });
}

async function owner(name: string) {
  const email = `${name}@example.test`;
  const res = await authCall(t.url, 'POST', '/signup', { email, password: PASSWORD }, { headers: { 'x-forwarded-for': '10.200.0.1' } });
  expect(res.status).toBe(200);
  return email;
}

authSuiteApp(__filename, { TRUSTED_PROXIES: '127.0.0.0/8, ::1', AUTH_SIGNIN_FAILURES_PER_EMAIL: '8' }, (app) => (t = app));

describe('back-off per (e-mail, address)', () => {
  it('refuses the sixth guess from one address, doubles the wait, and never blocks the owner elsewhere', async () => {
    const email = await owner('backoff');
    for (let i = 0; i < 5; i++) expectWrongPassword(await signIn(email, `guess-${i}`, '10.1.0.66'));
    expectThrottled(await signIn(email, 'guess-5', '10.1.0.66'));
    // even the right password waits on that address: it is the pair that is throttled
    expectThrottled(await signIn(email, PASSWORD, '10.1.0.66'));
    // the owner, on their own address, signs in at once
    expect((await signIn(email, PASSWORD, '10.1.0.1')).status).toBe(200);

    // after the first wait (1 s) one more guess, then twice as long
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expectWrongPassword(await signIn(email, 'guess-6', '10.1.0.66'));
    const doubled = await signIn(email, 'guess-7', '10.1.0.66');
    expectThrottled(doubled);
    expect(Number(doubled.headers.get('retry-after'))).toBe(2);
  });

  it('a correct password resets the pair', async () => {
    const email = await owner('typos');
    for (let i = 0; i < 4; i++) expectWrongPassword(await signIn(email, `typo-${i}`, '10.2.0.1'));
    expect((await signIn(email, PASSWORD, '10.2.0.1')).status).toBe(200);
    for (let i = 0; i < 4; i++) expectWrongPassword(await signIn(email, `typo-again-${i}`, '10.2.0.1'));
    expect((await signIn(email, PASSWORD, '10.2.0.1')).status).toBe(200);
  });
});

describe('the per-e-mail budget (AUTH_SIGNIN_FAILURES_PER_EMAIL=8 here)', () => {
  it('once spent, addresses that failed wait and fresh ones get one guess, while the owner still signs in', async () => {
    const email = await owner('victim');
    for (const ip of ['10.3.0.1', '10.3.0.2', '10.3.0.3', '10.3.0.4']) {
      for (let i = 0; i < 2; i++) expectWrongPassword(await signIn(email, `spray-${ip}-${i}`, ip));
    }
    // budget spent: an address that has failed waits, whatever it sends
    expectThrottled(await signIn(email, 'spray-again', '10.3.0.1'));
    expectThrottled(await signIn(email, PASSWORD, '10.3.0.2'));
    // a fresh address gets its one guess, then waits
    expectWrongPassword(await signIn(email, 'fresh-guess', '10.3.0.50'));
    expectThrottled(await signIn(email, 'fresh-guess-2', '10.3.0.50'));
    // the owner, from an address the attacker never used, signs in
    const ownerSignIn = await signIn(email, PASSWORD, '10.3.0.200');
    expect(ownerSignIn.status).toBe(200);
    expect(ownerSignIn.body.access_token).toEqual(expect.any(String));
  });

  it('an address the owner signed in from before survives a typo during an attack', async () => {
    const email = await owner('regular');
    expect((await signIn(email, PASSWORD, '10.6.0.1')).status).toBe(200);
    for (const ip of ['10.6.0.11', '10.6.0.12', '10.6.0.13', '10.6.0.14']) {
      for (let i = 0; i < 2; i++) expectWrongPassword(await signIn(email, `spray-${ip}-${i}`, ip));
    }
    expectWrongPassword(await signIn(email, 'typo', '10.6.0.1'));
    expect((await signIn(email, PASSWORD, '10.6.0.1')).status).toBe(200);
    expectThrottled(await signIn(email, PASSWORD, '10.6.0.11'));
  });
});

describe('client addresses', () => {
  it('X-Forwarded-For counts only from a trusted proxy: without TRUSTED_PROXIES every guess is the socket\'s address', async () => {
    const email = await owner('forwarded');
    const direct = await startTestApp(__filename, { TRUSTED_PROXIES: '' }, { databaseUrl: t.databaseUrl });
    try {
      for (let i = 0; i < 5; i++) expectWrongPassword(await signIn(email, `guess-${i}`, `10.4.0.${i}`, direct));
      // a fresh X-Forwarded-For does not buy a fresh bucket
      expectThrottled(await signIn(email, 'guess-5', '10.4.0.99', direct));
    } finally {
      await direct.stop();
    }
    // behind the trusted proxy, those were different clients: the next address is unaffected
    expectWrongPassword(await signIn(email, 'guess-6', '10.4.0.98'));
  });
});

describe('across processes (Redis)', () => {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const settings = { freeFailuresPerPair: 2, firstBackoffSeconds: 60, maxBackoffSeconds: 3600, failuresPerAccount: 100, failuresPerIp: 100 };

  it('two throttles on one Redis share the counts', async () => {
    const prefix = `signin-test-${process.pid}-${Date.now()}`;
    const [storeA, storeB] = [sharedLimitStore(redisUrl), sharedLimitStore(redisUrl)];
    const [a, b] = [new SignInThrottle(settings, storeA, prefix), new SignInThrottle(settings, storeB, prefix)];
    try {
      await Promise.all([storeReady(storeA), storeReady(storeB)]);
      expect(await a.begin('shared@example.test', '10.5.0.1')).toEqual({ allowed: true });
      expect(await b.begin('shared@example.test', '10.5.0.1')).toEqual({ allowed: true });
      expect(await a.begin('shared@example.test', '10.5.0.1')).toEqual({ allowed: false, retryAfterSeconds: 60 });
      // the request-rate limits share one budget the same way
      const [limitsA, limitsB] = [new RedisRateLimiter(storeA, `${prefix}-rate`), new RedisRateLimiter(storeB, `${prefix}-rate`)];
      const rule = { limit: 2, windowMs: 60_000 };
      expect((await limitsA.hit(['ip:10.5.0.1'], rule)).allowed).toBe(true);
      expect((await limitsB.hit(['ip:10.5.0.1'], rule)).allowed).toBe(true);
      expect(await limitsA.hit(['ip:10.5.0.1'], rule)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    } finally {
      storeA.disconnect();
      storeB.disconnect();
    }
  });

  it('two app processes with REDIS_URL throttle one account together', async () => {
    const email = await owner(`shared${Date.now()}`);
    // Redis outlives test runs: an address of this run only
    const ip = `10.${(Date.now() >> 16) % 250}.${(Date.now() >> 8) % 250}.${process.pid % 250}`;
    const env = { REDIS_URL: redisUrl, TRUSTED_PROXIES: '127.0.0.0/8, ::1' };
    const [a, b] = await Promise.all([
      startTestApp(__filename, env, { databaseUrl: t.databaseUrl }),
      startTestApp(__filename, env, { databaseUrl: t.databaseUrl }),
    ]);
    try {
      for (const app of [a, b, a, b, a]) expectWrongPassword(await signIn(email, 'guess', ip, app));
      expectThrottled(await signIn(email, 'guess', ip, b));
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it('keeps throttling in memory when Redis cannot be reached (insurance limiter)', async () => {
    const store = sharedLimitStore('redis://127.0.0.1:1');
    const down = new SignInThrottle(settings, store, `signin-down-${Date.now()}`);
    const limits = new RedisRateLimiter(store, `rate-down-${Date.now()}`);
    try {
      expect(await down.begin('x@example.test', '10.5.0.2')).toEqual({ allowed: true });
      expect(await down.begin('x@example.test', '10.5.0.2')).toEqual({ allowed: true });
      expect(await down.begin('x@example.test', '10.5.0.2')).toEqual({ allowed: false, retryAfterSeconds: 60 });
      const rule = { limit: 1, windowMs: 60_000 };
      expect((await limits.hit(['ip:x'], rule)).allowed).toBe(true);
      expect((await limits.hit(['ip:x'], rule)).allowed).toBe(false);
    } finally {
      store.disconnect();
    }
  });
});
