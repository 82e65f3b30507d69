import { Router } from 'express';
import { contextOf } from '../core/http';
import type { League, LeaguePage } from './leagues.entities';
import { leaguesService, type LeagueCard } from './leagues.service';

/** league_page in the spec's names; page fields null before the page exists. */
export const toRestLeaguePage = (league: League, page: LeaguePage | null) => ({
  league_page_id: page?.id ?? null,
  league_id: league.id,
  league_name: league.name,
  league_bio: page?.bio ?? null,
  league_video_data: page?.videoUrl ?? null,
  league_banner: page?.banner ?? null,
  league_profile_pic: page?.profilePicture ?? null,
  rules: page?.rules ?? null,
  prize: page?.prize ?? null,
  settings: page?.settings ?? null,
  announcement_wall_id: page?.announcementWallId ?? null,
  user_id: page?.userId ?? null,
});

/** A league card: everything the card shows (banner, names, game, platform, region, dates, organizer). */
export const toRestLeagueCard = ({ league, page, game, platform, region, organizer, organizerPage }: LeagueCard) => ({
  league_id: league.id,
  league_name: league.name,
  league_banner: page?.banner ?? null,
  league_profile_pic: page?.profilePicture ?? null,
  start_date: league.startDate,
  end_date: league.endDate,
  status: league.status,
  comp_cat_id: league.compCatId,
  is_parent: league.isParent,
  parent_league_id: league.parentLeagueId,
  game_genre_id: league.genreId,
  lg_leaderboard_id: league.leaderboardId,
  user_id: league.userId,
  game_id: league.gameId,
  game_title: game?.title ?? null,
  game_image: game?.image ?? null,
  platform_id: league.platformId,
  platform_title: platform?.title ?? null,
  platform_pic: platform?.picture ?? null,
  region_id: league.regionId,
  region_title: region?.title ?? null,
  organizer_id: organizer.id,
  org_name: organizer.name,
  organizer_profile_pic: organizerPage?.profilePicture ?? null,
});

/** /api/organizer/get-league-cards: an organizer's league cards (same service as GraphQL's Organizer.leagues). */
export function leaguesRoutes(): Router {
  const router = Router();
  router.get('/organizer/get-league-cards/:orgId', async (req, res) => {
    res.json((await leaguesService.cardsOfOrganizer(contextOf(req), req.params.orgId)).map(toRestLeagueCard));
  });
  return router;
}
