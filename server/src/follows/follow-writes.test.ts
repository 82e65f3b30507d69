import { randomUUID } from 'node:crypto';
import { signUp, type Account } from '../../test/accounts';
import { expectGraphQLError, expectRestError } from '../../test/errors';
import { startTestApp, type TestApp } from '../../test/harness';
import { Messages } from '../core/messages';
import type { League } from '../leagues/leagues.entities';
import type { Organizer } from '../organizers/organizers.entities';
import { pageFixtures, type PageFixtures } from '../../test/factories/pages';
import type { Team } from '../teams/teams.entities';
import { graphql } from '../../test/gql';

let t: TestApp;
let f: PageFixtures;
let fan: Account;
let star: Account;
let rival: Account;
let team: Team;
let organizer: Organizer;
let league: League;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const db = () => t.app.deps.dataSource.manager;

const FOLLOW = graphql(`mutation FollowWritesFollow($type: FollowEntityType!, $id: ID!) { follow(entityType: $type, followedId: $id) { entityType followedId isFollowing followerCount } }`);
const UNFOLLOW = graphql(`mutation FollowWritesUnfollow($type: FollowEntityType!, $id: ID!) { unfollow(entityType: $type, followedId: $id) { entityType followedId isFollowing followerCount } }`);
const STATUS = graphql(`query FollowWritesStatus($type: FollowEntityType!, $id: ID!) { followStatus(entityType: $type, followedId: $id) { entityType followedId isFollowing followerCount } }`);
const SET_TOP = graphql(`mutation FollowWritesSetTop($ids: [ID!]!) { setTopEntries(userIds: $ids) { position entityType entityId user { userName } } }`);

/** Every follow row, to show that a refused call changed nothing. */
const followRows = () =>
  db().query(
    `SELECT follower_id, followed_id, entity_type, is_active, updated_at FROM follows ORDER BY follower_id, followed_id, entity_type`,
  );
const topRows = () =>
  db().query(`SELECT users_page_id, position, entity_type, entity_id FROM top_entries ORDER BY users_page_id, position`);
const pageIdOf = async (account: Account) =>
  (await db().query(`SELECT users_page_id FROM users_page WHERE user_id = $1`, [account.userId]))[0].users_page_id as string;

beforeAll(async () => {
  t = await startTestApp(__filename);
  f = pageFixtures(db());
  fan = await signUp(t, 'fan');
  star = await signUp(t, 'star');
  rival = await signUp(t, 'rival');
  await db().query(`UPDATE users_page SET user_profile_pic = '/media/star.webp' WHERE user_id = $1`, [star.userId]);
  team = await f.team({ name: 'Night Owls' }, { profilePicture: '/media/owls.webp' });
  organizer = await f.organizer(await f.user({ userName: 'boss' }), { name: 'Clutch Cup' }, { profilePicture: '/media/cup.webp' });
  league = await f.league(organizer, { name: 'Spring Ladder' }, { profilePicture: '/media/spring.webp' });
});
afterAll(() => t?.stop());

describe('failing-follow: the follower is always the signed-in user', () => {
  it('refuses anonymous follows and unfollows (GraphQL and REST) and changes nothing', async () => {
    const before = await followRows();
    expectGraphQLError(await t.gql(FOLLOW, { type: 'USER', id: star.userId }), 'UNAUTHENTICATED', Messages.unauthenticated);
    expectGraphQLError(await t.gql(UNFOLLOW, { type: 'USER', id: star.userId }), 'UNAUTHENTICATED', Messages.unauthenticated);
    const body = { p_follower_id: fan.userId, p_followed_id: star.userId, p_entity_type: 'user', p_is_active: true };
    expectRestError(await t.rest('POST', '/api/follow/dofollow', body), 401, 'UNAUTHENTICATED', Messages.unauthenticated);
    expectRestError(
      await t.rest('PUT', '/api/follow/unfollow', { ...body, p_is_active: false }),
      401,
      'UNAUTHENTICATED',
      Messages.unauthenticated,
    );
    expect(await followRows()).toEqual(before);
  });

  it('refuses a follower id other than the viewer (the earlier client hard-coded one)', async () => {
    const before = await followRows();
    const body = { p_follower_id: rival.userId, p_followed_id: star.userId, p_entity_type: 'user', p_is_active: true };
    expectRestError(await t.rest('POST', '/api/follow/dofollow', body, fan.token), 403, 'FORBIDDEN', Messages.followAsSelfOnly);
    const status = await t.rest(
      'GET',
      `/api/follow/status?follower_id=${rival.userId}&followed_id=${star.userId}&entity_type=user`,
      undefined,
      fan.token,
    );
    expectRestError(status, 403, 'FORBIDDEN', Messages.followAsSelfOnly);
    const anonymous = await t.rest('GET', `/api/follow/status?follower_id=${rival.userId}&followed_id=${star.userId}&entity_type=user`);
    expectRestError(anonymous, 401, 'UNAUTHENTICATED', Messages.unauthenticated);
    expect(await followRows()).toEqual(before);
  });

  it('refuses following oneself', async () => {
    const before = await followRows();
    expectGraphQLError(await t.gql(FOLLOW, { type: 'USER', id: fan.userId }, fan.token), 'BAD_USER_INPUT', Messages.followSelf);
    const res = await t.rest('POST', '/api/follow/dofollow', { followed_id: fan.userId, entity_type: 'user' }, fan.token);
    expectRestError(res, 400, 'BAD_USER_INPUT', Messages.followSelf);
    expect(await followRows()).toEqual(before);
  });

  it('answers NOT_FOUND for an unknown user, team, organizer or league, and 400 for malformed input', async () => {
    const before = await followRows();
    for (const [type, label] of [
      ['USER', 'User'],
      ['TEAM', 'Team'],
      ['ORGANIZER', 'Organizer'],
      ['LEAGUE', 'League'],
    ] as const) {
      expectGraphQLError(await t.gql(FOLLOW, { type, id: UNKNOWN }, fan.token), 'NOT_FOUND', `${label} not found`);
      expectGraphQLError(await t.gql(STATUS, { type, id: UNKNOWN }, fan.token), 'NOT_FOUND', `${label} not found`);
    }
    // a team id is not a league id
    expectGraphQLError(await t.gql(FOLLOW, { type: 'LEAGUE', id: team.id }, fan.token), 'NOT_FOUND', 'League not found');
    expectGraphQLError(await t.gql(FOLLOW, { type: 'TEAM', id: 'not-a-uuid' }, fan.token), 'BAD_USER_INPUT', Messages.invalidId);
    const rest = (body: Record<string, unknown>) => t.rest('POST', '/api/follow/dofollow', body, fan.token);
    expectRestError(await rest({ p_followed_id: UNKNOWN, p_entity_type: 'team' }), 404, 'NOT_FOUND', 'Team not found');
    expectRestError(await rest({ p_followed_id: 'nope', p_entity_type: 'team' }), 400, 'BAD_USER_INPUT', Messages.invalidId);
    expectRestError(
      await rest({ p_followed_id: team.id, p_entity_type: 'planet' }),
      400,
      'BAD_USER_INPUT',
      Messages.followEntityTypeInvalid,
    );
    expectRestError(
      await rest({ p_followed_id: team.id, p_entity_type: 'team', p_is_active: 'maybe' }),
      400,
      'BAD_USER_INPUT',
      Messages.followActiveInvalid,
    );
    const status = await t.rest('GET', `/api/follow/status?followed_id=${UNKNOWN}&entity_type=organizer`, undefined, fan.token);
    expectRestError(status, 404, 'NOT_FOUND', 'Organizer not found');
    expect(await followRows()).toEqual(before);
  });
});

describe('successful-follow: idempotent follow and unfollow as the viewer', () => {
  it('follows, reads the status, stays idempotent, unfollows and re-follows through GraphQL (one row throughout)', async () => {
    const followed = await t.gql(FOLLOW, { type: 'USER', id: star.userId }, fan.token);
    expect(followed).toEqual({ data: { follow: { entityType: 'USER', followedId: star.userId, isFollowing: true, followerCount: 1 } } });
    const [row] = await db().query(`SELECT updated_at FROM follows WHERE follower_id = $1 AND followed_id = $2`, [fan.userId, star.userId]);

    const again = await t.gql(FOLLOW, { type: 'USER', id: star.userId }, fan.token);
    expect(again.data!.follow).toMatchObject({ isFollowing: true, followerCount: 1 });
    const rows = await db().query(`SELECT updated_at FROM follows WHERE follower_id = $1 AND followed_id = $2`, [fan.userId, star.userId]);
    expect(rows).toEqual([row]);

    const status = await t.gql(STATUS, { type: 'USER', id: star.userId }, fan.token);
    expect(status.data!.followStatus).toEqual({ entityType: 'USER', followedId: star.userId, isFollowing: true, followerCount: 1 });
    const anonymous = await t.gql(STATUS, { type: 'USER', id: star.userId });
    expect(anonymous.data!.followStatus).toMatchObject({ isFollowing: false, followerCount: 1 });

    const off = await t.gql(UNFOLLOW, { type: 'USER', id: star.userId }, fan.token);
    expect(off.data!.unfollow).toEqual({ entityType: 'USER', followedId: star.userId, isFollowing: false, followerCount: 0 });
    expect((await t.gql(UNFOLLOW, { type: 'USER', id: star.userId }, fan.token)).data!.unfollow).toMatchObject({
      isFollowing: false,
      followerCount: 0,
    });
    expect((await t.gql(FOLLOW, { type: 'USER', id: star.userId }, fan.token)).data!.follow).toMatchObject({
      isFollowing: true,
      followerCount: 1,
    });
    const all = await db().query(`SELECT is_active FROM follows WHERE follower_id = $1 AND followed_id = $2`, [fan.userId, star.userId]);
    expect(all).toEqual([{ is_active: true }]);
  });

  it('follows through REST with p_-prefixed and plain names, and answers isFollowing', async () => {
    const on = await t.rest(
      'POST',
      '/api/follow/dofollow',
      { p_follower_id: fan.userId, p_followed_id: team.id, p_entity_type: 'team', p_is_active: true },
      fan.token,
    );
    expect(on).toEqual({ status: 200, body: { isFollowing: true, follower_count: 1, followed_id: team.id, entity_type: 'team' } });
    const plain = await t.rest('POST', '/api/follow/dofollow', { followed_id: organizer.id, entity_type: 'organizer' }, fan.token);
    expect(plain.body).toEqual({ isFollowing: true, follower_count: 1, followed_id: organizer.id, entity_type: 'organizer' });
    await t.rest('POST', '/api/follow/dofollow', { p_followed_id: league.id, p_entity_type: 'league' }, fan.token);

    const status = await t.rest(
      'GET',
      `/api/follow/status?follower_id=${fan.userId}&followed_id=${team.id}&entity_type=team`,
      undefined,
      fan.token,
    );
    expect(status.body).toEqual({ isFollowing: true, follower_count: 1, followed_id: team.id, entity_type: 'team' });
    const fromToken = await t.rest('GET', `/api/follow/status?followed_id=${team.id}&entity_type=team`, undefined, rival.token);
    expect(fromToken.body).toMatchObject({ isFollowing: false, follower_count: 1 });

    const off = await t.rest(
      'PUT',
      '/api/follow/unfollow',
      { p_follower_id: fan.userId, p_followed_id: team.id, p_entity_type: 'team', p_is_active: false },
      fan.token,
    );
    expect(off.body).toEqual({ isFollowing: false, follower_count: 0, followed_id: team.id, entity_type: 'team' });
    const back = await t.rest('PUT', '/api/follow/unfollow', { followed_id: team.id, entity_type: 'TEAM', is_active: true }, fan.token);
    expect(back.body).toMatchObject({ isFollowing: true, follower_count: 1 });
  });

  it('shows viewerIsFollowing and follower counts on users, teams, organizers and leagues', async () => {
    const query = graphql(`query FollowWritesUser($u: String!, $t: String!, $o: String!, $l: String!) {
      user(param: $u) { viewerIsFollowing followerCount }
      team(param: $t) { viewerIsFollowing followerCount }
      organizer(param: $o) { viewerIsFollowing followerCount }
      league(param: $l) { viewerIsFollowing followerCount }
    }`);
    const vars = { u: 'star', t: team.id, o: organizer.id, l: league.id };
    const mine = await t.gql(query, vars, fan.token);
    expect(mine).toEqual({
      data: {
        user: { viewerIsFollowing: true, followerCount: 1 },
        team: { viewerIsFollowing: true, followerCount: 1 },
        organizer: { viewerIsFollowing: true, followerCount: 1 },
        league: { viewerIsFollowing: true, followerCount: 1 },
      },
    });
    const theirs = await t.gql(query, vars, rival.token);
    expect(Object.values(theirs.data!).map((x: any) => x.viewerIsFollowing)).toEqual([false, false, false, false]);
    const anonymous = await t.gql(query, vars);
    expect(Object.values(anonymous.data!).map((x: any) => x.viewerIsFollowing)).toEqual([false, false, false, false]);
  });

  it('lists followed profiles with name and picture (GraphQL followedProfiles and REST get-all)', async () => {
    const res = await t.gql(
      graphql(`query FollowWritesUser2 { user(param: "fan") { followedProfiles { entityType id name picture } people: followedProfiles(entityType: USER) { name } } }`),
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.user.people).toEqual([{ name: 'star' }]);
    expect(res.data!.user.followedProfiles).toEqual(
      expect.arrayContaining([
        { entityType: 'USER', id: star.userId, name: 'star', picture: '/media/star.webp' },
        { entityType: 'TEAM', id: team.id, name: 'Night Owls', picture: '/media/owls.webp' },
        { entityType: 'ORGANIZER', id: organizer.id, name: 'Clutch Cup', picture: '/media/cup.webp' },
        { entityType: 'LEAGUE', id: league.id, name: 'Spring Ladder', picture: '/media/spring.webp' },
      ]),
    );
    expect(res.data!.user.followedProfiles).toHaveLength(4);
    // newest first: the team was re-followed last
    expect(res.data!.user.followedProfiles[0].entityType).toBe('TEAM');

    const rest = await t.rest('GET', `/api/follow/get-all/${fan.userId}`);
    expect(rest.status).toBe(200);
    expect(rest.body.data).toHaveLength(4);
    expect(rest.body.data).toContainEqual({
      follower_id: fan.userId,
      followed_id: league.id,
      entity_type: 'league',
      is_active: true,
      entity_name: 'Spring Ladder',
      entity_pic: '/media/spring.webp',
    });
    expectRestError(await t.rest('GET', `/api/follow/get-all/${UNKNOWN}`), 404, 'NOT_FOUND', 'User not found');
    expectRestError(await t.rest('GET', `/api/follow/get-all/123`), 400, 'BAD_USER_INPUT', Messages.invalidId);
  });

  it('reads followed profiles in the same number of statements for 2 and 10 follows', async () => {
    const follower = async (name: string, n: number) => {
      const user = await f.user({ userName: name });
      for (let i = 0; i < n; i++) {
        const kind = i % 4;
        if (kind === 0) await f.follow(user, 'user', (await f.user()).id);
        if (kind === 1) await f.follow(user, 'team', (await f.team()).id);
        if (kind === 2) await f.follow(user, 'organizer', (await f.organizer(await f.user())).id);
        if (kind === 3) await f.follow(user, 'league', (await f.league(organizer)).id);
      }
    };
    await follower('twofollows', 2);
    await follower('tenfollows', 10);
    const cost = async (param: string, n: number) =>
      t.countStatements(async () => {
        const res = await t.gql(graphql(`query FollowWritesUser3($p: String!) { user(param: $p) { followedProfiles { id name picture } } }`), { p: param });
        expect(res.data!.user.followedProfiles).toHaveLength(n);
      });
    // user, follows, one UNION ALL for every name and picture
    expect(await cost('twofollows', 2)).toBe(3);
    expect(await cost('tenfollows', 10)).toBe(3);
  });
});

describe('failing-top5: MY TOP 5 rules', () => {
  it('refuses anonymous, oversize, repeated, self, malformed and unknown lists and changes nothing', async () => {
    const before = await topRows();
    const ids = async (n: number) => Promise.all(Array.from({ length: n }, async () => (await f.user()).id));
    expectGraphQLError(await t.gql(SET_TOP, { ids: [star.userId] }), 'UNAUTHENTICATED', Messages.unauthenticated);
    expectGraphQLError(await t.gql(SET_TOP, { ids: await ids(6) }, fan.token), 'BAD_USER_INPUT', Messages.topTooMany);
    expectGraphQLError(await t.gql(SET_TOP, { ids: [star.userId, star.userId] }, fan.token), 'BAD_USER_INPUT', Messages.topRepeated);
    expectGraphQLError(await t.gql(SET_TOP, { ids: [star.userId, fan.userId] }, fan.token), 'BAD_USER_INPUT', Messages.topSelf);
    expectGraphQLError(await t.gql(SET_TOP, { ids: ['star'] }, fan.token), 'BAD_USER_INPUT', Messages.invalidId);
    expectGraphQLError(await t.gql(SET_TOP, { ids: [star.userId, UNKNOWN] }, fan.token), 'NOT_FOUND', 'User not found');
    // a team id is not a user
    expectGraphQLError(await t.gql(SET_TOP, { ids: [team.id] }, fan.token), 'NOT_FOUND', 'User not found');
    expect(await topRows()).toEqual(before);
  });

  it('refuses REST update-top on another page, unknown pages and bad input, and changes nothing', async () => {
    const before = await topRows();
    const starPage = await pageIdOf(star);
    const fanPage = await pageIdOf(fan);
    expectRestError(
      await t.rest('POST', '/api/follow/update-top', { page_id: fanPage, new_entity: 'star' }),
      401,
      'UNAUTHENTICATED',
      Messages.unauthenticated,
    );
    expectRestError(
      await t.rest('POST', '/api/follow/update-top', { page_id: starPage, new_entity: 'rival' }, fan.token),
      403,
      'FORBIDDEN',
      Messages.topOwnPageOnly,
    );
    expectRestError(
      await t.rest('POST', '/api/follow/update-top', { page_id: UNKNOWN, new_entity: 'star' }, fan.token),
      404,
      'NOT_FOUND',
      'User page not found',
    );
    expectRestError(
      await t.rest('POST', '/api/follow/update-top', { page_id: 'x', new_entity: 'star' }, fan.token),
      400,
      'BAD_USER_INPUT',
      Messages.invalidId,
    );
    expectRestError(
      await t.rest('POST', '/api/follow/update-top', { page_id: fanPage, new_entity: 'nobodyhere' }, fan.token),
      404,
      'NOT_FOUND',
      'User not found',
    );
    expectRestError(
      await t.rest('POST', '/api/follow/update-top', { page_id: fanPage, new_entity: 'fan' }, fan.token),
      400,
      'BAD_USER_INPUT',
      Messages.topSelf,
    );
    expectRestError(
      await t.rest('POST', '/api/follow/update-top', { page_id: fanPage, new_entity: 42 }, fan.token),
      400,
      'BAD_USER_INPUT',
      Messages.topEntityRequired,
    );
    expectRestError(
      await t.rest('POST', '/api/follow/update-top', { page_id: fanPage, new_entity: 'star', position: 6 }, fan.token),
      400,
      'BAD_USER_INPUT',
      Messages.topPositionInvalid,
    );
    expectRestError(await t.rest('GET', `/api/follow/get-top/${UNKNOWN}`), 404, 'NOT_FOUND', 'User page not found');
    expect(await topRows()).toEqual(before);
  });
});

describe('successful-top5: the viewer edits their own MY TOP 5', () => {
  it('replaces the list through GraphQL and reads it back through REST get-top', async () => {
    const res = await t.gql(SET_TOP, { ids: [star.userId, rival.userId] }, fan.token);
    expect(res).toEqual({
      data: {
        setTopEntries: [
          { position: 1, entityType: 'USER', entityId: star.userId, user: { userName: 'star' } },
          { position: 2, entityType: 'USER', entityId: rival.userId, user: { userName: 'rival' } },
        ],
      },
    });
    const top = await t.rest('GET', `/api/follow/get-top/${await pageIdOf(fan)}`);
    expect(top).toEqual({
      status: 200,
      body: {
        data: [
          { position: 1, entity_type: 'user', entity_id: star.userId, entity_name: 'star', entity_pic: '/media/star.webp' },
          { position: 2, entity_type: 'user', entity_id: rival.userId, entity_name: 'rival', entity_pic: null },
        ],
      },
    });
    // the user id names the page too
    expect((await t.rest('GET', `/api/follow/get-top/${fan.userId}`)).body).toEqual(top.body);
    expect((await t.gql(SET_TOP, { ids: [] }, fan.token)).data!.setTopEntries).toEqual([]);
  });

  it('adds, fills, replaces and moves one entity through REST update-top', async () => {
    const page = await pageIdOf(fan);
    const names = (res: { body: any }) => res.body.data.map((x: any) => x.entity_name);
    expect(names(await t.rest('POST', '/api/follow/update-top', { page_id: page, new_entity: 'star' }, fan.token))).toEqual(['star']);
    // already there: unchanged
    expect(names(await t.rest('POST', '/api/follow/update-top', { page_id: page, new_entity: star.userId }, fan.token))).toEqual(['star']);
    for (const name of ['rival', 'boss']) await t.rest('POST', '/api/follow/update-top', { page_id: page, new_entity: name }, fan.token);
    const extra = [await f.user({ userName: 'extra1' }), await f.user({ userName: 'extra2' }), await f.user({ userName: 'extra3' })];
    await t.rest('POST', '/api/follow/update-top', { page_id: page, new_entity: { entity_id: extra[0].id } }, fan.token);
    const full = await t.rest('POST', '/api/follow/update-top', { page_id: page, new_entity: { user_name: 'extra2' } }, fan.token);
    expect(names(full)).toEqual(['star', 'rival', 'boss', 'extra1', 'extra2']);
    expectRestError(
      await t.rest('POST', '/api/follow/update-top', { page_id: page, new_entity: 'extra3' }, fan.token),
      400,
      'BAD_USER_INPUT',
      Messages.topFull,
    );
    const replaced = await t.rest('POST', '/api/follow/update-top', { page_id: page, new_entity: 'extra3', position: 2 }, fan.token);
    expect(names(replaced)).toEqual(['star', 'extra3', 'boss', 'extra1', 'extra2']);
    const moved = await t.rest(
      'POST',
      '/api/follow/update-top',
      { page_id: page, new_entity: { entity_name: 'extra2', position: 1 } },
      fan.token,
    );
    expect(moved.body.data.map((x: any) => [x.position, x.entity_name])).toEqual([
      [1, 'extra2'],
      [2, 'extra3'],
      [3, 'boss'],
      [4, 'extra1'],
    ]);
    const graph = await t.gql(graphql(`query FollowWritesUser4 { user(param: "fan") { topEntries { position user { userName } } } }`));
    expect(graph.data!.user.topEntries.map((e: any) => e.user.userName)).toEqual(['extra2', 'extra3', 'boss', 'extra1']);
  });
});

it('keeps unknown entity ids out of the following list (a follow whose target was removed)', async () => {
  await f.follow(await f.user({ userName: 'ghostfan' }), 'league', randomUUID());
  const res = await t.gql(graphql(`query FollowWritesUser5 { user(param: "ghostfan") { following { entityType } followedProfiles { id } } }`));
  expect(res.data!.user).toEqual({ following: [{ entityType: 'LEAGUE' }], followedProfiles: [] });
});
