import { waitFor } from '@testing-library/react';
import { prefetchRouteData } from '../../src/apollo/prefetchRoute';
import { LeaguePageDocument, MatchPageDocument, TournamentPageDocument } from '../../src/gql/graphql';

import type { PrefetchQuery } from '../../src/apollo/createApolloClient';

function fakeClient(result: Promise<unknown>) {
  const query = jest.fn(() => result);
  return { client: query as unknown as PrefetchQuery, query };
}

describe('prefetchRouteData', () => {
  it("starts a league page's own query (the router's decoded parameter) before its code has loaded", () => {
    const { client, query } = fakeClient(Promise.resolve(undefined));
    prefetchRouteData(client, '/league/Valorant%20NA%20Ladder');
    expect(query).toHaveBeenCalledWith(LeaguePageDocument, { param: 'Valorant NA Ladder' });
  });

  it("starts a match or tournament page's own query from the page's module, as it arrives", async () => {
    const { client, query } = fakeClient(Promise.resolve(undefined));
    prefetchRouteData(client, '/match/m1');
    prefetchRouteData(client, '/tournament/cup1');
    await waitFor(() => expect(query).toHaveBeenCalledTimes(2));
    expect(query).toHaveBeenCalledWith(MatchPageDocument, { id: 'm1' });
    expect(query).toHaveBeenCalledWith(TournamentPageDocument, { id: 'cup1' });
  });

  it('fetches nothing on other routes or an undecodable path', () => {
    const { client, query } = fakeClient(Promise.resolve(undefined));
    for (const path of ['/', '/league', '/league/a/b', '/team/abc', '/league/%E0%A4%A', '/match', '/match/a/b', '/tournament/']) prefetchRouteData(client, path);
    expect(query).not.toHaveBeenCalled();
  });

  it('then warms the banner the page will show (the default art when the league has none), and never throws', async () => {
    const loaded: string[] = [];
    const original = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src')!;
    Object.defineProperty(HTMLImageElement.prototype, 'src', { configurable: true, set: (value: string) => loaded.push(value) });
    try {
      prefetchRouteData(fakeClient(Promise.resolve({ league: { banner: null } })).client, '/league/a');
      prefetchRouteData(fakeClient(Promise.resolve({ league: { banner: '/media/b.png' } })).client, '/league/b');
      prefetchRouteData(fakeClient(Promise.reject(new Error('offline'))).client, '/league/c');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(loaded).toEqual(['/images/defaults/banner.svg', '/media/b.png']);
    } finally {
      Object.defineProperty(HTMLImageElement.prototype, 'src', original);
    }
  });
});
