/** The matches domain's public surface: other domains and the composition root import only this file. */
export { DEFAULT_ROUNDS, Match, matchEntities, MatchParticipant, MatchRound, type MatchStatus, MAX_ROUNDS } from './matches.entities';
export { DEFAULT_MATCH_PAGE_SIZE, DEFAULT_TEAM_MATCHES, matchesService, MAX_TEAM_MATCHES, type TeamMatchCard } from './matches.service';
export { createMatchLoaders, type LeagueMatchesKey, type TeamMatchesKey } from './matches.loaders';
export { matchResolvers } from './matches.resolvers';
export { matchesRoutes, scoresFromRest, toRestMatchDetails, toRestMatchInfo, toRestMatchStats, toRestTeamMatch } from './matches.routes';
export {
  applyScores,
  assertNotInStartedMatch,
  assertTeamsFree,
  countMatch,
  finalizeLocked,
  forgetFinalized,
  forgetMatch,
  lockMatch,
  MATCH_SLOT_MS,
  matchManagerService,
  publishMatchEvent,
  roundPoints,
  storeScores,
  type TeamScoreInput,
} from './matches.manager';
export { type MatchEventKind, type MatchEventModel, type MatchEventPayload, matchTopic } from './matches.events';
export {
  competitionOf,
  type MatchCompetition,
  type MatchCounting,
  type MatchOutcome,
  registerTournamentCompetition,
  viewerCanManageMatch,
} from './matches.competitions';
