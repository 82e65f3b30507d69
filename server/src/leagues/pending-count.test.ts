import { signUp, type Account } from '../../test/accounts';
import { communityFixtures, type CommunityFixtures } from '../../test/factories/community';
import { graphql } from '../../test/gql';
import { startTestApp, type TestApp } from '../../test/harness';
import { Platform } from '../catalog';
import type { User } from '../users';

/** Issue 23 item 5: a ladder's staff see how many teams wait for their answer; nobody else does. */
let t: TestApp;
let f: CommunityFixtures;
const db = () => t.app.deps.dataSource.manager;
const asUser = (a: Account) => ({ id: a.userId }) as User;
let owner: Account;
let mod: Account;
let leader: Account;
let leagueId: string;
let teamIds: string[];

const CREATE = graphql(`mutation PendingCountCreate($i: CreateLadderInput!) { createLadder(input: $i) { id } }`);
const JOIN = graphql(`mutation PendingCountJoin($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status } }`);
const DECIDE = graphql(`mutation PendingCountDecide($l: ID!, $t: ID!, $d: EntryDecision!) { decideLadderTeam(leagueId: $l, teamId: $t, decision: $d) { status league { pendingTeamCount } } }`);
const COUNT = graphql(`query PendingCountOf($l: String!) { league(param: $l) { teamCount pendingTeamCount } }`);

beforeAll(async () => {
  t = await startTestApp(__filename);
  f = communityFixtures(db());
  [owner, mod, leader] = await Promise.all(['pcowner', 'pcmod', 'pcleader'].map((n) => signUp(t, n)));
  const game = await f.game({ title: 'Pending Game' });
  const region = await f.region({ title: 'Pending Region' });
  const platform = await db().getRepository(Platform).save({ title: 'PC', picture: null });
  await db().query(`INSERT INTO competition_categories (comp_cat_id, comp_cat_title) VALUES (1, 'Ladder') ON CONFLICT DO NOTHING`);
  const organizer = await f.organizer(asUser(owner), { name: 'Pending Org' });
  // A mod with no ladder assignment is staff, but gives no answer to entries here.
  await f.staff(organizer as never, asUser(mod), { role: 'mod' });
  const base = { organizerId: organizer.id, startDate: '2026-01-01', endDate: '2030-12-31', platformId: platform.id, gameId: game.id, regionId: region.id };
  const created = await t.gql(CREATE, { i: { ...base, name: 'Waiting Ladder' } }, owner.token);
  expect(created.errors).toBeUndefined();
  leagueId = created.data!.createLadder.id;
  teamIds = [];
  for (const name of ['Pending One', 'Pending Two']) {
    const team = await f.team({ name, gameId: game.id, regionId: region.id });
    await f.member(team, asUser(leader), { role: 'leader' });
    teamIds.push(team.id);
  }
});
afterAll(() => t?.stop());

it("counts a ladder's requests waiting for staff, for its moderators only", async () => {
  const countFor = async (token?: string) => (await t.gql(COUNT, { l: leagueId }, token)).data!.league;
  expect(await countFor(owner.token)).toEqual({ teamCount: 0, pendingTeamCount: 0 });

  for (const teamId of teamIds) {
    const joined = await t.gql(JOIN, { l: leagueId, t: teamId }, leader.token);
    expect(joined.errors).toBeUndefined();
    expect(joined.data!.joinLadder.status).toBe('PENDING');
  }
  expect(await countFor(owner.token)).toEqual({ teamCount: 0, pendingTeamCount: 2 });
  // The team's leader, an unassigned mod and a visitor: the count is staff's, not theirs.
  expect(await countFor(leader.token)).toEqual({ teamCount: 0, pendingTeamCount: null });
  expect(await countFor(mod.token)).toEqual({ teamCount: 0, pendingTeamCount: null });
  expect(await countFor()).toEqual({ teamCount: 0, pendingTeamCount: null });

  const approved = await t.gql(DECIDE, { l: leagueId, t: teamIds[0], d: 'APPROVE' }, owner.token);
  expect(approved.data!.decideLadderTeam).toEqual({ status: 'APPROVED', league: { pendingTeamCount: 1 } });
  const declined = await t.gql(DECIDE, { l: leagueId, t: teamIds[1], d: 'DECLINE' }, owner.token);
  expect(declined.data!.decideLadderTeam).toEqual({ status: 'DECLINED', league: { pendingTeamCount: 0 } });
  expect(await countFor(owner.token)).toEqual({ teamCount: 1, pendingTeamCount: 0 });
});
