import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Client } from 'graphql-ws';
import { wsClient } from './live';
import { Platform } from '../src/catalog';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/database';
import type { User } from '../src/users';
import { communityFixtures } from './factories/community';
import { signUp, type Account } from './accounts';
import { createSuiteDatabase } from './database';
import type { TestApp } from './harness';
import { startAppProcess, type AppProcess } from './processes';

/**
 * Scale-out as deployed (docker-compose.yml): two app processes from the real entry point on one database, one Redis
 * and one DATA_DIR (the token-signing key generated there by the first serves both). A subscriber on process A sees a
 * comment, a score update, the standings after a finalize, and a notification, each caused through process B.
 * Only when REDIS_URL is set (CI sets it in the PostgreSQL run): the in-memory bus is, by design, one process.
 */
const describeWithRedis = process.env.REDIS_URL ? describe : describe.skip;
jest.setTimeout(120_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const asUser = (a: Account) => ({ id: a.userId }) as User;

async function gql(app: AppProcess, query: string, variables: Record<string, unknown>, token: string): Promise<any> {
  const res = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: any; errors?: unknown[] };
  if (body.errors) throw new Error(`${query.slice(0, 60)}…: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** One subscription on `app` as `token`, collecting its events. */
function watch(app: AppProcess, token: string, query: string, variables: Record<string, unknown> = {}) {
  const client: Client = wsClient(app.url, token);
  const events: any[] = [];
  const errors: unknown[] = [];
  const stop = client.subscribe({ query, variables }, { next: (r) => (r.errors ? errors.push(r.errors) : events.push(r.data)), error: (e) => errors.push(e), complete: () => undefined });
  return {
    events,
    errors,
    /** Waits (up to 10 s) for an event matching `test`. */
    async waitFor(test: (event: any) => boolean) {
      for (let i = 0; i < 200; i++) {
        const found = events.find(test);
        if (found) return found;
        if (errors.length) throw new Error(JSON.stringify(errors));
        await sleep(50);
      }
      throw new Error(`no matching event; got ${JSON.stringify(events)}`);
    },
    close: async () => (stop(), client.dispose()),
  };
}

describeWithRedis('two app processes behind one Redis', () => {
  let database: Database;
  let dataDir: string;
  let a: AppProcess;
  let b: AppProcess;
  const watchers: Array<{ close(): Promise<void> }> = [];

  beforeAll(async () => {
    const databaseUrl = await createSuiteDatabase(__filename);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clutch-scale-'));
    // Migrated here (as app1 does in compose), so the fixtures can be written before the processes start.
    database = await openDatabase(loadConfig({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir }));
    const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, REDIS_URL: process.env.REDIS_URL!, SEED_ON_START: 'false', JWT_PRIVATE_KEY: '' };
    a = await startAppProcess(env);
    b = await startAppProcess(env);
  });
  afterAll(async () => {
    await Promise.all(watchers.map((w) => w.close().catch(() => undefined)));
    a?.kill();
    b?.kill();
    await database?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers a comment, a notification, a score and standings caused through B to subscribers on A', async () => {
    const f = communityFixtures(database.dataSource.manager);
    // Accounts made on either process; tokens signed by one are accepted by the other (one key in DATA_DIR).
    const owner = await signUp({ url: b.url } as TestApp, 'scaleowner');
    const captainA = await signUp({ url: a.url } as TestApp, 'scalecapa');
    const captainB = await signUp({ url: b.url } as TestApp, 'scalecapb');

    // 1. A comment posted through B reaches a wall subscriber on A.
    const wall = await f.wall('match', randomUUID());
    const wallOnA = watch(a, captainA.token, `subscription($w: ID!) { commentWallEvents(wallId: $w) { kind comment { id text author { userName } } } }`, { w: wall.id });
    watchers.push(wallOnA);
    // graphql-ws does not acknowledge a subscription: post until A hears one, then look for the last.
    let commentId = '';
    for (let i = 0; i < 50 && wallOnA.events.length === 0; i++) {
      commentId = (await gql(b, `mutation($i: PostCommentInput!) { postComment(input: $i) { id } }`, { i: { wallId: wall.id, text: `hello from B ${i}` } }, owner.token)).postComment.id;
      await sleep(100);
    }
    expect(await wallOnA.waitFor((e) => e.commentWallEvents.comment.id === commentId)).toEqual({
      commentWallEvents: { kind: 'CREATED', comment: { id: commentId, text: expect.stringMatching(/^hello from B/), author: { userName: 'scaleowner' } } },
    });

    // A ladder with two teams, set up through B.
    const game = await f.game({ title: 'Scale Game', metrics: [{ name: 'Kills', type: 'Number', active: 'true' }] });
    const region = await f.region({ title: 'Scale Region' });
    const platform = await database.dataSource.getRepository(Platform).save({ title: 'Scale PC', picture: null });
    await database.dataSource.query(`INSERT INTO competition_categories (comp_cat_id, comp_cat_title) VALUES (1, 'Ladder') ON CONFLICT DO NOTHING`);
    const organizer = await f.organizer(asUser(owner), { name: 'Scale Org' });
    const teamA = await f.team({ gameId: game.id, regionId: region.id });
    const teamB = await f.team({ gameId: game.id, regionId: region.id });
    await f.member(teamA, asUser(captainA), { role: 'leader' });
    await f.member(teamB, asUser(captainB), { role: 'leader' });
    const league = (
      await gql(
        b,
        `mutation($i: CreateLadderInput!) { createLadder(input: $i) { id } }`,
        { i: { organizerId: organizer.id, name: 'Scale Ladder', startDate: '2026-01-01', endDate: '2030-12-31', platformId: platform.id, gameId: game.id, regionId: region.id, openEntry: true } },
        owner.token,
      )
    ).createLadder;
    await gql(b, `mutation($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status } }`, { l: league.id, t: teamA.id }, captainA.token);
    await gql(b, `mutation($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status } }`, { l: league.id, t: teamB.id }, captainB.token);

    // 2. A notification caused through B (a match scheduled for captain A's team) reaches captain A on A.
    const inbox = watch(a, captainA.token, `subscription { notificationEvents { unreadCount notification { kind match { id } } } }`);
    watchers.push(inbox);
    await sleep(500); // the subscription is set up before the event (notifications are not replayed)
    const match = (
      await gql(b, `mutation($l: ID!, $t: [ID!]!, $at: DateTime!) { scheduleMatch(leagueId: $l, teamIds: $t, scheduledTime: $at) { id } }`, { l: league.id, t: [teamA.id, teamB.id], at: '2030-09-01T18:00:00.000Z' }, owner.token)
    ).scheduleMatch;
    expect((await inbox.waitFor((e) => e.notificationEvents.notification?.kind === 'MATCH_SCHEDULED')).notificationEvents.notification).toEqual({
      kind: 'MATCH_SCHEDULED',
      match: { id: match.id },
    });

    // 3. A score reported through B reaches a match page subscriber on A; the finalize reaches a standings subscriber on A.
    const matchPage = watch(a, captainA.token, `subscription($m: ID!) { matchEvents(matchId: $m) { kind match { participants { teamId totalPoints } } } }`, { m: match.id });
    const standings = watch(a, captainB.token, `subscription($l: ID!) { leagueEvents(leagueId: $l) { kind league { standings { team { id } points } } } }`, { l: league.id });
    watchers.push(matchPage, standings);
    const scores = [
      { teamId: teamA.id, rounds: [{ round: 1, metrics: { Kills: 4 } }] },
      { teamId: teamB.id, rounds: [{ round: 1, metrics: { Kills: 2 } }] },
    ];
    for (let i = 0; i < 50 && matchPage.events.length === 0; i++) {
      await gql(b, `mutation($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { status } }`, { m: match.id, s: scores }, owner.token);
      await sleep(100);
    }
    const scored = await matchPage.waitFor((e) => e.matchEvents.kind === 'SCORES');
    expect(scored.matchEvents.match.participants).toEqual(expect.arrayContaining([{ teamId: teamA.id, totalPoints: 4 }, { teamId: teamB.id, totalPoints: 2 }]));
    await gql(b, `mutation($m: ID!) { finalizeMatch(matchId: $m) { status } }`, { m: match.id }, owner.token);
    const final = await standings.waitFor((e) => e.leagueEvents.kind === 'STANDINGS');
    expect(final.leagueEvents.league.standings[0]).toEqual({ team: { id: teamA.id }, points: 3 });
    expect([wallOnA, inbox, matchPage, standings].flatMap((w) => w.errors)).toEqual([]);
  });

  it('a sign-out through B refuses the token on A at once, though A had just taken it (its session answer was kept)', async () => {
    const player = await signUp({ url: b.url } as TestApp, 'scalesignout');
    const me = `query { viewer { id } }`;
    // A takes the token (and keeps the answer that its session is signed in).
    expect(await gql(a, me, {}, player.token)).toEqual({ viewer: { id: player.userId } });
    expect(await gql(a, me, {}, player.token)).toEqual({ viewer: { id: player.userId } });
    const out = await fetch(`${b.url}/auth/v1/logout?scope=global`, { method: 'POST', headers: { authorization: `Bearer ${player.token}` } });
    expect(out.status).toBe(204);
    // The message crosses Redis in about a millisecond; A must refuse well before its 10 s answer would lapse.
    let seenAsSignedIn = 0;
    for (let i = 0; i < 40; i++) {
      const res = await fetch(`${a.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${player.token}` },
        body: JSON.stringify({ query: me }),
      });
      // A signed-out token reads as a visitor.
      const body = (await res.json()) as { data?: { viewer: unknown } };
      if (body.data?.viewer === null) break;
      seenAsSignedIn++;
      await sleep(25);
    }
    expect(seenAsSignedIn).toBeLessThan(40);
    expect(seenAsSignedIn * 25).toBeLessThan(1000);
  });
});
