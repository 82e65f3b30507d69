import { Router, type Request } from 'express';
import { contextOf } from '../core/http';
import { Messages } from '../core/messages';
import type { Match } from './matches.entities';
import { matchesService, type TeamMatchCard } from './matches.service';

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

const firstOf = (req: Request) => (req.query.first === undefined ? undefined : Number(req.query.first));

/** /api/league/get-team-matches: a team's MATCHES box (same service as GraphQL's Team.recentMatches). */
export function matchesRoutes(): Router {
  const router = Router();
  router.get('/league/get-team-matches/:teamParam', async (req, res) => {
    const data = (await matchesService.teamMatchCards(contextOf(req), req.params.teamParam, firstOf(req))).map(toRestTeamMatch);
    res.json({ message: data.length > 0 ? Messages.teamMatchesFound : Messages.teamMatchesNone, data });
  });
  return router;
}
