import { startTestApp, type TestApp } from '../../test/harness';
import { authCall, captureOutput, type RawResponse } from '../../test/factories/auth';

/**
 * One-time codes under recovery's rate limits (AUTH_RATE_LIMIT_OTHER, lowered here): /otp, /resend and /verify count
 * per IP and per address (e-mail or phone), so neither mail-bombing an address nor guessing a 6-digit code from many
 * addresses gets far.
 */

let t: TestApp;
let output: ReturnType<typeof captureOutput>;
const saved = { ...process.env };

function from(ip: string) {
  return { headers: { 'x-forwarded-for': ip } };
}

function expectLimited(res: RawResponse) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
}

beforeAll(async () => {
  output = captureOutput();
  process.env.AUTH_RATE_LIMIT_OTHER = '3';
  process.env.TRUSTED_PROXIES = '127.0.0.1';
  t = await startTestApp(__filename);
});
afterAll(async () => {
  process.env = saved;
  await t?.stop();
  output?.restore();
});

async function outboxCount(address: string): Promise<number> {
  const [row] = await t.app.deps.dataSource.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE lower(to_address) = $1`, [address]);
  return row.n;
}

describe('one-time codes: rate limits', () => {
  it('/otp allows 3 requests per e-mail, whatever the IP, then 429 and no more mail', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await authCall(t.url, 'POST', '/otp', { email: 'flooded@example.com' }, from(`10.1.0.${i}`))).status).toBe(200);
    }
    expectLimited(await authCall(t.url, 'POST', '/otp', { email: 'Flooded@Example.com' }, from('10.1.0.9')));
    expect(await outboxCount('flooded@example.com')).toBe(3);
  });

  it('/otp and /resend count per phone number, however it is written', async () => {
    for (const [i, phone] of ['+15550107000', '1 555 010 7000', '(1) 555-010-7000'].entries()) {
      expect((await authCall(t.url, 'POST', '/otp', { phone }, from(`10.2.0.${i}`))).status).toBe(200);
    }
    expectLimited(await authCall(t.url, 'POST', '/otp', { phone: '+15550107000' }, from('10.2.0.9')));
    expect(await outboxCount('15550107000')).toBe(3);
    for (let i = 0; i < 3; i++) {
      expect((await authCall(t.url, 'POST', '/resend', { type: 'sms', phone: '+15550107000' }, from(`10.3.0.${i}`))).status).toBe(200);
    }
    expectLimited(await authCall(t.url, 'POST', '/resend', { type: 'sms', phone: '+15550107000' }, from('10.3.0.9')));
  });

  it('/verify guesses for one phone are limited across IPs: a 6-digit code cannot be walked', async () => {
    for (let i = 0; i < 3; i++) {
      const guess = await authCall(
        t.url,
        'POST',
        '/verify',
        { type: 'sms', phone: '+15550107001', token: `00000${i}` },
        from(`10.4.0.${i}`),
      );
      expect([guess.status, guess.body.code]).toEqual([403, 'otp_expired']);
    }
    expectLimited(await authCall(t.url, 'POST', '/verify', { type: 'sms', phone: '15550107001', token: '000009' }, from('10.4.0.9')));
  });
});
