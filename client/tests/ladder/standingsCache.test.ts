import { createCache } from '../../src/apollo/cache';
import { LeagueStandingsDocument } from '../../src/gql/graphql';

const LEAGUE = 'league-1';

/** A page as the server sends it, typenames and all (the generated types leave them out). */
function page(ids: string[], hasNextPage: boolean): never {
  const data = {
    league: {
      __typename: 'League',
      id: LEAGUE,
      standingsPage: {
        __typename: 'StandingsConnection',
        edges: ids.map((id, i) => ({
          __typename: 'StandingsEdge',
          cursor: `cursor-${id}`,
          node: {
            __typename: 'StandingsEntry',
            id,
            rank: i + 1,
            teamId: `team-${id}`,
            points: 10 - i,
            wins: 0,
            losses: 0,
            draws: 0,
            played: 0,
            tiebreak: null,
            team: { __typename: 'Team', id: `team-${id}`, name: `Team ${id}`, profilePicture: null },
          },
        })),
        pageInfo: { __typename: 'PageInfo', endCursor: ids.length ? `cursor-${ids.at(-1)}` : null, hasNextPage },
      },
    },
  };
  return data as never;
}

const shown = (cache: ReturnType<typeof createCache>) =>
  cache.readQuery({ query: LeagueStandingsDocument, variables: { id: LEAGUE, first: 2 } })?.league.standingsPage.edges.map((edge) => edge.node.id);

describe('standings pages in the cache', () => {
  it('Load More appends without repeats; a live refetch of the first rows replaces the table', () => {
    const cache = createCache();
    cache.writeQuery({ query: LeagueStandingsDocument, variables: { id: LEAGUE, first: 2 }, data: page(['a', 'b'], true) });
    // The next page, one row of which a live refetch already brought.
    cache.writeQuery({ query: LeagueStandingsDocument, variables: { id: LEAGUE, first: 2, after: 'cursor-b' }, data: page(['b', 'c'], false) });
    expect(shown(cache)).toEqual(['a', 'b', 'c']);
    // A live change: the rows shown are read again from the top, in their new order.
    cache.writeQuery({ query: LeagueStandingsDocument, variables: { id: LEAGUE, first: 3, after: null }, data: page(['c', 'a', 'b'], false) });
    expect(shown(cache)).toEqual(['c', 'a', 'b']);
  });
});
