/**
 * A bounded anonymous WebSocket flood against a local app (issue 24, finding 2): one address opens SOCKETS sockets and
 * sends SUBSCRIPTIONS live-wall subscriptions on each, as fast as it can, for at most SECONDS. Prints what the server
 * accepted and refused, how long /healthz took meanwhile, the app's longest event-loop stall and its RSS before,
 * at the peak and after. Loopback only; every count and the duration are capped.
 *   npm run bench:ws-flood -w server        (embedded database, or DATABASE_URL)
 * BENCH_WS_SOCKETS (100, at most 500), BENCH_WS_SUBSCRIPTIONS (100, at most 200), BENCH_WS_SECONDS (10, at most 30).
 */
import 'reflect-metadata';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { runBench, startBenchApp } from './measure';

const SOCKETS = Math.min(500, Number(process.env.BENCH_WS_SOCKETS ?? 100));
const SUBSCRIPTIONS = Math.min(200, Number(process.env.BENCH_WS_SUBSCRIPTIONS ?? 100));
const SECONDS = Math.min(30, Number(process.env.BENCH_WS_SECONDS ?? 10));

/** The flood runs in a worker thread, so its own work does not count as the app's event-loop stall. */
const FLOOD = `
const { parentPort, workerData } = require('node:worker_threads');
const WebSocket = require('ws');
const { port, sockets, subscriptions, seconds, wallId } = workerData;
const url = 'ws://127.0.0.1:' + port + '/graphql';
const closes = {};
let acked = 0, next = 0, errors = 0, refusedOps = {};
const open = [];
(async () => {
const deadline = Date.now() + seconds * 1000;
for (let s = 0; s < sockets; s++) {
  const socket = new WebSocket(url, 'graphql-transport-ws');
  open.push(socket);
  socket.on('error', () => {});
  socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: {} })));
  socket.on('close', (code) => { closes[code] = (closes[code] ?? 0) + 1; });
  socket.on('message', (raw) => {
    const message = JSON.parse(String(raw));
    if (message.type === 'connection_ack') {
      acked++;
      for (let i = 0; i < subscriptions; i++) {
        socket.send(JSON.stringify({ id: String(i), type: 'subscribe', payload: {
          query: 'subscription($w: ID!) { commentWallEvents(wallId: $w) { kind comment { id text author { userName } } } }',
          variables: { w: wallId } } }));
      }
    } else if (message.type === 'next') next++;
    else if (message.type === 'error') {
      errors++;
      const code = message.payload?.[0]?.extensions?.code ?? 'none';
      refusedOps[code] = (refusedOps[code] ?? 0) + 1;
    }
  });
}
const done = setInterval(() => {
  if (Date.now() < deadline) return;
  clearInterval(done);
  for (const socket of open) socket.terminate();
  parentPort.postMessage({ acked, errors, refusedOps, closes });
}, 50);
})();
`;

/** /healthz every 100 ms from a thread of its own (the flood's thread is too busy to time anything). */
const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
const url = 'http://127.0.0.1:' + workerData.port + '/healthz';
const probes = [];
let stop = false;
parentPort.once('message', () => (stop = true));
(async () => {
  await fetch(url); // untimed: the first request pays for fetch's and the route's first run
  parentPort.postMessage('ready');
  while (!stop) {
    const started = performance.now();
    await fetch(url).then((res) => res.arrayBuffer());
    probes.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  probes.sort((a, b) => a - b);
  parentPort.postMessage({ probes: probes.length, p50: probes[Math.floor(probes.length / 2)], p90: probes[Math.floor(probes.length * 0.9)], max: probes[probes.length - 1] });
})();
`;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function main() {
  const bench = await startBenchApp();
  const { app } = bench;
  const signup = await fetch(`${app.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'flood-wall@example.test', password: 'Sturdy-Password-1', data: { user_name: 'floodwall' } }),
  });
  if (signup.status !== 200) throw new Error(`sign-up failed: ${signup.status}`);
  const [{ wall_id: wallId }] = await app.deps.dataSource.query(`SELECT comment_wall_id AS wall_id FROM comment_walls LIMIT 1`);
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 100);
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const prober = new Worker(PROBE, { eval: true, workerData: { port: app.port } });
  await new Promise((resolve) => prober.once('message', resolve));
  const worker = new Worker(FLOOD, { eval: true, workerData: { port: app.port, sockets: SOCKETS, subscriptions: SUBSCRIPTIONS, seconds: SECONDS, wallId } });
  const result = await new Promise<Record<string, unknown>>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  const probed = await new Promise<Record<string, number>>((resolve) => {
    prober.once('message', resolve);
    prober.postMessage('stop');
  });
  await prober.terminate();
  delay.disable();
  // Let the server notice the closed sockets and drop their subscriptions.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  clearInterval(sampler);
  global.gc?.();
  const rssAfter = process.memoryUsage().rss;
  console.log(`anonymous WebSocket flood from one address: ${SOCKETS} sockets x ${SUBSCRIPTIONS} subscriptions, ${SECONDS} s`);
  console.log(`  sockets acknowledged ${result.acked}; sockets closed by code ${JSON.stringify(result.closes)}`);
  console.log(`  operations refused ${result.errors} by code ${JSON.stringify(result.refusedOps)}`);
  console.log(`  /healthz probes ${probed.probes}: p50 ${probed.p50.toFixed(1)} ms, p90 ${probed.p90.toFixed(1)} ms, max ${probed.max.toFixed(1)} ms`);
  console.log(`  app event loop: longest stall ${(delay.max / 1e6).toFixed(0)} ms, p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms`);
  console.log(`  RSS before ${mb(rssBefore)}, peak ${mb(rssPeak)}, after ${mb(rssAfter)}`);
  await bench.stop();
}

runBench(main);
