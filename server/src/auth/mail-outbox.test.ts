import net from 'node:net';
import { startTestApp, type TestApp } from '../../test/harness';
import { authCall, authSuiteApp, codeIn, linkIn, type CapturedOutput } from '../../test/factories/auth';
import { loadMailSettings, Mailer, type MailTransport } from './mailer';

/**
 * No secrets in production logs; the outbox is the delivery seam (issue 24, finding 5). In production (NODE_ENV) no
 * recovery, confirmation, e-mail-change or re-authentication link or code reaches the log; with SMTP settings a worker
 * delivers each outbox row once, even with several workers racing, retrying failures with back-off.
 */
let t: TestApp;
let output: CapturedOutput;
const PASSWORD = 'Production-Pass-1';

authSuiteApp(__filename, { NODE_ENV: 'production', AUTH_AUTOCONFIRM: 'false' }, (app, captured) => {
  t = app;
  output = captured;
});

interface OutboxRow {
  id: string;
  to_address: string;
  subject: string;
  body: string;
  attempts: number;
  sent_at: Date | null;
  failed_at: Date | null;
  last_error: string | null;
}

const outbox = (where = 'true', params: unknown[] = []): Promise<OutboxRow[]> =>
  t.app.deps.dataSource.query(`SELECT * FROM mail_outbox WHERE ${where} ORDER BY created_at, id`, params);

/** The secrets a mail carries: its link's token and its 6-digit code. */
function secretsOf(body: string): string[] {
  const secrets: string[] = [];
  if (/\/auth\/v1\/verify\?/.test(body)) secrets.push(linkIn(body).searchParams.get('token')!);
  const code = /code: (\d{6})/.exec(body);
  if (code) secrets.push(code[1]);
  return secrets;
}

describe('production logs', () => {
  it('carry no link or code of a confirmation, recovery, re-authentication or e-mail-change mail (they stay in the outbox)', async () => {
    const email = 'prod@example.test';
    expect((await authCall(t.url, 'POST', '/signup', { email, password: PASSWORD })).status).toBe(200);
    const [confirmation] = await outbox('to_address = $1', [email]);
    const confirmed = await authCall(t.url, 'POST', '/verify', { type: 'signup', email, token: codeIn(confirmation.body) });
    expect(confirmed.status).toBe(200);
    const token = confirmed.body.access_token;
    expect((await authCall(t.url, 'POST', '/recover', { email })).status).toBe(200);
    expect((await authCall(t.url, 'GET', '/reauthenticate', undefined, { token })).status).toBe(200);
    expect((await authCall(t.url, 'PUT', '/user', { email: 'prod.new@example.test', current_password: PASSWORD }, { token })).status).toBe(
      200,
    );
    expect((await authCall(t.url, 'POST', '/signup', { email, password: PASSWORD })).status).toBe(200);

    const mails = await outbox();
    expect(mails.map((m) => [m.to_address, m.subject])).toEqual([
      [email, 'Confirm your Clutch account'],
      [email, 'Reset your Clutch password'],
      [email, 'Your Clutch confirmation code'],
      ['prod.new@example.test', 'Confirm your new Clutch e-mail address'],
      [email, 'Someone tried to sign up with your Clutch e-mail address'],
    ]);
    // No SMTP settings: nothing was sent, nothing given up.
    expect(mails.every((m) => m.sent_at === null && m.failed_at === null && m.attempts === 0)).toBe(true);
    const secrets = mails.flatMap((m) => secretsOf(m.body));
    expect(secrets).toHaveLength(7); // two per link mail (link and code), the re-authentication nonce
    const leaked = output.lines.filter((line) => line.includes('/auth/v1/verify') || secrets.some((s) => line.includes(s)));
    expect(leaked).toEqual([]);
  });
});

/** A tiny SMTP server on 127.0.0.1 that accepts everything and keeps each message's envelope and data. */
async function smtpServer(): Promise<{ port: number; messages: Array<{ to: string[]; data: string }>; close(): Promise<void> }> {
  const messages: Array<{ to: string[]; data: string }> = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let to: string[] = [];
    let data = '';
    socket.write('220 localhost ESMTP test\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let eol: number;
      while ((eol = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push({ to, data });
            to = [];
            data = '';
            socket.write('250 OK queued\r\n');
          } else data += (line.startsWith('..') ? line.slice(1) : line) + '\n';
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-localhost\r\n250 8BITMIME\r\n');
        else if (verb === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          socket.write('250 OK\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 Bye\r\n');
        } else socket.write('250 OK\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return { port, messages, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('delivery through SMTP', () => {
  it('with SMTP_HOST/SMTP_PORT/SMTP_FROM, the worker delivers each pending outbox row once and marks it sent', async () => {
    const smtp = await smtpServer();
    const mailing = await startTestApp(
      __filename,
      {
        NODE_ENV: 'production',
        AUTH_AUTOCONFIRM: 'false',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(smtp.port),
        SMTP_FROM: 'Clutch <no-reply@clutch.test>',
      },
      { databaseUrl: t.databaseUrl },
    );
    try {
      const pending = (await outbox('sent_at IS NULL AND failed_at IS NULL')).length;
      expect((await authCall(mailing.url, 'POST', '/recover', { email: 'prod@example.test' })).status).toBe(200);
      await waitFor(async () => (await outbox('sent_at IS NULL')).length === 0);
      // A few more polls' worth of time: nothing is sent twice.
      await new Promise((r) => setTimeout(r, 300));
      const rows = await outbox();
      expect(smtp.messages).toHaveLength(pending + 1);
      expect(rows.every((r) => r.sent_at !== null && r.attempts === 1 && r.last_error === null)).toBe(true);
      const recovery = rows[rows.length - 1];
      const delivered = smtp.messages.find((m) => m.data.includes(linkIn(recovery.body).searchParams.get('token')!));
      expect(delivered?.to).toEqual(['prod@example.test']);
      expect(delivered?.data).toMatch(/^From: Clutch <no-reply@clutch\.test>$/m);
      expect(delivered?.data).toMatch(/^Subject: Reset your Clutch password$/m);
    } finally {
      await mailing.stop();
      await smtp.close();
    }
  });
});

describe('the outbox worker', () => {
  const settings = loadMailSettings({ NODE_ENV: 'production' });

  async function queue(count: number, prefix: string) {
    for (let i = 0; i < count; i++) {
      await t.app.deps.dataSource.query(`INSERT INTO mail_outbox (to_address, subject, body) VALUES ($1, 'Race', 'hello')`, [
        `${prefix}${i}@example.test`,
      ]);
    }
  }

  async function drain(mailer: Mailer) {
    while ((await mailer.deliverDue()) > 0);
  }

  it('two workers racing over the same rows deliver each exactly once', async () => {
    await queue(40, 'race');
    const sent: string[] = [];
    const transport = (name: string): MailTransport => ({
      async sendMail(message) {
        sent.push(`${message.to}`);
        await new Promise((r) => setTimeout(r, 3 + (name === 'a' ? 0 : 2)));
        return {};
      },
    });
    const a = new Mailer(t.app.deps.dataSource, settings, transport('a'), { batchSize: 3 });
    const b = new Mailer(t.app.deps.dataSource, settings, transport('b'), { batchSize: 3 });
    await Promise.all([drain(a), drain(b), drain(a), drain(b)]);
    const raced = sent.filter((to) => to.startsWith('race'));
    expect(raced).toHaveLength(40);
    expect(new Set(raced).size).toBe(40);
    expect(await outbox(`to_address LIKE 'race%' AND (sent_at IS NULL OR attempts <> 1)`)).toEqual([]);
  });

  it('retries a failed delivery after a back-off, and gives up after maxAttempts', async () => {
    await queue(1, 'flaky');
    let failures = 1;
    const flaky: MailTransport = {
      async sendMail() {
        if (failures-- > 0) throw new Error('451 try again later');
        return {};
      },
    };
    const mailer = new Mailer(t.app.deps.dataSource, settings, flaky, { retryBaseSeconds: 60 });
    expect(await mailer.deliverDue()).toBe(1);
    const [failed] = await t.app.deps.dataSource.query(
      `SELECT attempts, last_error, sent_at, next_attempt_at > now() + interval '50 seconds' AS backing_off FROM mail_outbox WHERE to_address = 'flaky0@example.test'`,
    );
    expect(failed).toEqual({ attempts: 1, last_error: '451 try again later', sent_at: null, backing_off: true });
    expect(await mailer.deliverDue()).toBe(0);
    await t.app.deps.dataSource.query(`UPDATE mail_outbox SET next_attempt_at = now() WHERE to_address = 'flaky0@example.test'`);
    expect(await mailer.deliverDue()).toBe(1);
    expect((await outbox(`to_address = 'flaky0@example.test'`)).map((r) => [r.attempts, r.sent_at !== null, r.last_error])).toEqual([
      [2, true, null],
    ]);

    await queue(1, 'dead');
    const dead = new Mailer(
      t.app.deps.dataSource,
      settings,
      { sendMail: () => Promise.reject(new Error('550 no such user')) },
      { maxAttempts: 2, retryBaseSeconds: 0 },
    );
    await drain(dead);
    expect(
      (await outbox(`to_address = 'dead0@example.test'`)).map((r) => [r.attempts, r.sent_at, r.failed_at !== null, r.last_error]),
    ).toEqual([[2, null, true, '550 no such user']]);
  });
});
