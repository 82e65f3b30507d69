import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { signUp, TEST_PASSWORD, uploadFile, type Account } from '../../test/accounts';
import { expectGraphQLError, expectRestError } from '../../test/errors';
import { graphql } from '../../test/gql';
import { startTestApp, type TestApp } from '../../test/harness';
import { watchSubscription } from '../../test/live';
import { startAppProcess } from '../../test/processes';
import { communityFixtures, type CommunityFixtures } from '../../test/factories/community';
import { jobDefinitions } from '../app/jobs';
import { Platform } from '../catalog';
import { JobWorker } from '../core/jobs';
import { Messages } from '../core/messages';
import { matchReportsService } from './match-reports.service';
import type { Team } from '../teams';
import type { User } from '../users';

/**
 * Team reports and disputes (issue 26) on a real database, through both doors: agreeing reports finalize once (also
 * when they arrive at the same instant through two app instances), differing ones dispute, staff resolve with an
 * audited reason, an unanswered report is confirmed once after its window (by the durable job, raced by two workers
 * of a restarted deployment), only the two teams' leader, co-leader or captain report and only staff resolve, and
 * refusals change nothing.
 */
let t: TestApp;
let f: CommunityFixtures;
/** Several app instances share a database on PostgreSQL; the embedded one is a single backend (see poolSizeFor). */
const TWO_INSTANCES = Boolean(process.env.DATABASE_URL);
const db = () => t.app.deps.dataSource.manager;
const asUser = (a: Account) => ({ id: a.userId }) as User;
const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

let owner: Account;
let captainA: Account;
let leaderB: Account;
let memberA: Account;
let strangerCaptain: Account;
let stranger: Account;
let game: { id: string };
let region: { id: string };
let platform: Platform;
let organizer: { id: string };

const CREATE = graphql(`mutation ReportsLadder($i: CreateLadderInput!) { createLadder(input: $i) { id } }`);
const SCHEDULE = graphql(`mutation ReportsSchedule($l: ID!, $t: [ID!]!, $at: DateTime!) { scheduleMatch(leagueId: $l, teamIds: $t, scheduledTime: $at) { id } }`);
const MODE = graphql(`mutation ReportsMode($l: ID!, $m: ReportingMode!, $h: Int) { updateLeagueReportingMode(leagueId: $l, reportingMode: $m, confirmWindowHours: $h) { id reportingMode confirmWindowHours } }`);
const REPORT = graphql(`
  mutation ReportsReport($m: ID!, $t: ID!, $s: [TeamScoreInput!]!) {
    reportMatchResult(matchId: $m, teamId: $t, scores: $s) { status statusText awaitingTeam { id } confirmDeadline reports { teamId scores { teamId totalPoints } } viewerCanReport }
  }
`);
const READ = graphql(`
  query ReportsRead($m: ID!) {
    match(id: $m) {
      status
      reportStatus
      reports {
        status
        statusText
        reportingMode
        viewerTeamId
        viewerCanReport
        viewerCanResolve
        viewerCanPostToDispute
        reports { teamId reportedById }
        dispute {
          id
          waitingSeconds
          evidence { text link imageUrl teamId authorId }
          thread { text teamId }
          resolution { resolvedById chosenTeamId reason }
        }
      }
    }
  }
`);
const EVIDENCE = graphql(`mutation ReportsEvidence($m: ID!, $l: String!, $x: String!) { addDisputeEvidence(matchId: $m, link: $l, text: $x) { status } }`);
const MESSAGE = graphql(`mutation ReportsMessage($m: ID!, $x: String!) { postDisputeMessage(matchId: $m, text: $x) { status } }`);
const RESOLVE = graphql(`
  mutation ReportsResolve($m: ID!, $c: ID, $s: [TeamScoreInput!], $r: String!) {
    resolveDispute(matchId: $m, chosenTeamId: $c, scores: $s, reason: $r) { status dispute { resolution { resolvedById chosenTeamId reason } } }
  }
`);
const QUEUE = graphql(`query ReportsQueue($o: ID!) { organizerDisputes(organizerId: $o) { matchId waitingSeconds match { id } } }`);

let seq = 0;
async function teamLedBy(leader: Account, role: 'leader' | 'captain' = 'leader'): Promise<Team> {
  const team = await f.team({ gameId: game.id, regionId: region.id });
  if (role === 'leader') await f.member(team, asUser(leader), { role: 'leader' });
  else {
    await f.member(team, await f.user(), { role: 'leader' });
    await f.member(team, asUser(leader), { role: 'captain' });
  }
  return team;
}

/** An open ladder in Team reports mode with two approved teams (A: captainA is captain, memberA plays; B: leaderB leads) and a match. */
async function world(mode: 'TEAMS' | 'STAFF' = 'TEAMS', hours = 24) {
  const input = { organizerId: organizer.id, name: `Reports ${++seq}`, startDate: '2026-01-01', endDate: '2031-12-31', platformId: platform.id, gameId: game.id, regionId: region.id, openEntry: true };
  const created = await t.gql(CREATE, { i: input }, owner.token);
  expect(created.errors).toBeUndefined();
  const league = created.data!.createLadder.id;
  const a = await teamLedBy(captainA, 'captain');
  const b = await teamLedBy(leaderB);
  await f.member(a, asUser(memberA));
  await db().query(`INSERT INTO league_participants (league_id, team_id, status) VALUES ($1, $2, 'approved'), ($1, $3, 'approved')`, [league, a.id, b.id]);
  if (mode === 'TEAMS') expect((await t.gql(MODE, { l: league, m: 'TEAMS', h: hours }, owner.token)).errors).toBeUndefined();
  const scheduled = await t.gql(SCHEDULE, { l: league, t: [a.id, b.id], at: inHours(2 + ++seq) }, owner.token);
  expect(scheduled.errors).toBeUndefined();
  return { league, a, b, match: scheduled.data!.scheduleMatch.id };
}

const scores = (a: Team, b: Team, killsA: number, killsB: number) => [
  { teamId: a.id, rounds: [{ round: 1, metrics: { Kills: killsA } }] },
  { teamId: b.id, rounds: [{ round: 1, metrics: { Kills: killsB } }] },
];
const restScores = (a: Team, b: Team, killsA: number, killsB: number) => [
  { team_id: a.id, rounds: [{ round_number: 1, metrics: { Kills: killsA } }] },
  { team_id: b.id, rounds: [{ round_number: 1, metrics: { Kills: killsB } }] },
];

/** What a refusal must leave untouched: the match row, its reports, its dispute and posts, its ledger and its pending jobs. */
async function state(match: string) {
  const [row] = await db().query(`SELECT status, is_score_updated, finalized_at FROM matches WHERE match_id = $1`, [match]);
  const [counts] = await db().query(
    `SELECT (SELECT count(*)::int FROM match_reports WHERE match_id = $1) AS reports,
            (SELECT count(*)::int FROM match_disputes WHERE match_id = $1 AND resolved_at IS NULL) AS open_disputes,
            (SELECT count(*)::int FROM dispute_posts p JOIN match_disputes d USING (dispute_id) WHERE d.match_id = $1) AS posts,
            (SELECT count(*)::int FROM match_rounds WHERE match_id = $1) AS rounds,
            (SELECT count(*)::int FROM points_ledger WHERE match_id = $1) AS ledger,
            (SELECT count(*)::int FROM jobs WHERE dedupe_key = 'match-reports.auto-confirm:' || $1::text) AS jobs`,
    [match],
  );
  return { ...row, ...counts };
}
const standing = async (league: string, team: Team) =>
  (await db().query(`SELECT wins, losses, draws, points FROM standings WHERE league_id = $1 AND team_id = $2`, [league, team.id]))[0] ?? null;
const placements = async (match: string) =>
  Object.fromEntries((await db().query(`SELECT team_id, placement, total_points FROM match_participants WHERE match_id = $1`, [match])).map((r: any) => [r.team_id, [r.placement, r.total_points]]));

beforeAll(async () => {
  t = await startTestApp(__filename);
  f = communityFixtures(db());
  [owner, captainA, leaderB, memberA, strangerCaptain, stranger] = await Promise.all(
    ['repowner', 'repcapa', 'repleadb', 'repmembera', 'repstrangercap', 'repstranger'].map((n) => signUp(t, n)),
  );
  game = await f.game({ title: 'Reports Game', metrics: [{ name: 'Kills', type: 'Number', active: 'true' }] });
  region = await f.region({ title: 'Reports Region' });
  platform = await db().getRepository(Platform).save({ title: 'Reports PC', picture: null });
  await db().query(`INSERT INTO competition_categories (comp_cat_id, comp_cat_title) VALUES (1, 'Ladder') ON CONFLICT DO NOTHING`);
  organizer = await f.organizer(asUser(owner), { name: 'Reports Org' });
  await teamLedBy(strangerCaptain, 'captain');
});
afterAll(() => t?.stop());

describe('agreeing reports', () => {
  it('wait for the other side, then finalize the match once through the finalize path staff use', async () => {
    const { league, a, b, match } = await world();
    const first = await t.gql(REPORT, { m: match, t: a.id, s: scores(a, b, 10, 4) }, captainA.token);
    expect(first.errors).toBeUndefined();
    const bName = (await db().query(`SELECT team_name FROM teams WHERE team_id = $1`, [b.id]))[0].team_name;
    expect(first.data!.reportMatchResult).toMatchObject({ status: 'AWAITING', statusText: `Awaiting ${bName}'s report`, awaitingTeam: { id: b.id }, viewerCanReport: true });
    expect(Date.parse(first.data!.reportMatchResult.confirmDeadline!) - Date.now()).toBeGreaterThan(23.9 * HOUR);
    expect(await state(match)).toMatchObject({ status: 'scheduled', reports: 1, rounds: 0, ledger: 0, jobs: 1 });

    // The answer through REST, metrics in the post-match-progress shape.
    const answer = await t.rest('POST', '/api/league/report-match-result', { match_id: match, team_id: b.id, all_match_participants: restScores(a, b, 10, 4) }, leaderB.token);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ status: 'confirmed', status_text: 'Confirmed', dispute: null });
    expect(answer.body.data.reports).toHaveLength(2);
    const after = await state(match);
    expect(after).toMatchObject({ status: 'completed', reports: 2, rounds: 2, jobs: 0 });
    expect(after.ledger).toBeGreaterThan(0);
    expect(await placements(match)).toEqual({ [a.id]: [1, 10], [b.id]: [2, 4] });
    expect(await standing(league, a)).toMatchObject({ wins: 1, losses: 0 });
    expect(await standing(league, b)).toMatchObject({ wins: 0, losses: 1 });

    // Nothing more moves: a further report is refused, the staff finalize finds it completed.
    expectGraphQLError(await t.gql(REPORT, { m: match, t: a.id, s: scores(a, b, 1, 40) }, captainA.token), 'CONFLICT', Messages.matchCompleted);
    const again = await t.gql(graphql(`mutation ReportsFinalizeAgain($m: ID!) { finalizeMatch(matchId: $m) { status } }`), { m: match }, owner.token);
    expectGraphQLError(again, 'CONFLICT', Messages.finalizeAlreadyDone);
    expect(await state(match)).toEqual(after);
    expect(await standing(league, a)).toMatchObject({ wins: 1, losses: 0 });
  });

  it('let a team amend its report until the other side answers', async () => {
    const { a, b, match } = await world();
    expect((await t.gql(REPORT, { m: match, t: a.id, s: scores(a, b, 3, 9) }, captainA.token)).errors).toBeUndefined();
    const amended = await t.gql(REPORT, { m: match, t: a.id, s: scores(a, b, 9, 3) }, captainA.token);
    expect(amended.data!.reportMatchResult.reports).toEqual([{ teamId: a.id, scores: [{ teamId: a.id, totalPoints: 9 }, { teamId: b.id, totalPoints: 3 }] }]);
    expect(await state(match)).toMatchObject({ reports: 1, jobs: 1 });
    const answered = await t.gql(REPORT, { m: match, t: b.id, s: scores(a, b, 9, 3) }, leaderB.token);
    expect(answered.data!.reportMatchResult.status).toBe('CONFIRMED');
    expect(await placements(match)).toEqual({ [a.id]: [1, 9], [b.id]: [2, 3] });
  });

  it('finalize once when both arrive at the same instant through two app processes', async () => {
    // A second process from the real entry point (server/test/processes.ts) on the suite's PostgreSQL database. The
    // embedded database is one backend that runs one statement at a time for every connection: a second process
    // would interleave its transactions with the first's, so there the race runs through the one instance.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clutch-reports-'));
    const child = TWO_INSTANCES
      ? await startAppProcess({ DATABASE_URL: t.databaseUrl, DATA_DIR: dataDir, SEED_ON_START: 'false', JWT_PRIVATE_KEY: '', JOBS_POLL_MS: '0' })
      : null;
    const secondUrl = child?.url ?? t.url;
    // Each process signs its own tokens here (its own DATA_DIR): B's leader signs in on the second one.
    const signIn = await fetch(`${secondUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: leaderB.email, password: TEST_PASSWORD }),
    }).then((res) => res.json() as Promise<{ access_token: string }>);
    const reportOnSecond = async (body: unknown) => {
      const res = await fetch(`${secondUrl}/api/league/report-match-result`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${signIn.access_token}` },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as any };
    };
    try {
      for (let round = 0; round < 4; round++) {
        const { league, a, b, match } = await world();
        const [fromA, fromB] = await Promise.all([
          t.gql(REPORT, { m: match, t: a.id, s: scores(a, b, 7, 2) }, captainA.token),
          reportOnSecond({ match_id: match, team_id: b.id, all_match_participants: restScores(a, b, 7, 2) }),
        ]);
        expect(fromA.errors).toBeUndefined();
        expect(fromB.status).toBe(200);
        // Whichever came second confirmed it.
        expect([fromA.data!.reportMatchResult.status, fromB.body.data.status.toUpperCase()].sort()).toEqual(['AWAITING', 'CONFIRMED']);
        const after = await state(match);
        expect(after).toMatchObject({ status: 'completed', reports: 2, jobs: 0 });
        const [ledger] = await db().query(
          `SELECT count(DISTINCT (kind, leaderboard_id, user_id, team_id))::int AS subjects, count(*)::int AS rows FROM points_ledger WHERE match_id = $1`,
          [match],
        );
        expect(ledger.rows).toBeGreaterThan(0);
        expect(ledger.rows).toBe(ledger.subjects); // every subject moved once on each board
        expect(await standing(league, a)).toMatchObject({ wins: 1, losses: 0 });
        expect(await standing(league, b)).toMatchObject({ wins: 0, losses: 1 });
      }
    } finally {
      if (child) {
        child.kill();
        await child.exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('differing reports', () => {
  it('dispute the match; both teams and staff post evidence and messages; staff resolve with an audited reason', async () => {
    const { league, a, b, match } = await world();
    expect((await t.gql(REPORT, { m: match, t: a.id, s: scores(a, b, 10, 4) }, captainA.token)).errors).toBeUndefined();
    const differing = await t.gql(REPORT, { m: match, t: b.id, s: scores(a, b, 4, 10) }, leaderB.token);
    expect(differing.data!.reportMatchResult).toMatchObject({ status: 'DISPUTED', statusText: 'Disputed', viewerCanReport: false });
    expect(await state(match)).toMatchObject({ status: 'scheduled', reports: 2, open_disputes: 1, rounds: 0, ledger: 0, jobs: 0 });
    expectGraphQLError(await t.gql(REPORT, { m: match, t: a.id, s: scores(a, b, 4, 10) }, captainA.token), 'CONFLICT', Messages.reportDisputed);

    // The organizer's queue, on both doors.
    const queue = await t.gql(QUEUE, { o: organizer.id }, owner.token);
    expect(queue.data!.organizerDisputes.map((d) => d.matchId)).toContain(match);
    const restQueue = await t.rest('GET', `/api/organizer/get-disputes/${organizer.id}`, undefined, owner.token);
    expect(restQueue.status).toBe(200);
    expect(restQueue.body.data.map((d: any) => d.match_id)).toContain(match);
    expectGraphQLError(await t.gql(QUEUE, { o: organizer.id }, captainA.token), 'FORBIDDEN', Messages.organizerDisputesForbidden);

    // Evidence: a VOD link (GraphQL) by a member of A, a screenshot (REST multipart) by B's leader, a message by staff.
    expect((await t.gql(EVIDENCE, { m: match, l: 'https://vods.example/match-1', x: 'Round 1 at 12:30' }, memberA.token)).errors).toBeUndefined();
    const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#336699' } }).png().toBuffer();
    const form = new FormData();
    form.append('match_id', match);
    form.append('text', 'Our scoreboard');
    form.append('evidence_pic', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'board.png');
    const upload = await fetch(`${t.url}/api/league/add-dispute-evidence`, { method: 'POST', body: form, headers: { authorization: `Bearer ${leaderB.token}` } });
    expect(upload.status).toBe(201);
    const uploaded = (await upload.json()) as any;
    const image = uploaded.data.dispute.evidence.find((e: any) => e.image_url);
    expect(image).toMatchObject({ text: 'Our scoreboard', team_id: b.id, link: null });
    const stored = await fetch(new URL(image.image_url, t.url));
    expect(stored.status).toBe(200);
    const meta = await sharp(Buffer.from(await stored.arrayBuffer())).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'webp', width: 1920, height: 960 }); // resized, re-encoded
    const notImage = await uploadFile(t, 'POST', `/api/league/add-dispute-evidence`, 'evidence_pic', { bytes: Buffer.from('not an image'), name: 'x.png', type: 'image/png' }, leaderB.token);
    expect(notImage.status).toBe(400);
    expect((await t.gql(MESSAGE, { m: match, x: 'Staff are looking at it.' }, owner.token)).errors).toBeUndefined();

    // Outsiders neither post nor read the thread.
    const before = await state(match);
    expectGraphQLError(await t.gql(MESSAGE, { m: match, x: 'me too' }, stranger.token), 'FORBIDDEN', Messages.disputeForbidden);
    expectRestError(await t.rest('POST', '/api/league/add-dispute-evidence', { match_id: match, link: 'https://x.example', text: 'hm' }, strangerCaptain.token), 403, 'FORBIDDEN', Messages.disputeForbidden);
    expect(await state(match)).toEqual(before);
    const outsider = await t.gql(READ, { m: match }, stranger.token);
    expect(outsider.data!.match.reports.dispute).toMatchObject({ evidence: [], thread: [] });
    const insider = (await t.gql(READ, { m: match }, captainA.token)).data!.match.reports;
    expect(insider.dispute!.evidence.map((e) => e.text)).toEqual(['Round 1 at 12:30', 'Our scoreboard']);
    expect(insider.dispute!.thread).toEqual([{ text: 'Staff are looking at it.', teamId: null }]);
    expect(insider).toMatchObject({ viewerCanPostToDispute: true, viewerCanResolve: false, viewerTeamId: a.id });

    // Only staff resolve.
    for (const who of [captainA, leaderB, memberA, strangerCaptain]) {
      expectGraphQLError(await t.gql(RESOLVE, { m: match, c: b.id, r: 'mine' }, who.token), 'FORBIDDEN', Messages.resolveForbidden);
    }
    expectRestError(await t.rest('POST', '/api/league/resolve-dispute', { match_id: match, chosen_team_id: a.id, reason: 'x' }, captainA.token), 403, 'FORBIDDEN', Messages.resolveForbidden);
    expect((await t.gql(RESOLVE, { m: match, c: b.id, r: 'x' })).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    expect(await state(match)).toEqual(before);

    const resolved = await t.gql(RESOLVE, { m: match, c: b.id, r: 'The VOD shows B ahead.' }, owner.token);
    expect(resolved.errors).toBeUndefined();
    expect(resolved.data!.resolveDispute).toEqual({ status: 'RESOLVED', dispute: { resolution: { resolvedById: owner.userId, chosenTeamId: b.id, reason: 'The VOD shows B ahead.' } } });
    expect(await placements(match)).toEqual({ [a.id]: [2, 4], [b.id]: [1, 10] });
    expect(await standing(league, b)).toMatchObject({ wins: 1 });
    expect(await state(match)).toMatchObject({ status: 'completed', open_disputes: 0 });

    // Shown to both teams, on both doors.
    const shown = await t.rest('GET', `/api/league/get-match-reports/${match}`, undefined, leaderB.token);
    expect(shown.body.data).toMatchObject({ status: 'resolved', dispute: { resolution: { resolved_by: owner.userId, chosen_team_id: b.id, reason: 'The VOD shows B ahead.' } } });
    expect((await t.gql(READ, { m: match }, captainA.token)).data!.match).toMatchObject({ status: 'COMPLETED', reportStatus: 'RESOLVED' });
    expectGraphQLError(await t.gql(RESOLVE, { m: match, c: a.id, r: 'again' }, owner.token), 'CONFLICT', Messages.disputeNone);
    expect((await t.gql(QUEUE, { o: organizer.id }, owner.token)).data!.organizerDisputes.map((d) => d.matchId)).not.toContain(match);
  });

  it('can be resolved with a result staff enter (REST), replacing both reports', async () => {
    const { a, b, match } = await world();
    await t.gql(REPORT, { m: match, t: a.id, s: scores(a, b, 5, 1) }, captainA.token);
    await t.gql(REPORT, { m: match, t: b.id, s: scores(a, b, 1, 5) }, leaderB.token);
    const res = await t.rest('POST', '/api/league/resolve-dispute', { match_id: match, all_match_participants: restScores(a, b, 6, 6), reason: 'Replayed: a draw.' }, owner.token);
    expect(res.status).toBe(200);
    expect(res.body.data.dispute.resolution).toMatchObject({ chosen_team_id: null, reason: 'Replayed: a draw.', all_match_participants: [{ team_id: a.id, total_points: 6 }, { team_id: b.id, total_points: 6 }] });
    expect(await placements(match)).toEqual({ [a.id]: [1, 6], [b.id]: [1, 6] });
  });
});

describe('an unanswered report', () => {
  it('is confirmed once after its window by the durable job, raced by two workers after a restart', async () => {
    const { league, a, b, match } = await world('TEAMS', 2);
    expect((await t.gql(REPORT, { m: match, t: a.id, s: scores(a, b, 8, 1) }, captainA.token)).errors).toBeUndefined();
    expect(await t.app.jobWorker.runDue()).toBe(0); // not before its window
    expect(await t.app.jobWorker.runDue(new Date(Date.now() + 1.9 * HOUR))).toBe(0);
    expect(await state(match)).toMatchObject({ status: 'scheduled', jobs: 1 });

    // "Restart": fresh workers (new app instances on PostgreSQL; on the embedded database, one backend, new workers
    // on the one instance's connection) find the job in its table and race for it.
    const instances = TWO_INSTANCES ? await Promise.all([1, 2].map(() => startTestApp(__filename, {}, { databaseUrl: t.databaseUrl }))) : [];
    const workers = TWO_INSTANCES
      ? instances.map((instance) => instance.app.jobWorker)
      : [1, 2].map(() => {
          const worker = new JobWorker(t.app.database.dataSource, jobDefinitions, { pollMs: 0 });
          worker.start(t.app.deps);
          return worker;
        });
    try {
      const later = new Date(Date.now() + 2.1 * HOUR);
      // Only this match's job is due then (other suites' kinds, e.g. deliveries, are not this test's subject).
      await db().query(`DELETE FROM jobs WHERE dedupe_key IS DISTINCT FROM $1`, [`match-reports.auto-confirm:${match}`]);
      const runs = jest.spyOn(matchReportsService, 'autoConfirm');
      const ran = await Promise.all([...workers, t.app.jobWorker].map((worker) => worker.runDue(later)));
      expect(ran.reduce((x, y) => x + y, 0)).toBeGreaterThanOrEqual(1);
      // It confirmed the match once. (A worker jumping 2 h ahead sees the others' 5-minute leases as expired, so it may
      // claim the job again while it runs, as after a crash: that run finds the match settled and does nothing.)
      const outcomes = await Promise.all(runs.mock.results.map((result) => result.value as Promise<boolean>));
      expect(outcomes.filter(Boolean)).toEqual([true]);
      runs.mockRestore();
    } finally {
      await Promise.all(instances.map((instance) => instance.stop()));
      if (!TWO_INSTANCES) await Promise.all(workers.map((worker) => worker.stop()));
    }
    expect(await state(match)).toMatchObject({ status: 'completed', reports: 1, jobs: 0 });
    expect(await placements(match)).toEqual({ [a.id]: [1, 8], [b.id]: [2, 1] });
    expect(await standing(league, a)).toMatchObject({ wins: 1, losses: 0 });
    expect((await t.gql(READ, { m: match }, leaderB.token)).data!.match.reports).toMatchObject({ status: 'CONFIRMED', viewerCanReport: false });
    const [notice] = await db().query(`SELECT count(*)::int AS n FROM notifications WHERE match_id = $1 AND kind = 'match_auto_confirmed' AND user_id = $2`, [match, leaderB.userId]);
    expect(notice.n).toBe(1);
    // Run again (a worker that died mid-run would): nothing moves twice.
    const settled = await state(match);
    expect(await t.app.jobWorker.runDue(new Date(Date.now() + 48 * HOUR))).toBe(0);
    expect(await state(match)).toEqual(settled);
  });
});

describe('live and notified', () => {
  const watch = (match: string, token: string) =>
    watchSubscription(
      t.url,
      { query: `subscription ReportsLive($m: ID!) { matchEvents(matchId: $m) { kind match { id status } } }`, variables: { m: match } },
      (data: { matchEvents: { kind: string } }) => data.matchEvents.kind,
      token,
    );
  const until = async (events: string[], kind: string) => {
    for (let i = 0; i < 100 && !events.includes(kind); i++) await new Promise((resolve) => setTimeout(resolve, 30));
    expect(events).toContain(kind);
  };
  const notified = async (match: string, kind: string) =>
    (await db().query(`SELECT user_id FROM notifications WHERE match_id = $1 AND kind = $2 ORDER BY user_id`, [match, kind])).map((r: any) => r.user_id).sort();

  it('puts each step on the match page stream and notifies both teams and staff (never the actor)', async () => {
    const { a, b, match } = await world();
    const live = watch(match, stranger.token); // the match page is public
    await new Promise((resolve) => setTimeout(resolve, 300));
    await t.gql(REPORT, { m: match, t: a.id, s: scores(a, b, 3, 1) }, captainA.token);
    await until(live.events, 'REPORT_FILED');
    await t.gql(REPORT, { m: match, t: b.id, s: scores(a, b, 1, 3) }, leaderB.token);
    await until(live.events, 'DISPUTED');
    await t.gql(MESSAGE, { m: match, x: 'Look at round 1' }, captainA.token);
    await until(live.events, 'DISPUTE_UPDATED');
    await t.gql(RESOLVE, { m: match, c: a.id, r: 'A is right.' }, owner.token);
    await until(live.events, 'DISPUTE_RESOLVED');
    expect(live.events).toContain('FINALIZED');
    expect(live.errors).toEqual([]);
    await live.close();
    const aLeader = (await db().query(`SELECT user_id FROM team_members WHERE team_id = $1 AND roles = 'leader'`, [a.id]))[0].user_id;
    const everyone = [captainA.userId, memberA.userId, aLeader, leaderB.userId, owner.userId];
    const but = (actor: Account) => everyone.filter((id) => id !== actor.userId).sort();
    expect(await notified(match, 'match_report_filed')).toEqual(but(captainA));
    expect(await notified(match, 'match_disputed')).toEqual(but(leaderB));
    expect(await notified(match, 'match_dispute_resolved')).toEqual(but(owner));

    const second = await world();
    const agreed = watch(second.match, leaderB.token);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await t.gql(REPORT, { m: second.match, t: second.a.id, s: scores(second.a, second.b, 2, 0) }, captainA.token);
    await t.gql(REPORT, { m: second.match, t: second.b.id, s: scores(second.a, second.b, 2, 0) }, leaderB.token);
    await until(agreed.events, 'REPORT_CONFIRMED');
    await agreed.close();
    expect(await notified(second.match, 'match_report_confirmed')).toHaveLength(4); // all but B's leader, who answered

    const third = await world('TEAMS', 1);
    const auto = watch(third.match, leaderB.token);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await t.gql(REPORT, { m: third.match, t: third.a.id, s: scores(third.a, third.b, 2, 0) }, captainA.token);
    await db().query(`DELETE FROM jobs WHERE dedupe_key IS DISTINCT FROM $1`, [`match-reports.auto-confirm:${third.match}`]);
    expect(await t.app.jobWorker.runDue(new Date(Date.now() + 1.1 * HOUR))).toBeGreaterThanOrEqual(1);
    await until(auto.events, 'AUTO_CONFIRMED');
    await auto.close();
    expect(await notified(third.match, 'match_auto_confirmed')).toHaveLength(5); // no actor: everyone
  });
});

describe('who may report, and bad input', () => {
  it('only the two teams’ leader, co-leader or captain report; refusals change nothing (both doors)', async () => {
    const { a, b, match } = await world();
    const before = await state(match);
    // A member, a stranger's captain, staff: FORBIDDEN.
    for (const who of [memberA, strangerCaptain, owner]) {
      expectGraphQLError(await t.gql(REPORT, { m: match, t: a.id, s: scores(a, b, 1, 0) }, who.token), 'FORBIDDEN', Messages.reportForbidden);
      expectRestError(
        await t.rest('POST', '/api/league/report-match-result', { match_id: match, team_id: b.id, all_match_participants: restScores(a, b, 1, 0) }, who.token),
        403,
        'FORBIDDEN',
        Messages.reportForbidden,
      );
    }
    // A captain of one side cannot report as the other side.
    expectGraphQLError(await t.gql(REPORT, { m: match, t: b.id, s: scores(a, b, 1, 0) }, captainA.token), 'FORBIDDEN', Messages.reportForbidden);
    expect((await t.gql(REPORT, { m: match, t: a.id, s: scores(a, b, 1, 0) })).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    expect((await t.rest('POST', '/api/league/report-match-result', { match_id: match, team_id: a.id, all_match_participants: restScores(a, b, 1, 0) })).status).toBe(401);
    expect(await state(match)).toEqual(before);
  });

  it('refuses team reports in a Staff only competition, and lets only its settings editors change the mode', async () => {
    const { league, a, b, match } = await world('STAFF');
    expectGraphQLError(await t.gql(REPORT, { m: match, t: a.id, s: scores(a, b, 1, 0) }, captainA.token), 'FORBIDDEN', Messages.reportingByStaff);
    expect((await t.gql(READ, { m: match }, captainA.token)).data!.match.reports).toMatchObject({ reportingMode: 'STAFF', viewerCanReport: false });
    expectGraphQLError(await t.gql(MODE, { l: league, m: 'TEAMS' }, captainA.token), 'FORBIDDEN', Messages.ladderConfigureForbidden);
    expectRestError(await t.rest('PUT', `/api/league/update-reporting-mode/${league}`, { reporting_mode: 'teams' }, leaderB.token), 403, 'FORBIDDEN', Messages.ladderConfigureForbidden);
    expect((await db().query(`SELECT reporting_mode, confirm_window_hours FROM leagues WHERE league_id = $1`, [league]))[0]).toEqual({ reporting_mode: 'staff', confirm_window_hours: 24 });
    const ok = await t.rest('PUT', `/api/league/update-reporting-mode/${league}`, { reporting_mode: 'teams', confirm_window_hours: 48 }, owner.token);
    expect(ok.body).toEqual({ data: { league_id: league, reporting_mode: 'teams', confirm_window_hours: 48 } });
    expect(await state(match)).toMatchObject({ reports: 0 });
  });

  it('answers bad input with a 4xx naming the field, at both doors, changing nothing', async () => {
    const { league, a, b, match } = await world();
    const before = await state(match);
    const gqlFields = (res: any) => res.errors?.[0]?.extensions?.fields ?? {};
    // Reporting mode and window.
    const badMode = await t.rest('PUT', `/api/league/update-reporting-mode/${league}`, { reporting_mode: 'both' }, owner.token);
    expect(badMode.status).toBe(400);
    expect(badMode.body.error.fields).toEqual({ reporting_mode: Messages.reportingModeInvalid });
    const badWindow = await t.rest('PUT', `/api/league/update-reporting-mode/${league}`, { reporting_mode: 'teams', confirm_window_hours: 0 }, owner.token);
    expect(badWindow.body.error.fields).toEqual({ confirm_window_hours: Messages.confirmWindowInvalid });
    expect(gqlFields(await t.gql(MODE, { l: league, m: 'TEAMS', h: 500 }, owner.token))).toEqual({ confirmWindowHours: Messages.confirmWindowInvalid });
    // Reports: the team, the scores (one team only, an unknown metric, a round out of range).
    const badTeam = await t.rest('POST', '/api/league/report-match-result', { match_id: match, team_id: 'nope', all_match_participants: restScores(a, b, 1, 0) }, captainA.token);
    expect({ status: badTeam.status, fields: badTeam.body.error.fields }).toEqual({ status: 400, fields: { team_id: Messages.invalidId } });
    const oneTeam = await t.rest('POST', '/api/league/report-match-result', { match_id: match, team_id: a.id, all_match_participants: restScores(a, b, 1, 0).slice(0, 1) }, captainA.token);
    expect({ status: oneTeam.status, fields: oneTeam.body.error.fields }).toEqual({ status: 400, fields: { all_match_participants: Messages.reportBothTeams } });
    const unknownMetric = await t.gql(REPORT, { m: match, t: a.id, s: [{ teamId: a.id, rounds: [{ round: 1, metrics: { Deaths: 1 } }] }, scores(a, b, 1, 0)[1]] }, captainA.token);
    expect(unknownMetric.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(gqlFields(unknownMetric))).toEqual([`scores.${a.id}.1.Deaths`]);
    const badRound = await t.gql(REPORT, { m: match, t: a.id, s: [{ teamId: a.id, rounds: [{ round: 9, metrics: { Kills: 1 } }] }, scores(a, b, 1, 0)[1]] }, captainA.token);
    expect(gqlFields(badRound)).toEqual({ scores: Messages.scoresRoundInvalid });
    expect(await state(match)).toEqual(before);
    // Disputes: evidence and resolution input.
    await t.gql(REPORT, { m: match, t: a.id, s: scores(a, b, 2, 0) }, captainA.token);
    await t.gql(REPORT, { m: match, t: b.id, s: scores(a, b, 0, 2) }, leaderB.token);
    const disputed = await state(match);
    const badLink = await t.rest('POST', '/api/league/add-dispute-evidence', { match_id: match, link: 'javascript:alert(1)', text: 'x' }, captainA.token);
    expect({ status: badLink.status, fields: badLink.body.error.fields }).toEqual({ status: 400, fields: { link: Messages.disputeLinkInvalid } });
    const noEvidence = await t.rest('POST', '/api/league/add-dispute-evidence', { match_id: match, text: 'x' }, captainA.token);
    expect(noEvidence.body.error.fields).toEqual({ evidence_pic: Messages.disputeEvidenceNeeded });
    expect(gqlFields(await t.gql(EVIDENCE, { m: match, l: 'https://ok.example', x: '   ' }, captainA.token))).toEqual({ text: Messages.disputeTextInvalid });
    const noReason = await t.rest('POST', '/api/league/resolve-dispute', { match_id: match, chosen_team_id: a.id }, owner.token);
    expect(noReason.body.error.fields).toEqual({ reason: Messages.resolveReasonInvalid });
    const both = await t.rest('POST', '/api/league/resolve-dispute', { match_id: match, chosen_team_id: a.id, all_match_participants: restScores(a, b, 1, 0), reason: 'x' }, owner.token);
    expect(both.body.error.fields).toEqual({ chosen_team_id: Messages.resolveChoiceInvalid });
    expect(gqlFields(await t.gql(RESOLVE, { m: match, c: strangerCaptain.userId, r: 'x' }, owner.token))).toEqual({ chosenTeamId: Messages.resolveChosenInvalid });
    expect((await t.rest('GET', '/api/league/get-match-reports/not-a-uuid')).status).toBe(400);
    expect(await state(match)).toEqual(disputed);
  });
});

describe('the authorization matrix (both doors; refusals change nothing)', () => {
  type Actor = 'owner' | 'superAdmin' | 'adminAssigned' | 'adminUnassigned' | 'modAssigned' | 'modUnassigned' | 'leader' | 'coLeader' | 'captain' | 'member' | 'stranger' | 'anonymous';
  const ACTORS: Actor[] = ['owner', 'superAdmin', 'adminAssigned', 'adminUnassigned', 'modAssigned', 'modUnassigned', 'leader', 'coLeader', 'captain', 'member', 'stranger', 'anonymous'];
  const accounts = {} as Record<Exclude<Actor, 'anonymous'>, Account>;
  const tokenOf = (actor: Actor) => (actor === 'anonymous' ? undefined : accounts[actor].token);

  beforeAll(async () => {
    const staff = ['superAdmin', 'adminAssigned', 'adminUnassigned', 'modAssigned', 'modUnassigned'] as const;
    for (const actor of [...staff, 'leader', 'coLeader'] as const) accounts[actor] = await signUp(t, `repm${actor.toLowerCase()}`);
    const roles = { superAdmin: 'super_admin', adminAssigned: 'admin', adminUnassigned: 'admin', modAssigned: 'mod', modUnassigned: 'mod' } as const;
    for (const actor of staff) await f.staff(organizer as never, asUser(accounts[actor]), { role: roles[actor], status: 'approved' });
    Object.assign(accounts, { owner, captain: captainA, member: memberA, stranger });
  });

  /** A Team reports match whose team A has the matrix's leader, co-leader, captain and member; assigned to the assigned admin and mod. */
  async function matrixWorld() {
    const w = await world();
    await db().query(`UPDATE team_members SET roles = 'co-leader' WHERE team_id = $1 AND roles = 'leader'`, [w.a.id]);
    await f.member(w.a, asUser(accounts.leader), { role: 'leader' });
    await f.member(w.a, asUser(accounts.coLeader), { role: 'co-leader' });
    await db().query(`UPDATE organizer_staff SET assignment = array_append(assignment, $1::uuid) WHERE organizer_id = $2 AND user_id = ANY($3::uuid[])`, [
      w.league,
      organizer.id,
      [accounts.adminAssigned.userId, accounts.modAssigned.userId],
    ]);
    return w;
  }
  const codeOf = (res: any) => res.errors?.[0]?.extensions?.code ?? 'OK';
  const restCode = (res: { status: number; body: any }) => (res.status < 300 ? 'OK' : res.body?.error?.code);

  it("reports: only team A's leader, co-leader and captain report for it", async () => {
    const w = await matrixWorld();
    const allowed: Actor[] = ['leader', 'coLeader', 'captain'];
    for (const actor of ACTORS.filter((a) => !allowed.includes(a))) {
      const before = await state(w.match);
      const expected = actor === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN';
      expect([actor, codeOf(await t.gql(REPORT, { m: w.match, t: w.a.id, s: scores(w.a, w.b, 1, 0) }, tokenOf(actor)))]).toEqual([actor, expected]);
      const rest = await t.rest('POST', '/api/league/report-match-result', { match_id: w.match, team_id: w.a.id, all_match_participants: restScores(w.a, w.b, 1, 0) }, tokenOf(actor));
      expect([actor, restCode(rest)]).toEqual([actor, expected]);
      expect(await state(w.match)).toEqual(before);
    }
    // Each allowed role files (or amends) team A's one report, on both doors.
    for (const [i, actor] of allowed.entries()) {
      const res = await t.gql(REPORT, { m: w.match, t: w.a.id, s: scores(w.a, w.b, i + 1, 0) }, tokenOf(actor));
      expect([actor, codeOf(res)]).toEqual([actor, 'OK']);
      const rest = await t.rest('POST', '/api/league/report-match-result', { match_id: w.match, team_id: w.a.id, all_match_participants: restScores(w.a, w.b, i + 2, 0) }, tokenOf(actor));
      expect([actor, restCode(rest)]).toEqual([actor, 'OK']);
      expect((await db().query(`SELECT reported_by FROM match_reports WHERE match_id = $1`, [w.match])).map((r: any) => r.reported_by)).toEqual([accounts[actor as 'leader'].userId]);
    }
  });

  it('resolve: only staff who report its matches (owner, super admin, assigned admin); update-reporting-mode: who edit its settings', async () => {
    const runners: Actor[] = ['owner', 'superAdmin', 'adminAssigned'];
    const w = await matrixWorld();
    await t.gql(REPORT, { m: w.match, t: w.a.id, s: scores(w.a, w.b, 5, 0) }, captainA.token);
    await t.gql(REPORT, { m: w.match, t: w.b.id, s: scores(w.a, w.b, 0, 5) }, leaderB.token);
    for (const actor of ACTORS.filter((a) => !runners.includes(a))) {
      const before = await state(w.match);
      const expected = actor === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN';
      expect([actor, codeOf(await t.gql(RESOLVE, { m: w.match, c: w.a.id, r: 'mine' }, tokenOf(actor)))]).toEqual([actor, expected]);
      expect([actor, restCode(await t.rest('POST', '/api/league/resolve-dispute', { match_id: w.match, chosen_team_id: w.b.id, reason: 'mine' }, tokenOf(actor)))]).toEqual([actor, expected]);
      expect([actor, codeOf(await t.gql(MODE, { l: w.league, m: 'STAFF' }, tokenOf(actor)))]).toEqual([actor, expected]);
      expect([actor, restCode(await t.rest('PUT', `/api/league/update-reporting-mode/${w.league}`, { reporting_mode: 'staff' }, tokenOf(actor)))]).toEqual([actor, expected]);
      expect(await state(w.match)).toEqual(before);
      expect((await db().query(`SELECT reporting_mode FROM leagues WHERE league_id = $1`, [w.league]))[0].reporting_mode).toBe('teams');
    }
    for (const actor of runners) {
      expect([actor, codeOf(await t.gql(MODE, { l: w.league, m: 'TEAMS', h: 12 }, tokenOf(actor)))]).toEqual([actor, 'OK']);
      expect([actor, restCode(await t.rest('PUT', `/api/league/update-reporting-mode/${w.league}`, { reporting_mode: 'teams', confirm_window_hours: 24 }, tokenOf(actor)))]).toEqual([actor, 'OK']);
    }
    for (const actor of runners.slice(1)) {
      // Each runner may resolve: shown by the read, without resolving (the first resolution settles the match).
      expect([actor, (await t.gql(READ, { m: w.match }, tokenOf(actor))).data!.match.reports.viewerCanResolve]).toEqual([actor, true]);
    }
    expect(codeOf(await t.gql(RESOLVE, { m: w.match, c: w.a.id, r: 'VOD checked.' }, tokenOf('owner')))).toBe('OK');
  });

  it('update-reporting-mode of a tournament: its settings editors only, on both doors', async () => {
    const TOURNEY = graphql(`mutation ReportsTourney($i: CreateTournamentInput!) { createTournament(input: $i) { id reportingMode confirmWindowHours } }`);
    const TMODE = graphql(`mutation ReportsTourneyMode($t: ID!, $m: ReportingMode!, $h: Int) { updateTournamentReportingMode(tournamentId: $t, reportingMode: $m, confirmWindowHours: $h) { id reportingMode confirmWindowHours } }`);
    const input = { organizerId: organizer.id, name: `Reports Cup ${++seq}`, size: 4, gameId: game.id, regionId: region.id, platformId: platform.id, format: 'SINGLE_ELIMINATION' as const, startTime: inHours(72) };
    const created = await t.gql(TOURNEY, { i: input }, owner.token);
    expect(created.data!.createTournament).toMatchObject({ reportingMode: 'STAFF', confirmWindowHours: 24 });
    const id = created.data!.createTournament.id;
    for (const actor of ['adminUnassigned', 'modAssigned', 'captain', 'stranger'] as Actor[]) {
      expect([actor, codeOf(await t.gql(TMODE, { t: id, m: 'TEAMS' }, tokenOf(actor)))]).toEqual([actor, 'FORBIDDEN']);
      expectRestError(await t.rest('PUT', `/api/tourney/update-reporting-mode/${id}`, { reporting_mode: 'teams' }, tokenOf(actor)), 403, 'FORBIDDEN', Messages.tournamentConfigureForbidden);
    }
    expect((await t.rest('PUT', `/api/tourney/update-reporting-mode/${id}`, { reporting_mode: 'teams' })).status).toBe(401);
    const bad = await t.rest('PUT', `/api/tourney/update-reporting-mode/${id}`, { reporting_mode: 'teams', confirm_window_hours: 1.5 }, owner.token);
    expect({ status: bad.status, fields: bad.body.error.fields }).toEqual({ status: 400, fields: { confirm_window_hours: Messages.confirmWindowInvalid } });
    expect((await db().query(`SELECT reporting_mode, confirm_window_hours FROM tournaments WHERE tournament_id = $1`, [id]))[0]).toEqual({ reporting_mode: 'staff', confirm_window_hours: 24 });
    const ok = await t.rest('PUT', `/api/tourney/update-reporting-mode/${id}`, { reporting_mode: 'teams', confirm_window_hours: 6 }, owner.token);
    expect(ok.body).toEqual({ data: { tourney_id: id, reporting_mode: 'teams', confirm_window_hours: 6 } });
    expect((await t.gql(TMODE, { t: id, m: 'STAFF' }, owner.token)).data!.updateTournamentReportingMode).toEqual({ id, reportingMode: 'STAFF', confirmWindowHours: 6 });
  });
});

describe('reads', () => {
  const PAGE = graphql(`
    query ReportsPage($l: String!) {
      league(param: $l) { reportingMode confirmWindowHours matches(first: 20) { edges { node { id reportStatus reports { status statusText awaitingTeam { name } viewerCanReport viewerTeamId } } } } }
    }
  `);

  it("a ladder's schedule reads every match's report state in statements that do not grow with its length", async () => {
    const { league, a, b, match } = await world();
    await t.gql(REPORT, { m: match, t: a.id, s: scores(a, b, 1, 0) }, captainA.token);
    const read = () => t.gql(PAGE, { l: league }, captainA.token);
    const few = await t.countStatements(read);
    for (let i = 0; i < 4; i++) {
      const more = await t.gql(SCHEDULE, { l: league, t: [a.id, b.id], at: inHours(200 + i * 3) }, owner.token);
      expect(more.errors).toBeUndefined();
    }
    const page = await read();
    expect(page.data!.league).toMatchObject({ reportingMode: 'TEAMS', confirmWindowHours: 24 });
    const nodes = page.data!.league.matches.edges.map((e) => e.node);
    expect(nodes).toHaveLength(5);
    expect(nodes.find((n) => n.id === match)!.reports).toMatchObject({ status: 'AWAITING', viewerCanReport: true, viewerTeamId: a.id });
    expect(nodes.filter((n) => n.id !== match).every((n) => n.reportStatus === 'AWAITING' && n.reports.statusText === Messages.reportStatusAwaiting)).toBe(true);
    expect(await t.countStatements(read)).toBe(few);
  });

  it('a match staff finalized themselves leaves the dispute queue and reads Confirmed', async () => {
    const { a, b, match } = await world();
    await t.gql(REPORT, { m: match, t: a.id, s: scores(a, b, 4, 0) }, captainA.token);
    await t.gql(REPORT, { m: match, t: b.id, s: scores(a, b, 0, 4) }, leaderB.token);
    const STAFF_REPORT = graphql(`mutation ReportsStaffScores($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { status } }`);
    const FINALIZE = graphql(`mutation ReportsStaffFinalize($m: ID!) { finalizeMatch(matchId: $m) { status } }`);
    expect((await t.gql(STAFF_REPORT, { m: match, s: scores(a, b, 4, 1) }, owner.token)).errors).toBeUndefined();
    expect((await t.gql(FINALIZE, { m: match }, owner.token)).errors).toBeUndefined();
    expect((await t.gql(QUEUE, { o: organizer.id }, owner.token)).data!.organizerDisputes.map((d) => d.matchId)).not.toContain(match);
    expect((await t.gql(READ, { m: match }, captainA.token)).data!.match.reports).toMatchObject({ status: 'CONFIRMED', viewerCanPostToDispute: false });
    expectGraphQLError(await t.gql(MESSAGE, { m: match, x: 'late' }, captainA.token), 'CONFLICT', Messages.disputeNone);
  });
});

describe('a tournament in Team reports mode', () => {
  it('refuses equal totals in a bracket match; agreeing reports finalize it and advance the bracket', async () => {
    const TOURNEY = graphql(`mutation ReportsCup($i: CreateTournamentInput!) { createTournament(input: $i) { id } }`);
    const START = graphql(`mutation ReportsCupStart($id: ID!) { startTournament(tournamentId: $id) { status } }`);
    const input = { organizerId: organizer.id, name: `Reports Bracket ${++seq}`, size: 4, gameId: game.id, regionId: region.id, platformId: platform.id, format: 'SINGLE_ELIMINATION' as const, startTime: inHours(48) };
    const id = (await t.gql(TOURNEY, { i: input }, owner.token)).data!.createTournament.id;
    const a = await teamLedBy(captainA, 'captain');
    const b = await teamLedBy(leaderB);
    const [c, d] = [await f.team({ gameId: game.id, regionId: region.id }), await f.team({ gameId: game.id, regionId: region.id })];
    // Seeds 1 and 4 meet in round 1: A against B.
    for (const [team, seed] of [[a, 1], [c, 2], [d, 3], [b, 4]] as const) {
      await db().query(`INSERT INTO tourney_participants (tournament_id, team_id, status, seed) VALUES ($1, $2, 'approved', $3)`, [id, team.id, seed]);
    }
    expect((await t.rest('PUT', `/api/tourney/update-reporting-mode/${id}`, { reporting_mode: 'teams' }, owner.token)).status).toBe(200);
    expect((await t.gql(START, { id }, owner.token)).errors).toBeUndefined();
    const [{ match_id: match }] = await db().query(
      `SELECT p.match_id FROM match_participants p JOIN matches m USING (match_id) WHERE m.tournament_id = $1 AND p.team_id = $2`,
      [id, a.id],
    );
    const tie = await t.gql(REPORT, { m: match, t: a.id, s: scores(a, b, 3, 3) }, captainA.token);
    expect({ code: tie.errors?.[0]?.extensions?.code, fields: tie.errors?.[0]?.extensions?.fields }).toEqual({ code: 'BAD_USER_INPUT', fields: { scores: Messages.finalizeNeedsWinner } });
    expect(await state(match)).toMatchObject({ reports: 0 });
    expect((await t.gql(REPORT, { m: match, t: a.id, s: scores(a, b, 1, 3) }, captainA.token)).errors).toBeUndefined();
    const agreed = await t.rest('POST', '/api/league/report-match-result', { match_id: match, team_id: b.id, all_match_participants: restScores(a, b, 1, 3) }, leaderB.token);
    expect(agreed.body.data.status).toBe('confirmed');
    expect(await placements(match)).toEqual({ [a.id]: [2, 1], [b.id]: [1, 3] });
    const [node] = await db().query(`SELECT node_status, winner_uuid FROM bracket_nodes WHERE match_id = $1`, [match]);
    expect(node).toEqual({ node_status: 'completed', winner_uuid: b.id });
    expect((await state(match)).ledger).toBeGreaterThan(0); // ranked by default: it counts on the global boards
  });
});
