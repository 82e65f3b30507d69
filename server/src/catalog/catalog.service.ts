import type { RequestContext } from '../core/context';
import { getEntityOrThrow, optionalRef } from '../core/entities';
import { existingReference } from '../core/input';
import { Messages } from '../core/messages';
import { Game, Genre, Platform, Region } from './catalog.entities';

/** Reference data: games (with their metric definitions), platforms, regions and genres. Public reads. */
export const catalogService = {
  listGames(ctx: RequestContext) {
    return ctx.db.getRepository(Game).find({ order: { title: 'ASC' } });
  },
  getGame(ctx: RequestContext, id: string) {
    return getEntityOrThrow(ctx, Game, id, 'Game');
  },
  listPlatforms(ctx: RequestContext) {
    return ctx.db.getRepository(Platform).find({ order: { title: 'ASC' } });
  },
  listRegions(ctx: RequestContext) {
    return ctx.db.getRepository(Region).find({ order: { title: 'ASC' } });
  },
  listGenres(ctx: RequestContext) {
    return ctx.db.getRepository(Genre).find({ order: { title: 'ASC' } });
  },
  /** The reference a row points at (game_id, platform_id, ...): batched through the request's loaders; null when unset. */
  gameOf: (ctx: RequestContext, id: string | null | undefined) => optionalRef(ctx.loaders.gameById, id),
  platformOf: (ctx: RequestContext, id: string | null | undefined) => optionalRef(ctx.loaders.platformById, id),
  regionOf: (ctx: RequestContext, id: string | null | undefined) => optionalRef(ctx.loaders.regionById, id),
  genreOf: (ctx: RequestContext, id: string | null | undefined) => optionalRef(ctx.loaders.genreById, id),
  /** The platform, game and region a ladder or tournament is created for: each must exist (refused on its own field). */
  async platformGameRegion(ctx: RequestContext, input: { platformId: unknown; gameId: unknown; regionId: unknown }) {
    const platformId = await existingReference(input.platformId, 'platformId', Messages.platformInvalid, (id) => ctx.loaders.platformById.load(id));
    const gameId = await existingReference(input.gameId, 'gameId', Messages.gameInvalid, (id) => ctx.loaders.gameById.load(id));
    const regionId = await existingReference(input.regionId, 'regionId', Messages.regionInvalid, (id) => ctx.loaders.regionById.load(id));
    return { platformId, gameId, regionId };
  },
};
