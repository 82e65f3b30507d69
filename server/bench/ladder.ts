/**
 * Ladder-season figures (issue 9): the league page at 10,000 matches and 100,000 teams, and a score update fanned
 * out to 1,000 and 5,000 match-page subscribers. Prints numbers; passes or fails nothing.
 *   DATABASE_URL=postgres://... npm run bench:ladder -w server     (PostgreSQL; the embedded database works but is slow to fill)
 * BENCH_MATCHES, BENCH_TEAMS, BENCH_SUBSCRIBERS (comma-separated) and BENCH_ROUNDS change the sizes.
 */
import 'reflect-metadata';
import WebSocket from 'ws';
import { sqlLoggerOf } from '../src/db/data-source';
import { gql, MANY_CLIENTS_ONE_ADDRESS, percentile, runBench, signIn, startBenchApp, timeRounds } from './measure';

const MATCHES = Number(process.env.BENCH_MATCHES ?? 10_000);
const TEAMS = Number(process.env.BENCH_TEAMS ?? 100_000);
/** A ladder's cap: the league page lists every team of the ladder. */
const LADDER_TEAMS = 1024;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);
const SUBSCRIBERS = (process.env.BENCH_SUBSCRIBERS ?? '1000,5000').split(',').map(Number);

const LEAGUE_PAGE = `query($l: String!) { league(param: $l) {
  id name teamCount maxTeams viewerJoinState
  standingsPage(first: 50) { edges { cursor node { rank played points wins losses draws tiebreak team { id name profilePicture } } } pageInfo { endCursor hasNextPage } }
  matches(first: 20) { edges { node { id status scheduledTime participants { totalPoints team { id name profilePicture } } } } pageInfo { hasNextPage } }
} }`;

const fmt = (n: number) => n.toFixed(1).padStart(8);

/** One graphql-transport-ws socket subscribed to a match; resolves once the server acknowledged the connection. */
function subscriber(wsUrl: string, matchId: string, onEvent: () => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl, 'graphql-transport-ws');
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: {} })));
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw));
      if (message.type === 'connection_ack') {
        socket.send(
          JSON.stringify({
            id: '1',
            type: 'subscribe',
            payload: { query: `subscription($m: ID!) { matchEvents(matchId: $m) { kind match { status participants { teamId totalPoints } } } }`, variables: { m: matchId } },
          }),
        );
        resolve(socket);
      } else if (message.type === 'next') onEvent();
    });
    socket.on('error', reject);
  });
}

async function main() {
  const bench = await startBenchApp(MANY_CLIENTS_ONE_ADDRESS, { seed: true });
  const { app, database } = bench;
  const db = database.dataSource;
  const logger = sqlLoggerOf(db);

  // A big ladder: TEAMS teams in it (approved, with standings) and MATCHES matches between them.
  const [league] = await db.query(`SELECT l.league_id, l.league_name, l.game_id, l.region_id, l.organizer_id FROM leagues l ORDER BY l.league_name LIMIT 1`);
  const started = performance.now();
  // Its dates reach past every hour the fan-out runs book (a match is scheduled inside its ladder's dates).
  await db.query(`UPDATE leagues SET max_teams = 1024, end_date = '2999-12-31' WHERE league_id = $1`, [league.league_id]);
  await db.query(
    `INSERT INTO teams (team_id, team_name, team_game_id, team_region_id)
     SELECT gen_random_uuid(), 'Bench ' || g, $1, $2 FROM generate_series(1, $3) g ON CONFLICT DO NOTHING`,
    [league.game_id, league.region_id, TEAMS],
  );
  // The ladder holds its cap of teams (1,024); the other teams exist platform-wide, as they would.
  await db.query(
    `INSERT INTO league_participants (league_id, team_id, status)
     SELECT $1, team_id, 'approved' FROM teams WHERE team_name LIKE 'Bench %' ORDER BY team_name LIMIT $2 ON CONFLICT DO NOTHING`,
    [league.league_id, LADDER_TEAMS],
  );
  await db.query(
    `INSERT INTO standings (league_id, team_id, points, wins, losses, draws)
     SELECT $1, team_id, (random() * 60)::int, (random() * 20)::int, (random() * 20)::int, (random() * 5)::int
     FROM league_participants WHERE league_id = $1 ON CONFLICT DO NOTHING`,
    [league.league_id],
  );
  await db.query(
    `WITH bench AS (SELECT team_id, row_number() OVER () AS n FROM league_participants WHERE league_id = $1 AND status = 'approved'),
          made AS (INSERT INTO matches (league_id, status, scheduled_time, rounds)
                   SELECT $1, CASE WHEN g % 3 = 0 THEN 'completed' ELSE 'scheduled' END, now() - (g || ' hours')::interval, 3
                   FROM generate_series(1, $2) g RETURNING match_id),
          numbered AS (SELECT match_id, row_number() OVER () AS n FROM made)
     INSERT INTO match_participants (match_id, team_id, total_points)
     SELECT m.match_id, b.team_id, (random() * 40)::int FROM numbered m JOIN bench b ON b.n IN (m.n * 2 % $3 + 1, (m.n * 2 + 1) % $3 + 1)`,
    [league.league_id, MATCHES, LADDER_TEAMS],
  );
  await db.query(`ANALYZE`);
  const counts = (await db.query(`SELECT (SELECT count(*) FROM matches WHERE league_id = $1)::int AS matches, (SELECT count(*) FROM standings WHERE league_id = $1)::int AS teams, (SELECT count(*) FROM teams)::int AS all_teams`, [league.league_id]))[0];
  console.log(`database: ${database.embedded ? 'embedded PGlite' : 'DATABASE_URL'}; ladder "${league.league_name}": ${counts.matches} matches, ${counts.teams} teams in it, ${counts.all_teams} teams in all (filled in ${((performance.now() - started) / 1000).toFixed(1)} s)\n`);

  // The league page as a signed-in player sees it (viewer fields included).
  const token = await signIn(app.url, 'demo@clutch.gg');
  await gql(app.url, LEAGUE_PAGE, { l: league.league_id }, token);
  const before = logger.statements;
  const timings = await timeRounds(ROUNDS, () => gql(app.url, LEAGUE_PAGE, { l: league.league_id }, token));
  console.log('page'.padEnd(44), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'SQL/req'.padStart(8));
  console.log(`league page (50 of ${counts.teams} standings rows, 20 matches)`.padEnd(44), fmt(percentile(timings, 0.5)), fmt(percentile(timings, 0.99)), fmt((logger.statements - before) / ROUNDS));
  console.log('  goal: p99 <= 50 ms with <= 6 SQL statements at 10,000 matches \n');

  // Fan-out: a score update to N match-page subscribers.
  const [owner] = await db.query(`SELECT u.user_id FROM organizers o JOIN users u ON u.user_id = o.user_id WHERE o.organizer_id = $1`, [league.organizer_id]);
  const [ownerAccount] = await db.query(`SELECT email FROM auth_users WHERE id = $1`, [owner.user_id]);
  const ownerToken = await signIn(app.url, ownerAccount.email);
  const teams = await db.query(`SELECT team_id FROM standings WHERE league_id = $1 ORDER BY team_id LIMIT 2`, [league.league_id]);
  const metrics = (await gql(app.url, `query($l: String!) { league(param: $l) { metrics { name type active } } }`, { l: league.league_id })).league.metrics as Array<{ name: string; type: string; active: boolean }>;
  const numeric = metrics.find((m) => m.type === 'number')?.name ?? 'Kills';
  console.log('subscribers'.padEnd(14), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'lost'.padStart(8));
  let slot = 0;
  for (const n of SUBSCRIBERS) {
    // A fresh hour per run and size, so a rerun on the same database books no team twice.
    const at = new Date(Date.now() + (++slot * 7 + 1000) * 3_600_000 + Math.floor(Math.random() * 100_000) * 3 * 3_600_000).toISOString();
    const match = (
      await gql(app.url, `mutation($l: ID!, $t: [ID!]!, $at: DateTime!) { scheduleMatch(leagueId: $l, teamIds: $t, scheduledTime: $at) { id } }`, { l: league.league_id, t: teams.map((r: any) => r.team_id), at }, ownerToken)
    ).scheduleMatch.id as string;
    let sentAt = 0;
    const latencies: number[] = [];
    const sockets: WebSocket[] = [];
    const wsUrl = app.url.replace(/^http/, 'ws') + '/graphql';
    for (let i = 0; i < n; i += 250) {
      sockets.push(...(await Promise.all(Array.from({ length: Math.min(250, n - i) }, () => subscriber(wsUrl, match, () => latencies.push(performance.now() - sentAt))))));
    }
    await new Promise((resolve) => setTimeout(resolve, 500)); // subscriptions registered
    sentAt = performance.now();
    await gql(
      app.url,
      `mutation($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { id } }`,
      { m: match, s: teams.map((r: any, i: number) => ({ teamId: r.team_id, rounds: [{ round: 1, metrics: { [numeric]: 5 + i } }] })) },
      ownerToken,
    );
    for (let waited = 0; latencies.length < n && waited < 10_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    latencies.sort((a, b) => a - b);
    console.log(String(n).padEnd(14), fmt(percentile(latencies, 0.5) ?? NaN), fmt(percentile(latencies, 0.99) ?? NaN), String(n - latencies.length).padStart(8));
    for (const socket of sockets) socket.terminate();
  }
  console.log('  goal: 1,000 subscribers p99 <= 150 ms, 5,000 p99 <= 500 ms, none lost');

  await bench.stop();
}

runBench(main);
