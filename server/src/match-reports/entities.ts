/** The match-reports domain's entity door: its TypeORM entities and their types, without its services. */
export {
  DisputePost,
  type DisputePostKind,
  MatchDispute,
  MatchReport,
  matchReportEntities,
  type ReportedRoundRow,
  type ReportedTeamScoreRow,
} from './match-reports.entities';
