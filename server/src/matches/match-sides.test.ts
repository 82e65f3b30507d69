/**
 * Issue 23 item 12: a match's teams keep their scheduled order everywhere (Report Score's columns, the match page's
 * sides, the schedule, REST), whatever the points; sorting by points swapped them after every Update Scores.
 */
import { signUp, type Account } from '../../test/accounts';
import { startTestApp, type TestApp } from '../../test/harness';
import { graphql } from '../../test/gql';
import { communityFixtures, type CommunityFixtures } from '../../test/factories/community';
import { Platform } from '../catalog';
import type { Team } from '../teams';
import type { User } from '../users';

let t: TestApp;
let f: CommunityFixtures;
const db = () => t.app.deps.dataSource.manager;
const asUser = (a: Account) => ({ id: a.userId }) as User;

let owner: Account;
let captainA: Account;
let captainB: Account;
let game: { id: string };
let region: { id: string };
let platform: Platform;
let organizer: { id: string };

const CREATE = graphql(`mutation SidesCreate($i: CreateLadderInput!) { createLadder(input: $i) { id } }`);
const JOIN = graphql(`mutation SidesJoin($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status } }`);
const SCHEDULE = graphql(`mutation SidesSchedule($l: ID!, $t: [ID!]!, $at: DateTime!) { scheduleMatch(leagueId: $l, teamIds: $t, scheduledTime: $at) { id participants { teamId } } }`);
const REPORT = graphql(`mutation SidesReport($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { participants { teamId totalPoints } } }`);
const FINALIZE = graphql(`mutation SidesFinalize($m: ID!) { finalizeMatch(matchId: $m) { participants { teamId placement } } }`);
const MATCH = graphql(`query SidesMatch($id: ID!) { match(id: $id) { participants { teamId totalPoints } } }`);
const SCHEDULE_READ = graphql(`query SidesScheduleRead($l: String!) { league(param: $l) { matches { edges { node { id participants { teamId } } } } } }`);

async function teamLedBy(leader: Account): Promise<Team> {
  const team = await f.team({ gameId: game.id, regionId: region.id });
  await f.member(team, asUser(leader), { role: 'leader' });
  return team;
}

beforeAll(async () => {
  t = await startTestApp(__filename);
  f = communityFixtures(db());
  [owner, captainA, captainB] = await Promise.all(['owner', 'captaina', 'captainb'].map((n) => signUp(t, n)));
  game = await f.game({ title: 'Sides Game', metrics: [{ name: 'Kills', type: 'Number', active: 'true' }] });
  region = await f.region({ title: 'Sides Region' });
  platform = await db().getRepository(Platform).save({ title: 'PC', picture: null });
  await db().query(`INSERT INTO competition_categories (comp_cat_id, comp_cat_title) VALUES (1, 'Ladder') ON CONFLICT DO NOTHING`);
  organizer = await f.organizer(asUser(owner), { name: 'Sides Org' });
});
afterAll(() => t?.stop());

describe("a match's teams keep the scheduled order (issue 23 item 12)", () => {
  it('lists the teams as scheduled after Update Scores puts the second ahead, and after Finalize, on every read', async () => {
    const league = (await t.gql(
      CREATE,
      { i: { organizerId: organizer.id, name: 'Sides Ladder', startDate: '2026-01-01', endDate: '2030-12-31', platformId: platform.id, gameId: game.id, regionId: region.id, openEntry: true } },
      owner.token,
    )).data!.createLadder as { id: string };
    const x = await teamLedBy(captainA);
    const y = await teamLedBy(captainB);
    expect((await t.gql(JOIN, { l: league.id, t: x.id }, captainA.token)).errors).toBeUndefined();
    expect((await t.gql(JOIN, { l: league.id, t: y.id }, captainB.token)).errors).toBeUndefined();
    // Scheduled with the larger team id first, so neither id order nor points order can pass for the scheduled order.
    const [first, second] = [x.id, y.id].sort().reverse();
    const scheduled = await t.gql(SCHEDULE, { l: league.id, t: [first, second], at: '2030-06-01T18:00:00.000Z' }, owner.token);
    expect(scheduled.errors).toBeUndefined();
    const match = scheduled.data!.scheduleMatch as { id: string; participants: Array<{ teamId: string }> };
    expect(match.participants.map((p) => p.teamId)).toEqual([first, second]);

    const reported = await t.gql(
      REPORT,
      { m: match.id, s: [{ teamId: first, rounds: [{ round: 1, metrics: { Kills: 1 } }] }, { teamId: second, rounds: [{ round: 1, metrics: { Kills: 9 } }] }] },
      owner.token,
    );
    expect(reported.errors).toBeUndefined();
    expect((reported.data!.reportMatchScores as any).participants).toEqual([
      { teamId: first, totalPoints: 1 },
      { teamId: second, totalPoints: 9 },
    ]);
    const read = await t.gql(MATCH, { id: match.id });
    expect((read.data!.match as any).participants.map((p: any) => p.teamId)).toEqual([first, second]);
    const stats = await t.rest('GET', `/api/league/get-match-stats/${match.id}`);
    expect(stats.body.data.map((s: any) => s.team_id)).toEqual([first, second]);
    const details = await t.rest('GET', `/api/league/get-match-details/${match.id}`);
    expect(details.body.data.teams.map((s: any) => s.team_id)).toEqual([first, second]);
    const schedule = await t.gql(SCHEDULE_READ, { l: league.id });
    const node = (schedule.data!.league as any).matches.edges.find((e: any) => e.node.id === match.id).node;
    expect(node.participants.map((p: any) => p.teamId)).toEqual([first, second]);

    const finalized = await t.gql(FINALIZE, { m: match.id }, owner.token);
    expect(finalized.errors).toBeUndefined();
    expect((finalized.data!.finalizeMatch as any).participants).toEqual([
      { teamId: first, placement: 2 },
      { teamId: second, placement: 1 },
    ]);
  });
});
