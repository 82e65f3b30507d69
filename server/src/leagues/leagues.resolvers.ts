import type { RequestContext } from '../core/context';
import type { Resolvers } from '../generated/resolvers';
import { competitionRefs } from './competition.refs';
import type { League, LeaguePage } from './leagues.entities';
import { leaguesService } from './leagues.service';

/** A League field read from its page row (null until the page exists). */
const pageField =
  <K extends keyof LeaguePage>(key: K) =>
  async (league: League, _args: unknown, ctx: RequestContext) =>
    (await leaguesService.page(ctx, league))?.[key] ?? null;

export const leagueResolvers: Resolvers = {
  LeagueStatus: { ACTIVE: 'active', INACTIVE: 'inactive' },
  ParticipantStatus: { PENDING: 'pending', APPROVED: 'approved', DECLINED: 'declined' },
  Query: {
    league: (_, { param }, ctx) => leaguesService.getLeague(ctx, param),
    leagues: (_, args, ctx) => leaguesService.listLeagues(ctx, args),
  },
  League: {
    organizer: (league, _, ctx) => competitionRefs.organizer(ctx, league.organizerId),
    creatorId: (league) => league.userId,
    creator: (league, _, ctx) => competitionRefs.userOrNull(ctx, league.userId),
    parentLeague: (league, _, ctx) => leaguesService.getLeagueById(ctx, league.parentLeagueId),
    game: (league, _, ctx) => (league.gameId ? ctx.loaders.gameById.load(league.gameId) : null),
    platform: (league, _, ctx) => (league.platformId ? ctx.loaders.platformById.load(league.platformId) : null),
    region: (league, _, ctx) => (league.regionId ? ctx.loaders.regionById.load(league.regionId) : null),
    genre: (league, _, ctx) => (league.genreId ? ctx.loaders.genreById.load(league.genreId) : null),
    teamCount: (league, _, ctx) => leaguesService.teamCount(ctx, league),
    bio: pageField('bio'),
    banner: pageField('banner'),
    profilePicture: pageField('profilePicture'),
    videoUrl: pageField('videoUrl'),
    rules: pageField('rules'),
    prize: pageField('prize'),
    settings: pageField('settings'),
    announcementWallId: pageField('announcementWallId'),
    announcementWall: async (league, _, ctx) =>
      competitionRefs.commentWallOrNull(ctx, (await leaguesService.page(ctx, league))?.announcementWallId ?? null),
    scoringRules: async (league, _, ctx) => (await leaguesService.page(ctx, league))?.scoringRules ?? [],
    standings: (league, _, ctx) => leaguesService.standings(ctx, league),
    participants: (league, { status }, ctx) => leaguesService.participants(ctx, league, status),
    matches: (league, args, ctx) => leaguesService.matches(ctx, league, args),
  },
  LeagueParticipant: {
    team: (participant, _, ctx) => competitionRefs.team(ctx, participant.teamId),
    league: (participant, _, ctx) => competitionRefs.league(ctx, participant.leagueId),
    joinedAt: (participant) => participant.createdAt.toISOString(),
  },
  StandingsEntry: {
    team: (standing, _, ctx) => competitionRefs.team(ctx, standing.teamId),
  },
};
