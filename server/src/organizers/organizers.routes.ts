import { Router } from 'express';
import type { RequestContext } from '../core/context';
import type { LeagueCard } from '../leagues/leagues.service';
import { leaguesService } from '../leagues/leagues.service';
import { profilesService } from '../profiles/profiles.service';
import { imageUpload, uploadedImage } from '../profiles/profiles.upload';
import { bodyOf, contextOf } from '../rest/context';
import type { Tournament, TournamentPage } from '../tournaments/tournaments.entities';
import type { Organizer, OrganizerPage } from './organizers.entities';
import { organizersService } from './organizers.service';

/** An organizer in the spec's names (organizer_name repeats org_name; user_id is the owner). */
export const toRestOrganizer = (organizer: Organizer) => ({
  organizer_id: organizer.id,
  org_name: organizer.name,
  organizer_name: organizer.name,
  user_id: organizer.ownerId,
  created_at: organizer.createdAt.toISOString(),
});

/** organizer_page in the spec's names; page fields null before the page exists. */
export const toRestOrganizerPage = (organizer: Organizer, page: OrganizerPage | null) => ({
  organizer_page_id: page?.id ?? null,
  organizer_id: organizer.id,
  org_name: organizer.name,
  organizer_bio: page?.bio ?? null,
  organizer_video_data: page?.videoUrl ?? null,
  organizer_profile_pic: page?.profilePicture ?? null,
  organizer_banner: page?.banner ?? null,
  announcement_wall_id: page?.announcementWallId ?? null,
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

async function restOrganizerPage(ctx: RequestContext, organizer: Organizer) {
  return toRestOrganizerPage(organizer, await organizersService.page(ctx, organizer));
}

/** /api/organizer/*: organizer lookups, page, league and tournament cards, and the owner's page editing. */
export function organizersRoutes(): Router {
  const router = Router();
  router.get('/organizer/organizer-by-id/:id', async (req, res) => {
    res.json(toRestOrganizer(await organizersService.getById(contextOf(req), req.params.id)));
  });
  router.get('/organizer/organizer-by-name/:name', async (req, res) => {
    res.json(toRestOrganizer(await organizersService.getOrganizer(contextOf(req), req.params.name)));
  });
  router.get('/organizer/get-organizer-page/:id', async (req, res) => {
    res.json(await restOrganizerPage(contextOf(req), await organizersService.getById(contextOf(req), req.params.id)));
  });
  router.get('/organizer/get-league-cards/:orgId', async (req, res) => {
    res.json((await leaguesService.cardsOfOrganizer(contextOf(req), req.params.orgId)).map(toRestLeagueCard));
  });
  router.get('/organizer/get-tourney-cards/:id', async (req, res) => {
    res.json((await organizersService.tournamentCards(contextOf(req), req.params.id)).map(toRestTourneyCard));
  });
  router.put('/organizer/update-organizer-banner/:id', imageUpload, async (req, res) => {
    const upload = uploadedImage(req, 'organizer_banner_pic');
    const organizer = await profilesService.uploadOrganizerImage(contextOf(req), req.params.id, 'banner', upload);
    res.json(await restOrganizerPage(contextOf(req), organizer));
  });
  router.put('/organizer/update-organizer-profile-pic/:id', imageUpload, async (req, res) => {
    const upload = uploadedImage(req, 'organizer_profile_pic');
    const organizer = await profilesService.uploadOrganizerImage(contextOf(req), req.params.id, 'picture', upload);
    res.json(await restOrganizerPage(contextOf(req), organizer));
  });
  router.put('/organizer/update-organizer-video-url/:id', async (req, res) => {
    const videoUrl = bodyOf(req).organizer_video_data;
    const organizer = await profilesService.updateOrganizerProfile(contextOf(req), req.params.id, { videoUrl });
    res.json(await restOrganizerPage(contextOf(req), organizer));
  });
  router.put('/organizer/update-profile/:id', async (req, res) => {
    const { organizer_bio: bio, organizer_video_data: videoUrl } = bodyOf(req);
    const organizer = await profilesService.updateOrganizerProfile(contextOf(req), req.params.id, { bio, videoUrl });
    res.json(await restOrganizerPage(contextOf(req), organizer));
  });
  return router;
}
