import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../../test/harness';
import { communityFixtures, type CommunityFixtures } from '../../test/factories/community';
import type { User } from '../users/users.entities';
import { graphql } from '../../test/gql';

let t: TestApp;
let f: CommunityFixtures;
let fan: User;
let star: User;

beforeAll(async () => {
  t = await startTestApp(__filename);
  f = communityFixtures(t.app.deps.dataSource.manager);
  fan = await f.user({ userName: 'fan' });
  star = await f.user({ userName: 'star' }, { profilePicture: '/media/star.png' });
  const team = await f.team({ name: 'Night Owls' }, { profilePicture: '/media/owls.png' });
  const organizer = await f.organizer(await f.user(), { name: 'Clutch Cup' });
  const leagueId = randomUUID();
  await f.follow(fan, 'user', star.id);
  await f.follow(fan, 'team', team.id);
  await f.follow(fan, 'organizer', organizer.id);
  await f.follow(fan, 'league', leagueId);
  await f.follow(fan, 'user', (await f.user({ userName: 'unfollowed' })).id, { isActive: false });
  // star is followed by three users, one of them no longer
  await f.follow(await f.user(), 'user', star.id);
  await f.follow(await f.user(), 'user', star.id, { isActive: false });
  await f.follow(await f.user(), 'team', team.id);
  await f.topEntry(fan, 2, 'team', team.id);
  await f.topEntry(fan, 1, 'user', star.id);
});
afterAll(() => t?.stop());

describe('successful follow reads', () => {
  it("lists a user's active follows with the followed user, team or organizer", async () => {
    const res = await t.gql(
      graphql(`query FollowsUser($param: String!) { user(param: $param) {
        following { id entityType followedId isActive follower { userName } user { userName } team { name } organizer { name } }
      } }`),
      { param: 'fan' },
    );
    expect(res.errors).toBeUndefined();
    const following = res.data!.user.following;
    expect(following).toHaveLength(4);
    expect(following.every((x: any) => x.isActive && x.follower.userName === 'fan')).toBe(true);
    const byType = Object.fromEntries(following.map((x: any) => [x.entityType, x]));
    expect(byType.USER).toMatchObject({ followedId: star.id, user: { userName: 'star' }, team: null, organizer: null });
    expect(byType.TEAM).toMatchObject({ user: null, team: { name: 'Night Owls' }, organizer: null });
    expect(byType.ORGANIZER).toMatchObject({ user: null, team: null, organizer: { name: 'Clutch Cup' } });
    expect(byType.LEAGUE).toMatchObject({ user: null, team: null, organizer: null });
    expect(byType.USER.id).toBe(`${fan.id}:user:${star.id}`);
  });

  it('filters follows by entity type', async () => {
    const res = await t.gql(graphql(`query FollowsUser2 { user(param: "fan") { following(entityType: TEAM) { entityType team { name } } } }`));
    expect(res.errors).toBeUndefined();
    expect(res.data!.user.following).toEqual([{ entityType: 'TEAM', team: { name: 'Night Owls' } }]);
  });

  it('counts active followers of users and teams', async () => {
    const res = await t.gql(
      graphql(`query FollowsUser3 { star: user(param: "star") { followerCount } fan: user(param: "fan") { followerCount } team(param: "night owls") { followerCount } }`),
    );
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ star: { followerCount: 2 }, fan: { followerCount: 0 }, team: { followerCount: 2 } });
  });

  it('serves MY TOP 5 by position with each entry resolved', async () => {
    const res = await t.gql(
      graphql(`query FollowsUser4 { user(param: "fan") { topEntries { position entityType entityId user { userName profilePicture } team { name profilePicture } } } }`),
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.user.topEntries).toEqual([
      { position: 1, entityType: 'USER', entityId: star.id, user: { userName: 'star', profilePicture: '/media/star.png' }, team: null },
      {
        position: 2,
        entityType: 'TEAM',
        entityId: expect.any(String),
        user: null,
        team: { name: 'Night Owls', profilePicture: '/media/owls.png' },
      },
    ]);
  });

  it('answers an empty top list and no follows for a user without a page', async () => {
    const loner = await f.user({ userName: 'loner' }, false);
    const res = await t.gql(graphql(`query FollowsUser5 { user(param: "loner") { topEntries { position } following { id } profilePicture commentWall { id } } }`));
    expect(res.errors).toBeUndefined();
    expect(res.data!.user).toEqual({ topEntries: [], following: [], profilePicture: null, commentWall: null });
    expect(loner.id).toBeDefined();
  });

  it('reads the follows and top lists of a whole roster in a fixed number of statements', async () => {
    const rosterOf = async (name: string, size: number) => {
      const team = await f.team({ name });
      for (let i = 0; i < size; i++) {
        const member = await f.user();
        await f.member(team, member);
        await f.follow(member, 'user', star.id);
        await f.follow(member, 'team', team.id);
        await f.follow(await f.user(), 'user', member.id);
        await f.topEntry(member, 1, 'user', star.id);
      }
    };
    await rosterOf('Two Of Us', 2);
    await rosterOf('Six Of Us', 6);
    const query = graphql(`query FollowsTeam($param: String!) { team(param: $param) { members { user {
      followerCount
      following { user { userName } team { name } organizer { name } }
      topEntries { user { userName } }
    } } } }`);
    const cost = async (param: string, size: number) => {
      let data: any;
      const statements = await t.countStatements(async () => {
        const res = await t.gql(query, { param });
        expect(res.errors).toBeUndefined();
        data = res.data;
      });
      expect(data.team.members).toHaveLength(size);
      expect(data.team.members.every((m: any) => m.user.followerCount === 1 && m.user.following.length === 2)).toBe(true);
      expect(data.team.members.every((m: any) => m.user.topEntries[0].user.userName === 'star')).toBe(true);
      return statements;
    };
    // the team with its roster (which brings the members' users and pages), then one batch each: follows, follower
    // counts, top entries, followed and listed users (the followed team is the one queried, already primed by the lookup)
    expect(await cost('Two Of Us', 2)).toBe(5);
    expect(await cost('Six Of Us', 6)).toBe(5);
  });
});
