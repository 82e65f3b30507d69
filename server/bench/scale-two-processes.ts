/**
 * Scale, raised (issue 30, item 6). Prints figures; passes or fails nothing.
 *   DATABASE_URL=postgres://... REDIS_URL=redis://... npm run bench:scale -w server
 * 1. Two real app processes (src/main.ts, as test/processes.ts starts them) on a fresh database of their own (created
 *    on DATABASE_URL's server, seeded with the demo world, dropped at the end) and one Redis. BENCH_SCALE_SUBSCRIBERS
 *    (default 10,000) match-page subscribers, half on each process, subscribe with the match page's own document
 *    (client MatchEvents: `matchEvents` selecting MatchPage_match); BENCH_SCALE_ROUNDS score updates go through the
 *    real `reportMatchScores`, alternately through either process. Per update, each subscriber's first arrival is
 *    timed from just before the mutation: p50/p99, delivered vs expected. Beside it, in the same run: bare graphql-ws 6
 *    in two processes of its own (a trivial schema, in-memory pub/sub, the publish sent to both at once), the same
 *    number of sockets and rounds.
 * 2. A finalize on a ladder whose page N viewers watch (the league page's `leagueEvents` document, anonymous): the
 *    SQL statements from the `finalizeMatch` request until every viewer has its event and the database is quiet, at
 *    N = 0 (the finalize alone), 1 and 1,000 (BENCH_SCALE_VIEWERS) — on an app in this process, so its statements
 *    can be counted, on the same database and Redis.
 * BENCH_SCALE_SQL=1 prints the statements of each viewer count's event.
 * The subscribers live in worker threads of this process (10,000 sockets: the npm script raises `ulimit -n` to the
 * hard limit); the servers are child processes, so a process never holds both ends.
 */
import 'reflect-metadata';
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { print, type DocumentNode } from 'graphql';
import { PubSub } from 'graphql-subscriptions';
import { useServer } from 'graphql-ws/use/ws';
import { Client } from 'pg';
import { WebSocketServer } from 'ws';
import { loadConfig } from '../src/config';
import { sqlLoggerOf } from '../src/db/data-source';
import { openDatabase } from '../src/db/database';
import { leagueTopic, type LeagueEventPayload } from '../src/leagues';
import { DEMO_PASSWORD } from '../src/seed/demo-world';
import { seed } from '../src/seed/seed';
import { startAppProcess, type AppProcess } from '../test/processes';
import { gql, MANY_CLIENTS_ONE_ADDRESS, percentile, runBench, signIn, startBenchApp } from './measure';

const SUBSCRIBERS = Number(process.env.BENCH_SCALE_SUBSCRIBERS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_SCALE_ROUNDS ?? 5);
const VIEWERS = (process.env.BENCH_SCALE_VIEWERS ?? '0,1,1000').split(',').map(Number);
const PROCESSES = 2;
/** Sockets opened at once per worker, as bench/fanout.ts does. */
const BATCH = 250;
const DELIVERY_TIMEOUT_MS = 20_000;
const DEMO_EMAIL = 'demo@clutch.gg';

/**
 * The client's own documents (codegen output), loaded at run time so the server build does not compile client code:
 * the match page's subscription and the league page's.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const clientDocuments = require(path.join(__dirname, '../../client/src/gql/graphql.ts')) as Record<string, DocumentNode>;
const MATCH_EVENTS = print(clientDocuments.MatchEventsDocument);
const LEAGUE_EVENTS = print(clientDocuments.LeagueEventsDocument);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '—').padStart(9);

/**
 * A worker thread holding graphql-transport-ws sockets, one subscription each. Commands: open (n sockets, resolves
 * once each is acknowledged and has sent its subscribe), heard (how many sockets heard at least one event since the
 * last arm), arm (forget arrivals), collect (each socket's first arrival after arm, epoch ms, once all arrived or the
 * timeout passed; also events and error messages in all), close.
 */
const WORKER_SOURCE = `
  const { parentPort, workerData } = require('node:worker_threads');
  const WebSocket = require(workerData.ws);
  const now = () => performance.timeOrigin + performance.now();
  let sockets = [];
  let first = [];
  let events = 0;
  let errors = 0;
  let errorSample = '';
  function open(url, payload) {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, 'graphql-transport-ws');
      const index = sockets.length + opening++;
      socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: {} })));
      socket.on('message', (raw) => {
        const message = JSON.parse(String(raw));
        if (message.type === 'next') {
          events++;
          if (message.payload.errors) { errors++; errorSample = JSON.stringify(message.payload.errors).slice(0, 300); }
          if (first[index] === undefined) first[index] = now();
        } else if (message.type === 'connection_ack') {
          socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload }));
          resolve(socket);
        } else if (message.type === 'error') { errors++; errorSample = JSON.stringify(message.payload).slice(0, 300); }
      });
      socket.on('error', reject);
    });
  }
  let opening = 0;
  parentPort.on('message', async (command) => {
    try {
      if (command.type === 'open') {
        for (let i = 0; i < command.n; i += ${BATCH}) {
          opening = 0;
          const batch = await Promise.all(Array.from({ length: Math.min(${BATCH}, command.n - i) }, () => open(command.url, command.payload)));
          sockets.push(...batch);
        }
        parentPort.postMessage({ type: 'opened' });
      } else if (command.type === 'heard') {
        parentPort.postMessage({ type: 'heard', count: first.filter((at) => at !== undefined).length, events, errors, errorSample });
      } else if (command.type === 'arm') {
        first = [];
        events = 0;
        errors = 0;
        parentPort.postMessage({ type: 'armed' });
      } else if (command.type === 'collect') {
        const deadline = now() + command.timeoutMs;
        const heard = () => first.filter((at) => at !== undefined).length;
        while (heard() < sockets.length && now() < deadline) await new Promise((r) => setTimeout(r, 5));
        parentPort.postMessage({ type: 'collected', arrivals: first.filter((at) => at !== undefined), events, errors, errorSample });
      } else if (command.type === 'close') {
        for (const socket of sockets) socket.terminate();
        sockets = [];
        first = [];
        parentPort.postMessage({ type: 'closed' });
      }
    } catch (error) {
      parentPort.postMessage({ type: 'failed', message: String(error) });
    }
  });
`;

interface Collected {
  arrivals: number[];
  events: number;
  errors: number;
  errorSample: string;
}

class Subscribers {
  private readonly worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { ws: require.resolve('ws') } });
  size = 0;

  private command<T>(message: Record<string, unknown>): Promise<T> {
    return new Promise((resolve, reject) => {
      const onMessage = (reply: { type: string; message?: string }) => {
        this.worker.off('error', reject);
        if (reply.type === 'failed') reject(new Error(reply.message));
        else resolve(reply as T);
      };
      this.worker.once('message', onMessage);
      this.worker.once('error', reject);
      this.worker.postMessage(message);
    });
  }
  async open(url: string, n: number, payload: { query: string; variables?: Record<string, unknown> }) {
    await this.command({ type: 'open', url, n, payload });
    this.size += n;
  }
  heard() {
    return this.command<{ count: number; events: number; errors: number; errorSample: string }>({ type: 'heard' });
  }
  arm() {
    return this.command({ type: 'arm' });
  }
  collect(timeoutMs: number) {
    return this.command<Collected>({ type: 'collect', timeoutMs });
  }
  async close() {
    await this.command({ type: 'close' });
    this.size = 0;
  }
  stop() {
    return this.worker.terminate();
  }
}

/**
 * graphql-ws does not acknowledge a subscription: `probe` (an event of the kind measured) is sent every 500 ms until
 * every socket of every group heard one, at most 120 s.
 */
async function untilAllListen(groups: Subscribers[], probe: () => Promise<unknown>, what: string) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    await probe();
    await sleep(500);
    const heard = await Promise.all(groups.map((g) => g.heard()));
    const errors = heard.reduce((sum, h) => sum + h.errors, 0);
    if (errors) throw new Error(`${what}: ${errors} error messages, e.g. ${heard.find((h) => h.errors)!.errorSample}`);
    const count = heard.reduce((sum, h) => sum + h.count, 0);
    const total = groups.reduce((sum, g) => sum + g.size, 0);
    if (count >= total) return;
    if (Date.now() > deadline) throw new Error(`${what}: ${count} of ${total} subscribers heard a probe event`);
  }
}

/**
 * Waits until no socket has received anything for a second: probes or an earlier write still on their way would
 * otherwise count as the next write's arrivals.
 */
async function settled(groups: Subscribers[]) {
  for (let still = 0, last = -1; still < 4; ) {
    await sleep(250);
    const events = (await Promise.all(groups.map((g) => g.heard()))).reduce((sum, h) => sum + h.events, 0);
    still = events === last ? still + 1 : 0;
    last = events;
  }
}

interface RoundsFigure {
  p50: number;
  p99: number;
  delivered: number;
  expected: number;
  events: number;
  errors: number;
}

/** `rounds` events: arm, start the clock, `write(round)`, collect every group's first arrivals. */
async function timeRounds(groups: Subscribers[], rounds: number, write: (round: number) => Promise<unknown>): Promise<RoundsFigure> {
  const latencies: number[] = [];
  let events = 0;
  let errors = 0;
  for (let round = 0; round < rounds; round++) {
    await settled(groups);
    await Promise.all(groups.map((g) => g.arm()));
    const sentAt = performance.timeOrigin + performance.now();
    await write(round);
    for (const collected of await Promise.all(groups.map((g) => g.collect(DELIVERY_TIMEOUT_MS)))) {
      latencies.push(...collected.arrivals.map((at) => at - sentAt));
      events += collected.events;
      errors += collected.errors;
    }
  }
  latencies.sort((a, b) => a - b);
  const expected = rounds * groups.reduce((sum, g) => sum + g.size, 0);
  return { p50: percentile(latencies, 0.5) ?? NaN, p99: percentile(latencies, 0.99) ?? NaN, delivered: latencies.length, expected, events, errors };
}

// ---------------------------------------------------------------------------------------------------------------
// The baseline: bare graphql-ws 6 in a child process (fork of this file with --bare-graphql-ws).

/** Child side: a bare graphql-ws server; its port to the parent, then `publish` and `stop` over IPC. */
async function bareChild() {
  const emitter = new EventEmitter().setMaxListeners(0);
  const pubsub = new PubSub({ eventEmitter: emitter });
  const schema = makeExecutableSchema({
    typeDefs: 'type Query { hello: String } type Subscription { greeting: String }',
    resolvers: { Query: { hello: () => 'world' }, Subscription: { greeting: { subscribe: () => pubsub.asyncIterableIterator('greeting') } } },
  });
  const server = http.createServer();
  const wss = new WebSocketServer({ server, path: '/graphql' });
  useServer({ schema }, wss);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.on('message', (message: { type: string }) => {
    if (message.type === 'publish') void pubsub.publish('greeting', { greeting: 'hello' }).then(() => process.send!({ type: 'published' }));
    if (message.type === 'stop') process.exit(0);
  });
  process.send!({ type: 'listening', port: (server.address() as { port: number }).port });
}

interface BareProcess {
  child: ChildProcess;
  url: string;
  publish(): Promise<void>;
}

function startBareProcess(): Promise<BareProcess> {
  const child = fork(__filename, ['--bare-graphql-ws'], { execArgv: ['-r', '@swc-node/register'], cwd: path.join(__dirname, '..'), stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('message', (message: { type: string; port: number }) =>
      resolve({
        child,
        url: `ws://127.0.0.1:${message.port}/graphql`,
        publish: () =>
          new Promise<void>((done) => {
            child.once('message', () => done());
            child.send({ type: 'publish' });
          }),
      }),
    );
  });
}

// ---------------------------------------------------------------------------------------------------------------

/** A fresh database on DATABASE_URL's server (never the admin database itself); dropped by the returned function. */
async function freshDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${process.env.TEST_DB_PREFIX ?? 'clutch'}_bench_scale_${process.pid}`;
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

async function main() {
  const adminUrl = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  if (!adminUrl || !redisUrl) throw new Error('bench:scale needs DATABASE_URL (a server to create its own database on) and REDIS_URL');
  const database = await freshDatabase(adminUrl);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clutch-scale-'));
  const apps: AppProcess[] = [];
  const bares: BareProcess[] = [];
  const groups = Array.from({ length: PROCESSES }, () => new Subscribers());
  try {
    const started = performance.now();
    // Migrated and seeded here (as app1 does in compose), before the processes start.
    const setup = await openDatabase(loadConfig({ ...process.env, DATABASE_URL: database.url, DATA_DIR: dataDir }));
    await seed(setup.dataSource);
    const db = setup.dataSource;
    const [match]: Array<{ match_id: string; league_id: string }> = await db.query(
      `SELECT m.match_id, m.league_id FROM matches m JOIN leagues l USING (league_id) JOIN organizers o USING (organizer_id) JOIN auth_users a ON a.id = o.user_id
       WHERE a.email = $1 AND m.status = 'scheduled' AND (SELECT count(*) FROM match_participants p WHERE p.match_id = m.match_id) = 2
       ORDER BY m.scheduled_time, m.match_id LIMIT 1`,
      [DEMO_EMAIL],
    );
    const teams: Array<{ team_id: string }> = await db.query(`SELECT team_id FROM match_participants WHERE match_id = $1 ORDER BY team_id`, [match.match_id]);
    await setup.close();
    console.log(`fresh database ${new URL(database.url).pathname.slice(1)} migrated and seeded in ${((performance.now() - started) / 1000).toFixed(1)} s; ${os.cpus().length} cores, open files limit ${process.env.BENCH_ULIMIT ?? '?'}`);

    // 1. Score updates to SUBSCRIBERS match-page subscribers over two processes, beside bare graphql-ws.
    const perProcess = Math.ceil(SUBSCRIBERS / PROCESSES);
    for (let i = 0; i < PROCESSES; i++) bares.push(await startBareProcess());
    const bareWs = { query: 'subscription { greeting }' };
    for (const [i, group] of groups.entries()) await group.open(bares[i].url, perProcess, bareWs);
    await untilAllListen(groups, () => Promise.all(bares.map((b) => b.publish())), 'bare');
    const bare = await timeRounds(groups, ROUNDS, () => Promise.all(bares.map((b) => b.publish())));
    for (const group of groups) await group.close();
    for (const b of bares.splice(0)) b.child.kill('SIGKILL');

    const env = {
      ...MANY_CLIENTS_ONE_ADDRESS,
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      REDIS_URL: redisUrl,
      SEED_ON_START: 'false',
      JWT_PRIVATE_KEY: '',
      NODE_ENV: 'production',
      // One deployment: one issuer for tokens signed by either process.
      PUBLIC_URL: 'http://localhost:4000',
    };
    for (let i = 0; i < PROCESSES; i++) apps.push(await startAppProcess(env));
    const tokens = await Promise.all(apps.map((app) => signIn(app.url, DEMO_EMAIL, DEMO_PASSWORD)));
    const metrics = (await gql(apps[0].url, `query($l: String!) { league(param: $l) { metrics { name type } } }`, { l: match.league_id })).league.metrics as Array<{ name: string; type: string }>;
    const numeric = metrics.find((m) => m.type === 'number')?.name ?? 'Kills';
    let scored = 0;
    /** One score update through process `via` (the demo user organizes the ladder). */
    const report = (via: number) =>
      gql(
        apps[via].url,
        `mutation($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { id } }`,
        { m: match.match_id, s: teams.map((t, k) => ({ teamId: t.team_id, rounds: [{ round: 1, metrics: { [numeric]: ++scored + k } }] })) },
        tokens[via],
      );
    const opened = performance.now();
    for (const [i, group] of groups.entries()) await group.open(apps[i].url.replace(/^http/, 'ws') + '/graphql', perProcess, { query: MATCH_EVENTS, variables: { matchId: match.match_id } });
    const openSeconds = (performance.now() - opened) / 1000;
    await untilAllListen(groups, () => report(0), 'ours');
    const ours = await timeRounds(groups, ROUNDS, (round) => report(round % PROCESSES));
    for (const group of groups) await group.close();
    for (const app of apps.splice(0)) app.kill();

    console.log(`\n1. a score update to ${PROCESSES * perProcess} match-page subscribers (${perProcess} per process, sockets opened in ${openSeconds.toFixed(1)} s), ${ROUNDS} updates; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    console.log('server'.padEnd(66), 'p50 ms'.padStart(9), 'p99 ms'.padStart(9), 'delivered'.padStart(16), 'events'.padStart(8), 'errors'.padStart(7));
    const line = (name: string, f: RoundsFigure) =>
      console.log(name.padEnd(66), fmt(f.p50), fmt(f.p99), `${f.delivered}/${f.expected}`.padStart(16), String(f.events).padStart(8), String(f.errors).padStart(7));
    line(`bare graphql-ws 6, ${PROCESSES} processes, in-memory publish`, bare);
    line(`ours: score → matchEvents (MatchPage_match), ${PROCESSES} processes + Redis`, ours);
    console.log(`ours/bare: p50 ${(ours.p50 / bare.p50).toFixed(1)}×, p99 ${(ours.p99 / bare.p99).toFixed(1)}×; lost ${ours.expected - ours.delivered} (bare ${bare.expected - bare.delivered}); goal p99 ≤ 500 ms, none lost: ${ours.p99 <= 500 && ours.delivered === ours.expected ? 'met' : 'not met'}`);

    // 2. Statements of a finalize whatever the number of league-page viewers (an app in this process counts them).
    await finalizeStatements(database.url, redisUrl, match.league_id, groups[0]);
  } finally {
    for (const group of groups) await group.stop();
    for (const b of bares) b.child.kill('SIGKILL');
    for (const app of apps) app.kill();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Waits until the app ran no statement for 300 ms (events still being read end first). */
async function quiet(statements: () => number) {
  for (let still = 0, last = -1; still < 12; ) {
    still = statements() === last ? still + 1 : 0;
    last = statements();
    await sleep(25);
  }
}

async function finalizeStatements(databaseUrl: string, redisUrl: string, leagueId: string, viewers: Subscribers) {
  const bench = await startBenchApp({ ...MANY_CLIENTS_ONE_ADDRESS, DATABASE_URL: databaseUrl, REDIS_URL: redisUrl });
  const { app } = bench;
  const db = app.deps.dataSource;
  const logger = sqlLoggerOf(db);
  // Each statement's text too: the job worker's own polling and the jobs a finalize enqueued run on their schedule,
  // not the viewers'; they are counted apart.
  const texts: string[] = [];
  const logQuery = logger.logQuery.bind(logger);
  logger.logQuery = (query, parameters) => {
    texts.push(typeof query === 'string' ? query : query.text);
    logQuery(query, parameters);
  };
  const jobStatements = (from: number) => texts.slice(from).filter((text) => /\bjobs\b/.test(text)).length;
  const rows: string[] = [];
  try {
    const token = await signIn(app.url, DEMO_EMAIL, DEMO_PASSWORD);
    const metrics = (await gql(app.url, `query($l: String!) { league(param: $l) { metrics { name type } } }`, { l: leagueId })).league.metrics as Array<{ name: string; type: string }>;
    const numeric = metrics.find((m) => m.type === 'number')?.name ?? 'Kills';
    const teams: Array<{ team_id: string }> = await db.query(`SELECT team_id FROM league_participants WHERE league_id = $1 AND status = 'approved' ORDER BY team_id LIMIT 2`, [leagueId]);
    // This run's own database: the ladder's dates reach past every hour booked below (a match is scheduled inside them).
    await db.query(`UPDATE leagues SET end_date = '2999-12-31' WHERE league_id = $1`, [leagueId]);
    const wsUrl = app.url.replace(/^http/, 'ws') + '/graphql';
    for (const [slot, n] of VIEWERS.entries()) {
      // A fresh match between two of the ladder's teams, at an hour no earlier run booked; scored, not yet final.
      const at = new Date(Date.now() + (slot + 1) * 24 * 3_600_000 + Math.floor(Math.random() * 1000) * 3 * 3_600_000);
      at.setUTCMinutes(0, 0, 0);
      const matchId = (
        await gql(app.url, `mutation($l: ID!, $t: [ID!]!, $at: DateTime!) { scheduleMatch(leagueId: $l, teamIds: $t, scheduledTime: $at) { id } }`, { l: leagueId, t: teams.map((t) => t.team_id), at: at.toISOString() }, token)
      ).scheduleMatch.id as string;
      await gql(
        app.url,
        `mutation($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { id } }`,
        { m: matchId, s: teams.map((t, k) => ({ teamId: t.team_id, rounds: [{ round: 1, metrics: { [numeric]: 3 + k } }] })) },
        token,
      );
      if (n > 0) {
        await viewers.open(wsUrl, n, { query: LEAGUE_EVENTS, variables: { leagueId, standingsFirst: 50, teamsFirst: 12 } });
        const probe = () => app.deps.events.publish(leagueTopic(leagueId), { eventId: randomUUID(), kind: 'settings', leagueId, matchId: null } satisfies LeagueEventPayload);
        await untilAllListen([viewers], probe, `league viewers (${n})`);
      }
      await quiet(() => logger.statements);
      await viewers.arm();
      const before = logger.statements;
      await gql(app.url, `mutation($m: ID!) { finalizeMatch(matchId: $m) { status } }`, { m: matchId }, token);
      const mutation = logger.statements - before;
      const collected = await viewers.collect(DELIVERY_TIMEOUT_MS);
      await quiet(() => logger.statements);
      const total = logger.statements - before;
      // The live seam alone: the same STANDINGS event published again (no write), its statements until every viewer
      // has it (a finalize's total also holds the jobs it enqueued, which the job worker runs on its own schedule).
      await viewers.arm();
      const beforeEvent = logger.statements;
      const eventTexts = texts.length;
      await app.deps.events.publish(leagueTopic(leagueId), { eventId: randomUUID(), kind: 'standings', leagueId, matchId } satisfies LeagueEventPayload);
      await viewers.collect(n > 0 ? DELIVERY_TIMEOUT_MS : 0);
      await quiet(() => logger.statements);
      const seam = logger.statements - beforeEvent - jobStatements(eventTexts);
      if (process.env.BENCH_SCALE_SQL) console.log(`N=${n}:\n  ${texts.slice(eventTexts).map((t) => t.replace(/\s+/g, ' ').slice(0, 160)).join('\n  ')}`);
      rows.push(
        `${String(n).padStart(7)} ${String(total).padStart(12)} ${String(mutation).padStart(16)} ${String(total - mutation).padStart(18)} ${String(seam).padStart(14)} ${`${collected.arrivals.length}/${n}`.padStart(12)} ${String(collected.events).padStart(8)} ${String(collected.errors).padStart(7)}`,
      );
      await viewers.close();
    }
  } finally {
    await bench.stop();
  }
  console.log(`\n2. SQL statements of one finalizeMatch on a ladder whose page N viewers watch (leagueEvents, the league page's document; one app process, Redis bus)`);
  console.log('viewers'.padStart(7), 'statements'.padStart(12), 'until response'.padStart(16), 'after response'.padStart(18), 'event alone'.padStart(14), 'delivered'.padStart(12), 'events'.padStart(8), 'errors'.padStart(7));
  for (const row of rows) console.log(row);
  console.log("  'event alone': the finalize's STANDINGS event published again without a write, statements until every viewer has it");
  console.log('  goal: the same statements whatever N (each event read once for every viewer)');
}

if (process.argv.includes('--bare-graphql-ws')) void bareChild();
else runBench(main);
