import { catalogTagResolvers } from '../catalog';
import { commentsService } from '../comments';
import type { Resolvers } from '../generated/resolvers';
import { organizersService } from '../organizers';
import { teamsService } from '../teams';
import { usersService } from '../users';
import type { LeagueEventModel } from './leagues.events';
import { ladderManagerService } from './leagues.manager';
import { ladderRights } from './leagues.permissions';
import { leaguesService } from './leagues.service';

export const leagueResolvers: Resolvers = {
  LeagueStatus: { ACTIVE: 'active', INACTIVE: 'inactive' },
  ParticipantStatus: { PENDING: 'pending', APPROVED: 'approved', DECLINED: 'declined', INACTIVE: 'inactive' },
  JoinState: {
    USER_STAFF: 'user-staff',
    TEAM_JOINED: 'team-joined',
    CAN_JOIN: 'can-join',
    NOT_AUTHORIZED: 'not-authorized',
    NEED_TEAM: 'need-team',
    DEFAULT: 'default',
  },
  EntryDecision: { APPROVE: 'approve', DECLINE: 'decline', KICK: 'kick' },
  LeagueEventKind: { TEAMS: 'teams', SCHEDULE: 'schedule', STANDINGS: 'standings', SETTINGS: 'settings' },
  Mutation: {
    createLadder: (_, { input }, ctx) => ladderManagerService.create(ctx, input),
    toggleLadderStatus: (_, { leagueId }, ctx) => ladderManagerService.toggleStatus(ctx, leagueId),
    updateLadderSettings: (_, { leagueId, input }, ctx) => ladderManagerService.updateSettings(ctx, leagueId, input),
    updateLadderMetrics: (_, { leagueId, metrics }, ctx) => ladderManagerService.updateMetrics(ctx, leagueId, metrics),
    joinLadder: (_, { leagueId, teamId }, ctx) => ladderManagerService.join(ctx, leagueId, teamId),
    inviteTeamToLadder: (_, { leagueId, team }, ctx) => ladderManagerService.inviteTeam(ctx, leagueId, team),
    decideLadderTeam: (_, { leagueId, teamId, decision }, ctx) => ladderManagerService.decide(ctx, leagueId, teamId, decision),
    cancelLadderEntry: (_, { leagueId, teamId }, ctx) => ladderManagerService.cancelEntry(ctx, leagueId, teamId),
  },
  Subscription: {
    leagueEvents: {
      subscribe: (_, { leagueId }, ctx) => leaguesService.watch(ctx, leagueId),
      resolve: (event: LeagueEventModel) => event,
    },
  },
  // What changed travels with the event (read once per event for every subscriber), so no viewer refetches.
  LeagueEvent: {
    standingsPage: (event, args, ctx) => (event.kind === 'standings' || event.kind === 'teams' ? leaguesService.standingsPage(ctx, event.league, args) : null),
    page: (event) => (event.kind === 'teams' || event.kind === 'settings' ? event.league : null),
  },
  Query: {
    league: (_, { param }, ctx) => leaguesService.getLeague(ctx, param),
    leagues: (_, args, ctx) => leaguesService.listLeagues(ctx, args),
  },
  League: {
    organizer: (league, _, ctx) => organizersService.byId(ctx, league.organizerId),
    creatorId: (league) => league.userId,
    creator: (league, _, ctx) => usersService.byId(ctx, league.userId),
    parentLeague: (league, _, ctx) => leaguesService.getLeagueById(ctx, league.parentLeagueId),
    ...catalogTagResolvers,
    teamCount: (league, _, ctx) => leaguesService.teamCount(ctx, league),
    pendingTeamCount: (league, _, ctx) => leaguesService.pendingTeamCount(ctx, league),
    announcementWall: async (league, _, ctx) => commentsService.wallOrNull(ctx, (await leaguesService.page(ctx, league))?.announcementWallId),
    scoringRules: async (league, _, ctx) => (await leaguesService.page(ctx, league))?.scoringRules ?? [],
    standings: (league, _, ctx) => leaguesService.standings(ctx, league),
    standingsPage: (league, args, ctx) => leaguesService.standingsPage(ctx, league, args),
    participants: (league, { status, first }, ctx) => leaguesService.participants(ctx, league, status, first),
    metrics: (league, _, ctx) => ladderManagerService.metrics(ctx, league),
    // Generated ResolversTypes types enums as null (enumValues with enumsAsTypes): the stored value is the mapped one.
    viewerJoinState: (league, _, ctx) => ladderManagerService.joinState(ctx, league) as never,
    viewerJoinableTeams: (league, _, ctx) => ladderManagerService.joinableTeams(ctx, league),
    viewerPendingEntries: (league, _, ctx) => ladderManagerService.viewerPendingEntries(ctx, league),
    viewerIsStaff: async (league, _, ctx) => (await ladderRights(ctx, league)).isStaff,
    viewerCanManage: async (league, _, ctx) => (await ladderRights(ctx, league)).canManage,
    viewerCanSchedule: async (league, _, ctx) => (await ladderRights(ctx, league)).canSchedule,
    viewerCanReport: async (league, _, ctx) => (await ladderRights(ctx, league)).canReport,
    viewerCanModerate: async (league, _, ctx) => (await ladderRights(ctx, league)).canModerate,
    viewerCanEditSettings: async (league, _, ctx) => (await ladderRights(ctx, league)).canEditSettings,
    viewerCanEditScoreSettings: async (league, _, ctx) => (await ladderRights(ctx, league)).canEditScoreSettings,
  },
  LeagueParticipant: {
    invitedBy: (participant, _, ctx) => usersService.byId(ctx, participant.invitedById),
    team: (participant, _, ctx) => teamsService.byId(ctx, participant.teamId),
    league: (participant, _, ctx) => leaguesService.existing(ctx, participant.leagueId),
    joinedAt: (participant) => participant.createdAt.toISOString(),
  },
  StandingsEntry: {
    team: (standing, _, ctx) => teamsService.byId(ctx, standing.teamId),
    played: (standing) => standing.wins + standing.losses + standing.draws,
  },
  Notification: {
    league: (notification, _, ctx) => leaguesService.getLeagueById(ctx, notification.leagueId),
  },
  Organizer: {
    leagues: (organizer, _, ctx) => leaguesService.ofOrganizer(ctx, organizer.id),
  },
};
