import type { ApolloClient } from '@apollo/client';
import { matchPath } from 'react-router-dom';
import { LeaguePageDocument } from '../gql/graphql';
import { defaultImages } from '../lib/images';

/**
 * Starts the data a deep link's first paint waits for while the page's code is still downloading, instead of after
 * it has run: the page's own query (same document and variables, so its useQuery joins the request in flight or
 * reads the answer from the cache) and then the banner image it will show, its largest paint.
 * Only the league page for now (the bench's second page). Never throws: the page reports its own errors.
 */
export function prefetchRouteData(client: ApolloClient, pathname: string): void {
  let decoded: string;
  try {
    // As the router decodes the location before matching, so the variables equal the page's.
    decoded = pathname
      .split('/')
      .map((part) => decodeURIComponent(part).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return;
  }
  const league = matchPath('/league/:leagueParam', decoded);
  if (league?.params.leagueParam) {
    client
      .query({ query: LeaguePageDocument, variables: { param: league.params.leagueParam } })
      .then(({ data }) => {
        if (!data?.league || typeof Image === 'undefined') return;
        const banner = data.league.banner?.trim() ? data.league.banner : defaultImages.banner;
        new Image().src = banner;
      })
      .catch(() => undefined);
  }
}
