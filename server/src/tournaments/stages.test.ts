import { signUp, type Account } from '../../test/accounts';
import { expectGraphQLError, expectRestError } from '../../test/errors';
import { graphql } from '../../test/gql';
import { startTestApp, type TestApp } from '../../test/harness';
import { watchSubscription } from '../../test/live';
import { communityFixtures, type CommunityFixtures } from '../../test/factories/community';
import { Platform } from '../catalog';
import { Messages } from '../core/messages';
import type { Team } from '../teams';
import type { User } from '../users';
import { TournamentParticipant } from './tournaments.entities';

let t: TestApp;
let f: CommunityFixtures;
const db = () => t.app.deps.dataSource.manager;
const asUser = (a: Account) => ({ id: a.userId }) as User;

let owner: Account;
let stranger: Account;
let game: { id: string };
let region: { id: string };
let platform: Platform;
let organizer: { id: string };

const START = graphql(`mutation StagesStart($id: ID!) { startTournament(tournamentId: $id) { status } }`);
const REPORT = graphql(`mutation StagesReport($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { status } }`);
const FINALIZE = graphql(`mutation StagesFinalize($m: ID!) { finalizeMatch(matchId: $m) { status } }`);
const ADVANCE = graphql(`mutation StagesAdvance($id: ID!) { advanceStage(tournamentId: $id) { id status } }`);
const PREVIEW = graphql(`
  query StagesPreview($id: ID!) {
    previewNextStage(tournamentId: $id) {
      currentComplete
      current { stageNumber }
      next { stageNumber kind }
      entrants { id }
      undecidedTies { groupNumber teams { id } }
      nodes { roundNumber slotIndex side participant1Id participant2Id }
    }
  }
`);
const PREVIEW_FIX = graphql(`
  mutation StagesPreviewFix($m: ID!, $s: [TeamScoreInput!]!) {
    previewResultCorrection(matchId: $m, scores: $s) { winnerChanges laterStagesStarted laterStageResets { id participant1Id participant2Id status } }
  }
`);
const FIX = graphql(`
  mutation StagesFix($m: ID!, $s: [TeamScoreInput!]!, $confirm: Boolean) {
    correctMatchResult(matchId: $m, scores: $s, confirmLaterStages: $confirm) { id resetNodeIds }
  }
`);
const STAGES = graphql(`
  query StagesOfTournament($id: ID!) {
    tournament(id: $id) {
      id status winner { id }
      bracket { nodes { id } }
      stages {
        stageNumber kind status advance seeding tiebreakers
        entrants { id }
        standings { rank groupNumber team { id name } points wins losses draws differential buchholz explanation unresolvedWith { id } }
        nodes { id side roundNumber groupNumber slotIndex status participant1Id participant2Id winnerTeamId match { id status } }
      }
    }
  }
`);

type StageNode = { id: string; side: string; roundNumber: number; groupNumber: number | null; slotIndex: number; status: string; participant1Id: string | null; participant2Id: string | null; winnerTeamId: string | null; match: { id: string; status: string } | null };
type Row = { rank: number; groupNumber: number | null; team: { id: string; name: string }; points: number; wins: number; losses: number; draws: number; differential: number; buchholz: number; explanation: string | null; unresolvedWith: Array<{ id: string }> };
type Stage = { stageNumber: number; kind: string; status: string; entrants: Array<{ id: string }>; standings: Row[]; nodes: StageNode[] };

async function stagesOf(id: string) {
  const res = await t.gql(STAGES, { id }, owner.token);
  expect(res.errors).toBeUndefined();
  return res.data!.tournament as unknown as { status: string; winner: { id: string } | null; bracket: { nodes: Array<{ id: string }> }; stages: Stage[] };
}

let seq = 0;
/** A tournament made through the REST door with stages; n teams entered and approved with seeds 1..n. */
async function eventWithTeams(size: number, stages: unknown[], names: (i: number) => string = (i) => `Squad ${seq} ${i + 1}`) {
  seq++;
  const created = await t.rest(
    'POST',
    '/api/tourney/create-tourney',
    { tourney_name: `Event ${seq}`, organizer_id: organizer.id, tourney_size: size, game_id: game.id, region_id: region.id, platform_id: platform.id, start_time: new Date(Date.now() + 86_400_000).toISOString(), match_rounds: 1, stages },
    owner.token,
  );
  expect(created.status).toBe(201);
  const id = created.body.data.tournament_id as string;
  const teams: Team[] = [];
  for (let i = 0; i < size; i++) teams.push(await f.team({ gameId: game.id, regionId: region.id, name: names(i) }));
  // Entries are tested in tournaments.test.ts; here the field is simply approved in seed order.
  await db().getRepository(TournamentParticipant).insert(teams.map((team, i) => ({ tournamentId: id, teamId: team.id, status: 'approved', seed: i + 1 })) as never);
  return { id, teams };
}

const scoresFor = (node: StageNode, k1: number, k2: number) => [
  { teamId: node.participant1Id!, rounds: [{ round: 1, metrics: { Kills: k1 } }] },
  { teamId: node.participant2Id!, rounds: [{ round: 1, metrics: { Kills: k2 } }] },
];
async function play(node: StageNode, k1: number, k2: number) {
  expect((await t.gql(REPORT, { m: node.match!.id, s: scoresFor(node, k1, k2) }, owner.token)).errors).toBeUndefined();
  const res = await t.gql(FINALIZE, { m: node.match!.id }, owner.token);
  expect(res.errors).toBeUndefined();
}
/** Plays a match so that `winner` scores `w` and the other `l` (a draw when equal). */
function playAs(node: StageNode, winner: string, w: number, l: number) {
  return node.participant1Id === winner ? play(node, w, l) : play(node, l, w);
}
/** Plays every ready match of a stage, one round at a time, with the first participant winning 2–1, until none is ready. */
async function playOut(id: string, stageNumber: number, decide: (node: StageNode) => Promise<void> = (node) => play(node, 2, 1)) {
  for (;;) {
    const stage = (await stagesOf(id)).stages.find((s) => s.stageNumber === stageNumber)!;
    const ready = stage.nodes.filter((n) => n.status === 'READY' && n.match?.status === 'SCHEDULED');
    if (ready.length === 0) return stage;
    for (const node of ready) await decide(node);
  }
}

beforeAll(async () => {
  t = await startTestApp(__filename);
  f = communityFixtures(db());
  [owner, stranger] = await Promise.all(['owner', 'stranger'].map((n) => signUp(t, n)));
  game = await f.game({ title: 'Stage Game', metrics: [{ name: 'Kills', type: 'Number', active: 'true' }] });
  region = await f.region({ title: 'Stage Region' });
  platform = await db().getRepository(Platform).save({ title: 'PC', picture: null });
  organizer = await f.organizer(asUser(owner), { name: 'Stage Org' });
});
afterAll(() => t?.stop());

describe('stages at creation', () => {
  it('keeps a tournament without stages as one stage of its format, and refuses stages that cannot be played', async () => {
    const single = await t.rest('POST', '/api/tourney/create-tourney', { tourney_name: 'Plain Cup', organizer_id: organizer.id, tourney_size: 8, game_id: game.id, region_id: region.id, platform_id: platform.id, format: 'single_elimination', start_time: '2099-01-01T18:00:00Z' }, owner.token);
    expect(single.status).toBe(201);
    const data = await t.rest('GET', `/api/tourney/get-bracket-data/${single.body.data.tournament_id}`);
    expect(data.body).toEqual({ data: [], stages: [expect.objectContaining({ stage_number: 1, kind: 'single_elimination', status: 'pending', bracket_nodes: [] })] });
    const base = { organizer_id: organizer.id, tourney_size: 16, game_id: game.id, region_id: region.id, platform_id: platform.id, start_time: '2099-01-01T18:00:00Z' };
    const bad = async (name: string, stages: unknown, message: string, extra: Record<string, unknown> = {}) =>
      expectRestError(await t.rest('POST', '/api/tourney/create-tourney', { ...base, tourney_name: name, stages, ...extra }, owner.token), 400, 'BAD_USER_INPUT', message);
    await bad('Bad A', [{ kind: 'round_robin', group_count: 4, group_size: 3, advance: 2 }, { kind: 'single_elimination' }], Messages.stageGroupsInvalid);
    await bad('Bad B', [{ kind: 'round_robin', group_count: 4, group_size: 4 }, { kind: 'single_elimination' }], Messages.stageAdvanceInvalid);
    await bad('Bad C', [{ kind: 'single_elimination', advance: 2 }, { kind: 'round_robin' }], Messages.stagesInvalid);
    await bad('Bad D', [{ kind: 'ladder' }], Messages.stageKindInvalid);
    await bad('Bad E', [{ kind: 'swiss', rounds: 4, advance: 8, tiebreakers: ['points', 'points'] }, { kind: 'double_elimination' }], Messages.stageTiebreakersInvalid);
    await bad('Bad F', [{ kind: 'swiss', rounds: 4, advance: 8, seeding: 'random' }, { kind: 'double_elimination' }], Messages.stageSeedingInvalid);
    await bad('Bad G', [{ kind: 'swiss', rounds: 4, advance: 8 }, { kind: 'double_elimination' }], Messages.stageFormatMismatch, { format: 'round_robin' });
    expect((await t.rest('GET', `/api/organizer/get-tourney-cards/${organizer.id}`)).body.map((c: { tourney_name: string }) => c.tourney_name)).toEqual(['Plain Cup']);
  });
});

describe('16 teams in 4 groups of 4, top 2 into an 8-team single elimination', () => {
  let id: string;
  let teams: Team[];
  let groups: Map<number, string[]>;
  const name = (teamId: string) => teams.find((x) => x.id === teamId)!.name;

  it('plays the groups: a three-way tie settled by head-to-head then differential, and a two-way tie on head-to-head', async () => {
    ({ id, teams } = await eventWithTeams(16, [
      { kind: 'round_robin', group_count: 4, group_size: 4, advance: 2, seeding: 'cross_group', tiebreakers: ['points', 'head_to_head', 'differential', 'seed'] },
      { kind: 'single_elimination' },
    ]));
    expect((await t.gql(START, { id }, owner.token)).data!.startTournament.status).toBe('IN_PROGRESS');
    const groupStage = (await stagesOf(id)).stages[0];
    expect(groupStage).toMatchObject({ stageNumber: 1, kind: 'ROUND_ROBIN', status: 'IN_PROGRESS' });
    // Each group's teams in the stage's seed order.
    const seedOf = new Map(groupStage.entrants.map((e, i) => [e.id, i]));
    groups = new Map();
    for (const node of groupStage.nodes) {
      for (const team of [node.participant1Id, node.participant2Id]) {
        if (!team) continue;
        const members = groups.get(node.groupNumber!) ?? [];
        if (!members.includes(team)) members.push(team);
        groups.set(node.groupNumber!, members);
      }
    }
    for (const members of groups.values()) members.sort((a, b) => seedOf.get(a)! - seedOf.get(b)!);
    expect([...groups.keys()].sort()).toEqual([1, 2, 3, 4]);
    expect([...groups.values()].map((g) => g.length)).toEqual([4, 4, 4, 4]);

    // Group 1: D beats everyone 2–1; A, B and C beat each other in a circle (A 5–0 B, B 3–2 C, C 4–3 A): level on
    // points and on head-to-head (a win each), apart on differential (A +3, C -1, B -5).
    // Group 2: A beats B and C, draws D; B beats C, loses to D; C beats D: D 4, B 3, C 3, B above C on head-to-head.
    // Groups 3 and 4: the better seed always wins 2–1.
    const script = (group: number, a: string, b: string): { winner: string | null; w: number; l: number } => {
      const [A, B, C, D] = groups.get(group)!;
      const is = (x: string, y: string) => (a === x && b === y) || (a === y && b === x);
      if (group === 1) {
        if (a === D || b === D) return { winner: D, w: 2, l: 1 };
        if (is(A, B)) return { winner: A, w: 5, l: 0 };
        if (is(B, C)) return { winner: B, w: 3, l: 2 };
        return { winner: C, w: 4, l: 3 };
      }
      if (group === 2) {
        if (is(A, D)) return { winner: null, w: 1, l: 1 };
        if (is(A, B) || is(A, C)) return { winner: A, w: 2, l: 1 };
        if (is(B, C)) return { winner: B, w: 2, l: 1 };
        if (is(B, D)) return { winner: D, w: 2, l: 1 };
        return { winner: C, w: 2, l: 1 };
      }
      return { winner: seedOf.get(a)! < seedOf.get(b)! ? a : b, w: 2, l: 1 };
    };
    const decide = (node: StageNode) => {
      const r = script(node.groupNumber!, node.participant1Id!, node.participant2Id!);
      return r.winner ? playAs(node, r.winner, r.w, r.l) : play(node, r.w, r.l);
    };

    // Halfway, the stage is not complete: advancing is refused, the preview says so.
    const first = groupStage.nodes.find((n) => n.status === 'READY')!;
    await decide(first);
    const early = await t.gql(PREVIEW, { id }, owner.token);
    expect(early.data!.previewNextStage).toMatchObject({ currentComplete: false, current: { stageNumber: 1 }, next: { stageNumber: 2, kind: 'SINGLE_ELIMINATION' } });
    expectGraphQLError(await t.gql(ADVANCE, { id }, owner.token), 'CONFLICT', Messages.stageNotComplete);
    expectGraphQLError(await t.gql(ADVANCE, { id }, stranger.token), 'FORBIDDEN', Messages.tournamentRunForbidden);
    expectRestError(await t.rest('POST', '/api/tourney/advance-stage', { tourney_id: id }), 401, 'UNAUTHENTICATED', Messages.unauthenticated);

    const played = await playOut(id, 1, decide);
    expect(played.status).toBe('COMPLETED');
    const [A1, B1, C1, D1] = groups.get(1)!;
    const table1 = played.standings.filter((r) => r.groupNumber === 1);
    expect(table1.map((r) => [r.team.id, r.points, r.differential])).toEqual([
      [D1, 9, 3],
      [A1, 3, 3],
      [C1, 3, -1],
      [B1, 3, -5],
    ]);
    expect(table1.map((r) => r.explanation)).toEqual([
      `above ${name(A1)} on points, 9–3`,
      `above ${name(C1)} on differential, +3 to -1`,
      `above ${name(B1)} on differential, -1 to -5`,
      null,
    ]);
    const [A2, B2, C2, D2] = groups.get(2)!;
    const table2 = played.standings.filter((r) => r.groupNumber === 2);
    expect(table2.map((r) => r.team.id)).toEqual([A2, D2, B2, C2]);
    expect(table2[0]).toMatchObject({ points: 7, wins: 2, draws: 1, losses: 0 });
    expect(table2[2].explanation).toBe(`above ${name(C2)} on head-to-head, 1–0`);

    // The same rows over REST.
    const rest = await t.rest('GET', `/api/tourney/get-stage-standings/${id}/1`);
    expect(rest.status).toBe(200);
    expect(rest.body.data.filter((r: { group_number: number }) => r.group_number === 1)[1]).toEqual({
      rank: 2,
      group_number: 1,
      team_id: A1,
      team_name: name(A1),
      played: 3,
      wins: 1,
      losses: 2,
      draws: 0,
      points: 3,
      differential: 3,
      metric_totals: 5 + 3 + 1,
      buchholz: 9 + 3 + 3,
      sonneborn_berger: 3,
      seed: groupStage.entrants.findIndex((e) => e.id === A1) + 1,
      explanation: `above ${name(C1)} on differential, +3 to -1`,
      unresolved_with: [],
    });
    expectRestError(await t.rest('GET', `/api/tourney/get-stage-standings/${id}/9`), 404, 'NOT_FOUND', 'Stage not found');
    expectRestError(await t.rest('GET', `/api/tourney/get-stage-standings/${id}/x`), 400, 'BAD_USER_INPUT', 'stageNumber must be a whole number.');
  });

  it('previews and starts the playoffs seeded across groups (A1 v B2, B1 v A2)', async () => {
    const [, , , D1] = groups.get(1)!;
    const [A1] = groups.get(1)!;
    const [A2, , , D2] = groups.get(2)!;
    const [A3, B3] = groups.get(3)!;
    const [A4, B4] = groups.get(4)!;
    const preview = (await t.gql(PREVIEW, { id }, owner.token)).data!.previewNextStage;
    expect(preview.currentComplete).toBe(true);
    expect(preview.undecidedTies).toEqual([]);
    // Seeds: the group winners 1-4 in group order, then runners-up so that each meets another group's winner.
    expect(preview.entrants.map((e) => e.id)).toEqual([D1, A2, A3, A4, B3, B4, A1, D2]);
    const pairs = (nodes: Array<{ roundNumber: number; side: string; participant1Id: string | null; participant2Id: string | null }>) =>
      nodes.filter((n) => n.roundNumber === 1 && n.side === 'WINNERS').map((n) => [n.participant1Id, n.participant2Id].sort());
    const expected = [
      [D1, D2],
      [A4, B3],
      [A2, A1],
      [A3, B4],
    ].map((p) => p.sort());
    expect(pairs(preview.nodes).sort()).toEqual([...expected].sort());
    // REST preview says the same.
    const restPreview = await t.rest('POST', '/api/tourney/preview-next-stage', { tourney_id: id }, owner.token);
    expect(restPreview.body.data.entrants.map((e: { team_id: string }) => e.team_id)).toEqual(preview.entrants.map((e) => e.id));
    expectRestError(await t.rest('POST', '/api/tourney/preview-next-stage', { tourney_id: id }, stranger.token), 403, 'FORBIDDEN', Messages.tournamentRunForbidden);

    const advanced = await t.rest('POST', '/api/tourney/advance-stage', { tourney_id: id }, owner.token);
    expect(advanced.status).toBe(200);
    expect(advanced.body.data.stages.map((s: { stage_number: number; status: string; kind: string }) => [s.stage_number, s.kind, s.status])).toEqual([
      [1, 'round_robin', 'completed'],
      [2, 'single_elimination', 'in_progress'],
    ]);
    const playoffs = (await stagesOf(id)).stages[1];
    expect(pairs(playoffs.nodes).sort()).toEqual([...expected].sort());
    expect(playoffs.nodes.filter((n) => n.roundNumber === 1).every((n) => n.match?.status === 'SCHEDULED')).toBe(true);
    // Advancing twice is refused: the playoffs are the last stage.
    expectGraphQLError(await t.gql(ADVANCE, { id }, owner.token), 'CONFLICT', Messages.stageNoNext);
    // The first stage's bracket data keeps its shape; the stages ride beside it.
    const page = await t.rest('GET', `/api/tourney/get-tourney-page-data/${id}`);
    expect(page.body.bracket_nodes).toHaveLength(24);
    expect(page.body.bracket_nodes.every((n: { stage_number: number; group_number: number }) => n.stage_number === 1 && n.group_number >= 1)).toBe(true);
    expect(page.body.stages[1].bracket_nodes.map((n: { round_number: number }) => n.round_number).sort()).toEqual([1, 1, 1, 1, 2, 2, 3]);
  });

  it('refuses a group correction after the playoffs began unless staff confirm, then resets the playoff matches it changes', async () => {
    const [A1, , , D1] = groups.get(1)!;
    const [, , , D2] = groups.get(2)!;
    const [A3] = groups.get(3)!;
    const [, B4] = groups.get(4)!;
    let playoffs = (await stagesOf(id)).stages[1];
    const d1Match = playoffs.nodes.find((n) => n.roundNumber === 1 && [n.participant1Id, n.participant2Id].includes(D1))!;
    const a3Match = playoffs.nodes.find((n) => n.roundNumber === 1 && [n.participant1Id, n.participant2Id].includes(A3))!;
    await playAs(d1Match, D1, 2, 1);
    await playAs(a3Match, A3, 2, 1);

    // In group 1, A beats D 3–2 instead: A and D finish on 6, A above D on head-to-head; the playoff seeds change.
    const groupNodes = (await stagesOf(id)).stages[0].nodes;
    const adMatch = groupNodes.find((n) => [n.participant1Id, n.participant2Id].sort().join() === [A1, D1].sort().join())!;
    const fix = adMatch.participant1Id === A1 ? scoresFor(adMatch, 3, 2) : scoresFor(adMatch, 2, 3);
    const preview = await t.gql(PREVIEW_FIX, { m: adMatch.match!.id, s: fix }, owner.token);
    expect(preview.errors).toBeUndefined();
    expect(preview.data!.previewResultCorrection.laterStagesStarted).toBe(true);
    // D1's played playoff match is lost (D1 is now seed 7 and meets another team); A3's stays as it was played.
    expect(preview.data!.previewResultCorrection.laterStageResets.map((n) => n.id)).toEqual([d1Match.id]);
    expectGraphQLError(await t.gql(FIX, { m: adMatch.match!.id, s: fix }, owner.token), 'CONFLICT', Messages.correctionLaterStages);
    expect((await stagesOf(id)).stages[1].nodes.find((n) => n.id === d1Match.id)!.status).toBe('COMPLETED');

    const fixed = await t.gql(FIX, { m: adMatch.match!.id, s: fix, confirm: true }, owner.token);
    expect(fixed.errors).toBeUndefined();
    expect(fixed.data!.correctMatchResult.resetNodeIds).toEqual([d1Match.id]);
    const after = await stagesOf(id);
    const table1 = after.stages[0].standings.filter((r) => r.groupNumber === 1);
    expect(table1.slice(0, 2).map((r) => [r.team.id, r.points])).toEqual([
      [A1, 6],
      [D1, 6],
    ]);
    expect(table1[0].explanation).toBe(`above ${name(D1)} on head-to-head, 1–0`);
    playoffs = after.stages[1];
    const reset = playoffs.nodes.find((n) => n.id === d1Match.id)!;
    expect(reset.status).toBe('READY');
    expect([reset.participant1Id, reset.participant2Id].sort()).toEqual([A1, D2].sort());
    expect(reset.match!.status).toBe('SCHEDULED');
    const kept = playoffs.nodes.find((n) => n.id === a3Match.id)!;
    expect(kept).toMatchObject({ status: 'COMPLETED', winnerTeamId: A3 });
    expect([kept.participant1Id, kept.participant2Id]).toContain(B4);
  });

  it('plays the playoffs to a champion, heard live by a second subscriber with the standings and the bracket', async () => {
    const watcher = watchSubscription<{ tournamentEvents: { kind: string; tournament: { status: string; stages: Array<{ stageNumber: number; status: string; nodes: Array<{ status: string }> }> } } }, { kind: string; status: string; completedNodes: number }>(
      t.url,
      { query: `subscription ($id: ID!) { tournamentEvents(tournamentId: $id) { kind tournament { status stages { stageNumber status standings { team { id } explanation } nodes { status } } } } }`, variables: { id } },
      (data) => ({
        kind: data.tournamentEvents.kind,
        status: data.tournamentEvents.tournament.status,
        completedNodes: data.tournamentEvents.tournament.stages[1].nodes.filter((n) => n.status === 'COMPLETED').length,
      }),
      stranger.token,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const final = await playOut(id, 2);
    expect(final.status).toBe('COMPLETED');
    const done = await stagesOf(id);
    expect(done.status).toBe('COMPLETED');
    const [A1] = groups.get(1)!;
    // The first participant always won from here; the top seed A1 (after the correction) is champion.
    expect(done.winner!.id).toBe(A1);
    for (let i = 0; i < 50 && watcher.events.at(-1)?.kind !== 'COMPLETED'; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    await watcher.close();
    expect(watcher.errors).toEqual([]);
    expect(watcher.events.at(-1)).toEqual({ kind: 'COMPLETED', status: 'COMPLETED', completedNodes: 7 });
    expect(watcher.events.map((e) => e.completedNodes)).toEqual([...watcher.events.map((e) => e.completedNodes)].sort((a, b) => a - b));
  });
});

describe('12 teams, 4 rounds of Swiss, top 8 into a double elimination', () => {
  it('pairs four Swiss rounds, ranks on points then Buchholz, and plays the double elimination to a champion', async () => {
    const { id } = await eventWithTeams(12, [
      { kind: 'swiss', rounds: 4, advance: 8, seeding: 'standing' },
      { kind: 'double_elimination' },
    ]);
    await t.gql(START, { id }, owner.token);
    const swiss = await playOut(id, 1);
    expect(swiss.status).toBe('COMPLETED');
    expect(new Set(swiss.nodes.map((n) => n.roundNumber))).toEqual(new Set([1, 2, 3, 4]));
    expect(swiss.nodes).toHaveLength(24);
    expect(swiss.standings).toHaveLength(12);
    expect(swiss.standings.reduce((sum, r) => sum + r.wins, 0)).toBe(24);
    // Ordered by points, then Buchholz (then Sonneborn–Berger, differential, seed); each row says why.
    for (let i = 0; i + 1 < swiss.standings.length; i++) {
      const [a, b] = [swiss.standings[i], swiss.standings[i + 1]];
      expect(a.points > b.points || (a.points === b.points && a.buchholz >= b.buchholz)).toBe(true);
      expect(a.explanation).toMatch(new RegExp(`^above ${b.team.name} on (points|Buchholz|Sonneborn–Berger|differential|seed), `));
      if (a.points > b.points) expect(a.explanation).toBe(`above ${b.team.name} on points, ${a.points}–${b.points}`);
    }
    const preview = (await t.gql(PREVIEW, { id }, owner.token)).data!.previewNextStage;
    expect(preview.entrants.map((e) => e.id)).toEqual(swiss.standings.slice(0, 8).map((r) => r.team.id));
    expect((await t.gql(ADVANCE, { id }, owner.token)).errors).toBeUndefined();
    const playoffs = await playOut(id, 2);
    expect(playoffs.kind).toBe('DOUBLE_ELIMINATION');
    expect(new Set(playoffs.nodes.map((n) => n.side))).toEqual(new Set(['WINNERS', 'LOSERS', 'GRAND_FINAL']));
    const done = await stagesOf(id);
    expect(done.status).toBe('COMPLETED');
    // The first participant always won: the top Swiss seed takes the winners bracket and the grand final.
    expect(done.winner!.id).toBe(swiss.standings[0].team.id);
  });
});

describe('a tie no tiebreaker separates', () => {
  it('asks staff at the cut-off, records their decision, and then advances', async () => {
    const { id } = await eventWithTeams(4, [
      { kind: 'round_robin', group_count: 1, group_size: 4, advance: 2, tiebreakers: ['points', 'head_to_head'] },
      { kind: 'single_elimination' },
    ]);
    await t.gql(START, { id }, owner.token);
    // Every match drawn: all four level on everything.
    const stage = await playOut(id, 1, (node) => play(node, 1, 1));
    expect(stage.standings.every((r) => r.unresolvedWith.length === 3 && r.points === 3)).toBe(true);
    expect(stage.standings[0].explanation).toBe(`level with ${stage.standings[1].team.name} on every tiebreaker: staff decide`);
    const preview = (await t.gql(PREVIEW, { id }, owner.token)).data!.previewNextStage;
    expect(preview.undecidedTies).toHaveLength(1);
    expect(preview.undecidedTies[0].teams.map((x) => x.id).sort()).toEqual(stage.standings.map((r) => r.team.id).sort());
    expectGraphQLError(await t.gql(ADVANCE, { id }, owner.token), 'CONFLICT', Messages.stageTieUndecided);
    const order = [...stage.standings.map((r) => r.team.id)].reverse();
    expectRestError(await t.rest('POST', '/api/tourney/decide-stage-tie', { tourney_id: id, stage_number: 1, team_ids: order.slice(0, 3) }, owner.token), 400, 'BAD_USER_INPUT', Messages.stageTieInvalid);
    expectRestError(await t.rest('POST', '/api/tourney/decide-stage-tie', { tourney_id: id, stage_number: 1, team_ids: order }, stranger.token), 403, 'FORBIDDEN', Messages.tournamentRunForbidden);
    expect((await t.rest('POST', '/api/tourney/decide-stage-tie', { tourney_id: id, stage_number: 1, team_ids: order }, owner.token)).status).toBe(200);
    const audit = await db().query(`SELECT team_ids, decided_by FROM tournament_tie_decisions WHERE tournament_id = $1`, [id]);
    expect(audit).toEqual([{ team_ids: order, decided_by: owner.userId }]);
    const decided = (await stagesOf(id)).stages[0];
    expect(decided.standings.map((r) => r.team.id)).toEqual(order);
    expect(decided.standings[0].explanation).toMatch(/ by staff decision$/);
    expect((await t.gql(ADVANCE, { id }, owner.token)).errors).toBeUndefined();
    const final = (await stagesOf(id)).stages[1];
    expect(final.nodes.map((n) => [n.participant1Id, n.participant2Id].sort())).toEqual([order.slice(0, 2).sort()]);
  });
});
