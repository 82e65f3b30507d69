import { signUp, type Account } from '../../test/accounts';
import { expectGraphQLError, expectRestError } from '../../test/errors';
import { startTestApp, type TestApp } from '../../test/harness';
import { describeAuthorizationMatrix, type MatrixAction } from '../../test/matrix';
import { Messages } from '../core/messages';
import { communityFixtures, type CommunityFixtures } from '../../test/factories/community';
import type { User } from '../users';
import type { Team } from './teams.entities';
import { graphql } from '../../test/gql';

let t: TestApp;
let f: CommunityFixtures;
const db = () => t.app.deps.dataSource.manager;
const asUser = (a: Account) => ({ id: a.userId }) as User;

/** The actors of the matrix: signed-up accounts, each given a place on every fresh team. */
type Actor = 'anonymous' | 'stranger' | 'member' | 'captain' | 'coLeader' | 'leader' | 'invited';
const ACTORS: Actor[] = ['anonymous', 'stranger', 'member', 'captain', 'coLeader', 'leader', 'invited'];
let accounts: Record<Exclude<Actor, 'anonymous'>, Account>;
const tokenOf = (actor: Actor) => (actor === 'anonymous' ? undefined : accounts[actor].token);

let game: { id: string; title: string };
let region: { id: string; title: string };

/**
 * A fresh team with every actor in place (leader, co-leader, captain, member, one pending invitation) and two
 * fixture players to act on: `target` (a member) and `targetCaptain` (a captain).
 */
async function freshTeam() {
  const team = await f.team({ gameId: game.id, regionId: region.id });
  await f.member(team, asUser(accounts.leader), { role: 'leader' });
  await f.member(team, asUser(accounts.coLeader), { role: 'co-leader' });
  await f.member(team, asUser(accounts.captain), { role: 'captain' });
  await f.member(team, asUser(accounts.member), { role: 'member' });
  await f.member(team, asUser(accounts.invited), { role: 'member', status: 'pending', invitedById: accounts.leader.userId });
  const target = await f.user();
  const targetCaptain = await f.user();
  await f.member(team, target, { role: 'member' });
  await f.member(team, targetCaptain, { role: 'captain' });
  const newcomer = await f.user();
  return { team, target, targetCaptain, newcomer };
}

const rosterOf = (team: Team) =>
  db().query(`SELECT user_id, roles, status FROM team_members WHERE team_id = $1 ORDER BY user_id`, [team.id]);
const rowsOf = async (team: Team) => ({
  roster: await rosterOf(team),
  team: await db().query(`SELECT * FROM teams WHERE team_id = $1`, [team.id]),
  notifications: await db().query(`SELECT count(*)::int AS n FROM notifications WHERE team_id = $1`, [team.id]),
});

/** REST create-team of the matrix game and region, naming `userId` as the creator (_user_id), sent with `token`. */
const createTeamByRest = (name: string, userId: string, token: string) =>
  t.rest('POST', '/api/team/create-team', { _team_name: name, _team_game_id: game.id, _team_region_id: region.id, _user_id: userId }, token);

type Fresh = Awaited<ReturnType<typeof freshTeam>>;
type Action = MatrixAction<Actor, Fresh>;

const M = {
  invite: graphql(`mutation TeamManagerInvite($t: ID!, $u: String!) { inviteToTeam(teamId: $t, userName: $u) { role status } }`),
  respond: graphql(`mutation TeamManagerRespond($t: ID!, $a: Boolean!) { respondToTeamInvitation(teamId: $t, accept: $a) { status } }`),
  promote: graphql(`mutation TeamManagerPromote($t: ID!, $u: ID!) { promoteTeamMember(teamId: $t, userId: $u) { role } }`),
  demote: graphql(`mutation TeamManagerDemote($t: ID!, $u: ID!) { demoteTeamMember(teamId: $t, userId: $u) { role } }`),
  remove: graphql(`mutation TeamManagerRemove($t: ID!, $u: ID!) { removeTeamMember(teamId: $t, userId: $u) { status } }`),
  leave: graphql(`mutation TeamManagerLeave($t: ID!) { leaveTeam(teamId: $t) { status } }`),
  transfer: graphql(`mutation TeamManagerTransfer($t: ID!, $u: ID!) { transferTeamLeadership(teamId: $t, userId: $u) { id leader { id } } }`),
};
const manageRefusal = (message: string) => (): [string, string] => ['FORBIDDEN', message];
/** A write on another member that a leader or co-leader may make; anyone else is refused with `message`. */
const managerWrite = (name: string, run: Action['run'], message: string): Action => ({ name, run, allowed: ['leader', 'coLeader'], refusal: manageRefusal(message) });

const ACTIONS: Action[] = [
  managerWrite('invite', ({ team, newcomer }, token) => t.gql(M.invite, { t: team.id, u: `  ${newcomer.userName.toUpperCase()} ` }, token), Messages.teamInviteForbidden),
  managerWrite('promote', ({ team, target }, token) => t.gql(M.promote, { t: team.id, u: target.id }, token), Messages.teamManageForbidden),
  managerWrite('demote', ({ team, targetCaptain }, token) => t.gql(M.demote, { t: team.id, u: targetCaptain.id }, token), Messages.teamManageForbidden),
  managerWrite('kick', ({ team, target }, token) => t.gql(M.remove, { t: team.id, u: target.id }, token), Messages.teamManageForbidden),
  {
    name: 'hand over leadership',
    run: ({ team, target }, token) => t.gql(M.transfer, { t: team.id, u: target.id }, token),
    allowed: ['leader'],
    refusal: manageRefusal(Messages.teamTransferLeaderOnly),
  },
  {
    name: 'accept an invitation',
    run: ({ team }, token) => t.gql(M.respond, { t: team.id, a: true }, token),
    allowed: ['invited'],
    refusal: () => ['NOT_FOUND', Messages.invitationMissing],
  },
  {
    name: 'leave',
    run: ({ team }, token) => t.gql(M.leave, { t: team.id }, token),
    allowed: ['member', 'captain', 'coLeader'],
    refusal: (actor) => (actor === 'leader' ? ['FORBIDDEN', Messages.teamLeaderLeave] : ['NOT_FOUND', Messages.teamNotOnRoster]),
  },
];

beforeAll(async () => {
  t = await startTestApp(__filename);
  f = communityFixtures(db());
  game = await f.game({ title: 'Matrix Game' });
  region = await f.region({ title: 'Matrix Region' });
  const [stranger, member, captain, coLeader, leader, invited] = await Promise.all(
    ['stranger', 'member', 'captain', 'coleader', 'leader', 'invited'].map((name) => signUp(t, name)),
  );
  accounts = { stranger, member, captain, coLeader, leader, invited };
});
afterAll(() => t?.stop());

describeAuthorizationMatrix('authorization matrix: every team manager write x every actor', {
  actors: ACTORS,
  actions: ACTIONS,
  tokenOf,
  fresh: freshTeam,
  rows: (fresh) => rowsOf(fresh.team),
});

describe('successful team manager flows', () => {
  it('creates a team through GraphQL: the creator leads it, the page has a wall, the name is normalised', async () => {
    const res = await t.gql(
      graphql(`mutation TeamManagerCreateTeam($i: CreateTeamInput!) { createTeam(input: $i) { name game { id } region { id } leader { id } commentWall { id } members { role } } }`),
      { i: { name: '  Night   Owls ', gameId: game.id, regionId: region.id } },
      accounts.stranger.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.createTeam).toMatchObject({ name: 'Night Owls', game: { id: game.id }, region: { id: region.id }, leader: { id: accounts.stranger.userId }, members: [{ role: 'LEADER' }] });
    expect(res.data!.createTeam.commentWall!.id).toEqual(expect.any(String));
  });

  it('creates a team through REST, answering data.team_id', async () => {
    const res = await createTeamByRest('Rest Team', accounts.member.userId, accounts.member.token);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ team_id: expect.any(String), team_name: 'Rest Team' });
  });

  it('walks an invitation, promotions, a hand-over and leaving, telling each user through notifications', async () => {
    const team = await f.team({ gameId: game.id, regionId: region.id });
    await f.member(team, asUser(accounts.leader), { role: 'leader' });
    const invited = await t.rest('POST', '/api/team/send-team-invite', { user_name: accounts.captain.userName, team_id: team.id }, accounts.leader.token);
    expect(invited.status).toBe(201);
    expect(invited.body.data).toMatchObject({ user_id: accounts.captain.userId, status: 'pending', roles: 'member' });
    const accepted = await t.rest('PUT', '/api/team/update-team-status', { user_id: accounts.captain.userId, team_id: team.id, new_status: 'approved' }, accounts.captain.token);
    expect(accepted.body.data.status).toBe('approved');
    for (const role of ['captain', 'co-leader']) {
      const res = await t.rest('PUT', '/api/teams/update-team-status', { user_id: accounts.captain.userId, team_id: team.id, team_status: 'promote' }, accounts.leader.token);
      expect(res.body.data.roles).toBe(role);
    }
    const handed = await t.gql(M.transfer, { t: team.id, u: accounts.captain.userId }, accounts.leader.token);
    expect(handed.data!.transferTeamLeadership).toEqual({ id: team.id, leader: { id: accounts.captain.userId } });
    expect(await rosterOf(team)).toEqual(
      expect.arrayContaining([
        { user_id: accounts.leader.userId, roles: 'co-leader', status: 'approved' },
        { user_id: accounts.captain.userId, roles: 'leader', status: 'approved' },
      ]),
    );
    const left = await t.rest('PUT', '/api/teams/update-team-status', { user_id: accounts.leader.userId, team_id: team.id, team_status: 'left' }, accounts.leader.token);
    expect(left.body.data).toMatchObject({ status: 'left' });
    const kinds = await db().query(`SELECT user_id, kind FROM notifications WHERE team_id = $1 ORDER BY created_at, kind`, [team.id]);
    expect(kinds).toEqual([
      { user_id: accounts.captain.userId, kind: 'team_invitation' },
      { user_id: accounts.leader.userId, kind: 'invitation_accepted' },
      { user_id: accounts.captain.userId, kind: 'role_changed' },
      { user_id: accounts.captain.userId, kind: 'role_changed' },
      { user_id: accounts.captain.userId, kind: 'role_changed' },
    ]);
  });

  it('archives a team whose last member leaves, lapsing its invitations', async () => {
    const team = await f.team({ gameId: game.id, regionId: region.id });
    await f.member(team, asUser(accounts.leader), { role: 'leader' });
    await f.member(team, asUser(accounts.member), { status: 'pending' });
    const res = await t.gql(M.leave, { t: team.id }, accounts.leader.token);
    expect(res.errors).toBeUndefined();
    const [row] = await db().query(`SELECT archived_at FROM teams WHERE team_id = $1`, [team.id]);
    expect(row.archived_at).toBeInstanceOf(Date);
    expectGraphQLError(await t.gql(M.respond, { t: team.id, a: true }, accounts.member.token), 'NOT_FOUND', Messages.invitationMissing);
  });
});

describe('failing team manager writes', () => {
  it('refuses bad team names, unknown games and regions, and taken names whatever the case', async () => {
    const create = (name: string, gameId = game.id, regionId = region.id) =>
      t.gql(graphql(`mutation TeamManagerCreateTeam2($i: CreateTeamInput!) { createTeam(input: $i) { id } }`), { i: { name, gameId, regionId } }, accounts.coLeader.token);
    const before = await db().query(`SELECT count(*)::int AS n FROM teams`);
    for (const name of ['', '   ', 'Nineteen characters', 'Bad-Name']) expectGraphQLError(await create(name), 'BAD_USER_INPUT', Messages.teamNameInvalid);
    // NUL is refused at the GraphQL door, before the service
    expectGraphQLError(await create('x\u0000y'), 'BAD_USER_INPUT', Messages.inputUnsafeText);
    expectGraphQLError(await create('Fine', '00000000-0000-4000-8000-000000000000'), 'BAD_USER_INPUT', Messages.gameInvalid);
    expectGraphQLError(await create('Fine', game.id, 'nope'), 'BAD_USER_INPUT', Messages.regionInvalid);
    expect(await db().query(`SELECT count(*)::int AS n FROM teams`)).toEqual(before);
    expect((await create('Taken Name')).errors).toBeUndefined();
    expectGraphQLError(await create('  taken   NAME '), 'CONFLICT', Messages.teamNameTaken);
  });

  it('refuses to create a team as someone else (REST _user_id)', async () => {
    const res = await createTeamByRest('Impostors', accounts.leader.userId, accounts.stranger.token);
    expectRestError(res, 403, 'FORBIDDEN', Messages.teamCreateAsSelf);
  });

  it('refuses inviting an unknown user, a member, or someone already invited', async () => {
    const { team, target } = await freshTeam();
    const invite = (u: string) => t.gql(M.invite, { t: team.id, u }, accounts.leader.token);
    expectGraphQLError(await invite('nobodyhere'), 'NOT_FOUND', 'User not found');
    expectGraphQLError(await invite('!!!'), 'BAD_USER_INPUT', Messages.inviteUserNameRequired);
    expectGraphQLError(await invite(target.userName), 'CONFLICT', Messages.teamAlreadyMember);
    expectGraphQLError(await invite(accounts.invited.userName), 'CONFLICT', Messages.teamAlreadyInvited);
    const rest = await t.rest('POST', '/api/team/send-team-invite', { user_name: 'nobodyhere', team_id: team.id }, accounts.leader.token);
    expectRestError(rest, 404, 'NOT_FOUND', 'User not found');
  });

  it('keeps the role rules: no promoting a co-leader, no demoting or kicking the leader, no demoting below member', async () => {
    const { team, target } = await freshTeam();
    expectGraphQLError(await t.gql(M.promote, { t: team.id, u: accounts.coLeader.userId }, accounts.leader.token), 'FORBIDDEN', Messages.teamPromoteTarget);
    expectGraphQLError(await t.gql(M.demote, { t: team.id, u: accounts.leader.userId }, accounts.coLeader.token), 'FORBIDDEN', Messages.teamDemoteLeader);
    expectGraphQLError(await t.gql(M.remove, { t: team.id, u: accounts.leader.userId }, accounts.coLeader.token), 'FORBIDDEN', Messages.teamKickLeader);
    expectGraphQLError(await t.gql(M.demote, { t: team.id, u: target.id }, accounts.leader.token), 'BAD_USER_INPUT', Messages.teamDemoteBottom);
    expectGraphQLError(await t.gql(M.promote, { t: team.id, u: 'not-a-uuid' }, accounts.leader.token), 'BAD_USER_INPUT', Messages.invalidId);
    const rest = await t.rest('PUT', '/api/teams/update-team-status', { user_id: target.id, team_id: team.id, team_status: 'crown' }, accounts.leader.token);
    expectRestError(rest, 400, 'BAD_USER_INPUT', Messages.teamRoleActionInvalid);
    const asOther = await t.rest('PUT', '/api/team/update-team-status', { user_id: accounts.leader.userId, team_id: team.id, new_status: 'approved' }, accounts.invited.token);
    expectRestError(asOther, 403, 'FORBIDDEN', Messages.actAsSelfOnly);
    expectRestError(await t.rest('DELETE', '/api/team/delete-team-user', { team_id: team.id, user_id: target.id }), 401, 'UNAUTHENTICATED', Messages.unauthenticated);
  });
});

describe('races', () => {
  it('two co-leaders kicking each other at once: one wins, the roster stays valid', async () => {
    const team = await f.team({ gameId: game.id, regionId: region.id });
    await f.member(team, asUser(accounts.leader), { role: 'leader' });
    await f.member(team, asUser(accounts.coLeader), { role: 'co-leader' });
    await f.member(team, asUser(accounts.captain), { role: 'co-leader' });
    const results = await Promise.all([
      t.gql(M.remove, { t: team.id, u: accounts.captain.userId }, accounts.coLeader.token),
      t.gql(M.remove, { t: team.id, u: accounts.coLeader.userId }, accounts.captain.token),
    ]);
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expectGraphQLError(results.find((r) => r.errors)!, 'FORBIDDEN', Messages.teamManageForbidden);
    const approved = (await rosterOf(team)).filter((m: any) => m.status === 'approved');
    expect(approved.map((m: any) => m.roles).sort()).toEqual(['co-leader', 'leader']);
  });

  it('one invitation accepted twice at once: one answer, one approved row', async () => {
    const team = await f.team({ gameId: game.id, regionId: region.id });
    await f.member(team, asUser(accounts.leader), { role: 'leader' });
    await f.member(team, asUser(accounts.invited), { status: 'pending', invitedById: accounts.leader.userId });
    const results = await Promise.all([1, 2].map(() => t.gql(M.respond, { t: team.id, a: true }, accounts.invited.token)));
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expectGraphQLError(results.find((r) => r.errors)!, 'NOT_FOUND', Messages.invitationMissing);
    const accepted = await db().query(`SELECT count(*)::int AS n FROM notifications WHERE team_id = $1 AND kind = 'invitation_accepted'`, [team.id]);
    expect(accepted).toEqual([{ n: 1 }]);
  });

  it('two leadership hand-overs at once: one wins, exactly one leader', async () => {
    const team = await f.team({ gameId: game.id, regionId: region.id });
    await f.member(team, asUser(accounts.leader), { role: 'leader' });
    await f.member(team, asUser(accounts.member));
    await f.member(team, asUser(accounts.captain));
    const results = await Promise.all(
      [accounts.member, accounts.captain].map((to) => t.gql(M.transfer, { t: team.id, u: to.userId }, accounts.leader.token)),
    );
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expectGraphQLError(results.find((r) => r.errors)!, 'FORBIDDEN', Messages.teamTransferLeaderOnly);
    const leaders = (await rosterOf(team)).filter((m: any) => m.roles === 'leader' && m.status === 'approved');
    expect(leaders).toHaveLength(1);
  });
});
