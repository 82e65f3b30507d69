/**
 * Issue 28 item 4 (exports): a played double-elimination tournament exports as Open Bracket Format that the official
 * schema accepts (checked here with ajv, independently of the server's own check), with seeds, final placements and
 * every set's games; results as CSV and JSON; a ladder's standings and match results as CSV and JSON; bad formats
 * refused naming the field; a bounded number of statements whatever the size.
 */
import Ajv from 'ajv';
import draft06 from 'ajv/dist/refs/json-schema-draft-06.json';
import addFormats from 'ajv-formats';
import Papa from 'papaparse';
import { signUp, type Account } from '../../test/accounts';
import { expectGraphQLError, expectRestError } from '../../test/errors';
import { communityFixtures, type CommunityFixtures } from '../../test/factories/community';
import { graphql } from '../../test/gql';
import { startTestApp, type TestApp } from '../../test/harness';
import { Platform } from '../catalog';
import { Messages } from '../core/messages';
import type { Team } from '../teams';
import type { User } from '../users';
import obfSchema from './obf-tournament.schema.json';
import type { ObfTournament } from './obf';

let t: TestApp;
let f: CommunityFixtures;
const db = () => t.app.deps.dataSource.manager;
const asUser = (a: Account) => ({ id: a.userId }) as User;

let owner: Account;
let captains: Account[];
let game: { id: string };
let region: { id: string };
let platform: Platform;
let organizer: { id: string };

const CREATE = graphql(`mutation ExportsCreateCup($i: CreateTournamentInput!) { createTournament(input: $i) { id } }`);
const JOIN = graphql(`mutation ExportsJoinCup($id: ID!, $team: ID!) { joinTournament(tournamentId: $id, teamId: $team) { status } }`);
const DECIDE = graphql(`mutation ExportsDecideCup($id: ID!, $team: ID!, $d: EntryDecision!) { decideTournamentTeam(tournamentId: $id, teamId: $team, decision: $d) { seed } }`);
const START = graphql(`mutation ExportsStartCup($id: ID!) { startTournament(tournamentId: $id) { status } }`);
const REPORT = graphql(`mutation ExportsReport($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { status } }`);
const FINALIZE = graphql(`mutation ExportsFinalize($m: ID!) { finalizeMatch(matchId: $m) { status } }`);
const BRACKET = graphql(`
  query ExportsBracket($id: ID!) {
    tournament(id: $id) {
      status
      winner { id }
      bracket { nodes { id side status participant1Id participant2Id winnerTeamId match { id } } }
    }
  }
`);
const CREATE_LADDER = graphql(`mutation ExportsCreateLadder($i: CreateLadderInput!) { createLadder(input: $i) { id } }`);
const JOIN_LADDER = graphql(`mutation ExportsJoinLadder($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status } }`);
const SCHEDULE = graphql(`mutation ExportsSchedule($l: ID!, $t: [ID!]!, $at: DateTime!) { scheduleMatch(leagueId: $l, teamIds: $t, scheduledTime: $at) { id } }`);

type Node = { id: string; side: string; status: string; participant1Id: string | null; participant2Id: string | null; match: { id: string } | null };

async function download(path: string) {
  const res = await fetch(t.url + path);
  return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), text: await res.text() };
}

/** Round by round, the lower seed's side (participant 1) wins 2 rounds to 1 unless `upset` names the node's winner. */
async function play(matchId: string, one: string, two: string, oneWins: boolean) {
  const [a, b] = oneWins ? [5, 2] : [2, 5];
  const scores = [
    { teamId: one, rounds: [{ round: 1, metrics: { Kills: a } }, { round: 2, metrics: { Kills: b } }, { round: 3, metrics: { Kills: a } }] },
    { teamId: two, rounds: [{ round: 1, metrics: { Kills: b } }, { round: 2, metrics: { Kills: a } }, { round: 3, metrics: { Kills: b } }] },
  ];
  expect((await t.gql(REPORT, { m: matchId, s: scores }, owner.token)).errors).toBeUndefined();
  expect((await t.gql(FINALIZE, { m: matchId }, owner.token)).errors).toBeUndefined();
}

beforeAll(async () => {
  t = await startTestApp(__filename);
  f = communityFixtures(db());
  [owner, ...captains] = await Promise.all(['owner', ...Array.from({ length: 5 }, (_, i) => `cap${i}`)].map((n) => signUp(t, n)));
  game = await f.game({ title: 'Export Game', metrics: [{ name: 'Kills', type: 'Number', active: 'true' }] });
  region = await f.region({ title: 'Export Region' });
  platform = await db().getRepository(Platform).save({ title: 'PC', picture: null });
  await db().query(`INSERT INTO competition_categories (comp_cat_id, comp_cat_title) VALUES (1, 'Ladder') ON CONFLICT DO NOTHING`);
  organizer = await f.organizer(asUser(owner), { name: 'Export Org' });
});
afterAll(() => t?.stop());

describe('tournament exports', () => {
  let tournamentId: string;
  let teams: Team[];

  beforeAll(async () => {
    const created = await t.gql(
      CREATE,
      {
        i: {
          organizerId: organizer.id,
          name: 'Export Cup',
          size: 5,
          gameId: game.id,
          regionId: region.id,
          platformId: platform.id,
          format: 'DOUBLE_ELIMINATION',
          startTime: new Date(Date.now() + 86_400_000).toISOString(),
          matchRounds: 3,
        },
      },
      owner.token,
    );
    expect(created.errors).toBeUndefined();
    tournamentId = created.data!.createTournament.id;
    teams = [];
    for (let i = 0; i < 5; i++) {
      const team = await f.team({ gameId: game.id, regionId: region.id, name: `Export Team ${i + 1}` });
      await f.member(team, asUser(captains[i]), { role: 'leader' });
      expect((await t.gql(JOIN, { id: tournamentId, team: team.id }, captains[i].token)).errors).toBeUndefined();
      expect((await t.gql(DECIDE, { id: tournamentId, team: team.id, d: 'APPROVE' }, owner.token)).data!.decideTournamentTeam).toEqual({ seed: i + 1 });
      teams.push(team);
    }
    expect((await t.gql(START, { id: tournamentId }, owner.token)).errors).toBeUndefined();
    // The better seed (lower team number) wins every match: seed 1 is champion without a grand-final reset.
    const seedOf = new Map(teams.map((team, i) => [team.id, i + 1]));
    for (let guard = 0; guard < 40; guard++) {
      const nodes = (await t.gql(BRACKET, { id: tournamentId })).data!.tournament!.bracket!.nodes as Node[];
      const ready = nodes.filter((node) => node.status === 'READY');
      if (ready.length === 0) break;
      for (const node of ready) {
        await play(node.match!.id, node.participant1Id!, node.participant2Id!, seedOf.get(node.participant1Id!)! < seedOf.get(node.participant2Id!)!);
      }
    }
    const done = (await t.gql(BRACKET, { id: tournamentId })).data!.tournament!;
    expect(done.status).toBe('COMPLETED');
    expect(done.winner!.id).toBe(teams[0].id);
  });

  it('exports Open Bracket Format that the official schema accepts, with seeds, placements, sets and games', async () => {
    const file = await download(`/api/tourney/export/${tournamentId}?format=obf`);
    expect(file.status).toBe(200);
    expect(file.type).toContain('application/json');
    expect(file.disposition).toBe('attachment; filename="export-cup.obf.json"');
    const obf = JSON.parse(file.text) as ObfTournament;

    const ajv = new Ajv({ allErrors: true });
    ajv.addMetaSchema(draft06);
    addFormats(ajv);
    const validate = ajv.compile(obfSchema);
    expect(validate(obf) ? [] : validate.errors).toEqual([]);

    expect(obf.event).toMatchObject({ name: 'Export Cup', gameName: 'Export Game', tournamentStructure: 'double-elim', numberEntrants: 5 });
    expect(obf.event.originURL).toBe(`${t.app.deps.config.publicUrl}/tournament/${tournamentId}`);
    // Seeds as approved; placements as start.gg gives them: the champion, the grand finalist, then by elimination.
    const byTeam = new Map(obf.entrants.map((e) => [e.entrantID, e]));
    expect(teams.map((team) => byTeam.get(team.id)!.initialSeed)).toEqual([1, 2, 3, 4, 5]);
    expect(teams.map((team) => byTeam.get(team.id)!.entrantTag)).toEqual(teams.map((team) => team.name));
    expect(teams.map((team) => byTeam.get(team.id)!.finalPlacement)).toEqual([1, 2, 3, 4, 5]);

    const nodes = (await t.gql(BRACKET, { id: tournamentId })).data!.tournament!.bracket!.nodes as Node[];
    const played = nodes.filter((node) => node.status === 'COMPLETED');
    const completedSets = obf.sets.filter((set) => set.status === 'completed');
    expect(completedSets.map((set) => set.setID).sort()).toEqual(played.map((node) => node.id).sort());
    expect(obf.sets.some((set) => nodes.find((n) => n.id === set.setID)?.status === 'BYE')).toBe(false);
    for (const set of completedSets) {
      const node = played.find((n) => n.id === set.setID)!;
      expect([set.entrant1ID, set.entrant2ID]).toEqual([node.participant1Id, node.participant2Id]);
      expect([set.entrant1Result, set.entrant2Result].sort()).toEqual(['lose', 'win']);
      // Three games, the winner taking two: per-game results beside the match totals.
      expect(set.games!.map((g) => g.gameNumber)).toEqual([1, 2, 3]);
      const winnerIsOne = set.entrant1Result === 'win';
      expect(set.games!.filter((g) => (winnerIsOne ? g.entrant1Result : g.entrant2Result) === 'win')).toHaveLength(2);
      expect(set.entrant1Score! > set.entrant2Score!).toBe(winnerIsOne);
    }
    // The bracket can be rebuilt: a winners-side loser's next set is on the losers side.
    const winnersSet = completedSets.find((set) => (set.other as { side: string }).side === 'winners' && set.entrant1NextSetID && set.entrant2NextSetID)!;
    const loserNext = winnersSet.entrant1Result === 'lose' ? winnersSet.entrant1NextSetID! : winnersSet.entrant2NextSetID!;
    expect((obf.sets.find((set) => set.setID === loserNext)!.other as { side: string }).side).toBe('losers');
    const next = obf.sets.find((set) => set.setID === loserNext)!;
    const loser = winnersSet.entrant1Result === 'lose' ? winnersSet.entrant1ID : winnersSet.entrant2ID;
    expect(next.entrant1ID === loser ? next.entrant1PrevSetID : next.entrant2PrevSetID).toBe(winnersSet.setID);
  });

  it('exports results as CSV and JSON', async () => {
    const file = await download(`/api/tourney/export/${tournamentId}?format=csv`);
    expect(file.status).toBe(200);
    expect(file.type).toContain('text/csv');
    const rows = Papa.parse<Record<string, string>>(file.text, { header: true, skipEmptyLines: true }).data;
    expect(rows.map((r) => [r.placement, r.team_name, r.seed])).toEqual(teams.map((team, i) => [String(i + 1), team.name, String(i + 1)]));
    expect(rows[0]).toMatchObject({ team_id: teams[0].id, losses: '0' });

    const json = JSON.parse((await download(`/api/tourney/export/${tournamentId}?format=json`)).text);
    expect(json.tournament).toMatchObject({ tournament_id: tournamentId, format: 'double_elimination', status: 'completed', winner_team_id: teams[0].id });
    expect(json.results[0]).toMatchObject({ placement: 1, team_id: teams[0].id });
    expect(json.matches.length).toBeGreaterThan(0);
    expect(json.matches[0].teams[0].rounds).toHaveLength(3);
  });

  it('refuses an unknown format naming the field, and a tournament that does not exist', async () => {
    const bad = await t.rest('GET', `/api/tourney/export/${tournamentId}?format=xml`);
    const message = Messages.exportChoiceInvalid.replace('{field}', 'format').replace('{allowed}', 'obf, csv, json');
    expectRestError(bad, 400, 'BAD_USER_INPUT', message);
    expect(bad.body.error.fields).toEqual({ format: message });
    expect((await t.rest('GET', `/api/tourney/export/00000000-0000-4000-8000-000000000000?format=obf`)).status).toBe(404);
    expect((await t.rest('GET', `/api/tourney/export/not-a-uuid`)).status).toBe(400);
  });

  it('imports its own OBF export back as an archived tournament with the same sets, and exports that the same', async () => {
    const original = JSON.parse((await download(`/api/tourney/export/${tournamentId}?format=obf`)).text) as ObfTournament;
    const renamed = { ...original, event: { ...original.event, name: 'Export Cup Archive' } };
    const imported = await t.rest('POST', '/api/tourney/import-obf', { organizer_id: organizer.id, obf: renamed }, owner.token);
    expect(imported.status).toBe(201);
    const archiveId = imported.body.data.tournament_id as string;
    expect(imported.body.data).toMatchObject({ tourney_name: 'Export Cup Archive' });

    const again = JSON.parse((await download(`/api/tourney/export/${archiveId}?format=obf`)).text) as ObfTournament;
    // The same entrants (seeds, placements) and the same sets: entrants, results, scores, games, links between sets.
    expect(again.entrants).toEqual(original.entrants);
    const comparable = (doc: ObfTournament) => {
      const ids = new Map(doc.sets.map((set, i) => [set.setID, i]));
      const key = (set: (typeof doc.sets)[number]) => `${(set.other as { side: string }).side}:${(set.other as { roundNumber: number }).roundNumber}:${(set.other as { slotIndex: number }).slotIndex}`;
      const byKey = new Map(doc.sets.map((set) => [set.setID, key(set)]));
      return doc.sets
        .map((set) => ({
          key: key(set),
          entrants: [set.entrant1ID, set.entrant2ID],
          status: set.status,
          results: [set.entrant1Result, set.entrant2Result],
          scores: [set.entrant1Score, set.entrant2Score],
          games: set.games,
          next: [set.entrant1NextSetID && byKey.get(set.entrant1NextSetID), set.entrant2NextSetID && byKey.get(set.entrant2NextSetID)],
          previous: [set.entrant1PrevSetID && byKey.get(set.entrant1PrevSetID), set.entrant2PrevSetID && byKey.get(set.entrant2PrevSetID)],
          known: ids.has(set.setID),
        }))
        .sort((a, b) => a.key.localeCompare(b.key));
    };
    expect(comparable(again)).toEqual(comparable(original));
    expect(again.event).toMatchObject({ name: 'Export Cup Archive', tournamentStructure: 'double-elim', gameName: 'Export Game' });

    // An archive: completed, unranked, read-only; nothing it holds counted anywhere.
    const page = await t.rest('GET', `/api/tourney/get-tourney-page-data/${archiveId}`);
    expect(page.body.tournament).toMatchObject({ status: 'completed' });
    const ledgerRows = await db().query(`SELECT count(*)::int AS n FROM points_ledger l JOIN matches m ON m.match_id = l.match_id WHERE m.tournament_id = $1`, [archiveId]);
    expect(ledgerRows[0].n).toBe(0);
    const [someMatch] = await db().query(`SELECT match_id FROM matches WHERE tournament_id = $1 LIMIT 1`, [archiveId]);
    const scores = teams.slice(0, 2).map((team) => ({ teamId: team.id, rounds: [1, 2, 3].map((round) => ({ round, metrics: { Kills: 1 } })) }));
    const CORRECT = graphql(`mutation ExportsCorrectArchive($m: ID!, $s: [TeamScoreInput!]!) { correctMatchResult(matchId: $m, scores: $s) { id } }`);
    expectGraphQLError(await t.gql(CORRECT, { m: someMatch.match_id, s: scores }, owner.token), 'CONFLICT', Messages.tournamentArchiveReadOnly);
  });

  it('refuses an OBF file that is invalid, names unknown entrants, or comes from someone who may not create tournaments', async () => {
    const original = JSON.parse((await download(`/api/tourney/export/${tournamentId}?format=obf`)).text) as ObfTournament;
    const invalid = await t.rest('POST', '/api/tourney/import-obf', { organizer_id: organizer.id, obf: { event: {}, sets: [], entrants: [] } }, owner.token);
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.message).toContain('The file is not valid Open Bracket Format');
    expect(Object.keys(invalid.body.error.fields)).toEqual(['obf']);
    const ghost = { ...original, event: { ...original.event, name: 'Ghost Cup' }, entrants: [...original.entrants, { entrantID: 'ghost', entrantTag: 'Nobody Here' }] };
    expectRestError(await t.rest('POST', '/api/tourney/import-obf', { organizer_id: organizer.id, obf: ghost }, owner.token), 400, 'BAD_USER_INPUT', Messages.obfEntrantsUnknown.replace('{entrants}', 'Nobody Here'));
    const taken = await t.rest('POST', '/api/tourney/import-obf', { organizer_id: organizer.id, obf: original }, owner.token);
    expectRestError(taken, 409, 'CONFLICT', Messages.tournamentNameTaken);
    const stranger = await t.rest('POST', '/api/tourney/import-obf', { organizer_id: organizer.id, obf: { ...original, event: { ...original.event, name: 'Stranger Cup' } } }, captains[0].token);
    expectRestError(stranger, 403, 'FORBIDDEN', Messages.tournamentCreateForbidden);
    const count = await db().query(`SELECT count(*)::int AS n FROM tournaments WHERE tourney_name IN ('Ghost Cup', 'Stranger Cup')`);
    expect(count[0].n).toBe(0);
  });

  it('gives no final placement while a tournament is still played', async () => {
    const created = await t.gql(
      CREATE,
      {
        i: {
          organizerId: organizer.id,
          name: 'Running Cup',
          size: 4,
          gameId: game.id,
          regionId: region.id,
          platformId: platform.id,
          format: 'SINGLE_ELIMINATION',
          startTime: new Date(Date.now() + 86_400_000).toISOString(),
          matchRounds: 3,
        },
      },
      owner.token,
    );
    const id = created.data!.createTournament.id;
    for (let i = 0; i < 4; i++) {
      expect((await t.gql(JOIN, { id, team: teams[i].id }, captains[i].token)).errors).toBeUndefined();
      expect((await t.gql(DECIDE, { id, team: teams[i].id, d: 'APPROVE' }, owner.token)).errors).toBeUndefined();
    }
    expect((await t.gql(START, { id }, owner.token)).errors).toBeUndefined();
    const [first] = ((await t.gql(BRACKET, { id })).data!.tournament!.bracket!.nodes as Node[]).filter((node) => node.status === 'READY');
    await play(first.match!.id, first.participant1Id!, first.participant2Id!, true);

    const obf = JSON.parse((await download(`/api/tourney/export/${id}?format=obf`)).text) as ObfTournament;
    expect(obf.entrants.map((e) => e.finalPlacement)).toEqual([undefined, undefined, undefined, undefined]);
    expect(obf.sets.filter((set) => set.status === 'completed')).toHaveLength(1);
    const rows = Papa.parse<Record<string, string>>((await download(`/api/tourney/export/${id}?format=csv`)).text, { header: true, skipEmptyLines: true }).data;
    expect(rows.map((r) => r.placement)).toEqual(['', '', '', '']);
  });

  it('reads a tournament export in a bounded number of statements', async () => {
    const statements = await t.countStatements(() => download(`/api/tourney/export/${tournamentId}?format=obf`));
    expect(statements).toBeLessThanOrEqual(10);
  });
});

describe('ladder exports', () => {
  it('exports standings and finalized match results as CSV and JSON', async () => {
    const created = await t.gql(
      CREATE_LADDER,
      { i: { organizerId: organizer.id, name: 'Export Ladder', startDate: '2026-01-01', endDate: '2030-12-31', platformId: platform.id, gameId: game.id, regionId: region.id, openEntry: true } },
      owner.token,
    );
    expect(created.errors).toBeUndefined();
    const leagueId = created.data!.createLadder.id;
    const [a, b] = await Promise.all([0, 1].map(async (i) => {
      const team = await f.team({ gameId: game.id, regionId: region.id, name: `Ladder Team ${i + 1}` });
      await f.member(team, asUser(captains[i]), { role: 'leader' });
      return team;
    }));
    for (const [i, team] of [a, b].entries()) expect((await t.gql(JOIN_LADDER, { l: leagueId, t: team.id }, captains[i].token)).errors).toBeUndefined();
    const match = await t.gql(SCHEDULE, { l: leagueId, t: [a.id, b.id], at: new Date(Date.now() + 3_600_000).toISOString() }, owner.token);
    expect(match.errors).toBeUndefined();
    await play(match.data!.scheduleMatch.id, a.id, b.id, false);

    const standings = await download(`/api/league/export/${leagueId}?format=csv`);
    expect(standings.status).toBe(200);
    expect(standings.disposition).toBe('attachment; filename="export-ladder-standings.csv"');
    const rows = Papa.parse<Record<string, string>>(standings.text, { header: true, skipEmptyLines: true }).data;
    expect(rows.map((r) => [r.rank, r.team_name, r.wins, r.losses])).toEqual([
      ['1', b.name, '1', '0'],
      ['2', a.name, '0', '1'],
    ]);

    const matches = Papa.parse<Record<string, string>>((await download(`/api/league/export/${leagueId}?format=csv&table=matches`)).text, { header: true, skipEmptyLines: true }).data;
    expect(matches).toHaveLength(1);
    expect(matches[0]).toMatchObject({ team_a_id: b.id, team_b_id: a.id });
    expect(Number(matches[0].team_a_points)).toBeGreaterThan(Number(matches[0].team_b_points));

    const json = JSON.parse((await download(`/api/league/export/${leagueId}?format=json`)).text);
    expect(json.league).toEqual({ league_id: leagueId, league_name: 'Export Ladder' });
    expect(json.standings.map((s: { team_id: string }) => s.team_id)).toEqual([b.id, a.id]);
    expect(json.matches[0].teams).toHaveLength(2);

    const bad = await t.rest('GET', `/api/league/export/${leagueId}?format=obf`);
    expectRestError(bad, 400, 'BAD_USER_INPUT', Messages.exportChoiceInvalid.replace('{field}', 'format').replace('{allowed}', 'csv, json'));
  });
});
