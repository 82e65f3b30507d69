/**
 * Page-query figures on the seeded demo world: latency percentiles and SQL statements per request; then the stack
 * overhead against a bare Apollo Server 5 (bench/overhead.ts), live fan-out against a bare graphql-ws server
 * (bench/fanout.ts) and first paint in Lighthouse (bench/lighthouse.ts).
 * Prints numbers, passes or fails nothing. `npm run bench` (embedded DB) or with DATABASE_URL set.
 */
import 'reflect-metadata';
import { sqlLoggerOf } from '../src/db/data-source';
import { benchFanout } from './fanout';
import { benchLighthouse, ensureClientBuild } from './lighthouse';
import { MANY_CLIENTS_ONE_ADDRESS, percentile, runBench, startBenchApp, timeRounds } from './measure';
import { benchOverhead } from './overhead';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);

const PAGES: Array<{ name: string; query: string }> = [
  {
    name: 'league page (standings + 20 matches)',
    query: `{ league(param: "Valorant NA Ladder") { name standings { rank points team { name } }
      matches(first: 20) { edges { node { status scheduledTime participants { totalPoints team { name } } } } } } }`,
  },
  {
    name: 'team page (roster + recent matches)',
    query: `{ team(param: "Neon Vipers") { name bio game { title } region { title }
      members { role user { userName profilePicture } } } }`,
  },
  {
    name: 'comment wall (15 comments + replies)',
    query: `query($id: ID!) { commentWall(id: $id) { comments(first: 15) { edges { node { text score author { userName }
      replies(first: 15) { nodes { text author { userName } } } } } } } }`,
  },
  { name: 'global leaderboards', query: `{ leaderboards { title kind } }` },
];

async function main() {
  // The production app as deployed: the built client (first paint is measured on it); NODE_ENV=production comes from
  // the npm script, as for every bench.
  const clientDist = process.env.BENCH_LIGHTHOUSE === '0' ? undefined : ensureClientBuild();
  const bench = await startBenchApp({ ...MANY_CLIENTS_ONE_ADDRESS, ...(clientDist ? { CLIENT_DIST: clientDist } : {}) }, { seed: true });
  const { app, database } = bench;
  const logger = sqlLoggerOf(database.dataSource);
  const wallId = (await database.dataSource.query(`select announcement_wall_id id from league_page lp join leagues l using (league_id) where l.league_name = 'Valorant NA Ladder'`))[0].id;

  console.log(`database: ${database.embedded ? 'embedded PGlite' : 'DATABASE_URL'}, ${ROUNDS} sequential requests per page\n`);
  console.log('page'.padEnd(42), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'max ms'.padStart(8), 'SQL/req'.padStart(8));
  for (const page of PAGES) {
    const before = logger.statements;
    const timings = await timeRounds(ROUNDS, async () => {
      const res = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: page.query, variables: { id: wallId } }),
      });
      const body = await res.json();
      if (body.errors) throw new Error(`${page.name}: ${JSON.stringify(body.errors)}`);
    });
    const statements = (logger.statements - before) / ROUNDS;
    const at = (q: number) => percentile(timings, q).toFixed(1);
    console.log(page.name.padEnd(42), at(0.5).padStart(8), at(0.95).padStart(8), timings.at(-1)!.toFixed(1).padStart(8), statements.toFixed(1).padStart(8));
  }
  // Stack overhead beside a bare Apollo Server 5, live fan-out beside a bare graphql-ws 6 (BENCH_FANOUT=0 skips it),
  // and first paint (Lighthouse; BENCH_LIGHTHOUSE=0 skips it).
  await benchOverhead(app);
  if (process.env.BENCH_FANOUT !== '0') await benchFanout(app);
  if (clientDist) await benchLighthouse(app);
  await bench.stop();
}

runBench(main);
