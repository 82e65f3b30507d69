/**
 * Stack overhead: our /graphql against a bare Apollo Server 5 (Express 5 integration, trivial schema) in the same run,
 * both answering `{ __typename }` to 10 keep-alive connections. Prints req/s and p99 of each and the ratio (goal:
 * ours ≥ 1.0× bare, the guide's). `npm run bench:overhead -w server` (embedded DB, or DATABASE_URL), also part of `npm run bench`.
 */
import 'reflect-metadata';
import http from 'node:http';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import type { StartedApp } from '../src/app/start';
import { loadTest, type LoadResult } from './load';
import { MANY_CLIENTS_ONE_ADDRESS, runBench, startBenchApp } from './measure';

const GOAL = 1.0;
const DURATION_MS = Number(process.env.BENCH_OVERHEAD_MS ?? 5_000);
const CONNECTIONS = 10;
const BODY = JSON.stringify({ query: '{ __typename }' });

/** A bare Apollo Server 5 on Express 5 with a trivial schema: the baseline. */
async function startBareApollo(): Promise<{ url: string; stop(): Promise<void> }> {
  const apollo = new ApolloServer({ typeDefs: 'type Query { hello: String }', resolvers: { Query: { hello: () => 'world' } } });
  await apollo.start();
  const app = express();
  app.use('/graphql', express.json(), expressMiddleware(apollo));
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    async stop() {
      await apollo.stop();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const row = (name: string, r: LoadResult) =>
  `${name.padEnd(34)} ${r.rps.toFixed(0).padStart(8)} ${r.p50.toFixed(2).padStart(8)} ${r.p99.toFixed(2).padStart(8)} ${r.cpuPerRequestUs.toFixed(0).padStart(10)} ${String(r.errors).padStart(7)}`;

/** Runs the comparison against an already started app (the main bench passes its own). */
export async function benchOverhead(app: StartedApp): Promise<{ ours: LoadResult; bare: LoadResult; ratio: number }> {
  const bare = await startBareApollo();
  const ours = `${app.url}/graphql`;
  // Warm-up (JIT, pools), then alternate so drift on a shared machine hits both alike; keep each side's best.
  await loadTest(bare.url, BODY, { connections: CONNECTIONS, durationMs: 1_500 });
  await loadTest(ours, BODY, { connections: CONNECTIONS, durationMs: 1_500 });
  const results: { bare: LoadResult[]; ours: LoadResult[] } = { bare: [], ours: [] };
  for (let round = 0; round < 2; round++) {
    results.bare.push(await loadTest(bare.url, BODY, { connections: CONNECTIONS, durationMs: DURATION_MS }));
    results.ours.push(await loadTest(ours, BODY, { connections: CONNECTIONS, durationMs: DURATION_MS }));
  }
  await bare.stop();
  const best = (list: LoadResult[]) => list.reduce((a, b) => (b.rps > a.rps ? b : a));
  const out = { bare: best(results.bare), ours: best(results.ours) };
  const ratio = out.ours.rps / out.bare.rps;
  console.log(`\nstack overhead: { __typename } at ${CONNECTIONS} keep-alive connections, ${DURATION_MS / 1000} s per run, best of 2`);
  console.log('server'.padEnd(34), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'CPU µs/req'.padStart(10), 'errors'.padStart(7));
  for (const [i, r] of results.bare.entries()) console.log(row(`bare Apollo Server 5 (run ${i + 1})`, r));
  for (const [i, r] of results.ours.entries()) console.log(row(`our /graphql (run ${i + 1})`, r));
  // Server CPU per request is steadier than req/s on a shared machine: its inverse ratio is the throughput ratio
  // a dedicated core would give.
  const cpuRatio = out.bare.cpuPerRequestUs / out.ours.cpuPerRequestUs;
  console.log(
    `ratio ours/bare: ${ratio.toFixed(2)}× req/s, p99 ${(out.ours.p99 / out.bare.p99).toFixed(2)}×, CPU per request ${cpuRatio.toFixed(2)}× as efficient (goal ≥ ${GOAL}× req/s: ${ratio >= GOAL ? 'met' : `not met, ${(GOAL - ratio).toFixed(2)} short`})`,
  );
  return { ...out, ratio };
}

async function main() {
  // One address sends every request: the per-address API rate limit (600 a minute) would refuse nearly all of them.
  const bench = await startBenchApp(MANY_CLIENTS_ONE_ADDRESS);
  await benchOverhead(bench.app);
  await bench.stop();
}

if (require.main === module) runBench(main);
