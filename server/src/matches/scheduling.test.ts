import { signUp, type Account } from '../../test/accounts';
import { expectGraphQLError, expectRestError } from '../../test/errors';
import { graphql } from '../../test/gql';
import { startTestApp, type TestApp } from '../../test/harness';
import { Platform } from '../catalog';
import { Messages } from '../core/messages';
import type { Team } from '../teams';
import type { User } from '../users';
import { communityFixtures, type CommunityFixtures } from '../../test/factories/community';

/**
 * One player, one side, and dates (issue 22, items 6 and 7): a player on both rosters cannot be scheduled; rosters
 * locked into a started match keep their players; a match is scheduled in the future and inside its ladder's dates;
 * a tournament starts in the future; impossible calendar dates are refused naming the field.
 */
let t: TestApp;
let f: CommunityFixtures;
const db = () => t.app.deps.dataSource.manager;
const asUser = (a: Account) => ({ id: a.userId }) as User;
const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const dateIn = (days: number) => inDays(days).slice(0, 10);

let owner: Account;
let captainA: Account;
let captainB: Account;
let player: Account;
let game: { id: string };
let region: { id: string };
let platform: Platform;
let organizer: { id: string };

const CREATE = graphql(`mutation SchedulingLadder($i: CreateLadderInput!) { createLadder(input: $i) { id } }`);
const JOIN = graphql(`mutation SchedulingJoin($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status } }`);
const SCHEDULE = graphql(`mutation SchedulingSchedule($l: ID!, $t: [ID!]!, $at: DateTime!) { scheduleMatch(leagueId: $l, teamIds: $t, scheduledTime: $at) { id scheduledTime } }`);
const REPORT = graphql(`mutation SchedulingReport($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { status } }`);
const FINALIZE = graphql(`mutation SchedulingFinalize($m: ID!) { finalizeMatch(matchId: $m) { status } }`);
const LEAVE = graphql(`mutation SchedulingLeave($t: ID!) { leaveTeam(teamId: $t) { status } }`);
const KICK = graphql(`mutation SchedulingKick($t: ID!, $u: ID!) { removeTeamMember(teamId: $t, userId: $u) { status } }`);
const TOURNAMENT = graphql(`mutation SchedulingTournament($i: CreateTournamentInput!) { createTournament(input: $i) { id startTime } }`);

let seq = 0;
async function ladder(startDate = '2026-01-01', endDate = '2030-12-31') {
  const input = { organizerId: organizer.id, name: `Scheduling ${++seq}`, startDate, endDate, platformId: platform.id, gameId: game.id, regionId: region.id, openEntry: true };
  const res = await t.gql(CREATE, { i: input }, owner.token);
  expect(res.errors).toBeUndefined();
  return (res.data!.createLadder as { id: string }).id;
}
async function teamLedBy(leader: Account): Promise<Team> {
  const team = await f.team({ gameId: game.id, regionId: region.id });
  await f.member(team, asUser(leader), { role: 'leader' });
  return team;
}
/** An open ladder with two approved teams; `player` plays for team A. */
async function world(dates?: [string, string]) {
  const league = await ladder(...(dates ?? []));
  const [a, b] = [await teamLedBy(captainA), await teamLedBy(captainB)];
  await f.member(a, asUser(player));
  for (const [team, captain] of [[a, captainA], [b, captainB]] as const) expect((await t.gql(JOIN, { l: league, t: team.id }, captain.token)).errors).toBeUndefined();
  return { league, a, b };
}
const matchCount = async (league: string) => (await db().query(`SELECT count(*)::int AS n FROM matches WHERE league_id = $1`, [league]))[0].n;
const onRoster = async (team: Team, user: Account) =>
  (await db().query(`SELECT status FROM team_members WHERE team_id = $1 AND user_id = $2`, [team.id, user.userId]))[0]?.status;

beforeAll(async () => {
  t = await startTestApp(__filename);
  f = communityFixtures(db());
  [owner, captainA, captainB, player] = await Promise.all(['schedowner', 'schedcapa', 'schedcapb', 'schedplayer'].map((n) => signUp(t, n)));
  game = await f.game({ title: 'Scheduling Game', metrics: [{ name: 'Kills', type: 'Number', active: 'true' }] });
  region = await f.region({ title: 'Scheduling Region' });
  platform = await db().getRepository(Platform).save({ title: 'Scheduling PC', picture: null });
  await db().query(`INSERT INTO competition_categories (comp_cat_id, comp_cat_title) VALUES (1, 'Ladder') ON CONFLICT DO NOTHING`);
  organizer = await f.organizer(asUser(owner), { name: 'Scheduling Org' });
});
afterAll(() => t?.stop());

describe('one player, one side', () => {
  it('refuses to schedule two teams sharing a player, naming the player, on both doors; nothing is created', async () => {
    const { league, a, b } = await world();
    await f.member(b, asUser(player));
    const message = Messages.matchPlayerOnBothTeams.replace('{player}', player.userName);
    expectGraphQLError(await t.gql(SCHEDULE, { l: league, t: [a.id, b.id], at: inDays(3) }, owner.token), 'BAD_USER_INPUT', message);
    const rest = await t.rest('POST', '/api/league/create-ladder-match', { _league_id: league, _scheduled_time: inDays(3), _match_participants: [a.id, b.id] }, owner.token);
    expectRestError(rest, 400, 'BAD_USER_INPUT', message);
    expect(await matchCount(league)).toBe(0);
  });

  it('keeps a started match\'s rosters: its players cannot leave or be removed until it is finalized; before the start they can', async () => {
    const { league, a, b } = await world();
    const scheduled = await t.gql(SCHEDULE, { l: league, t: [a.id, b.id], at: inDays(2) }, owner.token);
    expect(scheduled.errors).toBeUndefined();
    const matchId = (scheduled.data!.scheduleMatch as { id: string }).id;
    const locked = Messages.rosterLockedByMatch.replace('{player}', player.userName).replace('{match}', matchId);

    // Not started yet: the roster is free (the player leaves and is added back).
    expect((await t.gql(LEAVE, { t: a.id }, player.token)).errors).toBeUndefined();
    await db().query(`UPDATE team_members SET status = 'approved' WHERE team_id = $1 AND user_id = $2`, [a.id, player.userId]);

    // Its time has come: started.
    await db().query(`UPDATE matches SET scheduled_time = now() - interval '5 minutes' WHERE match_id = $1`, [matchId]);
    expectGraphQLError(await t.gql(LEAVE, { t: a.id }, player.token), 'CONFLICT', locked);
    expectGraphQLError(await t.gql(KICK, { t: a.id, u: player.userId }, captainA.token), 'CONFLICT', locked);
    expectRestError(await t.rest('DELETE', '/api/team/delete-team-user', { team_id: a.id, user_id: player.userId }, captainA.token), 409, 'CONFLICT', locked);
    expectRestError(await t.rest('PUT', '/api/teams/update-team-status', { team_id: a.id, user_id: player.userId, team_status: 'left' }, player.token), 409, 'CONFLICT', locked);
    expect(await onRoster(a, player)).toBe('approved');

    // Scores reported (pending) is started too; finalized releases the roster.
    const scores = [a, b].map((team, i) => ({ teamId: team.id, rounds: [1, 2, 3].map((round) => ({ round, metrics: { Kills: 5 + i } })) }));
    expect((await t.gql(REPORT, { m: matchId, s: scores }, owner.token)).data).toEqual({ reportMatchScores: { status: 'PENDING' } });
    expectGraphQLError(await t.gql(LEAVE, { t: a.id }, player.token), 'CONFLICT', locked);
    expect((await t.gql(FINALIZE, { m: matchId }, owner.token)).errors).toBeUndefined();
    expect((await t.gql(LEAVE, { t: a.id }, player.token)).data).toEqual({ leaveTeam: { status: 'LEFT' } });
  });
});

describe('dates', () => {
  it('schedules a match in the future only (GraphQL and REST), naming scheduledTime', async () => {
    const { league, a, b } = await world();
    expectGraphQLError(await t.gql(SCHEDULE, { l: league, t: [a.id, b.id], at: inDays(-1) }, owner.token), 'BAD_USER_INPUT', Messages.matchTimeInPast);
    const rest = await t.rest('POST', '/api/league/create-ladder-match', { _league_id: league, _scheduled_time: inDays(-1), _match_participants: [a.id, b.id] }, owner.token);
    expectRestError(rest, 400, 'BAD_USER_INPUT', Messages.matchTimeInPast);
    const res = await t.gql(SCHEDULE, { l: league, t: [a.id, b.id], at: '2030-03-01T19:30:00+01:00' }, owner.token);
    // Stored and answered as the UTC instant.
    expect(res.data).toEqual({ scheduleMatch: { id: expect.any(String), scheduledTime: '2030-03-01T18:30:00.000Z' } });
    expect(await matchCount(league)).toBe(1);
  });

  it("schedules a match inside its ladder's dates only: not before its first day, not after its last", async () => {
    const start = dateIn(10);
    const end = dateIn(20);
    const { league, a, b } = await world([start, end]);
    const outside = Messages.matchOutsideLadder.replace('{start}', start).replace('{end}', end);
    expectGraphQLError(await t.gql(SCHEDULE, { l: league, t: [a.id, b.id], at: inDays(5) }, owner.token), 'BAD_USER_INPUT', outside);
    expectGraphQLError(await t.gql(SCHEDULE, { l: league, t: [a.id, b.id], at: `${dateIn(21)}T00:00:00.000Z` }, owner.token), 'BAD_USER_INPUT', outside);
    const rest = await t.rest('POST', '/api/league/create-ladder-match', { _league_id: league, _scheduled_time: inDays(30), _match_participants: [a.id, b.id] }, owner.token);
    expectRestError(rest, 400, 'BAD_USER_INPUT', outside);
    expect(await matchCount(league)).toBe(0);
    // Its first day from midnight UTC, its last day until the next midnight.
    expect((await t.gql(SCHEDULE, { l: league, t: [a.id, b.id], at: `${start}T00:00:00.000Z` }, owner.token)).errors).toBeUndefined();
    expect((await t.gql(SCHEDULE, { l: league, t: [a.id, b.id], at: `${end}T23:59:00.000Z` }, owner.token)).errors).toBeUndefined();
  });

  it('starts a tournament in the future only, naming startTime', async () => {
    const input = (startTime: string) => ({ organizerId: organizer.id, name: `Scheduling Cup ${++seq}`, size: 4, gameId: game.id, regionId: region.id, platformId: platform.id, format: 'SINGLE_ELIMINATION' as const, startTime });
    expectGraphQLError(await t.gql(TOURNAMENT, { i: input(inDays(-6)) }, owner.token), 'BAD_USER_INPUT', Messages.tournamentStartInPast);
    const rest = await t.rest(
      'POST',
      '/api/tourney/create-tourney',
      { tourney_name: `Scheduling Rest ${++seq}`, organizer_id: organizer.id, tourney_size: 4, game_id: game.id, region_id: region.id, platform_id: platform.id, format: 'round_robin', start_time: inDays(-6) },
      owner.token,
    );
    expectRestError(rest, 400, 'BAD_USER_INPUT', Messages.tournamentStartInPast);
    expect((await db().query(`SELECT count(*)::int AS n FROM tournaments WHERE organizer_id = $1`, [organizer.id]))[0].n).toBe(0);
    const created = await t.gql(TOURNAMENT, { i: input('2030-05-01T20:00:00+02:00') }, owner.token);
    expect((created.data!.createTournament as { startTime: string }).startTime).toBe('2030-05-01T18:00:00.000Z');
  });

  it('refuses impossible calendar dates in the services, naming the field (REST hands them over as text)', async () => {
    const { league, a, b } = await world();
    const res = await t.rest('POST', '/api/league/create-ladder-match', { _league_id: league, _scheduled_time: '2030-02-30T18:00:00Z', _match_participants: [a.id, b.id] }, owner.token);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('BAD_USER_INPUT');
    const ladderRest = await t.rest(
      'POST',
      '/api/league/create-league',
      { league_name: `Scheduling Feb ${++seq}`, start_date: '2030-02-30', end_date: '2030-03-31', organizer_id: organizer.id, comp_cat_id: 1, platform_id: platform.id, game_id: game.id, region_id: region.id },
      owner.token,
    );
    expectRestError(ladderRest, 400, 'BAD_USER_INPUT', Messages.ladderDateInvalid);
    expect(await matchCount(league)).toBe(0);
  });
});
