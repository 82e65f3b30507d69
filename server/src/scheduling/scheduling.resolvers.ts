import type { Resolvers } from '../generated/resolvers';
import { teamsService } from '../teams';
import { usersService } from '../users';
import { rescheduleService, shownStatus } from './reschedule.service';
import { schedulingService } from './scheduling.service';
import { hhmm } from './zones';

export const schedulingResolvers: Resolvers = {
  RescheduleStatus: { PENDING: 'pending', ACCEPTED: 'accepted', DECLINED: 'declined', SUPERSEDED: 'superseded', OVERRIDDEN: 'overridden', EXPIRED: 'expired' },
  Query: {
    teamAvailability: (_, { teamId }, ctx) => schedulingService.availability(ctx, teamId),
    suggestMatchTimes: async (_, { leagueId, teamA, teamB, first }, ctx) => (await schedulingService.suggest(ctx, leagueId, teamA, teamB, first)).map((at) => at.toISOString()),
  },
  Mutation: {
    proposeReschedule: (_, { matchId, times }, ctx) => rescheduleService.propose(ctx, matchId, times),
    answerReschedule: (_, { proposalId, acceptedTime, decline }, ctx) => rescheduleService.answer(ctx, proposalId, acceptedTime, decline),
    moveMatch: (_, { matchId, scheduledTime }, ctx) => rescheduleService.move(ctx, matchId, scheduledTime),
    updateTeamAvailability: (_, { teamId, timeZone, windows }, ctx) => schedulingService.update(ctx, teamId, timeZone, windows),
  },
  Match: {
    rescheduleProposals: (match, _, ctx) => rescheduleService.proposalsOf(ctx, match),
    viewerCanProposeReschedule: (match, _, ctx) => rescheduleService.viewerCanPropose(ctx, match),
  },
  Team: {
    availability: (team, _, ctx) => schedulingService.availabilityOf(ctx, team.id),
  },
  TeamAvailability: {
    windows: (availability) => availability.windows.map((w) => ({ weekday: w.weekday, start: hhmm(w.start), end: hhmm(w.end) })),
    viewerCanEdit: (availability, _, ctx) => schedulingService.viewerCanEdit(ctx, availability),
  },
  RescheduleProposal: {
    team: (proposal, _, ctx) => teamsService.byId(ctx, proposal.teamId),
    proposedBy: (proposal, _, ctx) => usersService.byId(ctx, proposal.proposedById),
    answeredBy: (proposal, _, ctx) => usersService.byId(ctx, proposal.answeredById),
    // Codegen types mapped enums' resolved values as null; the value is RescheduleStatus's stored form.
    status: (proposal) => shownStatus(proposal) as never,
    viewerCanAnswer: (proposal, _, ctx) => rescheduleService.viewerCanAnswer(ctx, proposal),
  },
};
