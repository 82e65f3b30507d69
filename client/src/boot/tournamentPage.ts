/**
 * The tournament page's early script (inline in dist/route-documents/tournament.html, before the app's bundle; see
 * earlyQuery.ts): starts the page's own query (TournamentPage, the text Apollo sends for it) as the stored viewer,
 * then preloads the banner its hero shows, the page's largest paint; then has the browser load its Intl data while
 * the bundle downloads.
 */
import tournamentPageQuery from 'virtual:clutch-gql/text/TournamentPageDocument';
import { runEarlyScript } from './earlyQuery';

runEarlyScript({
  prefix: 'tournament',
  operationName: 'TournamentPage',
  query: tournamentPageQuery,
  variables: (id) => ({ id }),
  root: 'tournament',
});
