import { Router } from 'express';
import { contextOf } from '../core/http';
import type { Game, Genre, Platform, Region } from './catalog.entities';
import { catalogService } from './catalog.service';

/** The REST facade speaks the spec's field names; GraphQL speaks camelCase over the same service. */
export const toRestGame = (g: Game) => ({
  game_id: g.id,
  game_title: g.title,
  game_image: g.image,
  game_genre_id: g.genreId,
  metrics: g.metrics,
});
export const toRestPlatform = (p: Platform) => ({ platform_id: p.id, platform_title: p.title, platform_pic: p.picture });
export const toRestRegion = (r: Region) => ({ region_id: r.id, region_title: r.title });
export const toRestGenre = (g: Genre) => ({ genre_id: g.id, genre_title: g.title });

export function catalogRoutes(): Router {
  const router = Router();
  router.get('/comp/get-games', async (req, res) => {
    res.json((await catalogService.listGames(contextOf(req))).map(toRestGame));
  });
  router.get('/comp/get-one-game/:gameId', async (req, res) => {
    res.json([toRestGame(await catalogService.getGame(contextOf(req), req.params.gameId))]);
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
