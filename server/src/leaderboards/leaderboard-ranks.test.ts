import { signUp, type Account } from '../../test/accounts';
import { expectGraphQLError } from '../../test/errors';
import { startTestApp, type TestApp } from '../../test/harness';
import { Messages } from '../core/messages';
import type { User } from '../users';
import { communityFixtures, type CommunityFixtures } from '../../test/factories/community';

let t: TestApp;
let f: CommunityFixtures;
let viewer: Account;
const db = () => t.app.deps.dataSource.manager;

const PAGE = `query($kind: LeaderboardKind!, $first: Int, $after: String, $order: LeaderboardOrder, $search: String, $followed: Boolean) {
  leaderboard(kind: $kind) {
    id entryCount
    viewerEntry(orderBy: $order) { rank score wins user { id } }
    entries(first: $first, after: $after, orderBy: $order, search: $search, followedOnly: $followed) {
      edges { cursor node { rank score wins user { id userName } team { id } } }
      pageInfo { endCursor hasNextPage }
    }
  }
}`;

type Edge = { cursor: string; node: { rank: number; score: number; wins: number; user: { id: string; userName: string } | null } };
const page = async (vars: Record<string, unknown>, token = viewer.token) => {
  const res = await t.gql(PAGE, { kind: 'USER', ...vars }, token);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!.leaderboard as { id: string; entryCount: number; viewerEntry: { rank: number; score: number } | null; entries: { edges: Edge[]; pageInfo: { endCursor: string; hasNextPage: boolean } } };
};

/** The true competition ranks of a list of scores: 1 + how many are strictly higher. */
const ranksOf = (scores: number[]) => scores.map((s) => 1 + scores.filter((o) => o > s).length);

let board: { id: string };
const players: User[] = [];

beforeAll(async () => {
  t = await startTestApp(__filename);
  f = communityFixtures(db());
  viewer = await signUp(t, 'viewer');
  board = (await f.leaderboard({ kind: 'user', scope: 'global', title: 'Global Players' })) as { id: string };
  // 30 players with ties (scores 0..9, three each) and wins unrelated to scores.
  for (let i = 0; i < 30; i++) {
    const user = await f.user({ userName: `rank${String(i).padStart(2, '0')}` });
    players.push(user);
    await f.entry(board as never, { userId: user.id, score: i % 10, wins: (i * 7) % 5 });
  }
  await f.entry(board as never, { userId: viewer.userId, score: 0, wins: 0 });
});
afterAll(() => t?.stop());

describe('leaderboard ranks', () => {
  it('are true competition ranks read from the per-value table (ties share a rank), for score and wins', async () => {
    const all = await page({ first: 100 });
    const scores = all.entries.edges.map((e) => e.node.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(all.entries.edges.map((e) => e.node.rank)).toEqual(ranksOf(scores));
    expect(all.entryCount).toBe(31);
    const wins = await page({ first: 100, order: 'WINS' });
    expect(wins.entries.edges.map((e) => e.node.rank)).toEqual(ranksOf(wins.entries.edges.map((e) => e.node.wins)));
  });

  it('pages by keyset with no gaps or repeats while scores change between pages', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    let round = 0;
    do {
      const p = await page({ first: 7, after });
      seen.push(...p.entries.edges.map((e) => e.node.user!.id));
      after = p.entries.pageInfo.hasNextPage ? p.entries.pageInfo.endCursor : null;
      // a player already shown climbs, one not yet shown drops: neither is shown twice nor skipped
      if (round++ === 0) {
        await db().query(`UPDATE leaderboard_entries SET current_score = current_score + 100 WHERE user_id = $1`, [seen[6]]);
      }
    } while (after);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(31);
    await db().query(`UPDATE leaderboard_entries SET current_score = current_score - 100 WHERE user_id = $1`, [seen[6]]);
  });

  it('keeps ranks right through inserts, updates, moves down and deletes (the trigger)', async () => {
    const check = async () => {
      const rows: Array<{ current_score: number; rank: number }> = await db().query(
        `SELECT e.current_score, 1 + coalesce(r.above, 0) AS rank FROM leaderboard_entries e
           LEFT JOIN leaderboard_value_ranks r ON r.leaderboard_id = e.leaderboard_id AND r.metric = 'score' AND r.value = e.current_score
          WHERE e.leaderboard_id = $1`,
        [board.id],
      );
      const scores = rows.map((r) => r.current_score);
      expect(rows.map((r) => Number(r.rank))).toEqual(ranksOf(scores));
    };
    const extra = await f.user();
    await f.entry(board as never, { userId: extra.id, score: 5, wins: 0 });
    await check();
    await db().query(`UPDATE leaderboard_entries SET current_score = 42 WHERE user_id = $1`, [extra.id]);
    await check();
    await db().query(`UPDATE leaderboard_entries SET current_score = 3 WHERE user_id = $1`, [extra.id]);
    await check();
    await db().query(`DELETE FROM leaderboard_entries WHERE user_id = $1`, [extra.id]);
    await check();
  });

  it('answers "where am I" with the true rank, however far down', async () => {
    const p = await page({ first: 3 });
    expect(p.viewerEntry).toEqual({ rank: 28, score: 0, wins: 0, user: { id: viewer.userId } }); // 27 players score more
    const anonymous = await t.gql(PAGE, { kind: 'USER', first: 3 });
    expect((anonymous.data!.leaderboard as { viewerEntry: unknown }).viewerEntry).toBeNull();
  });

  it('narrows by name prefix and by followed players, keeping the board ranks', async () => {
    const searched = await page({ first: 50, search: '  RANK2' });
    expect(searched.entries.edges.map((e) => e.node.user!.userName).sort()).toEqual(['rank20', 'rank21', 'rank22', 'rank23', 'rank24', 'rank25', 'rank26', 'rank27', 'rank28', 'rank29']);
    const rank29 = searched.entries.edges.find((e) => e.node.user!.userName === 'rank29')!.node;
    expect(rank29.rank).toBe(1); // score 9 ties the board's best
    await f.follow({ id: viewer.userId } as User, 'user', players[5].id);
    const followed = await page({ first: 50, followed: true });
    expect(followed.entries.edges.map((e) => e.node.user!.id)).toEqual([players[5].id]);
    expectGraphQLError(await t.gql(PAGE, { kind: 'USER', followed: true }), 'UNAUTHENTICATED', Messages.unauthenticated);
    expectGraphQLError(await t.gql(PAGE, { kind: 'USER', search: 'x'.repeat(51) }, viewer.token), 'BAD_USER_INPUT', Messages.searchTextInvalid);
  });

  it('costs the same number of statements with 10 and with 10,000 entries', async () => {
    const other = (await f.leaderboard({ kind: 'team', scope: 'global', title: 'Global Teams' })) as { id: string };
    const count = () => t.countStatements(() => t.gql(PAGE, { kind: 'TEAM', first: 25 }, viewer.token));
    const [game, region] = [await f.game(), await f.region()];
    await db().query(
      `INSERT INTO teams (team_name, team_game_id, team_region_id) SELECT 'Bulk ' || g, $1, $2 FROM generate_series(1, 10000) g`,
      [game.id, region.id],
    );
    await db().query(`INSERT INTO leaderboard_entries (leaderboard_id, team_id, current_score, wins) SELECT $1, team_id, 1, 0 FROM teams WHERE team_name LIKE 'Bulk %' LIMIT 10`, [other.id]);
    const few = await count();
    // The session check, then the board read with everything the page asks of it (lookahead): its entry count, the
    // page of entries with their teams and pages, the viewer's own line. (Outside tests a signed-in session's answer
    // is kept a few seconds: the page is then one statement.)
    expect(few).toBe(2);
    // A bulk import goes around the per-row trigger and rebuilds the ranks once (as the benchmark's 5,000,000 do).
    await db().query(`ALTER TABLE leaderboard_entries DISABLE TRIGGER leaderboard_entries_ranks`);
    await db().query(
      `INSERT INTO leaderboard_entries (leaderboard_id, team_id, current_score, wins)
       SELECT $1, team_id, (random() * 1000)::int, (random() * 50)::int FROM teams WHERE team_name LIKE 'Bulk %' ON CONFLICT DO NOTHING`,
      [other.id],
    );
    await db().query(`ALTER TABLE leaderboard_entries ENABLE TRIGGER leaderboard_entries_ranks`);
    await db().query(`SELECT leaderboard_ranks_rebuild()`);
    const many = await count();
    expect(many).toBe(few);
    expect((await t.gql(PAGE, { kind: 'TEAM', first: 1 })).data!.leaderboard).toMatchObject({ entryCount: 10000 });
  });

  it('reads the same page with the board (lookahead) as through the loaders, fragments and all', async () => {
    // `leaderboard` reads the entries and the viewer's line in its own statement; `leaderboards` reads them through
    // the batched loaders. Fragments and an inline fragment hide the fields from a naive lookahead.
    const fields = `entryCount
      entries(first: 4, orderBy: WINS, after: $after) { ...Lines }
      ... on Leaderboard { viewerEntry(orderBy: WINS) { rank wins user { id } team { id name } } }`;
    const query = `query($after: String) {
      one: leaderboard(kind: TEAM) { id ...Board }
      all: leaderboards(kind: TEAM, scope: GLOBAL) { id ...Board }
    }
    fragment Board on Leaderboard { ${fields} }
    fragment Lines on LeaderboardEntryConnection { edges { cursor node { rank wins team { id name } } } pageInfo { endCursor hasNextPage } }`;
    // The global teams' board of the test before (10,000 entries).
    const [teamsBoard] = await db().query(`SELECT leaderboard_id AS id FROM leaderboards WHERE kind = 'team' AND scope = 'global' AND lb_region_id IS NULL AND lb_genre_id IS NULL AND lb_game_id IS NULL`);
    const mine = await f.team({ name: 'Lookahead Mine' });
    await f.member(mine, { id: viewer.userId } as User);
        await f.entry(teamsBoard as never, { teamId: mine.id, score: 3, wins: 5 });
    const [{ ahead }] = await db().query(`SELECT count(*)::int AS ahead FROM leaderboard_entries WHERE leaderboard_id = $1 AND wins > 5`, [teamsBoard.id]);
    const read = async (after: string | null) => {
      const res = await t.gql(query, { after }, viewer.token);
      if (res.errors) throw new Error(JSON.stringify(res.errors));
      const data = res.data as { one: { id: string }; all: Array<{ id: string }> };
      return { one: data.one, loaded: data.all.find((b) => b.id === data.one.id) };
    };
    const first = await read(null);
    expect(first.one.id).toBe(teamsBoard.id);
    expect(first.one).toEqual(first.loaded);
    expect(first.one).toMatchObject({ viewerEntry: { team: { id: mine.id }, wins: 5, rank: 1 + ahead } });
    const second = await read((first.one as unknown as { entries: { pageInfo: { endCursor: string } } }).entries.pageInfo.endCursor);
    expect(second.one).toEqual(second.loaded);
    // The lookahead sees through the fragments: the session check and one statement.
    const alone = query.replace(/all: leaderboards[^\n]*\n/, '');
    expect(await t.countStatements(() => t.gql(alone, { after: null }, viewer.token))).toBe(2);
    // A cursor that is refused is refused by the entries field alone, with or without the lookahead.
    const refused = await t.gql(`{ leaderboard(kind: TEAM) { id entries(after: "bogus") { edges { cursor } } } }`, {}, viewer.token);
    expectGraphQLError(refused, 'BAD_USER_INPUT', Messages.invalidCursor);
  });

  it('answers the REST calls: get-leaderboards, get-user-team-names, get-db-leaderboards', async () => {
    const boards = await t.rest('GET', '/api/leaderboard/get-leaderboards');
    expect(boards.body.user_leaderboards[0]).toMatchObject({ leaderboard_id: board.id, entries: expect.any(Array) });
    expect(boards.body.user_leaderboards[0].entries[0]).toEqual(expect.objectContaining({ user_id: expect.any(String), current_score: 9, rank: 1 }));
    const names = await t.rest('POST', '/api/leaderboard/get-user-team-names', { _user_ids: [players[0].id], _team_ids: [] });
    expect(names.body.data.users).toEqual([expect.objectContaining({ user_id: players[0].id, user_name: 'rank00' })]);
    expect((await t.rest('POST', '/api/leaderboard/get-user-team-names', { _user_ids: ['nope'] })).status).toBe(400);
    expect((await t.rest('GET', '/api/comp/get-db-leaderboards')).body.data.map((b: { leaderboard_id: string }) => b.leaderboard_id)).toContain(board.id);
  });
});
