/** Helpers shared by the benchmarks: the app on its own data directory, sign-in and GraphQL calls, timing. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { startApp, type StartedApp } from '../src/app/start';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/database';
import { DEMO_PASSWORD } from '../src/seed/demo-world';
import { seed } from '../src/seed/seed';

/**
 * The live benches' subscribers all come from one loopback address: the per-address WebSocket bounds (README,
 * Settings: WS_*) are lifted for them, as they would hold for thousands of real clients.
 */
export const MANY_CLIENTS_ONE_ADDRESS: Record<string, string> = {
  WS_MAX_SOCKETS_PER_ADDRESS: '1000000',
  WS_MAX_OPERATIONS_PER_ADDRESS: '1000000',
  WS_OPERATIONS_PER_ADDRESS_BURST: '1000000',
  WS_OPERATIONS_PER_ADDRESS_PER_SECOND: '1000000',
  WS_MAX_PENDING_CONNECTIONS: '1000000',
  API_RATE_LIMIT_PER_MINUTE: '100000000',
};

export interface BenchApp {
  app: StartedApp;
  database: Database;
  /** Stops the app, closes the database and removes the data directory. */
  stop(): Promise<void>;
}

/**
 * A fresh database on `adminUrl`'s server, never the admin database itself (a bench must not leave players or comments
 * in the machine's `postgres`); `drop()` removes it. With BENCH_DB_NAME the database of that name is used as it is and
 * kept (a rerun of bench:leaderboard then reuses its millions of players).
 */
export async function freshDatabase(adminUrl: string, label: string): Promise<{ url: string; drop(): Promise<void> }> {
  const keep = process.env.BENCH_DB_NAME;
  const name = keep ?? `${process.env.TEST_DB_PREFIX ?? 'clutch'}_bench_${label}_${process.pid}`;
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  if (keep) {
    const client = new Client({ connectionString: adminUrl });
    await client.connect();
    const { rowCount } = await client.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [name]).finally(() => client.end());
    if (!rowCount) await admin(`CREATE DATABASE "${name}"`);
  } else {
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin(`CREATE DATABASE "${name}"`);
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: async () => (keep ? undefined : admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)) };
}

/**
 * The app as a benchmark runs it: a fresh data directory, the database of the environment (with DATABASE_URL from the
 * environment, a fresh database created on that server for this run and dropped by stop(); else the embedded one; with `seed`, seeded when
 * it has no games yet), `env` over process.env, any port. A given `dataDir` is used as it is (an embedded database
 * already seeded there is reopened) and still removed by stop().
 */
export async function startBenchApp(env: Record<string, string> = {}, options: { seed?: boolean; dataDir?: string; label?: string } = {}): Promise<BenchApp> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'clutch-bench-'));
  // The benches post as one player far beyond the per-user posting limits (moderation.rates.ts): those are tested, not measured.
  const postingUnlimited = { POSTING_RATE_LIMIT_PER_MINUTE: '100000000', POSTING_RATE_LIMIT_NEW_ACCOUNT_PER_MINUTE: '100000000' };
  const merged: Record<string, string | undefined> = { ...postingUnlimited, ...process.env, ...env, DATA_DIR: dataDir };
  // A DATABASE_URL given in `env` is the caller's own database (bench:scale's, shared by its processes): used as it is.
  const own = merged.DATABASE_URL && !env.DATABASE_URL ? await freshDatabase(merged.DATABASE_URL, options.label ?? path.basename(process.argv[1] ?? 'bench', '.ts').replace(/\W+/g, '_')) : undefined;
  const config = { ...loadConfig({ ...merged, ...(own ? { DATABASE_URL: own.url } : {}) }), port: 0 };
  const database = await openDatabase(config);
  if (options.seed && !(await database.dataSource.query(`select count(*)::int n from games`))[0].n) await seed(database.dataSource);
  const app = await startApp(config, { database });
  return {
    app,
    database,
    async stop() {
      await app.stop();
      await database.close();
      await own?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs a benchmark's main: its error printed and exit code 1 on failure. */
export function runBench(main: () => Promise<unknown>): void {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

/** A password sign-in through /auth/v1/token; the session's access token. */
export async function signIn(url: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

/** One GraphQL request: its data; throws on any GraphQL error. */
export async function gql(url: string, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: any; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** The q-quantile (0..1) of ascending-sorted samples. */
export const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** Runs `work` `rounds` times in sequence and returns the durations in milliseconds, sorted ascending. */
export async function timeRounds(rounds: number, work: () => Promise<unknown>): Promise<number[]> {
  const timings: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    await work();
    timings.push(performance.now() - started);
  }
  return timings.sort((a, b) => a - b);
}

/**
 * Times `rounds` sequential POSTs of one GraphQL request from a worker thread, so the client's own work does not run
 * on the server's event loop and the figures are the server's; returns sorted milliseconds. Fails on any GraphQL
 * error. The client is node:http on one kept-alive connection, as a browser's would be: fetch (undici) cost about
 * 0.5 ms more per request on this machine, time that is the client's, not the server's.
 */
/**
 * Requests sent before the timed ones: enough for V8 to have optimized the request's whole path, as on a server that
 * has been up a while. With 20, the first timed run still paid for the optimizing compiler's work (the leaderboard
 * page's p99 measured 6.0 ms on its first 2,000 requests and 4.4 ms on the next 2,000).
 */
export const GRAPHQL_WARM_UP_REQUESTS = 1000;

export async function timeGraphQLFromWorker(url: string, body: { query: string; variables?: Record<string, unknown> }, token: string | undefined, rounds: number): Promise<number[]> {
  const { Worker } = await import('node:worker_threads');
  const source = `
    const { parentPort, workerData } = require('node:worker_threads');
    const http = require('node:http');
    const { url, body, token, rounds, warmUp } = workerData;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const payload = Buffer.from(JSON.stringify(body));
    const target = new URL(url + '/graphql');
    const headers = { 'content-type': 'application/json', 'content-length': payload.length, ...(token ? { authorization: 'Bearer ' + token } : {}) };
    const post = () => new Promise((resolve, reject) => {
      const req = http.request({ host: target.hostname, port: target.port, path: target.pathname, method: 'POST', agent, headers }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const json = JSON.parse(Buffer.concat(chunks).toString());
          if (json.errors) reject(new Error(JSON.stringify(json.errors)));
          else resolve();
        });
      });
      req.on('error', reject);
      req.end(payload);
    });
    (async () => {
      const timings = [];
      for (let i = 0; i < rounds + warmUp; i++) {
        const started = performance.now();
        await post();
        if (i >= warmUp) timings.push(performance.now() - started);
      }
      agent.destroy();
      parentPort.postMessage(timings);
    })().catch((error) => { throw error; });
  `;
  const worker = new Worker(source, { eval: true, workerData: { url, body, token, rounds, warmUp: GRAPHQL_WARM_UP_REQUESTS } });
  const timings = await new Promise<number[]>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  return timings.sort((a, b) => a - b);
}
