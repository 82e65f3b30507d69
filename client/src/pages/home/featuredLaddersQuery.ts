import { graphql } from '../../gql';

/** How many featured ladders the home asks for. */
export const FEATURED_LADDERS_COUNT = 12;

/**
 * Featured Ladders (doc 01, Home): active ladders of competition category 1. The banner's
 * alpha-test slide and the Featured Ladders carousel read the same query (one request).
 */
export const featuredLaddersQuery = graphql(`
  query FeaturedLadders {
    leagues(first: 12, compCatId: 1, status: ACTIVE) {
      edges {
        node {
          id
          ...LeagueCard_league
        }
      }
    }
  }
`);
