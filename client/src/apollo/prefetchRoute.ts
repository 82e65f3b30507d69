import { matchPath } from 'react-router-dom';
import { LeaguePageDocument } from '../gql/graphql';
import { defaultImages } from '../lib/images';
import type { PrefetchQuery } from './createApolloClient';

/**
 * Starts the data a deep link's first paint waits for while the page's code is still downloading, instead of after
 * it has run: the page's own query (same document and variables, so its useQuery joins the request in flight or
 * reads the answer from the cache) and then the banner image it will show, its largest paint.
 * The match and tournament pages start theirs from their own module (the route's code, which their documents
 * modulepreload, so importing it here costs no request), as it arrives: the query's answer is then in the cache when
 * React first renders the page, which draws its hero at once rather than a loading line first. Never throws: the page
 * reports its own errors.
 */
export function prefetchRouteData(prefetchQuery: PrefetchQuery, pathname: string): void {
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
  const match = matchPath('/match/:matchId', decoded)?.params.matchId;
  if (match) {
    import('../pages/match/MatchPage').then((page) => page.prefetchMatchPage(prefetchQuery, match)).catch(() => undefined);
  }
  const tournament = matchPath('/tournament/:tournamentId', decoded)?.params.tournamentId;
  if (tournament) {
    import('../pages/tournament/TournamentPage')
      .then((page) => page.prefetchTournamentPage(prefetchQuery, tournament))
      .catch(() => undefined);
  }
  const league = matchPath('/league/:leagueParam', decoded);
  if (league?.params.leagueParam) {
    prefetchQuery(LeaguePageDocument, { param: league.params.leagueParam })
      .then((data) => {
        if (!data?.league || typeof Image === 'undefined') return;
        const banner = data.league.banner?.trim() ? data.league.banner : defaultImages.banner;
        new Image().src = banner;
      })
      .catch(() => undefined);
  }
}
