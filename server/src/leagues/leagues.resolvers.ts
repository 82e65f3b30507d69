import { catalogService } from '../catalog';
import { commentsService } from '../comments';
import type { Resolvers } from '../generated/resolvers';
import { organizersService } from '../organizers';
import { teamsService } from '../teams';
import { usersService } from '../users';
import { leaguesService } from './leagues.service';

export const leagueResolvers: Resolvers = {
  LeagueStatus: { ACTIVE: 'active', INACTIVE: 'inactive' },
  ParticipantStatus: { PENDING: 'pending', APPROVED: 'approved', DECLINED: 'declined' },
  Query: {
    league: (_, { param }, ctx) => leaguesService.getLeague(ctx, param),
    leagues: (_, args, ctx) => leaguesService.listLeagues(ctx, args),
  },
  League: {
    organizer: (league, _, ctx) => organizersService.byId(ctx, league.organizerId),
    creatorId: (league) => league.userId,
    creator: (league, _, ctx) => usersService.byId(ctx, league.userId),
    parentLeague: (league, _, ctx) => leaguesService.getLeagueById(ctx, league.parentLeagueId),
    game: (league, _, ctx) => catalogService.gameOf(ctx, league.gameId),
    platform: (league, _, ctx) => catalogService.platformOf(ctx, league.platformId),
    region: (league, _, ctx) => catalogService.regionOf(ctx, league.regionId),
    genre: (league, _, ctx) => catalogService.genreOf(ctx, league.genreId),
    teamCount: (league, _, ctx) => leaguesService.teamCount(ctx, league),
    announcementWall: async (league, _, ctx) => commentsService.wallOrNull(ctx, (await leaguesService.page(ctx, league))?.announcementWallId),
    scoringRules: async (league, _, ctx) => (await leaguesService.page(ctx, league))?.scoringRules ?? [],
    standings: (league, _, ctx) => leaguesService.standings(ctx, league),
    participants: (league, { status }, ctx) => leaguesService.participants(ctx, league, status),
  },
  LeagueParticipant: {
    team: (participant, _, ctx) => teamsService.byId(ctx, participant.teamId),
    league: (participant, _, ctx) => leaguesService.existing(ctx, participant.leagueId),
    joinedAt: (participant) => participant.createdAt.toISOString(),
  },
  StandingsEntry: {
    team: (standing, _, ctx) => teamsService.byId(ctx, standing.teamId),
  },
  Organizer: {
    leagues: (organizer, _, ctx) => leaguesService.ofOrganizer(ctx, organizer.id),
  },
};
