import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { signUp, TEST_PASSWORD, type Account } from '../../test/accounts';
import { startTestApp, type TestApp } from '../../test/harness';
import { startAppProcess, type AppProcess } from '../../test/processes';
import { NEW_ACCOUNT_POSTING_LIMIT_PER_MINUTE, POSTING_LIMIT_PER_MINUTE } from './moderation.rates';

/**
 * Posting limits per user (issue 29, Rates): comments and messages spend one budget per user, a new account's is
 * tighter, a refused post spends nothing and changes nothing, and with Redis the budget holds across processes.
 * The harness turns the limits off for other suites; these suites set them back to the product defaults ('').
 */
const DEFAULT_LIMITS = { POSTING_RATE_LIMIT_PER_MINUTE: '', POSTING_RATE_LIMIT_NEW_ACCOUNT_PER_MINUTE: '' };
const TOO_FAST = /^You are posting too fast\. Try again in \d+ seconds?\.$/;

const POST_COMMENT = `mutation RatePostComment($input: PostCommentInput!) { postComment(input: $input) { id } }`;
const SEND_MESSAGE = `mutation RateSendMessage($input: SendMessageInput!) { sendMessage(input: $input) { id } }`;

async function count(t: TestApp, table: 'comments' | 'messages', column: string, userId: string): Promise<number> {
  const [row] = await t.app.deps.dataSource.manager.query(`SELECT count(*)::int AS n FROM ${table} WHERE ${column} = $1`, [userId]);
  return row.n;
}

async function wallOf(t: TestApp, userId: string): Promise<string> {
  const [row] = await t.app.deps.dataSource.manager.query(`SELECT comment_wall_id FROM users_page WHERE user_id = $1`, [userId]);
  return row.comment_wall_id;
}

describe('posting limits', () => {
  let t: TestApp;
  let recipient: Account;
  let n = 0;
  const name = (prefix: string) => `${prefix}${++n}${randomUUID().slice(0, 4)}`;

  beforeAll(async () => {
    t = await startTestApp(__filename, DEFAULT_LIMITS);
    recipient = await signUp(t, name('ratereader'));
  });
  afterAll(() => t?.stop());

  const restComment = async (a: Account) =>
    t.rest('POST', '/api/chat/comments', { comment_wall_id: await wallOf(t, a.userId), comment: 'gg' }, a.token);
  const gqlComment = async (a: Account) => t.gql(POST_COMMENT, { input: { wallId: await wallOf(t, a.userId), text: 'gg' } }, a.token);
  const restMessage = (a: Account) => t.rest('POST', '/api/messages/send', { user_id: recipient.userId, text: 'hi' }, a.token);
  const gqlMessage = (a: Account) => t.gql(SEND_MESSAGE, { input: { userId: recipient.userId, text: 'hi' } }, a.token);

  async function established(prefix: string): Promise<Account> {
    const account = await signUp(t, name(prefix));
    await t.app.deps.dataSource.manager.query(`UPDATE users SET created_at = now() - interval '2 days' WHERE user_id = $1`, [account.userId]);
    return account;
  }

  it('gives a new account 3 posts a minute: the 4th comment is refused with 429 on REST and TOO_MANY_REQUESTS on GraphQL, stores nothing', async () => {
    expect(NEW_ACCOUNT_POSTING_LIMIT_PER_MINUTE).toBe(3);
    const poster = await signUp(t, name('ratenew'));
    for (let i = 0; i < NEW_ACCOUNT_POSTING_LIMIT_PER_MINUTE; i++) expect((await restComment(poster)).status).toBe(201);
    expect(await count(t, 'comments', 'user_id', poster.userId)).toBe(3);

    const res = await fetch(`${t.url}/api/chat/comments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${poster.token}` },
      body: JSON.stringify({ comment_wall_id: await wallOf(t, poster.userId), comment: 'gg' }),
    });
    const refused = { status: res.status, body: (await res.json()) as { error: { code: string; message: string } } };
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.body.error.message).toMatch(TOO_FAST);
    // Retry-After says the same wait as the message, within the one-minute window.
    const wait = Number(/in (\d+) second/.exec(refused.body.error.message)![1]);
    expect(res.headers.get('retry-after')).toBe(String(wait));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    const viaGraphql = await gqlComment(poster);
    expect(viaGraphql.data ?? null).toBeNull();
    expect(viaGraphql.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(viaGraphql.errors?.[0]?.message).toMatch(TOO_FAST);
    // Messages spend the same budget: spent by comments, a message is refused too.
    expect((await restMessage(poster)).status).toBe(429);
    expect(await count(t, 'comments', 'user_id', poster.userId)).toBe(3);
    expect(await count(t, 'messages', 'author_id', poster.userId)).toBe(0);
  });

  it('gives a new account 3 messages a minute too (GraphQL then REST)', async () => {
    const poster = await signUp(t, name('ratenewmsg'));
    for (let i = 0; i < 3; i++) expect((await gqlMessage(poster)).errors).toBeUndefined();
    const refused = await restMessage(poster);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({ code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(TOO_FAST) });
    expect((await gqlMessage(poster)).errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(await count(t, 'messages', 'author_id', poster.userId)).toBe(3);
    // Another user's budget is their own.
    const other = await signUp(t, name('ratenewother'));
    expect((await restMessage(other)).status).toBe(201);
  });

  it('gives an account older than a day 10 posts a minute, comments and messages together', async () => {
    expect(POSTING_LIMIT_PER_MINUTE).toBe(10);
    const poster = await established('rateold');
    for (let i = 0; i < 5; i++) expect((await restComment(poster)).status).toBe(201);
    for (let i = 0; i < 3; i++) expect((await gqlMessage(poster)).errors).toBeUndefined();
    expect((await gqlComment(poster)).errors).toBeUndefined();
    expect((await restMessage(poster)).status).toBe(201);
    expect((await restComment(poster)).status).toBe(429);
    expect((await gqlMessage(poster)).errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(await count(t, 'comments', 'user_id', poster.userId)).toBe(6);
    expect(await count(t, 'messages', 'author_id', poster.userId)).toBe(4);
  });

  it('does not count posts a time-out refuses', async () => {
    const poster = await signUp(t, name('ratetimeout'));
    const db = t.app.deps.dataSource.manager;
    await db.query(`INSERT INTO moderation_timeouts (user_id, until, reason) VALUES ($1, now() + interval '1 hour', 'spam')`, [poster.userId]);
    for (let i = 0; i < 5; i++) {
      const refused = await restComment(poster);
      expect([refused.status, refused.body.error.code]).toEqual([403, 'FORBIDDEN']);
    }
    await db.query(`DELETE FROM moderation_timeouts WHERE user_id = $1`, [poster.userId]);
    for (let i = 0; i < 3; i++) expect((await restComment(poster)).status).toBe(201);
    expect((await restComment(poster)).status).toBe(429);
    expect(await count(t, 'comments', 'user_id', poster.userId)).toBe(3);
  });

  it('does not limit names: a new account past its posting budget still names an organizer', async () => {
    const poster = await signUp(t, name('ratenames'));
    for (let i = 0; i < 3; i++) expect((await restMessage(poster)).status).toBe(201);
    expect((await restMessage(poster)).status).toBe(429);
    const created = await t.gql(`mutation RateCreateOrganizer($name: String!) { createOrganizer(name: $name) { id } }`, { name: name('Rate Org ') }, poster.token);
    expect(created.errors).toBeUndefined();
  });
});

/**
 * One budget across processes: the same user posts alternately through two app instances sharing one database and one
 * Redis. On PostgreSQL they are two real processes from the entry point (server/test/processes.ts); the embedded
 * database is one backend for one process, so there they are two app instances in this process, each with its own
 * Redis connection — the count still lives only in Redis.
 */
const describeWithRedis = process.env.REDIS_URL ? describe : describe.skip;
describeWithRedis('posting limits across processes (Redis)', () => {
  jest.setTimeout(60_000);
  const env = { ...DEFAULT_LIMITS, REDIS_URL: process.env.REDIS_URL ?? '' };
  let t: TestApp;
  let second: TestApp | undefined;
  const processes: AppProcess[] = [];
  let dataDir: string | undefined;
  let urls: [string, string];

  beforeAll(async () => {
    t = await startTestApp(__filename, env);
    if (process.env.DATABASE_URL) {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clutch-rates-'));
      // One DATA_DIR: the token-signing key the first process generates there serves both; one counter namespace.
      const processEnv = {
        ...env,
        DATABASE_URL: t.databaseUrl,
        DATA_DIR: dataDir,
        SEED_ON_START: 'false',
        JWT_PRIVATE_KEY: '',
        JOBS_POLL_MS: '0',
        AUTH_RATE_LIMIT_KEY_PREFIX: `test:rates:${randomUUID()}`,
      };
      processes.push(await startAppProcess(processEnv));
      processes.push(await startAppProcess(processEnv));
      urls = [processes[0].url, processes[1].url];
    } else {
      second = await startTestApp(__filename, env, { databaseUrl: t.databaseUrl });
      urls = [t.url, second.url];
    }
  });
  afterAll(async () => {
    for (const child of processes) {
      child.child.kill('SIGTERM');
      // A graceful stop closes its Redis connections and exits 0 (main.ts); one that hangs is killed and fails the test.
      let timer: NodeJS.Timeout | undefined;
      const exited = await Promise.race([child.exited, new Promise((resolve) => (timer = setTimeout(() => resolve('late'), 10_000)))]);
      clearTimeout(timer);
      if (exited !== 0) child.kill();
      expect(exited).toBe(0);
    }
    await second?.stop();
    await t?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function call(url: string, route: string, body: unknown, token?: string) {
    const res = await fetch(url + route, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as any };
  }

  it('a user posting alternately through both spends one budget: 10 in total, then both refuse', async () => {
    const email = `ratetwo${randomUUID().slice(0, 6)}@example.test`;
    const signedUp = await call(urls[0], '/auth/v1/signup', { email, password: TEST_PASSWORD, data: { user_name: `ratetwo${randomUUID().slice(0, 6)}` } });
    expect(signedUp.status).toBe(200);
    const { user } = signedUp.body as { user: { id: string } };
    // A session on each (the in-process instances each sign with their own key; the processes share one).
    const tokens: string[] = [];
    for (const url of urls) {
      const signedIn = await call(url, '/auth/v1/token?grant_type=password', { email, password: TEST_PASSWORD });
      expect(signedIn.status).toBe(200);
      tokens.push(signedIn.body.access_token);
    }
    const db = t.app.deps.dataSource.manager;
    await db.query(`UPDATE users SET created_at = now() - interval '2 days' WHERE user_id = $1`, [user.id]);
    const [page] = await db.query(`SELECT comment_wall_id FROM users_page WHERE user_id = $1`, [user.id]);

    const statuses: number[] = [];
    for (let i = 0; i < POSTING_LIMIT_PER_MINUTE + 2; i++) {
      const res = await call(urls[i % 2], '/api/chat/comments', { comment_wall_id: page.comment_wall_id, comment: `post ${i}` }, tokens[i % 2]);
      statuses.push(res.status);
    }
    // Each process alone would have allowed all 12 (10 each): together they allowed exactly 10.
    expect(statuses).toEqual([...Array(POSTING_LIMIT_PER_MINUTE).fill(201), 429, 429]);
    const [row] = await db.query(`SELECT count(*)::int AS n FROM comments WHERE user_id = $1`, [user.id]);
    expect(row.n).toBe(POSTING_LIMIT_PER_MINUTE);
  });
});
