import type { Resolvers } from '../generated/resolvers';
import { catalogTagResolvers } from '../catalog';
import { commentsService } from '../comments';
import { matchesService } from '../matches';
import { organizersService } from '../organizers';
import { teamsService } from '../teams';
import { usersService } from '../users';
import { tournamentCorrectionsService } from './tournaments.corrections';
import type { TournamentEventModel } from './tournaments.events';
import { isCheckInOpen, tournamentManagerService, tournamentRights } from './tournaments.manager';
import { tournamentsService } from './tournaments.service';
import { tournamentSettingsService } from './tournaments.settings';
import { tournamentStagesService } from './tournaments.stages';

export const tournamentResolvers: Resolvers = {
  TournamentStatus: { REGISTRATION: 'registration', IN_PROGRESS: 'in_progress', COMPLETED: 'completed' },
  BracketNodeStatus: { PENDING: 'pending', READY: 'ready', COMPLETED: 'completed', BYE: 'bye' },
  TournamentFormat: { SINGLE_ELIMINATION: 'single_elimination', DOUBLE_ELIMINATION: 'double_elimination', ROUND_ROBIN: 'round_robin', SWISS: 'swiss' },
  BracketSide: { WINNERS: 'winners', LOSERS: 'losers', GRAND_FINAL: 'grand_final', THIRD_PLACE: 'third_place', ROUND_ROBIN: 'round_robin', SWISS: 'swiss' },
  SeedingMethod: { LADDER_STANDING: 'ladder_standing', SKILL_RATING: 'skill_rating', JOIN_ORDER: 'join_order' },
  TournamentEventKind: { TEAMS: 'teams', SEEDING: 'seeding', STARTED: 'started', BRACKET: 'bracket', COMPLETED: 'completed' },
  StageStatus: { PENDING: 'pending', IN_PROGRESS: 'in_progress', COMPLETED: 'completed' },
  StageSeeding: { CROSS_GROUP: 'cross_group', STANDING: 'standing' },
  Tiebreaker: {
    POINTS: 'points',
    HEAD_TO_HEAD: 'head_to_head',
    DIFFERENTIAL: 'differential',
    METRIC_TOTALS: 'metric_totals',
    BUCHHOLZ: 'buchholz',
    SONNEBORN_BERGER: 'sonneborn_berger',
    SEED: 'seed',
  },
  Query: {
    tournament: (_, { id }, ctx) => tournamentsService.getTournament(ctx, id),
    tournaments: (_, args, ctx) => tournamentsService.list(ctx, args),
    tournamentStage: async (_, { tournamentId, stageNumber }, ctx) => tournamentStagesService.stage(ctx, await tournamentsService.getTournament(ctx, tournamentId), stageNumber),
    previewNextStage: (_, { tournamentId }, ctx) => tournamentStagesService.previewNext(ctx, tournamentId),
  },
  Mutation: {
    createTournament: (_, { input }, ctx) => tournamentManagerService.create(ctx, input),
    joinTournament: (_, { tournamentId, teamId }, ctx) => tournamentManagerService.join(ctx, tournamentId, teamId),
    decideTournamentTeam: (_, { tournamentId, teamId, decision }, ctx) => tournamentManagerService.decide(ctx, tournamentId, teamId, decision),
    cancelTournamentEntry: (_, { tournamentId, teamId }, ctx) => tournamentManagerService.cancelEntry(ctx, tournamentId, teamId),
    checkInTournament: (_, { tournamentId, teamId }, ctx) => tournamentManagerService.checkIn(ctx, tournamentId, teamId),
    seedTournament: (_, { tournamentId, method }, ctx) => tournamentManagerService.seed(ctx, tournamentId, method),
    saveTournamentSeeding: (_, { tournamentId, slots }, ctx) => tournamentManagerService.saveSeeding(ctx, tournamentId, slots),
    startTournament: (_, { tournamentId }, ctx) => tournamentManagerService.start(ctx, tournamentId),
    updateTournamentSettings: (_, { tournamentId, input }, ctx) => tournamentSettingsService.update(ctx, tournamentId, input),
    previewResultCorrection: (_, { matchId, scores }, ctx) => tournamentCorrectionsService.preview(ctx, matchId, scores),
    correctMatchResult: (_, { matchId, scores, confirmLaterStages }, ctx) => tournamentCorrectionsService.correct(ctx, matchId, scores, confirmLaterStages ?? false),
    advanceStage: (_, { tournamentId }, ctx) => tournamentStagesService.advance(ctx, tournamentId),
    decideStageTie: (_, { tournamentId, stageNumber, teamIds }, ctx) => tournamentStagesService.decideTie(ctx, tournamentId, stageNumber, teamIds),
  },
  Subscription: {
    tournamentEvents: {
      subscribe: (_, { tournamentId }, ctx) => tournamentsService.watch(ctx, tournamentId),
      resolve: (event: TournamentEventModel) => event,
    },
  },
  Tournament: {
    organizer: (t, _, ctx) => organizersService.byId(ctx, t.organizerId),
    ...catalogTagResolvers,
    commentWall: async (t, _, ctx) => commentsService.wallOrNull(ctx, (await tournamentsService.page(ctx, t))?.commentWallId),
    participants: (t, { status }, ctx) => tournamentsService.participants(ctx, t, status),
    bracket: (t, _, ctx) => tournamentsService.bracket(ctx, t),
    startTime: (t) => t.startTime?.toISOString() ?? null,
    checkInOpen: (t) => isCheckInOpen(t),
    winner: (t, _, ctx) => teamsService.byIdOrNull(ctx, t.winnerTeamId),
    // Generated ResolversTypes types enums as null (enumValues with enumsAsTypes): the stored value is the mapped one.
    viewerJoinState: (t, _, ctx) => tournamentManagerService.joinState(ctx, t) as never,
    viewerJoinableTeams: (t, _, ctx) => tournamentManagerService.joinableTeams(ctx, t),
    viewerPendingEntries: (t, _, ctx) => tournamentManagerService.viewerPendingEntries(ctx, t),
    viewerCanManage: async (t, _, ctx) => (await tournamentRights(ctx, t)).canManage,
    viewerCanModerate: async (t, _, ctx) => (await tournamentRights(ctx, t)).canModerate,
    viewerCanSchedule: async (t, _, ctx) => (await tournamentRights(ctx, t)).canSchedule,
    viewerCanReport: async (t, _, ctx) => (await tournamentRights(ctx, t)).canReport,
    viewerCanEditSettings: async (t, _, ctx) => (await tournamentRights(ctx, t)).canEditSettings,
    viewerIsStaff: async (t, _, ctx) => (await tournamentRights(ctx, t)).isStaff,
    viewerCheckInTeams: (t, _, ctx) => tournamentManagerService.checkInTeams(ctx, t),
    corrections: (t, _, ctx) => tournamentsService.corrections(ctx, t),
    stages: (t, _, ctx) => tournamentStagesService.stages(ctx, t),
  },
  TournamentStage: {
    // Enums map to the stored lower-case values (see the enum resolvers above).
    kind: (s) => s.kind as never,
    status: (s) => s.status as never,
    seeding: (s) => s.seeding as never,
    tiebreakers: (s) => s.tiebreakers as never,
    entrants: async (s, _, ctx) => (await Promise.all(s.entrantIds.map((id) => teamsService.byIdOrNull(ctx, id)))).filter((t) => t !== null),
    standings: async (s, _, ctx) => tournamentStagesService.standings(ctx, await tournamentsService.existing(ctx, s.tournamentId), s),
    nodes: async (s, _, ctx) => tournamentStagesService.nodes(ctx, await tournamentsService.existing(ctx, s.tournamentId), s),
  },
  StageStandingRow: {
    groupNumber: (r) => r.group,
    team: (r, _, ctx) => teamsService.byId(ctx, r.teamId),
    unresolvedWith: (r, _, ctx) => Promise.all(r.unresolvedWith.map((id) => teamsService.byId(ctx, id))),
  },
  StageTie: {
    teams: (t, _, ctx) => Promise.all(t.teamIds.map((id) => teamsService.byId(ctx, id))),
  },
  NextStagePreview: {
    entrants: (p, _, ctx) => Promise.all(p.entrantIds.map((id) => teamsService.byId(ctx, id))),
  },
  TournamentParticipant: {
    team: (p, _, ctx) => teamsService.byId(ctx, p.teamId),
    tournament: (p, _, ctx) => tournamentsService.existing(ctx, p.tournamentId),
    joinedAt: (p) => p.createdAt.toISOString(),
    checkedInAt: (p) => p.checkedInAt?.toISOString() ?? null,
  },
  Bracket: {
    tournament: (b, _, ctx) => tournamentsService.existing(ctx, b.tournamentId),
    nodes: (b, _, ctx) => tournamentsService.nodes(ctx, b),
    isPreview: (b) => b.previewNodes !== undefined,
  },
  BracketNode: {
    match: (node, _, ctx) => matchesService.getMatchById(ctx, node.matchId),
    participant1: (node, _, ctx) => teamsService.byIdOrNull(ctx, node.participant1Id),
    participant2: (node, _, ctx) => teamsService.byIdOrNull(ctx, node.participant2Id),
    winner: (node, _, ctx) => teamsService.byIdOrNull(ctx, node.winnerTeamId),
  },
  CorrectionChange: {
    team: (c, _, ctx) => teamsService.byIdOrNull(ctx, c.teamId),
    user: (c, _, ctx) => (c.userId ? usersService.byId(ctx, c.userId) : null),
  },
  ResultCorrection: {
    match: async (c, _, ctx) => (await matchesService.getMatchById(ctx, c.matchId))!,
    correctedBy: (c, _, ctx) => (c.correctedById ? usersService.byId(ctx, c.correctedById) : null),
    correctedAt: (c) => c.correctedAt.toISOString(),
  },
  Match: {
    tournament: (match, _, ctx) => tournamentsService.getTournamentById(ctx, match.tournamentId),
  },
  Organizer: {
    tournaments: (organizer, _, ctx) => tournamentsService.ofOrganizer(ctx, organizer),
  },
  Notification: {
    tournament: (n, _, ctx) => tournamentsService.getTournamentById(ctx, n.tournamentId),
  },
};
