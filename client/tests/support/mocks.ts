import type { MockLink } from '@apollo/client/testing';

type MockedResponse = MockLink.MockedResponse;
import {
  FeaturedGamesDocument,
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
    {
      request: { query: FollowingListDocument },
      result: {
        data: {
          viewer: {
            __typename: 'User',
            id: user.id,
            followedProfiles: following.map((f) => ({ __typename: 'FollowedProfile', picture: null, ...f })),
          },
        },
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
  ];
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
