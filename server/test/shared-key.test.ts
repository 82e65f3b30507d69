import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SignJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import { wsClient } from './live';
import { signUp } from './accounts';
import { createSuiteDatabase } from './database';
import type { TestApp } from './harness';
import { startAppProcess, type AppProcess } from './processes';

/**
 * Two processes of one deployment on different ports (so different default origins), sharing JWT_PRIVATE_KEY and
 * the database but no PUBLIC_URL: each accepts the other's access tokens over GraphQL, REST and WebSocket, and both
 * refuse a token with the same claims signed by another key.
 */
jest.setTimeout(120_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pem = (key: crypto.KeyObject) => key.export({ type: 'pkcs8', format: 'pem' }).toString();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function viewerOver(app: AppProcess, token: string): Promise<unknown> {
  const res = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: `query { viewer { id } }` }),
  });
  return ((await res.json()) as { data?: { viewer: unknown } }).data?.viewer;
}

/** The auth door's REST read of the signed-in user: its status and id. */
async function userOver(app: AppProcess, token: string): Promise<{ status: number; id?: string; code?: unknown }> {
  const res = await fetch(`${app.url}/auth/v1/user`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { id?: string; error_code?: unknown };
  return { status: res.status, id: body.id, code: body.error_code };
}

/** Opens a graphql-ws subscription as `token` and resolves with its first outcome: "open" after 1 s quiet, or the error. */
async function subscribeOver(app: AppProcess, token: string): Promise<string> {
  const client = wsClient(app.url, token);
  try {
    return await new Promise<string>((resolve) => {
      client.subscribe(
        { query: `subscription { notificationEvents { unreadCount } }` },
        { next: (r) => resolve(r.errors ? `errors ${JSON.stringify(r.errors)}` : 'event'), error: (e) => resolve(`error ${String((e as { reason?: string }).reason ?? JSON.stringify(e))}`), complete: () => resolve('complete') },
      );
      void sleep(1000).then(() => resolve('open'));
    });
  } finally {
    await client.dispose();
  }
}

describe('two processes sharing JWT_PRIVATE_KEY on different ports, no PUBLIC_URL', () => {
  let dataDirs: string[] = [];
  let a: AppProcess;
  let b: AppProcess;

  beforeAll(async () => {
    const databaseUrl = await createSuiteDatabase(__filename);
    const key = pem(crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey);
    dataDirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'clutch-issuer-')));
    const env = (dataDir: string, port: number) => ({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, PORT: String(port), JWT_PRIVATE_KEY: key, SEED_ON_START: 'false' });
    // Neither process may inherit a PUBLIC_URL or AUTH_JWT_ISSUER (an empty value would still be one shared origin).
    const inherited = { PUBLIC_URL: process.env.PUBLIC_URL, AUTH_JWT_ISSUER: process.env.AUTH_JWT_ISSUER };
    delete process.env.PUBLIC_URL;
    delete process.env.AUTH_JWT_ISSUER;
    a = await startAppProcess(env(dataDirs[0], await freePort()));
    b = await startAppProcess(env(dataDirs[1], await freePort()));
    for (const [name, value] of Object.entries(inherited)) if (value !== undefined) process.env[name] = value;
    expect(a.url).not.toBe(b.url);
  });
  afterAll(() => {
    a?.kill();
    b?.kill();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("accepts the other process's token over GraphQL, REST and WebSocket", async () => {
    const fromA = await signUp({ url: a.url } as TestApp, 'issuera');
    const fromB = await signUp({ url: b.url } as TestApp, 'issuerb');
    expect(await viewerOver(b, fromA.token)).toEqual({ id: fromA.userId });
    expect(await viewerOver(a, fromB.token)).toEqual({ id: fromB.userId });
    expect(await userOver(b, fromA.token)).toMatchObject({ status: 200, id: fromA.userId });
    expect(await userOver(a, fromB.token)).toMatchObject({ status: 200, id: fromB.userId });
    expect(await subscribeOver(b, fromA.token)).toBe('open');
    expect(await subscribeOver(a, fromB.token)).toBe('open');
  });

  it('refuses a token with the same claims and kid signed by another key, on both processes', async () => {
    const real = await signUp({ url: a.url } as TestApp, 'issuerforged');
    const header = decodeProtectedHeader(real.token);
    const otherKey = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    const forged = await new SignJWT(decodeJwt(real.token)).setProtectedHeader({ alg: 'ES256', kid: header.kid, typ: 'JWT' }).sign(otherKey);
    for (const app of [a, b]) {
      expect(await viewerOver(app, real.token)).toEqual({ id: real.userId });
      expect(await userOver(app, forged)).toMatchObject({ status: 403, code: 'bad_jwt' });
      // GraphQL reads a refused token as a visitor.
      expect(await viewerOver(app, forged)).toBeNull();
      expect(await subscribeOver(app, forged)).not.toBe('open');
    }
  });

  // Sign-outs cross processes over Redis (REDIS_URL is inherited by both processes; the in-memory bus is one process).
  (process.env.REDIS_URL ? it : it.skip)('a sign-out through one process ends the session on the other', async () => {
    const player = await signUp({ url: b.url } as TestApp, 'issuersignout');
    expect(await viewerOver(a, player.token)).toEqual({ id: player.userId });
    const out = await fetch(`${b.url}/auth/v1/logout?scope=global`, { method: 'POST', headers: { authorization: `Bearer ${player.token}` } });
    expect(out.status).toBe(204);
    let viewer: unknown = { id: player.userId };
    for (let i = 0; i < 40 && viewer !== null; i++) {
      await sleep(25);
      viewer = await viewerOver(a, player.token);
    }
    expect(viewer).toBeNull();
    expect(await userOver(a, player.token)).toMatchObject({ status: 403 });
  });
});
