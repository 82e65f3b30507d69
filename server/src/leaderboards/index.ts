/** The leaderboards domain's public surface: other domains and the composition root import only this file. */
export { Leaderboard, LeaderboardEntry, type LeaderboardKind, type LeaderboardScope, leaderboardsEntities } from './leaderboards.entities';
export {
  type BoardAhead,
  ENTRY_PAGE_SIZE,
  type EntryPageArgs,
  type LeaderboardFilter,
  type LeaderboardOrder,
  leaderboardsService,
  type MatchBoards,
  type RankedLeaderboardEntry,
  type RatingPointModel,
} from './leaderboards.service';
export {
  type BoardPrefetch,
  boardPrefetchColumns,
  createLeaderboardsLoaders,
  ENTRY_COUNT_SQL,
  type EntryCursor,
  type EntryPageKey,
  entryRankColumn,
  entrySubjectColumns,
  ORDER_COLUMN,
  primeBoardPrefetch,
  primeEntrySubjects,
  type ViewerLineKey,
} from './leaderboards.loaders';
export { leaderboardsResolvers } from './leaderboards.resolvers';
export { leaderboardsRoutes, toRestBoard } from './leaderboards.routes';
export { pointsLedger, type CountedSide, type LedgerChange, type RecountedSide } from './leaderboards.ledger';
