import { signUp, type Account } from '../../test/accounts';
import { expectRestError } from '../../test/errors';
import { startTestApp, type TestApp } from '../../test/harness';
import { Messages } from '../core/messages';
import type { League } from '../leagues/leagues.entities';
import type { Organizer } from '../organizers/organizers.entities';
import type { Team } from '../teams/teams.entities';
import { Tournament, TournamentPage } from '../tournaments/tournaments.entities';
import type { User } from '../users/users.entities';
import { pageFixtures, type PageFixtures } from '../../test/factories/pages';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { graphql } from '../../test/gql';

let t: TestApp;
let f: PageFixtures;
let viewer: Account;
let alice: Account;
let team: Team;
let rivals: Team;
let organizer: Organizer;
let league: League;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const db = () => t.app.deps.dataSource.manager;
const asUser = (a: Account) => ({ id: a.userId }) as User;

beforeAll(async () => {
  t = await startTestApp(__filename);
  f = pageFixtures(db());
  [viewer, alice] = await Promise.all([signUp(t, 'viewer'), signUp(t, 'alice')]);
  await db().query(`UPDATE users SET display_name = 'Alice A', user_bio = 'Hi' WHERE user_id = $1`, [alice.userId]);
  await db().query(
    `UPDATE users_page SET user_profile_pic = '/media/alice.webp', user_video_data = 'https://v.example/a' WHERE user_id = $1`,
    [alice.userId],
  );
  team = await f.team({ name: 'Night Owls' }, { bio: 'Hoot.', profilePicture: '/media/owls.webp', banner: '/media/owls-banner.webp' });
  rivals = await f.team({ name: 'Day Larks' }, { profilePicture: '/media/larks.webp' });
  await f.member(team, asUser(alice), { role: 'leader' });
  await f.member(team, await f.user({ userName: 'bench' }), { role: 'member' });
  await f.member(rivals, asUser(alice), { role: 'member', status: 'pending' });
  organizer = await f.organizer(asUser(alice), { name: 'Clutch Cup' }, { bio: 'Cups.', profilePicture: '/media/cup.webp' });
  const game = await f.game({ title: 'Arena', image: '/images/arena.png' });
  league = await f.league(organizer, { name: 'Spring Ladder', gameId: game.id }, { banner: '/media/spring.webp' });
});
afterAll(() => t?.stop());

describe('successful-rest-reads: users', () => {
  it('answers user-by-id and user-by-name with users_page as a one-item list, and get-user-page', async () => {
    const byId = await t.rest('GET', `/api/user/user-by-id/${alice.userId}`);
    expect(byId.status).toBe(200);
    expect(byId.body).toEqual({
      user_id: alice.userId,
      user_name: 'alice',
      display_name: 'Alice A',
      user_bio: 'Hi',
      user_score: 0,
      created_at: expect.any(String),
      users_page: [
        {
          users_page_id: expect.any(String),
          user_id: alice.userId,
          user_video_data: 'https://v.example/a',
          user_profile_pic: '/media/alice.webp',
          user_banner: null,
          comment_wall_id: expect.any(String),
        },
      ],
    });
    expect((await t.rest('GET', `/api/user/user-by-name/ALICE`)).body).toEqual(byId.body);
    expect((await t.rest('GET', `/api/user/get-user-page/${alice.userId}`)).body).toEqual(byId.body.users_page[0]);
  });
});

describe('successful-rest-reads: teams', () => {
  it('answers team-by-id, team-by-name, get-team-page and get-team-roster (leader first)', async () => {
    const team1 = {
      team_id: team.id,
      team_name: 'Night Owls',
      team_game_id: team.gameId,
      team_region_id: team.regionId,
      created_at: expect.any(String),
    };
    expect((await t.rest('GET', `/api/team/team-by-id/${team.id}`)).body).toEqual(team1);
    expect((await t.rest('GET', `/api/team/team-by-name/${encodeURIComponent('night owls')}`)).body).toEqual(team1);
    expect((await t.rest('GET', `/api/team/get-team-page/${team.id}`)).body).toEqual({
      team_page_id: expect.any(String),
      team_id: team.id,
      team_name: 'Night Owls',
      team_bio: 'Hoot.',
      team_video_data: null,
      team_profile_pic: '/media/owls.webp',
      team_pic: '/media/owls.webp',
      team_banner: '/media/owls-banner.webp',
      comment_wall_id: expect.any(String),
    });
    const roster = await t.rest('GET', `/api/team/get-team-roster/${team.id}`);
    expect(roster.body).toEqual([
      {
        team_id: team.id,
        user_id: alice.userId,
        user_name: 'alice',
        display_name: 'Alice A',
        user_profile_pic: '/media/alice.webp',
        user_pic: '/media/alice.webp',
        roles: 'leader',
        user_role: 'leader',
        status: 'approved',
      },
      expect.objectContaining({ user_name: 'bench', roles: 'member', user_pic: null }),
    ]);
  });

  it('answers get-all-user-teams: approved teams for everyone, pending ones too for the user', async () => {
    const theirs = await t.rest('GET', `/api/team/get-all-user-teams/${alice.userId}`, undefined, viewer.token);
    expect(theirs.body).toEqual([
      expect.objectContaining({
        team_id: team.id,
        team_name: 'Night Owls',
        roles: 'leader',
        status: 'approved',
        team_profile_pic: '/media/owls.webp',
      }),
    ]);
    const mine = await t.rest('GET', `/api/team/get-all-user-teams/${alice.userId}`, undefined, alice.token);
    expect(mine.body.map((m: any) => [m.team_name, m.status])).toEqual([
      ['Night Owls', 'approved'],
      ['Day Larks', 'pending'],
    ]);
  });
});

describe('successful-rest-reads: organizers', () => {
  it('answers organizer-by-id, organizer-by-name, get-organizer-page, league cards and tournament cards', async () => {
    const org = {
      organizer_id: organizer.id,
      org_name: 'Clutch Cup',
      organizer_name: 'Clutch Cup',
      user_id: alice.userId,
      created_at: expect.any(String),
    };
    expect((await t.rest('GET', `/api/organizer/organizer-by-id/${organizer.id}`)).body).toEqual(org);
    expect((await t.rest('GET', `/api/organizer/organizer-by-name/clutch%20cup`)).body).toEqual(org);
    expect((await t.rest('GET', `/api/organizer/get-organizer-page/${organizer.id}`)).body).toEqual({
      organizer_page_id: expect.any(String),
      organizer_id: organizer.id,
      org_name: 'Clutch Cup',
      organizer_bio: 'Cups.',
      organizer_video_data: null,
      organizer_profile_pic: '/media/cup.webp',
      organizer_banner: null,
      announcement_wall_id: expect.any(String),
    });
    const cards = await t.rest('GET', `/api/organizer/get-league-cards/${organizer.id}`);
    expect(cards.body).toEqual([
      expect.objectContaining({
        league_id: league.id,
        league_name: 'Spring Ladder',
        league_banner: '/media/spring.webp',
        start_date: '2026-01-01',
        end_date: '2026-06-30',
        game_title: 'Arena',
        game_image: '/images/arena.png',
        platform_pic: null,
        region_title: null,
        organizer_id: organizer.id,
        org_name: 'Clutch Cup',
        organizer_profile_pic: '/media/cup.webp',
      }),
    ]);
    expect((await t.rest('GET', `/api/organizer/get-tourney-cards/${organizer.id}`)).body).toEqual([]);
    const cup = await db().getRepository(Tournament).save({ name: 'Winter Cup', organizerId: organizer.id, size: 8 });
    await db().getRepository(TournamentPage).save({ tournamentId: cup.id, banner: '/media/winter.webp', bio: 'Cold.' });
    expect((await t.rest('GET', `/api/organizer/get-tourney-cards/${organizer.id}`)).body).toEqual([
      expect.objectContaining({
        tournament_id: cup.id,
        tourney_name: 'Winter Cup',
        tourney_size: 8,
        tourney_banner: '/media/winter.webp',
        tourney_bio: 'Cold.',
      }),
    ]);
  });
});

describe('successful-rest-reads: team matches', () => {
  it("answers 'No matches found' for a team without matches (the client's NO MATCH HISTORY)", async () => {
    expect((await t.rest('GET', `/api/league/get-team-matches/${rivals.id}`)).body).toEqual({ message: 'No matches found', data: [] });
  });

  it('lists scheduled matches first (soonest first), then the others newest first, by team id or name', async () => {
    const at = (day: number) => ({ scheduledTime: new Date(Date.UTC(2026, 2, day, 18)) });
    const old = await f.match(league, [team, rivals], { ...at(1), status: 'completed' });
    const recent = await f.match(league, [rivals, team], { ...at(5), status: 'completed' });
    const later = await f.match(league, [team, rivals], { ...at(20), status: 'scheduled' });
    const soon = await f.match(league, [team, rivals], { ...at(10), status: 'scheduled' });
    const res = await t.rest('GET', `/api/league/get-team-matches/${encodeURIComponent('Night Owls')}`);
    expect(res.body.message).toBe('Matches found');
    expect(res.body.data.map((m: any) => m.match_info.match_id)).toEqual([soon.id, later.id, recent.id, old.id]);
    expect(res.body.data[2]).toEqual({
      match_info: {
        match_id: recent.id,
        league_id: league.id,
        tournament_id: null,
        status: 'completed',
        scheduled_time: '2026-03-05T18:00:00.000Z',
        video: null,
        match_banner: null,
        is_score_updated: false,
      },
      teams: [
        { team_id: rivals.id, team_name: 'Day Larks', team_profile_pic: '/media/larks.webp', total_points: 10, placement: 1 },
        { team_id: team.id, team_name: 'Night Owls', team_profile_pic: '/media/owls.webp', total_points: 9, placement: 2 },
      ],
    });
    expect((await t.rest('GET', `/api/league/get-team-matches/${team.id}?first=2`)).body.data).toHaveLength(2);
    const graph = await t.gql(graphql(`query PublicPagesTeam($p: String!) { team(param: $p) { recentMatches(first: 3) { id } } }`), { p: team.id });
    expect(graph.data!.team.recentMatches.map((m: any) => m.id)).toEqual([soon.id, later.id, recent.id]);
  });
});

describe('failing-rest-reads', () => {
  it('answers 404 for unknown ids and names and 400 for malformed UUIDs', async () => {
    const cases: Array<[string, number, string, string]> = [
      [`/api/user/user-by-id/${UNKNOWN}`, 404, 'NOT_FOUND', 'User not found'],
      [`/api/user/user-by-id/alice`, 400, 'BAD_USER_INPUT', Messages.invalidId],
      [`/api/user/user-by-name/nobody`, 404, 'NOT_FOUND', 'User not found'],
      [`/api/user/get-user-page/12345`, 400, 'BAD_USER_INPUT', Messages.invalidId],
      [`/api/team/team-by-id/${UNKNOWN}`, 404, 'NOT_FOUND', 'Team not found'],
      [`/api/team/team-by-name/Nobody%20Here`, 404, 'NOT_FOUND', 'Team not found'],
      [`/api/team/get-team-page/owls`, 400, 'BAD_USER_INPUT', Messages.invalidId],
      [`/api/team/get-team-roster/${UNKNOWN}`, 404, 'NOT_FOUND', 'Team not found'],
      [`/api/team/get-all-user-teams/${UNKNOWN}`, 404, 'NOT_FOUND', 'User not found'],
      [`/api/organizer/organizer-by-id/cup`, 400, 'BAD_USER_INPUT', Messages.invalidId],
      [`/api/organizer/organizer-by-name/nope`, 404, 'NOT_FOUND', 'Organizer not found'],
      [`/api/organizer/get-organizer-page/${UNKNOWN}`, 404, 'NOT_FOUND', 'Organizer not found'],
      [`/api/organizer/get-league-cards/${UNKNOWN}`, 404, 'NOT_FOUND', 'Organizer not found'],
      [`/api/organizer/get-tourney-cards/x`, 400, 'BAD_USER_INPUT', Messages.invalidId],
      [`/api/league/get-team-matches/${UNKNOWN}`, 404, 'NOT_FOUND', 'Team not found'],
      [`/api/league/get-team-matches/${team.id}?first=50`, 400, 'BAD_USER_INPUT', 'first must be between 1 and 20'],
    ];
    for (const [route, status, code, message] of cases) expectRestError(await t.rest('GET', route), status, code, message);
  });
});

describe('successful-page-cost: page queries cost the same whatever their size', () => {
  const USER_PAGE = graphql(`query PublicPagesUserPage($p: String!) { user(param: $p) {
    id userName displayName bio score profilePicture banner videoUrl viewerCanEdit viewerIsFollowing followerCount
    commentWall { id }
    topEntries { position user { userName profilePicture } }
    teams { id name profilePicture }
    followedProfiles { entityType id name picture }
  } }`);
  const TEAM_PAGE = graphql(`query PublicPagesTeamPage($p: String!) { team(param: $p) {
    id name bio profilePicture banner videoUrl viewerCanEdit viewerIsFollowing followerCount
    game { title } region { title } commentWall { id }
    members { role user { userName profilePicture } }
    recentMatches { id status scheduledTime participants { totalPoints team { name profilePicture } } }
  } }`);
  const ORGANIZER_PAGE = graphql(`query PublicPagesOrganizerPage($p: String!) { organizer(param: $p) {
    id name bio profilePicture banner videoUrl viewerCanEdit viewerIsFollowing followerCount
    announcementWall { id }
    leagues { id name banner startDate endDate teamCount followerCount viewerIsFollowing viewerCanEdit game { title image } platform { picture } region { title } }
  } }`);

  const cost = async <R,>(query: TypedDocumentNode<R, { p: string }>, param: string) => {
    let data: any;
    const statements = await t.countStatements(async () => {
      const res = await t.gql(query, { p: param }, viewer.token);
      expect(res.errors).toBeUndefined();
      data = res.data;
    });
    return { statements, data };
  };

  it('user page: 2 or 10 followers, follows and teams', async () => {
    const world = async (name: string, n: number) => {
      const user = await f.user({ userName: name });
      for (let i = 0; i < n; i++) {
        await f.follow(await f.user(), 'user', user.id);
        const team = await f.team({}, { profilePicture: `/media/t${i}.webp` });
        await f.member(team, user);
        await f.follow(user, i % 2 ? 'team' : 'league', i % 2 ? team.id : (await f.league(organizer)).id);
        if (i < 5) await f.topEntry(user, i + 1, 'user', (await f.user()).id);
      }
      await f.follow(asUser(viewer), 'user', user.id);
    };
    await world('smallpage', 2);
    await world('bigpage', 10);
    const small = await cost(USER_PAGE, 'smallpage');
    const big = await cost(USER_PAGE, 'bigpage');
    expect(small.data.user).toMatchObject({ followerCount: 3, viewerIsFollowing: true, viewerCanEdit: false });
    expect(big.data.user).toMatchObject({ followerCount: 11, viewerIsFollowing: true });
    expect(big.data.user.teams).toHaveLength(10);
    expect(big.data.user.followedProfiles).toHaveLength(10);
    expect(big.data.user.topEntries).toHaveLength(5);
    expect(big.statements).toBe(small.statements);
  });

  it('team page: 2 or 10 members, followers and matches', async () => {
    const world = async (name: string, n: number) => {
      const team = await f.team({ name });
      for (let i = 0; i < n; i++) {
        await f.member(team, await f.user({}, { profilePicture: `/media/u${i}.webp` }), { role: i === 0 ? 'leader' : 'member' });
        await f.follow(await f.user(), 'team', team.id);
        await f.match(league, [team, await f.team()], { status: i % 2 ? 'completed' : 'scheduled' });
      }
    };
    await world('Small Team', 2);
    await world('Big Team', 10);
    // A served process holds the catalog rows it has read (the team's game and region): one page first.
    await cost(TEAM_PAGE, 'small team');
    const small = await cost(TEAM_PAGE, 'small team');
    const big = await cost(TEAM_PAGE, 'big team');
    expect(big.data.team.members).toHaveLength(10);
    expect(big.data.team.followerCount).toBe(10);
    expect(big.data.team.recentMatches).toHaveLength(5);
    expect(small.data.team.recentMatches).toHaveLength(2);
    expect(big.statements).toBe(small.statements);
  });

  it('organizer page: 2 or 10 leagues and followers', async () => {
    const world = async (name: string, n: number) => {
      const org = await f.organizer(await f.user(), { name });
      const game = await f.game();
      for (let i = 0; i < n; i++) {
        await f.league(org, { gameId: game.id }, { banner: `/media/l${i}.webp` });
        await f.follow(await f.user(), 'organizer', org.id);
      }
    };
    await world('Small Org', 2);
    await world('Big Org', 10);
    const small = await cost(ORGANIZER_PAGE, 'small org');
    const big = await cost(ORGANIZER_PAGE, 'big org');
    expect(big.data.organizer.leagues).toHaveLength(10);
    expect(big.data.organizer).toMatchObject({ followerCount: 10, viewerIsFollowing: false, viewerCanEdit: false });
    expect(big.statements).toBe(small.statements);
  });
});
