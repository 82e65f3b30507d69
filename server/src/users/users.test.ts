import { randomUUID } from 'node:crypto';
import { graphql as execute, print, type DocumentNode, type GraphQLSchema } from 'graphql';
import { startTestApp, type TestApp } from '../../test/harness';
import { AppError } from '../core/errors';
import { createRequestContext } from '../core/request-context';
import { buildAppSchema as buildSchema } from '../app/schema';
import { communityFixtures, type CommunityFixtures } from '../../test/factories/community';
import type { User } from './users.entities';
import { expectGraphQLError, expectUnknownIdAndNameNotFound } from '../../test/errors';
import { graphql } from '../../test/gql';
import { expectEveryParamFinds } from '../../test/reads';

let t: TestApp;
let f: CommunityFixtures;
let schema: GraphQLSchema;

/** Runs an operation as a signed-in user, through the real schema and resolvers. */
function gqlAs(userId: string, document: string | DocumentNode, variableValues?: Record<string, unknown>) {
  const source = typeof document === 'string' ? document : print(document);
  const contextValue = createRequestContext(t.app.deps, { userId, email: null, sessionId: randomUUID() });
  return execute({ schema, source, variableValues, contextValue });
}

let alice: User;
let bob: User;

beforeAll(async () => {
  t = await startTestApp(__filename);
  f = communityFixtures(t.app.deps.dataSource.manager);
  schema = buildSchema();
  alice = await f.user(
    { userName: 'AliceWins', displayName: 'Alice W.', bio: 'Support main.', score: 1200 },
    { profilePicture: '/media/alice.png', banner: '/media/alice-banner.png', videoUrl: 'https://video.example/alice' },
  );
  bob = await f.user({ userName: 'bob' });
  const approved = await f.team({ name: 'Night Owls' });
  const pending = await f.team({ name: 'Day Larks' });
  const left = await f.team({ name: 'Old Crew' });
  await f.member(approved, alice, { role: 'co-leader' });
  await f.member(pending, alice, { status: 'pending', invitedById: bob.id });
  await f.member(left, alice, { status: 'left' });
  const owner = await f.user();
  const org1 = await f.organizer(owner, { name: 'Clutch Cup' });
  const org2 = await f.organizer(owner, { name: 'Weekend Wars' });
  const org3 = await f.organizer(owner, { name: 'Declined Org' });
  await f.staff(org1, alice, { role: 'admin', status: 'approved' });
  await f.staff(org2, alice, { role: 'super_admin', status: 'pending', invitedById: owner.id });
  await f.staff(org3, alice, { role: 'mod', status: 'declined' });
});
afterAll(() => t?.stop());

const USER = graphql(`query UsersUser($param: String!) {
  user(param: $param) {
    id userName displayName bio score profilePicture banner videoUrl commentWall { id ownerType ownerId }
    teams { name }
    teamMemberships { role status team { name } }
    organizations { role status organizer { name } }
  }
}`);

describe('successful user reads', () => {
  it('finds a user by id with the page folded in', async () => {
    const res = await t.gql(USER, { param: alice.id });
    expect(res.errors).toBeUndefined();
    expect(res.data!.user).toMatchObject({
      id: alice.id,
      userName: 'AliceWins',
      displayName: 'Alice W.',
      bio: 'Support main.',
      score: 1200,
      profilePicture: '/media/alice.png',
      banner: '/media/alice-banner.png',
      videoUrl: 'https://video.example/alice',
      commentWall: { ownerType: 'USER', ownerId: alice.id },
    });
  });

  it('finds a user by name whatever the case, and by an upper-case id', async () => {
    const read = (param: string) => t.gql(graphql(`query UsersUser2($param: String!) { user(param: $param) { id } }`), { param });
    await expectEveryParamFinds(read, ['alicewins', 'ALICEWINS', '  AliceWins ', alice.id.toUpperCase()], { user: { id: alice.id } });
  });

  it('shows only approved teams and organizations to others', async () => {
    const res = await t.gql(USER, { param: 'alicewins' });
    const user = res.data!.user;
    expect(user.teams).toEqual([{ name: 'Night Owls' }]);
    expect(user.teamMemberships).toEqual([{ role: 'CO_LEADER', status: 'APPROVED', team: { name: 'Night Owls' } }]);
    expect(user.organizations).toEqual([{ role: 'ADMIN', status: 'APPROVED', organizer: { name: 'Clutch Cup' } }]);
  });

  it('shows the user every membership and organization status of their own', async () => {
    const res = await gqlAs(alice.id, USER, { param: alice.id });
    expect(res.errors).toBeUndefined();
    const user = res.data!.user as any;
    expect(user.teams).toEqual([{ name: 'Night Owls' }]);
    expect(user.teamMemberships.map((m: any) => [m.team.name, m.status])).toEqual([
      ['Night Owls', 'APPROVED'],
      ['Day Larks', 'PENDING'],
      ['Old Crew', 'LEFT'],
    ]);
    expect(user.organizations.map((o: any) => [o.organizer.name, o.role, o.status])).toEqual([
      ['Clutch Cup', 'ADMIN', 'APPROVED'],
      ['Weekend Wars', 'SUPER_ADMIN', 'PENDING'],
      ['Declined Org', 'MOD', 'DECLINED'],
    ]);
  });

  it("lists the user's own pending team and staff invitations, oldest first", async () => {
    const res = await gqlAs(
      alice.id,
      `query($param: String!) { user(param: $param) {
        invitations { id kind teamRole staffRole team { name } organizer { name } invitedBy { userName } createdAt }
      } }`,
      { param: alice.id },
    );
    expect(res.errors).toBeUndefined();
    const invitations = (res.data!.user as any).invitations;
    expect(invitations).toHaveLength(2);
    expect(invitations[0]).toMatchObject({
      kind: 'TEAM',
      teamRole: 'MEMBER',
      staffRole: null,
      team: { name: 'Day Larks' },
      organizer: null,
    });
    expect(invitations[0].invitedBy).toEqual({ userName: 'bob' });
    expect(invitations[0].id).toMatch(/^team:/);
    expect(invitations[1]).toMatchObject({
      kind: 'STAFF',
      teamRole: null,
      staffRole: 'SUPER_ADMIN',
      team: null,
      organizer: { name: 'Weekend Wars' },
    });
    expect(Date.parse(invitations[0].createdAt)).toBeLessThanOrEqual(Date.parse(invitations[1].createdAt));
  });
});

describe('failing user reads', () => {
  it('answers NOT_FOUND for an unknown id and an unknown name', async () => {
    const read = (param: string) => t.gql(graphql(`query UsersUser3($param: String!) { user(param: $param) { id } }`), { param });
    await expectUnknownIdAndNameNotFound(read, 'nobodyhere', 'User not found');
  });

  it('answers BAD_USER_INPUT for an empty parameter', async () => {
    const res = await t.gql(graphql(`query UsersUser4 { user(param: "   ") { id } }`));
    expectGraphQLError(res, 'BAD_USER_INPUT', 'A user id or name is required.');
    expect(res.errors![0].extensions?.fields).toEqual({ param: 'A user id or name is required.' });
  });

  it('answers UNAUTHENTICATED for invitations without a session', async () => {
    const res = await t.gql(graphql(`query UsersUser5($param: String!) { user(param: $param) { invitations { id } } }`), { param: alice.id });
    expectGraphQLError(res, 'UNAUTHENTICATED', 'You must be signed in to do that.');
  });

  it("answers FORBIDDEN for another user's invitations", async () => {
    const res = await gqlAs(bob.id, `query($param: String!) { user(param: $param) { invitations { id } } }`, { param: alice.id });
    expect(res.errors).toHaveLength(1);
    const error = res.errors![0].originalError;
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('FORBIDDEN');
    expect(error!.message).toBe('You do not have permission to do that.');
  });
});
