import { Router } from 'express';
import type { RequestContext } from '../core/context';
import { bodyOf, contextOf } from '../core/http';
import type { BracketNode, Tournament, TournamentPage, TournamentParticipant, TournamentStage } from './tournaments.entities';
import type { StandingRow } from './stage-standings';
import { tournamentStagesService } from './tournaments.stages';
import { entryDecisionFromRest } from '../competitions';
import { toRestCompetitionColumns } from '../leagues';
import { tournamentManagerService, type BracketSlot } from './tournaments.manager';
import { tournamentsService } from './tournaments.service';
import { tournamentSettingsService } from './tournaments.settings';

/** A tournament card: the tournament with its page pictures and bio. */
export const toRestTourneyCard = ({ tournament, page }: { tournament: Tournament; page: TournamentPage | null }) => ({
  tournament_id: tournament.id,
  tourney_name: tournament.name,
  ...toRestCompetitionColumns(tournament),
  tourney_size: tournament.size,
  status: tournament.status,
  start_date: tournament.startDate,
  format: tournament.format,
  third_place_match: tournament.thirdPlaceMatch,
  start_time: tournament.startTime?.toISOString() ?? null,
  check_in_minutes: tournament.checkInMinutes,
  match_rounds: tournament.matchRounds,
  winner_team_id: tournament.winnerTeamId,
  ranked: tournament.ranked,
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

/** A bracket node in the documented names (node_id, parent_node_id, ..., participant_1, participant_2). */
export const toRestBracketNode = (node: BracketNode) => ({
  node_id: node.id,
  parent_node_id: node.parentNodeId,
  loser_parent_node_id: node.loserParentNodeId,
  bracket_id: node.bracketId,
  match_id: node.matchId,
  round_number: node.roundNumber,
  node_status: node.status,
  created_stamp: node.createdAt.toISOString(),
  winner_uuid: node.winnerTeamId,
  tournament_id: node.tournamentId,
  group_number: node.groupNumber,
  slot_index: node.slotIndex,
  side: node.side,
  participant_1: node.participant1Id,
  participant_2: node.participant2Id,
  participant_1_score: node.participant1Score,
  participant_2_score: node.participant2Score,
  stage_number: node.stageNumber ?? 1,
});

/** A stage in the facade's names, with its nodes. */
const toRestStage = (stage: TournamentStage, nodes: BracketNode[]) => ({
  stage_number: stage.stageNumber,
  kind: stage.kind,
  status: stage.status,
  group_count: stage.groupCount,
  group_size: stage.groupSize,
  rounds: stage.rounds,
  advance: stage.advance,
  seeding: stage.seeding,
  tiebreakers: stage.tiebreakers,
  entrant_ids: stage.entrantIds,
  bracket_nodes: nodes.map(toRestBracketNode),
});

/** A standings row in the facade's names. */
const toRestStandingRow = (row: StandingRow, teamName: string | null) => ({
  rank: row.rank,
  group_number: row.group,
  team_id: row.teamId,
  team_name: teamName,
  played: row.played,
  wins: row.wins,
  losses: row.losses,
  draws: row.draws,
  points: row.points,
  differential: row.differential,
  metric_totals: row.metricTotals,
  buchholz: row.buchholz,
  sonneborn_berger: row.sonnebornBerger,
  seed: row.seed,
  explanation: row.explanation,
  unresolved_with: row.unresolvedWith,
});

/** Every stage with its nodes (the first stage's before the start: none are stored yet). */
async function restStages(ctx: RequestContext, tournament: Tournament) {
  const stages = await tournamentStagesService.stages(ctx, tournament);
  return Promise.all(stages.map(async (stage) => toRestStage(stage, await tournamentStagesService.nodes(ctx, tournament, stage))));
}

/** REST stages in snake_case, passed on as the service's input (the service checks every field). */
function stagesFromRest(raw: unknown) {
  if (!Array.isArray(raw)) return raw as never;
  return raw.map((s) =>
    s && typeof s === 'object' ? { kind: s.kind, groupCount: s.group_count, groupSize: s.group_size, rounds: s.rounds, advance: s.advance, seeding: s.seeding, tiebreakers: s.tiebreakers } : s,
  );
}

const toRestParticipant = (entry: TournamentParticipant, teamName: string | null) => ({
  tournament_id: entry.tournamentId,
  team_id: entry.teamId,
  team_name: teamName,
  status: entry.status,
  seed: entry.seed,
  checked_in_at: entry.checkedInAt?.toISOString() ?? null,
  created_at: entry.createdAt.toISOString(),
});

async function bracketNodes(ctx: RequestContext, tournament: Tournament) {
  const bracket = await tournamentsService.bracket(ctx, tournament);
  return bracket ? (await tournamentsService.nodes(ctx, bracket)).map(toRestBracketNode) : [];
}

/** save-bracket-data's nodes: the round-1 nodes of the main bracket become the seeding's slots. */
function slotsFromNodes(nodes: unknown): BracketSlot[] | unknown {
  if (!Array.isArray(nodes)) return nodes;
  return nodes
    .filter((n) => n && typeof n === 'object' && (n.round_number ?? 1) === 1 && (n.side == null || n.side === 'winners' || n.side === 'round_robin' || n.side === 'swiss'))
    .map((n) => ({ slotIndex: n.slot_index, participant1Id: n.participant_1 ?? null, participant2Id: n.participant_2 ?? null }));
}

/** /api/tourney/* and /api/organizer/get-tourney-cards: the same services as GraphQL, in the spec's names. */
export function tournamentsRoutes(): Router {
  const router = Router();
  router.get('/organizer/get-tourney-cards/:id', async (req, res) => {
    res.json((await tournamentsService.cardsOfOrganizer(contextOf(req), req.params.id)).map(toRestTourneyCard));
  });
  router.get('/tourney/get-tourney-page-data/:id', async (req, res) => {
    const ctx = contextOf(req);
    const tournament = await tournamentsService.getTournament(ctx, req.params.id);
    const [page, entries, nodes, stages] = await Promise.all([
      tournamentsService.page(ctx, tournament),
      tournamentsService.participants(ctx, tournament),
      bracketNodes(ctx, tournament),
      restStages(ctx, tournament),
    ]);
    const teams = await Promise.all(entries.map((e) => ctx.loaders.teamById.load(e.teamId)));
    res.json({
      tournament: toRestTourneyPage(tournament, page),
      participants: entries.map((e, i) => toRestParticipant(e, teams[i]?.name ?? null)),
      bracket_nodes: nodes,
      stages,
    });
  });
  // The spec lets this answer an array or an object with data: the object carries the stages beside the first stage's nodes.
  router.get('/tourney/get-bracket-data/:tourneyId', async (req, res) => {
    const ctx = contextOf(req);
    const tournament = await tournamentsService.getTournament(ctx, req.params.tourneyId);
    const [data, stages] = await Promise.all([bracketNodes(ctx, tournament), restStages(ctx, tournament)]);
    res.json({ data, stages });
  });
  router.get('/tourney/get-stage-standings/:tourneyId/:stageNumber', async (req, res) => {
    const ctx = contextOf(req);
    const tournament = await tournamentsService.getTournament(ctx, req.params.tourneyId);
    const stage = await tournamentStagesService.stage(ctx, tournament, req.params.stageNumber);
    const rows = await tournamentStagesService.standings(ctx, tournament, stage);
    const teams = await Promise.all(rows.map((r) => ctx.loaders.teamById.load(r.teamId)));
    res.json({ data: rows.map((r, i) => toRestStandingRow(r, teams[i]?.name ?? null)), stage: toRestStage(stage, []) });
  });
  router.post('/tourney/preview-next-stage', async (req, res) => {
    const ctx = contextOf(req);
    const preview = await tournamentStagesService.previewNext(ctx, bodyOf(req).tourney_id);
    const teams = await Promise.all(preview.entrantIds.map((id) => ctx.loaders.teamById.load(id)));
    res.json({
      data: {
        current_stage: toRestStage(preview.current, []),
        next_stage: toRestStage(preview.next, preview.nodes),
        current_complete: preview.currentComplete,
        entrants: preview.entrantIds.map((id, i) => ({ team_id: id, team_name: teams[i]?.name ?? null, seed: i + 1 })),
        undecided_ties: preview.undecidedTies.map((t) => ({ stage_number: t.stageNumber, group_number: t.groupNumber, team_ids: t.teamIds })),
      },
    });
  });
  router.post('/tourney/advance-stage', async (req, res) => {
    const ctx = contextOf(req);
    const advanced = await tournamentStagesService.advance(ctx, bodyOf(req).tourney_id);
    const tournament = await tournamentsService.getTournament(ctx, advanced.id);
    res.json({ data: { tournament: toRestTourneyCard({ tournament, page: null }), stages: await restStages(ctx, tournament) } });
  });
  router.post('/tourney/decide-stage-tie', async (req, res) => {
    const ctx = contextOf(req);
    const { tourney_id: tournamentId, stage_number: stageNumber, team_ids: teamIds } = bodyOf(req);
    const stage = await tournamentStagesService.decideTie(ctx, tournamentId, stageNumber, teamIds);
    res.json({ data: toRestStage(stage, []) });
  });
  router.post('/tourney/save-bracket-data', async (req, res) => {
    const ctx = contextOf(req);
    const { tourneyId, nodesJsonArray } = bodyOf(req);
    const tournament = await tournamentManagerService.saveSeeding(ctx, tourneyId, slotsFromNodes(nodesJsonArray));
    res.json({ data: await bracketNodes(ctx, await tournamentsService.getTournament(ctx, tournament.id)) });
  });
  router.post('/tourney/create-tourney', async (req, res) => {
    const body = bodyOf(req);
    const tournament = await tournamentManagerService.create(contextOf(req), {
      organizerId: body.organizer_id,
      name: body.tourney_name,
      size: body.tourney_size,
      gameId: body.game_id,
      regionId: body.region_id,
      platformId: body.platform_id,
      format: body.format,
      startTime: body.start_time,
      thirdPlaceMatch: body.third_place_match,
      checkInMinutes: body.check_in_minutes,
      matchRounds: body.match_rounds,
      ranked: body.ranked,
      stages: body.stages == null ? null : stagesFromRest(body.stages),
    });
    res.status(201).json({ data: toRestTourneyCard({ tournament, page: null }) });
  });
  router.post('/tourney/join-tourney', async (req, res) => {
    const { team_id: teamId, tourney_id: tournamentId } = bodyOf(req);
    const entry = await tournamentManagerService.join(contextOf(req), tournamentId, teamId);
    res.status(201).json({ data: toRestParticipant(entry, null) });
  });
  router.post('/tourney/auto-join', async (req, res) => {
    const { p_tourney_id: tournamentId, p_team_id: teamId, p_game_id: gameId, p_region_id: regionId } = bodyOf(req);
    const entry = await tournamentManagerService.join(contextOf(req), tournamentId, teamId, { gameId, regionId });
    res.status(201).json({ data: toRestParticipant(entry, null) });
  });
  router.post('/tourney/cancel-join-request', async (req, res) => {
    const { tourney_id: tournamentId, team_id: teamId } = bodyOf(req);
    const tournament = await tournamentManagerService.cancelEntry(contextOf(req), tournamentId, teamId);
    res.json({ message: 'Request cancelled.', data: { tourney_id: tournament.id, team_id: String(teamId).toLowerCase() } });
  });
  router.put('/tourney/update-participant-status', async (req, res) => {
    const { tourney_id: tournamentId, team_id: teamId, new_status: status } = bodyOf(req);
    const entry = await tournamentManagerService.decide(contextOf(req), tournamentId, teamId, entryDecisionFromRest(status));
    res.json({ data: toRestParticipant(entry, null) });
  });
  router.post('/tourney/check-in', async (req, res) => {
    const { tourney_id: tournamentId, team_id: teamId } = bodyOf(req);
    res.json({ data: toRestParticipant(await tournamentManagerService.checkIn(contextOf(req), tournamentId, teamId), null) });
  });
  router.put('/tourney/update-settings', async (req, res) => {
    const { tourney_id: tournamentId, ranked } = bodyOf(req);
    const tournament = await tournamentSettingsService.update(contextOf(req), tournamentId, { ranked });
    res.json({ data: toRestTourneyCard({ tournament, page: null }) });
  });
  router.post('/tourney/start-tourney', async (req, res) => {
    const ctx = contextOf(req);
    const tournament = await tournamentManagerService.start(ctx, bodyOf(req).tourney_id);
    res.json({ data: { tournament: toRestTourneyCard({ tournament, page: null }), bracket_nodes: await bracketNodes(ctx, tournament) } });
  });
  return router;
}
