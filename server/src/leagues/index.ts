/** The leagues domain's public surface: other domains and the composition root import only this file. */
export * from './leagues.entities';
export * from './leagues.service';
export * from './leagues.loaders';
export * from './leagues.resolvers';
export * from './leagues.routes';
export * from './leagues.manager';
export * from './leagues.permissions';
export * from './leagues.events';
export { ladderPoints, recordLadderResult, type LadderResult } from './leagues.standings';
