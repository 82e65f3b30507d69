/** The leaderboards domain's public surface: other domains and the composition root import only this file. */
export * from './leaderboards.entities';
export * from './leaderboards.service';
export * from './leaderboards.loaders';
export * from './leaderboards.resolvers';
export * from './leaderboards.routes';
export { pointsLedger, type CountedSide, type LedgerChange, type RecountedSide } from './leaderboards.ledger';
