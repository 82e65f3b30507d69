import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { signUp } from './accounts';
import { createSuiteDatabase } from './database';
import type { TestApp } from './harness';
import { startAppProcess, type AppProcess } from './processes';

/**
 * Graceful shutdown of the real entry point (src/main.ts) in a child process: on SIGTERM an in-flight request still
 * gets its answer, open subscriptions are closed with 1012 (Service Restart, which graphql-ws clients retry), new
 * connections are refused, and the process exits 0.
 */
jest.setTimeout(90_000);

describe('graceful shutdown of the app process', () => {
  let app: AppProcess | undefined;
  let dataDir: string;
  afterAll(() => {
    app?.kill();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('on SIGTERM finishes an in-flight request, closes subscriptions with 1012 and exits 0', async () => {
    const databaseUrl = await createSuiteDatabase(__filename);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clutch-shutdown-'));
    const started = (app = await startAppProcess({
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      // As deployed: in production Apollo Server would also handle SIGTERM (and re-raise it) unless told not to.
      NODE_ENV: 'production',
      SEED_ON_START: 'false',
      SHUTDOWN_GRACE_MS: '8000',
      REDIS_URL: process.env.REDIS_URL ?? '',
    }));
    const account = await signUp({ url: started.url } as TestApp, 'ShutdownWatcher');

    // An open subscription (the signed-in user's notifications).
    const socket = new WebSocket(started.url.replace('http', 'ws') + '/graphql', 'graphql-transport-ws');
    const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
    await new Promise<void>((resolve, reject) => {
      socket.once('error', reject);
      socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${account.token}` } })));
      socket.on('message', (data) => {
        if (JSON.parse(data.toString()).type === 'connection_ack') resolve();
      });
    });
    socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: 'subscription { notificationEvents { __typename } }' } }));
    // graphql-ws answers nothing to a started subscription: a ping round trip shows the subscribe was processed.
    await new Promise<void>((resolve) => {
      socket.on('message', (data) => JSON.parse(data.toString()).type === 'pong' && resolve());
      socket.send(JSON.stringify({ type: 'ping' }));
    });

    // An in-flight request: headers and half of the body sent, the rest only after SIGTERM.
    const body = JSON.stringify({ query: '{ __typename }' });
    const inFlight = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(`${started.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, text }));
      });
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => req.end(body.slice(10)), 1_000);
    });
    await new Promise((resolve) => setTimeout(resolve, 200));

    started.child.kill('SIGTERM');

    expect(await closed).toEqual({ code: 1012, reason: 'Service Restart' });
    // New connections are refused while the in-flight request is still being served.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(fetch(`${started.url}/healthz`)).rejects.toThrow();
    expect(await inFlight).toEqual({ status: 200, text: expect.stringContaining('"__typename":"Query"') });
    expect(await started.exited).toBe(0);
    expect(started.output()).toMatch(/SIGTERM: draining/);
    expect(started.output()).toMatch(/Stopped\./);
  });
});
