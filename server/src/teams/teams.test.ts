import { startTestApp, type GraphQLResult, type TestApp } from '../../test/harness';
import { communityFixtures, type CommunityFixtures } from '../../test/factories/community';
import type { Team } from './teams.entities';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { describeFailingIdOrNameReads } from '../../test/errors';
import { graphql } from '../../test/gql';
import { expectEveryParamFinds } from '../../test/reads';

let t: TestApp;
let f: CommunityFixtures;
let owls: Team;

beforeAll(async () => {
  t = await startTestApp(__filename);
  f = communityFixtures(t.app.deps.dataSource.manager);
  const game = await f.game({ title: 'Valorant' });
  const region = await f.region({ title: 'Europe' });
  const creator = await f.user({ userName: 'founder' });
  owls = await f.team(
    { name: 'Night Owls', gameId: game.id, regionId: region.id, createdById: creator.id },
    {
      bio: 'We play at night.',
      profilePicture: '/media/owls.png',
      banner: '/media/owls-banner.png',
      videoUrl: 'https://video.example/owls',
    },
  );
  // inserted out of roster order on purpose
  await f.member(owls, await f.user({ userName: 'member1' }), { role: 'member' });
  await f.member(owls, await f.user({ userName: 'captain1' }), { role: 'captain' });
  await f.member(owls, creator, { role: 'leader' });
  await f.member(owls, await f.user({ userName: 'coleader1' }), { role: 'co-leader' });
  await f.member(owls, await f.user({ userName: 'invited1' }), { status: 'pending' });
  await f.member(owls, await f.user({ userName: 'gone1' }), { status: 'left' });
});
afterAll(() => t?.stop());

const TEAM_PAGE = graphql(`query TeamsTeamPage($param: String!) {
  team(param: $param) {
    id name bio profilePicture banner videoUrl
    game { title } region { title }
    commentWall { id ownerType }
    leader { userName }
    createdBy { userName }
    members { id role status user { userName profilePicture } }
  }
}`);

describe('successful team reads', () => {
  it('finds a team by id and by name whatever the case', async () => {
    const read = (param: string) => t.gql(graphql(`query TeamsTeam($param: String!) { team(param: $param) { id name } }`), { param });
    await expectEveryParamFinds(read, [owls.id, 'night owls', 'NIGHT OWLS', ' Night Owls '], { team: { id: owls.id, name: 'Night Owls' } });
  });

  it('serves the team page: game, region, page fields, leader and the approved roster in roster order', async () => {
    const res = await t.gql(TEAM_PAGE, { param: 'Night Owls' });
    expect(res.errors).toBeUndefined();
    const team = res.data!.team;
    expect(team).toMatchObject({
      bio: 'We play at night.',
      profilePicture: '/media/owls.png',
      banner: '/media/owls-banner.png',
      videoUrl: 'https://video.example/owls',
      game: { title: 'Valorant' },
      region: { title: 'Europe' },
      commentWall: { ownerType: 'TEAM' },
      leader: { userName: 'founder' },
      createdBy: { userName: 'founder' },
    });
    expect(team.members.map((m: any) => [m.user.userName, m.role, m.status])).toEqual([
      ['founder', 'LEADER', 'APPROVED'],
      ['coleader1', 'CO_LEADER', 'APPROVED'],
      ['captain1', 'CAPTAIN', 'APPROVED'],
      ['member1', 'MEMBER', 'APPROVED'],
    ]);
    expect(team.members[0].id).toMatch(new RegExp(`^${owls.id}:[0-9a-f-]{36}$`));
  });

  it('costs the same number of statements for a roster of 2 and a roster of 8', async () => {
    const small = await f.team({ name: 'Small Team' });
    const big = await f.team({ name: 'Big Team' });
    for (let i = 0; i < 2; i++)
      await f.member(small, await f.user({}, { profilePicture: `/media/s${i}.png` }), { role: i === 0 ? 'leader' : 'member' });
    for (let i = 0; i < 8; i++)
      await f.member(big, await f.user({}, { profilePicture: `/media/b${i}.png` }), { role: i === 0 ? 'leader' : 'member' });

    const cost = async (param: string, size: number) => {
      let res: GraphQLResult<ResultOf<typeof TEAM_PAGE>> = {};
      const statements = await t.countStatements(async () => {
        res = await t.gql(TEAM_PAGE, { param });
      });
      expect(res.errors).toBeUndefined();
      expect(res.data!.team.members).toHaveLength(size);
      expect(res.data!.team.members.every((m: any) => m.user.profilePicture)).toBe(true);
      return statements;
    };
    // A served process holds the catalog rows it has read (the game, the region): one page first, as it has served.
    await cost('Small Team', 2);
    const smallCost = await cost('Small Team', 2);
    const bigCost = await cost('Big Team', 8);
    // one statement: the team with its page, wall and roster (each member's user and user page); the game and region
    // are held by the process
    expect(smallCost).toBe(1);
    expect(bigCost).toBe(smallCost);
  });
});

describe('the team page in one statement', () => {
  const TEAM_WITH_WALL = graphql(`query TeamsTeamWithWall($param: String!, $first: Int) {
    team(param: $param) { id members { role user { userName } } commentWall { ...TeamsWallPage } }
  }
  fragment TeamsWallPage on CommentWall {
    id
    comments(first: $first) { edges { cursor node { id text author { userName profilePicture } } } pageInfo { hasNextPage endCursor } }
  }`);
  const WALL_ALONE = graphql(`query TeamsWallAlone($id: ID!, $first: Int, $after: String) {
    commentWall(id: $id) {
      id
      comments(first: $first, after: $after) { edges { cursor node { id text author { userName profilePicture } } } pageInfo { hasNextPage endCursor } }
    }
  }`);

  it('brings the roster and the first page of comments (through a fragment) with the team: one statement, the page the wall reads alone', async () => {
    const team = await f.team({ name: 'Chatty Team' });
    await f.member(team, await f.user({ userName: 'chatty_lead' }), { role: 'leader' });
    const [{ comment_wall_id: wallId }] = await t.app.deps.dataSource.query(`SELECT comment_wall_id FROM team_page WHERE team_id = $1`, [team.id]);
    const fan = await f.user({ userName: 'chatty_fan' }, { profilePicture: '/media/fan.png' });
    for (let i = 0; i < 5; i++) {
      await f.comment({ id: wallId } as never, i === 2 ? null : fan, { text: `Go team ${i}`, createdAt: new Date(Date.UTC(2026, 10, 1, 12, i)) });
    }
    // A served process holds the catalog rows it has read: one page first, as it has served.
    await t.gql(TEAM_WITH_WALL, { param: 'Chatty Team', first: 3 });
    let res: GraphQLResult<ResultOf<typeof TEAM_WITH_WALL>> = {};
    const statements = await t.countStatements(async () => {
      res = await t.gql(TEAM_WITH_WALL, { param: 'chatty team', first: 3 });
    });
    expect(res.errors).toBeUndefined();
    expect(statements).toBe(1);
    const wall = res.data!.team.commentWall!;
    expect(res.data!.team.members.map((m: any) => m.user.userName)).toEqual(['chatty_lead']);
    expect(wall.comments.edges.map((e: any) => [e.node.text, e.node.author?.userName ?? null])).toEqual([
      ['Go team 4', 'chatty_fan'],
      ['Go team 3', 'chatty_fan'],
      ['Go team 2', null],
    ]);
    // the author of two of them comes once, with their page
    expect(wall.comments.edges[0].node.author?.profilePicture).toBe('/media/fan.png');
    expect(wall.comments.edges[1].node.author?.profilePicture).toBe('/media/fan.png');
    // exactly what the wall's own read answers, cursors included; the next page follows from its cursor
    const alone = await t.gql(WALL_ALONE, { id: wallId, first: 3 });
    expect(alone.data!.commentWall).toEqual(wall);
    const next = await t.gql(WALL_ALONE, { id: wallId, first: 3, after: wall.comments.pageInfo.endCursor });
    expect(next.data!.commentWall!.comments.edges.map((e: any) => e.node.text)).toEqual(['Go team 1', 'Go team 0']);
    // a page size the wall refuses is refused as before
    const bad = await t.gql(TEAM_WITH_WALL, { param: 'Chatty Team', first: 0 });
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describeFailingIdOrNameReads('team', {
  read: (param) => t.gql(graphql(`query TeamsTeam2($param: String!) { team(param: $param) { id } }`), { param }),
  readBlank: () => t.gql(graphql(`query TeamsTeam3 { team(param: "") { id } }`)),
  unknownName: 'No Such Team',
  notFound: 'Team not found',
  required: 'A team id or name is required.',
});
