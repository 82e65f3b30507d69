/**
 * Issue 23 item 6: bad numbers are refused, never saved as 0. Score Settings' weights are whole numbers of 0 or more
 * (a stepper whose minus stops at 0); Report Score's values are numbers of 0 or more (RoundScoreInput.metrics). Both
 * doors refuse alike (the service), name the field, and change nothing. Text metrics typed in Score Settings are saved.
 */
import { signUp, type Account } from '../../test/accounts';
import { expectGraphQLError, expectRestError } from '../../test/errors';
import { startTestApp, type TestApp } from '../../test/harness';
import { graphql } from '../../test/gql';
import { communityFixtures, type CommunityFixtures } from '../../test/factories/community';
import { Platform } from '../catalog';
import { Messages } from '../core/messages';
import type { Team } from '../teams';
import type { User } from '../users';

let t: TestApp;
let f: CommunityFixtures;
const db = () => t.app.deps.dataSource.manager;
const asUser = (a: Account) => ({ id: a.userId }) as User;

let owner: Account;
let captainA: Account;
let captainB: Account;
let game: { id: string };
let region: { id: string };
let platform: Platform;
let organizer: { id: string };

const CREATE = graphql(`mutation ScoreInputCreate($i: CreateLadderInput!) { createLadder(input: $i) { id } }`);
const JOIN = graphql(`mutation ScoreInputJoin($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status } }`);
const SCHEDULE = graphql(`mutation ScoreInputSchedule($l: ID!, $t: [ID!]!, $at: DateTime!) { scheduleMatch(leagueId: $l, teamIds: $t, scheduledTime: $at) { id } }`);
const METRICS = graphql(`mutation ScoreInputMetrics($l: ID!, $m: [LadderMetricInput!]!) { updateLadderMetrics(leagueId: $l, metrics: $m) { metrics { name weight active text } } }`);
const REPORT = graphql(`mutation ScoreInputReport($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { isScoreUpdated } }`);

let seq = 0;
async function ladder() {
  const res = await t.gql(
    CREATE,
    { i: { organizerId: organizer.id, name: `Scores ${++seq}`, startDate: '2026-01-01', endDate: '2030-12-31', platformId: platform.id, gameId: game.id, regionId: region.id, openEntry: true } },
    owner.token,
  );
  expect(res.errors).toBeUndefined();
  return res.data!.createLadder as { id: string };
}
async function teamLedBy(leader: Account): Promise<Team> {
  const team = await f.team({ gameId: game.id, regionId: region.id });
  await f.member(team, asUser(leader), { role: 'leader' });
  return team;
}
const scoringRules = async (leagueId: string) => (await db().query(`SELECT scoring_rules FROM league_page WHERE league_id = $1`, [leagueId]))[0].scoring_rules;
const scoreState = async (matchId: string) => ({
  rounds: (await db().query(`SELECT count(*)::int AS n FROM match_rounds WHERE match_id = $1`, [matchId]))[0].n,
  match: (await db().query(`SELECT status, is_score_updated FROM matches WHERE match_id = $1`, [matchId]))[0],
  totals: await db().query(`SELECT team_id, total_points FROM match_participants WHERE match_id = $1 ORDER BY team_id`, [matchId]),
});

beforeAll(async () => {
  t = await startTestApp(__filename);
  f = communityFixtures(db());
  [owner, captainA, captainB] = await Promise.all(['owner', 'captaina', 'captainb'].map((n) => signUp(t, n)));
  game = await f.game({
    title: 'Score Input Game',
    metrics: [
      { name: 'Kills', type: 'Number', active: 'true' },
      { name: 'Map', type: 'text', active: 'true' },
    ],
  });
  region = await f.region({ title: 'Score Input Region' });
  platform = await db().getRepository(Platform).save({ title: 'PC', picture: null });
  await db().query(`INSERT INTO competition_categories (comp_cat_id, comp_cat_title) VALUES (1, 'Ladder') ON CONFLICT DO NOTHING`);
  organizer = await f.organizer(asUser(owner), { name: 'Score Input Org' });
});
afterAll(() => t?.stop());

describe('Score Settings refuses bad weights and keeps text metrics (issue 23 item 6)', () => {
  it('refuses a weight of -3 and 0.5 on both doors, naming the metric, and changes nothing', async () => {
    const league = await ladder();
    const saved = await t.gql(METRICS, { l: league.id, m: [{ name: 'Kills', weight: 4, active: true }] }, owner.token);
    expect(saved.errors).toBeUndefined();
    const before = await scoringRules(league.id);
    expect(before[0]).toMatchObject({ Kills: 4 });

    const negative = await t.gql(METRICS, { l: league.id, m: [{ name: 'Kills', weight: -3, active: true }] }, owner.token);
    expectGraphQLError(negative, 'BAD_USER_INPUT', Messages.metricWeightInvalid);
    expect(negative.errors![0].extensions?.fields).toEqual({ 'metrics.Kills.weight': Messages.metricWeightInvalid });
    // The weight is a Float in the schema, so 0.5 reaches the service and is refused there, as over REST.
    const fraction = await t.gql(METRICS, { l: league.id, m: [{ name: 'Kills', weight: 0.5, active: true }] }, owner.token);
    expectGraphQLError(fraction, 'BAD_USER_INPUT', Messages.metricWeightInvalid);
    expect(fraction.errors![0].extensions?.fields).toEqual({ 'metrics.Kills.weight': Messages.metricWeightInvalid });

    for (const weight of [-3, 0.5]) {
      const rest = await t.rest('PUT', `/api/league/update-ladder-metrics/${league.id}`, { metrics: [{ Kills: weight }] }, owner.token);
      expectRestError(rest, 400, 'BAD_USER_INPUT', Messages.metricWeightInvalid);
      expect(rest.body.error.fields).toEqual({ 'metrics.Kills.weight': Messages.metricWeightInvalid });
    }
    expect(await scoringRules(league.id)).toEqual(before);
    const read = await t.rest('GET', `/api/league/get-ladder-metrics/${league.id}`);
    expect(read.body[0].scoring_rules[0]).toMatchObject({ Kills: 4 });
  });

  it('saves the text typed for a text metric (GraphQL and REST) and refuses text over 200 characters', async () => {
    const league = await ladder();
    const res = await t.gql(METRICS, { l: league.id, m: [{ name: 'Kills', weight: 2, active: true }, { name: 'Map', weight: 0, active: false, text: 'Ascent' }] }, owner.token);
    expect(res.errors).toBeUndefined();
    expect((res.data!.updateLadderMetrics as any).metrics).toEqual([
      { name: 'Kills', weight: 2, active: true, text: null },
      { name: 'Map', weight: 0, active: false, text: 'Ascent' },
    ]);
    const rest = await t.rest('PUT', `/api/league/update-ladder-metrics/${league.id}`, { metrics: [{ Map: 'Bind' }] }, owner.token);
    expect(rest.body.message).toBe('Metrics updated successfully!');
    const read = await t.rest('GET', `/api/league/get-ladder-metrics/${league.id}`);
    expect(read.body[0].scoring_rules[0]).toEqual({ Kills: 2, Map: 'Bind' });
    // The shape createLadder stores ({ Map: 0 }) sent back whole keeps the text.
    expect((await t.rest('PUT', `/api/league/update-ladder-metrics/${league.id}`, { metrics: [{ Kills: 2, Map: 0 }] }, owner.token)).status).toBe(200);
    expect((await scoringRules(league.id))[0]).toEqual({ Kills: 2, Map: 'Bind' });

    const long = await t.gql(METRICS, { l: league.id, m: [{ name: 'Map', weight: 0, active: true, text: 'x'.repeat(201) }] }, owner.token);
    expectGraphQLError(long, 'BAD_USER_INPUT', Messages.metricTextInvalid);
    expect(long.errors![0].extensions?.fields).toEqual({ 'metrics.Map.text': Messages.metricTextInvalid });
    expect((await scoringRules(league.id))[0]).toEqual({ Kills: 2, Map: 'Bind' });
  });
});

describe('Report Score refuses negative values (issue 23 item 6)', () => {
  it('refuses a score of -5 on both doors, naming team, round and metric, and stores nothing, not even the valid team', async () => {
    const league = await ladder();
    const a = await teamLedBy(captainA);
    const b = await teamLedBy(captainB);
    expect((await t.gql(JOIN, { l: league.id, t: a.id }, captainA.token)).errors).toBeUndefined();
    expect((await t.gql(JOIN, { l: league.id, t: b.id }, captainB.token)).errors).toBeUndefined();
    const match = (await t.gql(SCHEDULE, { l: league.id, t: [a.id, b.id], at: '2030-06-01T18:00:00.000Z' }, owner.token)).data!.scheduleMatch as { id: string };
    const before = await scoreState(match.id);
    expect(before.rounds).toBe(0);

    const scores = [
      { teamId: a.id, rounds: [{ round: 1, metrics: { Kills: 7 } }] },
      { teamId: b.id, rounds: [{ round: 1, metrics: { Kills: -5 } }] },
    ];
    const gql = await t.gql(REPORT, { m: match.id, s: scores }, owner.token);
    expectGraphQLError(gql, 'BAD_USER_INPUT', Messages.scoresMetricInvalid);
    expect(gql.errors![0].extensions?.fields).toEqual({ [`scores.${b.id}.1.Kills`]: Messages.scoresMetricInvalid });

    const rest = await t.rest(
      'POST',
      '/api/league/post-match-progress',
      {
        _league_id: league.id,
        _match_id: match.id,
        all_match_participants: [
          { team_id: a.id, rounds: [{ round_number: 1, metrics: { Kills: 7 } }] },
          { team_id: b.id, rounds: [{ round_number: 1, metrics: { Kills: -5 } }] },
        ],
      },
      owner.token,
    );
    expectRestError(rest, 400, 'BAD_USER_INPUT', Messages.scoresMetricInvalid);
    expect(rest.body.error.fields).toEqual({ [`scores.${b.id}.1.Kills`]: Messages.scoresMetricInvalid });
    expect(await scoreState(match.id)).toEqual(before);
  });
});
