import { possibleTypes } from '../gql/possibleTypes';
import { InMemoryCache, type FieldPolicy, type Reference, type TypePolicies } from '@apollo/client';

/** A cursor connection as the cache holds it: edges whose nodes are references. */
export interface StoredConnection {
  __typename?: string;
  edges: Array<{ __typename?: string; cursor: string; node: Reference }>;
  pageInfo: { __typename?: string; endCursor: string | null; hasNextPage: boolean };
}

/** A comment's replies as the cache holds them: the connection's `nodes` (replies are selected without cursors). */
export interface StoredReplies {
  __typename?: string;
  nodes: Reference[];
  pageInfo: { __typename?: string; endCursor: string | null; hasNextPage: boolean };
}

/** What a comment's replies read as before any were loaded: none (the comment's replyCount says how many exist). */
export const emptyReplies = (): StoredReplies => ({
  __typename: 'CommentConnection',
  nodes: [],
  pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
});

/**
 * One list per parent (and per `keyArgs`, none by default) whatever the page arguments (Load More keeps appending to it): the first
 * page replaces the list, a page fetched with `after` is appended without repeating a node that
 * is already there (a live event may have delivered it first).
 */
function cursorConnection(keyArgs: string[] | false = false): FieldPolicy<StoredConnection> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      if (!existing || !args?.after) return incoming;
      const seen = new Set(existing.edges.map((edge) => edge.node.__ref));
      return {
        ...incoming,
        edges: [...existing.edges, ...incoming.edges.filter((edge) => !seen.has(edge.node.__ref))],
      };
    },
  };
}

/**
 * A comment's replies, one list per comment whatever the page arguments: the first page replaces the list, a page
 * fetched with `after` (View more replies) is appended without repeating a reply a live event already added.
 */
function replyList(): FieldPolicy<StoredReplies> {
  return {
    keyArgs: false,
    merge(existing, incoming, { args }) {
      if (!existing || !args?.after) return incoming;
      const seen = new Set(existing.nodes.map((node) => node.__ref));
      return { ...incoming, nodes: [...existing.nodes, ...incoming.nodes.filter((node) => !seen.has(node.__ref))] };
    },
    read: (existing) => existing ?? emptyReplies(),
  };
}

/**
 * Keyset pages of one list per `keyArgs`: the first page replaces the list, a page fetched with `after` is appended
 * (by cursor, no repeats). For lists whose rows are not normalized by id alone (leaderboard entries) or whose cursor
 * is the row's identity in its order (standings).
 */
function cursorPages(keyArgs: string[] | false): FieldPolicy<{ edges: Array<{ cursor: string }> }> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      if (!existing || !args?.after) return incoming;
      const seen = new Set(existing.edges.map((edge) => edge.cursor));
      return { ...incoming, edges: [...existing.edges, ...incoming.edges.filter((edge) => !seen.has(edge.cursor))] };
    },
  };
}

/**
 * Field policies of the client cache. Comments that arrive from a mutation or a live event carry
 * no `replies` yet; they read as an empty list (and no vote) instead of counting as missing data,
 * so inserting one never sends the wall back to the network.
 */
export const typePolicies: TypePolicies = {
  // One moderation queue and one audit per place (organizerId; null is the site's); Load More appends.
  Query: { fields: { moderationQueue: cursorConnection(['organizerId']), moderationAudit: cursorConnection(['organizerId']) } },
  // One notification list per user (live events prepend to it, see notificationCache.ts).
  User: { fields: { notifications: cursorConnection() } },
  CommentWall: { fields: { comments: cursorConnection() } },
  // One list per order, search, scope and page size on each board; Load More (after) appends.
  Leaderboard: { fields: { entries: cursorPages(['orderBy', 'search', 'followedOnly', 'first']) } },
  // One standings table per league; Load More appends, a live refetch of the first rows replaces it.
  League: { fields: { standingsPage: cursorPages(false) } },
  // An entry's rank depends on the order it was asked in (score, wins, rating): entries live inside
  // their list instead of being shared by id, so one order's ranks never overwrite another's.
  LeaderboardEntry: { keyFields: false },
  Comment: {
    fields: {
      replies: replyList(),
      viewerVote: { read: (existing: number | null | undefined) => existing ?? null },
      replyCount: { read: (existing: number | undefined) => existing ?? 0 },
    },
  },
};

export function createCache(): InMemoryCache {
  // Fragments on interfaces (FollowablePage, Competition) match their object types only through possibleTypes.
  return new InMemoryCache({ typePolicies, possibleTypes });
}
