import { signUp, type Account } from '../../test/accounts';
import { communityFixtures, type CommunityFixtures } from '../../test/factories/community';
import { graphql } from '../../test/gql';
import { startTestApp, type TestApp } from '../../test/harness';
import type { User } from '../users';

/** Issue 23 item 9: the Followed scope's count line counts the followed, not the whole board. */
let t: TestApp;
let f: CommunityFixtures;
let viewer: Account;

const COUNTS = graphql(`query FollowedEntryCount { leaderboard(kind: USER) { entryCount followedEntryCount } }`);

beforeAll(async () => {
  t = await startTestApp(__filename);
  f = communityFixtures(t.app.deps.dataSource.manager);
  viewer = await signUp(t, 'counter');
  const board = await f.leaderboard({ kind: 'user', title: 'Global players' });
  const players = [];
  for (const [i, score] of [50, 40, 30, 20].entries()) {
    const player = await f.user({ userName: `counted${i}` });
    await f.entry(board, { userId: player.id, score, wins: 0 });
    players.push(player);
  }
  const me = { id: viewer.userId } as User;
  await f.follow(me, 'user', players[1].id);
  await f.follow(me, 'user', players[3].id);
  // No longer followed: not counted.
  await f.follow(me, 'user', players[0].id, { isActive: false });
});
afterAll(() => t?.stop());

it("counts the board's entries the viewer follows; null for a visitor", async () => {
  const mine = await t.gql(COUNTS, {}, viewer.token);
  expect(mine.errors).toBeUndefined();
  expect(mine.data!.leaderboard).toEqual({ entryCount: 4, followedEntryCount: 2 });
  expect((await t.gql(COUNTS)).data!.leaderboard).toEqual({ entryCount: 4, followedEntryCount: null });
});
