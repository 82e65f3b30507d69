import { signUp, type Account } from '../../test/accounts';
import { expectGraphQLError, expectRestError } from '../../test/errors';
import { startTestApp, type TestApp } from '../../test/harness';
import { Messages } from '../core/messages';
import type { League } from '../leagues/leagues.entities';
import type { Match } from '../matches/matches.entities';
import type { Organizer } from '../organizers/organizers.entities';
import type { Team } from '../teams/teams.entities';
import type { User } from '../users/users.entities';
import { pageFixtures, type PageFixtures } from '../../test/factories/pages';
import { graphql } from '../../test/gql';

let t: TestApp;
let f: PageFixtures;
let alice: Account;
let bob: Account;
let leader: Account;
let member: Account;
let owner: Account;
let superAdmin: Account;
let admin: Account;
let pendingSuper: Account;
let team: Team;
let organizer: Organizer;
let league: League;
let bareLeague: League;
let match: Match;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const db = () => t.app.deps.dataSource.manager;
const asUser = (a: Account) => ({ id: a.userId }) as User;

const UPDATE_USER = graphql(`mutation ProfileEditingUpdateUser($id: ID!, $input: UpdateUserProfileInput!) {
  updateUserProfile(userId: $id, input: $input) { id displayName bio videoUrl viewerCanEdit }
}`);
const UPDATE_TEAM = graphql(`mutation ProfileEditingUpdateTeam($id: ID!, $input: UpdatePageProfileInput!) {
  updateTeamProfile(teamId: $id, input: $input) { id bio videoUrl viewerCanEdit }
}`);
const UPDATE_ORGANIZER = graphql(`mutation ProfileEditingUpdateOrganizer($id: ID!, $input: UpdatePageProfileInput!) {
  updateOrganizerProfile(organizerId: $id, input: $input) { id bio videoUrl viewerCanEdit }
}`);
const UPDATE_LEAGUE = graphql(`mutation ProfileEditingUpdateLeague($id: ID!, $input: UpdateLeagueProfileInput!) {
  updateLeagueProfile(leagueId: $id, input: $input) { id bio videoUrl rules prize settings viewerCanEdit }
}`);

/** Everything an edit could touch, to show that a refused one changed nothing. */
const snapshot = () =>
  Promise.all([
    db().query(`SELECT user_id, display_name, user_bio FROM users ORDER BY user_id`),
    db().query(`SELECT * FROM users_page ORDER BY user_id`),
    db().query(`SELECT * FROM team_page ORDER BY team_id`),
    db().query(`SELECT * FROM organizer_page ORDER BY organizer_id`),
    db().query(`SELECT * FROM league_page ORDER BY league_id`),
    db().query(`SELECT match_id, video, match_banner FROM matches ORDER BY match_id`),
  ]);

beforeAll(async () => {
  t = await startTestApp(__filename);
  f = pageFixtures(db());
  [alice, bob, leader, member, owner, superAdmin, admin, pendingSuper] = await Promise.all(
    ['alice', 'bob', 'leader', 'member', 'owner', 'superadmin', 'admin', 'pendingsuper'].map((name) => signUp(t, name)),
  );
  team = await f.team({ name: 'Night Owls' }, { bio: 'Hoot.' });
  await f.member(team, asUser(leader), { role: 'leader' });
  await f.member(team, asUser(member), { role: 'co-leader' });
  organizer = await f.organizer(asUser(owner), { name: 'Clutch Cup' }, { bio: 'Weekly cups.' });
  await f.staff(organizer, asUser(superAdmin), { role: 'super_admin' });
  await f.staff(organizer, asUser(admin), { role: 'admin' });
  await f.staff(organizer, asUser(pendingSuper), { role: 'super_admin', status: 'pending' });
  league = await f.league(organizer, { name: 'Spring Ladder' }, { bio: 'A ladder.', rules: 'Be nice' });
  await db().query(`UPDATE organizer_staff SET assignment = ARRAY[$1::uuid] WHERE user_id = $2`, [league.id, admin.userId]);
  bareLeague = await f.league(organizer, { name: 'Bare Ladder' }, false);
  match = await f.match(league, [team, await f.team()], { status: 'scheduled' });
});
afterAll(() => t?.stop());

describe('failing-edit: permissions', () => {
  it('refuses anonymous edits with UNAUTHENTICATED (GraphQL) and 401 (REST)', async () => {
    const before = await snapshot();
    expectGraphQLError(await t.gql(UPDATE_USER, { id: alice.userId, input: { bio: 'x' } }), 'UNAUTHENTICATED', Messages.unauthenticated);
    expectGraphQLError(await t.gql(UPDATE_TEAM, { id: team.id, input: { bio: 'x' } }), 'UNAUTHENTICATED', Messages.unauthenticated);
    expectGraphQLError(
      await t.gql(UPDATE_ORGANIZER, { id: organizer.id, input: { bio: 'x' } }),
      'UNAUTHENTICATED',
      Messages.unauthenticated,
    );
    expectGraphQLError(await t.gql(UPDATE_LEAGUE, { id: league.id, input: { bio: 'x' } }), 'UNAUTHENTICATED', Messages.unauthenticated);
    for (const [method, route, body] of [
      ['PUT', `/api/user/update-profile/${alice.userId}`, { user_bio: 'x' }],
      ['PUT', `/api/user/update-user-video-url/${alice.userId}`, { user_video_data: 'https://v.example/x' }],
      ['PUT', `/api/team/update-profile/${team.id}`, { team_bio: 'x' }],
      ['PUT', `/api/organizer/update-profile/${organizer.id}`, { organizer_bio: 'x' }],
      ['PUT', `/api/league/update-league-page/${league.id}`, { league_bio: 'x' }],
      ['POST', `/api/league/update-match-video`, { match_id: match.id, video_data: 'https://v.example/x' }],
    ] as const) {
      expectRestError(await t.rest(method, route, body), 401, 'UNAUTHENTICATED', Messages.unauthenticated);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses everyone but the page owner with FORBIDDEN (GraphQL) and 403 (REST)', async () => {
    const before = await snapshot();
    expectGraphQLError(
      await t.gql(UPDATE_USER, { id: alice.userId, input: { bio: 'x' } }, bob.token),
      'FORBIDDEN',
      Messages.editUserForbidden,
    );
    // a co-leader is not the leader
    expectGraphQLError(
      await t.gql(UPDATE_TEAM, { id: team.id, input: { bio: 'x' } }, member.token),
      'FORBIDDEN',
      Messages.editTeamForbidden,
    );
    // a super admin runs leagues but does not own the organizer page
    expectGraphQLError(
      await t.gql(UPDATE_ORGANIZER, { id: organizer.id, input: { bio: 'x' } }, superAdmin.token),
      'FORBIDDEN',
      Messages.editOrganizerForbidden,
    );
    // an assigned admin and a pending super admin do not edit league pages
    for (const who of [admin, pendingSuper, leader]) {
      expectGraphQLError(
        await t.gql(UPDATE_LEAGUE, { id: league.id, input: { bio: 'x' } }, who.token),
        'FORBIDDEN',
        Messages.editLeagueForbidden,
      );
    }
    const rest = (route: string, body: unknown, who: Account, method = 'PUT') => t.rest(method, route, body, who.token);
    expectRestError(
      await rest(`/api/user/update-profile/${alice.userId}`, { display_name: 'Hacked' }, bob),
      403,
      'FORBIDDEN',
      Messages.editUserForbidden,
    );
    expectRestError(
      await rest(`/api/team/update-team-video-url/${team.id}`, { team_video_data: 'https://v.example/x' }, member),
      403,
      'FORBIDDEN',
      Messages.editTeamForbidden,
    );
    expectRestError(
      await rest(`/api/organizer/update-profile/${organizer.id}`, { organizer_bio: 'x' }, admin),
      403,
      'FORBIDDEN',
      Messages.editOrganizerForbidden,
    );
    expectRestError(
      await rest(`/api/league/update-league-page/${league.id}`, { rules: 'x' }, admin),
      403,
      'FORBIDDEN',
      Messages.editLeagueForbidden,
    );
    expectRestError(
      await rest(`/api/league/update-match-video`, { match_id: match.id, video_data: 'https://v.example/x' }, admin, 'POST'),
      403,
      'FORBIDDEN',
      Messages.editMatchForbidden,
    );
    expectRestError(
      await rest(`/api/league/update-match-video`, { match_id: match.id, video_data: 'https://v.example/x' }, leader, 'POST'),
      403,
      'FORBIDDEN',
      Messages.editMatchForbidden,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('answers NOT_FOUND for unknown pages and BAD_USER_INPUT for malformed ids', async () => {
    const before = await snapshot();
    expectGraphQLError(await t.gql(UPDATE_USER, { id: UNKNOWN, input: { bio: 'x' } }, alice.token), 'NOT_FOUND', 'User not found');
    expectGraphQLError(await t.gql(UPDATE_TEAM, { id: UNKNOWN, input: { bio: 'x' } }, leader.token), 'NOT_FOUND', 'Team not found');
    expectGraphQLError(
      await t.gql(UPDATE_ORGANIZER, { id: UNKNOWN, input: { bio: 'x' } }, owner.token),
      'NOT_FOUND',
      'Organizer not found',
    );
    expectGraphQLError(
      await t.gql(UPDATE_LEAGUE, { id: 'ladder', input: { bio: 'x' } }, owner.token),
      'BAD_USER_INPUT',
      Messages.invalidId,
    );
    expectRestError(
      await t.rest('PUT', `/api/league/update-league-page/${UNKNOWN}`, { rules: 'x' }, owner.token),
      404,
      'NOT_FOUND',
      'League not found',
    );
    expectRestError(
      await t.rest('PUT', `/api/team/update-profile/not-a-team`, { team_bio: 'x' }, leader.token),
      400,
      'BAD_USER_INPUT',
      Messages.invalidId,
    );
    expectRestError(
      await t.rest('POST', `/api/league/update-match-video`, { match_id: UNKNOWN, video_data: 'https://v.example/x' }, owner.token),
      404,
      'NOT_FOUND',
      'Match not found',
    );
    expectRestError(
      await t.rest('POST', `/api/league/update-match-video`, { video_data: 'https://v.example/x' }, owner.token),
      400,
      'BAD_USER_INPUT',
      Messages.invalidId,
    );
    expect(await snapshot()).toEqual(before);
  });
});

describe('failing-edit: validation', () => {
  it('refuses bad lengths, non-http videos and non-text values, and changes nothing', async () => {
    const before = await snapshot();
    const user = (input: Record<string, unknown>) => t.gql(UPDATE_USER, { id: alice.userId, input }, alice.token);
    expectGraphQLError(await user({ displayName: '' }), 'BAD_USER_INPUT', Messages.displayNameLength);
    expectGraphQLError(await user({ displayName: 'x'.repeat(51) }), 'BAD_USER_INPUT', Messages.displayNameLength);
    expectGraphQLError(await user({ bio: 'x'.repeat(1001) }), 'BAD_USER_INPUT', Messages.bioTooLong);
    // a valid field next to an invalid one is not saved either
    expectGraphQLError(await user({ bio: 'fine', videoUrl: 'javascript:alert(1)' }), 'BAD_USER_INPUT', Messages.videoUrlInvalid);
    for (const url of ['ftp://files.example/v.mp4', 'not a url', 'data:text/html,hi', `https://v.example/${'x'.repeat(2048)}`]) {
      const res = await user({ videoUrl: url });
      expect(res.errors![0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    const league = (input: Record<string, unknown>) => t.gql(UPDATE_LEAGUE, { id: bareLeague.id, input }, owner.token);
    expectGraphQLError(await league({ rules: 'x'.repeat(5001) }), 'BAD_USER_INPUT', Messages.rulesTooLong);
    expectGraphQLError(await league({ prize: 'x'.repeat(2001) }), 'BAD_USER_INPUT', Messages.prizeTooLong);
    expectGraphQLError(await league({ settings: 'x'.repeat(2001) }), 'BAD_USER_INPUT', Messages.settingsTooLong);
    const res = await t.gql(UPDATE_TEAM, { id: team.id, input: { bio: 'x'.repeat(1001) } }, leader.token);
    expect(res.errors![0].extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { bio: Messages.bioTooLong } });

    expectRestError(
      await t.rest('PUT', `/api/user/update-profile/${alice.userId}`, { user_bio: 42 }, alice.token),
      400,
      'BAD_USER_INPUT',
      'bio must be text.',
    );
    expectRestError(
      await t.rest(
        'PUT',
        `/api/organizer/update-organizer-video-url/${organizer.id}`,
        { organizer_video_data: 'javascript:alert(1)' },
        owner.token,
      ),
      400,
      'BAD_USER_INPUT',
      Messages.videoUrlInvalid,
    );
    expectRestError(
      await t.rest('POST', `/api/league/update-match-video`, { match_id: match.id, video_data: 'ftp://x.example/v' }, owner.token),
      400,
      'BAD_USER_INPUT',
      Messages.videoUrlInvalid,
    );
    expect(await snapshot()).toEqual(before);
  });
});

describe('successful-edit', () => {
  it('lets a user edit their own page through GraphQL, saving only the fields sent', async () => {
    const res = await t.gql(
      UPDATE_USER,
      { id: alice.userId, input: { displayName: '  Alice   the Great ', bio: ' Hi! ', videoUrl: 'https://v.example/alice' } },
      alice.token,
    );
    expect(res).toEqual({
      data: {
        updateUserProfile: {
          id: alice.userId,
          displayName: 'Alice the Great',
          bio: 'Hi!',
          videoUrl: 'https://v.example/alice',
          viewerCanEdit: true,
        },
      },
    });
    // only the bio is sent: the display name and video stay
    const bioOnly = await t.gql(UPDATE_USER, { id: alice.userId, input: { bio: 'Hello again' } }, alice.token);
    expect(bioOnly.data!.updateUserProfile).toMatchObject({
      displayName: 'Alice the Great',
      bio: 'Hello again',
      videoUrl: 'https://v.example/alice',
    });
    // an edit that changes nothing writes nothing
    const unchanged = await t.countStatements(() => t.gql(UPDATE_USER, { id: alice.userId, input: { bio: 'Hello again' } }, alice.token));
    const changed = await t.countStatements(() => t.gql(UPDATE_USER, { id: alice.userId, input: { bio: 'Hello, world' } }, alice.token));
    expect(changed).toBeGreaterThan(unchanged);
    // empty clears
    const cleared = await t.gql(UPDATE_USER, { id: alice.userId, input: { videoUrl: '' } }, alice.token);
    expect(cleared.data!.updateUserProfile.videoUrl).toBeNull();
    const [row] = await db().query(`SELECT display_name, user_bio FROM users WHERE user_id = $1`, [alice.userId]);
    expect(row).toEqual({ display_name: 'Alice the Great', user_bio: 'Hello, world' });
  });

  it('lets a user edit their own page through REST update-profile and update-user-video-url', async () => {
    const res = await t.rest(
      'PUT',
      `/api/user/update-profile/${alice.userId}`,
      { display_name: 'Ally', user_bio: 'REST bio' },
      alice.token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      user_id: alice.userId,
      user_name: 'alice',
      display_name: 'Ally',
      user_bio: 'REST bio',
      user_score: 0,
    });
    expect(res.body.users_page).toEqual([
      expect.objectContaining({
        user_id: alice.userId,
        user_video_data: null,
        user_profile_pic: null,
        user_banner: null,
        comment_wall_id: expect.any(String),
      }),
    ]);
    const video = await t.rest(
      'PUT',
      `/api/user/update-user-video-url/${alice.userId}`,
      { user_video_data: 'http://v.example/ally' },
      alice.token,
    );
    expect(video.body).toMatchObject({ display_name: 'Ally', user_bio: 'REST bio' });
    expect(video.body.users_page[0].user_video_data).toBe('http://v.example/ally');
  });

  it('lets the team leader edit the team page (GraphQL and REST)', async () => {
    const res = await t.gql(UPDATE_TEAM, { id: team.id, input: { videoUrl: 'https://v.example/owls' } }, leader.token);
    expect(res.data!.updateTeamProfile).toEqual({ id: team.id, bio: 'Hoot.', videoUrl: 'https://v.example/owls', viewerCanEdit: true });
    const rest = await t.rest('PUT', `/api/team/update-profile/${team.id}`, { team_bio: 'Night owls hunt.' }, leader.token);
    expect(rest.body).toMatchObject({
      team_id: team.id,
      team_name: 'Night Owls',
      team_bio: 'Night owls hunt.',
      team_video_data: 'https://v.example/owls',
    });
    const video = await t.rest('PUT', `/api/team/update-team-video-url/${team.id}`, { team_video_data: null }, leader.token);
    expect(video.body).toMatchObject({ team_bio: 'Night owls hunt.', team_video_data: null });
  });

  it('lets the organizer owner edit the organizer page (GraphQL and REST)', async () => {
    const res = await t.gql(UPDATE_ORGANIZER, { id: organizer.id, input: { bio: 'Cups every week.' } }, owner.token);
    expect(res.data!.updateOrganizerProfile).toEqual({ id: organizer.id, bio: 'Cups every week.', videoUrl: null, viewerCanEdit: true });
    const video = await t.rest(
      'PUT',
      `/api/organizer/update-organizer-video-url/${organizer.id}`,
      { organizer_video_data: 'https://v.example/cup' },
      owner.token,
    );
    expect(video.body).toMatchObject({
      organizer_id: organizer.id,
      organizer_bio: 'Cups every week.',
      organizer_video_data: 'https://v.example/cup',
    });
  });

  it('lets the owner and an approved super admin edit league pages, creating the page row when missing', async () => {
    const res = await t.gql(
      UPDATE_LEAGUE,
      { id: league.id, input: { rules: 'No cheating\nBe on time', prize: '$100', settings: 'Bo3' } },
      superAdmin.token,
    );
    expect(res.data!.updateLeagueProfile).toEqual({
      id: league.id,
      bio: 'A ladder.',
      videoUrl: null,
      rules: 'No cheating\nBe on time',
      prize: '$100',
      settings: 'Bo3',
      viewerCanEdit: true,
    });
    const page = await t.rest(
      'PUT',
      `/api/league/update-league-page/${bareLeague.id}`,
      { league_bio: 'Fresh.', league_video_data: 'https://v.example/bare', rules: 'One rule', prize: 'Glory', settings: 'Bo1' },
      owner.token,
    );
    expect(page.body).toMatchObject({
      league_id: bareLeague.id,
      league_page_id: expect.any(String),
      league_bio: 'Fresh.',
      league_video_data: 'https://v.example/bare',
      rules: 'One rule',
      prize: 'Glory',
      settings: 'Bo1',
    });
    const video = await t.rest('PUT', `/api/league/update-league-video-url/${bareLeague.id}`, { league_video_data: '' }, superAdmin.token);
    expect(video.body).toMatchObject({ league_bio: 'Fresh.', league_video_data: null, rules: 'One rule' });
  });

  it('lets the owner and a super admin edit a match video, and nothing else', async () => {
    const res = await t.rest(
      'POST',
      '/api/league/update-match-video',
      { match_id: match.id, video_data: 'https://v.example/final' },
      owner.token,
    );
    expect(res.body).toMatchObject({ match_id: match.id, league_id: league.id, video: 'https://v.example/final', status: 'scheduled' });
    const again = await t.rest(
      'POST',
      '/api/league/update-match-video',
      { match_id: match.id, video_data: 'https://v.example/final2' },
      superAdmin.token,
    );
    expect(again.body.video).toBe('https://v.example/final2');
    const gql = await t.gql(graphql(`query ProfileEditingMatch($id: ID!) { match(id: $id) { videoUrl } }`), { id: match.id });
    expect(gql.data!.match.videoUrl).toBe('https://v.example/final2');
  });

  it('answers viewerCanEdit per viewer on users, teams, organizers and leagues', async () => {
    const query = graphql(`query ProfileEditingUser($u: String!, $t: String!, $o: String!, $l: String!) {
      user(param: $u) { viewerCanEdit } team(param: $t) { viewerCanEdit }
      organizer(param: $o) { viewerCanEdit } league(param: $l) { viewerCanEdit }
    }`);
    const vars = { u: 'alice', t: team.id, o: organizer.id, l: league.id };
    const flags = async (who?: Account) => Object.values((await t.gql(query, vars, who?.token)).data!).map((x: any) => x.viewerCanEdit);
    expect(await flags()).toEqual([false, false, false, false]);
    expect(await flags(alice)).toEqual([true, false, false, false]);
    expect(await flags(leader)).toEqual([false, true, false, false]);
    expect(await flags(member)).toEqual([false, false, false, false]);
    expect(await flags(owner)).toEqual([false, false, true, true]);
    expect(await flags(superAdmin)).toEqual([false, false, false, true]);
    expect(await flags(admin)).toEqual([false, false, false, false]);
  });

  it('answers the signed-in user as Query.viewer, null when signed out', async () => {
    expect(await t.gql(graphql(`query ProfileEditingViewer { viewer { id userName } }`))).toEqual({ data: { viewer: null } });
    expect(await t.gql(graphql(`query ProfileEditingViewer2 { viewer { id userName } }`), {}, bob.token)).toEqual({ data: { viewer: { id: bob.userId, userName: 'bob' } } });
  });
});
