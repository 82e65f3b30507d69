import { signUp, type Account } from '../../test/accounts';
import { expectGraphQLError, expectRestError } from '../../test/errors';
import { graphql } from '../../test/gql';
import { startTestApp, type TestApp } from '../../test/harness';
import { watchSubscription } from '../../test/live';
import { communityFixtures, type CommunityFixtures } from '../../test/factories/community';
import { Platform } from '../catalog';
import { Messages } from '../core/messages';
import type { Team } from '../teams';
import type { User } from '../users';

/**
 * Reschedule by agreement and weekly availability (issue 26): a leader or co-leader of either team proposes up to three
 * times, the other side accepts one or declines; an accepted time moves the match under the double-booking rule;
 * staff move a match directly; proposals expire at the original time; availability is kept in the team's zone and
 * suggestions fall where both teams are free.
 */
let t: TestApp;
let f: CommunityFixtures;
const db = () => t.app.deps.dataSource.manager;
const asUser = (a: Account) => ({ id: a.userId }) as User;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The next whole hour when the file started: fixed, so a time asked for and the same time expected agree across an hour's turn. */
const BASE_HOUR = Math.ceil(Date.now() / HOUR) * HOUR;
/** A whole hour `hours` after BASE_HOUR (UTC), so times compare exactly. */
const at = (hours: number) => new Date(BASE_HOUR + hours * HOUR).toISOString();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let owner: Account;
let leaderA: Account;
let captainA: Account;
let leaderB: Account;
let coLeaderB: Account;
let memberB: Account;
let outsider: Account;
let game: { id: string };
let region: { id: string };
let platform: Platform;
let organizer: { id: string };

const CREATE = graphql(`mutation RescheduleLadder($i: CreateLadderInput!) { createLadder(input: $i) { id } }`);
const JOIN = graphql(`mutation RescheduleJoin($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status } }`);
const SCHEDULE = graphql(`mutation RescheduleSchedule($l: ID!, $t: [ID!]!, $at: DateTime!) { scheduleMatch(leagueId: $l, teamIds: $t, scheduledTime: $at) { id } }`);
const PROPOSE = graphql(`mutation RescheduleProposeTimes($m: ID!, $times: [DateTime!]!) { proposeReschedule(matchId: $m, times: $times) { id status times teamId expiresAt viewerCanAnswer } }`);
const ANSWER = graphql(
  `mutation RescheduleAnswer($p: ID!, $at: DateTime, $decline: Boolean) { answerReschedule(proposalId: $p, acceptedTime: $at, decline: $decline) { id status acceptedTime answeredBy { id } } }`,
);
const MOVE = graphql(`mutation RescheduleMove($m: ID!, $at: DateTime!) { moveMatch(matchId: $m, scheduledTime: $at) { id scheduledTime } }`);
const MATCH = graphql(
  `query RescheduleMatch($m: ID!) { match(id: $m) { scheduledTime viewerCanProposeReschedule rescheduleProposals { id status times viewerCanAnswer team { id } proposedBy { id } } } }`,
);
const AVAILABILITY = graphql(`query RescheduleAvailability($t: ID!) { teamAvailability(teamId: $t) { teamId timeZone windows { weekday start end } viewerCanEdit } }`);
const UPDATE_AVAILABILITY = graphql(
  `mutation RescheduleUpdateAvailability($t: ID!, $z: String!, $w: [AvailabilityWindowInput!]!) { updateTeamAvailability(teamId: $t, timeZone: $z, windows: $w) { timeZone windows { weekday start end } } }`,
);
const SUGGEST = graphql(`query RescheduleSuggest($l: ID!, $a: ID!, $b: ID!, $n: Int) { suggestMatchTimes(leagueId: $l, teamA: $a, teamB: $b, first: $n) }`);

let seq = 0;
async function teamWith(leader: Account, others: Array<[Account, 'co-leader' | 'captain' | 'member']> = []): Promise<Team> {
  const team = await f.team({ gameId: game.id, regionId: region.id });
  await f.member(team, asUser(leader), { role: 'leader' });
  for (const [account, role] of others) await f.member(team, asUser(account), { role });
  return team;
}
/** A ladder with teams A (leaderA, captainA) and B (leaderB, coLeaderB, memberB), both approved, and a match in two days. */
async function world() {
  const input = { organizerId: organizer.id, name: `Reschedule ${++seq}`, startDate: '2026-01-01', endDate: '2099-12-31', platformId: platform.id, gameId: game.id, regionId: region.id, openEntry: true };
  const league = (await t.gql(CREATE, { i: input }, owner.token)).data!.createLadder.id;
  const a = await teamWith(leaderA, [[captainA, 'captain']]);
  const b = await teamWith(leaderB, [
    [coLeaderB, 'co-leader'],
    [memberB, 'member'],
  ]);
  for (const [team, leader] of [[a, leaderA], [b, leaderB]] as const) expect((await t.gql(JOIN, { l: league, t: team.id }, leader.token)).errors).toBeUndefined();
  const scheduled = await t.gql(SCHEDULE, { l: league, t: [a.id, b.id], at: at(48) }, owner.token);
  expect(scheduled.errors).toBeUndefined();
  return { league, a, b, matchId: scheduled.data!.scheduleMatch.id };
}
const matchTime = async (matchId: string) => new Date((await db().query(`SELECT scheduled_time FROM matches WHERE match_id = $1`, [matchId]))[0].scheduled_time).toISOString();
const proposalRows = async (matchId: string) => db().query(`SELECT status, accepted_time FROM reschedule_proposals WHERE match_id = $1 ORDER BY created_at`, [matchId]);
const notified = async (matchId: string, kind: string): Promise<string[]> =>
  (await db().query(`SELECT user_id FROM notifications WHERE match_id = $1 AND kind = $2 ORDER BY user_id`, [matchId, kind])).map((r: { user_id: string }) => r.user_id);

beforeAll(async () => {
  t = await startTestApp(__filename);
  f = communityFixtures(db());
  [owner, leaderA, captainA, leaderB, coLeaderB, memberB, outsider] = await Promise.all(
    ['reschowner', 'reschleadera', 'reschcapa', 'reschleaderb', 'reschcob', 'reschmemb', 'reschout'].map((n) => signUp(t, n)),
  );
  game = await f.game({ title: 'Reschedule Game', metrics: [{ name: 'Kills', type: 'Number', active: 'true' }] });
  region = await f.region({ title: 'Reschedule Region' });
  platform = await db().getRepository(Platform).save({ title: 'Reschedule PC', picture: null });
  await db().query(`INSERT INTO competition_categories (comp_cat_id, comp_cat_title) VALUES (1, 'Ladder') ON CONFLICT DO NOTHING`);
  organizer = await f.organizer(asUser(owner), { name: 'Reschedule Org' });
});
afterAll(() => t?.stop());

describe('reschedule by agreement', () => {
  it('moves the match to the time the other side accepts; both rosters and staff are told at each step', async () => {
    const { matchId } = await world();
    const original = await matchTime(matchId);
    const proposed = await t.gql(PROPOSE, { m: matchId, times: [at(80), at(72)] }, leaderA.token);
    expect(proposed.errors).toBeUndefined();
    const proposal = proposed.data!.proposeReschedule;
    expect(proposal).toMatchObject({ status: 'PENDING', times: [at(72), at(80)], expiresAt: original, viewerCanAnswer: false });
    expect(await notified(matchId, 'reschedule_proposed')).toEqual([owner, captainA, leaderB, coLeaderB, memberB].map((a) => a.userId).sort());

    // The other side sees it and may answer; its member may not.
    const seen = await t.gql(MATCH, { m: matchId }, coLeaderB.token);
    expect(seen.data!.match.rescheduleProposals).toEqual([{ id: proposal.id, status: 'PENDING', times: [at(72), at(80)], viewerCanAnswer: true, team: { id: expect.any(String) }, proposedBy: { id: leaderA.userId } }]);
    expect((await t.gql(MATCH, { m: matchId }, memberB.token)).data!.match).toMatchObject({ viewerCanProposeReschedule: false, rescheduleProposals: [{ viewerCanAnswer: false }] });

    const accepted = await t.gql(ANSWER, { p: proposal.id, at: at(80) }, coLeaderB.token);
    expect(accepted.data!.answerReschedule).toEqual({ id: proposal.id, status: 'ACCEPTED', acceptedTime: at(80), answeredBy: { id: coLeaderB.userId } });
    expect(await matchTime(matchId)).toBe(at(80));
    expect(await notified(matchId, 'reschedule_accepted')).toEqual([owner, leaderA, captainA, leaderB, memberB].map((a) => a.userId).sort());
    // Answered once: a second answer is refused and changes nothing.
    expectGraphQLError(await t.gql(ANSWER, { p: proposal.id, at: at(72) }, leaderB.token), 'CONFLICT', Messages.rescheduleNotPending);
    expect(await matchTime(matchId)).toBe(at(80));
  });

  it('a decline keeps the time; a new proposal supersedes the pending one; REST doors answer the same', async () => {
    const { matchId } = await world();
    const original = await matchTime(matchId);
    const first = await t.rest('POST', '/api/league/propose-reschedule', { match_id: matchId, times: [at(60)] }, leaderB.token);
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ match_id: matchId, times: [at(60)], status: 'pending', expires_at: original });
    const second = await t.rest('POST', '/api/league/propose-reschedule', { match_id: matchId, times: [at(61), at(62), at(63)] }, leaderA.token);
    expect(second.status).toBe(201);
    expect((await proposalRows(matchId)).map((r: { status: string }) => r.status)).toEqual(['superseded', 'pending']);
    // The first proposal is no longer answerable.
    expectRestError(await t.rest('POST', '/api/league/answer-reschedule', { proposal_id: first.body.data.proposal_id, decline: true }, leaderA.token), 409, 'CONFLICT', Messages.rescheduleNotPending);
    const declined = await t.rest('POST', '/api/league/answer-reschedule', { proposal_id: second.body.data.proposal_id, decline: true }, leaderB.token);
    expect(declined.body.data).toMatchObject({ status: 'declined', accepted_time: null, answered_by: leaderB.userId });
    expect(await matchTime(matchId)).toBe(original);
    expect(await notified(matchId, 'reschedule_declined')).toContain(leaderA.userId);
    const listed = await t.rest('GET', `/api/league/get-reschedule-proposals/${matchId}`, undefined, outsider.token);
    expect(listed.body.data.map((p: { status: string }) => p.status)).toEqual(['declined', 'superseded']);
  });

  it('expires at the original time: a pending proposal past it shows EXPIRED and cannot be accepted', async () => {
    const { matchId } = await world();
    const proposal = (await t.gql(PROPOSE, { m: matchId, times: [at(70)] }, leaderA.token)).data!.proposeReschedule;
    await db().query(`UPDATE reschedule_proposals SET expires_at = now() - interval '1 minute' WHERE proposal_id = $1`, [proposal.id]);
    expectGraphQLError(await t.gql(ANSWER, { p: proposal.id, at: at(70) }, leaderB.token), 'CONFLICT', Messages.rescheduleExpired);
    expect((await t.gql(MATCH, { m: matchId }, leaderB.token)).data!.match.rescheduleProposals[0]).toMatchObject({ status: 'EXPIRED', viewerCanAnswer: false });
    expect(await matchTime(matchId)).not.toBe(at(70));
    // A match whose time has come cannot be rescheduled at all.
    await db().query(`UPDATE matches SET scheduled_time = now() - interval '5 minutes' WHERE match_id = $1`, [matchId]);
    expectGraphQLError(await t.gql(PROPOSE, { m: matchId, times: [at(70)] }, leaderA.token), 'CONFLICT', Messages.rescheduleMatchClosed);
  });

  it('hears each step live on the match page', async () => {
    const { matchId } = await world();
    const page = watchSubscription<any, any>(t.url, { query: `subscription($m: ID!) { matchEvents(matchId: $m) { kind match { scheduledTime } } }`, variables: { m: matchId } }, (d) => d.matchEvents, outsider.token);
    let proposalId = '';
    // graphql-ws does not acknowledge a subscription: propose until the page hears one (each replaces the last).
    for (let i = 0; i < 50 && page.events.length === 0; i++) {
      proposalId = (await t.gql(PROPOSE, { m: matchId, times: [at(90)] }, leaderA.token)).data!.proposeReschedule.id;
      await sleep(100);
    }
    expect(page.events[0]).toEqual({ kind: 'RESCHEDULE_PROPOSED', match: { scheduledTime: await matchTime(matchId) } });
    await t.gql(ANSWER, { p: proposalId, at: at(90) }, leaderB.token);
    for (let i = 0; i < 100 && !page.events.some((e) => e.kind === 'RESCHEDULE_ACCEPTED'); i++) await sleep(20);
    expect(page.events.find((e) => e.kind === 'RESCHEDULE_ACCEPTED')).toEqual({ kind: 'RESCHEDULE_ACCEPTED', match: { scheduledTime: at(90) } });
    expect(page.errors).toEqual([]);
    await page.close();
  });
});

describe('the double-booking rule', () => {
  it('refuses a proposed time when either team plays within an hour of it, naming the other match', async () => {
    const { league, a, b, matchId } = await world();
    const c = await teamWith(outsider);
    expect((await t.gql(JOIN, { l: league, t: c.id }, outsider.token)).errors).toBeUndefined();
    const other = (await t.gql(SCHEDULE, { l: league, t: [b.id, c.id], at: at(100) }, owner.token)).data!.scheduleMatch.id;
    const message = Messages.matchDoubleBooked.replace('{team}', b.name).replace('{match}', other).replace('{time}', at(100));
    const before = await matchTime(matchId);
    expectGraphQLError(await t.gql(PROPOSE, { m: matchId, times: [at(120), at(99.5)] }, leaderA.token), 'CONFLICT', message);
    expectRestError(await t.rest('POST', '/api/league/propose-reschedule', { match_id: matchId, times: [at(100)] }, leaderA.token), 409, 'CONFLICT', message);
    expect(await proposalRows(matchId)).toEqual([]);
    expect(a.id).not.toBe(b.id);
    expect(await matchTime(matchId)).toBe(before);
  });

  it('refuses to accept a time that was booked after it was proposed; the match and the proposal stay as they were', async () => {
    const { league, a, matchId } = await world();
    const before = await matchTime(matchId);
    const proposal = (await t.gql(PROPOSE, { m: matchId, times: [at(130)] }, leaderB.token)).data!.proposeReschedule;
    const c = await teamWith(outsider);
    expect((await t.gql(JOIN, { l: league, t: c.id }, outsider.token)).errors).toBeUndefined();
    const other = (await t.gql(SCHEDULE, { l: league, t: [a.id, c.id], at: at(130) }, owner.token)).data!.scheduleMatch.id;
    const message = Messages.matchDoubleBooked.replace('{team}', a.name).replace('{match}', other).replace('{time}', at(130));
    expectGraphQLError(await t.gql(ANSWER, { p: proposal.id, at: at(130) }, leaderA.token), 'CONFLICT', message);
    expect(await matchTime(matchId)).toBe(before);
    expect((await proposalRows(matchId)).map((r: { status: string }) => r.status)).toEqual(['pending']);
    // Staff cannot double-book either; a free time moves the match and overrides the pending proposal.
    expectGraphQLError(await t.gql(MOVE, { m: matchId, at: at(130) }, owner.token), 'CONFLICT', message);
    expect((await t.gql(MOVE, { m: matchId, at: at(140) }, owner.token)).data!.moveMatch).toEqual({ id: matchId, scheduledTime: at(140) });
    expect((await proposalRows(matchId)).map((r: { status: string }) => r.status)).toEqual(['overridden']);
  });

  it('two answers racing to move two matches of one team into the same hour: one wins, the other is refused', async () => {
    const { league, a, b, matchId } = await world();
    const c = await teamWith(outsider);
    expect((await t.gql(JOIN, { l: league, t: c.id }, outsider.token)).errors).toBeUndefined();
    const second = (await t.gql(SCHEDULE, { l: league, t: [a.id, c.id], at: at(30) }, owner.token)).data!.scheduleMatch.id;
    const p1 = (await t.gql(PROPOSE, { m: matchId, times: [at(150)] }, leaderB.token)).data!.proposeReschedule.id;
    const p2 = (await t.gql(PROPOSE, { m: second, times: [at(150)] }, outsider.token)).data!.proposeReschedule.id;
    const results = await Promise.all([t.gql(ANSWER, { p: p1, at: at(150) }, leaderA.token), t.gql(ANSWER, { p: p2, at: at(150) }, leaderA.token)]);
    expect(results.filter((r) => !r.errors).length).toBe(1);
    expect(results.filter((r) => r.errors?.[0]?.extensions?.code === 'CONFLICT').length).toBe(1);
    const times = [await matchTime(matchId), await matchTime(second)];
    expect(times.filter((time) => time === at(150)).length).toBe(1);
    expect(b.id).toBeTruthy();
  });
});

describe('who may do what (refusals change nothing)', () => {
  it('propose: only the leaders and co-leaders of the two teams', async () => {
    const { matchId } = await world();
    expectGraphQLError(await t.gql(PROPOSE, { m: matchId, times: [at(70)] }), 'UNAUTHENTICATED', Messages.unauthenticated);
    for (const who of [captainA, memberB, outsider, owner]) {
      expectGraphQLError(await t.gql(PROPOSE, { m: matchId, times: [at(70)] }, who.token), 'FORBIDDEN', Messages.rescheduleProposeForbidden);
    }
    expectRestError(await t.rest('POST', '/api/league/propose-reschedule', { match_id: matchId, times: [at(70)] }, captainA.token), 403, 'FORBIDDEN', Messages.rescheduleProposeForbidden);
    expect(await proposalRows(matchId)).toEqual([]);
    for (const who of [leaderA, leaderB, coLeaderB]) expect((await t.gql(PROPOSE, { m: matchId, times: [at(70)] }, who.token)).errors).toBeUndefined();
  });

  it('answer: only the other team\'s leader or co-leader; move: only staff', async () => {
    const { matchId } = await world();
    const before = await matchTime(matchId);
    const proposal = (await t.gql(PROPOSE, { m: matchId, times: [at(70)] }, coLeaderB.token)).data!.proposeReschedule;
    for (const who of [leaderB, coLeaderB, memberB, captainA, outsider, owner]) {
      expectGraphQLError(await t.gql(ANSWER, { p: proposal.id, at: at(70) }, who.token), 'FORBIDDEN', Messages.rescheduleAnswerForbidden);
    }
    expectRestError(await t.rest('POST', '/api/league/answer-reschedule', { proposal_id: proposal.id, decline: true }, memberB.token), 403, 'FORBIDDEN', Messages.rescheduleAnswerForbidden);
    for (const who of [leaderA, leaderB, captainA, outsider]) expectGraphQLError(await t.gql(MOVE, { m: matchId, at: at(75) }, who.token), 'FORBIDDEN', Messages.moveMatchForbidden);
    expectRestError(await t.rest('PUT', '/api/league/move-match', { match_id: matchId, scheduled_time: at(75) }, leaderA.token), 403, 'FORBIDDEN', Messages.moveMatchForbidden);
    expect(await matchTime(matchId)).toBe(before);
    expect((await proposalRows(matchId)).map((r: { status: string }) => r.status)).toEqual(['pending']);
    expect((await t.gql(ANSWER, { p: proposal.id, decline: true }, leaderA.token)).data!.answerReschedule.status).toBe('DECLINED');
    const moved = await t.rest('PUT', '/api/league/move-match', { match_id: matchId, scheduled_time: at(75) }, owner.token);
    expect(moved.body.data).toMatchObject({ match_id: matchId, scheduled_time: at(75) });
  });

  it('availability: only the team\'s leader and co-leaders edit it; signed-in users read it', async () => {
    const { b } = await world();
    const windows = [{ weekday: 1, start: '18:00', end: '22:00' }];
    for (const who of [memberB, leaderA, owner]) {
      expectGraphQLError(await t.gql(UPDATE_AVAILABILITY, { t: b.id, z: 'Europe/Berlin', w: windows }, who.token), 'FORBIDDEN', Messages.availabilityForbidden);
    }
    expectGraphQLError(await t.gql(UPDATE_AVAILABILITY, { t: b.id, z: 'Europe/Berlin', w: windows }), 'UNAUTHENTICATED', Messages.unauthenticated);
    expect((await t.gql(AVAILABILITY, { t: b.id }, memberB.token)).data!.teamAvailability).toEqual({ teamId: b.id, timeZone: null, windows: [], viewerCanEdit: false });
    expect((await t.gql(UPDATE_AVAILABILITY, { t: b.id, z: 'Europe/Berlin', w: windows }, coLeaderB.token)).data!.updateTeamAvailability).toEqual({ timeZone: 'Europe/Berlin', windows });
    const rest = await t.rest('GET', `/api/team/get-team-availability/${b.id}`, undefined, outsider.token);
    expect(rest.body.data).toMatchObject({ team_id: b.id, time_zone: 'Europe/Berlin', windows });
    expect((await t.gql(AVAILABILITY, { t: b.id }, leaderB.token)).data!.teamAvailability.viewerCanEdit).toBe(true);
  });
});

describe('bad input is a 4xx naming the field; nothing changes', () => {
  it('availability: zone, HH:MM, end before start, weekday 0 and 8 (GraphQL and REST)', async () => {
    const { a } = await world();
    const cases: Array<[string, Array<Record<string, unknown>>, string, string, string]> = [
      ['Mars/Olympus', [], 'timeZone', 'time_zone', Messages.availabilityZoneInvalid],
      ['+02:00', [], 'timeZone', 'time_zone', Messages.availabilityZoneInvalid],
      ['Europe/Berlin', [{ weekday: 0, start: '18:00', end: '20:00' }], 'windows.0.weekday', 'windows.0.weekday', Messages.availabilityWeekdayInvalid],
      ['Europe/Berlin', [{ weekday: 1, start: '18:00', end: '20:00' }, { weekday: 8, start: '18:00', end: '20:00' }], 'windows.1.weekday', 'windows.1.weekday', Messages.availabilityWeekdayInvalid],
      ['Europe/Berlin', [{ weekday: 2, start: '7pm', end: '20:00' }], 'windows.0.start', 'windows.0.start', Messages.availabilityStartInvalid],
      ['Europe/Berlin', [{ weekday: 2, start: '18:00', end: '24:30' }], 'windows.0.end', 'windows.0.end', Messages.availabilityEndInvalid],
      ['Europe/Berlin', [{ weekday: 2, start: '21:00', end: '20:00' }], 'windows.0.end', 'windows.0.end', Messages.availabilityEndBeforeStart],
    ];
    for (const [zone, windows, gqlField, restField, message] of cases) {
      const res = await t.gql(UPDATE_AVAILABILITY, { t: a.id, z: zone, w: windows as never }, leaderA.token);
      expectGraphQLError(res, 'BAD_USER_INPUT', message);
      expect(res.errors![0].extensions!.fields).toEqual({ [gqlField]: message });
      const rest = await t.rest('PUT', '/api/team/update-team-availability', { team_id: a.id, time_zone: zone, windows }, leaderA.token);
      expectRestError(rest, 400, 'BAD_USER_INPUT', message);
      expect(rest.body.error.fields).toEqual({ [restField]: message });
    }
    expect(await db().query(`SELECT * FROM team_availability WHERE team_id = $1`, [a.id])).toEqual([]);
  });

  it('proposals: more than three times, none, times in the past, a repeated time, an accepted time not proposed', async () => {
    const { matchId } = await world();
    const refuse = async (times: string[], field: string, message: string) => {
      const res = await t.gql(PROPOSE, { m: matchId, times }, leaderA.token);
      expectGraphQLError(res, 'BAD_USER_INPUT', message);
      expect(res.errors![0].extensions!.fields).toEqual({ [field]: message });
    };
    await refuse([at(70), at(71), at(72), at(73)], 'times', Messages.rescheduleTimesInvalid);
    await refuse([], 'times', Messages.rescheduleTimesInvalid);
    await refuse([at(70), at(-2)], 'times.1', Messages.rescheduleTimeInPast);
    await refuse([at(70), at(70)], 'times.1', Messages.rescheduleTimeRepeated);
    const rest = await t.rest('POST', '/api/league/propose-reschedule', { match_id: matchId, times: ['2030-02-30T18:00:00Z'] }, leaderA.token);
    expectRestError(rest, 400, 'BAD_USER_INPUT', Messages.rescheduleTimeInvalid);
    expect(rest.body.error.fields).toEqual({ 'times.0': Messages.rescheduleTimeInvalid });
    expectRestError(await t.rest('POST', '/api/league/propose-reschedule', { match_id: matchId, times: 'soon' }, leaderA.token), 400, 'BAD_USER_INPUT', Messages.rescheduleTimesInvalid);
    expect(await proposalRows(matchId)).toEqual([]);

    const proposal = (await t.gql(PROPOSE, { m: matchId, times: [at(70)] }, leaderA.token)).data!.proposeReschedule;
    const wrong = await t.gql(ANSWER, { p: proposal.id, at: at(71) }, leaderB.token);
    expectGraphQLError(wrong, 'BAD_USER_INPUT', Messages.rescheduleAcceptedTimeInvalid);
    expect(wrong.errors![0].extensions!.fields).toEqual({ acceptedTime: Messages.rescheduleAcceptedTimeInvalid });
    const neither = await t.rest('POST', '/api/league/answer-reschedule', { proposal_id: proposal.id }, leaderB.token);
    expectRestError(neither, 400, 'BAD_USER_INPUT', Messages.rescheduleAnswerInvalid);
    expect(neither.body.error.fields).toEqual({ accepted_time: Messages.rescheduleAnswerInvalid });
    expect((await proposalRows(matchId)).map((r: { status: string }) => r.status)).toEqual(['pending']);
  });
});

describe('suggested times', () => {
  it('answers the next hours where both teams are available in their own zones and neither is booked', async () => {
    const { league, a, b, matchId } = await world();
    expect((await t.gql(SUGGEST, { l: league, a: a.id, b: b.id }, leaderA.token)).data!.suggestMatchTimes).toEqual([]);
    const everyDay = (start: string, end: string) => [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start, end }));
    // Berlin evenings and New York afternoons: in UTC, both hold 17:00-21:00 in winter and 16:00-20:00 in summer.
    expect((await t.gql(UPDATE_AVAILABILITY, { t: a.id, z: 'Europe/Berlin', w: everyDay('18:00', '22:00') }, leaderA.token)).errors).toBeUndefined();
    expect((await t.gql(UPDATE_AVAILABILITY, { t: b.id, z: 'America/New_York', w: everyDay('12:00', '17:00') }, leaderB.token)).errors).toBeUndefined();
    const suggested = (await t.gql(SUGGEST, { l: league, a: a.id, b: b.id, n: 8 }, leaderA.token)).data!.suggestMatchTimes;
    expect(suggested).toHaveLength(8);
    const berlin = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const newYork = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/New_York', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const booked = new Date(await matchTime(matchId)).getTime();
    for (const time of suggested) {
      const start = new Date(time);
      const end = new Date(start.getTime() + HOUR);
      expect(start.getTime()).toBeGreaterThan(Date.now());
      expect(berlin.format(start) >= '18:00' && berlin.format(end) <= '22:00').toBe(true);
      expect(newYork.format(start) >= '12:00' && newYork.format(end) <= '17:00').toBe(true);
      expect(Math.abs(start.getTime() - booked)).toBeGreaterThanOrEqual(HOUR);
      expect(start.getTime() - Date.now()).toBeLessThan(15 * DAY);
    }
    const rest = await t.rest('GET', `/api/league/suggest-match-times?league_id=${league}&team_a=${a.id}&team_b=${b.id}&first=8`, undefined, outsider.token);
    expect(rest.body.data).toEqual(suggested);
    expectRestError(await t.rest('GET', `/api/league/suggest-match-times?league_id=${league}&team_a=${a.id}&team_b=${a.id}`, undefined, leaderA.token), 400, 'BAD_USER_INPUT', Messages.suggestTeamsInvalid);
    // A team outside the ladder is named as the refused field.
    const stranger = await teamWith(outsider);
    const refused = await t.gql(SUGGEST, { l: league, a: a.id, b: stranger.id }, leaderA.token);
    expectGraphQLError(refused, 'BAD_USER_INPUT', Messages.suggestTeamsInvalid);
    expect(refused.errors![0].extensions!.fields).toEqual({ teamB: Messages.suggestTeamsInvalid });
  });
});
