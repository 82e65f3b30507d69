/** The tournaments domain's public surface: other domains and the composition root import only this file. */
export * from './tournaments.entities';
export * from './tournaments.service';
export * from './tournaments.loaders';
export * from './tournaments.resolvers';
export * from './tournaments.routes';
export * from './tournaments.manager';
export * from './tournaments.corrections';
export * from './tournaments.events';
export * from './tournaments.competition';
export { tournamentSettingsService, type TournamentSettingsInput } from './tournaments.settings';
export { applyResult, bracketSize, createBracket, placesFromSeeds, projectNodes, type EngineState, type TournamentFormat } from './bracket-engine';
