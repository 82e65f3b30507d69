import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import OrganizerPage from '../../src/pages/organizer/OrganizerPage';
import TeamPage from '../../src/pages/team/TeamPage';
import UserPage from '../../src/pages/user/UserPage';
import { OrganizerPageDocument, TeamPageDocument, UserPageDocument } from '../../src/gql/graphql';
import { formatScheduledTime } from '../../src/lib/dates';
import { renderWithClient } from '../support/renderWithClient';

const pages = (
  <Routes>
    <Route path="/user/:userParam" element={<UserPage />} />
    <Route path="/team/:teamParam" element={<TeamPage />} />
    <Route path="/organizer/:orgParam" element={<OrganizerPage />} />
  </Routes>
);

const user = (over: Record<string, unknown> = {}) => ({
  __typename: 'User',
  id: 'u-demo',
  userName: 'demo',
  displayName: 'Demo Player',
  bio: 'Entry fragger by night, coffee addict by day. Always looking for scrims.',
  score: 383,
  rating: 0,
  ratingHistory: [],
  profilePicture: null,
  banner: null,
  videoUrl: null,
  viewerCanEdit: false,
  viewerIsFollowing: false,
  followerCount: 3,
  topEntries: [
    { __typename: 'TopEntry', id: 'p:2', position: 2, entityType: 'USER', entityId: 'u-blitz', user: { __typename: 'User', id: 'u-blitz', userName: 'blitz', profilePicture: null }, team: null, organizer: null },
    { __typename: 'TopEntry', id: 'p:1', position: 1, entityType: 'USER', entityId: 'u-ace', user: { __typename: 'User', id: 'u-ace', userName: 'ace', profilePicture: null }, team: null, organizer: null },
  ],
  teams: [
    { __typename: 'Team', id: 't1', name: 'Neon Vipers', profilePicture: null },
    { __typename: 'Team', id: 't2', name: 'The Extremely Long Team', profilePicture: '/media/team/picture/x.webp' },
  ],
  commentWall: null,
  ...over,
});

describe('user page', () => {
  it("shows names, score, bio preview, the owner's TOP 5 in order, TEAMS (cut at 15), trophy room, video and follow", async () => {
    renderWithClient(pages, { path: '/user/demo', mocks: [{ request: { query: UserPageDocument, variables: { param: 'demo' } }, result: { data: { user: user() } } }] });
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Player' })).toBeTruthy();
    expect(screen.getByText('@demo')).toBeTruthy();
    expect(screen.getByTestId('bio-preview').textContent).toBe('Entry fragger by night, coffee addict by... see more');
    expect(screen.getByTestId('profile-picture').getAttribute('src')).toBe('/images/defaults/avatar.svg');
    expect(screen.getByTestId('profile-banner').getAttribute('src')).toBe('/images/defaults/banner.svg');

    // Someone else's page: the lists carry the owner's name, not MY.
    expect(screen.queryByRole('region', { name: 'MY TOP 5' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'MY TEAMS' })).toBeNull();
    const top = screen.getByRole('region', { name: "DEMO PLAYER'S TOP 5" });
    expect(within(top).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['1ace', '/user/ace'],
      ['2blitz', '/user/blitz'],
    ]);
    expect(within(top).queryByRole('button', { name: 'Edit' })).toBeNull();

    const teams = screen.getByRole('region', { name: "DEMO PLAYER'S TEAMS" });
    expect(within(teams).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Neon Vipers', '/team/Neon%20Vipers'],
      ['The Extremely L...', '/team/The%20Extremely%20Long%20Team'],
    ]);
    expect(within(screen.getByRole('region', { name: 'Trophy Room' })).getByText('Coming Soon')).toBeTruthy();
    expect(screen.getByLabelText('Demo Player video').getAttribute('src')).toBe('/videos/clutch-promo.webm');
    expect(screen.getByRole('button', { name: 'follow' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).toBeNull();
    expect(screen.getByText('No comments available')).toBeTruthy();
  });

  it('shows Edit Profile (and the top-5 Edit) to the owner instead of follow, and MY TOP 5 / MY TEAMS', async () => {
    renderWithClient(pages, {
      path: '/user/demo',
      viewerId: 'u-demo',
      mocks: [{ request: { query: UserPageDocument, variables: { param: 'demo' } }, result: { data: { user: user({ viewerCanEdit: true, videoUrl: 'https://cdn.example.test/v.webm' }) } } }],
    });
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'follow' })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'MY TOP 5' })).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'MY TEAMS' })).toBeTruthy();
    expect(screen.getByLabelText('Demo Player video').getAttribute('src')).toBe('https://cdn.example.test/v.webm');
  });

  it("shows 'Error loading user profile data: {message}'", async () => {
    renderWithClient(pages, { path: '/user/nobody', mocks: [{ request: { query: UserPageDocument, variables: { param: 'nobody' } }, error: new Error('User not found.') }] });
    expect(await screen.findByText('Error loading user profile data: User not found.')).toBeTruthy();
  });
});

const team = (matches: unknown[]) => ({
  __typename: 'Team',
  id: 't1',
  name: 'Neon Vipers',
  bio: 'Short bio.',
  profilePicture: null,
  banner: null,
  videoUrl: null,
  viewerCanEdit: true,
  viewerIsFollowing: false,
  followerCount: 0,
  game: { __typename: 'Game', id: 'g1', title: 'Valorant', image: null },
  region: { __typename: 'Region', id: 'r1', title: 'North America' },
  members: [
    { __typename: 'TeamMember', id: 't1:u1', role: 'LEADER', user: { __typename: 'User', id: 'u1', userName: 'demo', profilePicture: null } },
    { __typename: 'TeamMember', id: 't1:u2', role: 'CO_LEADER', user: { __typename: 'User', id: 'u2', userName: 'averyveryverylongname', profilePicture: null } },
  ],
  recentMatches: matches,
  commentWall: null,
});

const side = (id: string, name: string, totalPoints = 0, placement: number | null = null) => ({
  __typename: 'MatchParticipant',
  teamId: id,
  totalPoints,
  placement,
  team: { __typename: 'Team', id, name, profilePicture: null },
});

describe('team page', () => {
  it('shows the roster linking /user/{user_name}, Edit Profile for the leader, and the MATCHES box', async () => {
    const matches = [
      { __typename: 'Match', id: 'm1', status: 'SCHEDULED', scheduledTime: '2026-11-23T19:00:00.000Z', participants: [side('t2', 'Crimson Tide'), side('t1', 'Neon Vipers')] },
      { __typename: 'Match', id: 'm2', status: 'COMPLETED', scheduledTime: '2026-11-20T18:00:00.000Z', participants: [side('t1', 'Neon Vipers', 22, 1), side('t3', 'Apex Wolves', 11, 2)] },
    ];
    renderWithClient(pages, { path: '/team/Neon%20Vipers', mocks: [{ request: { query: TeamPageDocument, variables: { param: 'Neon Vipers' } }, result: { data: { team: team(matches) } } }] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Neon Vipers' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeTruthy();

    const roster = screen.getByRole('region', { name: 'ROSTER' });
    expect(within(roster).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['demoLeader', '/user/demo'],
      ['averyveryverylo...Co-Leader', '/user/averyveryverylongname'],
    ]);

    const box = screen.getByRole('region', { name: 'MATCHES' });
    const [scheduled, completed] = within(box).getAllByRole('link');
    // this team on the left, VS, and the scheduled time in the user's time zone
    expect(scheduled.textContent).toBe(`Neon VipersVSCrimson Tide${formatScheduledTime('2026-11-23T19:00:00.000Z')}`);
    expect(scheduled.getAttribute('href')).toBe('/match/m1');
    expect(completed.textContent).toBe('Neon Vipers22 – 11Apex WolvesCompleted');
  });

  it("shows 'NO MATCH HISTORY' when the team has no matches", async () => {
    renderWithClient(pages, { path: '/team/t1', mocks: [{ request: { query: TeamPageDocument, variables: { param: 't1' } }, result: { data: { team: team([]) } } }] });
    expect(await screen.findByText('NO MATCH HISTORY')).toBeTruthy();
  });
});

describe('organizer page', () => {
  const organizer = (leagues: unknown[], tournaments: unknown[] = []) => ({
    __typename: 'Organizer',
    id: 'o1',
    name: 'Frontline Esports',
    bio: null,
    profilePicture: null,
    banner: null,
    videoUrl: null,
    viewerCanEdit: false,
    viewerIsFollowing: true,
    followerCount: 1,
    owner: { __typename: 'User', id: 'u9', userName: 'cipher' },
    leagues,
    tournaments,
    announcementWall: null,
  });

  it('shows league cards (fallback texts included) linking /league/{id} and the organizer, and following', async () => {
    const leagues = [
      {
        __typename: 'League',
        id: 'l1',
        name: 'LoL APAC Ladder',
        banner: null,
        startDate: '2026-10-13',
        endDate: '2027-01-01',
        game: null,
        platform: null,
        region: null,
        organizer: { __typename: 'Organizer', id: 'o1', name: 'Frontline Esports', profilePicture: null },
      },
    ];
    renderWithClient(pages, {
      path: '/organizer/Frontline%20Esports',
      mocks: [{ request: { query: OrganizerPageDocument, variables: { param: 'Frontline Esports' } }, result: { data: { organizer: organizer(leagues) } } }],
    });
    const card = await screen.findByRole('article', { name: 'LoL APAC Ladder' });
    expect(within(card).getByRole('link', { name: 'LoL APAC Ladder' }).getAttribute('href')).toBe('/league/l1');
    expect(within(card).getByRole('link', { name: 'Frontline Esports' }).getAttribute('href')).toBe('/organizer/o1');
    expect(within(card).getByText('No Game Info')).toBeTruthy();
    expect(within(card).getByText('Region not found')).toBeTruthy();
    expect(within(card).getByAltText('Unknown Platform')).toBeTruthy();
    expect(within(card).getByText('Oct 13, 2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'following' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Announcements' })).toBeTruthy();
  });

  it('shows its tournaments as a row of cards linking /tournament/{id}, with their state', async () => {
    const tournaments = [
      {
        __typename: 'Tournament',
        id: 'c1',
        name: 'Frontline Open',
        status: 'REGISTRATION',
        size: 16,
        startTime: null,
        banner: null,
        game: { __typename: 'Game', id: 'g1', title: 'Valorant', image: null },
        platform: null,
        region: { __typename: 'Region', id: 'r1', title: 'Europe' },
        organizer: { __typename: 'Organizer', id: 'o1', name: 'Frontline Esports', profilePicture: null },
      },
    ];
    renderWithClient(pages, { path: '/organizer/o1', mocks: [{ request: { query: OrganizerPageDocument, variables: { param: 'o1' } }, result: { data: { organizer: organizer([], tournaments) } } }] });
    const row = await screen.findByRole('list', { name: 'Frontline Esports tournaments' });
    const card = within(row).getByRole('article', { name: 'Frontline Open' });
    expect(within(card).getByRole('link', { name: 'Frontline Open' }).getAttribute('href')).toBe('/tournament/c1');
    expect(within(card).getByText('Open for registration')).toBeTruthy();
    expect(within(card).getByText('Valorant')).toBeTruthy();
    expect(screen.getByText('No Leagues Available')).toBeTruthy();
  });

  it("shows 'No Leagues Available' and the error text pattern", async () => {
    renderWithClient(pages, { path: '/organizer/o1', mocks: [{ request: { query: OrganizerPageDocument, variables: { param: 'o1' } }, result: { data: { organizer: organizer([]) } } }] });
    expect(await screen.findByText('No Leagues Available')).toBeTruthy();

    renderWithClient(pages, { path: '/organizer/zzz', mocks: [{ request: { query: OrganizerPageDocument, variables: { param: 'zzz' } }, error: new Error('Organizer not found.') }] });
    expect(await screen.findByText('Error loading organizer profile data: Organizer not found.')).toBeTruthy();
  });
});

describe('an unknown user, team or organizer', () => {
  const notFound = (message: string) => ({ errors: [{ message, extensions: { code: 'NOT_FOUND' } }] });

  it.each([
    ['/user/nobody', UserPageDocument, 'User not found'],
    ['/team/nobody', TeamPageDocument, 'Team not found'],
    ['/organizer/nobody', OrganizerPageDocument, 'Organizer not found'],
  ])('%s shows the not-found frame with a link home, not an error line', async (path, query, title) => {
    renderWithClient(pages, { path, mocks: [{ request: { query, variables: { param: 'nobody' } }, result: notFound(title) }] });
    const heading = await screen.findByRole('heading', { level: 1, name: title });
    expect(heading.closest('section')!.textContent).toContain('404');
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('other failures keep the spec error line', async () => {
    renderWithClient(pages, {
      path: '/team/x',
      mocks: [{ request: { query: TeamPageDocument, variables: { param: 'x' } }, result: { errors: [{ message: 'Database down', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] } }],
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Error loading team profile data: Database down');
  });
});
