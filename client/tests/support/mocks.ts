import type { MockLink } from '@apollo/client/testing';

type MockedResponse = MockLink.MockedResponse;
import { FeaturedGamesDocument } from '../../src/gql/graphql';

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
