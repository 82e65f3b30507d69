import fs from 'node:fs';
import path from 'node:path';
import WebSocket from 'ws';
import { createRequestContext } from '../src/core/request-context';
import { Messages } from '../src/core/messages';
import { SESSION_ENDED_CLOSE_CODE } from '../src/graphql/websocket';
import { notificationsService } from '../src/notifications';
import { signUp, TEST_PASSWORD, type Account } from './accounts';
import { startTestApp, type TestApp } from './harness';

/**
 * Issue 24, finding 3: a live subscription ends with its sign-in. After a sign-out (this session, or every session),
 * a password change (which signs the other sessions out) or the access token's expiry, the next event of an open
 * notification subscription is not delivered and the socket is closed with SESSION_ENDED_CLOSE_CODE (4419), which the
 * client answers by refreshing its token or reconnecting as a guest. The app reuses a session check for
 * AUTH_SESSION_CHECK_CACHE_MS (its default here, 10 s), so these also prove that a sign-out empties that cache.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(__filename, { AUTH_SESSION_CHECK_CACHE_MS: '10000' });
});
afterAll(() => t?.stop());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const NOTIFICATIONS = 'subscription { notificationEvents { unreadCount notification { id kind } } }';

/** A notification for the user, published live as the services publish it. */
async function notify(app: TestApp, userId: string): Promise<string> {
  await notificationsService.notify(createRequestContext(app.app.deps, null), { userId, kind: 'team_invitation' });
  const [{ id }] = await app.app.deps.dataSource.query(`SELECT notification_id AS id FROM notifications WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1`, [userId]);
  return id;
}

/** A password sign-in: a second session of the account. */
async function signIn(app: TestApp, account: Account): Promise<string> {
  const res = await fetch(`${app.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: TEST_PASSWORD }),
  });
  const body = (await res.json()) as { access_token: string };
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(body)}`);
  return body.access_token;
}

async function authCall(app: TestApp, method: string, route: string, token: string, body?: unknown) {
  const res = await fetch(`${app.url}/auth/v1${route}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return res.status;
}

/** A raw graphql-transport-ws socket signed in with `token`, subscribed to the viewer's notifications. */
async function liveNotifications(app: TestApp, token: string) {
  const socket = new WebSocket(app.url.replace('http', 'ws') + '/graphql', 'graphql-transport-ws');
  const received: string[] = [];
  const errors: unknown[] = [];
  let closed: { code: number; reason: string } | undefined;
  const whenClosed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve((closed = { code, reason: String(reason) }))),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } })));
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw));
      if (message.type === 'connection_ack') {
        socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: NOTIFICATIONS } }));
        resolve();
      } else if (message.type === 'next') {
        if (message.payload.errors) errors.push(...message.payload.errors);
        else received.push(message.payload.data.notificationEvents.notification.id);
      } else if (message.type === 'error') errors.push(...message.payload);
    });
    socket.once('close', () => reject(new Error('closed before it was acknowledged')));
  });
  return {
    received,
    errors,
    get closed() {
      return closed;
    },
    whenClosed,
    close: () => socket.close(),
  };
}

type Live = Awaited<ReturnType<typeof liveNotifications>>;

/** Notifies until the subscription has surely started (graphql-ws does not acknowledge a subscription). */
async function untilLive(app: TestApp, live: Live, userId: string) {
  for (let attempt = 0; attempt < 50 && live.received.length === 0; attempt++) {
    await notify(app, userId);
    await sleep(50);
  }
  expect(live.errors).toEqual([]);
  expect(live.received.length).toBeGreaterThan(0);
}

/** The socket's close, or undefined when it is still open after `ms`. */
async function closedWithin(live: Live, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const closed = await Promise.race([live.whenClosed, new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), ms)))]);
  clearTimeout(timer);
  return closed;
}

/**
 * After the sign-in ended: the socket closes with 4419, at once when the sign-out was announced (`announced`: no
 * event needed), and the next notification is not delivered.
 */
async function expectEnded(app: TestApp, live: Live, userId: string, { announced }: { announced: boolean }) {
  const before = live.received.length;
  if (announced) expect(await closedWithin(live, 5_000)).toEqual({ code: SESSION_ENDED_CLOSE_CODE, reason: Messages.websocketSessionEnded });
  const id = await notify(app, userId);
  const closed = await closedWithin(live, 5_000);
  expect(live.received.slice(before)).not.toContain(id);
  expect(live.received.length).toBe(before);
  expect(closed).toEqual({ code: SESSION_ENDED_CLOSE_CODE, reason: Messages.websocketSessionEnded });
}

/** Opens a socket with `token`: 'ack', or the code it was closed with before an acknowledgement. */
function connectWith(app: TestApp, token: string): Promise<'ack' | number> {
  const socket = new WebSocket(app.url.replace('http', 'ws') + '/graphql', 'graphql-transport-ws');
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } })));
    socket.on('message', (raw) => {
      if (JSON.parse(String(raw)).type === 'connection_ack') {
        resolve('ack');
        socket.close();
      }
    });
    socket.once('close', (code) => resolve(code));
  });
}

describe('a live subscription ends with its sign-in', () => {
  let alice: Account;
  let bob: Account;
  let carol: Account;
  let dave: Account;
  beforeAll(async () => {
    [alice, bob, carol, dave] = await Promise.all(['livealice', 'livebob', 'livecarol', 'livedave'].map((name) => signUp(t, name)));
  });

  it('signing out this session (scope local) closes its socket with 4419 and delivers nothing more; another session of the user stays live', async () => {
    const other = await signIn(t, alice);
    const live = await liveNotifications(t, alice.token);
    const otherLive = await liveNotifications(t, other);
    await untilLive(t, live, alice.userId);
    await untilLive(t, otherLive, alice.userId);
    expect(await authCall(t, 'POST', '/logout?scope=local', alice.token)).toBe(204);
    await expectEnded(t, live, alice.userId, { announced: true });
    // The other session was not signed out: it still gets the user's notifications.
    const id = await notify(t, alice.userId);
    for (let i = 0; i < 50 && !otherLive.received.includes(id); i++) await sleep(20);
    expect(otherLive.received).toContain(id);
    expect(otherLive.closed).toBeUndefined();
    otherLive.close();
    // Reconnecting with the signed-out token is refused with the same code, before any subscription.
    expect(await connectWith(t, alice.token)).toBe(SESSION_ENDED_CLOSE_CODE);
  });

  it('signing out everywhere (scope global, from another session) closes the open socket with 4419', async () => {
    const other = await signIn(t, bob);
    const live = await liveNotifications(t, bob.token);
    await untilLive(t, live, bob.userId);
    expect(await authCall(t, 'POST', '/logout?scope=global', other)).toBe(204);
    await expectEnded(t, live, bob.userId, { announced: true });
  });

  it('a password change from another session signs this one out: its socket closes with 4419', async () => {
    const other = await signIn(t, carol);
    const live = await liveNotifications(t, carol.token);
    await untilLive(t, live, carol.userId);
    expect(await authCall(t, 'PUT', '/user', other, { password: 'Another-Sturdy-Password-2', current_password: TEST_PASSWORD })).toBe(200);
    await expectEnded(t, live, carol.userId, { announced: true });
  });

  it('an access token that expires while the socket is open: the next event is not delivered, the socket closes with 4419', async () => {
    const settings = t.app.auth.settings;
    const ttl = settings.accessTokenTtl;
    settings.accessTokenTtl = 2;
    let token: string;
    try {
      token = await signIn(t, dave);
    } finally {
      settings.accessTokenTtl = ttl;
    }
    const live = await liveNotifications(t, token);
    await untilLive(t, live, dave.userId);
    const expiresAt = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).exp * 1000;
    await sleep(Math.max(0, expiresAt - Date.now()) + 100);
    await expectEnded(t, live, dave.userId, { announced: false });
  });

  it('a session ended without a word (its row deleted, no sign-out message): the next event is not delivered, the socket closes with 4419', async () => {
    // An app that checks the session on every use (AUTH_SESSION_CHECK_CACHE_MS=0): only the per-event check can see it.
    const strict = await startTestApp(__filename, { AUTH_SESSION_CHECK_CACHE_MS: '0' }, { databaseUrl: t.databaseUrl });
    try {
      const frank = await signUp(strict, 'livefrank');
      const live = await liveNotifications(strict, frank.token);
      await untilLive(strict, live, frank.userId);
      await strict.app.deps.dataSource.query(`DELETE FROM auth_sessions WHERE user_id = $1`, [frank.userId]);
      expect(await closedWithin(live, 300)).toBeUndefined();
      await expectEnded(strict, live, frank.userId, { announced: false });
    } finally {
      await strict.stop();
    }
  });

  it('a signed-in socket whose session is still signed in keeps receiving and stays open', async () => {
    const live = await liveNotifications(t, dave.token);
    await untilLive(t, live, dave.userId);
    const id = await notify(t, dave.userId);
    for (let i = 0; i < 50 && !live.received.includes(id); i++) await sleep(20);
    expect(live.received).toContain(id);
    expect(live.closed).toBeUndefined();
    live.close();
  });
});

/**
 * Two processes on one database and one Redis: a sign-out through process A ends the subscription open on process B
 * (B's session cache is emptied by the message A sends through Redis). Only with REDIS_URL: without it each process
 * has its own event bus, and B would hear neither the sign-out nor the notification.
 */
const describeWithRedis = process.env.REDIS_URL ? describe : describe.skip;
describeWithRedis('across processes (REDIS_URL)', () => {
  let b: TestApp;
  beforeAll(async () => {
    // B signs and verifies tokens with A's key, as two replicas sharing DATA_DIR do.
    const key = fs.readFileSync(path.join(t.app.deps.config.dataDir, 'auth', 'jwt-private.pem'), 'utf8');
    b = await startTestApp(__filename, { AUTH_SESSION_CHECK_CACHE_MS: '10000', JWT_PRIVATE_KEY: key }, { databaseUrl: t.databaseUrl });
  });
  afterAll(() => b?.stop());

  it('signing out everywhere through process A closes the socket open on process B with 4419', async () => {
    const erin = await signUp(t, 'liveerin');
    const live = await liveNotifications(b, erin.token);
    await untilLive(t, live, erin.userId);
    expect(await authCall(t, 'POST', '/logout?scope=global', erin.token)).toBe(204);
    await expectEnded(t, live, erin.userId, { announced: true });
  });
});
