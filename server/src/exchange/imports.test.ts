/**
 * Issue 28 item 4 (import): a tournament's staff import entrants from a CSV (team_name or team_id). A dry run lists
 * each row's outcome and problems and writes nothing; a real import writes every row or none, and a bad row is refused
 * naming it; the rights, the tournament's state and places and each team's fit are the entries kernel's.
 */
import { signUp, type Account } from '../../test/accounts';
import { expectGraphQLError, expectRestError } from '../../test/errors';
import { communityFixtures, type CommunityFixtures } from '../../test/factories/community';
import { graphql } from '../../test/gql';
import { startTestApp, type TestApp } from '../../test/harness';
import { Platform } from '../catalog';
import { Messages } from '../core/messages';
import type { Team } from '../teams';
import type { User } from '../users';

let t: TestApp;
let f: CommunityFixtures;
const db = () => t.app.deps.dataSource.manager;
const asUser = (a: Account) => ({ id: a.userId }) as User;

let owner: Account;
let mod: Account;
let stranger: Account;
let captain: Account;
let game: { id: string };
let otherGame: { id: string };
let region: { id: string };
let platform: Platform;
let organizer: { id: string };

const CREATE = graphql(`mutation ImportsCreateCup($i: CreateTournamentInput!) { createTournament(input: $i) { id } }`);
const JOIN = graphql(`mutation ImportsJoinCup($id: ID!, $team: ID!) { joinTournament(tournamentId: $id, teamId: $team) { status } }`);
const IMPORT = graphql(`
  mutation ImportsEntrants($id: ID!, $csv: String!, $dry: Boolean!) {
    importTournamentEntrants(tournamentId: $id, csv: $csv, dryRun: $dry) { tournamentId dryRun written rows { row teamId teamName outcome problem } }
  }
`);

let seq = 0;
async function cup(size = 8) {
  const res = await t.gql(
    CREATE,
    {
      i: {
        organizerId: organizer.id,
        name: `Import Cup ${++seq}`,
        size,
        gameId: game.id,
        regionId: region.id,
        platformId: platform.id,
        format: 'SINGLE_ELIMINATION',
        startTime: new Date(Date.now() + 86_400_000).toISOString(),
      },
    },
    owner.token,
  );
  expect(res.errors).toBeUndefined();
  return res.data!.createTournament.id;
}
const entrants = async (id: string) =>
  (await db().query(`SELECT team_id, status, seed FROM tourney_participants WHERE tournament_id = $1 ORDER BY seed NULLS LAST, team_id`, [id])) as Array<{
    team_id: string;
    status: string;
    seed: number | null;
  }>;
const rowProblem = (row: number, problem: string) => Messages.importRowProblem.replace('{row}', String(row)).replace('{problem}', problem);

let teams: Team[];
let offGame: Team;

beforeAll(async () => {
  t = await startTestApp(__filename);
  f = communityFixtures(db());
  [owner, mod, stranger, captain] = await Promise.all(['owner', 'mod', 'stranger', 'captain'].map((n) => signUp(t, n)));
  game = await f.game({ title: 'Import Game' });
  otherGame = await f.game({ title: 'Other Game' });
  region = await f.region({ title: 'Import Region' });
  platform = await db().getRepository(Platform).save({ title: 'PC', picture: null });
  organizer = await f.organizer(asUser(owner), { name: 'Import Org' });
  await f.staff(organizer as never, asUser(mod), { role: 'mod' });
  teams = [];
  for (const name of ['Alpha Wolves', 'Bravo Bears', 'Charlie Cats', 'Delta Dogs']) teams.push(await f.team({ gameId: game.id, regionId: region.id, name }));
  offGame = await f.team({ gameId: otherGame.id, regionId: region.id, name: 'Echo Eels' });
  await f.member(teams[3], asUser(captain), { role: 'leader' });
});
afterAll(() => t?.stop());

describe('importing entrants from a CSV', () => {
  it('previews each row on a dry run (names in any case, ids, a pending request) and writes nothing', async () => {
    const id = await cup();
    expect((await t.gql(JOIN, { id, team: teams[3].id }, captain.token)).errors).toBeUndefined(); // pending, waits for staff
    const before = await entrants(id);
    const csv = `team_name,team_id\r\nalpha WOLVES,\r\n,${teams[1].id}\r\n  Delta   Dogs ,\r\n`;
    const res = await t.rest('POST', '/api/tourney/import-entrants', { tourney_id: id, csv, dry_run: true }, owner.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      tourney_id: id,
      dry_run: true,
      written: false,
      rows: [
        { row: 2, team_id: teams[0].id, team_name: 'Alpha Wolves', outcome: 'enter', problem: null },
        { row: 3, team_id: teams[1].id, team_name: 'Bravo Bears', outcome: 'enter', problem: null },
        { row: 4, team_id: teams[3].id, team_name: 'Delta Dogs', outcome: 'approve', problem: null },
      ],
    });
    expect(await entrants(id)).toEqual(before);
  });

  it('writes every row in the file order, each team taking the next seed, and approves a pending request', async () => {
    const id = await cup();
    expect((await t.gql(JOIN, { id, team: teams[3].id }, captain.token)).errors).toBeUndefined();
    const res = await t.gql(IMPORT, { id, csv: 'team_name\nDelta Dogs\nCharlie Cats\nAlpha Wolves\n', dry: false }, owner.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.importTournamentEntrants).toMatchObject({ dryRun: false, written: true });
    expect(res.data!.importTournamentEntrants.rows.map((r) => r.outcome)).toEqual(['APPROVE', 'ENTER', 'ENTER']);
    expect(await entrants(id)).toEqual([
      { team_id: teams[3].id, status: 'approved', seed: 1 },
      { team_id: teams[2].id, status: 'approved', seed: 2 },
      { team_id: teams[0].id, status: 'approved', seed: 3 },
    ]);
    // The captain of the approved team heard of it.
    const notes = await db().query(`SELECT kind FROM notifications WHERE user_id = $1 AND team_id = $2 AND kind = 'join_approved'`, [captain.userId, teams[3].id]);
    expect(notes.length).toBeGreaterThan(0);
  });

  it('refuses a file with a bad row, naming every bad row, and writes nothing', async () => {
    const id = await cup(3);
    const csv = [
      'team_name,team_id,note',
      'Alpha Wolves,,',
      'Ghost Team,,',
      ',not-an-id,',
      ',,a note and no team',
      ',,', // blank: skipped, and the lines after it keep their numbers
      'alpha wolves,,',
      'Echo Eels,,',
      `,00000000-0000-4000-8000-000000000000,`,
    ].join('\n');
    const res = await t.rest('POST', '/api/tourney/import-entrants', { tourney_id: id, csv, dry_run: false }, owner.token);
    const first = rowProblem(3, Messages.importTeamNameUnknown.replace('{name}', 'Ghost Team'));
    expectRestError(res, 400, 'BAD_USER_INPUT', first);
    expect(res.body.error.fields).toEqual({
      'csv.row3': first,
      'csv.row4': rowProblem(4, Messages.importTeamIdInvalid),
      'csv.row5': rowProblem(5, Messages.importTeamMissing),
      'csv.row7': rowProblem(7, Messages.importTeamTwice.replace('{row}', '2')),
      'csv.row8': rowProblem(8, Messages.tournamentJoinWrongGameRegion),
      'csv.row9': rowProblem(9, Messages.importTeamIdUnknown),
    });
    expect(await entrants(id)).toEqual([]);

    // The same file as a dry run lists the good row and every problem.
    const dry = await t.gql(IMPORT, { id, csv, dry: true }, owner.token);
    expect(dry.data!.importTournamentEntrants.rows.map((r) => [r.row, r.outcome, r.problem !== null])).toEqual([
      [2, 'ENTER', false],
      [3, null, true],
      [4, null, true],
      [5, null, true],
      [7, null, true],
      [8, null, true],
      [9, null, true],
    ]);
    expect(offGame.name).toBe('Echo Eels');
  });

  it('refuses more teams than places, a team already in, and a tournament that started', async () => {
    const id = await cup(2);
    await t.gql(IMPORT, { id, csv: 'team_name\nAlpha Wolves', dry: false }, owner.token);
    const res = await t.gql(IMPORT, { id, csv: 'team_name\nAlpha Wolves\nBravo Bears\nCharlie Cats', dry: false }, owner.token);
    expectGraphQLError(res, 'BAD_USER_INPUT', rowProblem(2, Messages.tournamentJoinAlreadyIn));
    expect(res.errors![0].extensions!.fields).toEqual({
      'csv.row2': rowProblem(2, Messages.tournamentJoinAlreadyIn),
      'csv.row4': rowProblem(4, Messages.tournamentFull),
    });
    expect((await entrants(id)).map((e) => e.team_id)).toEqual([teams[0].id]);
  });

  it('lets only the tournament staff who decide entries import; a refusal changes nothing', async () => {
    const id = await cup();
    const csv = 'team_name\nAlpha Wolves';
    expectRestError(await t.rest('POST', '/api/tourney/import-entrants', { tourney_id: id, csv, dry_run: true }, stranger.token), 403, 'FORBIDDEN', Messages.tournamentManageForbidden);
    expectRestError(await t.rest('POST', '/api/tourney/import-entrants', { tourney_id: id, csv, dry_run: false }, captain.token), 403, 'FORBIDDEN', Messages.tournamentManageForbidden);
    // A mod of the organizer does not decide a tournament's entries (the role matrix).
    expectGraphQLError(await t.gql(IMPORT, { id, csv, dry: false }, mod.token), 'FORBIDDEN', Messages.tournamentManageForbidden);
    expectGraphQLError(await t.gql(IMPORT, { id, csv, dry: false }), 'UNAUTHENTICATED', Messages.unauthenticated);
    expect(await entrants(id)).toEqual([]);
  });

  it('refuses bad input naming the field, before reading anything', async () => {
    const id = await cup();
    expectRestError(await t.rest('POST', '/api/tourney/import-entrants', { tourney_id: id, csv: '  ' }, owner.token), 400, 'BAD_USER_INPUT', Messages.importCsvRequired);
    expectRestError(await t.rest('POST', '/api/tourney/import-entrants', { tourney_id: id, csv: 42 }, owner.token), 400, 'BAD_USER_INPUT', Messages.importCsvRequired);
    expectRestError(await t.rest('POST', '/api/tourney/import-entrants', { tourney_id: id, csv: 'name\nAlpha' }, owner.token), 400, 'BAD_USER_INPUT', Messages.importColumnsMissing);
    expectRestError(await t.rest('POST', '/api/tourney/import-entrants', { tourney_id: id, csv: 'team_name\n', dry_run: 'yes' }, owner.token), 400, 'BAD_USER_INPUT', Messages.importDryRunInvalid);
    const many = `team_name\n${Array.from({ length: 257 }, (_, i) => `Team ${i}`).join('\n')}`;
    expectRestError(await t.rest('POST', '/api/tourney/import-entrants', { tourney_id: id, csv: many }, owner.token), 400, 'BAD_USER_INPUT', Messages.importTooManyRows.replace('{max}', '256'));
    const badId = await t.rest('POST', '/api/tourney/import-entrants', { tourney_id: 'nope', csv: 'team_name\nAlpha Wolves' }, owner.token);
    expect(badId.status).toBe(400);
    expect(Object.keys(badId.body.error.fields)).toEqual(['tourney_id']);
    expect(await entrants(id)).toEqual([]);
  });

  it('reads a long file in a bounded number of statements', async () => {
    const id = await cup(64);
    const small = await t.countStatements(() => t.gql(IMPORT, { id, csv: 'team_name\nAlpha Wolves', dry: true }, owner.token));
    const big = await t.countStatements(() =>
      t.gql(IMPORT, { id, csv: `team_name\nAlpha Wolves\nBravo Bears\nCharlie Cats\nDelta Dogs\n${Array.from({ length: 40 }, (_, i) => `Nobody ${i}`).join('\n')}`, dry: true }, owner.token),
    );
    expect(big).toBe(small);
  });
});
