/** The leagues domain's public surface: other domains and the composition root import only this file. */
export {
  CompetitionColumns,
  LADDER_CATEGORY,
  type LadderMetric,
  League,
  leagueEntities,
  LeaguePage,
  LeagueParticipant,
  type LeagueStatus,
  type ParticipantStatus,
  type RankedStanding,
  Standing,
} from './leagues.entities';
export {
  countApproved,
  DEFAULT_LEAGUE_PAGE_SIZE,
  entryOverview,
  type LeagueCard,
  type LeagueListArgs,
  leaguesService,
  STANDINGS_PAGE_SIZE,
} from './leagues.service';
export {
  createLeagueLoaders,
  forgetLeague,
  type LeagueEntryOverview,
  type LeagueEntryOverviewKey,
  type ParticipantsHeadKey,
  type StandingsCursor,
  type StandingsPageKey,
  TIED_ON_POINTS,
} from './leagues.loaders';
export { leagueResolvers } from './leagues.resolvers';
export {
  leaguesRoutes,
  toRestCompetitionColumns,
  toRestLadderTeam,
  toRestLeague,
  toRestLeagueCard,
  toRestLeaguePage,
} from './leagues.routes';
export {
  type CreateLadderInput,
  LADDER_NAME_MAX,
  ladderManagerService,
  type LadderSettingsInput,
  normalizeLadderName,
} from './leagues.manager';
export {
  assertCanConfigure,
  assertCanManage,
  assertCanModerate,
  assertLadderRight,
  canCreateLadders,
  ladderAnnouncementRule,
  type LadderRights,
  ladderRights,
} from './leagues.permissions';
export { type LeagueEventKind, type LeagueEventModel, type LeagueEventPayload, leagueTopic, publishLeagueEvent } from './leagues.events';
export { ladderPoints, recordLadderResult, type LadderResult } from './leagues.standings';
