import type { Resolvers } from '../generated/resolvers';
import { selectedFieldArgs } from '../core/lookahead';
import { leaderboardsService } from './leaderboards.service';

export const leaderboardsResolvers: Resolvers = {
  Query: {
    leaderboards: (_, filter, ctx) => leaderboardsService.list(ctx, filter),
    // What the operation asks of the board is read with it (lookahead): the leaderboard page is one statement.
    leaderboard: (_, filter, ctx, info) =>
      leaderboardsService.globalBoard(ctx, filter, { entries: selectedFieldArgs(info, 'entries'), viewerEntry: selectedFieldArgs(info, 'viewerEntry') }),
  },
  Leaderboard: {
    region: (board, _, ctx) => leaderboardsService.region(ctx, board),
    genre: (board, _, ctx) => leaderboardsService.genre(ctx, board),
    game: (board, _, ctx) => leaderboardsService.game(ctx, board),
    entries: (board, args, ctx) => leaderboardsService.entries(ctx, board, args),
    viewerEntry: (board, { orderBy }, ctx) => leaderboardsService.viewerEntry(ctx, board, orderBy),
    entryCount: (board, _, ctx) => leaderboardsService.entryCount(ctx, board),
    followedEntryCount: (board, _, ctx) => leaderboardsService.followedEntryCount(ctx, board),
  },
  LeaderboardEntry: {
    user: (entry, _, ctx) => leaderboardsService.user(ctx, entry),
    team: (entry, _, ctx) => leaderboardsService.team(ctx, entry),
  },
  LeaderboardKind: { USER: 'user', TEAM: 'team' },
  LeaderboardScope: { GLOBAL: 'global', LEAGUE: 'league', TOURNAMENT: 'tournament' },
  LeaderboardOrder: { SCORE: 'score', WINS: 'wins', RATING: 'rating' },
  User: {
    ratingHistory: (user, _, ctx) => leaderboardsService.ratingHistory(ctx, user.id),
  },
};
