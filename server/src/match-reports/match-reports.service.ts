import type { Match } from '../matches';
import type { MatchDispute, MatchReport } from './match-reports.entities';

export type ReportingMode = 'staff' | 'teams';
export type MatchReportStatus = 'awaiting' | 'confirmed' | 'disputed' | 'resolved';

/** A match's reporting as its page shows it (GraphQL MatchReports, REST get-match-reports). */
export interface MatchReportsModel {
  match: Match;
  reportingMode: ReportingMode;
  status: MatchReportStatus;
  statusText: string;
  awaitingTeamId: string | null;
  confirmDeadline: Date | null;
  reports: MatchReport[];
  dispute: MatchDispute | null;
  viewerTeamId: string | null;
  viewerCanReport: boolean;
  viewerCanResolve: boolean;
  viewerCanPostToDispute: boolean;
}
