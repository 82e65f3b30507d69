/**
 * The match page's early script (inline in dist/route-documents/match.html, before the app's bundle; see earlyQuery.ts):
 * starts the page's own query (MatchPage, the text Apollo sends for it) as the stored viewer, then preloads the
 * match's banner, the page's largest paint; then has the browser load its Intl data while the bundle downloads.
 */
import matchPageQuery from 'virtual:clutch-gql/text/MatchPageDocument';
import { runEarlyScript } from './earlyQuery';

runEarlyScript({ prefix: 'match', operationName: 'MatchPage', query: matchPageQuery, variables: (id) => ({ id }), root: 'match' });
