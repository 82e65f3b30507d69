import { signUp, type Account } from '../../test/accounts';
import { graphql } from '../../test/gql';
import { startTestApp, type GraphQLResult, type TestApp } from '../../test/harness';
import { Platform } from '../catalog';
import { Messages } from '../core/messages';
import type { League } from '../leagues';
import type { Organizer } from '../organizers';
import { pageFixtures, type PageFixtures } from '../../test/factories/pages';
import type { Team } from '../teams';
import type { User } from '../users';
import { COMPETITION_ROLE_MATRIX, type CompetitionAction, type CompetitionStaffRole } from './competition-roles';

/**
 * The authorization matrix of every competition write (issue 22 item 3): each write x each actor x each door (GraphQL,
 * and REST where a REST call exists). An allowed actor's write succeeds on a fresh subject; a refused one gets exactly
 * its code and message, and changes no row of any competition table (a hash of every table but auth's, before and
 * after). One world for the whole suite; subjects are a few fixture rows each.
 */

type Staff = 'owner' | 'superAdmin' | 'adminAssigned' | 'adminUnassigned' | 'modAssigned' | 'modUnassigned';
type TeamRole = 'leader' | 'coLeader' | 'captain' | 'member';
type Actor = Staff | TeamRole | 'stranger' | 'anonymous';
const STAFF: Staff[] = ['owner', 'superAdmin', 'adminAssigned', 'adminUnassigned', 'modAssigned', 'modUnassigned'];
const ACTORS: Actor[] = [...STAFF, 'leader', 'coLeader', 'captain', 'member', 'stranger', 'anonymous'];
const ROLE_OF: Record<Staff, CompetitionStaffRole> = {
  owner: 'owner',
  superAdmin: 'super_admin',
  adminAssigned: 'admin',
  adminUnassigned: 'admin',
  modAssigned: 'mod',
  modUnassigned: 'mod',
};

/** The staff the role table lets take an action on an assigned competition: the expectations come from the one table. */
const staffWho = (action: CompetitionAction): Actor[] =>
  STAFF.filter((s) => {
    const reach = COMPETITION_ROLE_MATRIX[action][ROLE_OF[s]];
    return reach === 'every' || (reach === 'assigned' && s.endsWith('Assigned'));
  });

let t: TestApp;
let f: PageFixtures;
const db = () => t.app.deps.dataSource.manager;
const asUser = (a: Account) => ({ id: a.userId }) as User;
let accounts: Record<Exclude<Actor, 'anonymous'>, Account>;
const tokenOf = (actor: Actor) => (actor === 'anonymous' ? undefined : accounts[actor].token);
let organizer: Organizer;
let game: { id: string };
let region: { id: string };
let platform: Platform;
/** The team the team roles hold places on (leader, co-leader, captain, member). */
let ourTeam: Team;

const DAY = 86_400_000;
const dateOnly = (ms: number) => new Date(ms).toISOString().slice(0, 10);
let seq = 0;

/** Assigns a competition to the assigned admin and mod. */
async function assign(competitionId: string) {
  await db().query(`UPDATE organizer_staff SET assignment = array_append(assignment, $1::uuid) WHERE organizer_id = $2 AND user_id = ANY($3::uuid[])`, [
    competitionId,
    organizer.id,
    [accounts.adminAssigned.userId, accounts.modAssigned.userId],
  ]);
}

/** A running ladder of the world's game (dates around today), assigned to the assigned admin and mod. */
async function ladder(): Promise<League> {
  const league = await f.league(
    organizer,
    { gameId: game.id, regionId: region.id, platformId: platform.id, startDate: dateOnly(Date.now() - DAY), endDate: dateOnly(Date.now() + 60 * DAY), maxTeams: 12 },
    { scoringRules: [{ Kills: 1 }] },
  );
  await assign(league.id);
  return league;
}

/** A team of the world's game and region, led by a fixture user. */
async function team(): Promise<Team> {
  const created = await f.team({ gameId: game.id, regionId: region.id });
  await f.member(created, await f.user(), { role: 'leader' });
  return created;
}

async function ladderEntry(league: League, entrant: Team, status: 'pending' | 'approved') {
  await db().query(`INSERT INTO league_participants (league_id, team_id, status) VALUES ($1, $2, $3)`, [league.id, entrant.id, status]);
  if (status === 'approved') await db().query(`INSERT INTO standings (league_id, team_id) VALUES ($1, $2)`, [league.id, entrant.id]);
}

/** A ladder with two approved teams and a match between them scheduled tomorrow. */
async function ladderMatch() {
  const league = await ladder();
  const [a, b] = [await team(), await team()];
  await ladderEntry(league, a, 'approved');
  await ladderEntry(league, b, 'approved');
  const match = await f.match(league, [a, b], { status: 'scheduled', scheduledTime: new Date(Date.now() + DAY), rounds: 1 });
  await db().query(`UPDATE match_participants SET total_points = 0, placement = NULL WHERE match_id = $1`, [match.id]);
  return { league, a, b, match };
}

const scores = (a: { id: string }, b: { id: string }, ka: number, kb: number) => [
  { teamId: a.id, rounds: [{ round: 1, metrics: { Kills: ka } }] },
  { teamId: b.id, rounds: [{ round: 1, metrics: { Kills: kb } }] },
];
const restScores = (a: { id: string }, b: { id: string }, ka: number, kb: number) => [
  { team_id: a.id, rounds: [{ round_number: 1, metrics: { Kills: ka } }] },
  { team_id: b.id, rounds: [{ round_number: 1, metrics: { Kills: kb } }] },
];

async function ok<R>(res: Promise<GraphQLResult<R>>): Promise<R> {
  const done = await res;
  expect(done.errors).toBeUndefined();
  return done.data!;
}

async function reportedLadderMatch() {
  const subject = await ladderMatch();
  await ok(t.gql(G.report, { m: subject.match.id, s: scores(subject.a, subject.b, 5, 1) }, accounts.owner.token));
  return subject;
}

const tournamentInput = (overrides: Record<string, unknown> = {}) => ({
  organizerId: organizer.id,
  name: `Matrix Cup ${++seq}`,
  size: 4,
  gameId: game.id,
  regionId: region.id,
  platformId: platform.id,
  format: 'SINGLE_ELIMINATION',
  startTime: new Date(Date.now() + 2 * DAY).toISOString(),
  matchRounds: 1,
  ...overrides,
});

/** A tournament in registration, created by the owner and assigned to the assigned admin and mod. */
async function tournament(overrides: Record<string, unknown> = {}): Promise<{ id: string }> {
  const { createTournament } = await ok(t.gql(G.createTournament, { i: tournamentInput(overrides) as never }, accounts.owner.token));
  await assign(createTournament.id);
  return createTournament;
}

async function tournamentEntry(cup: { id: string }, entrant: Team, status: 'pending' | 'approved') {
  await db().query(`INSERT INTO tourney_participants (tournament_id, team_id, status) VALUES ($1, $2, 'pending')`, [cup.id, entrant.id]);
  if (status === 'approved') await ok(t.gql(G.decideTournament.APPROVE, { id: cup.id, team: entrant.id }, accounts.owner.token));
}

/** A tournament with two approved teams, started: its final is scheduled. */
async function startedTournament() {
  const cup = await tournament();
  const [a, b] = [await team(), await team()];
  await tournamentEntry(cup, a, 'approved');
  await tournamentEntry(cup, b, 'approved');
  await ok(t.gql(G.start, { id: cup.id }, accounts.owner.token));
  const [{ match_id: matchId }] = await db().query(`SELECT match_id FROM matches WHERE tournament_id = $1`, [cup.id]);
  return { cup, a, b, match: { id: matchId as string } };
}

async function reportedTournamentMatch() {
  const subject = await startedTournament();
  await ok(t.gql(G.report, { m: subject.match.id, s: scores(subject.a, subject.b, 5, 1) }, accounts.owner.token));
  return subject;
}

async function finalizedTournamentMatch() {
  const subject = await reportedTournamentMatch();
  await ok(t.gql(G.finalize, { m: subject.match.id }, accounts.owner.token));
  return subject;
}

const G = {
  createLadder: graphql(`mutation MatrixCreateLadder($i: CreateLadderInput!) { createLadder(input: $i) { id } }`),
  toggle: graphql(`mutation MatrixToggleLadder($l: ID!) { toggleLadderStatus(leagueId: $l) { status } }`),
  settings: graphql(`mutation MatrixLadderSettings($l: ID!, $i: LadderSettingsInput!) { updateLadderSettings(leagueId: $l, input: $i) { maxTeams } }`),
  metrics: graphql(`mutation MatrixLadderMetrics($l: ID!, $m: [LadderMetricInput!]!) { updateLadderMetrics(leagueId: $l, metrics: $m) { id } }`),
  invite: graphql(`mutation MatrixInviteTeam($l: ID!, $t: String!) { inviteTeamToLadder(leagueId: $l, team: $t) { status } }`),
  // The decision is written in each document (one per decision): the documents do not depend on the enum's name.
  decideLadder: {
    APPROVE: graphql(`mutation MatrixApproveLadder($l: ID!, $t: ID!) { decideLadderTeam(leagueId: $l, teamId: $t, decision: APPROVE) { status } }`),
    DECLINE: graphql(`mutation MatrixDeclineLadder($l: ID!, $t: ID!) { decideLadderTeam(leagueId: $l, teamId: $t, decision: DECLINE) { status } }`),
    KICK: graphql(`mutation MatrixKickLadder($l: ID!, $t: ID!) { decideLadderTeam(leagueId: $l, teamId: $t, decision: KICK) { status } }`),
  },
  joinLadder: graphql(`mutation MatrixJoinLadder($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status } }`),
  schedule: graphql(`mutation MatrixSchedule($l: ID!, $t: [ID!]!, $at: DateTime!) { scheduleMatch(leagueId: $l, teamIds: $t, scheduledTime: $at, rounds: 1) { id } }`),
  report: graphql(`mutation MatrixReport($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { status } }`),
  finalize: graphql(`mutation MatrixFinalize($m: ID!) { finalizeMatch(matchId: $m) { status } }`),
  createTournament: graphql(`mutation MatrixCreateTournament($i: CreateTournamentInput!) { createTournament(input: $i) { id } }`),
  cancelLadder: graphql(`mutation MatrixCancelLadder($l: ID!, $t: ID!) { cancelLadderEntry(leagueId: $l, teamId: $t) { id } }`),
  cancelTournament: graphql(`mutation MatrixCancelTournament($id: ID!, $t: ID!) { cancelTournamentEntry(tournamentId: $id, teamId: $t) { id } }`),
  joinTournament: graphql(`mutation MatrixJoinTournament($id: ID!, $team: ID!) { joinTournament(tournamentId: $id, teamId: $team) { status } }`),
  decideTournament: {
    APPROVE: graphql(`mutation MatrixApproveTournament($id: ID!, $team: ID!) { decideTournamentTeam(tournamentId: $id, teamId: $team, decision: APPROVE) { status } }`),
    DECLINE: graphql(`mutation MatrixDeclineTournament($id: ID!, $team: ID!) { decideTournamentTeam(tournamentId: $id, teamId: $team, decision: DECLINE) { status } }`),
    KICK: graphql(`mutation MatrixKickTournament($id: ID!, $team: ID!) { decideTournamentTeam(tournamentId: $id, teamId: $team, decision: KICK) { status } }`),
  },
  checkIn: graphql(`mutation MatrixCheckIn($id: ID!, $team: ID!) { checkInTournament(tournamentId: $id, teamId: $team) { checkedInAt } }`),
  post: graphql(`mutation MatrixPost($i: PostCommentInput!) { postComment(input: $i) { id } }`),
  tournamentSettings: graphql(`mutation MatrixTournamentSettings($id: ID!) { updateTournamentSettings(tournamentId: $id, input: { ranked: false }) { id } }`),
  seed: graphql(`mutation MatrixSeed($id: ID!) { seedTournament(tournamentId: $id, method: JOIN_ORDER) { id } }`),
  saveSeeding: graphql(`mutation MatrixSaveSeeding($id: ID!, $slots: [BracketSlotInput!]!) { saveTournamentSeeding(tournamentId: $id, slots: $slots) { id } }`),
  start: graphql(`mutation MatrixStart($id: ID!) { startTournament(tournamentId: $id) { status } }`),
  previewFix: graphql(`mutation MatrixPreviewFix($m: ID!, $s: [TeamScoreInput!]!) { previewResultCorrection(matchId: $m, scores: $s) { winnerChanges } }`),
  fix: graphql(`mutation MatrixFix($m: ID!, $s: [TeamScoreInput!]!) { correctMatchResult(matchId: $m, scores: $s) { id } }`),
};

const DECISION = { approve: 'APPROVE', decline: 'DECLINE', kick: 'KICK' } as const;

type Outcome = { ok: boolean; code?: string; message?: string };
const fromGql = (res: GraphQLResult): Outcome =>
  res.errors ? { ok: false, code: res.errors[0]?.extensions?.code, message: res.errors[0]?.message } : { ok: true };
const REST_STATUS: Record<string, number> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, BAD_USER_INPUT: 400, NOT_FOUND: 404, CONFLICT: 409 };
const fromRest = (res: { status: number; body: any }): Outcome =>
  res.status < 300 ? { ok: true } : { ok: false, code: res.body?.error?.code, message: res.body?.error?.message, ...(REST_STATUS[res.body?.error?.code] === res.status ? {} : { status: res.status }) };

interface Write<S> {
  name: string;
  /** A fresh subject: once for every refused actor, and once per allowed actor (an allowed write changes it). */
  prepare(): Promise<S>;
  doors: { graphql(subject: S, token?: string): Promise<Outcome>; rest?(subject: S, token?: string): Promise<Outcome> };
  allowed: Actor[];
  /** The refusal of an actor who is not allowed and signed in. */
  refusal(actor: Actor): [code: string, message: string];
}
const write = <S>(w: Write<S>) => w as Write<unknown>;
const staffRefusal = (message: string) => (): [string, string] => ['FORBIDDEN', message];
/** A team write (join, check-in): staff never enter their organizer's competitions; only leaders and co-leaders register. */
const teamRefusal = (staffMessage: string) => (actor: Actor): [string, string] =>
  (STAFF as Actor[]).includes(actor) ? ['FORBIDDEN', staffMessage] : ['FORBIDDEN', Messages.onlyLeadersRegister];
const creators: Actor[] = ['owner', 'superAdmin', 'adminAssigned', 'adminUnassigned'];
const ladderRunners = staffWho('schedule');

const WRITES: Array<Write<unknown>> = [
  write({
    name: 'create a ladder',
    prepare: async () => ({ name: `Matrix Ladder ${++seq}` }),
    doors: {
      graphql: async ({ name }, token) =>
        fromGql(
          await t.gql(
            G.createLadder,
            { i: { organizerId: organizer.id, name, startDate: dateOnly(Date.now()), endDate: dateOnly(Date.now() + 30 * DAY), platformId: platform.id, gameId: game.id, regionId: region.id } as never },
            token,
          ),
        ),
      rest: async ({ name }, token) =>
        fromRest(
          await t.rest(
            'POST',
            '/api/league/create-league',
            { league_name: name, start_date: dateOnly(Date.now()), end_date: dateOnly(Date.now() + 30 * DAY), organizer_id: organizer.id, comp_cat_id: 1, platform_id: platform.id, game_id: game.id, region_id: region.id, is_parent: true },
            token,
          ),
        ),
    },
    allowed: creators,
    refusal: staffRefusal(Messages.ladderCreateForbidden),
  }),
  write({
    name: "toggle a ladder's status",
    prepare: ladder,
    doors: {
      graphql: async (l, token) => fromGql(await t.gql(G.toggle, { l: l.id }, token)),
      rest: async (l, token) => fromRest(await t.rest('PUT', `/api/league/update-ladder-status/${l.id}`, {}, token)),
    },
    allowed: staffWho('editSettings'),
    refusal: staffRefusal(Messages.ladderConfigureForbidden),
  }),
  write({
    name: "change a ladder's settings",
    prepare: ladder,
    doors: {
      graphql: async (l, token) => fromGql(await t.gql(G.settings, { l: l.id, i: { maxTeams: 16 } }, token)),
      rest: async (l, token) => fromRest(await t.rest('PUT', `/api/league/update-ladder-settings/${l.id}`, { max_teams: 16 }, token)),
    },
    allowed: staffWho('editSettings'),
    refusal: staffRefusal(Messages.ladderConfigureForbidden),
  }),
  write({
    name: "change a ladder's score settings",
    prepare: ladder,
    doors: {
      graphql: async (l, token) => fromGql(await t.gql(G.metrics, { l: l.id, m: [{ name: 'Kills', weight: 3, active: true }] }, token)),
      rest: async (l, token) => fromRest(await t.rest('PUT', `/api/league/update-ladder-metrics/${l.id}`, { metrics: [{ Kills: 3 }] }, token)),
    },
    allowed: staffWho('editScoreSettings'),
    refusal: staffRefusal(Messages.ladderConfigureForbidden),
  }),
  write({
    name: 'invite a team to a ladder',
    prepare: async () => ({ league: await ladder(), team: await team() }),
    doors: {
      graphql: async (s, token) => fromGql(await t.gql(G.invite, { l: s.league.id, t: s.team.id }, token)),
      rest: async (s, token) => fromRest(await t.rest('POST', '/api/league/invite-team', { league_id: s.league.id, team_id: s.team.id }, token)),
    },
    allowed: staffWho('moderate'),
    refusal: staffRefusal(Messages.ladderManageForbidden),
  }),
  ...(['approve', 'decline', 'kick'] as const).map((decision) =>
    write({
      name: `${decision} a ladder entry`,
      prepare: async () => {
        const [league, entrant] = [await ladder(), await team()];
        await ladderEntry(league, entrant, decision === 'kick' ? 'approved' : 'pending');
        return { league, team: entrant };
      },
      doors: {
        graphql: async (s, token) => fromGql(await t.gql(G.decideLadder[DECISION[decision]], { l: s.league.id, t: s.team.id }, token)),
        rest: async (s, token) =>
          fromRest(await t.rest('PUT', '/api/league/update-ladder-team-status', { league_id: s.league.id, team_id: s.team.id, new_status: `${decision}${decision === 'kick' ? 'ed' : 'd'}` }, token)),
      },
      allowed: staffWho('moderate'),
      refusal: staffRefusal(Messages.ladderManageForbidden),
    }),
  ),
  write({
    name: 'post an announcement on a ladder',
    prepare: async () => {
      const league = await ladder();
      const wall = await f.wall('league', league.id);
      await db().query(`UPDATE league_page SET announcement_wall_id = $1 WHERE league_id = $2`, [wall.id, league.id]);
      return wall;
    },
    doors: {
      graphql: async (wall, token) => fromGql(await t.gql(G.post, { i: { wallId: wall.id, text: 'Finals on Friday' } }, token)),
      rest: async (wall, token) => fromRest(await t.rest('POST', '/api/chat/comments', { comment_wall_id: wall.id, comment: 'Finals on Friday' }, token)),
    },
    allowed: staffWho('moderate'),
    refusal: staffRefusal(Messages.ladderAnnouncementStaffOnly),
  }),
  write({
    name: 'enter a ladder',
    prepare: ladder,
    doors: {
      graphql: async (l, token) => fromGql(await t.gql(G.joinLadder, { l: l.id, t: ourTeam.id }, token)),
      rest: async (l, token) => fromRest(await t.rest('POST', '/api/league/auto-join', { p_league_id: l.id, p_team_id: ourTeam.id, p_game_id: game.id, p_region_id: region.id }, token)),
    },
    allowed: ['leader', 'coLeader'],
    refusal: teamRefusal(Messages.staffCannotJoin),
  }),
  write({
    name: "cancel a team's pending ladder entry",
    prepare: async () => {
      const league = await ladder();
      await ladderEntry(league, ourTeam, 'pending');
      return league;
    },
    doors: {
      graphql: async (l, token) => fromGql(await t.gql(G.cancelLadder, { l: l.id, t: ourTeam.id }, token)),
      rest: async (l, token) => fromRest(await t.rest('POST', '/api/league/cancel-join-request', { league_id: l.id, team_id: ourTeam.id }, token)),
    },
    allowed: ['leader', 'coLeader'],
    // Staff are not on the team: the team's rule answers them too.
    refusal: () => ['FORBIDDEN', Messages.onlyLeadersRegister],
  }),
  write({
    name: 'schedule a ladder match',
    prepare: async () => {
      const league = await ladder();
      const [a, b] = [await team(), await team()];
      await ladderEntry(league, a, 'approved');
      await ladderEntry(league, b, 'approved');
      return { league, a, b, at: new Date(Date.now() + 2 * DAY).toISOString() };
    },
    doors: {
      graphql: async (s, token) => fromGql(await t.gql(G.schedule, { l: s.league.id, t: [s.a.id, s.b.id], at: s.at }, token)),
      rest: async (s, token) =>
        fromRest(await t.rest('POST', '/api/league/create-ladder-match', { _league_id: s.league.id, _scheduled_time: s.at, _match_participants: [s.a.id, s.b.id], _rounds: 1 }, token)),
    },
    allowed: ladderRunners,
    refusal: staffRefusal(Messages.ladderRunForbidden),
  }),
  write({
    name: "report a ladder match's scores",
    prepare: ladderMatch,
    doors: {
      graphql: async (s, token) => fromGql(await t.gql(G.report, { m: s.match.id, s: scores(s.a, s.b, 4, 2) }, token)),
      rest: async (s, token) =>
        fromRest(await t.rest('POST', '/api/league/post-match-progress', { _league_id: s.league.id, _match_id: s.match.id, all_match_participants: restScores(s.a, s.b, 4, 2) }, token)),
    },
    allowed: staffWho('report'),
    refusal: staffRefusal(Messages.ladderRunForbidden),
  }),
  write({
    name: 'finalize a ladder match',
    prepare: reportedLadderMatch,
    doors: {
      graphql: async (s, token) => fromGql(await t.gql(G.finalize, { m: s.match.id }, token)),
      rest: async (s, token) => fromRest(await t.rest('PUT', '/api/league/finalize-league-match', { match_id: s.match.id, league_id: s.league.id }, token)),
    },
    allowed: staffWho('report'),
    refusal: staffRefusal(Messages.ladderRunForbidden),
  }),
  write({
    name: 'create a tournament',
    prepare: async () => tournamentInput(),
    doors: {
      graphql: async (input, token) => fromGql(await t.gql(G.createTournament, { i: input as never }, token)),
      rest: async (input, token) =>
        fromRest(
          await t.rest(
            'POST',
            '/api/tourney/create-tourney',
            { organizer_id: organizer.id, tourney_name: input.name, tourney_size: 4, game_id: game.id, region_id: region.id, platform_id: platform.id, format: 'single_elimination', start_time: input.startTime },
            token,
          ),
        ),
    },
    allowed: creators,
    refusal: staffRefusal(Messages.tournamentCreateForbidden),
  }),
  ...(['approve', 'decline', 'kick'] as const).map((decision) =>
    write({
      name: `${decision} a tournament entry`,
      prepare: async () => {
        const [cup, entrant] = [await tournament(), await team()];
        await tournamentEntry(cup, entrant, decision === 'kick' ? 'approved' : 'pending');
        return { cup, team: entrant };
      },
      doors: {
        graphql: async (s, token) => fromGql(await t.gql(G.decideTournament[DECISION[decision]], { id: s.cup.id, team: s.team.id }, token)),
        rest: async (s, token) =>
          fromRest(await t.rest('PUT', '/api/tourney/update-participant-status', { tourney_id: s.cup.id, team_id: s.team.id, new_status: `${decision}${decision === 'kick' ? 'ed' : 'd'}` }, token)),
      },
      allowed: staffWho('moderate'),
      refusal: staffRefusal(Messages.tournamentManageForbidden),
    }),
  ),
  write({
    name: 'enter a tournament',
    prepare: () => tournament(),
    doors: {
      graphql: async (cup, token) => fromGql(await t.gql(G.joinTournament, { id: cup.id, team: ourTeam.id }, token)),
      rest: async (cup, token) => fromRest(await t.rest('POST', '/api/tourney/join-tourney', { tourney_id: cup.id, team_id: ourTeam.id }, token)),
    },
    allowed: ['leader', 'coLeader'],
    refusal: teamRefusal(Messages.tournamentStaffCannotJoin),
  }),
  write({
    name: "cancel a team's pending tournament entry",
    prepare: async () => {
      const cup = await tournament();
      await tournamentEntry(cup, ourTeam, 'pending');
      return cup;
    },
    doors: {
      graphql: async (cup, token) => fromGql(await t.gql(G.cancelTournament, { id: cup.id, t: ourTeam.id }, token)),
      rest: async (cup, token) => fromRest(await t.rest('POST', '/api/tourney/cancel-join-request', { tourney_id: cup.id, team_id: ourTeam.id }, token)),
    },
    allowed: ['leader', 'coLeader'],
    refusal: () => ['FORBIDDEN', Messages.onlyLeadersRegister],
  }),
  write({
    name: 'check a team in',
    prepare: async () => {
      const cup = await tournament({ startTime: new Date(Date.now() + 20 * 60_000).toISOString(), checkInMinutes: 30 });
      await tournamentEntry(cup, ourTeam, 'approved');
      return cup;
    },
    doors: {
      graphql: async (cup, token) => fromGql(await t.gql(G.checkIn, { id: cup.id, team: ourTeam.id }, token)),
      rest: async (cup, token) => fromRest(await t.rest('POST', '/api/tourney/check-in', { tourney_id: cup.id, team_id: ourTeam.id }, token)),
    },
    allowed: ['leader', 'coLeader'],
    // Staff are not on the team: the team's rule answers them too.
    refusal: () => ['FORBIDDEN', Messages.onlyLeadersRegister],
  }),
  write({
    name: "change a tournament's settings",
    prepare: () => tournament(),
    doors: {
      graphql: async (cup, token) => fromGql(await t.gql(G.tournamentSettings, { id: cup.id }, token)),
      rest: async (cup, token) => fromRest(await t.rest('PUT', '/api/tourney/update-settings', { tourney_id: cup.id, ranked: false }, token)),
    },
    allowed: staffWho('editSettings'),
    refusal: staffRefusal(Messages.tournamentConfigureForbidden),
  }),
  write({
    name: 'seed a tournament',
    prepare: () => tournament(),
    doors: { graphql: async (cup, token) => fromGql(await t.gql(G.seed, { id: cup.id }, token)) },
    allowed: staffWho('schedule'),
    refusal: staffRefusal(Messages.tournamentRunForbidden),
  }),
  write({
    name: "save a tournament's seeding",
    prepare: () => tournament(),
    doors: {
      graphql: async (cup, token) => fromGql(await t.gql(G.saveSeeding, { id: cup.id, slots: [] }, token)),
      rest: async (cup, token) => fromRest(await t.rest('POST', '/api/tourney/save-bracket-data', { tourneyId: cup.id, nodesJsonArray: [] }, token)),
    },
    allowed: staffWho('schedule'),
    refusal: staffRefusal(Messages.tournamentRunForbidden),
  }),
  write({
    name: 'start a tournament',
    prepare: async () => {
      const cup = await tournament();
      await tournamentEntry(cup, await team(), 'approved');
      await tournamentEntry(cup, await team(), 'approved');
      return cup;
    },
    doors: {
      graphql: async (cup, token) => fromGql(await t.gql(G.start, { id: cup.id }, token)),
      rest: async (cup, token) => fromRest(await t.rest('POST', '/api/tourney/start-tourney', { tourney_id: cup.id }, token)),
    },
    allowed: staffWho('schedule'),
    refusal: staffRefusal(Messages.tournamentRunForbidden),
  }),
  write({
    name: "report a tournament match's scores",
    prepare: startedTournament,
    doors: {
      graphql: async (s, token) => fromGql(await t.gql(G.report, { m: s.match.id, s: scores(s.a, s.b, 4, 2) }, token)),
      rest: async (s, token) => fromRest(await t.rest('POST', '/api/league/post-match-progress', { _match_id: s.match.id, all_match_participants: restScores(s.a, s.b, 4, 2) }, token)),
    },
    allowed: staffWho('report'),
    refusal: staffRefusal(Messages.tournamentRunForbidden),
  }),
  write({
    name: 'finalize a tournament match',
    prepare: reportedTournamentMatch,
    doors: {
      graphql: async (s, token) => fromGql(await t.gql(G.finalize, { m: s.match.id }, token)),
      rest: async (s, token) => fromRest(await t.rest('PUT', '/api/league/finalize-league-match', { match_id: s.match.id }, token)),
    },
    allowed: staffWho('report'),
    refusal: staffRefusal(Messages.tournamentRunForbidden),
  }),
  write({
    name: "preview a tournament result's correction",
    prepare: finalizedTournamentMatch,
    doors: { graphql: async (s, token) => fromGql(await t.gql(G.previewFix, { m: s.match.id, s: scores(s.a, s.b, 1, 6) }, token)) },
    allowed: staffWho('report'),
    refusal: staffRefusal(Messages.tournamentRunForbidden),
  }),
  write({
    name: "correct a tournament match's result",
    prepare: finalizedTournamentMatch,
    doors: { graphql: async (s, token) => fromGql(await t.gql(G.fix, { m: s.match.id, s: scores(s.a, s.b, 1, 6) }, token)) },
    allowed: staffWho('report'),
    refusal: staffRefusal(Messages.tournamentRunForbidden),
  }),
];

/** Every table's rows but auth's (sessions and tokens move with each request), one hash per table, in one statement. */
let snapshotSql = '';
const snapshot = async () => db().query(snapshotSql);

beforeAll(async () => {
  t = await startTestApp(__filename);
  f = pageFixtures(db());
  const names = ['owner', 'superadmin', 'adminassigned', 'adminunassigned', 'modassigned', 'modunassigned', 'leader', 'coleader', 'captain', 'member', 'stranger'];
  const signed = await Promise.all(names.map((name) => signUp(t, `matrix${name}`)));
  const [owner, superAdmin, adminAssigned, adminUnassigned, modAssigned, modUnassigned, leader, coLeader, captain, member, stranger] = signed;
  accounts = { owner, superAdmin, adminAssigned, adminUnassigned, modAssigned, modUnassigned, leader, coLeader, captain, member, stranger };
  game = await f.game({ title: 'Matrix Game', metrics: [{ name: 'Kills', type: 'Number', active: 'true' }] });
  region = await f.region({ title: 'Matrix Region' });
  platform = await db().getRepository(Platform).save({ title: 'Matrix PC', picture: null });
  await db().query(`INSERT INTO competition_categories (comp_cat_id, comp_cat_title) VALUES (1, 'Ladder') ON CONFLICT DO NOTHING`);
  organizer = await f.organizer(asUser(owner), { name: 'Matrix Org' });
  await f.staff(organizer, asUser(superAdmin), { role: 'super_admin' });
  await f.staff(organizer, asUser(adminAssigned), { role: 'admin' });
  await f.staff(organizer, asUser(adminUnassigned), { role: 'admin' });
  await f.staff(organizer, asUser(modAssigned), { role: 'mod' });
  await f.staff(organizer, asUser(modUnassigned), { role: 'mod' });
  ourTeam = await f.team({ gameId: game.id, regionId: region.id, name: 'Matrix Team' });
  await f.member(ourTeam, asUser(leader), { role: 'leader' });
  await f.member(ourTeam, asUser(coLeader), { role: 'co-leader' });
  await f.member(ourTeam, asUser(captain), { role: 'captain' });
  await f.member(ourTeam, asUser(member), { role: 'member' });
  const tables: Array<{ table_name: string }> = await db().query(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT LIKE 'auth\\_%' AND table_name <> 'typeorm_migrations' ORDER BY table_name`,
  );
  snapshotSql = tables
    .map(({ table_name: name }) => `SELECT '${name}' AS "table", md5(coalesce(string_agg(r::text, '|' ORDER BY r::text), '')) AS hash FROM "${name}" r`)
    .join(' UNION ALL ');
});
afterAll(() => t?.stop());

describe('the role matrix (one table in code)', () => {
  it('gives owner and super_admin every competition, admin its assignment, mod only moderation in its assignment', () => {
    expect(COMPETITION_ROLE_MATRIX).toEqual({
      editSettings: { owner: 'every', super_admin: 'every', admin: 'assigned', mod: 'none' },
      editScoreSettings: { owner: 'every', super_admin: 'every', admin: 'assigned', mod: 'none' },
      schedule: { owner: 'every', super_admin: 'every', admin: 'assigned', mod: 'none' },
      report: { owner: 'every', super_admin: 'every', admin: 'assigned', mod: 'none' },
      moderate: { owner: 'every', super_admin: 'every', admin: 'assigned', mod: 'assigned' },
    });
  });
});

describe.each(WRITES.map((w) => [w.name, w] as const))('authorization matrix: %s', (_, w) => {
  for (const door of ['graphql', 'rest'] as const) {
    const call = w.doors[door];
    if (!call) continue;
    let shared: unknown;
    const subjectForRefusals = async () => (shared ??= await w.prepare());
    for (const actor of ACTORS) {
      const allowed = w.allowed.includes(actor);
      it(`${door}: ${actor} is ${allowed ? 'allowed' : 'refused, changing no row'}`, async () => {
        if (allowed) {
          expect(await call(await w.prepare(), tokenOf(actor))).toEqual({ ok: true });
          return;
        }
        const subject = await subjectForRefusals();
        const before = await snapshot();
        const [code, message] = actor === 'anonymous' ? ['UNAUTHENTICATED', Messages.unauthenticated] : w.refusal(actor);
        expect(await call(subject, tokenOf(actor))).toEqual({ ok: false, code, message });
        expect(await snapshot()).toEqual(before);
      });
    }
  }
});

const RIGHTS = graphql(`
  query MatrixRights($o: String!) {
    organizer(param: $o) {
      viewerCanCreateCompetitions
      viewerCanManageStaff
      leagues { id viewerIsStaff viewerCanSchedule viewerCanReport viewerCanModerate viewerCanEditSettings viewerCanEditScoreSettings }
      tournaments { id viewerIsStaff viewerCanSchedule viewerCanReport viewerCanModerate viewerCanEditSettings viewerCanManage }
    }
  }
`);

describe('the League Manager reads the matrix: viewerCan… fields, creators assigned, tournaments assigned like ladders', () => {
  it('answers each staff member the actions the table gives them, on ladders and tournaments alike', async () => {
    const [l, cup] = [await ladder(), await tournament()];
    for (const actor of ACTORS) {
      const res = await t.gql(RIGHTS, { o: organizer.id }, tokenOf(actor));
      expect(res.errors).toBeUndefined();
      const o = res.data!.organizer!;
      const may = (action: CompetitionAction) => staffWho(action).includes(actor);
      const staff = (STAFF as Actor[]).includes(actor);
      expect([actor, o.viewerCanCreateCompetitions, o.viewerCanManageStaff]).toEqual([actor, creators.includes(actor), actor === 'owner' || actor === 'superAdmin']);
      expect([actor, o.leagues.find((x) => x.id === l.id)]).toEqual([
        actor,
        {
          id: l.id,
          viewerIsStaff: staff,
          viewerCanSchedule: may('schedule'),
          viewerCanReport: may('report'),
          viewerCanModerate: may('moderate'),
          viewerCanEditSettings: may('editSettings'),
          viewerCanEditScoreSettings: may('editScoreSettings'),
        },
      ]);
      expect([actor, o.tournaments.find((x) => x.id === cup.id)]).toEqual([
        actor,
        {
          id: cup.id,
          viewerIsStaff: staff,
          viewerCanSchedule: may('schedule'),
          viewerCanReport: may('report'),
          viewerCanModerate: may('moderate'),
          viewerCanEditSettings: may('editSettings'),
          viewerCanManage: may('schedule'),
        },
      ]);
    }
  });

  it('reads the rights of a whole list in a bounded number of statements (no N+1)', async () => {
    const read = () => t.gql(RIGHTS, { o: organizer.id }, accounts.adminAssigned.token);
    await read();
    const before = await t.countStatements(read);
    await ladder();
    await ladder();
    await tournament();
    expect(await t.countStatements(read)).toBe(before);
  });

  it('assigns whoever creates a ladder or tournament to it: an unassigned admin runs what they create', async () => {
    const token = accounts.adminUnassigned.token;
    const { createLadder } = await ok(
      t.gql(
        G.createLadder,
        { i: { organizerId: organizer.id, name: `Own Ladder ${++seq}`, startDate: dateOnly(Date.now()), endDate: dateOnly(Date.now() + 30 * DAY), platformId: platform.id, gameId: game.id, regionId: region.id } as never },
        token,
      ),
    );
    const { createTournament } = await ok(t.gql(G.createTournament, { i: tournamentInput() as never }, token));
    const [{ assignment }] = await db().query(`SELECT assignment FROM organizer_staff WHERE organizer_id = $1 AND user_id = $2`, [organizer.id, accounts.adminUnassigned.userId]);
    expect(assignment).toEqual(expect.arrayContaining([createLadder.id, createTournament.id]));
    const o = (await ok(t.gql(RIGHTS, { o: organizer.id }, token))).organizer!;
    expect(o.leagues.find((x) => x.id === createLadder.id)).toMatchObject({ viewerCanSchedule: true, viewerCanEditSettings: true });
    expect(o.tournaments.find((x) => x.id === createTournament.id)).toMatchObject({ viewerCanSchedule: true, viewerCanModerate: true });
    await db().query(`UPDATE organizer_staff SET assignment = '{}' WHERE organizer_id = $1 AND user_id = $2`, [organizer.id, accounts.adminUnassigned.userId]);
  });

  it("lets everyone signed in reply to a ladder's announcement", async () => {
    const league = await ladder();
    const wall = await f.wall('league', league.id);
    const { postComment } = await ok(t.gql(G.post, { i: { wallId: wall.id, text: 'Finals on Friday' } }, accounts.modAssigned.token));
    expect(fromGql(await t.gql(G.post, { i: { wallId: wall.id, text: 'See you there', parentId: postComment.id } }, accounts.stranger.token))).toEqual({ ok: true });
  });

  it('assigns a mod to a tournament (GraphQL and REST): they then decide its entries, and never start it', async () => {
    const cup = await tournament();
    const mod = accounts.modUnassigned;
    const l = await ladder();
    const set = await t.gql(
      graphql(`mutation MatrixAssign($o: ID!, $u: ID!, $l: [ID!]!, $t: [ID!]) { setStaffAssignment(organizerId: $o, userId: $u, leagueIds: $l, tournamentIds: $t) { assignedLeagueIds assignedTournamentIds } }`),
      { o: organizer.id, u: mod.userId, l: [l.id], t: [cup.id] },
      accounts.owner.token,
    );
    expect(set.data!.setStaffAssignment).toEqual({ assignedLeagueIds: [l.id], assignedTournamentIds: [cup.id] });
    const entrant = await team();
    await tournamentEntry(cup, entrant, 'pending');
    expect(await ok(t.gql(G.decideTournament.APPROVE, { id: cup.id, team: entrant.id }, mod.token))).toEqual({ decideTournamentTeam: { status: 'APPROVED' } });
    expect(fromGql(await t.gql(G.start, { id: cup.id }, mod.token))).toEqual({ ok: false, code: 'FORBIDDEN', message: Messages.tournamentRunForbidden });
    // REST update-staff takes both kinds in its one assignment list; the ladders-only GraphQL call keeps the tournaments.
    const rest = await t.rest('PATCH', '/api/organizer/update-staff', { organizer_id: organizer.id, user_id: mod.userId, roles: 'mod', assignment: [cup.id], status: 'approved' }, accounts.owner.token);
    expect(rest.body.data).toMatchObject({ assignment: [cup.id] });
    const kept = await t.gql(
      graphql(`mutation MatrixAssignLadders($o: ID!, $u: ID!, $l: [ID!]!) { setStaffAssignment(organizerId: $o, userId: $u, leagueIds: $l) { assignedLeagueIds assignedTournamentIds } }`),
      { o: organizer.id, u: mod.userId, l: [l.id] },
      accounts.owner.token,
    );
    expect(kept.data!.setStaffAssignment).toEqual({ assignedLeagueIds: [l.id], assignedTournamentIds: [cup.id] });
    await db().query(`UPDATE organizer_staff SET assignment = '{}' WHERE organizer_id = $1 AND user_id = $2`, [organizer.id, mod.userId]);
  });
});
