import type { Resolvers } from '../generated/resolvers';
import { matchesService } from '../matches';
import { teamsService } from '../teams';
import { usersService } from '../users';
import { matchReportsService } from './match-reports.service';

export const matchReportsResolvers: Resolvers = {
  ReportingMode: { STAFF: 'staff', TEAMS: 'teams' },
  MatchReportStatus: { AWAITING: 'awaiting', CONFIRMED: 'confirmed', DISPUTED: 'disputed', RESOLVED: 'resolved' },
  Query: {
    matchReports: (_, { matchId }, ctx) => matchReportsService.get(ctx, matchId),
    organizerDisputes: (_, { organizerId }, ctx) => matchReportsService.organizerDisputes(ctx, organizerId),
  },
  Mutation: {
    updateLeagueReportingMode: (_, { leagueId, reportingMode, confirmWindowHours }, ctx) =>
      matchReportsService.updateLeagueMode(ctx, leagueId, reportingMode, confirmWindowHours),
    updateTournamentReportingMode: (_, { tournamentId, reportingMode, confirmWindowHours }, ctx) =>
      matchReportsService.updateTournamentMode(ctx, tournamentId, reportingMode, confirmWindowHours),
    reportMatchResult: (_, { matchId, teamId, scores }, ctx) => matchReportsService.report(ctx, matchId, teamId, scores),
    addDisputeEvidence: (_, { matchId, link, text }, ctx) => matchReportsService.addEvidence(ctx, matchId, { link, text }),
    postDisputeMessage: (_, { matchId, text }, ctx) => matchReportsService.postMessage(ctx, matchId, text),
    resolveDispute: (_, { matchId, chosenTeamId, scores, reason }, ctx) => matchReportsService.resolve(ctx, matchId, { chosenTeamId, scores, reason }),
  },
  Match: {
    reports: (match, _, ctx) => matchReportsService.of(ctx, match),
    // Enum results are typed null by codegen (enumsAsTypes with enumValues); the enum resolver maps the stored value.
    reportStatus: (match, _, ctx) => matchReportsService.statusOf(ctx, match) as never,
  },
  Organizer: {
    disputes: (organizer, _, ctx) => matchReportsService.organizerDisputes(ctx, organizer.id),
  },
  MatchReports: {
    matchId: (model) => model.match.id,
    awaitingTeam: (model, _, ctx) => teamsService.byIdOrNull(ctx, model.awaitingTeamId),
    confirmDeadline: (model) => model.confirmDeadline?.toISOString() ?? null,
  },
  MatchReport: {
    team: (report, _, ctx) => teamsService.byIdOrNull(ctx, report.teamId),
    reportedBy: (report, _, ctx) => usersService.byId(ctx, report.reportedById),
    createdAt: (report) => report.createdAt.toISOString(),
    updatedAt: (report) => report.updatedAt.toISOString(),
  },
  ReportedTeamScore: {
    team: (score, _, ctx) => teamsService.byIdOrNull(ctx, score.teamId),
  },
  MatchDispute: {
    match: (dispute, _, ctx) => matchesService.getMatch(ctx, dispute.matchId),
    openedAt: (dispute) => dispute.openedAt.toISOString(),
    waitingSeconds: (dispute) => matchReportsService.waitingSeconds(dispute),
    evidence: (dispute, _, ctx) => matchReportsService.posts(ctx, dispute, 'evidence'),
    thread: (dispute, _, ctx) => matchReportsService.posts(ctx, dispute, 'message'),
    resolution: (dispute) =>
      dispute.resolvedAt && dispute.resolvedById
        ? { resolvedById: dispute.resolvedById, chosenTeamId: dispute.chosenTeamId, reason: dispute.reason ?? '', resolvedAt: dispute.resolvedAt.toISOString() }
        : null,
  },
  DisputeResolution: {
    resolvedBy: (resolution, _, ctx) => usersService.byId(ctx, resolution.resolvedById),
    chosenTeam: (resolution, _, ctx) => teamsService.byIdOrNull(ctx, resolution.chosenTeamId ?? null),
  },
  DisputeEvidence: {
    author: (post, _, ctx) => usersService.byId(ctx, post.authorId),
    createdAt: (post) => post.createdAt.toISOString(),
  },
  DisputeMessage: {
    author: (post, _, ctx) => usersService.byId(ctx, post.authorId),
    createdAt: (post) => post.createdAt.toISOString(),
  },
};
