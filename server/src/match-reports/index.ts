/** The match-reports domain's public surface (issue 26: team reports and disputes): the composition root imports only this file. */
export { DisputePost, MatchDispute, MatchReport, matchReportEntities } from './match-reports.entities';
export {
  AUTO_CONFIRM_JOB,
  autoConfirmKey,
  type MatchReportsModel,
  type MatchReportStatus,
  matchReportJobs,
  matchReportsService,
  type ReportingMode,
} from './match-reports.service';
export { createMatchReportLoaders } from './match-reports.loaders';
export { matchReportsResolvers } from './match-reports.resolvers';
export { matchReportsRoutes } from './match-reports.routes';
