import { randomUUID } from 'node:crypto';
import { startTestApp, type GraphQLResult, type TestApp } from '../../test/harness';
import type { Game, Region } from '../catalog/catalog.entities';
import { communityFixtures, type CommunityFixtures } from '../../test/factories/community';
import type { Leaderboard } from './leaderboards.entities';
import { graphql } from '../../test/gql';

let t: TestApp;
let f: CommunityFixtures;
let valorant: Game;
let europe: Region;
let global: Leaderboard;
let valorantTeams: Leaderboard;

beforeAll(async () => {
  t = await startTestApp(__filename);
  f = communityFixtures(t.app.deps.dataSource.manager);
  valorant = await f.game({ title: 'Valorant' });
  europe = await f.region({ title: 'Europe' });
  global = await f.leaderboard({ kind: 'user', title: 'Global players' });
  valorantTeams = await f.leaderboard({ kind: 'team', title: 'Valorant teams', gameId: valorant.id });
  await f.leaderboard({ kind: 'user', title: 'Europe players', regionId: europe.id });
  await f.leaderboard({ kind: 'user', scope: 'league', title: 'A league board' });
  // scores 50, 40, 40, 30, 10, 10, 10, 0 (ties share a rank); wins rise as scores fall
  const scores = [50, 40, 40, 30, 10, 10, 10, 0];
  for (const [i, score] of scores.entries()) {
    await f.entry(global, { userId: (await f.user({ userName: `ranked${i}` })).id, score, wins: i, losses: 1 });
  }
  await f.entry(valorantTeams, { teamId: (await f.team({ name: 'Night Owls', gameId: valorant.id })).id, score: 7, wins: 3 });
});
afterAll(() => t?.stop());

const ENTRIES = graphql(`query LeaderboardsEntries($kind: LeaderboardKind, $first: Int, $after: String, $orderBy: LeaderboardOrder) {
  leaderboards(kind: $kind, scope: GLOBAL, regionId: null) {
    id title entries(first: $first, after: $after, orderBy: $orderBy) {
      edges { cursor node { rank score wins losses user { userName } team { name } } }
      pageInfo { endCursor hasNextPage }
    }
  }
}`);

describe('successful leaderboard reads', () => {
  it('lists boards by every filter given, players first', async () => {
    const all = await t.gql(graphql(`query LeaderboardsLeaderboards { leaderboards { title kind scope region { title } game { title } genre { title } } }`));
    expect(all.errors).toBeUndefined();
    expect(all.data!.leaderboards.map((b: any) => b.title)).toEqual([
      'A league board',
      'Europe players',
      'Global players',
      'Valorant teams',
    ]);
    expect(all.data!.leaderboards[3]).toEqual({
      title: 'Valorant teams',
      kind: 'TEAM',
      scope: 'GLOBAL',
      region: null,
      game: { title: 'Valorant' },
      genre: null,
    });

    const teams = await t.gql(graphql(`query LeaderboardsLeaderboards2($gameId: ID) { leaderboards(kind: TEAM, gameId: $gameId) { id } }`), { gameId: valorant.id });
    expect(teams.data!.leaderboards).toEqual([{ id: valorantTeams.id }]);
    const europeOnly = await t.gql(graphql(`query LeaderboardsLeaderboards3($r: ID) { leaderboards(regionId: $r) { title region { title } } }`), { r: europe.id });
    expect(europeOnly.data!.leaderboards).toEqual([{ title: 'Europe players', region: { title: 'Europe' } }]);
    const league = await t.gql(graphql(`query LeaderboardsLeaderboards4 { leaderboards(scope: LEAGUE) { title } }`));
    expect(league.data!.leaderboards).toEqual([{ title: 'A league board' }]);
    const none = await t.gql(graphql(`query LeaderboardsLeaderboards5($g: ID) { leaderboards(gameId: $g) { id } }`), { g: randomUUID() });
    expect(none.data!.leaderboards).toEqual([]);
  });

  it('ranks entries by score with shared ranks for ties, page after page', async () => {
    const first = await t.gql(ENTRIES, { kind: 'USER', first: 3 });
    expect(first.errors).toBeUndefined();
    const board = first.data!.leaderboards.find((b: any) => b.id === global.id)!;
    const page1 = board.entries;
    expect(page1.edges.map((e: any) => [e.node.rank, e.node.score])).toEqual([
      [1, 50],
      [2, 40],
      [2, 40],
    ]);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const next = await t.gql(ENTRIES, { kind: 'USER', first: 4, after: page1.pageInfo.endCursor });
    const page2 = next.data!.leaderboards.find((b: any) => b.id === global.id)!.entries;
    expect(page2.edges.map((e: any) => [e.node.rank, e.node.score])).toEqual([
      [4, 30],
      [5, 10],
      [5, 10],
      [5, 10],
    ]);
    const last = await t.gql(ENTRIES, { kind: 'USER', first: 4, after: page2.pageInfo.endCursor });
    const page3 = last.data!.leaderboards.find((b: any) => b.id === global.id)!.entries;
    expect(page3.edges.map((e: any) => [e.node.rank, e.node.score, e.node.user.userName, e.node.team])).toEqual([[8, 0, 'ranked7', null]]);
    expect(page3.pageInfo.hasNextPage).toBe(false);
    const names = [...page1.edges, ...page2.edges, ...page3.edges].map((e: any) => e.node.user.userName);
    expect(new Set(names).size).toBe(8);
  });

  it('ranks by wins when asked', async () => {
    const res = await t.gql(ENTRIES, { kind: 'USER', first: 2, orderBy: 'WINS' });
    const board = res.data!.leaderboards.find((b: any) => b.id === global.id)!;
    expect(board.entries.edges.map((e: any) => [e.node.rank, e.node.wins, e.node.user.userName])).toEqual([
      [1, 7, 'ranked7'],
      [2, 6, 'ranked6'],
    ]);
  });

  it('resolves teams on team boards', async () => {
    const res = await t.gql(ENTRIES, { kind: 'TEAM' });
    expect(res.data!.leaderboards[0].entries.edges).toEqual([
      { cursor: expect.any(String), node: { rank: 1, score: 7, wins: 3, losses: 0, user: null, team: { name: 'Night Owls' } } },
    ]);
  });

  it('reads every board with its entries and players in a fixed number of statements', async () => {
    const query = graphql(`query LeaderboardsLeaderboards6 { leaderboards { game { title } region { title } entries { edges { node { user { userName } team { name } } } } } }`);
    // Cold: boards, then one batch each: games, regions, entry pages (which bring their players and teams with pages).
    // Then as a served process answers it: the games and regions read are held (catalog rows), so boards and entries.
    const first = await t.countStatements(() => t.gql(query));
    const statements = await t.countStatements(() => t.gql(query));
    expect(first).toBeLessThanOrEqual(4);
    expect(statements).toBe(2);
  });
});

describe('failing leaderboard reads', () => {
  const expectOneError = (res: GraphQLResult, code: string, message: string) => {
    expect(res.errors).toHaveLength(1);
    expect(res.errors![0].extensions?.code).toBe(code);
    expect(res.errors![0].message).toBe(message);
  };

  it('answers BAD_USER_INPUT for a malformed filter id, naming the field', async () => {
    const res = await t.gql(graphql(`query LeaderboardsLeaderboards7 { leaderboards(gameId: "valorant") { id } }`));
    expectOneError(res, 'BAD_USER_INPUT', 'Invalid id: expected a UUID.');
    expect(res.errors![0].extensions?.fields).toEqual({ gameId: 'Invalid id: expected a UUID.' });
  });

  it('answers BAD_USER_INPUT for a cursor read in the other order', async () => {
    const byScore = await t.gql(ENTRIES, { kind: 'USER', first: 1 });
    const cursor = byScore.data!.leaderboards.find((b: any) => b.id === global.id)!.entries.pageInfo.endCursor;
    const res = await t.gql(
      graphql(`query LeaderboardsLeaderboards8($after: String) { leaderboards(kind: USER, scope: GLOBAL, regionId: null) { entries(after: $after, orderBy: WINS) { edges { cursor } } } }`),
      {
        after: cursor,
      },
    );
    expect(res.errors!.length).toBeGreaterThan(0);
    expect(res.errors!.every((e) => e.extensions?.code === 'BAD_USER_INPUT' && e.message === 'Invalid cursor')).toBe(true);
  });

  it("answers BAD_USER_INPUT for a teams' board ranked by skill rating (a rating is a player's), for the entries and the viewer's line", async () => {
    const entries = await t.gql(graphql(`query LeaderboardsTeamRating { leaderboards(kind: TEAM) { entries(orderBy: RATING) { edges { cursor } } } }`));
    expectOneError(entries, 'BAD_USER_INPUT', "Teams have no skill rating: rank a teams' board by score or wins.");
    expect(entries.errors![0].extensions?.fields).toEqual({ orderBy: "Teams have no skill rating: rank a teams' board by score or wins." });
    const mine = await t.gql(graphql(`query LeaderboardsTeamRatingMine($id: ID) { leaderboard(kind: TEAM, gameId: $id) { id viewerEntry(orderBy: RATING) { rank } } }`), { id: valorant.id });
    expectOneError(mine, 'BAD_USER_INPUT', "Teams have no skill rating: rank a teams' board by score or wins.");
    // Players' boards rank by rating.
    const players = await t.gql(ENTRIES, { kind: 'USER', first: 1, orderBy: 'RATING' });
    expect(players.errors).toBeUndefined();
  });

  it('answers BAD_USER_INPUT for a page size outside 1..100', async () => {
    const res = await t.gql(graphql(`query LeaderboardsLeaderboards9($id: ID) { leaderboards(gameId: $id) { entries(first: 1000) { edges { cursor } } } }`), {
      id: valorant.id,
    });
    expectOneError(res, 'BAD_USER_INPUT', 'first must be between 1 and 100');
  });
});
