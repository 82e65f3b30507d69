import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { CompetitionSchema1763800000200 } from '../../../migrations/1763800000200-CompetitionSchema';
import { startTestApp, type GraphQLResult, type TestApp } from '../../test/harness';
import { Match, MatchParticipant, MatchRound, type MatchStatus } from '../matches/matches.entities';
import { seedReferenceData } from '../seed/reference-data';
import { Bracket, BracketNode, Tournament, TournamentPage, TournamentParticipant } from '../tournaments/tournaments.entities';
import { League, LeagueParticipant, LeaguePage, Standing } from './leagues.entities';
import type { ResultOf, VariablesOf } from '@graphql-typed-document-node/core';
import { graphql } from '../../test/gql';
import type { MatchStatus as GqlMatchStatus } from '../../test/gql/graphql';

let t: TestApp;
let db: EntityManager;
let ref: Awaited<ReturnType<typeof seedReferenceData>>;
let organizerId: string;
let userId: string;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const COMPETITION_TABLES = [
  'bracket_nodes',
  'brackets',
  'league_page',
  'league_participants',
  'leagues',
  'match_participants',
  'match_rounds',
  'matches',
  'standings',
  'tournament_page',
  'tournaments',
  'tourney_participants',
];

// ---- prerequisites of the community half, inserted with plain SQL into its contract tables ----

async function insertUser(name: string): Promise<string> {
  const id = randomUUID();
  const [{ auth }] = await db.query(`SELECT to_regclass('public.auth_users') IS NOT NULL AS auth`);
  if (auth) await db.query(`INSERT INTO auth_users (id, email) VALUES ($1, $2)`, [id, `${name}@example.test`]);
  await db.query(`INSERT INTO users (user_id, user_name) VALUES ($1, $2)`, [id, name]);
  return id;
}

async function insertTeam(name: string): Promise<string> {
  const [{ team_id }] = await db.query(
    `INSERT INTO teams (team_name, team_game_id, team_region_id) VALUES ($1, $2, $3) RETURNING team_id`,
    [name, ref.games[0].id, ref.regions[0].id],
  );
  return team_id;
}

const TEAM_WORDS = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel', 'India', 'Juliet', 'Kilo', 'Lima'];
let teamSerial = 0;
/** Team names are letters, digits and single spaces (teams_team_name_check). */
const teamName = () => `${TEAM_WORDS[teamSerial % TEAM_WORDS.length]} ${++teamSerial}`;

// ---- competition rows through the entities (so the entity mappings are exercised too) ----

let leagueSerial = 0;
async function createLeague(overrides: Partial<League> = {}): Promise<League> {
  const league = await db.getRepository(League).save({
    name: `Test Ladder ${++leagueSerial}`,
    startDate: '2026-01-01',
    endDate: '2026-06-30',
    organizerId,
    gameId: ref.games[0].id,
    platformId: ref.platforms[0].id,
    regionId: ref.regions[0].id,
    genreId: ref.games[0].genreId,
    userId,
    ...overrides,
  });
  return db.getRepository(League).findOneByOrFail({ id: league.id });
}

/** A league with `teams` approved teams (standings for each) and `matches` two-team matches with three rounds. */
async function createLeagueWorld(teams: number, matches: number) {
  const league = await createLeague();
  await db.getRepository(LeaguePage).save({ leagueId: league.id, bio: 'A ladder', rules: 'Be nice', scoringRules: [{ Kills: 1 }] });
  const teamIds: string[] = [];
  for (let i = 0; i < teams; i++) teamIds.push(await insertTeam(teamName()));
  await db.getRepository(LeagueParticipant).save(teamIds.map((teamId) => ({ leagueId: league.id, teamId, status: 'approved' as const })));
  await db.getRepository(Standing).save(teamIds.map((teamId, i) => ({ leagueId: league.id, teamId, points: i * 3, wins: i })));
  for (let i = 0; i < matches; i++) {
    const match = await db.getRepository(Match).save({
      leagueId: league.id,
      scheduledTime: new Date(Date.UTC(2026, 1, 1 + i, 18)),
      status: 'completed' as const,
      gameId: league.gameId,
    });
    const pair = [teamIds[i % teams], teamIds[(i + 1) % teams]];
    await db
      .getRepository(MatchParticipant)
      .save(pair.map((teamId, k) => ({ matchId: match.id, teamId, totalPoints: 10 - k, placement: k + 1, slot: k + 1 })));
    await db
      .getRepository(MatchRound)
      .save(
        pair.flatMap((teamId) =>
          [1, 2, 3].map((matchRound) => ({ matchId: match.id, teamId, matchRound, metrics: { Kills: matchRound }, roundPoints: 1 })),
        ),
      );
  }
  return { league, teamIds };
}

function expectOneError(res: GraphQLResult, code: string, message: string) {
  expect(res.errors).toHaveLength(1);
  expect(res.errors![0].extensions?.code).toBe(code);
  expect(res.errors![0].message).toBe(message);
}

async function sqlStateOf(work: Promise<unknown>): Promise<string | undefined> {
  try {
    await work;
  } catch (error) {
    return (error as { driverError?: { code?: string }; code?: string }).driverError?.code ?? (error as { code?: string }).code;
  }
  return undefined;
}

beforeAll(async () => {
  t = await startTestApp(__filename);
  db = t.app.deps.dataSource.manager;
  ref = await seedReferenceData(db);
  userId = await insertUser('ladderowner');
  [{ organizer_id: organizerId }] = await db.query(
    `INSERT INTO organizers (org_name, user_id) VALUES ('Clutch Org', $1) RETURNING organizer_id`,
    [userId],
  );
});
afterAll(() => t?.stop());

describe("ladder cards over REST (the home's Featured Ladders, the games page)", () => {
  it("lists a game's ladders (without p_game_id, or null: every game's), a category's active ladders, and refuses malformed ids", async () => {
    const game = ref.games[ref.games.length - 1];
    const onGame = { gameId: game.id, genreId: game.genreId };
    const featured = await createLeague({ ...onGame, compCatId: 1 });
    const otherCategory = await createLeague({ ...onGame, compCatId: 2 });
    const inactive = await createLeague({ ...onGame, compCatId: 1, status: 'inactive' });
    const elsewhere = await createLeague({ compCatId: 1 });
    const ids = (res: { body: { data: Array<{ league_id: string }> } }) => res.body.data.map((card) => card.league_id);

    const ofGame = await t.rest('POST', '/api/comp/get-all-ladders', { p_game_id: game.id });
    expect(ofGame.status).toBe(200);
    expect(ids(ofGame).sort()).toEqual([featured.id, otherCategory.id, inactive.id].sort());
    expect(ofGame.body.data.find((card: { league_id: string }) => card.league_id === featured.id)).toMatchObject({
      league_name: featured.name,
      comp_cat_id: 1,
      status: 'active',
      game_title: game.title,
      org_name: 'Clutch Org',
    });
    for (const body of [{}, { p_game_id: null }]) {
      const all = await t.rest('POST', '/api/comp/get-all-ladders', body);
      expect({ body, status: all.status }).toEqual({ body, status: 200 });
      expect(ids(all)).toEqual(expect.arrayContaining([featured.id, otherCategory.id, inactive.id, elsewhere.id]));
    }
    expect((await t.rest('POST', '/api/comp/get-all-ladders', { p_game_id: randomUUID() })).body).toEqual({ data: [] });
    for (const p_game_id of ['nope', 42, ['x']]) {
      const refused = await t.rest('POST', '/api/comp/get-all-ladders', { p_game_id });
      expect({ p_game_id, status: refused.status, code: refused.body.error?.code }).toEqual({ p_game_id, status: 400, code: 'BAD_USER_INPUT' });
    }

    const category = ids(await t.rest('GET', '/api/comp/get-featured-ladders/1'));
    expect(category).toEqual(expect.arrayContaining([featured.id, elsewhere.id]));
    expect(category).not.toContain(otherCategory.id);
    expect(category).not.toContain(inactive.id);
    expect(ids(await t.rest('GET', '/api/comp/get-featured-ladders/2'))).toContain(otherCategory.id);
    for (const compCatId of ['abc', '1.5', '99999999999']) {
      expect({ compCatId, status: (await t.rest('GET', `/api/comp/get-featured-ladders/${compCatId}`)).status }).toEqual({ compCatId, status: 400 });
    }
  });
});

describe('the competition migration', () => {
  it('creates every table, indexes every foreign key, and reverts cleanly', async () => {
    // Reads go through the given manager: inside the migration they must share its connection.
    const tables = async (manager = db) =>
      (
        await manager.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename = ANY($1) ORDER BY 1`, [
          COMPETITION_TABLES,
        ])
      ).map((r: { tablename: string }) => r.tablename);
    expect(await tables()).toEqual(COMPETITION_TABLES);

    // Every foreign key of our tables is the leading column(s) of some index.
    const unindexed = await db.query(
      `SELECT c.conrelid::regclass::text AS table_name, c.conname
         FROM pg_constraint c
        WHERE c.contype = 'f' AND c.conrelid::regclass::text = ANY($1)
          AND NOT EXISTS (
            SELECT 1 FROM pg_index i
             WHERE i.indrelid = c.conrelid
               AND (i.indkey::int2[])[0:array_length(c.conkey, 1) - 1] @> c.conkey
               AND (i.indkey::int2[])[0:array_length(c.conkey, 1) - 1] <@ c.conkey)`,
      [COMPETITION_TABLES],
    );
    expect(unindexed).toEqual([]);

    const runner = t.app.deps.dataSource.createQueryRunner();
    try {
      // In a transaction that is rolled back: later migrations point at these tables, so undo them first, newest
      // first, as migration:revert would.
      await runner.startTransaction();
      const all = t.app.deps.dataSource.migrations;
      const index = all.findIndex((m) => m instanceof CompetitionSchema1763800000200);
      for (const m of all.slice(index + 1).reverse()) await m.down(runner);
      await all[index].down(runner);
      expect(await tables(runner.manager)).toEqual([]);
      await all[index].up(runner);
      expect(await tables(runner.manager)).toEqual(COMPETITION_TABLES);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });

  it('rejects a league name that differs only in case (23505) and other impossible rows', async () => {
    await createLeague({ name: 'Case Ladder' });
    expect(await sqlStateOf(createLeague({ name: 'CASE ladder' }))).toBe('23505');
    expect(await sqlStateOf(createLeague({ startDate: '2026-05-01', endDate: '2026-04-30' }))).toBe('23514');
    expect(await sqlStateOf(createLeague({ status: 'paused' as never }))).toBe('23514');
    expect(await sqlStateOf(db.getRepository(Match).save({ scheduledTime: new Date() }))).toBe('23514');
    const league = await createLeague();
    expect(await sqlStateOf(db.getRepository(Match).save({ leagueId: league.id, scheduledTime: new Date(), rounds: 16 }))).toBe('23514');
    // a round row needs its team to be a participant of the match (composite FK)
    const match = await db.getRepository(Match).save({ leagueId: league.id, scheduledTime: new Date() });
    const stranger = await insertTeam(teamName());
    expect(await sqlStateOf(db.getRepository(MatchRound).save({ matchId: match.id, teamId: stranger, matchRound: 1 }))).toBe('23503');
  });

  it('stores defaults the spec relies on', async () => {
    const league = await createLeague();
    expect(league).toMatchObject({ compCatId: 1, isParent: true, status: 'active', maxTeams: 12, parentLeagueId: null });
    const page = await db.getRepository(LeaguePage).save({ leagueId: league.id });
    expect((await db.getRepository(LeaguePage).findOneByOrFail({ id: page.id })).scoringRules).toEqual([]);
    const match = await db.getRepository(Match).save({ leagueId: league.id, scheduledTime: new Date('2026-03-01T12:00:00.123Z') });
    expect(await db.getRepository(Match).findOneByOrFail({ id: match.id })).toMatchObject({
      status: 'scheduled',
      rounds: 3,
      isScoreUpdated: false,
      finalizedAt: null,
      scheduledTime: new Date('2026-03-01T12:00:00.123Z'),
    });
  });
});

describe('successful league reads', () => {
  it('finds a league by id and by name in any case, with its page folded in', async () => {
    const { league } = await createLeagueWorld(2, 0);
    const query = graphql(`query CompetitionLeague($p: String!) { league(param: $p) { id name status compCatId isParent bio rules prize scoringRules
      maxTeams teamCount startDate endDate game { title } platform { title } region { title } genre { title } organizerId organizer { id name } creatorId creator { userName } } }`);
    const byId = await t.gql(query, { p: league.id });
    expect(byId.errors).toBeUndefined();
    expect(byId.data!.league).toEqual({
      id: league.id,
      name: league.name,
      status: 'ACTIVE',
      compCatId: 1,
      isParent: true,
      bio: 'A ladder',
      rules: 'Be nice',
      prize: null,
      scoringRules: [{ Kills: 1 }],
      maxTeams: 12,
      teamCount: 2,
      startDate: '2026-01-01',
      endDate: '2026-06-30',
      game: { title: ref.games[0].title },
      platform: { title: ref.platforms[0].title },
      region: { title: ref.regions[0].title },
      genre: { title: ref.genres.find((g) => g.id === ref.games[0].genreId)!.title },
      organizerId,
      organizer: { id: organizerId, name: 'Clutch Org' },
      creatorId: userId,
      creator: { userName: 'ladderowner' },
    });
    const byName = await t.gql(query, { p: `  ${league.name.toUpperCase()} ` });
    expect(byName.errors).toBeUndefined();
    expect(byName.data!.league.id).toBe(league.id);
  });

  it('counts only approved teams and filters participants by status', async () => {
    const league = await createLeague();
    const [a, b, c] = [await insertTeam(teamName()), await insertTeam(teamName()), await insertTeam(teamName())];
    await db.getRepository(LeagueParticipant).save([
      { leagueId: league.id, teamId: a, status: 'approved' as const },
      { leagueId: league.id, teamId: b, status: 'pending' as const },
      { leagueId: league.id, teamId: c, status: 'declined' as const },
    ]);
    const res = await t.gql(
      graphql(`query CompetitionLeague2($p: String!) { league(param: $p) { teamCount pending: participants(status: PENDING) { teamId team { id } status league { id } }
      all: participants { teamId } } }`),
      { p: league.id },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.league.teamCount).toBe(1);
    expect(res.data!.league.pending).toEqual([{ teamId: b, team: { id: b }, status: 'PENDING', league: { id: league.id } }]);
    expect(res.data!.league.all.map((p: { teamId: string }) => p.teamId).sort()).toEqual([a, b, c].sort());
  });

  it('reads only the first entries when asked for a few: oldest first, by status, one statement for a league\'s lists', async () => {
    const [one, two] = [await createLeague(), await createLeague()];
    const teams = [];
    for (let i = 0; i < 5; i++) teams.push(await insertTeam(teamName()));
    await db.getRepository(LeagueParticipant).save(
      teams.map((teamId, i) => ({ leagueId: one.id, teamId, status: i === 1 ? ('pending' as const) : ('approved' as const), createdAt: new Date(Date.UTC(2026, 0, 1 + i)) })),
    );
    await db.getRepository(LeagueParticipant).save({ leagueId: two.id, teamId: teams[0], status: 'approved' as const });
    const HEAD = graphql(`query CompetitionParticipantsHead($a: String!, $b: String!, $first: Int) {
      a: league(param: $a) { approved: participants(status: APPROVED, first: $first) { teamId team { id } } any: participants(first: 2) { teamId status } }
      b: league(param: $b) { approved: participants(status: APPROVED, first: $first) { teamId } } }`);
    let res: GraphQLResult<ResultOf<typeof HEAD>> = {};
    const statements = await t.countStatements(async () => {
      res = await t.gql(HEAD, { a: one.id, b: two.id, first: 3 });
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.a.approved).toEqual([teams[0], teams[2], teams[3]].map((id) => ({ teamId: id, team: { id } })));
    expect(res.data!.a.any).toEqual([
      { teamId: teams[0], status: 'APPROVED' },
      { teamId: teams[1], status: 'PENDING' },
    ]);
    expect(res.data!.b.approved).toEqual([{ teamId: teams[0] }]);
    // Each league (by id), then its lists with their teams: one statement for both of a's lists.
    expect(statements).toBe(4);
    expectOneError(await t.gql(HEAD, { a: one.id, b: two.id, first: 0 }), 'BAD_USER_INPUT', 'first must be between 1 and 100');
  });

  it('orders standings by points then team name, and equal points share a rank', async () => {
    const league = await createLeague();
    const rows: Array<[string, number]> = [
      ['zulu team', 10],
      ['Alpha Squad', 10],
      ['Mike Team', 7],
      ['bravo team', 7],
      ['Last Place', 3],
    ];
    const ids = new Map<string, string>();
    for (const [name] of rows) ids.set(name, await insertTeam(name));
    await db
      .getRepository(Standing)
      .save(rows.map(([name, points]) => ({ leagueId: league.id, teamId: ids.get(name)!, points, wins: points })));
    const res = await t.gql(
      graphql(`query CompetitionLeague3($p: String!) { league(param: $p) { standings { rank teamId team { name } points wins losses draws } } }`),
      {
        p: league.id,
      },
    );
    expect(res.errors).toBeUndefined();
    const standings = res.data!.league.standings;
    expect(standings.map((s: { rank: number }) => s.rank)).toEqual([1, 1, 3, 3, 5]);
    const expected = ['Alpha Squad', 'zulu team', 'bravo team', 'Mike Team', 'Last Place'];
    expect(standings.map((s: { teamId: string }) => s.teamId)).toEqual(expected.map((n) => ids.get(n)));
    expect(standings.map((s: { team: { name: string } }) => s.team.name)).toEqual(expected);
    expect(standings[0]).toMatchObject({ points: 10, wins: 10, losses: 0, draws: 0 });
  });

  it('pages the standings by keyset: ranks and tiebreaks from the whole table, no gaps or repeats, bad cursors refused', async () => {
    const league = await createLeague();
    // 7 teams: points 9, 6, 6, 6, 3, 3, 0; names chosen so ties sort by name across the page breaks.
    const rows: Array<[string, number]> = [
      ['Oscar Nine', 9],
      ['Charlie Six', 6],
      ['alpha six', 6],
      ['Bravo Six', 6],
      ['Echo Three', 3],
      ['delta three', 3],
      ['Zero Team', 0],
    ];
    const ids = new Map<string, string>();
    for (const [name] of rows) ids.set(name, await insertTeam(name));
    await db.getRepository(Standing).save(rows.map(([name, points]) => ({ leagueId: league.id, teamId: ids.get(name)!, points })));
    const PAGE = graphql(`query CompetitionStandingsPage($p: String!, $first: Int, $after: String) { league(param: $p) {
      standingsPage(first: $first, after: $after) { edges { cursor node { rank points tiebreak team { name } } } pageInfo { endCursor hasNextPage } } } }`);
    const seen: Array<{ rank: number; points: number; tiebreak?: string | null; team: { name: string } }> = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const res: GraphQLResult<ResultOf<typeof PAGE>> = await t.gql(PAGE, { p: league.id, first: 3, after });
      expect(res.errors).toBeUndefined();
      const page = res.data!.league.standingsPage;
      seen.push(...page.edges.map((edge) => edge.node));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      pages++;
    } while (after);
    expect(pages).toBe(3);
    expect(seen.map((row) => row.team.name)).toEqual(['Oscar Nine', 'alpha six', 'Bravo Six', 'Charlie Six', 'delta three', 'Echo Three', 'Zero Team']);
    expect(seen.map((row) => row.rank)).toEqual([1, 2, 2, 2, 5, 5, 7]);
    // 'Charlie Six' opens page 2 and still knows it is level with the row above it, on page 1.
    expect(seen.map((row) => row.tiebreak != null)).toEqual([false, false, true, true, false, true, false]);
    // The whole table, unpaged, says the same.
    const whole = await t.gql(graphql(`query CompetitionStandingsWhole($p: String!) { league(param: $p) { standings { rank tiebreak team { name } } } }`), { p: league.id });
    expect(whole.data!.league.standings).toEqual(seen.map(({ rank, tiebreak, team }) => ({ rank, tiebreak, team })));
    // A row moving between pages never shows twice: the keyset continues after the last row shown.
    const first = (await t.gql(PAGE, { p: league.id, first: 3 })).data!.league.standingsPage;
    await db.getRepository(Standing).update({ leagueId: league.id, teamId: ids.get('Zero Team')! }, { points: 12 });
    const next = (await t.gql(PAGE, { p: league.id, first: 10, after: first.pageInfo.endCursor })).data!.league.standingsPage;
    expect(next.edges.map((edge) => edge.node.team.name)).toEqual(['Charlie Six', 'delta three', 'Echo Three']);
    for (const bad of ['nope', Buffer.from(JSON.stringify(['x', 1, 2])).toString('base64url')]) {
      expectOneError(await t.gql(PAGE, { p: league.id, after: bad }), 'BAD_USER_INPUT', 'Invalid cursor');
    }
    expectOneError(await t.gql(PAGE, { p: league.id, first: 101 }), 'BAD_USER_INPUT', 'first must be between 1 and 100');
  });

  it('pages a league schedule newest first, by status, without repeats', async () => {
    const league = await createLeague();
    const statuses: MatchStatus[] = ['completed', 'pending', 'completed', 'scheduled', 'completed'];
    const ids: string[] = [];
    for (const [i, status] of statuses.entries()) {
      ids.push((await db.getRepository(Match).save({ leagueId: league.id, status, scheduledTime: new Date(Date.UTC(2026, 2, 1 + i)) })).id);
    }
    const page = (after: string | null, status?: GqlMatchStatus) =>
      t.gql(
        graphql(`query CompetitionLeague4($p: String!, $after: String, $status: MatchStatus) { league(param: $p) {
        matches(first: 2, after: $after, status: $status) { edges { cursor node { id status } } pageInfo { endCursor hasNextPage } } } }`),
        { p: league.id, after, status },
      );
    const first = await page(null);
    expect(first.errors).toBeUndefined();
    expect(first.data!.league.matches.edges.map((e: any) => e.node.id)).toEqual([ids[4], ids[3]]);
    expect(first.data!.league.matches.pageInfo.hasNextPage).toBe(true);
    const second = await page(first.data!.league.matches.pageInfo.endCursor);
    expect(second.data!.league.matches.edges.map((e: any) => e.node.id)).toEqual([ids[2], ids[1]]);
    const third = await page(second.data!.league.matches.pageInfo.endCursor);
    expect(third.data!.league.matches.edges.map((e: any) => e.node.id)).toEqual([ids[0]]);
    expect(third.data!.league.matches.pageInfo.hasNextPage).toBe(false);

    const completed = await page(null, 'COMPLETED');
    expect(completed.data!.league.matches.edges.map((e: any) => [e.node.id, e.node.status])).toEqual([
      [ids[4], 'COMPLETED'],
      [ids[2], 'COMPLETED'],
    ]);
  });

  it('lists leagues by name with game and status filters', async () => {
    const game = ref.games[3];
    const names = ['Filter Ladder B', 'filter ladder a', 'Filter Ladder C'];
    for (const name of names) await createLeague({ name, gameId: game.id });
    await db.getRepository(League).update({ name: 'Filter Ladder C' }, { status: 'inactive' });
    const LEAGUES = graphql(`query CompetitionLeaguesFiltered($gameId: ID, $status: LeagueStatus, $first: Int, $after: String) {
      leagues(gameId: $gameId, status: $status, first: $first, after: $after) { edges { node { name status } } pageInfo { hasNextPage endCursor } }
    }`);
    const list = (variables: VariablesOf<typeof LEAGUES>) => t.gql(LEAGUES, variables);
    const active = await list({ gameId: game.id, status: 'ACTIVE' });
    expect(active.errors).toBeUndefined();
    expect(active.data!.leagues.edges.map((e: any) => e.node.name)).toEqual(['filter ladder a', 'Filter Ladder B']);
    const firstPage = await list({ gameId: game.id, first: 2 });
    expect(firstPage.data!.leagues.pageInfo.hasNextPage).toBe(true);
    const rest = await list({ gameId: game.id, first: 2, after: firstPage.data!.leagues.pageInfo.endCursor });
    expect(rest.data!.leagues.edges).toEqual([{ node: { name: 'Filter Ladder C', status: 'INACTIVE' } }]);
  });

  it('costs the same number of statements for a league page whatever its number of teams and matches', async () => {
    const small = await createLeagueWorld(2, 1);
    const large = await createLeagueWorld(8, 12);
    const query = graphql(`query CompetitionLeague5($p: String!) { league(param: $p) { id name bio banner teamCount maxTeams scoringRules
      game { title } platform { title } region { title } parentLeague { id } organizer { name }
      standings { rank points team { id name } }
      matches(first: 20) { edges { node { id status scheduledTime game { title }
        participants { team { id name } totalPoints placement rounds { matchRound metrics roundPoints } } } } pageInfo { hasNextPage } } } }`);
    const cost = async (param: string) => {
      let res: GraphQLResult<ResultOf<typeof query>> = {};
      const statements = await t.countStatements(async () => {
        res = await t.gql(query, { p: param });
      });
      expect(res.errors).toBeUndefined();
      return { statements, data: res.data! };
    };
    // A served process holds the catalog rows it has read (game, platform, region): one page first, as it has served.
    await cost(small.league.id);
    const a = await cost(small.league.id);
    const b = await cost(large.league.name);
    expect(a.data.league.matches.edges).toHaveLength(1);
    expect(b.data.league.matches.edges).toHaveLength(12);
    expect(b.data.league.standings).toHaveLength(8);
    expect(b.data.league.matches.edges[0].node.participants[0].rounds).toHaveLength(3);
    expect(b.data.league.standings.map((s: any) => s.team.id).sort()).toEqual([...large.teamIds].sort());
    expect(b.data.league.matches.edges[0].node.participants[0].team.name).toEqual(expect.any(String));
    expect(b.statements).toBe(a.statements);
    // league, page, organizer, entries (the team count), standings (bringing their teams and pages), matches (bringing
    // their participants, teams and pages), rounds; the game, platform and region are held by the process
    expect(a.statements).toBe(7);
  });
  it('batches the schedules of a list of leagues: the same statements for one league as for three', async () => {
    const [one, three] = [ref.games[5], ref.games[6]];
    const worlds = [];
    for (const game of [one, three, three, three]) {
      const { league } = await createLeagueWorld(2, 3);
      await db.getRepository(League).update({ id: league.id }, { gameId: game.id });
      worlds.push(league);
    }
    // Within the depth limit of 8 (participants' teams and rounds would be 9: match pages batch them, see below).
    const query = graphql(`query CompetitionLeagues($g: ID!) { leagues(gameId: $g) { edges { node { id teamCount standings { rank team { name } }
      matches(first: 2) { edges { node { id participants { teamId totalPoints } } } pageInfo { hasNextPage } } } } } }`);
    const cost = async (gameId: string) => {
      let res: GraphQLResult<ResultOf<typeof query>> = {};
      const statements = await t.countStatements(async () => {
        res = await t.gql(query, { g: gameId });
      });
      expect(res.errors).toBeUndefined();
      return { statements, leagues: res.data!.leagues.edges.map((e: any) => e.node) };
    };
    const a = await cost(one.id);
    const b = await cost(three.id);
    expect(a.leagues).toHaveLength(1);
    expect(b.leagues).toHaveLength(3);
    for (const league of b.leagues) {
      expect(league.matches.edges).toHaveLength(2);
      expect(league.matches.pageInfo.hasNextPage).toBe(true);
      const ids = new Set((await db.getRepository(Match).findBy({ leagueId: league.id })).map((m) => m.id));
      for (const edge of league.matches.edges) expect(ids.has(edge.node.id)).toBe(true);
    }
    expect(b.statements).toBe(a.statements);
  });
});

describe('successful match and tournament reads', () => {
  it('reads a match with participants in scheduled order (slot) and their rounds', async () => {
    const { league, teamIds } = await createLeagueWorld(2, 1);
    const [match] = await db.getRepository(Match).findBy({ leagueId: league.id });
    const res = await t.gql(
      graphql(`query CompetitionMatch($id: ID!) { match(id: $id) { id status rounds isScoreUpdated league { id name } tournament { id }
      participants { teamId team { id } totalPoints placement rounds { matchRound metrics roundPoints } } } }`),
      { id: match.id },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.match).toMatchObject({
      id: match.id,
      status: 'COMPLETED',
      rounds: 3,
      isScoreUpdated: false,
      league: { id: league.id },
      tournament: null,
    });
    expect(res.data!.match.participants.map((p: any) => [p.teamId, p.team.id, p.placement, p.totalPoints])).toEqual([
      [teamIds[0], teamIds[0], 1, 10],
      [teamIds[1], teamIds[1], 2, 9],
    ]);
    expect(res.data!.match.participants[0].rounds).toEqual(
      [1, 2, 3].map((n) => ({ matchRound: n, metrics: { Kills: n }, roundPoints: 1 })),
    );
  });

  it('reads a tournament with its page, seeded participants and ordered bracket', async () => {
    const tournament = await db.getRepository(Tournament).save({ name: 'Spring Cup', organizerId, size: 4, gameId: ref.games[0].id });
    await db.getRepository(TournamentPage).save({ tournamentId: tournament.id, bio: 'Cup bio', banner: '/b.png' });
    const [a, b, c] = [await insertTeam(teamName()), await insertTeam(teamName()), await insertTeam(teamName())];
    await db.getRepository(TournamentParticipant).save({ tournamentId: tournament.id, teamId: a, status: 'approved' as const });
    await db.getRepository(TournamentParticipant).save({ tournamentId: tournament.id, teamId: b, status: 'approved' as const, seed: 1 });
    await db.getRepository(TournamentParticipant).save({ tournamentId: tournament.id, teamId: c, status: 'pending' as const });
    const bracket = await db.getRepository(Bracket).save({ tournamentId: tournament.id });
    const final = await db
      .getRepository(BracketNode)
      .save({ bracketId: bracket.id, tournamentId: tournament.id, roundNumber: 2, slotIndex: 0, engineRef: 'm:2' });
    const match = await db.getRepository(Match).save({ tournamentId: tournament.id, scheduledTime: new Date() });
    await db.getRepository(BracketNode).save([
      {
        bracketId: bracket.id,
        tournamentId: tournament.id,
        roundNumber: 1,
        groupNumber: 1,
        slotIndex: 1,
        parentNodeId: final.id,
        status: 'bye' as const,
        participant1Id: a,
        engineRef: 'm:1',
      },
      {
        bracketId: bracket.id,
        tournamentId: tournament.id,
        roundNumber: 1,
        groupNumber: 1,
        slotIndex: 0,
        parentNodeId: final.id,
        participant1Id: b,
        participant2Id: c,
        matchId: match.id,
        engineRef: 'm:0',
      },
    ]);
    const res = await t.gql(
      graphql(`query CompetitionTournament($id: ID!) { tournament(id: $id) { name size status bio banner profilePicture
      organizer { id } approved: participants(status: APPROVED) { teamId seed status }
      bracket { tournament { id } nodes { roundNumber groupNumber slotIndex status parentNodeId participant1Id participant2Id
        participant1 { id } participant2 { id } winner { id } match { id tournament { name } } } } } }`),
      { id: tournament.id },
    );
    expect(res.errors).toBeUndefined();
    const data = res.data!.tournament;
    expect(data).toMatchObject({
      name: 'Spring Cup',
      size: 4,
      status: 'REGISTRATION',
      bio: 'Cup bio',
      banner: '/b.png',
      profilePicture: null,
    });
    expect(data.approved).toEqual([
      { teamId: b, seed: 1, status: 'APPROVED' },
      { teamId: a, seed: null, status: 'APPROVED' },
    ]);
    expect(data.bracket!.tournament.id).toBe(tournament.id);
    expect(data.bracket!.nodes.map((n: any) => [n.roundNumber, n.slotIndex, n.status])).toEqual([
      [1, 0, 'PENDING'],
      [1, 1, 'BYE'],
      [2, 0, 'PENDING'],
    ]);
    expect(data.organizer).toEqual({ id: organizerId });
    expect(data.bracket!.nodes[1]).toMatchObject({ participant1: { id: a }, participant2: null });
    expect(data.bracket!.nodes[0]).toMatchObject({
      parentNodeId: final.id,
      participant1Id: b,
      participant2Id: c,
      participant1: { id: b },
      participant2: { id: c },
      winner: null,
      match: { id: match.id, tournament: { name: 'Spring Cup' } },
    });
  });
});

describe('failing competition reads', () => {
  it('answers NOT_FOUND for an unknown league id or name', async () => {
    expectOneError(await t.gql(graphql(`query CompetitionLeague6 { league(param: "00000000-0000-4000-8000-000000000000") { id } }`)), 'NOT_FOUND', 'League not found');
    expectOneError(await t.gql(graphql(`query CompetitionLeague7 { league(param: "No Such Ladder") { id } }`)), 'NOT_FOUND', 'League not found');
    expectOneError(await t.gql(graphql(`query CompetitionLeague8 { league(param: "   ") { id } }`)), 'NOT_FOUND', 'League not found');
  });

  it('answers NOT_FOUND for an unknown match or tournament', async () => {
    expectOneError(await t.gql(graphql(`query CompetitionMatch2 { match(id: "00000000-0000-4000-8000-000000000000") { id } }`)), 'NOT_FOUND', 'Match not found');
    expectOneError(await t.gql(graphql(`query CompetitionTournament2 { tournament(id: "00000000-0000-4000-8000-000000000000") { id } }`)), 'NOT_FOUND', 'Tournament not found');
  });

  it('answers BAD_USER_INPUT for malformed ids, page sizes and cursors', async () => {
    expectOneError(await t.gql(graphql(`query CompetitionMatch3 { match(id: "not-a-uuid") { id } }`)), 'BAD_USER_INPUT', 'Invalid id: expected a UUID.');
    expectOneError(await t.gql(graphql(`query CompetitionTournament3 { tournament(id: "42") { id } }`)), 'BAD_USER_INPUT', 'Invalid id: expected a UUID.');
    expectOneError(await t.gql(graphql(`query CompetitionLeagues2 { leagues(gameId: "nope") { edges { cursor } } }`)), 'BAD_USER_INPUT', 'Invalid id: expected a UUID.');
    expectOneError(await t.gql(graphql(`query CompetitionLeagues3 { leagues(first: 0) { edges { cursor } } }`)), 'BAD_USER_INPUT', 'first must be between 1 and 100');
    expectOneError(await t.gql(graphql(`query CompetitionLeagues4 { leagues(after: "garbage") { edges { cursor } } }`)), 'BAD_USER_INPUT', 'Invalid cursor');
    const league = await createLeague();
    const forged = Buffer.from(JSON.stringify(['not a time', UNKNOWN_ID])).toString('base64url');
    expectOneError(
      await t.gql(graphql(`query CompetitionLeague9($p: String!, $a: String) { league(param: $p) { matches(after: $a) { edges { cursor } } } }`), {
        p: league.id,
        a: forged,
      }),
      'BAD_USER_INPUT',
      'Invalid cursor',
    );
    expectOneError(
      await t.gql(graphql(`query CompetitionLeague10($p: String!) { league(param: $p) { matches(first: 101) { edges { cursor } } } }`), { p: league.id }),
      'BAD_USER_INPUT',
      'first must be between 1 and 100',
    );
  });
});
