import type { RequestContext } from '../core/context';
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

/** The catalog ids a ladder, a match or a tournament is tagged with. */
interface CatalogTagged {
  gameId: string | null;
  platformId: string | null;
  regionId: string | null;
  genreId: string | null;
}

/** The game, platform, region and genre fields of a type tagged with catalog ids (League, Match, Tournament). */
export const catalogTagResolvers = {
  game: (row: CatalogTagged, _: unknown, ctx: RequestContext) => catalogService.gameOf(ctx, row.gameId),
  platform: (row: CatalogTagged, _: unknown, ctx: RequestContext) => catalogService.platformOf(ctx, row.platformId),
  region: (row: CatalogTagged, _: unknown, ctx: RequestContext) => catalogService.regionOf(ctx, row.regionId),
  genre: (row: CatalogTagged, _: unknown, ctx: RequestContext) => catalogService.genreOf(ctx, row.genreId),
};
