/**
 * Issue 28 item 1: signed webhooks. A receiver on loopback (WEBHOOK_ALLOW_PRIVATE_TARGETS=true) verifies every
 * delivery with the `standardwebhooks` library; the deliveries are written in the domain write's transaction and sent
 * by jobs (run by hand here: JOBS_POLL_MS=0), once across two processes; failures are retried with back-off and a day
 * of them disables the endpoint; targets are checked against SSRF; secrets rotate with an overlap.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { signUp, type Account } from '../../test/accounts';
import { communityFixtures, type CommunityFixtures } from '../../test/factories/community';
import { graphql } from '../../test/gql';
import { startTestApp, type TestApp } from '../../test/harness';
import { startAppProcess } from '../../test/processes';
import { Platform } from '../catalog';
import { OrganizerPage } from '../organizers';
import type { Team } from '../teams';
import type { User } from '../users';
import { WEBHOOK_EVENT_TYPES } from './webhooks.catalogue';
import { RESPONSE_BODY_LIMIT, WEBHOOK_TIMEOUT_MS } from './webhooks.delivery';
import { addressRefusal, checkTarget, postToTarget, TargetRefused } from './webhooks.targets';

interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** A receiver on loopback: /ok answers 200, /fail 500 with a 10 KB body, /redirect 302 to /ok, /hang never. */
function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
      received.push({ path: req.url ?? '', headers, body: Buffer.concat(chunks).toString('utf8') });
      if (req.url === '/hang') return; // never answers: the sender's timeout ends it
      if (req.url === '/ok') res.writeHead(200).end('thanks');
      else if (req.url === '/redirect') res.writeHead(302, { location: '/ok' }).end();
      else res.writeHead(500).end('x'.repeat(10_000));
    });
  });
  return new Promise<{ base: string; received: Received[]; close(): Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        received,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

/** standardwebhooks' own verification of one received request; answers the parsed body. */
function verified(request: Received, secret: string): { type: string; timestamp: string; data: Record<string, any> } {
  const headers = { 'webhook-id': request.headers['webhook-id'], 'webhook-timestamp': request.headers['webhook-timestamp'], 'webhook-signature': request.headers['webhook-signature'] };
  return new Webhook(secret).verify(request.body, headers) as never;
}

const CREATE_LADDER = graphql(`mutation HooksCreateLadder($i: CreateLadderInput!) { createLadder(input: $i) { id } }`);
const JOIN = graphql(`mutation HooksJoin($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status } }`);
const SCHEDULE = graphql(`mutation HooksSchedule($l: ID!, $t: [ID!]!, $at: DateTime!) { scheduleMatch(leagueId: $l, teamIds: $t, scheduledTime: $at) { id } }`);
const REPORT = graphql(`mutation HooksReport($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { id } }`);
const FINALIZE = graphql(`mutation HooksFinalize($m: ID!) { finalizeMatch(matchId: $m) { id } }`);
const POST = graphql(`mutation HooksPost($i: PostCommentInput!) { postComment(input: $i) { id } }`);
const CREATE_WEBHOOK = graphql(`mutation HooksCreateWebhook($i: CreateWebhookInput!) { createWebhook(input: $i) { secret webhook { id url events enabled description } } }`);
const ROTATE = graphql(`mutation HooksRotate($id: ID!) { rotateWebhookSecret(webhookId: $id) { secret webhook { id previousSecretExpiresAt } } }`);
const LIST = graphql(`query HooksList($id: String!) { organizer(param: $id) { webhooks { id url events enabled } } }`);
const DELIVERIES = graphql(`query HooksDeliveries($id: ID!) { webhookDeliveries(webhookId: $id) { id eventType status attempts responseStatus latencyMs } }`);
const CATALOGUE = graphql(`query HooksCatalogue { webhookEventTypes }`);
const CREATE_CUP = graphql(`mutation HooksCreateCup($i: CreateTournamentInput!) { createTournament(input: $i) { id } }`);
const JOIN_CUP = graphql(`mutation HooksJoinCup($id: ID!, $team: ID!) { joinTournament(tournamentId: $id, teamId: $team) { status } }`);
const DECIDE_CUP = graphql(`mutation HooksDecideCup($id: ID!, $team: ID!, $d: EntryDecision!) { decideTournamentTeam(tournamentId: $id, teamId: $team, decision: $d) { status } }`);
const START_CUP = graphql(`mutation HooksStartCup($id: ID!) { startTournament(tournamentId: $id) { status } }`);
const CUP_MATCH = graphql(`query HooksCupMatch($id: ID!) { tournament(id: $id) { bracket { nodes { status participant1Id participant2Id match { id } } } } }`);
const MODE = graphql(`mutation HooksMode($l: ID!, $m: ReportingMode!) { updateLeagueReportingMode(leagueId: $l, reportingMode: $m) { id } }`);
const TEAM_REPORT = graphql(`mutation HooksTeamReport($m: ID!, $t: ID!, $s: [TeamScoreInput!]!) { reportMatchResult(matchId: $m, teamId: $t, scores: $s) { status } }`);
const RESOLVE = graphql(`mutation HooksResolve($m: ID!, $c: ID, $r: String!) { resolveDispute(matchId: $m, chosenTeamId: $c, reason: $r) { status } }`);
const NOTIFICATIONS = graphql(`query HooksNotifications($u: String!) { user(param: $u) { notifications(first: 10) { edges { node { kind organizer { id } } } } } }`);

let t: TestApp;
let f: CommunityFixtures;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const db = () => t.app.deps.dataSource.manager;
const asUser = (a: Account) => ({ id: a.userId }) as User;
let owner: Account;
let superAdmin: Account;
let admin: Account;
let mod: Account;
let outsider: Account;
let captainA: Account;
let captainB: Account;
let organizer: { id: string };
let wallId: string;
let game: { id: string };
let region: { id: string };
let platform: Platform;

/** Registers an endpoint over REST as the owner; answers its id and secret. */
async function register(path: string, events: string[] | string, token = owner.token): Promise<{ id: string; secret: string }> {
  const res = await t.rest('POST', '/api/organizer/create-webhook', { organizer_id: organizer.id, url: receiver.base + path, events, description: `to ${path}` }, token);
  expect(res.status).toBe(201);
  return { id: res.body.data.webhook_id, secret: res.body.data.secret };
}

async function teamLedBy(leader: Account): Promise<Team> {
  const team = await f.team({ gameId: game.id, regionId: region.id });
  await f.member(team, asUser(leader), { role: 'leader' });
  return team;
}

/** A ladder with two joined teams and a match between them, scheduled by the owner. */
async function scheduledMatch(name: string) {
  const created = await t.gql(
    CREATE_LADDER,
    { i: { organizerId: organizer.id, name, startDate: '2026-01-01', endDate: '2030-12-31', platformId: platform.id, gameId: game.id, regionId: region.id, openEntry: true } },
    owner.token,
  );
  expect(created.errors).toBeUndefined();
  const leagueId = created.data!.createLadder.id;
  const [x, y] = [await teamLedBy(captainA), await teamLedBy(captainB)];
  expect((await t.gql(JOIN, { l: leagueId, t: x.id }, captainA.token)).errors).toBeUndefined();
  expect((await t.gql(JOIN, { l: leagueId, t: y.id }, captainB.token)).errors).toBeUndefined();
  const at = new Date(Date.UTC(2030, 0, 1 + ++matchDay, 18)).toISOString();
  const scheduled = await t.gql(SCHEDULE, { l: leagueId, t: [x.id, y.id], at }, owner.token);
  expect(scheduled.errors).toBeUndefined();
  return { leagueId, matchId: scheduled.data!.scheduleMatch.id, teams: [x.id, y.id] };
}
let matchDay = 0;

async function reportAndFinalize(match: { matchId: string; teams: string[] }) {
  const scores = match.teams.map((teamId, i) => ({ teamId, rounds: [{ round: 1, metrics: { Kills: 5 + i } }] }));
  expect((await t.gql(REPORT, { m: match.matchId, s: scores }, owner.token)).errors).toBeUndefined();
  expect((await t.gql(FINALIZE, { m: match.matchId }, owner.token)).errors).toBeUndefined();
}

const deliveriesOf = async (webhookId: string) => (await t.rest('GET', `/api/organizer/get-webhook-deliveries/${webhookId}`, undefined, owner.token)).body.data as any[];
const at = (ms: number) => new Date(Date.now() + ms);

beforeAll(async () => {
  receiver = await startReceiver();
  t = await startTestApp(__filename, { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
  f = communityFixtures(db());
  [owner, superAdmin, admin, mod, outsider, captainA, captainB] = await Promise.all(
    ['hookowner', 'hooksuper', 'hookadmin', 'hookmod', 'hookout', 'hookcapa', 'hookcapb'].map((n) => signUp(t, n)),
  );
  game = await f.game({ title: 'Hooks Game', metrics: [{ name: 'Kills', type: 'Number', active: 'true' }] });
  region = await f.region({ title: 'Hooks Region' });
  platform = await db().getRepository(Platform).save({ title: 'PC', picture: null });
  await db().query(`INSERT INTO competition_categories (comp_cat_id, comp_cat_title) VALUES (1, 'Ladder') ON CONFLICT DO NOTHING`);
  organizer = await f.organizer(asUser(owner), { name: 'Hooks Org' });
  await f.staff(organizer as never, asUser(superAdmin), { role: 'super_admin' });
  await f.staff(organizer as never, asUser(admin), { role: 'admin' });
  await f.staff(organizer as never, asUser(mod), { role: 'mod' });
  wallId = (await db().getRepository(OrganizerPage).findOneByOrFail({ organizerId: organizer.id })).announcementWallId!;
});
afterAll(async () => {
  await t?.stop();
  await receiver?.close();
});
beforeEach(async () => {
  // Each test starts with no endpoint, no delivery and no job: what it registers is all that may be sent.
  await db().query(`DELETE FROM webhook_endpoints`);
  await db().query(`DELETE FROM jobs WHERE kind = 'webhooks.deliver'`);
  receiver.received.length = 0;
});

describe('the event catalogue', () => {
  it('is one list, and the schema lists the same types in the same order', async () => {
    const res = await t.gql(CATALOGUE);
    expect(res.data!.webhookEventTypes.map((name: string) => name.toLowerCase().replace('_', '.'))).toEqual([...WEBHOOK_EVENT_TYPES]);
    expect(WEBHOOK_EVENT_TYPES).toEqual(
      expect.arrayContaining(['match.scheduled', 'match.score_updated', 'match.finalized', 'standings.changed', 'bracket.progressed', 'entry.requested', 'entry.approved', 'entry.declined', 'tournament.started', 'tournament.finished', 'comment.created', 'match.disputed', 'match.dispute_resolved']),
    );
  });
});

describe('registering endpoints', () => {
  it('answers the secret once (whsec_), never in the list; GraphQL and REST register alike', async () => {
    const rest = await register('/ok', ['match.finalized', 'comment.created']);
    expect(rest.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const graph = await t.gql(CREATE_WEBHOOK, { i: { organizerId: organizer.id, url: `${receiver.base}/ok`, events: ['ALL'], description: 'all of it' } }, superAdmin.token);
    expect(graph.errors).toBeUndefined();
    expect(graph.data!.createWebhook.secret).toMatch(/^whsec_/);
    expect(graph.data!.createWebhook.webhook.events).toEqual(['ALL']);
    const listed = await t.rest('GET', `/api/organizer/get-webhooks/${organizer.id}`, undefined, owner.token);
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((w: any) => w.events)).toEqual([['match.finalized', 'comment.created'], ['*']]);
    expect(JSON.stringify(listed.body)).not.toContain('whsec_');
    const overGraphql = await t.gql(LIST, { id: organizer.id }, owner.token);
    expect(overGraphql.data!.organizer.webhooks.map((w) => w.events)).toEqual([['MATCH_FINALIZED', 'COMMENT_CREATED'], ['ALL']]);
  });

  it('refuses bad input with a 400 naming the field, and writes nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ organizer_id: 'nope', url: `${receiver.base}/ok`, events: ['*'] }, 'organizerId'],
      [{ organizer_id: organizer.id, url: 'ftp://example.com/hook', events: ['*'] }, 'url'],
      [{ organizer_id: organizer.id, url: 'not a url', events: ['*'] }, 'url'],
      [{ organizer_id: organizer.id, url: `${receiver.base}/ok`, events: ['match.exploded'] }, 'events'],
      [{ organizer_id: organizer.id, url: `${receiver.base}/ok`, events: [] }, 'events'],
      [{ organizer_id: organizer.id, url: `${receiver.base}/ok`, events: ['*'], description: 'd'.repeat(201) }, 'description'],
      [{ organizer_id: organizer.id, url: 'http://169.254.169.254/latest/meta-data', events: ['*'] }, 'url'],
    ];
    for (const [body, field] of cases) {
      const res = await t.rest('POST', '/api/organizer/create-webhook', body, owner.token);
      expect([res.status, Object.keys(res.body.error.fields ?? {})]).toEqual([400, [field]]);
    }
    expect(await db().query(`SELECT 1 FROM webhook_endpoints`)).toHaveLength(0);
    const gql = await t.gql(CREATE_WEBHOOK, { i: { organizerId: organizer.id, url: 'gopher://x', events: ['ALL'] } }, owner.token);
    expect(gql.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { url: expect.any(String) } });
  });

  it('lets only the owner and super admins manage endpoints (authorization matrix)', async () => {
    const endpoint = await register('/ok', ['comment.created']);
    await t.gql(POST, { i: { wallId, text: 'matrix' } }, owner.token);
    const [delivery] = await deliveriesOf(endpoint.id);
    // One after another (the last one deletes what the others touch).
    const doors = (token?: string) => [
      () => t.rest('POST', '/api/organizer/create-webhook', { organizer_id: organizer.id, url: `${receiver.base}/ok`, events: ['*'] }, token),
      () => t.rest('GET', `/api/organizer/get-webhooks/${organizer.id}`, undefined, token),
      () => t.rest('POST', '/api/organizer/rotate-webhook-secret', { webhook_id: endpoint.id }, token),
      () => t.rest('GET', `/api/organizer/get-webhook-deliveries/${endpoint.id}`, undefined, token),
      () => t.rest('POST', '/api/organizer/redeliver-webhook', { delivery_id: delivery.delivery_id }, token),
      () => t.rest('DELETE', '/api/organizer/delete-webhook', { webhook_id: endpoint.id }, token),
    ];
    for (const [who, token, status] of [
      ['anonymous', undefined, 401],
      ['outsider', outsider.token, 403],
      ['mod', mod.token, 403],
      ['admin', admin.token, 403],
    ] as const) {
      const statuses = [];
      for (const door of doors(token)) statuses.push((await door()).status);
      expect([who, statuses]).toEqual([who, [status, status, status, status, status, status]]);
    }
    expect(await db().query(`SELECT 1 FROM webhook_endpoints`)).toHaveLength(1);
    const allowed = [];
    for (const door of doors(superAdmin.token)) allowed.push((await door()).status);
    expect(allowed).toEqual([201, 200, 200, 200, 200, 200]);
    const ownerList = await t.rest('GET', `/api/organizer/get-webhooks/${organizer.id}`, undefined, owner.token);
    expect(ownerList.body.data).toHaveLength(1); // the super admin's new one; the first was deleted
    expect((await t.gql(LIST, { id: organizer.id }, admin.token)).errors![0].extensions!.code).toBe('FORBIDDEN');
    // The same matrix over GraphQL (one service: the adapters only translate).
    const [kept] = (await t.rest('GET', `/api/organizer/get-webhooks/${organizer.id}`, undefined, owner.token)).body.data;
    const graphDoors = (token?: string) => [
      () => t.gql(CREATE_WEBHOOK, { i: { organizerId: organizer.id, url: `${receiver.base}/ok`, events: ['ALL'] } }, token),
      () => t.gql(LIST, { id: organizer.id }, token),
      () => t.gql(ROTATE, { id: kept.webhook_id }, token),
      () => t.gql(DELIVERIES, { id: kept.webhook_id }, token),
    ];
    for (const [who, token, code] of [
      ['anonymous', undefined, 'UNAUTHENTICATED'],
      ['outsider', outsider.token, 'FORBIDDEN'],
      ['mod', mod.token, 'FORBIDDEN'],
      ['admin', admin.token, 'FORBIDDEN'],
    ] as const) {
      const codes = [];
      for (const door of graphDoors(token)) codes.push((await door()).errors?.[0]?.extensions?.code);
      expect([who, codes]).toEqual([who, [code, code, code, code]]);
    }
    const ownerCodes = [];
    for (const door of graphDoors(owner.token)) ownerCodes.push((await door()).errors);
    expect(ownerCodes).toEqual([undefined, undefined, undefined, undefined]);
  });
});

describe('deliveries', () => {
  it('delivers a finalized match exactly once across two processes, signed per Standard Webhooks', async () => {
    const finalized = await register('/ok', ['match.finalized']);
    const everything = await register('/ok', '*');
    const match = await scheduledMatch('Hooks Once Ladder');
    await reportAndFinalize(match);
    // A refused second finalize (rolled back) writes no delivery.
    expect((await t.gql(FINALIZE, { m: match.matchId }, owner.token)).errors![0].extensions!.code).toBe('CONFLICT');
    const second = await startTestApp(`${__filename}.second`, { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' }, { databaseUrl: t.databaseUrl });
    try {
      const runs = await Promise.all([t.app.jobWorker.runDue(), second.app.jobWorker.runDue(), t.app.jobWorker.runDue(), second.app.jobWorker.runDue()]);
      expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    } finally {
      await second.stop();
    }
    const toFinalized = receiver.received.filter((r) => { try { return verified(r, finalized.secret).type !== ''; } catch { return false; } });
    expect(toFinalized).toHaveLength(1);
    const body = verified(toFinalized[0], finalized.secret);
    expect(body).toMatchObject({ type: 'match.finalized', data: { matchId: match.matchId, leagueId: match.leagueId, status: 'COMPLETED' } });
    expect(body.data.teams.map((team: any) => [team.teamId, team.placement])).toEqual([[match.teams[0], 2], [match.teams[1], 1]]);
    // The catch-all endpoint heard the whole story, each event once, every request verified with its secret.
    const types = receiver.received.filter((r) => r !== toFinalized[0]).map((r) => verified(r, everything.secret).type);
    expect(types.sort()).toEqual(['entry.approved', 'entry.approved', 'match.finalized', 'match.scheduled', 'match.score_updated', 'standings.changed']);
    // One message id per event, on every endpoint.
    const finalizedIds = receiver.received.filter((r) => JSON.parse(r.body).type === 'match.finalized').map((r) => r.headers['webhook-id']);
    expect(new Set(finalizedIds).size).toBe(1);
    const [log] = await deliveriesOf(finalized.id);
    expect(log).toMatchObject({ event_type: 'match.finalized', status: 'succeeded', attempts: 1, response_status: 200, response_body: 'thanks', error: null });
    expect(log.latency_ms).toEqual(expect.any(Number));
    const graph = await t.gql(DELIVERIES, { id: finalized.id }, owner.token);
    expect(graph.data!.webhookDeliveries).toEqual([expect.objectContaining({ eventType: 'MATCH_FINALIZED', status: 'SUCCEEDED', attempts: 1, responseStatus: 200 })]);
  });

  it('delivers once when another OS process (src/main.ts, its worker polling) races this one for the job', async () => {
    const finalized = await register('/ok', ['match.finalized']);
    const match = await scheduledMatch('Hooks Race Ladder');
    await reportAndFinalize(match);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clutch-hooks-'));
    const other = await startAppProcess({
      DATABASE_URL: t.databaseUrl,
      DATA_DIR: dataDir,
      SEED_ON_START: 'false',
      JWT_PRIVATE_KEY: '',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      JOBS_POLL_MS: '10',
    });
    try {
      // Both workers poll the one job until it is sent, then a while longer: a second send would show.
      const deadline = Date.now() + 20_000;
      while (receiver.received.length === 0 && Date.now() < deadline) await t.app.jobWorker.runDue();
      const settleUntil = Date.now() + 1_500;
      while (Date.now() < settleUntil) await t.app.jobWorker.runDue();
    } finally {
      other.kill();
      await other.exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    expect(receiver.received.map((r) => verified(r, finalized.secret).data.matchId)).toEqual([match.matchId]);
    expect(await deliveriesOf(finalized.id)).toEqual([expect.objectContaining({ status: 'succeeded', attempts: 1 })]);
  }, 60_000);

  it('retries a failing endpoint with exponential back-off, then disables it after a day and tells the owner', async () => {
    const failing = await register('/fail', ['comment.created']);
    expect((await t.gql(POST, { i: { wallId, text: 'will you hear this' } }, owner.token)).errors).toBeUndefined();
    expect(await t.app.jobWorker.runDue()).toBe(1);
    let [log] = await deliveriesOf(failing.id);
    expect(log).toMatchObject({ status: 'pending', attempts: 1, response_status: 500, error: 'HTTP 500' });
    expect(log.response_body.length).toBe(RESPONSE_BODY_LIMIT);
    const firstRetry = new Date(log.next_attempt_at).getTime() - new Date(log.last_attempt_at).getTime();
    expect(firstRetry).toBeGreaterThan(0);
    expect(firstRetry).toBeLessThanOrEqual(60_000);
    expect(await t.app.jobWorker.runDue()).toBe(0); // not due yet
    expect(await t.app.jobWorker.runDue(at(firstRetry + 1_000))).toBe(1);
    [log] = await deliveriesOf(failing.id);
    expect(log).toMatchObject({ status: 'pending', attempts: 2 });
    const secondRetry = new Date(log.next_attempt_at).getTime() - new Date(log.last_attempt_at).getTime();
    expect(secondRetry).toBe(firstRetry * 2);
    expect(receiver.received.map((r) => verified(r, failing.secret).type)).toEqual(['comment.created', 'comment.created']);
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1);

    // A day of failures: the endpoint has been failing since 24 hours ago when the next attempt fails.
    await db().query(`UPDATE webhook_endpoints SET failing_since = now() - interval '24 hours 1 minute' WHERE webhook_id = $1`, [failing.id]);
    expect(await t.app.jobWorker.runDue(at(secondRetry + 1_000))).toBe(1);
    [log] = await deliveriesOf(failing.id);
    expect(log).toMatchObject({ status: 'failed', attempts: 3 });
    const listed = await t.rest('GET', `/api/organizer/get-webhooks/${organizer.id}`, undefined, owner.token);
    expect(listed.body.data[0]).toMatchObject({ webhook_id: failing.id, enabled: false, disabled_at: expect.any(String) });
    const notifications = await t.gql(NOTIFICATIONS, { u: owner.userId }, owner.token);
    expect(notifications.data!.user.notifications.edges.map((e) => e.node)).toContainEqual({ kind: 'WEBHOOK_DISABLED', organizer: { id: organizer.id } });
    // Disabled: new events write no delivery, nothing more is sent.
    await t.gql(POST, { i: { wallId, text: 'nobody listens' } }, owner.token);
    expect(await t.app.jobWorker.runDue(at(48 * 3600_000))).toBe(0);
    expect(await deliveriesOf(failing.id)).toHaveLength(1);
    expect(receiver.received).toHaveLength(3);
  });

  it('follows no redirect (a 302 is a failed attempt) and redelivers by hand with the same id, enabling the endpoint', async () => {
    const redirected = await register('/redirect', ['comment.created']);
    await t.gql(POST, { i: { wallId, text: 'go elsewhere' } }, owner.token);
    await t.app.jobWorker.runDue();
    expect(receiver.received.map((r) => r.path)).toEqual(['/redirect']);
    const [log] = await deliveriesOf(redirected.id);
    expect(log).toMatchObject({ status: 'pending', response_status: 302, error: 'HTTP 302' });
    await db().query(`UPDATE webhook_endpoints SET url = $2, enabled = false WHERE webhook_id = $1`, [redirected.id, `${receiver.base}/ok`]);
    const again = await t.rest('POST', '/api/organizer/redeliver-webhook', { delivery_id: log.delivery_id }, owner.token);
    expect(again.status).toBe(200);
    expect(await t.app.jobWorker.runDue()).toBe(1);
    expect(receiver.received.map((r) => r.path)).toEqual(['/redirect', '/ok']);
    expect(receiver.received[1].headers['webhook-id']).toBe(receiver.received[0].headers['webhook-id']);
    expect(verified(receiver.received[1], redirected.secret).data.comment.text).toBe('go elsewhere');
    expect((await deliveriesOf(redirected.id))[0]).toMatchObject({ status: 'succeeded', attempts: 2, response_status: 200 });
    // The retry that was waiting found the delivery sent, and sent nothing.
    expect(await t.app.jobWorker.runDue(at(3600_000))).toBe(0);
    expect(receiver.received).toHaveLength(2);
    const bad = await t.rest('POST', '/api/organizer/redeliver-webhook', { delivery_id: 'nope' }, owner.token);
    expect([bad.status, bad.body.error.fields]).toEqual([400, { deliveryId: expect.any(String) }]);
  });

  it('signs with both secrets during a rotation overlap: a receiver with either verifies', async () => {
    const endpoint = await register('/ok', ['comment.created']);
    const rotated = await t.gql(ROTATE, { id: endpoint.id }, owner.token);
    expect(rotated.errors).toBeUndefined();
    const newSecret = rotated.data!.rotateWebhookSecret.secret;
    expect(newSecret).not.toBe(endpoint.secret);
    expect(new Date(rotated.data!.rotateWebhookSecret.webhook.previousSecretExpiresAt!).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    await t.gql(POST, { i: { wallId, text: 'rotating' } }, owner.token);
    await t.app.jobWorker.runDue();
    const [request] = receiver.received;
    expect(request.headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(verified(request, endpoint.secret).type).toBe('comment.created');
    expect(verified(request, newSecret).type).toBe('comment.created');
    expect(() => verified(request, 'whsec_' + Buffer.alloc(32, 7).toString('base64'))).toThrow('No matching signature found');
    // After the overlap only the new secret signs.
    await db().query(`UPDATE webhook_endpoints SET previous_secret_expires_at = now() - interval '1 second' WHERE webhook_id = $1`, [endpoint.id]);
    await t.gql(POST, { i: { wallId, text: 'rotated' } }, owner.token);
    await t.app.jobWorker.runDue();
    expect(receiver.received[1].headers['webhook-signature'].split(' ')).toHaveLength(1);
    expect(verified(receiver.received[1], newSecret).data.comment.text).toBe('rotated');
    expect(() => verified(receiver.received[1], endpoint.secret)).toThrow('No matching signature found');
  });
});

describe('a tournament told through webhooks', () => {
  it('sends entry.requested, entry.approved, entry.declined, tournament.started, bracket.progressed and tournament.finished', async () => {
    const hook = await register('/ok', ['entry.requested', 'entry.approved', 'entry.declined', 'tournament.started', 'bracket.progressed', 'tournament.finished']);
    const created = await t.gql(
      CREATE_CUP,
      { i: { organizerId: organizer.id, name: 'Hooks Cup', size: 2, gameId: game.id, regionId: region.id, platformId: platform.id, format: 'SINGLE_ELIMINATION', startTime: new Date(Date.now() + 86_400_000).toISOString(), matchRounds: 1 } },
      owner.token,
    );
    expect(created.errors).toBeUndefined();
    const cupId = created.data!.createTournament.id;
    const [x, y, z] = [await teamLedBy(captainA), await teamLedBy(captainB), await teamLedBy(outsider)];
    for (const [team, captain] of [[x, captainA], [y, captainB], [z, outsider]] as const) {
      expect((await t.gql(JOIN_CUP, { id: cupId, team: team.id }, captain.token)).errors).toBeUndefined();
    }
    for (const [team, decision] of [[x, 'APPROVE'], [y, 'APPROVE'], [z, 'DECLINE']] as const) {
      expect((await t.gql(DECIDE_CUP, { id: cupId, team: team.id, d: decision }, owner.token)).errors).toBeUndefined();
    }
    expect((await t.gql(START_CUP, { id: cupId }, owner.token)).errors).toBeUndefined();
    const node = (await t.gql(CUP_MATCH, { id: cupId }, owner.token)).data!.tournament.bracket!.nodes.find((n) => n.status === 'READY')!;
    await reportAndFinalize({ matchId: node.match!.id, teams: [node.participant1Id!, node.participant2Id!] });
    expect(await t.app.jobWorker.runDue()).toBe(9); // 3 requested, 2 approved, 1 declined, started, progressed (once: not on the score report), finished
    const bodies = receiver.received.map((r) => verified(r, hook.secret));
    expect(bodies.map((b) => b.type)).toEqual(
      expect.arrayContaining(['entry.requested', 'entry.approved', 'entry.declined', 'tournament.started', 'bracket.progressed', 'tournament.finished']),
    );
    // Attempts run side by side: arrival order is free, receivers order by what the data says.
    const requested = bodies.filter((b) => b.type === 'entry.requested').map((b) => b.data);
    expect(requested).toHaveLength(3);
    expect(requested).toEqual(expect.arrayContaining([x, y, z].map((team) => ({ tournamentId: cupId, teamId: team.id, status: 'PENDING' }))));
    expect(bodies.find((b) => b.type === 'entry.declined')!.data).toEqual({ tournamentId: cupId, teamId: z.id, status: 'DECLINED', decision: 'DECLINE' });
    expect(bodies.find((b) => b.type === 'tournament.finished')!.data).toEqual({ kind: 'COMPLETED', tournamentId: cupId, matchId: node.match!.id });
    expect(bodies.filter((b) => b.type === 'bracket.progressed')).toHaveLength(1);
  });
});

describe('match-day disputes told through webhooks', () => {
  it('sends match.disputed when the teams report different results, and match.dispute_resolved when staff decide', async () => {
    const hook = await register('/ok', ['match.disputed', 'match.dispute_resolved']);
    const match = await scheduledMatch('Hooks Dispute Ladder');
    expect((await t.gql(MODE, { l: match.leagueId, m: 'TEAMS' }, owner.token)).errors).toBeUndefined();
    const [a, b] = match.teams;
    const says = (aKills: number, bKills: number) => [
      { teamId: a, rounds: [{ round: 1, metrics: { Kills: aKills } }] },
      { teamId: b, rounds: [{ round: 1, metrics: { Kills: bKills } }] },
    ];
    expect((await t.gql(TEAM_REPORT, { m: match.matchId, t: a, s: says(9, 1) }, captainA.token)).errors).toBeUndefined();
    expect((await t.gql(TEAM_REPORT, { m: match.matchId, t: b, s: says(1, 9) }, captainB.token)).errors).toBeUndefined();
    await t.app.jobWorker.runDue();
    expect(receiver.received.map((r) => verified(r, hook.secret))).toEqual([expect.objectContaining({ type: 'match.disputed', data: expect.objectContaining({ matchId: match.matchId }) })]);
    expect((await t.gql(RESOLVE, { m: match.matchId, c: a, r: 'The VOD shows A ahead.' }, owner.token)).errors).toBeUndefined();
    await t.app.jobWorker.runDue();
    expect(receiver.received.map((r) => verified(r, hook.secret).type)).toEqual(['match.disputed', 'match.dispute_resolved']);
  });
});

describe('SSRF guard', () => {
  it('refuses private, loopback and link-local addresses; the allow setting opens private ones, never link-local', async () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '::1', 'fd12::1', '::ffff:127.0.0.1', '::ffff:7f00:1']) {
      expect([address, addressRefusal(address, false)]).toEqual([address, 'private']);
      expect([address, addressRefusal(address, true)]).toEqual([address, null]);
    }
    for (const address of ['169.254.169.254', 'fe80::1', '0.0.0.0', '::', '::ffff:169.254.169.254', 'fd00:ec2::254', '224.0.0.1']) {
      expect([address, addressRefusal(address, true)]).toEqual([address, 'link-local']);
    }
    expect(addressRefusal('93.184.216.34', false)).toBeNull();
    await expect(checkTarget('http://localhost:9/x', false)).rejects.toMatchObject({ reason: 'private' });
    await expect(checkTarget('http://[::1]:9/x', false)).rejects.toMatchObject({ reason: 'private' });
    await expect(checkTarget('http://169.254.169.254/latest', true)).rejects.toBeInstanceOf(TargetRefused);
    await expect(checkTarget('file:///etc/passwd', true)).rejects.toMatchObject({ reason: 'scheme' });
    await expect(checkTarget(`${receiver.base}/ok`, true)).resolves.toMatchObject({ address: '127.0.0.1' });
  });

  it('sends to a host name through the addresses it checked (localhost, allowed here)', async () => {
    const endpoint = await register('/ok', ['comment.created']);
    await db().query(`UPDATE webhook_endpoints SET url = replace(url, '127.0.0.1', 'localhost') WHERE webhook_id = $1`, [endpoint.id]);
    await t.gql(POST, { i: { wallId, text: 'by name' } }, owner.token);
    expect(await t.app.jobWorker.runDue()).toBe(1);
    expect(receiver.received.map((r) => verified(r, endpoint.secret).data.comment.text)).toEqual(['by name']);
    expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({ status: 'succeeded', response_status: 200 });
  });

  it('connects only to the checked address: the host name is never resolved again (no DNS rebinding)', async () => {
    const port = new URL(receiver.base).port;
    // A name no resolver knows: only the pinned address can reach the receiver.
    const target = { url: new URL(`http://pinned.invalid:${port}/ok`), address: '127.0.0.1', family: 4 as const, addresses: [{ address: '127.0.0.1', family: 4 as const }] };
    const outcome = await postToTarget(target, { 'webhook-id': 'msg_pin' }, '{}', { timeoutMs: 2_000, bodyLimit: 100 });
    expect(outcome).toMatchObject({ status: 200, body: 'thanks', error: null });
    expect(receiver.received.map((r) => [r.headers.host, r.headers['webhook-id']])).toEqual([[`pinned.invalid:${port}`, 'msg_pin']]);
  });

  it('gives up on a receiver that does not answer within the timeout', async () => {
    const target = await checkTarget(`${receiver.base}/hang`, true);
    const outcome = await postToTarget(target, {}, '{}', { timeoutMs: 300, bodyLimit: 100 });
    expect(outcome).toMatchObject({ status: null, error: 'timed out after 300 ms' });
    expect(outcome.latencyMs).toBeGreaterThanOrEqual(290);
    expect(outcome.latencyMs).toBeLessThan(2_000);
    expect(WEBHOOK_TIMEOUT_MS).toBeLessThanOrEqual(10_000);
  });

  it('checks again when sending: an endpoint whose address became link-local gets no request', async () => {
    const endpoint = await register('/ok', ['comment.created']);
    await db().query(`UPDATE webhook_endpoints SET url = 'http://169.254.169.254/latest/meta-data' WHERE webhook_id = $1`, [endpoint.id]);
    await t.gql(POST, { i: { wallId, text: 'metadata please' } }, owner.token);
    expect(await t.app.jobWorker.runDue()).toBe(1);
    const [log] = await deliveriesOf(endpoint.id);
    expect(log).toMatchObject({ status: 'pending', response_status: null, error: expect.stringContaining('target refused') });
    expect(receiver.received).toHaveLength(0);
  });
});
