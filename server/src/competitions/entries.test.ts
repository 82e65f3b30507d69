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
 * Entries stay truthful (issue 22, item 5), on both doors: an invitation ends with the decision; a team staff declined
 * or kicked re-enters only through staff; a team cancels its own pending request.
 */
let t: TestApp;
let f: CommunityFixtures;
const db = () => t.app.deps.dataSource.manager;
const asUser = (a: Account) => ({ id: a.userId }) as User;

let owner: Account;
let captain: Account;
let member: Account;
let game: { id: string };
let region: { id: string };
let platform: Platform;
let organizer: { id: string };

const CREATE = graphql(`mutation EntriesLadder($i: CreateLadderInput!) { createLadder(input: $i) { id } }`);
const JOIN = graphql(`mutation EntriesJoin($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status invitedBy { id } } }`);
const INVITE = graphql(`mutation EntriesInvite($l: ID!, $team: String!) { inviteTeamToLadder(leagueId: $l, team: $team) { status invitedBy { id } } }`);
const DECIDE = graphql(`mutation EntriesDecide($l: ID!, $t: ID!, $d: EntryDecision!) { decideLadderTeam(leagueId: $l, teamId: $t, decision: $d) { status } }`);
const CANCEL = graphql(`mutation EntriesCancel($l: ID!, $t: ID!) { cancelLadderEntry(leagueId: $l, teamId: $t) { id viewerPendingEntries { teamId } viewerJoinableTeams { id } } }`);
const STATE = graphql(`query EntriesState($l: String!) { league(param: $l) { viewerPendingEntries { teamId status invitedBy { id } } viewerJoinableTeams { id } } }`);
const CREATE_TOURNAMENT = graphql(`mutation EntriesTournament($i: CreateTournamentInput!) { createTournament(input: $i) { id } }`);
const JOIN_TOURNAMENT = graphql(`mutation EntriesJoinTournament($id: ID!, $t: ID!) { joinTournament(tournamentId: $id, teamId: $t) { status } }`);
const DECIDE_TOURNAMENT = graphql(`mutation EntriesDecideTournament($id: ID!, $t: ID!, $d: EntryDecision!) { decideTournamentTeam(tournamentId: $id, teamId: $t, decision: $d) { status } }`);
const CANCEL_TOURNAMENT = graphql(`mutation EntriesCancelTournament($id: ID!, $t: ID!) { cancelTournamentEntry(tournamentId: $id, teamId: $t) { id viewerPendingEntries { teamId } viewerJoinableTeams { id } } }`);

let seq = 0;
async function ladder(openEntry: boolean) {
  const input = { organizerId: organizer.id, name: `Entries ${++seq}`, startDate: '2026-01-01', endDate: '2027-12-31', platformId: platform.id, gameId: game.id, regionId: region.id, openEntry };
  const res = await t.gql(CREATE, { i: input }, owner.token);
  expect(res.errors).toBeUndefined();
  return res.data!.createLadder as { id: string };
}
async function team(): Promise<Team> {
  const created = await f.team({ gameId: game.id, regionId: region.id });
  await f.member(created, asUser(captain), { role: 'leader' });
  await f.member(created, asUser(member));
  return created;
}
const entryOf = async (leagueId: string, teamId: string) =>
  (await db().query(`SELECT status, invited_by, reentry_by_staff FROM league_participants WHERE league_id = $1 AND team_id = $2`, [leagueId, teamId]))[0] ?? null;

beforeAll(async () => {
  t = await startTestApp(__filename);
  f = communityFixtures(db());
  [owner, captain, member] = await Promise.all(['entryowner', 'entrycaptain', 'entrymember'].map((n) => signUp(t, n)));
  game = await f.game({ title: 'Entries Game', metrics: [{ name: 'Kills', type: 'Number', active: 'true' }] });
  region = await f.region({ title: 'Entries Region' });
  platform = await db().getRepository(Platform).save({ title: 'Entries PC', picture: null });
  await db().query(`INSERT INTO competition_categories (comp_cat_id, comp_cat_title) VALUES (1, 'Ladder') ON CONFLICT DO NOTHING`);
  organizer = await f.organizer(asUser(owner), { name: 'Entries Org' });
});
afterAll(() => t?.stop());

describe('an invitation ends with the decision', () => {
  it('GraphQL: a team staff invited and then declined joins an approval-only ladder as a request, never approved by joining twice', async () => {
    const league = await ladder(false);
    const a = await team();
    expect((await t.gql(INVITE, { l: league.id, team: a.id }, owner.token)).data).toEqual({ inviteTeamToLadder: { status: 'PENDING', invitedBy: { id: owner.userId } } });
    expect((await t.gql(DECIDE, { l: league.id, t: a.id, d: 'DECLINE' }, owner.token)).data).toEqual({ decideLadderTeam: { status: 'DECLINED' } });
    expect(await entryOf(league.id, a.id)).toEqual({ status: 'declined', invited_by: null, reentry_by_staff: true });

    expect((await t.gql(JOIN, { l: league.id, t: a.id }, captain.token)).data).toEqual({ joinLadder: { status: 'PENDING', invitedBy: null } });
    expectGraphQLError(await t.gql(JOIN, { l: league.id, t: a.id }, captain.token), 'CONFLICT', Messages.joinAlreadyPending);
    expect(await entryOf(league.id, a.id)).toMatchObject({ status: 'pending', invited_by: null });
  });

  it('REST: a team invited, accepted and then kicked re-enters as a request; its second join is refused, not approved', async () => {
    const league = await ladder(false);
    const a = await team();
    const invited = await t.rest('POST', '/api/league/invite-team', { league_id: league.id, team_name: a.name }, owner.token);
    expect(invited.status).toBe(201);
    const join = () => t.rest('POST', '/api/league/auto-join', { p_league_id: league.id, p_team_id: a.id }, captain.token);
    expect((await join()).body.data.status).toBe('approved');
    const kicked = await t.rest('PUT', '/api/league/update-ladder-team-status', { league_id: league.id, team_id: a.id, new_status: 'kicked' }, owner.token);
    expect(kicked.body.data.status).toBe('declined');
    expect(await entryOf(league.id, a.id)).toEqual({ status: 'declined', invited_by: null, reentry_by_staff: true });

    const again = await join();
    expect(again.status).toBe(201);
    expect(again.body.data.status).toBe('pending');
    expectRestError(await join(), 409, 'CONFLICT', Messages.joinAlreadyPending);
    expect(await entryOf(league.id, a.id)).toMatchObject({ status: 'pending', invited_by: null });
  });

  it("REST: staff declining their own invitation (still pending) clears it: the team's joins wait for staff", async () => {
    const league = await ladder(false);
    const a = await team();
    await t.rest('POST', '/api/league/invite-team', { league_id: league.id, team_id: a.id }, owner.token);
    await t.rest('PUT', '/api/league/update-ladder-team-status', { league_id: league.id, team_id: a.id, new_status: 'declined' }, owner.token);
    const join = () => t.rest('POST', '/api/league/auto-join', { p_league_id: league.id, p_team_id: a.id }, captain.token);
    expect((await join()).body.data.status).toBe('pending');
    expectRestError(await join(), 409, 'CONFLICT', Messages.joinAlreadyPending);
  });
});

describe('a kicked or declined team re-enters only through staff', () => {
  it('an open ladder turns the next join of a kicked team into a pending request; staff approve it or invite it back', async () => {
    const league = await ladder(true);
    const a = await team();
    expect((await t.gql(JOIN, { l: league.id, t: a.id }, captain.token)).data).toEqual({ joinLadder: { status: 'APPROVED', invitedBy: null } });
    await t.gql(DECIDE, { l: league.id, t: a.id, d: 'KICK' }, owner.token);
    expect((await t.gql(JOIN, { l: league.id, t: a.id }, captain.token)).data).toEqual({ joinLadder: { status: 'PENDING', invitedBy: null } });
    const told = await db().query(`SELECT user_id FROM notifications WHERE league_id = $1 AND kind = 'join_request'`, [league.id]);
    expect(told.map((r: { user_id: string }) => r.user_id)).toEqual([owner.userId]);
    expect((await t.gql(DECIDE, { l: league.id, t: a.id, d: 'APPROVE' }, owner.token)).data).toEqual({ decideLadderTeam: { status: 'APPROVED' } });

    // Kicked again, then invited back by staff: joining accepts the invitation at once.
    await t.gql(DECIDE, { l: league.id, t: a.id, d: 'KICK' }, owner.token);
    await t.gql(INVITE, { l: league.id, team: a.id }, owner.token);
    expect((await t.gql(JOIN, { l: league.id, t: a.id }, captain.token)).data).toEqual({ joinLadder: { status: 'APPROVED', invitedBy: { id: owner.userId } } });
  });

  it('REST: an open ladder turns the next join of a declined team into a request too', async () => {
    const league = await ladder(false);
    const a = await team();
    await t.rest('POST', '/api/league/auto-join', { p_league_id: league.id, p_team_id: a.id }, captain.token);
    await t.rest('PUT', '/api/league/update-ladder-team-status', { league_id: league.id, team_id: a.id, new_status: 'declined' }, owner.token);
    await t.rest('PUT', `/api/league/update-ladder-settings/${league.id}`, { open_entry: true }, owner.token);
    const again = await t.rest('POST', '/api/league/auto-join', { p_league_id: league.id, p_team_id: a.id }, captain.token);
    expect(again.body.data.status).toBe('pending');
  });
});

describe('a team cancels its own pending request', () => {
  it('GraphQL: the request goes, the Join button comes back; nothing to cancel is NOT_FOUND; members other than leaders cannot', async () => {
    const league = await ladder(false);
    const a = await team();
    await t.gql(JOIN, { l: league.id, t: a.id }, captain.token);
    const before = (await t.gql(STATE, { l: league.id }, captain.token)).data!.league as { viewerPendingEntries: unknown[]; viewerJoinableTeams: Array<{ id: string }> };
    expect(before.viewerPendingEntries).toEqual([{ teamId: a.id, status: 'PENDING', invitedBy: null }]);
    expect(before.viewerJoinableTeams).not.toContainEqual({ id: a.id });
    expectGraphQLError(await t.gql(CANCEL, { l: league.id, t: a.id }, member.token), 'FORBIDDEN', Messages.onlyLeadersRegister);
    expectGraphQLError(await t.gql(CANCEL, { l: league.id, t: a.id }), 'UNAUTHENTICATED', Messages.unauthenticated);
    expect(await entryOf(league.id, a.id)).toMatchObject({ status: 'pending' });

    const after = (await t.gql(CANCEL, { l: league.id, t: a.id }, captain.token)).data!.cancelLadderEntry as { id: string; viewerPendingEntries: unknown[]; viewerJoinableTeams: Array<{ id: string }> };
    expect(after).toMatchObject({ id: league.id, viewerPendingEntries: [] });
    expect(after.viewerJoinableTeams).toContainEqual({ id: a.id });
    expect(await entryOf(league.id, a.id)).toBeNull();
    expectGraphQLError(await t.gql(CANCEL, { l: league.id, t: a.id }, captain.token), 'NOT_FOUND', Messages.entryNothingToCancel);
  });

  it('REST: a team staff kicked that cancels its new request stays turned away, and staff have nothing left to decide', async () => {
    const league = await ladder(true);
    const a = await team();
    await t.rest('POST', '/api/league/auto-join', { p_league_id: league.id, p_team_id: a.id }, captain.token);
    await t.rest('PUT', '/api/league/update-ladder-team-status', { league_id: league.id, team_id: a.id, new_status: 'kicked' }, owner.token);
    await t.rest('POST', '/api/league/auto-join', { p_league_id: league.id, p_team_id: a.id }, captain.token);
    const cancelled = await t.rest('POST', '/api/league/cancel-join-request', { league_id: league.id, team_id: a.id }, captain.token);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual({ message: 'Request cancelled.', data: { league_id: league.id, team_id: a.id } });
    expect(await entryOf(league.id, a.id)).toEqual({ status: 'declined', invited_by: null, reentry_by_staff: true });
    expectRestError(
      await t.rest('PUT', '/api/league/update-ladder-team-status', { league_id: league.id, team_id: a.id, new_status: 'approved' }, owner.token),
      404,
      'NOT_FOUND',
      Messages.ladderTeamNotPending,
    );
    const again = await t.rest('POST', '/api/league/auto-join', { p_league_id: league.id, p_team_id: a.id }, captain.token);
    expect(again.body.data.status).toBe('pending');
    expectRestError(await t.rest('POST', '/api/league/cancel-join-request', { league_id: league.id, team_id: a.id }, member.token), 403, 'FORBIDDEN', Messages.onlyLeadersRegister);
  });

  it("declines staff's invitation by cancelling it: the invitation is gone and joining an approval-only ladder waits for staff", async () => {
    const league = await ladder(false);
    const a = await team();
    await t.gql(INVITE, { l: league.id, team: a.id }, owner.token);
    const invited = (await t.gql(STATE, { l: league.id }, captain.token)).data!.league as { viewerPendingEntries: unknown[]; viewerJoinableTeams: Array<{ id: string }> };
    expect(invited.viewerPendingEntries).toEqual([{ teamId: a.id, status: 'PENDING', invitedBy: { id: owner.userId } }]);
    // An invitation is accepted by joining: the team is offered.
    expect(invited.viewerJoinableTeams).toContainEqual({ id: a.id });
    expect((await t.gql(CANCEL, { l: league.id, t: a.id }, captain.token)).errors).toBeUndefined();
    expect(await entryOf(league.id, a.id)).toBeNull();
    expect((await t.gql(JOIN, { l: league.id, t: a.id }, captain.token)).data).toEqual({ joinLadder: { status: 'PENDING', invitedBy: null } });
  });

  it('tournaments: a team cancels its request on both doors; a declined team asks again and waits for staff', async () => {
    const startTime = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const input = { organizerId: organizer.id, name: `Entries Cup ${++seq}`, size: 4, gameId: game.id, regionId: region.id, platformId: platform.id, format: 'SINGLE_ELIMINATION' as const, startTime };
    const created = await t.gql(CREATE_TOURNAMENT, { i: input }, owner.token);
    expect(created.errors).toBeUndefined();
    const id = (created.data!.createTournament as { id: string }).id;
    const a = await team();
    const status = async () => (await db().query(`SELECT status, reentry_by_staff FROM tourney_participants WHERE tournament_id = $1 AND team_id = $2`, [id, a.id]))[0] ?? null;

    expect((await t.gql(JOIN_TOURNAMENT, { id, t: a.id }, captain.token)).data).toEqual({ joinTournament: { status: 'PENDING' } });
    const after = (await t.gql(CANCEL_TOURNAMENT, { id, t: a.id }, captain.token)).data!.cancelTournamentEntry as { viewerPendingEntries: unknown[]; viewerJoinableTeams: Array<{ id: string }> };
    expect(after.viewerPendingEntries).toEqual([]);
    expect(after.viewerJoinableTeams).toContainEqual({ id: a.id });
    expect(await status()).toBeNull();

    await t.gql(JOIN_TOURNAMENT, { id, t: a.id }, captain.token);
    expect((await t.gql(DECIDE_TOURNAMENT, { id, t: a.id, d: 'DECLINE' }, owner.token)).data).toEqual({ decideTournamentTeam: { status: 'DECLINED' } });
    expect(await status()).toEqual({ status: 'declined', reentry_by_staff: true });
    expect((await t.gql(JOIN_TOURNAMENT, { id, t: a.id }, captain.token)).data).toEqual({ joinTournament: { status: 'PENDING' } });
    const cancelled = await t.rest('POST', '/api/tourney/cancel-join-request', { tourney_id: id, team_id: a.id }, captain.token);
    expect(cancelled.body).toEqual({ message: 'Request cancelled.', data: { tourney_id: id, team_id: a.id } });
    expect(await status()).toEqual({ status: 'declined', reentry_by_staff: true });
    expectRestError(await t.rest('POST', '/api/tourney/cancel-join-request', { tourney_id: id, team_id: a.id }, captain.token), 404, 'NOT_FOUND', Messages.entryNothingToCancel);
  });
});
