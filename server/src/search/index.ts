/** The search domain's public surface: other domains and the composition root import only this file. */
export {
  escapeLike,
  SEARCH_DEFAULT_HITS,
  SEARCH_MAX_HITS,
  SEARCH_TEXT_MAX,
  type SearchHit,
  type SearchHitKind,
  searchService,
} from './search.service';
export { searchResolvers } from './search.resolvers';
