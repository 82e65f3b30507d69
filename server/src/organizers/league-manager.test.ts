import { signUp, type Account } from '../../test/accounts';
import { expectGraphQLError, expectRestError } from '../../test/errors';
import { startTestApp, type TestApp } from '../../test/harness';
import { describeAuthorizationMatrix, type MatrixAction } from '../../test/matrix';
import { Messages } from '../core/messages';
import { pageFixtures, type PageFixtures } from '../../test/factories/pages';
import type { User } from '../users';
import { communityFixtures, type CommunityFixtures } from '../../test/factories/community';
import type { Organizer } from './organizers.entities';
import { graphql } from '../../test/gql';

let t: TestApp;
let f: CommunityFixtures;
let pages: PageFixtures;
const db = () => t.app.deps.dataSource.manager;
const asUser = (a: Account) => ({ id: a.userId }) as User;

type Actor = 'anonymous' | 'stranger' | 'invited' | 'modUnassigned' | 'modAssigned' | 'admin' | 'superAdmin' | 'owner';
const ACTORS: Actor[] = ['anonymous', 'stranger', 'invited', 'modUnassigned', 'modAssigned', 'admin', 'superAdmin', 'owner'];
let accounts: Record<Exclude<Actor, 'anonymous'>, Account>;
const tokenOf = (actor: Actor) => (actor === 'anonymous' ? undefined : accounts[actor].token);

/** A fresh organizer with every actor on its staff, a ladder the assigned mod serves, and fixture staff to act on. */
async function freshOrganizer() {
  const organizer = await f.organizer(asUser(accounts.owner));
  const ladder = await pages.league(organizer);
  await f.staff(organizer, asUser(accounts.superAdmin), { role: 'super_admin' });
  await f.staff(organizer, asUser(accounts.admin), { role: 'admin' });
  await f.staff(organizer, asUser(accounts.modAssigned), { role: 'mod', assignment: [ladder.id] });
  await f.staff(organizer, asUser(accounts.modUnassigned), { role: 'mod' });
  await f.staff(organizer, asUser(accounts.invited), { role: 'mod', status: 'pending', invitedById: accounts.owner.userId });
  const [targetMod, targetAdmin, targetSuper, newcomer] = await Promise.all([f.user(), f.user(), f.user(), f.user()]);
  await f.staff(organizer, targetMod, { role: 'mod' });
  await f.staff(organizer, targetAdmin, { role: 'admin' });
  await f.staff(organizer, targetSuper, { role: 'super_admin' });
  return { organizer, ladder, targetMod, targetAdmin, targetSuper, newcomer };
}
type Fresh = Awaited<ReturnType<typeof freshOrganizer>>;

const rowsOf = async (organizer: Organizer) => ({
  staff: await db().query(`SELECT user_id, roles, status, assignment FROM organizer_staff WHERE organizer_id = $1 ORDER BY user_id`, [organizer.id]),
  organizer: await db().query(`SELECT * FROM organizers WHERE organizer_id = $1`, [organizer.id]),
  notifications: await db().query(`SELECT count(*)::int AS n FROM notifications WHERE organizer_id = $1`, [organizer.id]),
});

const M = {
  invite: graphql(`mutation LeagueManagerInvite($o: ID!, $u: String!, $r: StaffRole) { inviteStaff(organizerId: $o, userName: $u, role: $r) { role status } }`),
  respond: graphql(`mutation LeagueManagerRespond($o: ID!, $a: Boolean!) { respondToStaffInvitation(organizerId: $o, accept: $a) { status } }`),
  promote: graphql(`mutation LeagueManagerPromote($o: ID!, $u: ID!) { promoteStaff(organizerId: $o, userId: $u) { role } }`),
  demote: graphql(`mutation LeagueManagerDemote($o: ID!, $u: ID!) { demoteStaff(organizerId: $o, userId: $u) { role } }`),
  remove: graphql(`mutation LeagueManagerRemove($o: ID!, $u: ID!) { removeStaff(organizerId: $o, userId: $u) { status } }`),
  leave: graphql(`mutation LeagueManagerLeave($o: ID!) { leaveStaff(organizerId: $o) { status } }`),
  assign: graphql(`mutation LeagueManagerAssign($o: ID!, $u: ID!, $l: [ID!]!) { setStaffAssignment(organizerId: $o, userId: $u, leagueIds: $l) { assignedLeagueIds } }`),
  transfer: graphql(`mutation LeagueManagerTransfer($o: ID!, $u: ID!) { transferOrganizerOwnership(organizerId: $o, userId: $u) { id owner { id } } }`),
};

type Action = MatrixAction<Actor, Fresh>;
const managers: Actor[] = ['superAdmin', 'owner'];
const forbidden = (): [string, string] => ['FORBIDDEN', Messages.staffManageForbidden];

const ACTIONS: Action[] = [
  { name: 'invite a mod', run: ({ organizer, newcomer }, token) => t.gql(M.invite, { o: organizer.id, u: newcomer.userName }, token), allowed: managers, refusal: forbidden },
  { name: 'promote a mod', run: ({ organizer, targetMod }, token) => t.gql(M.promote, { o: organizer.id, u: targetMod.id }, token), allowed: managers, refusal: forbidden },
  { name: 'demote an admin', run: ({ organizer, targetAdmin }, token) => t.gql(M.demote, { o: organizer.id, u: targetAdmin.id }, token), allowed: managers, refusal: forbidden },
  { name: 'kick a mod', run: ({ organizer, targetMod }, token) => t.gql(M.remove, { o: organizer.id, u: targetMod.id }, token), allowed: managers, refusal: forbidden },
  {
    name: 'assign a ladder',
    run: ({ organizer, targetMod, ladder }, token) => t.gql(M.assign, { o: organizer.id, u: targetMod.id, l: [ladder.id] }, token),
    allowed: managers,
    refusal: forbidden,
  },
  {
    name: 'hand over ownership',
    run: ({ organizer, targetSuper }, token) => t.gql(M.transfer, { o: organizer.id, u: targetSuper.id }, token),
    allowed: ['owner'],
    refusal: () => ['FORBIDDEN', Messages.staffTransferOwnerOnly],
  },
  {
    name: 'join (accept the invitation)',
    run: ({ organizer }, token) => t.gql(M.respond, { o: organizer.id, a: true }, token),
    allowed: ['invited'],
    refusal: () => ['NOT_FOUND', Messages.invitationMissing],
  },
  {
    name: 'leave',
    run: ({ organizer }, token) => t.gql(M.leave, { o: organizer.id }, token),
    allowed: ['modUnassigned', 'modAssigned', 'admin', 'superAdmin'],
    refusal: (actor) => (actor === 'owner' ? ['FORBIDDEN', Messages.staffOwnerLeave] : ['NOT_FOUND', Messages.staffNotOnStaff]),
  },
];

beforeAll(async () => {
  t = await startTestApp(__filename);
  f = communityFixtures(db());
  pages = pageFixtures(db());
  const names = ['stranger', 'invited', 'modunassigned', 'modassigned', 'admin', 'superadmin', 'owner'];
  const [stranger, invited, modUnassigned, modAssigned, admin, superAdmin, owner] = await Promise.all(names.map((name) => signUp(t, name)));
  accounts = { stranger, invited, modUnassigned, modAssigned, admin, superAdmin, owner };
});
afterAll(() => t?.stop());

describeAuthorizationMatrix('authorization matrix: every league manager write x every actor', {
  actors: ACTORS,
  actions: ACTIONS,
  tokenOf,
  fresh: freshOrganizer,
  rows: (fresh) => rowsOf(fresh.organizer),
});

describe('successful league manager flows', () => {
  it('creates an organization (GraphQL and REST): normalised name, approved owner, announcement wall', async () => {
    const res = await t.gql(
      graphql(`mutation LeagueManagerCreateOrganizer($n: String!) { createOrganizer(name: $n) { name owner { id } staff { role status user { id } } announcementWall { id } viewerStaff { role } } }`),
      { n: ' Frost  &  Fire!! Cups ' },
      accounts.stranger.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.createOrganizer).toMatchObject({
      name: 'Frost Fire Cups',
      owner: { id: accounts.stranger.userId },
      staff: [{ role: 'OWNER', status: 'APPROVED', user: { id: accounts.stranger.userId } }],
      viewerStaff: { role: 'OWNER' },
    });
    const rest = await t.rest('POST', '/api/organizer/create-organizer', { org_name: 'Rest Org', user_id: accounts.invited.userId }, accounts.invited.token);
    expect(rest.status).toBe(201);
    expect(rest.body.data).toMatchObject({ org_name: 'Rest Org', user_id: accounts.invited.userId });
    expectGraphQLError(await t.gql(graphql(`mutation LeagueManagerCreateOrganizer2 { createOrganizer(name: "rest ORG") { id } }`), {}, accounts.admin.token), 'CONFLICT', Messages.organizerNameTaken);
    expectGraphQLError(await t.gql(graphql(`mutation LeagueManagerCreateOrganizer3 { createOrganizer(name: "!!!") { id } }`), {}, accounts.admin.token), 'BAD_USER_INPUT', Messages.organizerNameRequired);
  });

  it('walks staff through REST: invite, accept, role, assignment, lists, hand-over and kick', async () => {
    const organizer = await f.organizer(asUser(accounts.owner));
    const ladder = await pages.league(organizer);
    const other = await pages.league(await f.organizer(asUser(accounts.stranger)));
    const invited = await t.rest('POST', '/api/organizer/send-org-invite', { user_name: accounts.admin.userName, organizer_id: organizer.id }, accounts.owner.token);
    expect(invited.body.data).toMatchObject({ user_id: accounts.admin.userId, roles: 'mod', status: 'pending' });
    const mine = await t.rest('GET', `/api/organizer/get-user-organizations/${accounts.admin.userId}`, undefined, accounts.admin.token);
    expect(mine.body.data.filter((o: any) => o.organizer_id === organizer.id)).toEqual([expect.objectContaining({ status: 'pending', roles: 'mod' })]);
    const joined = await t.rest('PUT', '/api/organizer/update-org-status', { user_id: accounts.admin.userId, organizer_id: organizer.id, new_status: 'approved' }, accounts.admin.token);
    expect(joined.body.data.status).toBe('approved');
    const promoted = await t.rest('PATCH', '/api/organizer/update-staff', { organizer_id: organizer.id, user_id: accounts.admin.userId, roles: 'admin', assignment: [ladder.id] }, accounts.owner.token);
    expect(promoted.body.data).toMatchObject({ roles: 'admin', assignment: [ladder.id], ladder_assignment: [ladder.id] });
    const foreign = await t.rest('PATCH', '/api/organizer/update-staff', { organizer_id: organizer.id, user_id: accounts.admin.userId, assignment: [other.id] }, accounts.owner.token);
    expectRestError(foreign, 400, 'BAD_USER_INPUT', Messages.staffAssignmentInvalid);
    const staff = await t.rest('POST', '/api/organizer/get-league-staff', { organizerId: organizer.id }, accounts.owner.token);
    expect(staff.body.map((s: any) => [s.user_name, s.roles])).toEqual([
      [accounts.owner.userName, 'owner'],
      [accounts.admin.userName, 'admin'],
    ]);
    const ladderStaff = await t.rest('POST', '/api/league/get-league-staff', { organizerId: organizer.id, leagueId: ladder.id });
    expect(ladderStaff.body.map((s: any) => s.user_name).sort()).toEqual([accounts.admin.userName, accounts.owner.userName].sort());
    await t.rest('PATCH', '/api/organizer/update-staff', { organizer_id: organizer.id, user_id: accounts.admin.userId, roles: 'super_admin' }, accounts.owner.token);
    const handed = await t.gql(M.transfer, { o: organizer.id, u: accounts.admin.userId }, accounts.owner.token);
    expect(handed.data!.transferOrganizerOwnership).toEqual({ id: organizer.id, owner: { id: accounts.admin.userId } });
    const kicked = await t.rest('POST', '/api/organizer/delete-staff', { organizer_id: organizer.id, user_id: accounts.owner.userId }, accounts.admin.token);
    expect(kicked.body.data).toMatchObject({ user_id: accounts.owner.userId });
    const owners = await db().query(`SELECT user_id FROM organizer_staff WHERE organizer_id = $1 AND roles = 'owner'`, [organizer.id]);
    expect(owners).toEqual([{ user_id: accounts.admin.userId }]);
  });

  it('lets only staff post on the announcement wall, and everyone reply', async () => {
    const organizer = await f.organizer(asUser(accounts.owner));
    const [{ announcement_wall_id: wallId }] = await db().query(`SELECT announcement_wall_id FROM organizer_page WHERE organizer_id = $1`, [organizer.id]);
    const post = (token: string, parentId?: string) =>
      t.gql(graphql(`mutation LeagueManagerPostComment($i: PostCommentInput!) { postComment(input: $i) { id } }`), { i: { wallId, text: 'Cup on Friday', parentId } }, token);
    expectGraphQLError(await post(accounts.stranger.token), 'FORBIDDEN', Messages.announcementStaffOnly);
    const announcement = await post(accounts.owner.token);
    expect(announcement.errors).toBeUndefined();
    expect((await post(accounts.stranger.token, announcement.data!.postComment.id)).errors).toBeUndefined();
  });
});

describe('failing league manager writes', () => {
  it('keeps ranks: super admins manage only below them and never make super admins; no inviting twice', async () => {
    const { organizer, targetSuper, targetAdmin, newcomer } = await freshOrganizer();
    expectGraphQLError(await t.gql(M.remove, { o: organizer.id, u: targetSuper.id }, accounts.superAdmin.token), 'FORBIDDEN', Messages.staffOutranked);
    expectGraphQLError(await t.gql(M.promote, { o: organizer.id, u: targetAdmin.id }, accounts.superAdmin.token), 'FORBIDDEN', Messages.staffRoleTooHigh);
    expectGraphQLError(await t.gql(M.promote, { o: organizer.id, u: targetSuper.id }, accounts.owner.token), 'BAD_USER_INPUT', Messages.staffPromoteTop);
    expectGraphQLError(
      await t.gql(M.invite, { o: organizer.id, u: newcomer.userName, r: 'SUPER_ADMIN' }, accounts.superAdmin.token),
      'FORBIDDEN',
      Messages.staffRoleTooHigh,
    );
    expectGraphQLError(await t.gql(M.invite, { o: organizer.id, u: accounts.invited.userName }, accounts.owner.token), 'CONFLICT', Messages.staffAlreadyInvited);
    expectGraphQLError(await t.gql(M.invite, { o: organizer.id, u: accounts.admin.userName }, accounts.owner.token), 'CONFLICT', Messages.staffAlreadyMember);
    expectGraphQLError(await t.gql(M.transfer, { o: organizer.id, u: targetAdmin.id }, accounts.owner.token), 'BAD_USER_INPUT', Messages.staffTransferTarget);
    const asOther = await t.rest('PUT', '/api/organizer/update-org-status', { user_id: accounts.owner.userId, organizer_id: organizer.id, new_status: 'approved' }, accounts.invited.token);
    expectRestError(asOther, 403, 'FORBIDDEN', Messages.actAsSelfOnly);
    const bad = await t.rest('PATCH', '/api/organizer/update-staff', { organizer_id: organizer.id, user_id: targetAdmin.id, roles: 'emperor' }, accounts.owner.token);
    expectRestError(bad, 400, 'BAD_USER_INPUT', Messages.staffRoleInvalid);
  });

  it('two ownership hand-overs at once: one wins, exactly one owner', async () => {
    const { organizer, targetSuper } = await freshOrganizer();
    const results = await Promise.all(
      [targetSuper.id, accounts.superAdmin.userId].map((to) => t.gql(M.transfer, { o: organizer.id, u: to }, accounts.owner.token)),
    );
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expectGraphQLError(results.find((r) => r.errors)!, 'FORBIDDEN', Messages.staffTransferOwnerOnly);
    const owners = await db().query(`SELECT count(*)::int AS n FROM organizer_staff WHERE organizer_id = $1 AND roles = 'owner'`, [organizer.id]);
    expect(owners).toEqual([{ n: 1 }]);
  });
});

describe('update-staff and get-user-staff (spec 02 sections 6 and 7, the documented fields)', () => {
  const patch = (body: Record<string, unknown>, token?: string) => t.rest('PATCH', '/api/organizer/update-staff', body, token);
  const placeOf = async (organizer: Organizer, userId: string) =>
    (await db().query(`SELECT roles, status, assignment FROM organizer_staff WHERE organizer_id = $1 AND user_id = $2`, [organizer.id, userId]))[0] ?? null;

  it('lets the owner change the role, assignment and status of another member with the five fields', async () => {
    const { organizer, ladder, targetMod } = await freshOrganizer();
    const res = await patch({ organizer_id: organizer.id, user_id: targetMod.id, roles: 'admin', assignment: [ladder.id], status: 'approved' }, accounts.owner.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      organizer_id: organizer.id,
      user_id: targetMod.id,
      roles: 'admin',
      status: 'approved',
      assignment: [ladder.id],
      ladder_assignment: [ladder.id],
    });
    // A super admin withdraws an invitation with status declined.
    const withdrawn = await patch({ organizer_id: organizer.id, user_id: accounts.invited.userId, roles: 'mod', assignment: [], status: 'declined' }, accounts.superAdmin.token);
    expect(withdrawn.body.data).toMatchObject({ user_id: accounts.invited.userId, status: 'declined' });
    expect(await placeOf(organizer, accounts.invited.userId)).toEqual({ roles: 'mod', status: 'declined', assignment: [] });
  });

  it('lets the invitee answer with the five fields (their role and assignment resent unchanged), and a member leave', async () => {
    const { organizer, ladder } = await freshOrganizer();
    await db().query(`UPDATE organizer_staff SET assignment = ARRAY[$1::uuid] WHERE organizer_id = $2 AND user_id = $3`, [ladder.id, organizer.id, accounts.invited.userId]);
    const joined = await patch({ organizer_id: organizer.id, user_id: accounts.invited.userId, roles: 'mod', assignment: [ladder.id], status: 'approved' }, accounts.invited.token);
    expect(joined.status).toBe(200);
    expect(joined.body.data).toMatchObject({ user_id: accounts.invited.userId, roles: 'mod', status: 'approved', assignment: [ladder.id] });
    const left = await patch({ organizer_id: organizer.id, user_id: accounts.modUnassigned.userId, status: 'left' }, accounts.modUnassigned.token);
    expect(left.status).toBe(200);
    expect(left.body.data).toMatchObject({ user_id: accounts.modUnassigned.userId, status: 'left' });
    expect(await placeOf(organizer, accounts.modUnassigned.userId)).toBeNull();
  });

  it('refuses a call in part wrong as a whole, committing nothing', async () => {
    const { organizer, targetMod, targetAdmin } = await freshOrganizer();
    const before = await rowsOf(organizer);
    // The invitee may answer, not promote themself: the answer is not kept either.
    expectRestError(
      await patch({ organizer_id: organizer.id, user_id: accounts.invited.userId, roles: 'admin', assignment: [], status: 'approved' }, accounts.invited.token),
      403,
      'FORBIDDEN',
      Messages.staffChangeOwn,
    );
    // Only the member accepts an invitation; the owner's role change in the same call is not kept.
    expectRestError(
      await patch({ organizer_id: organizer.id, user_id: accounts.invited.userId, roles: 'admin', assignment: [], status: 'approved' }, accounts.owner.token),
      403,
      'FORBIDDEN',
      Messages.actAsSelfOnly,
    );
    // A mod manages nobody; a super admin not their peers.
    expectRestError(await patch({ organizer_id: organizer.id, user_id: targetMod.id, roles: 'admin', status: 'approved' }, accounts.modAssigned.token), 403, 'FORBIDDEN', Messages.staffManageForbidden);
    expectRestError(await patch({ organizer_id: organizer.id, user_id: targetAdmin.id, roles: 'super_admin' }, accounts.superAdmin.token), 403, 'FORBIDDEN', Messages.staffRoleTooHigh);
    expectRestError(await patch({ organizer_id: organizer.id, user_id: targetMod.id, status: 'retired' }, accounts.owner.token), 400, 'BAD_USER_INPUT', Messages.staffUpdateStatusInvalid);
    expectRestError(await patch({ organizer_id: organizer.id, user_id: targetMod.id }, accounts.owner.token), 400, 'BAD_USER_INPUT', Messages.staffUpdateEmpty);
    expectRestError(await patch({ organizer_id: organizer.id, user_id: targetMod.id, roles: 'mod' }), 401, 'UNAUTHENTICATED', Messages.unauthenticated);
    expect(await rowsOf(organizer)).toEqual(before);
  });

  it("answers get-user-staff with the user's own staff entries (staff_id, organizer_id, org_name, user_id, roles, assignment, status)", async () => {
    const { organizer, ladder } = await freshOrganizer();
    const res = await t.rest('GET', `/api/organizer/get-user-staff/${accounts.modAssigned.userId}`, undefined, accounts.modAssigned.token);
    expect(res.status).toBe(200);
    const entry = res.body.data.find((e: any) => e.organizer_id === organizer.id);
    expect(entry).toEqual({
      staff_id: accounts.modAssigned.userId,
      organizer_id: organizer.id,
      org_name: organizer.name,
      user_id: accounts.modAssigned.userId,
      roles: 'mod',
      assignment: [ladder.id],
      ladder_assignment: [ladder.id],
      status: 'approved',
    });
    // Someone else sees the user's approved places only; the invitee's pending one shows to the invitee.
    const invited = await t.rest('GET', `/api/organizer/get-user-staff/${accounts.invited.userId}`, undefined, accounts.owner.token);
    expect(invited.body.data.filter((e: any) => e.organizer_id === organizer.id)).toEqual([]);
    const own = await t.rest('GET', `/api/organizer/get-user-staff/${accounts.invited.userId}`, undefined, accounts.invited.token);
    expect(own.body.data.filter((e: any) => e.organizer_id === organizer.id)).toEqual([expect.objectContaining({ user_id: accounts.invited.userId, status: 'pending' })]);
  });
});
