import type { Resolvers } from '../generated/resolvers';
import { catalogService } from './catalog.service';

export const catalogResolvers: Resolvers = {
  Query: {
    games: (_, __, ctx) => catalogService.listGames(ctx),
    game: (_, { id }, ctx) => catalogService.getGame(ctx, id),
    platforms: (_, __, ctx) => catalogService.listPlatforms(ctx),
    regions: (_, __, ctx) => catalogService.listRegions(ctx),
    genres: (_, __, ctx) => catalogService.listGenres(ctx),
  },
  Game: {
    genre: (game, _, ctx) => catalogService.genreOf(ctx, game.genreId),
  },
};
