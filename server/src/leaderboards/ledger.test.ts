import { ordinal, rate, rating } from 'openskill';
import { signUp, type Account } from '../../test/accounts';
import { expectGraphQLError, expectRestError } from '../../test/errors';
import { graphql } from '../../test/gql';
import { startTestApp, type TestApp } from '../../test/harness';
import { Genre, Platform } from '../catalog';
import { Messages } from '../core/messages';
import type { Team } from '../teams';
import type { User } from '../users';
import { communityFixtures, type CommunityFixtures } from '../../test/factories/community';

let t: TestApp;
let f: CommunityFixtures;
const db = () => t.app.deps.dataSource.manager;
const asUser = (a: Account) => ({ id: a.userId }) as User;

let owner: Account;
let stranger: Account;
let captains: Account[];
let game: { id: string };
let region: { id: string };
let genre: Genre;
let platform: Platform;
let organizer: { id: string };

const CREATE = graphql(`mutation LedgerCreate($i: CreateTournamentInput!) { createTournament(input: $i) { id ranked } }`);
const JOIN = graphql(`mutation LedgerJoin($id: ID!, $team: ID!) { joinTournament(tournamentId: $id, teamId: $team) { status } }`);
const DECIDE = graphql(`mutation LedgerDecide($id: ID!, $team: ID!, $d: EntryDecision!) { decideTournamentTeam(tournamentId: $id, teamId: $team, decision: $d) { status } }`);
const START = graphql(`mutation LedgerStart($id: ID!) { startTournament(tournamentId: $id) { status } }`);
const SETTINGS = graphql(`mutation LedgerSettings($id: ID!, $i: TournamentSettingsInput!) { updateTournamentSettings(tournamentId: $id, input: $i) { id ranked } }`);
const REPORT = graphql(`mutation LedgerReport($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { status } }`);
const FINALIZE = graphql(`mutation LedgerFinalize($m: ID!) { finalizeMatch(matchId: $m) { status } }`);
const PREVIEW_FIX = graphql(`
  mutation LedgerPreviewFix($m: ID!, $s: [TeamScoreInput!]!) {
    previewResultCorrection(matchId: $m, scores: $s) { winnerChanges changes { team { id } user { id } points wins ratingBefore ratingAfter } }
  }
`);
const FIX = graphql(`mutation LedgerFix($m: ID!, $s: [TeamScoreInput!]!) { correctMatchResult(matchId: $m, scores: $s) { id } }`);
const LADDER = graphql(`mutation LedgerLadder($i: CreateLadderInput!) { createLadder(input: $i) { id } }`);
const LADDER_JOIN = graphql(`mutation LedgerLadderJoin($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status } }`);
const SCHEDULE = graphql(`mutation LedgerSchedule($l: ID!, $t: [ID!]!, $at: DateTime!) { scheduleMatch(leagueId: $l, teamIds: $t, scheduledTime: $at) { id } }`);
const NODES = graphql(`
  query LedgerNodes($id: ID!) {
    tournament(id: $id) { status ranked bracket { nodes { id roundNumber status participant1Id participant2Id winnerTeamId match { id status } } } }
  }
`);

type Node = { id: string; roundNumber: number; status: string; participant1Id: string | null; participant2Id: string | null; winnerTeamId: string | null; match: { id: string; status: string } | null };

let seq = 0;
async function tournament(overrides: Record<string, unknown> = {}) {
  const i = {
    organizerId: organizer.id,
    name: `Ledger Cup ${++seq}`,
    size: 4,
    gameId: game.id,
    regionId: region.id,
    platformId: platform.id,
    format: 'SINGLE_ELIMINATION',
    startTime: new Date(Date.now() + 86_400_000).toISOString(),
    matchRounds: 1,
    ...overrides,
  };
  const res = await t.gql(CREATE, { i: i as never }, owner.token);
  expect(res.errors).toBeUndefined();
  return res.data!.createTournament;
}

/** A team led by a captain with one more rostered player. */
async function team(captain: Account): Promise<{ team: Team; players: string[] }> {
  const created = await f.team({ gameId: game.id, regionId: region.id, name: `Ledger Team ${++seq}` });
  await f.member(created, asUser(captain), { role: 'leader' });
  const extra = await f.user({ userName: `ledger_player_${seq}` } as never);
  await f.member(created, extra);
  return { team: created, players: [captain.userId, extra.id].sort() };
}

async function enter(id: string, entries: Array<{ team: Team; captain: Account }>) {
  for (const { team: entered, captain } of entries) {
    expect((await t.gql(JOIN, { id, team: entered.id }, captain.token)).errors).toBeUndefined();
    expect((await t.gql(DECIDE, { id, team: entered.id, d: 'APPROVE' }, owner.token)).errors).toBeUndefined();
  }
  expect((await t.gql(START, { id }, owner.token)).errors).toBeUndefined();
}

async function nodes(id: string): Promise<Node[]> {
  const res = await t.gql(NODES, { id });
  expect(res.errors).toBeUndefined();
  return res.data!.tournament.bracket!.nodes as Node[];
}

const scores = (node: Node, p1: number, p2: number) => [
  { teamId: node.participant1Id!, rounds: [{ round: 1, metrics: { Kills: p1 } }] },
  { teamId: node.participant2Id!, rounds: [{ round: 1, metrics: { Kills: p2 } }] },
];
/** Reports and finalizes a node's match so that `winner` wins it 9 to 5. */
async function play(node: Node, winner: string) {
  const s = node.participant1Id === winner ? scores(node, 9, 5) : scores(node, 5, 9);
  expect((await t.gql(REPORT, { m: node.match!.id, s }, owner.token)).errors).toBeUndefined();
  expect((await t.gql(FINALIZE, { m: node.match!.id }, owner.token)).errors).toBeUndefined();
}
const nodeOf = (all: Node[], teamId: string, round: number) => all.find((n) => n.roundNumber === round && (n.participant1Id === teamId || n.participant2Id === teamId))!;

/** The global boards a match of the game counts on: all, and each of game, region and genre, alone and combined. */
async function boardEntries(kind: 'team' | 'user', subject: string) {
  const column = kind === 'team' ? 'team_id' : 'user_id';
  return db().query(
    `SELECT b.lb_game_id, b.lb_region_id, b.lb_genre_id, e.current_score::int AS score, e.wins, e.losses, e.rating FROM leaderboard_entries e
       JOIN leaderboards b ON b.leaderboard_id = e.leaderboard_id WHERE b.scope = 'global' AND b.kind = $2 AND e.${column} = $1`,
    [subject, kind],
  ) as Promise<Array<{ lb_game_id: string | null; lb_region_id: string | null; lb_genre_id: string | null; score: number; wins: number; losses: number; rating: number }>>;
}
async function player(userId: string) {
  const [row] = await db().query(`SELECT user_score, rating, rating_mu, rating_sigma FROM users WHERE user_id = $1`, [userId]);
  return row as { user_score: number; rating: number; rating_mu: number | null; rating_sigma: number | null };
}
async function history(userId: string) {
  return db().query(`SELECT match_id, rating FROM rating_history WHERE user_id = $1 ORDER BY created_at, match_id`, [userId]) as Promise<Array<{ match_id: string; rating: number }>>;
}
/** Every board entry whose total differs from the sum of its ledger rows, and every universal score likewise (none expected). */
async function ledgerMismatches() {
  const boards = await db().query(
    `SELECT e.entry_id FROM leaderboard_entries e
       LEFT JOIN LATERAL (SELECT coalesce(sum(points), 0) AS points, coalesce(sum(wins), 0) AS wins, coalesce(sum(losses), 0) AS losses FROM points_ledger l
                           WHERE l.kind = 'board' AND l.leaderboard_id = e.leaderboard_id
                             AND ((e.user_id IS NOT NULL AND l.user_id = e.user_id) OR (e.team_id IS NOT NULL AND l.team_id = e.team_id AND l.user_id IS NULL))) s ON true
      WHERE e.current_score <> s.points OR e.wins <> s.wins OR e.losses <> s.losses`,
  );
  const scores = await db().query(
    `SELECT u.user_id FROM users u LEFT JOIN LATERAL (SELECT coalesce(sum(points), 0) AS points FROM points_ledger l WHERE l.kind = 'score' AND l.user_id = u.user_id) s ON true
      WHERE u.user_score <> s.points`,
  );
  return { boards: boards.length, scores: scores.length };
}

/** Ratings as a fresh replay of these results in order would leave them (teams of players, winner first). */
function replay(results: Array<{ winner: string[]; loser: string[] }>) {
  const skills = new Map<string, { mu: number; sigma: number }>();
  for (const r of results) {
    const [w, l] = rate(
      [r.winner.map((id) => skills.get(id) ?? rating()), r.loser.map((id) => skills.get(id) ?? rating())],
      { rank: [1, 2] },
    );
    r.winner.forEach((id, i) => skills.set(id, { mu: w[i].mu, sigma: w[i].sigma }));
    r.loser.forEach((id, i) => skills.set(id, { mu: l[i].mu, sigma: l[i].sigma }));
  }
  return skills;
}
async function expectRatings(expected: Map<string, { mu: number; sigma: number }>) {
  for (const [id, skill] of expected) {
    const row = await player(id);
    expect(row.rating_mu).toBeCloseTo(skill.mu, 9);
    expect(row.rating_sigma).toBeCloseTo(skill.sigma, 9);
    expect(row.rating).toBe(Math.round(ordinal(rating(skill)) * 100));
  }
}

beforeAll(async () => {
  t = await startTestApp(__filename);
  f = communityFixtures(db());
  [owner, stranger, ...captains] = await Promise.all(['owner', 'stranger', ...Array.from({ length: 8 }, (_, i) => `ledcap${i}`)].map((n) => signUp(t, n)));
  genre = await db().getRepository(Genre).save({ title: 'Ledger Genre' });
  game = await f.game({ title: 'Ledger Game', genreId: genre.id, metrics: [{ name: 'Kills', type: 'Number', active: 'true' }] } as never);
  region = await f.region({ title: 'Ledger Region' });
  platform = await db().getRepository(Platform).save({ title: 'PC', picture: null });
  organizer = await f.organizer(asUser(owner), { name: 'Ledger Org' });
  await db().query(`INSERT INTO competition_categories (comp_cat_id, comp_cat_title) VALUES (1, 'Ladder') ON CONFLICT DO NOTHING`);
});
afterAll(() => t?.stop());

describe('a tournament final counts everywhere', () => {
  let id: string;
  let a: { team: Team; players: string[] };
  let b: { team: Team; players: string[] };
  let final: Node;

  it('moves both teams on every matching global board, every rostered player’s score, rating and history, once under 15 racing finalizes', async () => {
    id = (await tournament({ size: 2 })).id;
    [a, b] = [await team(captains[0]), await team(captains[1])];
    await enter(id, [
      { team: a.team, captain: captains[0] },
      { team: b.team, captain: captains[1] },
    ]);
    [final] = (await nodes(id)).filter((n) => n.match);
    expect((await t.gql(REPORT, { m: final.match!.id, s: final.participant1Id === a.team.id ? scores(final, 9, 5) : scores(final, 5, 9) }, owner.token)).errors).toBeUndefined();
    const results = await Promise.all(Array.from({ length: 15 }, () => t.gql(FINALIZE, { m: final.match!.id }, owner.token)));
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    for (const r of results.filter((r) => r.errors)) expectGraphQLError(r, 'CONFLICT', Messages.finalizeAlreadyDone);
    expect((await t.gql(NODES, { id })).data!.tournament.status).toBe('COMPLETED');

    // Every combination of the match's game, region and genre (each given or all): 8 boards per kind.
    const winnerBoards = await boardEntries('team', a.team.id);
    expect(winnerBoards).toHaveLength(8);
    expect(winnerBoards.every((e) => e.score === 3 && e.wins === 1 && e.losses === 0)).toBe(true);
    expect(winnerBoards.some((e) => e.lb_game_id === game.id && e.lb_region_id === region.id && e.lb_genre_id === genre.id)).toBe(true);
    const loserBoards = await boardEntries('team', b.team.id);
    expect(loserBoards).toHaveLength(8);
    expect(loserBoards.every((e) => e.score === 0 && e.wins === 0 && e.losses === 1)).toBe(true);
    const w = replay([{ winner: a.players, loser: b.players }]);
    for (const id of a.players) {
      expect(await player(id)).toMatchObject({ user_score: 3 });
      const entries = await boardEntries('user', id);
      expect(entries).toHaveLength(8);
      expect(entries.every((e) => e.score === 3 && e.wins === 1 && e.rating === Math.round(ordinal(rating(w.get(id)!)) * 100))).toBe(true);
      expect(await history(id)).toEqual([{ match_id: final.match!.id, rating: Math.round(ordinal(rating(w.get(id)!)) * 100) }]);
    }
    for (const id of b.players) {
      expect((await player(id)).user_score).toBe(0);
      expect((await player(id)).rating).toBeLessThan((await player(a.players[0])).rating);
      expect(await history(id)).toHaveLength(1);
    }
    await expectRatings(w);
    // One count: 8 team boards x 2 teams, 8 player boards x 4 players, 4 scores, 4 ratings.
    const [rows] = await db().query(`SELECT count(*)::int AS n FROM points_ledger WHERE match_id = $1`, [final.match!.id]);
    expect(rows.n).toBe(16 + 32 + 4 + 4);
    expect(await ledgerMismatches()).toEqual({ boards: 0, scores: 0 });
  });

  it('previews a correction of the final with its points and rating changes, changing nothing', async () => {
    const fixed = final.participant1Id === a.team.id ? scores(final, 5, 9) : scores(final, 9, 5);
    const before = { a: await boardEntries('team', a.team.id), p: await player(a.players[0]) };
    const res = await t.gql(PREVIEW_FIX, { m: final.match!.id, s: fixed }, owner.token);
    expect(res.errors).toBeUndefined();
    const preview = res.data!.previewResultCorrection;
    expect(preview.winnerChanges).toBe(true);
    const flipped = replay([{ winner: b.players, loser: a.players }]);
    const shown = (id: string) => Math.round(ordinal(rating(flipped.get(id)!)) * 100);
    const byTeam = (teamId: string) => preview.changes.find((c) => c.team?.id === teamId);
    const byUser = (userId: string) => preview.changes.find((c) => c.user?.id === userId);
    expect(byTeam(a.team.id)).toMatchObject({ points: -3, wins: -1, ratingBefore: null, ratingAfter: null });
    expect(byTeam(b.team.id)).toMatchObject({ points: 3, wins: 1 });
    for (const id of a.players) expect(byUser(id)).toMatchObject({ points: -3, wins: -1, ratingBefore: before.p.rating, ratingAfter: shown(id) });
    for (const id of b.players) expect(byUser(id)).toMatchObject({ points: 3, wins: 1, ratingAfter: shown(id) });
    expect(preview.changes).toHaveLength(6);
    expect(await boardEntries('team', a.team.id)).toEqual(before.a);
    expect(await player(a.players[0])).toEqual(before.p);
  });

  it('correcting the final moves everything back and forward exactly; correcting it again restores the first result', async () => {
    const flip = final.participant1Id === a.team.id ? scores(final, 5, 9) : scores(final, 9, 5);
    const original = final.participant1Id === a.team.id ? scores(final, 9, 5) : scores(final, 5, 9);
    const start = { a: await boardEntries('team', a.team.id), b: await boardEntries('team', b.team.id), players: await Promise.all([...a.players, ...b.players].map(player)) };
    expect((await t.gql(FIX, { m: final.match!.id, s: flip }, owner.token)).errors).toBeUndefined();
    expect((await boardEntries('team', a.team.id)).every((e) => e.score === 0 && e.wins === 0 && e.losses === 1)).toBe(true);
    expect((await boardEntries('team', b.team.id)).every((e) => e.score === 3 && e.wins === 1 && e.losses === 0)).toBe(true);
    for (const id of a.players) expect((await player(id)).user_score).toBe(0);
    for (const id of b.players) expect((await player(id)).user_score).toBe(3);
    const flipped = replay([{ winner: b.players, loser: a.players }]);
    await expectRatings(flipped);
    // The history keeps one point for the match, now the corrected rating.
    for (const id of b.players) expect(await history(id)).toEqual([{ match_id: final.match!.id, rating: Math.round(ordinal(rating(flipped.get(id)!)) * 100) }]);
    expect(await ledgerMismatches()).toEqual({ boards: 0, scores: 0 });

    expect((await t.gql(FIX, { m: final.match!.id, s: original }, owner.token)).errors).toBeUndefined();
    expect(await boardEntries('team', a.team.id)).toEqual(start.a);
    expect(await boardEntries('team', b.team.id)).toEqual(start.b);
    const back = await Promise.all([...a.players, ...b.players].map(player));
    back.forEach((row, i) => {
      expect(row.user_score).toBe(start.players[i].user_score);
      expect(row.rating).toBe(start.players[i].rating);
      expect(row.rating_mu).toBeCloseTo(start.players[i].rating_mu!, 9);
      expect(row.rating_sigma).toBeCloseTo(start.players[i].rating_sigma!, 9);
    });
    expect(await ledgerMismatches()).toEqual({ boards: 0, scores: 0 });
  });
});

describe('a correction that resets later matches', () => {
  it('reverses exactly the reset matches’ rows, and ratings equal a fresh replay of the matches in order', async () => {
    const [a, b, c, d, e] = [await team(captains[2]), await team(captains[3]), await team(captains[4]), await team(captains[5]), await team(captains[6])];
    const cup = (await tournament()).id;
    await enter(cup, [
      { team: a.team, captain: captains[2] },
      { team: b.team, captain: captains[3] },
      { team: c.team, captain: captains[4] },
      { team: d.team, captain: captains[5] },
    ]);
    const semiA = nodeOf(await nodes(cup), a.team.id, 1);
    const semiC = nodeOf(await nodes(cup), c.team.id, 1);
    const opponentOf = (node: Node, teamId: string) => (node.participant1Id === teamId ? node.participant2Id! : node.participant1Id!);
    const [x, y] = [opponentOf(semiA, a.team.id), opponentOf(semiC, c.team.id)];
    const teamOf = (teamId: string) => [a, b, c, d].find((s) => s.team.id === teamId)!;
    await play(semiA, a.team.id);
    await play(semiC, c.team.id);
    const finalNode = nodeOf(await nodes(cup), a.team.id, 2);
    await play(finalNode, a.team.id);
    // A later match of another tournament, sharing A's players: it is rated again after the correction.
    const other = (await tournament({ size: 2 })).id;
    await enter(other, [
      { team: a.team, captain: captains[2] },
      { team: e.team, captain: captains[6] },
    ]);
    const [otherFinal] = (await nodes(other)).filter((n) => n.match);
    await play(otherFinal, e.team.id);
    expect(await ledgerMismatches()).toEqual({ boards: 0, scores: 0 });

    // A's semi-final goes to its opponent: the final (A's win over C) is reset.
    const fix = semiA.participant1Id === a.team.id ? scores(semiA, 5, 9) : scores(semiA, 9, 5);
    expect((await t.gql(FIX, { m: semiA.match!.id, s: fix }, owner.token)).errors).toBeUndefined();
    const finalNow = (await nodes(cup)).find((n) => n.id === finalNode.id)!;
    expect(finalNow.match!.status).toBe('SCHEDULED');
    const live = await db().query(`SELECT count(*)::int AS n FROM points_ledger WHERE match_id = $1 AND reverses IS NULL AND reversed_by IS NULL`, [finalNode.match!.id]);
    expect(live[0].n).toBe(0);
    const reversals = await db().query(`SELECT count(*)::int AS n FROM points_ledger WHERE match_id = $1 AND reverses IS NOT NULL`, [finalNode.match!.id]);
    expect(reversals[0].n).toBe(16 + 32 + 4 + 4);

    // Boards: A won only nothing now (lost the semi and the other final); X won the semi; C the other semi; E the other final.
    const totals = async (s: { team: Team }) => (await boardEntries('team', s.team.id)).map((row) => [row.score, row.wins, row.losses]);
    for (const row of await totals(a)) expect(row).toEqual([0, 0, 2]);
    for (const row of await totals(teamOf(x))) expect(row).toEqual([3, 1, 0]);
    for (const row of await totals(c)) expect(row).toEqual([3, 1, 0]);
    for (const row of await totals(teamOf(y))) expect(row).toEqual([0, 0, 1]);
    for (const row of await totals(e)) expect(row).toEqual([3, 1, 0]);
    expect(await ledgerMismatches()).toEqual({ boards: 0, scores: 0 });

    // Ratings: the matches in the order they were first counted, with their results now (the final is unplayed).
    const expected = replay([
      { winner: teamOf(x).players, loser: a.players },
      { winner: c.players, loser: teamOf(y).players },
      { winner: e.players, loser: a.players },
    ]);
    await expectRatings(expected);
    for (const id of a.players) expect((await history(id)).map((h) => h.match_id).sort()).toEqual([semiA.match!.id, otherFinal.match!.id].sort());
  });
});

describe('unranked tournaments and the ranked setting', () => {
  it('is set at creation and in settings before the start, on both doors; refused after it, to strangers and for bad input', async () => {
    const id = (await tournament({ ranked: false })).id;
    expect((await t.gql(NODES, { id })).data!.tournament.ranked).toBe(false);
    expectGraphQLError(await t.gql(SETTINGS, { id, i: { ranked: true } }, stranger.token), 'FORBIDDEN', Messages.tournamentConfigureForbidden);
    expect((await t.gql(NODES, { id })).data!.tournament.ranked).toBe(false);
    expect((await t.gql(SETTINGS, { id, i: { ranked: true } }, owner.token)).data!.updateTournamentSettings.ranked).toBe(true);
    const rest = await t.rest('PUT', '/api/tourney/update-settings', { tourney_id: id, ranked: false }, owner.token);
    expect(rest.status).toBe(200);
    expect(rest.body.data).toMatchObject({ tournament_id: id, ranked: false });
    expectRestError(await t.rest('PUT', '/api/tourney/update-settings', { tourney_id: id, ranked: 'yes' }, owner.token), 400, 'BAD_USER_INPUT', Messages.tournamentRankedInvalid);
    expectRestError(await t.rest('PUT', '/api/tourney/update-settings', { tourney_id: id, ranked: true }, stranger.token), 403, 'FORBIDDEN', Messages.tournamentConfigureForbidden);
    const created = await t.rest('POST', '/api/tourney/create-tourney', { tourney_name: `Rest Ledger ${++seq}`, organizer_id: organizer.id, tourney_size: 4, game_id: game.id, region_id: region.id, platform_id: platform.id, format: 'round_robin', start_time: new Date(Date.now() + 86_400_000).toISOString(), ranked: false }, owner.token);
    expect(created.status).toBe(201);
    expect(created.body.data.ranked).toBe(false);
    expectRestError(await t.rest('POST', '/api/tourney/create-tourney', { tourney_name: `Rest Ledger ${++seq}`, organizer_id: organizer.id, tourney_size: 4, game_id: game.id, region_id: region.id, platform_id: platform.id, format: 'round_robin', start_time: new Date(Date.now() + 86_400_000).toISOString(), ranked: 1 }, owner.token), 400, 'BAD_USER_INPUT', Messages.tournamentRankedInvalid);
    expect((await tournament()).ranked).toBe(true);
  });

  it('an unranked final places in its bracket and moves no board, score, rating or ledger row; its ranked flag is settled at the start', async () => {
    const id = (await tournament({ size: 2, ranked: false })).id;
    const [a, b] = [await team(captains[7]), await team(captains[0])];
    await enter(id, [
      { team: a.team, captain: captains[7] },
      { team: b.team, captain: captains[0] },
    ]);
    expectGraphQLError(await t.gql(SETTINGS, { id, i: { ranked: true } }, owner.token), 'CONFLICT', Messages.tournamentRankedLocked);
    const before = { a: await boardEntries('team', a.team.id), players: await Promise.all([...a.players, ...b.players].map(player)), history: await history(a.players[1]) };
    const [final] = (await nodes(id)).filter((n) => n.match);
    await play(final, a.team.id);
    const after = await nodes(id);
    expect(after.find((n) => n.id === final.id)!.winnerTeamId).toBe(a.team.id);
    expect((await t.gql(NODES, { id })).data!.tournament.status).toBe('COMPLETED');
    expect(await boardEntries('team', a.team.id)).toEqual(before.a);
    expect(await Promise.all([...a.players, ...b.players].map(player))).toEqual(before.players);
    expect(await history(a.players[1])).toEqual(before.history);
    const [rows] = await db().query(`SELECT count(*)::int AS n FROM points_ledger WHERE match_id = $1`, [final.match!.id]);
    expect(rows.n).toBe(0);
  });
});

describe('ladder matches sharing a team, finalized at once', () => {
  it('each counts exactly once among 20 racing requests, without a deadlock; standings, boards and the ledger agree', async () => {
    const day = 86_400_000;
    const res = await t.gql(
      LADDER,
      { i: { organizerId: organizer.id, name: `Ledger Ladder ${++seq}`, startDate: new Date().toISOString().slice(0, 10), endDate: new Date(Date.now() + 60 * day).toISOString().slice(0, 10), platformId: platform.id, gameId: game.id, regionId: region.id, openEntry: true } },
      owner.token,
    );
    expect(res.errors).toBeUndefined();
    const league = res.data!.createLadder.id;
    const [a, b, c] = [await team(captains[5]), await team(captains[6]), await team(captains[7])];
    for (const [entry, captain] of [[a, captains[5]], [b, captains[6]], [c, captains[7]]] as const) {
      expect((await t.gql(LADDER_JOIN, { l: league, t: entry.team.id }, captain.token)).errors).toBeUndefined();
    }
    const before = { a: await boardEntries('team', a.team.id), score: (await player(a.players[0])).user_score };
    const matches: string[] = [];
    for (const [other, at] of [[b, 2], [c, 3]] as const) {
      const scheduled = await t.gql(SCHEDULE, { l: league, t: [a.team.id, other.team.id], at: new Date(Date.now() + at * day).toISOString() }, owner.token);
      expect(scheduled.errors).toBeUndefined();
      const id = scheduled.data!.scheduleMatch.id;
      const s = [
        { teamId: a.team.id, rounds: [{ round: 1, metrics: { Kills: 9 } }] },
        { teamId: other.team.id, rounds: [{ round: 1, metrics: { Kills: 4 } }] },
      ];
      expect((await t.gql(REPORT, { m: id, s }, owner.token)).errors).toBeUndefined();
      matches.push(id);
    }
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => t.gql(FINALIZE, { m: matches[i % 2] }, owner.token)));
    expect(results.filter((r) => !r.errors)).toHaveLength(2);
    for (const r of results.filter((r) => r.errors)) expectGraphQLError(r, 'CONFLICT', Messages.finalizeAlreadyDone);
    expect(await db().query(`SELECT team_id, points, wins, losses FROM standings WHERE league_id = $1 AND team_id = $2`, [league, a.team.id])).toEqual([
      { team_id: a.team.id, points: 6, wins: 2, losses: 0 },
    ]);
    const after = await boardEntries('team', a.team.id);
    expect(after).toHaveLength(8);
    for (const row of after) {
      const old = before.a.find((e) => e.lb_game_id === row.lb_game_id && e.lb_region_id === row.lb_region_id && e.lb_genre_id === row.lb_genre_id);
      expect([row.score - (old?.score ?? 0), row.wins - (old?.wins ?? 0)]).toEqual([6, 2]);
    }
    expect((await player(a.players[0])).user_score - before.score).toBe(6);
    // A's players were rated in both matches, one after the other, in the order they were counted.
    const counted: Array<{ match_id: string }> = await db().query(
      `SELECT match_id FROM points_ledger WHERE kind = 'rating' AND match_id = ANY($1::uuid[]) AND user_id = $2 ORDER BY count_seq`,
      [matches, a.players[0]],
    );
    expect(counted.map((r) => r.match_id).sort()).toEqual([...matches].sort());
    const opponents = (id: string) => (id === matches[0] ? b.players : c.players);
    // Each player's rating before the first of the two (some played earlier tests), then the two in count order.
    const firsts: Array<{ user_id: string; mu_before: number | null; sigma_before: number | null }> = await db().query(
      `SELECT DISTINCT ON (user_id) user_id, mu_before, sigma_before FROM points_ledger WHERE kind = 'rating' AND match_id = ANY($1::uuid[]) ORDER BY user_id, count_seq`,
      [matches],
    );
    const skills = new Map(firsts.map((r) => [r.user_id, r.mu_before == null ? rating() : rating({ mu: r.mu_before, sigma: r.sigma_before! })]));
    for (const { match_id } of counted) {
      const [w, l] = rate([a.players.map((id) => skills.get(id)!), opponents(match_id).map((id) => skills.get(id)!)], { rank: [1, 2] });
      a.players.forEach((id, i) => skills.set(id, w[i]));
      opponents(match_id).forEach((id, i) => skills.set(id, l[i]));
    }
    await expectRatings(new Map([...skills].map(([id, r]) => [id, { mu: r.mu, sigma: r.sigma }])));
    expect(await ledgerMismatches()).toEqual({ boards: 0, scores: 0 });
  });
});

describe('the REST door', () => {
  it('a tournament final finalized through PUT api/league/finalize-league-match counts as through GraphQL, once', async () => {
    const id = (await tournament({ size: 2 })).id;
    const [a, b] = [await team(captains[1]), await team(captains[2])];
    await enter(id, [
      { team: a.team, captain: captains[1] },
      { team: b.team, captain: captains[2] },
    ]);
    const [final] = (await nodes(id)).filter((n) => n.match);
    const s = final.participant1Id === b.team.id ? scores(final, 9, 5) : scores(final, 5, 9);
    expect((await t.gql(REPORT, { m: final.match!.id, s }, owner.token)).errors).toBeUndefined();
    const results = await Promise.all(Array.from({ length: 10 }, () => t.rest('PUT', '/api/league/finalize-league-match', { match_id: final.match!.id }, owner.token)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 200)) expectRestError(r, 409, 'CONFLICT', Messages.finalizeAlreadyDone);
    expect((await boardEntries('team', b.team.id)).map((e) => [e.score, e.wins, e.losses])).toEqual(Array(8).fill([3, 1, 0]));
    expect((await boardEntries('team', a.team.id)).map((e) => [e.score, e.wins, e.losses])).toEqual(Array(8).fill([0, 0, 1]));
    for (const player of b.players) expect(await history(player)).toContainEqual(expect.objectContaining({ match_id: final.match!.id }));
    expect(await ledgerMismatches()).toEqual({ boards: 0, scores: 0 });
  });
});

describe('a player on both rosters at the finalize', () => {
  it('counts on neither side: no score, board line, rating or ledger row for them; the others count as usual', async () => {
    const id = (await tournament({ size: 2 })).id;
    const [a, b] = [await team(captains[3]), await team(captains[4])];
    await enter(id, [
      { team: a.team, captain: captains[3] },
      { team: b.team, captain: captains[4] },
    ]);
    // Joined both rosters after the bracket was drawn (nothing refuses a roster change made straight in the database).
    const both = await f.user();
    await f.member(a.team, both);
    await f.member(b.team, both);
    const [final] = (await nodes(id)).filter((n) => n.match);
    await play(final, a.team.id);
    expect(await player(both.id)).toMatchObject({ user_score: 0, rating: 0, rating_mu: null });
    expect(await boardEntries('user', both.id)).toEqual([]);
    expect(await history(both.id)).toEqual([]);
    expect(await db().query(`SELECT count(*)::int AS n FROM points_ledger WHERE user_id = $1`, [both.id])).toEqual([{ n: 0 }]);
    for (const userId of a.players) expect(await history(userId)).toContainEqual(expect.objectContaining({ match_id: final.match!.id }));
    expect(await ledgerMismatches()).toEqual({ boards: 0, scores: 0 });
  });
});
