import type { MockLink } from '@apollo/client/testing';

type MockedResponse = MockLink.MockedResponse;
import {
  FeaturedGamesDocument,
  FeaturedLaddersDocument,
  HomeMatchesDocument,
  HomeTournamentsDocument,
  HomePodiumDocument,
  FollowingListDocument,
  NotificationBadgeDocument,
  NotificationEventsDocument,
  ShellViewerDocument,
} from '../../src/gql/graphql';

export interface GameFixture {
  id: string;
  title: string;
  image: string | null;
}

export function featuredGamesMock(games: GameFixture[], options: { delay?: number } = {}): MockedResponse {
  return {
    request: { query: FeaturedGamesDocument },
    result: { data: { games: games.map((g) => ({ __typename: 'Game', ...g })) } },
    delay: options.delay,
  };
}

export function featuredGamesErrorMock(): MockedResponse {
  return { request: { query: FeaturedGamesDocument }, error: new Error('connect ECONNREFUSED') };
}

export const gameFixtures: GameFixture[] = [
  { id: 'g1', title: 'Valorant', image: '/media/games/valorant.png' },
  { id: 'g2', title: 'Rocket League', image: null },
  { id: 'g3', title: 'Apex Legends', image: '/media/games/apex.png' },
  { id: 'g4', title: 'Fortnite', image: null },
  { id: 'g5', title: 'Halo Infinite', image: null },
  { id: 'g6', title: 'Street Fighter 6', image: null },
];

/**
 * What the site shell asks about a signed-in user: the viewer (name, score, picture, here taken from
 * the session metadata the way a seeded profile would hold them) and, once the menu opens, the
 * following list (empty unless given). Answered as often as asked.
 */
export function shellMocks(
  user: { id: string; user_metadata?: Record<string, unknown> },
  following: Array<{ entityType: string; id: string; name: string; picture?: string | null }> = [],
): MockedResponse[] {
  const meta = user.user_metadata ?? {};
  const userName = typeof meta.user_name === 'string' ? meta.user_name : null;
  const score = typeof meta.user_score === 'number' ? meta.user_score : 0;
  const viewer = userName
    ? {
        __typename: 'User',
        id: user.id,
        userName,
        displayName: null,
        score,
        profilePicture: typeof meta.user_profile_pic === 'string' ? meta.user_profile_pic : null,
      }
    : null;
  return [
    { request: { query: ShellViewerDocument }, result: { data: { viewer } }, maxUsageCount: Number.POSITIVE_INFINITY },
    ...notificationShellMocks(user.id),
    { ...followingListMock(user.id, following), maxUsageCount: Number.POSITIVE_INFINITY },
  ];
}

/** The viewer's following list (the menu's FOLLOWING tabs): the profiles given, without a picture unless given. */
export function followingListMock(
  viewerId: string,
  profiles: Array<{ entityType: string; id: string; name: string; picture?: string | null }>,
): MockedResponse {
  return {
    request: { query: FollowingListDocument },
    result: {
      data: {
        viewer: {
          __typename: 'User',
          id: viewerId,
          followedProfiles: profiles.map((f) => ({ __typename: 'FollowedProfile', picture: null, ...f })),
        },
      },
    },
  };
}

/**
 * What the header's notification icon asks for a signed-in user: the unread count (`unread`, 0 by
 * default), answered as often as asked, and the live events subscription, which stays silent.
 */
export function notificationShellMocks(userId: string, unread = 0): MockedResponse[] {
  return [
    {
      request: { query: NotificationBadgeDocument },
      result: { data: { viewer: { __typename: 'User', id: userId, unreadNotificationCount: unread } } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    // Never answers: no live event arrives during a shell test.
    { request: { query: NotificationEventsDocument }, result: { data: null }, delay: 2 ** 31 - 1, maxUsageCount: Number.POSITIVE_INFINITY },
  ];
}

/** A featured ladder (a League with the LeagueCard_league fields) for the home and games page mocks. */
export function ladderFixture(over: Record<string, unknown> = {}) {
  const id = (over.id as string) ?? 'l1';
  return {
    __typename: 'League',
    id,
    name: `Ladder ${id}`,
    banner: null,
    startDate: '2026-11-01',
    endDate: '2027-02-28',
    game: { __typename: 'Game', id: 'g1', title: 'Valorant', image: '/media/games/valorant.png' },
    platform: { __typename: 'Platform', id: 'p1', title: 'PC', picture: '/images/platforms/pc.svg' },
    region: { __typename: 'Region', id: 'r1', title: 'Europe' },
    organizer: { __typename: 'Organizer', id: 'o1', name: 'Pixel Arena', profilePicture: null },
    ...over,
  };
}

export function featuredLaddersMock(ladders: Array<Record<string, unknown>>, options: { delay?: number } = {}): MockedResponse {
  return {
    request: { query: FeaturedLaddersDocument },
    result: {
      data: {
        leagues: {
          __typename: 'LeagueConnection',
          edges: ladders.map((node) => ({ __typename: 'LeagueEdge', node })),
        },
      },
    },
    delay: options.delay,
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** A leaderboard entry (Podium_entry fields) of a players' (USER) or teams' (TEAM) board. */
export function boardEntry(rank: number, name: string, over: Record<string, unknown> = {}, kind: 'USER' | 'TEAM' = 'USER') {
  return {
    __typename: 'LeaderboardEntry',
    id: `e-${name}`,
    rank,
    score: 1000 - rank * 10,
    wins: 20 - rank,
    rating: 2500 - rank * 25,
    user: kind === 'USER' ? { __typename: 'User', id: `u-${name}`, userName: name, displayName: null, profilePicture: null } : null,
    team: kind === 'TEAM' ? { __typename: 'Team', id: `t-${name}`, name, profilePicture: null } : null,
    ...over,
  };
}

export function homePodiumMock(entries: Array<Record<string, unknown>>): MockedResponse {
  return {
    request: { query: HomePodiumDocument },
    result: {
      data: {
        leaderboard: {
          __typename: 'Leaderboard',
          id: 'lb-users',
          entries: {
            __typename: 'LeaderboardEntryConnection',
            edges: entries.map((node) => ({ __typename: 'LeaderboardEntryEdge', node })),
          },
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** A match as the home's next-matches and live lists read it. */
export function homeMatch(id: string, scheduledTime: string, teams: [string, string], over: Record<string, unknown> = {}) {
  return {
    __typename: 'Match',
    id,
    status: 'SCHEDULED',
    scheduledTime,
    league: { __typename: 'League', id: 'l1', name: 'Valorant NA Ladder' },
    game: { __typename: 'Game', id: 'g1', title: 'Valorant' },
    participants: teams.map((name, i) => ({
      __typename: 'MatchParticipant',
      teamId: `t-${name}`,
      totalPoints: i === 0 ? 12 : 9,
      team: { __typename: 'Team', id: `t-${name}`, name, profilePicture: null },
    })),
    ...over,
  };
}

export function homeMatchesMock(
  viewerId: string,
  upcoming: Array<Record<string, unknown>>,
  live: Array<Record<string, unknown>> = [],
  teams: Array<Record<string, unknown>> = [],
): MockedResponse {
  return {
    request: { query: HomeMatchesDocument },
    result: { data: { viewer: { __typename: 'User', id: viewerId, teams, upcomingMatches: upcoming }, liveMatches: live } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/**
 * What the home asks besides Featured Games: featured ladders, the top 3 and, signed in, the
 * viewer's next and live matches; empty unless a test gives its own (its mocks come first).
 */
export function homeMocks(viewerId: string | null): MockedResponse[] {
  return [featuredLaddersMock([]), homePodiumMock([]), ...(viewerId ? [homeMatchesMock(viewerId, []), homeTournamentsMock([], [])] : [])];
}

/** The signed-in home's tournaments: open for registration and live now. */
export function homeTournamentsMock(open: Array<Record<string, unknown>>, live: Array<Record<string, unknown>>): MockedResponse {
  return {
    request: { query: HomeTournamentsDocument },
    result: { data: { openTournaments: open, liveTournaments: live } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
