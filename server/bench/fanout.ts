/**
 * Live fan-out (issue 12): one event delivered to N WebSocket subscribers, ours beside a bare graphql-ws 6 server in
 * the same run. For each N in BENCH_FANOUT (default 1000,5000):
 *   - bare: the `ws` package + graphql-ws `useServer`, a trivial schema whose subscription yields what an in-memory
 *     pub/sub publishes; one publish;
 *   - comment: N sockets on a wall's `commentWallEvents` (the client's CommentWallEvents document), one comment
 *     posted through GraphQL by the demo user;
 *   - score: N sockets on a demo-world ladder match's `matchEvents`, one `reportMatchScores` by its organizer.
 * Latency runs from just before the write to each subscriber's `next` message; the subscribers live in a worker
 * thread so their own parsing does not run on the server's event loop. Goal: 1,000 p99 ≤ 150 ms, 5,000 p99 ≤ 500 ms,
 * none lost. `npm run bench:fanout -w server` (embedded DB, or DATABASE_URL), also part of `npm run bench`.
 */
import 'reflect-metadata';
import { EventEmitter } from 'node:events';
import http from 'node:http';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { PubSub } from 'graphql-subscriptions';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { StartedApp } from '../src/app/start';
import { commentWallTopic } from '../src/comments/comments.events';
import { matchTopic } from '../src/matches/matches.events';
import { gql, MANY_CLIENTS_ONE_ADDRESS, percentile, startBenchApp } from './measure';

const SIZES = (process.env.BENCH_FANOUT ?? '1000,5000').split(',').map(Number);
const GOALS: Record<number, number> = { 1000: 150, 5000: 500 };
const DEMO = { email: 'demo@clutch.gg', password: 'clutch-demo' };
/** Sockets opened at once, as bench/ladder.ts does. */
const BATCH = 250;
const DELIVERY_TIMEOUT_MS = 10_000;
/** Subscribers of the warm-up events (not counted). */
const WARM_UP_SUBSCRIBERS = 10;

/** The client's wall subscription (client/src/components/comments/CommentWall.tsx with CommentThread_comment). */
const WALL_SUBSCRIPTION = `subscription CommentWallEvents($wallId: ID!) { commentWallEvents(wallId: $wallId) { kind comment {
  id wallId parentId text edited deleted score viewerVote replyCount createdAt author { id userName profilePicture } } } }`;
const MATCH_SUBSCRIPTION = `subscription($m: ID!) { matchEvents(matchId: $m) { kind match { id status participants { teamId totalPoints } } } }`;

export interface FanoutFigure {
  p50: number;
  p99: number;
  lost: number;
}

/**
 * The subscribers: a worker thread holding N graphql-transport-ws sockets. Commands: open (resolves once every
 * socket is acknowledged and has sent its subscribe), arm (forget earlier arrivals), collect (arrival times of the
 * next event, as epoch milliseconds, once all N arrived or the timeout passed), close.
 */
const WORKER_SOURCE = `
  const { parentPort, workerData } = require('node:worker_threads');
  const WebSocket = require(workerData.ws);
  const now = () => performance.timeOrigin + performance.now();
  let sockets = [];
  let arrivals = [];
  let errors = 0;
  function open(url, payload) {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, 'graphql-transport-ws');
      socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: {} })));
      socket.on('message', (raw) => {
        const message = JSON.parse(String(raw));
        if (message.type === 'next') {
          if (message.payload.errors) errors++;
          arrivals.push(now());
        } else if (message.type === 'connection_ack') {
          socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload }));
          resolve(socket);
        } else if (message.type === 'error') errors++;
      });
      socket.on('error', reject);
    });
  }
  parentPort.on('message', async (command) => {
    try {
      if (command.type === 'open') {
        for (let i = 0; i < command.n; i += ${BATCH}) {
          sockets.push(...(await Promise.all(Array.from({ length: Math.min(${BATCH}, command.n - i) }, () => open(command.url, command.payload)))));
        }
        parentPort.postMessage({ type: 'opened' });
      } else if (command.type === 'arm') {
        arrivals = [];
        errors = 0;
        parentPort.postMessage({ type: 'armed' });
      } else if (command.type === 'collect') {
        const deadline = now() + command.timeoutMs;
        while (arrivals.length < sockets.length && now() < deadline) await new Promise((r) => setTimeout(r, 5));
        parentPort.postMessage({ type: 'collected', arrivals, errors });
      } else if (command.type === 'close') {
        for (const socket of sockets) socket.terminate();
        sockets = [];
        parentPort.postMessage({ type: 'closed' });
      }
    } catch (error) {
      parentPort.postMessage({ type: 'failed', message: String(error) });
    }
  });
`;

class Subscribers {
  private readonly worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { ws: require.resolve('ws') } });

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

  open(url: string, n: number, payload: { query: string; variables?: Record<string, unknown> }) {
    return this.command({ type: 'open', url, n, payload });
  }
  arm() {
    return this.command({ type: 'arm' });
  }
  collect(timeoutMs: number) {
    return this.command<{ arrivals: number[]; errors: number }>({ type: 'collect', timeoutMs });
  }
  close() {
    return this.command({ type: 'close' });
  }
  stop() {
    return this.worker.terminate();
  }
}

/** Waits until `count()` reaches n (each subscription is listening on the pub/sub), at most 60 s. */
async function waitFor(count: () => number, n: number, what: string) {
  const deadline = Date.now() + 60_000;
  while (count() < n) {
    if (Date.now() > deadline) throw new Error(`${what}: ${count()} of ${n} subscriptions registered`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * One measured event: opens N subscribers, waits until all listen, arms, writes (the clock starts just before), and
 * collects each subscriber's arrival. All sockets are closed afterwards.
 */
async function measure(
  subscribers: Subscribers,
  url: string,
  n: number,
  payload: { query: string; variables?: Record<string, unknown> },
  listening: () => number,
  write: () => Promise<unknown>,
  what: string,
): Promise<FanoutFigure & { errors: number }> {
  try {
    await subscribers.open(url, n, payload);
    await waitFor(listening, n, what);
    await subscribers.arm();
    const sentAt = performance.timeOrigin + performance.now();
    await write();
    const { arrivals, errors } = await subscribers.collect(DELIVERY_TIMEOUT_MS);
    const latencies = arrivals.map((at) => at - sentAt).sort((a, b) => a - b);
    return { p50: percentile(latencies, 0.5) ?? NaN, p99: percentile(latencies, 0.99) ?? NaN, lost: n - latencies.length, errors };
  } finally {
    await subscribers.close();
    // Let the server see the closes (and drop the subscriptions) before the next run.
    const deadline = Date.now() + 30_000;
    while (listening() > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A bare graphql-ws 6 server: `ws` + useServer, a trivial schema, an in-memory pub/sub. */
async function startBareGraphqlWs() {
  const emitter = new EventEmitter().setMaxListeners(0);
  const pubsub = new PubSub({ eventEmitter: emitter });
  const schema = makeExecutableSchema({
    typeDefs: 'type Query { hello: String } type Subscription { greeting: String }',
    resolvers: { Query: { hello: () => 'world' }, Subscription: { greeting: { subscribe: () => pubsub.asyncIterableIterator('greeting') } } },
  });
  const server = http.createServer();
  const wss = new WebSocketServer({ server, path: '/graphql' });
  const cleanup = useServer({ schema }, wss);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `ws://127.0.0.1:${port}/graphql`,
    listening: () => emitter.listenerCount('greeting'),
    publish: () => pubsub.publish('greeting', { greeting: 'hello' }),
    async stop() {
      await cleanup.dispose();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const body = (await res.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`demo sign-in failed: ${JSON.stringify(body)}`);
  return body.access_token;
}

/** Listeners on one topic of the app's in-memory bus; undefined on Redis (then a fixed wait stands in). */
function busListeners(app: StartedApp, topic: string): () => number {
  const emitter = (app.deps.events as unknown as { engine?: { ee?: EventEmitter } }).engine?.ee;
  if (emitter) return () => emitter.listenerCount(topic);
  const since = Date.now();
  return () => (Date.now() - since > 3_000 ? Number.MAX_SAFE_INTEGER : 0);
}

const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '—').padStart(8);

/** Runs the comparison against an already started app on the seeded demo world (the main bench passes its own). */
export async function benchFanout(app: StartedApp): Promise<Record<number, { bare: FanoutFigure; comment: FanoutFigure; score: FanoutFigure }>> {
  const db = app.deps.dataSource;
  const wsUrl = app.url.replace(/^http/, 'ws') + '/graphql';
  const token = await signIn(app.url);
  const [wall] = await db.query(
    `SELECT announcement_wall_id AS id FROM league_page lp JOIN leagues l USING (league_id) WHERE l.league_name = 'Valorant NA Ladder'`,
  );
  // Scheduled matches of the demo user's ladders, two teams each, one per size (a fresh database's reports are each
  // match's first; on a reused database a match already reported, not yet finalized, is reported again).
  const matches: Array<{ match_id: string; league_id: string }> = await db.query(
    `SELECT m.match_id, m.league_id FROM matches m JOIN leagues l USING (league_id) JOIN organizers o USING (organizer_id)
       JOIN auth_users a ON a.id = o.user_id
     WHERE a.email = $1 AND m.status IN ('scheduled', 'pending') AND (SELECT count(*) FROM match_participants p WHERE p.match_id = m.match_id) = 2
     ORDER BY m.status = 'scheduled' DESC, m.scheduled_time, m.match_id LIMIT $2`,
    [DEMO.email, SIZES.length],
  );
  if (matches.length < SIZES.length) throw new Error(`fan-out: ${matches.length} scheduled ladder matches of the demo user, ${SIZES.length} needed`);

  const bare = await startBareGraphqlWs();
  const subscribers = new Subscribers();
  const out: Record<number, { bare: FanoutFigure; comment: FanoutFigure; score: FanoutFigure }> = {};
  const rows: string[] = [];
  const row = (n: number, name: string, f: FanoutFigure, base?: FanoutFigure) => {
    const goal = GOALS[n];
    const ratio = base ? `${(f.p50 / base.p50).toFixed(1)}× / ${(f.p99 / base.p99).toFixed(1)}×` : '';
    const verdict = !base ? '' : goal === undefined ? 'no goal' : f.p99 <= goal && f.lost === 0 ? `met (p99 ≤ ${goal})` : `not met: p99 ${(f.p99 - goal).toFixed(0)} ms over ${goal}${f.lost ? `, ${f.lost} lost` : ''}`;
    rows.push(`${String(n).padEnd(7)} ${name.padEnd(30)} ${fmt(f.p50)} ${fmt(f.p99)} ${String(f.lost).padStart(6)}   ${ratio.padEnd(16)} ${verdict}`);
  };
  const bareEvent = (n: number) => measure(subscribers, bare.url, n, { query: 'subscription { greeting }' }, bare.listening, bare.publish, 'bare');
  const scoreEvent = async (n: number, match: { match_id: string; league_id: string }) => {
    const metrics = (await gql(app.url, `query($l: String!) { league(param: $l) { metrics { name type } } }`, { l: match.league_id })).league.metrics as Array<{ name: string; type: string }>;
    const numeric = metrics.find((m) => m.type === 'number')?.name ?? 'Kills';
    const teams: Array<{ team_id: string }> = await db.query(`SELECT team_id FROM match_participants WHERE match_id = $1 ORDER BY team_id`, [match.match_id]);
    return measure(
      subscribers,
      wsUrl,
      n,
      { query: MATCH_SUBSCRIPTION, variables: { m: match.match_id } },
      busListeners(app, matchTopic(match.match_id)),
      () =>
        gql(
          app.url,
          `mutation($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { id } }`,
          { m: match.match_id, s: teams.map((t, k) => ({ teamId: t.team_id, rounds: [{ round: 1, metrics: { [numeric]: 5 + k } }] })) },
          token,
        ),
      'score',
    );
  };
  const commentEvent = (n: number) =>
    measure(
      subscribers,
      wsUrl,
      n,
      { query: WALL_SUBSCRIPTION, variables: { wallId: wall.id } },
      busListeners(app, commentWallTopic(wall.id)),
      () => gql(app.url, `mutation($input: PostCommentInput!) { postComment(input: $input) { id } }`, { input: { wallId: wall.id, text: `Fan-out bench to ${n}` } }, token),
      'comment',
    );
  try {
    // Warm-up, not counted: one event of each kind to a few subscribers first (the bare server's too), as a server that
    // has been up a while has parsed, validated and JIT-compiled these writes and events already (each figure below is
    // one event, so a cold one would measure compilation).
    await bareEvent(WARM_UP_SUBSCRIBERS);
    await commentEvent(WARM_UP_SUBSCRIBERS);
    await scoreEvent(WARM_UP_SUBSCRIBERS, matches[0]);
    for (const [i, n] of SIZES.entries()) {
      const base = await bareEvent(n);
      const comment = await commentEvent(n);
      const score = await scoreEvent(n, matches[i]);
      for (const [name, f] of [['comment', comment], ['score', score]] as const) if (f.errors) console.warn(`fan-out ${name} at ${n}: ${f.errors} error messages`);
      out[n] = { bare: base, comment, score };
      row(n, 'bare graphql-ws 6 (publish)', base);
      row(n, 'ours: comment → wall', comment, base);
      row(n, 'ours: score → matchEvents', score, base);
    }
  } finally {
    await subscribers.stop();
    await bare.stop();
  }
  const load = os.loadavg().map((l) => l.toFixed(2)).join(' ');
  console.log(`\nlive fan-out: one event to N WebSocket subscribers (sockets in a worker thread), ${os.cpus().length} cores, load average ${load}`);
  console.log('N'.padEnd(7), 'server'.padEnd(30), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'lost'.padStart(6), '  ours/bare p50 / p99', ' goal');
  for (const line of rows) console.log(line);
  console.log('  goal: 1,000 subscribers p99 ≤ 150 ms, 5,000 p99 ≤ 500 ms, none lost (comments and scores alike)');
  return out;
}

async function main() {
  const bench = await startBenchApp(MANY_CLIENTS_ONE_ADDRESS, { seed: true });
  console.log(`database: ${bench.database.embedded ? 'embedded PGlite' : 'DATABASE_URL'}`);
  await benchFanout(bench.app);
  await bench.stop();
}

if (require.main === module)
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
