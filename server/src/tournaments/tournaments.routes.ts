import { Router } from 'express';
import { contextOf } from '../core/http';
import type { Tournament, TournamentPage } from './tournaments.entities';
import { tournamentsService } from './tournaments.service';

/** A tournament card: the tournament with its page pictures and bio. */
export const toRestTourneyCard = ({ tournament, page }: { tournament: Tournament; page: TournamentPage | null }) => ({
  tournament_id: tournament.id,
  tourney_name: tournament.name,
  organizer_id: tournament.organizerId,
  tourney_size: tournament.size,
  status: tournament.status,
  start_date: tournament.startDate,
  game_id: tournament.gameId,
  region_id: tournament.regionId,
  platform_id: tournament.platformId,
  game_genre_id: tournament.genreId,
  lg_leaderboard_id: tournament.leaderboardId,
  tourney_banner: page?.banner ?? null,
  tourney_profile_pic: page?.profilePicture ?? null,
  tourney_bio: page?.bio ?? null,
});

/** tourney_page in the spec's names; page fields null before the page exists. */
export const toRestTourneyPage = (tournament: Tournament, page: TournamentPage | null) => ({
  ...toRestTourneyCard({ tournament, page }),
  tourney_page_id: page?.id ?? null,
  tourney_video_data: page?.videoUrl ?? null,
  comment_wall_id: page?.commentWallId ?? null,
});

/** /api/organizer/get-tourney-cards: an organizer's tournament cards (same services as GraphQL). */
export function tournamentsRoutes(): Router {
  const router = Router();
  router.get('/organizer/get-tourney-cards/:id', async (req, res) => {
    res.json((await tournamentsService.cardsOfOrganizer(contextOf(req), req.params.id)).map(toRestTourneyCard));
  });
  return router;
}
