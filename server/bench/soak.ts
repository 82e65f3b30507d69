/**
 * A mixed soak: page reads, comment posts and score reports from 8 keep-alive connections for SOAK_SECONDS (60) on
 * the seeded demo world, on the database of the environment (DATABASE_URL, or the embedded PGlite). Prints p50/p99
 * per kind, errors, lost writes (comments acknowledged but not stored, score reports acknowledged but not the
 * stored value) and this process's RSS before, during (every 10 s) and after the load (after a quiet period and a GC).
 * Prints numbers, passes or fails nothing: `npm run bench:soak -w server` (add DATABASE_URL for PostgreSQL).
 */
import 'reflect-metadata';
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_EMAIL } from '../src/seed/demo-world';
import { gql, percentile, runBench, signIn, startBenchApp } from './measure';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 8);
/** A marker in every comment the soak posts, so the lost-write count finds exactly its own. */
const MARK = `soak-${process.pid}-${Date.now()}`;

const LEAGUE_PAGE = `{ league(param: "Valorant NA Ladder") { name standings { rank points team { name } }
  matches(first: 20) { edges { node { status scheduledTime participants { totalPoints team { name } } } } } } }`;
const POST_COMMENT = `mutation($input: PostCommentInput!) { postComment(input: $input) { id } }`;
const REPORT = `mutation($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { id } }`;

/** The load, in a child process so its work is not the server's: each connection loops over a fixed mix. */
const WORKER = `
const http = require('node:http');
const { url, connections, durationMs, token, bodies } = JSON.parse(process.env.SOAK);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const target = new URL(url + '/graphql');
const kinds = { read: [], comment: [], score: [] };
const errors = { read: 0, comment: 0, score: 0 };
const acknowledged = { comments: 0, lastScore: {} };
let sequence = 0;
function post(kind, body) {
  const payload = Buffer.from(JSON.stringify(body));
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.request({ agent, host: target.hostname, port: target.port, path: target.pathname, method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': payload.length, authorization: 'Bearer ' + token } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        let ok = res.statusCode === 200;
        try { if (JSON.parse(Buffer.concat(chunks).toString()).errors) ok = false; } catch { ok = false; }
        if (ok) kinds[kind].push(performance.now() - started); else errors[kind]++;
        resolve(ok);
      });
    });
    req.on('error', () => { errors[kind]++; resolve(false); });
    req.end(payload);
  });
}
async function loop(connection) {
  const until = Date.now() + durationMs;
  for (let i = 0; Date.now() < until; i++) {
    const turn = i % 10;
    if (turn < 7) await post('read', bodies.read);
    else if (turn < 9) {
      if (await post('comment', { query: bodies.comment, variables: { input: { wallId: bodies.wallId, text: bodies.mark + ' ' + (++sequence) } } })) acknowledged.comments++;
    } else {
      // Each connection reports its own match, so the last value it was told was stored is the one to find stored.
      const match = bodies.matches[connection % bodies.matches.length];
      const value = ++sequence;
      const scores = match.teams.map((teamId, k) => ({ teamId, rounds: [{ round: 1, metrics: { [match.metric]: value + k } }] }));
      if (connection < bodies.matches.length && await post('score', { query: bodies.report, variables: { m: match.id, s: scores } })) acknowledged.lastScore[match.id] = value;
    }
  }
}
Promise.all(Array.from({ length: connections }, (_, c) => loop(c))).then(() => {
  agent.destroy();
  process.send({ kinds, errors, acknowledged }, () => process.exit(0));
});
`;

interface SoakResult {
  kinds: Record<'read' | 'comment' | 'score', number[]>;
  errors: Record<'read' | 'comment' | 'score', number>;
  acknowledged: { comments: number; lastScore: Record<string, number> };
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

async function main() {
  // The embedded database is seeded by another process first, so this one starts as `npm start` does on a seeded
  // data directory and its RSS is the serving's, not the seeding's.
  let dataDir: string | undefined;
  if (!process.env.DATABASE_URL) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clutch-soak-'));
    execFileSync(process.execPath, ['-r', '@swc-node/register', path.join(__dirname, '../src/seed/cli.ts')], { env: { ...process.env, DATA_DIR: dataDir }, stdio: 'ignore' });
  }
  const bench = await startBenchApp({}, { seed: true, dataDir });
  const { app, database } = bench;
  const db = database.dataSource;
  try {
    const token = await signIn(app.url, DEMO_EMAIL);
    const [wall] = await db.query(`SELECT announcement_wall_id AS id FROM league_page lp JOIN leagues l USING (league_id) WHERE l.league_name = 'Valorant NA Ladder'`);
    // Scheduled two-team matches of the demo user's ladders: one per reporting connection.
    const rows: Array<{ match_id: string; league_id: string }> = await db.query(
      `SELECT m.match_id, m.league_id FROM matches m JOIN leagues l USING (league_id) JOIN organizers o USING (organizer_id)
         JOIN auth_users a ON a.id = o.user_id
       WHERE a.email = $1 AND m.status IN ('scheduled', 'pending') AND (SELECT count(*) FROM match_participants p WHERE p.match_id = m.match_id) = 2
       ORDER BY m.scheduled_time, m.match_id LIMIT $2`,
      [DEMO_EMAIL, CONNECTIONS],
    );
    const matches = [];
    for (const row of rows) {
      const metrics = (await gql(app.url, `query($l: String!) { league(param: $l) { metrics { name type } } }`, { l: row.league_id })).league.metrics as Array<{ name: string; type: string }>;
      const metric = metrics.find((m) => m.type === 'number')?.name;
      if (!metric) continue;
      const teams = (await db.query(`SELECT team_id FROM match_participants WHERE match_id = $1 ORDER BY team_id`, [row.match_id])).map((t: { team_id: string }) => t.team_id);
      matches.push({ id: row.match_id, metric, teams });
    }

    // Warm the paths once, so the first figures are not the compiler's.
    await gql(app.url, LEAGUE_PAGE);
    global.gc?.();
    const before = process.memoryUsage().rss;
    const heapBefore = process.memoryUsage().heapUsed;
    const during: number[] = [];
    const sampler = setInterval(() => during.push(process.memoryUsage().rss), 10_000);
    console.log(`database: ${database.embedded ? 'embedded PGlite' : 'DATABASE_URL'}; ${CONNECTIONS} connections for ${SECONDS} s (7 reads : 2 comments : 1 score report); ${matches.length} matches reported`);

    const spec = { url: app.url, connections: CONNECTIONS, durationMs: SECONDS * 1000, token, bodies: { read: { query: LEAGUE_PAGE }, comment: POST_COMMENT, report: REPORT, wallId: wall.id, mark: MARK, matches } };
    const child = spawn(process.execPath, ['-e', WORKER], { env: { ...process.env, SOAK: JSON.stringify(spec) }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const result = await new Promise<SoakResult>((resolve, reject) => {
      child.once('error', reject);
      child.once('message', (message) => resolve(message as SoakResult));
    });
    clearInterval(sampler);
    const peak = Math.max(before, ...during, process.memoryUsage().rss);

    // Lost writes: acknowledged comments missing from the wall, and matches whose stored value is not the last acknowledged one.
    const [{ n: stored }] = await db.query(`SELECT count(*)::int n FROM comments WHERE comment LIKE $1`, [`${MARK} %`]);
    let scoresLost = 0;
    for (const match of matches) {
      const expected = result.acknowledged.lastScore[match.id];
      if (expected === undefined) continue;
      const data = await gql(app.url, `query($m: ID!) { match(id: $m) { participants { team { id } rounds { matchRound metrics } } } }`, { m: match.id }).catch(() => null);
      const participant = data?.match?.participants?.find((p: { team: { id: string } }) => p.team.id === match.teams[0]);
      const value = participant?.rounds?.find((r: { matchRound: number }) => r.matchRound === 1)?.metrics?.[match.metric];
      if (Number(value) !== expected) scoresLost++;
    }

    console.log('\nkind'.padEnd(12), 'requests'.padStart(9), 'errors'.padStart(7), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8));
    for (const kind of ['read', 'comment', 'score'] as const) {
      const timings = result.kinds[kind].sort((a, b) => a - b);
      const at = (q: number) => (timings.length ? percentile(timings, q).toFixed(1) : '—');
      console.log(kind.padEnd(11), String(timings.length).padStart(9), String(result.errors[kind]).padStart(7), at(0.5).padStart(8), at(0.99).padStart(8));
    }
    console.log(`\nlost writes: comments ${result.acknowledged.comments - stored} of ${result.acknowledged.comments} acknowledged (${stored} stored); score reports ${scoresLost} of ${Object.keys(result.acknowledged.lastScore).length} matches`);

    // After: a quiet period, then a full GC where the runtime allows it (node --expose-gc).
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    global.gc?.();
    const after = process.memoryUsage().rss;
    console.log(`RSS: before ${mb(before)}, during ${during.map(mb).join(' / ')}, peak ${mb(peak)}, after 10 s quiet${global.gc ? ' + GC' : ''} ${mb(after)}`);
    // RSS keeps pages V8 and the allocator have not handed back; the live JavaScript heap tells a leak from that.
    console.log(`JS heap in use: before ${mb(heapBefore)}, after ${mb(process.memoryUsage().heapUsed)}`);
    if (database.embedded) console.log('(embedded: the RSS includes PGlite\'s WebAssembly memory, which grows to its working set and never shrinks; EMBEDDED_PG_SHARED_BUFFERS bounds its page cache)');
  } finally {
    await bench.stop();
  }
}

runBench(main);
