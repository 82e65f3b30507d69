import { Router } from 'express';
import type { RequestContext } from '../core/context';
import { contextOf } from '../core/http';
import type { Game, Genre, Platform, Region } from './catalog.entities';
import { catalogService } from './catalog.service';

export const toRestGenre = (g: Genre) => ({ genre_id: g.id, genre_title: g.title });

/** Games in the spec's names, each with its genre (doc 1's Game lists genre): one batched read of the genres. */
async function toRestGames(ctx: RequestContext, games: Game[]) {
  const genres = await Promise.all(games.map((g) => catalogService.genreOf(ctx, g.genreId)));
  return games.map((g, i) => toRestGame(g, genres[i]));
}

/** The REST facade speaks the spec's field names; GraphQL speaks camelCase over the same service. */
export const toRestGame = (g: Game, genre: Genre | null) => ({
  game_id: g.id,
  game_title: g.title,
  game_image: g.image,
  genre: genre && toRestGenre(genre),
  game_genre_id: g.genreId,
  metrics: g.metrics,
});
export const toRestPlatform = (p: Platform) => ({ platform_id: p.id, platform_title: p.title, platform_pic: p.picture });
export const toRestRegion = (r: Region) => ({ region_id: r.id, region_title: r.title });

export function catalogRoutes(): Router {
  const router = Router();
  router.get('/comp/get-games', async (req, res) => {
    const ctx = contextOf(req);
    res.json(await toRestGames(ctx, await catalogService.listGames(ctx)));
  });
  router.get('/comp/get-one-game/:gameId', async (req, res) => {
    const ctx = contextOf(req);
    res.json(await toRestGames(ctx, [await catalogService.getGame(ctx, req.params.gameId)]));
  });
  router.get('/comp/get-platforms', async (req, res) => {
    res.json((await catalogService.listPlatforms(contextOf(req))).map(toRestPlatform));
  });
  router.get('/comp/get-regions', async (req, res) => {
    res.json((await catalogService.listRegions(contextOf(req))).map(toRestRegion));
  });
  router.get('/comp/get-genres', async (req, res) => {
    res.json((await catalogService.listGenres(contextOf(req))).map(toRestGenre));
  });
  return router;
}
