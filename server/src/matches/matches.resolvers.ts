import { catalogTagResolvers } from '../catalog';
import { commentsService } from '../comments';
import type { Resolvers } from '../generated/resolvers';
import { leaguesService } from '../leagues';
import { viewerCanManageMatch } from './matches.competitions';
import { teamsService } from '../teams';
import { usersService } from '../users';
import type { MatchEventModel } from './matches.events';
import { matchManagerService } from './matches.manager';
import { matchesService } from './matches.service';

export const matchResolvers: Resolvers = {
  MatchStatus: { SCHEDULED: 'scheduled', PENDING: 'pending', COMPLETED: 'completed', CANCELLED: 'cancelled' },
  MatchEventKind: {
    SCORES: 'scores',
    FINALIZED: 'finalized',
    UPDATED: 'updated',
    REPORT_FILED: 'report_filed',
    REPORT_CONFIRMED: 'report_confirmed',
    DISPUTED: 'disputed',
    DISPUTE_UPDATED: 'dispute_updated',
    DISPUTE_RESOLVED: 'dispute_resolved',
    AUTO_CONFIRMED: 'auto_confirmed',
    RESCHEDULE_PROPOSED: 'reschedule_proposed',
    RESCHEDULE_ACCEPTED: 'reschedule_accepted',
    RESCHEDULE_DECLINED: 'reschedule_declined',
  },
  Query: {
    match: (_, { id }, ctx) => matchesService.getMatch(ctx, id),
    liveMatches: (_, { first }, ctx) => matchesService.live(ctx, first),
  },
  User: {
    upcomingMatches: (user, { first }, ctx) => matchesService.upcomingFor(ctx, user.id, first),
  },
  Mutation: {
    scheduleMatch: (_, { leagueId, teamIds, scheduledTime, rounds }, ctx) => matchManagerService.schedule(ctx, leagueId, teamIds, scheduledTime, rounds ?? 3),
    reportMatchScores: (_, { matchId, scores, idempotencyKey }, ctx) => matchManagerService.reportScores(ctx, matchId, scores, idempotencyKey),
    finalizeMatch: (_, { matchId }, ctx) => matchManagerService.finalize(ctx, matchId),
  },
  Subscription: {
    matchEvents: {
      subscribe: (_, { matchId }, ctx) => matchesService.watch(ctx, matchId),
      resolve: (event: MatchEventModel) => event,
    },
  },
  Notification: {
    match: (notification, _, ctx) => matchesService.getMatchById(ctx, notification.matchId),
  },
  // A ladder's event names its match; matches read it (leagues sit below matches and never import them).
  LeagueEvent: {
    match: (event, _, ctx) => matchesService.getMatchById(ctx, event.matchId),
  },
  // The match a rating point came from (null once deleted): leaderboards sit below matches and never read them.
  RatingPoint: {
    match: (point, _, ctx) => matchesService.getMatchById(ctx, point.matchId),
  },
  Match: {
    league: (match, _, ctx) => leaguesService.getLeagueById(ctx, match.leagueId),
    ...catalogTagResolvers,
    createdBy: (match, _, ctx) => usersService.byId(ctx, match.createdById),
    commentWall: (match, _, ctx) => commentsService.wallOrNull(ctx, match.commentWallId),
    participants: (match, _, ctx) => matchesService.participants(ctx, match),
    winner: (match, _, ctx) => matchesService.winner(ctx, match),
    viewerCanReport: (match, _, ctx) => viewerCanManageMatch(ctx, match),
  },
  MatchParticipant: {
    team: (participant, _, ctx) => teamsService.byId(ctx, participant.teamId),
    rounds: (participant, _, ctx) => matchesService.rounds(ctx, participant),
  },
  League: {
    matches: (league, args, ctx) => matchesService.listForLeague(ctx, league.id, args),
  },
  Team: {
    recentMatches: (team, { first }, ctx) => matchesService.recentForTeam(ctx, team.id, first),
  },
};
