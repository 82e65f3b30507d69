/** The tournaments domain's public surface: other domains and the composition root import only this file. */
export {
  Bracket,
  BracketNode,
  type BracketNodeStatus,
  type CorrectionLine,
  ResultCorrection,
  Tournament,
  tournamentEntities,
  TournamentPage,
  TournamentParticipant,
  TournamentStage,
  type TournamentStatus,
} from './tournaments.entities';
export { DEFAULT_TOURNAMENT_LIST, MAX_TOURNAMENT_LIST, tournamentsService } from './tournaments.service';
export { createTournamentLoaders } from './tournaments.loaders';
export { tournamentResolvers } from './tournaments.resolvers';
export { toRestBracketNode, toRestTourneyCard, toRestTourneyPage, tournamentsRoutes } from './tournaments.routes';
export {
  advanceBracket,
  type BracketSlot,
  type CreateTournamentInput,
  forgetTournament,
  isCheckInOpen,
  lockTournament,
  MAX_TOURNEY_SIZE,
  MIN_TOURNEY_SIZE,
  publishTournamentEvent,
  rankedInput,
  resultOf,
  type SeedingMethod,
  sortNodes,
  storeEngineState,
  syncBracket,
  TOURNAMENT_NAME_MAX,
  type TournamentDecision,
  tournamentManagerService,
  tournamentMetrics,
  type TournamentRights,
  tournamentRights,
} from './tournaments.manager';
export { type CorrectionPreviewModel, tournamentCorrectionsService } from './tournaments.corrections';
export { type TournamentEventKind, type TournamentEventModel, type TournamentEventPayload, tournamentTopic } from './tournaments.events';
export { TOURNAMENT_POINTS, tournamentCompetition } from './tournaments.competition';
export { tournamentSettingsService, type TournamentSettingsInput } from './tournaments.settings';
export { type ArchivedSet, type ArchivedTournamentInput, tournamentArchiveService } from './tournaments.archive';
export {
  applyResult,
  bracketSize,
  createBracket,
  placesFromSeeds,
  projectNodes,
  stageComplete,
  type EngineNode,
  type EngineState,
  type TournamentFormat,
} from './bracket-engine';
export { buildStage } from './tournaments.stages';
export { parseStages, type StageNodeResult, standingsFrom } from './tournaments.stage-store';
export { qualifiersInSeedOrder, tiesAtCutOff } from './stage-standings';
