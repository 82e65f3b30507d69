/**
 * The league page's early script (dist/route-documents/league.html loads it before the app's bundle; see
 * earlyQuery.ts): starts the page's own query (LeaguePage, the text Apollo sends for it) as the stored viewer, then
 * preloads the banner the hero will show, its largest paint. In a task of its own after that, it has the browser load
 * its Intl data while the bundle downloads (warmUpIntl).
 */
import leaguePageQuery from 'virtual:clutch-gql/text/LeaguePageDocument';
import { EARLY_DEFAULT_BANNER, preloadImage, routeParam, startEarlyQuery, warmUpIntl } from './earlyQuery';

function start() {
  const param = routeParam(window.location.pathname, 'league');
  // The app ran first and has asked for the page itself.
  if (param === null || window.__clutchAppAsked) return null;
  try {
    return startEarlyQuery({
      operationName: 'LeaguePage',
      query: leaguePageQuery,
      variables: { param },
      storage: window.localStorage,
      fetch: window.fetch.bind(window),
      nowMs: Date.now(),
    });
  } catch {
    // No storage (a browser that refuses it): the app asks for the page itself.
    return null;
  }
}

const early = start();
if (early) {
  window.__clutchEarlyQuery = early;
  void early.result.then((answer) => {
    const league = answer?.data.league as { banner?: string | null } | null | undefined;
    if (league) preloadImage(document, league.banner?.trim() ? league.banner : EARLY_DEFAULT_BANNER);
  });
}
setTimeout(() => warmUpIntl(navigator.language || 'en-US'), 0);
