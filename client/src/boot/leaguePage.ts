/**
 * The league page's early script (inline in dist/route-documents/league.html, before the app's bundle; see
 * earlyQuery.ts): starts the page's own query (LeaguePage, the text Apollo sends for it) as the stored viewer, then
 * preloads the banner the hero will show, its largest paint. In a task of its own after that, it has the browser load
 * its Intl data while the bundle downloads (warmUpIntl).
 */
import leaguePageQuery from 'virtual:clutch-gql/text/LeaguePageDocument';
import { runEarlyScript } from './earlyQuery';

runEarlyScript({
  prefix: 'league',
  operationName: 'LeaguePage',
  query: leaguePageQuery,
  variables: (param) => ({ param }),
  root: 'league',
});
