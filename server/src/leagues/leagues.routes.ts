import { Router } from 'express';
import type { RequestContext } from '../core/context';
import { bodyOf, contextOf } from '../core/http';
import { toRestPageMediaWithBio } from '../core/page-columns';
import type { Team, TeamPage } from '../teams';
import type { CompetitionColumns, League, LeagueParticipant, LeaguePage } from './leagues.entities';
import { entryDecisionFromRest } from '../competitions';
import { ladderManagerService } from './leagues.manager';
import { leaguesService, type LeagueCard } from './leagues.service';

/** league_page in the spec's names; page fields null before the page exists. */
export const toRestLeaguePage = (league: League, page: LeaguePage | null) => ({
  league_page_id: page?.id ?? null,
  league_id: league.id,
  league_name: league.name,
  ...toRestPageMediaWithBio('league', page),
  rules: page?.rules ?? null,
  prize: page?.prize ?? null,
  settings: page?.settings ?? null,
  announcement_wall_id: page?.announcementWallId ?? null,
  user_id: page?.userId ?? null,
});

/** The columns ladders and tournaments share (CompetitionColumns) in the spec's names. */
export const toRestCompetitionColumns = (competition: CompetitionColumns) => ({
  organizer_id: competition.organizerId,
  platform_id: competition.platformId,
  game_id: competition.gameId,
  region_id: competition.regionId,
  game_genre_id: competition.genreId,
  lg_leaderboard_id: competition.leaderboardId,
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
  user_id: league.userId,
  ...toRestCompetitionColumns(league),
  game_title: game?.title ?? null,
  game_image: game?.image ?? null,
  platform_title: platform?.title ?? null,
  platform_pic: platform?.picture ?? null,
  region_title: region?.title ?? null,
  org_name: organizer.name,
  organizer_profile_pic: organizerPage?.profilePicture ?? null,
});

/** A league in the spec's names, with its settings. */
export const toRestLeague = (league: League) => ({
  league_id: league.id,
  league_name: league.name,
  start_date: league.startDate,
  end_date: league.endDate,
  ...toRestCompetitionColumns(league),
  comp_cat_id: league.compCatId,
  is_parent: league.isParent,
  parent_league_id: league.parentLeagueId,
  user_id: league.userId,
  status: league.status,
  max_teams: league.maxTeams,
  open_entry: league.openEntry,
  win_points: league.winPoints,
  draw_points: league.drawPoints,
  loss_points: league.lossPoints,
});

/** A league team entry: team, team_page and league_participant as the spec names them. */
export const toRestLadderTeam = ({ entry, team, page }: { entry: LeagueParticipant; team: Team; page: TeamPage | null }) => ({
  team: { team_id: team.id, team_name: team.name },
  team_page: { team_id: team.id, team_profile_pic: page?.profilePicture ?? null },
  league_participant: { status: entry.status },
  team_profile_pic: page?.profilePicture ?? null,
});

/** The metrics of update-ladder-metrics: [{ name: weight }] with, optionally, a second object { name: active }. */
async function metricsFromRest(ctx: RequestContext, leagueId: unknown, body: unknown) {
  if (!Array.isArray(body) || typeof body[0] !== 'object' || body[0] === null) return body;
  const league = await leaguesService.getById(ctx, leagueId);
  const current = await ladderManagerService.metrics(ctx, league);
  const [weights, actives = {}] = body as Array<Record<string, unknown>>;
  return Object.entries(weights).map(([name, weight]) => ({
    name,
    // scoring_rules[0] holds a number for a numeric metric and the text of a text metric.
    // (a number under a text metric is the shape createLadder stored, [{ Map: 0 }]: it keeps the text as it is).
    ...(current.find((m) => m.name === name)?.type === 'text' ? { text: typeof weight === 'number' ? null : weight, weight: 0 } : { weight }),
    active: typeof actives[name] === 'boolean' ? actives[name] : (current.find((m) => m.name === name)?.active ?? true),
  }));
}

/** /api/league/* ladder calls and /api/organizer/get-league-cards (same services as GraphQL). */
export function leaguesRoutes(): Router {
  const router = Router();
  router.get('/comp/get-featured-ladders/:compCatId', async (req, res) => {
    const cards = await leaguesService.cards(contextOf(req), { compCatId: Number(req.params.compCatId) });
    res.json({ data: cards.map(toRestLeagueCard) });
  });
  router.post('/comp/get-all-ladders', async (req, res) => {
    res.json({ data: (await leaguesService.cards(contextOf(req), { gameId: bodyOf(req).p_game_id })).map(toRestLeagueCard) });
  });
  router.get('/league/get-league-data/:leagueParam', async (req, res) => {
    const card = await leaguesService.leagueCard(contextOf(req), req.params.leagueParam);
    res.json({ data: { ...toRestLeagueCard(card), ...toRestLeague(card.league), ...toRestLeaguePage(card.league, card.page) } });
  });
  for (const path of ['/league/get-league-page/:id', '/league/league-by-id/:id']) {
    router.get(path, async (req, res) => {
      const league = await leaguesService.getById(contextOf(req), req.params.id);
      res.json({ data: { ...toRestLeague(league), ...toRestLeaguePage(league, await leaguesService.page(contextOf(req), league)) } });
    });
  }
  router.get('/league/get-ladder-teams/:leagueId', async (req, res) => {
    res.json({ data: (await leaguesService.teamsWithPages(contextOf(req), req.params.leagueId)).map(toRestLadderTeam) });
  });
  router.get('/league/get-ladder-metrics/:leagueId', async (req, res) => {
    const league = await leaguesService.getById(contextOf(req), req.params.leagueId);
    const metrics = await ladderManagerService.metrics(contextOf(req), league);
    const scoringRules = [Object.fromEntries(metrics.map((m) => [m.name, m.type === 'text' ? m.text : m.weight])), Object.fromEntries(metrics.map((m) => [m.name, m.active]))];
    res.json([{ league_id: league.id, scoring_rules: scoringRules, metrics }]);
  });
  router.put('/league/update-ladder-metrics/:leagueId', async (req, res) => {
    const ctx = contextOf(req);
    const league = await ladderManagerService.updateMetrics(ctx, req.params.leagueId, await metricsFromRest(ctx, req.params.leagueId, bodyOf(req).metrics));
    res.json({ message: 'Metrics updated successfully!', data: await ladderManagerService.metrics(ctx, league) });
  });
  router.post('/league/create-league', async (req, res) => {
    const b = bodyOf(req);
    const league = await ladderManagerService.create(contextOf(req), {
      organizerId: b.organizer_id,
      name: b.league_name,
      startDate: b.start_date,
      endDate: b.end_date,
      platformId: b.platform_id,
      gameId: b.game_id,
      regionId: b.region_id,
      isParent: b.is_parent,
      parentLeagueId: b.parent_league_id,
      maxTeams: b.max_teams,
      openEntry: b.open_entry,
    });
    res.status(201).json({ data: toRestLeague(league) });
  });
  router.put('/league/update-ladder-status/:leagueId', async (req, res) => {
    res.json({ data: toRestLeague(await ladderManagerService.toggleStatus(contextOf(req), req.params.leagueId)) });
  });
  router.put('/league/update-ladder-settings/:leagueId', async (req, res) => {
    const b = bodyOf(req);
    const input = { maxTeams: b.max_teams, openEntry: b.open_entry, winPoints: b.win_points, drawPoints: b.draw_points, lossPoints: b.loss_points };
    res.json({ data: toRestLeague(await ladderManagerService.updateSettings(contextOf(req), req.params.leagueId, input)) });
  });
  router.post('/league/auto-join', async (req, res) => {
    const { p_league_id: leagueId, p_team_id: teamId } = bodyOf(req);
    const entry = await ladderManagerService.join(contextOf(req), leagueId, teamId);
    res.status(201).json({ message: 'Successfully joined!', data: { league_id: entry.leagueId, team_id: entry.teamId, status: entry.status } });
  });
  router.post('/league/invite-team', async (req, res) => {
    const { league_id: leagueId, team_name: teamName, team_id: teamId } = bodyOf(req);
    const entry = await ladderManagerService.inviteTeam(contextOf(req), leagueId, teamName ?? teamId);
    res.status(201).json({ data: { league_id: entry.leagueId, team_id: entry.teamId, status: entry.status, invited_by: entry.invitedById } });
  });
  router.post('/league/cancel-join-request', async (req, res) => {
    const { league_id: leagueId, team_id: teamId } = bodyOf(req);
    const league = await ladderManagerService.cancelEntry(contextOf(req), leagueId, teamId);
    res.json({ message: 'Request cancelled.', data: { league_id: league.id, team_id: String(teamId).toLowerCase() } });
  });
  router.put('/league/update-ladder-team-status', async (req, res) => {
    const { league_id: leagueId, team_id: teamId, new_status: status } = bodyOf(req);
    const entry = await ladderManagerService.decide(contextOf(req), leagueId, teamId, entryDecisionFromRest(status));
    res.json({ data: { league_id: entry.leagueId, team_id: entry.teamId, status: entry.status } });
  });
  router.get('/organizer/get-league-cards/:orgId', async (req, res) => {
    res.json((await leaguesService.cardsOfOrganizer(contextOf(req), req.params.orgId)).map(toRestLeagueCard));
  });
  return router;
}
