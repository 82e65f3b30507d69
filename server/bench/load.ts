/**
 * A small keep-alive HTTP load generator (autocannon-like) run in a child process, so the load has its own event
 * loop (and core) and the server process's CPU time counts the server alone. `connections` loops each send one
 * request at a time.
 */
import { spawn } from 'node:child_process';

export interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
  /** CPU time of this process (the servers under test) per answered request, in microseconds. */
  cpuPerRequestUs: number;
}

const WORKER = `
const http = require('node:http');
const { url, body, connections, durationMs, headers } = JSON.parse(process.env.LOAD_TEST);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const target = new URL(url);
const payload = Buffer.from(body);
const latencies = [];
let errors = 0;
const until = Date.now() + durationMs;
function once() {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.request({ agent, host: target.hostname, port: target.port, path: target.pathname, method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': payload.length, ...headers } }, (res) => {
      res.resume();
      res.on('end', () => { if (res.statusCode === 200) latencies.push(performance.now() - started); else errors++; resolve(); });
    });
    req.on('error', () => { errors++; resolve(); });
    req.end(payload);
  });
}
async function loop() { while (Date.now() < until) await once(); }
Promise.all(Array.from({ length: connections }, loop)).then(() => {
  agent.destroy();
  process.send({ latencies, errors }, () => process.exit(0));
});
`;

/** POSTs `body` to `url` from `connections` keep-alive loops for `durationMs`; latencies in ms. */
export function loadTest(url: string, body: string, options: { connections?: number; durationMs?: number; headers?: Record<string, string> } = {}): Promise<LoadResult> {
  const durationMs = options.durationMs ?? 5_000;
  const spec = { url, body, connections: options.connections ?? 10, durationMs, headers: options.headers ?? {} };
  const child = spawn(process.execPath, ['-e', WORKER], { env: { ...process.env, LOAD_TEST: JSON.stringify(spec) }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const cpuBefore = process.cpuUsage();
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('message', (message) => {
      const cpu = process.cpuUsage(cpuBefore);
      const { latencies, errors } = message as { latencies: number[]; errors: number };
      latencies.sort((a, b) => a - b);
      const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
      resolve({
        requests: latencies.length,
        errors,
        rps: latencies.length / (durationMs / 1000),
        p50: at(0.5),
        p99: at(0.99),
        cpuPerRequestUs: (cpu.user + cpu.system) / Math.max(1, latencies.length),
      });
    });
  });
}
