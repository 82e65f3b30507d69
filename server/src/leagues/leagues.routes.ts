import { Router, type Request } from 'express';
import type { RequestContext } from '../core/context';
import { Messages } from '../core/messages';
import type { Match } from '../matches/matches.entities';
import { matchesService, type TeamMatchCard } from '../matches/matches.service';
import { profilesService } from '../profiles/profiles.service';
import { imageUpload, uploadedImage } from '../profiles/profiles.upload';
import { bodyOf, contextOf } from '../rest/context';
import type { League, LeaguePage } from './leagues.entities';
import { leaguesService } from './leagues.service';

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

/** The spec's match_info. */
export const toRestMatchInfo = (match: Match) => ({
  match_id: match.id,
  league_id: match.leagueId,
  tournament_id: match.tournamentId,
  status: match.status,
  scheduled_time: match.scheduledTime.toISOString(),
  video: match.videoUrl,
  match_banner: match.banner,
  is_score_updated: match.isScoreUpdated,
});

/** A match of the team page's MATCHES box: match_info and its teams (best placement first). */
export const toRestTeamMatch = ({ match, teams }: TeamMatchCard) => ({
  match_info: toRestMatchInfo(match),
  teams: teams.map(({ participant, team, page }) => ({
    team_id: participant.teamId,
    team_name: team?.name ?? null,
    team_profile_pic: page?.profilePicture ?? null,
    total_points: participant.totalPoints,
    placement: participant.placement,
  })),
});

async function restLeaguePage(ctx: RequestContext, league: League) {
  return toRestLeaguePage(league, await leaguesService.page(ctx, league));
}

const firstOf = (req: Request) => (req.query.first === undefined ? undefined : Number(req.query.first));

/** /api/league/*: a team's matches, league page editing and match page editing (same services as GraphQL). */
export function leaguesRoutes(): Router {
  const router = Router();
  router.get('/league/get-team-matches/:teamParam', async (req, res) => {
    const data = (await matchesService.teamMatchCards(contextOf(req), req.params.teamParam, firstOf(req))).map(toRestTeamMatch);
    res.json({ message: data.length > 0 ? Messages.teamMatchesFound : Messages.teamMatchesNone, data });
  });
  router.put('/league/update-league-banner/:id', imageUpload, async (req, res) => {
    const upload = uploadedImage(req, 'league_banner_pic', 'league_banner');
    const league = await profilesService.uploadLeagueImage(contextOf(req), req.params.id, 'banner', upload);
    res.json(await restLeaguePage(contextOf(req), league));
  });
  for (const path of ['/league/update-league-profile-pic/:id', '/league/update-league-pic/:id']) {
    router.put(path, imageUpload, async (req, res) => {
      const upload = uploadedImage(req, 'league_profile_pic', 'league_pic');
      const league = await profilesService.uploadLeagueImage(contextOf(req), req.params.id, 'picture', upload);
      res.json(await restLeaguePage(contextOf(req), league));
    });
  }
  router.put('/league/update-league-video-url/:id', async (req, res) => {
    const league = await profilesService.updateLeagueProfile(contextOf(req), req.params.id, { videoUrl: bodyOf(req).league_video_data });
    res.json(await restLeaguePage(contextOf(req), league));
  });
  for (const path of ['/league/update-league-page/:id', '/league/update-profile/:id']) {
    router.put(path, async (req, res) => {
      const { league_video_data: videoUrl, league_bio: bio, rules, prize, settings } = bodyOf(req);
      const league = await profilesService.updateLeagueProfile(contextOf(req), req.params.id, { videoUrl, bio, rules, prize, settings });
      res.json(await restLeaguePage(contextOf(req), league));
    });
  }
  router.post('/league/update-match-video', async (req, res) => {
    const { match_id: matchId, video_data: videoUrl } = bodyOf(req);
    res.json(toRestMatchInfo(await profilesService.updateMatchVideo(contextOf(req), matchId, videoUrl)));
  });
  router.put('/league/update-match-banner/:id', imageUpload, async (req, res) => {
    const upload = uploadedImage(req, 'league_match_banner', 'match_banner', 'match_banner_pic');
    res.json(toRestMatchInfo(await profilesService.uploadMatchBanner(contextOf(req), req.params.id, upload)));
  });
  return router;
}
