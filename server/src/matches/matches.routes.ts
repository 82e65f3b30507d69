import { Router, type Request } from 'express';
import { bodyOf, contextOf } from '../core/http';
import { leaguesService } from '../leagues';
import { matchManagerService } from './matches.manager';
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

type ScoreSheet = Awaited<ReturnType<typeof matchesService.scoreSheet>>;

/** get-match-stats: per team its status, rounds and total, as the Report Score modal reads them. */
export const toRestMatchStats = ({ match, teams }: ScoreSheet) =>
  teams.map(({ participant, rounds }) => ({
    match_id: match.id,
    status: match.status,
    is_score_updated: match.isScoreUpdated,
    team_id: participant.teamId,
    total_points: participant.totalPoints,
    placement: participant.placement,
    rounds: rounds.map((r) => ({ match_round: r.matchRound, metrics: r.metrics, round_points: r.roundPoints })),
  }));

/** get-match-details: match_info, the teams with picture, name and total points, and the stats. */
export const toRestMatchDetails = (sheet: ScoreSheet) => ({
  match_info: { ...toRestMatchInfo(sheet.match), rounds: sheet.match.rounds, comment_wall_id: sheet.match.commentWallId },
  teams: sheet.teams.map(({ participant, team, page }) => ({
    team_id: participant.teamId,
    team_name: team?.name ?? null,
    team_profile_pic: page?.profilePicture ?? null,
    total_points: participant.totalPoints,
    placement: participant.placement,
  })),
  stats: toRestMatchStats(sheet),
});

/** post-match-progress's participants: [{ team_id, rounds: [{ round_number, metrics }] }]. */
export function scoresFromRest(raw: unknown) {
  if (!Array.isArray(raw)) return raw;
  return raw.map((p: Record<string, unknown>) => ({
    teamId: p?.team_id,
    rounds: Array.isArray(p?.rounds) ? p.rounds.map((r: Record<string, unknown>) => ({ round: r?.round_number ?? r?.match_round, metrics: r?.metrics })) : p?.rounds,
  }));
}

/** /api/league/get-team-matches: a team's MATCHES box (same service as GraphQL's Team.recentMatches). */
export function matchesRoutes(): Router {
  const router = Router();
  router.get('/league/get-team-matches/:teamParam', async (req, res) => {
    const data = (await matchesService.teamMatchCards(contextOf(req), req.params.teamParam, firstOf(req))).map(toRestTeamMatch);
    res.json({ message: data.length > 0 ? Messages.teamMatchesFound : Messages.teamMatchesNone, data });
  });
  router.get('/league/get-ladder-matches/:leagueId', async (req, res) => {
    const league = await leaguesService.getById(contextOf(req), req.params.leagueId);
    res.json({ data: (await matchesService.ladderSchedule(contextOf(req), league.id, firstOf(req))).map(toRestMatchDetails) });
  });
  router.get('/league/get-match-stats/:matchId', async (req, res) => {
    res.json({ data: toRestMatchStats(await matchesService.scoreSheet(contextOf(req), req.params.matchId)) });
  });
  router.get('/league/get-match-details/:matchId', async (req, res) => {
    res.json({ data: toRestMatchDetails(await matchesService.scoreSheet(contextOf(req), req.params.matchId)) });
  });
  router.get('/league/get-match-banner/:matchId', async (req, res) => {
    const match = await matchesService.getMatch(contextOf(req), req.params.matchId);
    res.json({ data: { match_id: match.id, match_banner: match.banner } });
  });
  router.get('/league/get-match-chat/:matchId', async (req, res) => {
    const match = await matchesService.getMatch(contextOf(req), req.params.matchId);
    res.json({ data: { match_id: match.id, comp_chat_id: match.commentWallId, comment_wall_id: match.commentWallId } });
  });
  router.post('/league/create-ladder-match', async (req, res) => {
    const { _league_id: leagueId, _scheduled_time: time, _match_participants: teamIds, _rounds: rounds } = bodyOf(req);
    const match = await matchManagerService.schedule(contextOf(req), leagueId, teamIds, time, rounds ?? 3);
    res.status(201).json({ data: toRestMatchInfo(match) });
  });
  router.post('/league/post-match-progress', async (req, res) => {
    const { _match_id: matchId, all_match_participants: scores } = bodyOf(req);
    const key = req.get('Idempotency-Key') ?? undefined;
    const match = await matchManagerService.reportScores(contextOf(req), matchId, scoresFromRest(scores), key);
    res.json({ message: 'Scores updated successfully!', data: toRestMatchStats(await matchesService.scoreSheet(contextOf(req), match.id)) });
  });
  router.put('/league/finalize-league-match', async (req, res) => {
    const match = await matchManagerService.finalize(contextOf(req), bodyOf(req).match_id);
    res.json({ message: 'Scores finalized successfully!', data: toRestMatchStats(await matchesService.scoreSheet(contextOf(req), match.id)) });
  });
  return router;
}
