import Papa from 'papaparse';
import { catalogService } from '../catalog';
import type { RequestContext } from '../core/context';
import { AppError } from '../core/errors';
import { Messages } from '../core/messages';
import { leaguesService } from '../leagues';
import { Match, MatchParticipant, MatchRound } from '../matches';
import { teamsService } from '../teams';
import { tournamentsService } from '../tournaments';
import { finalPlacements, obfProblems, toObf, type BracketExportInput, type ExportNode, type MatchResult } from './obf';

export const TOURNAMENT_EXPORT_FORMATS = ['obf', 'csv', 'json'] as const;
export const LEAGUE_EXPORT_FORMATS = ['csv', 'json'] as const;
export const LEAGUE_CSV_TABLES = ['standings', 'matches'] as const;
export type TournamentExportFormat = (typeof TOURNAMENT_EXPORT_FORMATS)[number];
export type LeagueExportFormat = (typeof LEAGUE_EXPORT_FORMATS)[number];
export type LeagueCsvTable = (typeof LEAGUE_CSV_TABLES)[number];

/** A file to hand out: its body, media type and a file name for Content-Disposition. */
export interface ExportFile {
  body: string;
  contentType: string;
  fileName: string;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], field: string): T {
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  const message = Messages.exportChoiceInvalid.replace('{field}', field).replace('{allowed}', allowed.join(', '));
  throw AppError.badInput(message, { [field]: message });
}

/** A file name from a competition's name: letters, digits and dashes only. */
function fileStem(name: string): string {
  return name.normalize('NFKD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase() || 'export';
}

/** CSV that a spreadsheet opens safely: formula-looking cells are escaped (=, +, -, @). */
function csv(rows: Array<Record<string, unknown>>, columns: string[]): string {
  return Papa.unparse({ fields: columns, data: rows.map((row) => columns.map((column) => row[column] ?? '')) }, { escapeFormulae: true });
}

/** Each match's totals and per-round points, for a set of matches, in two statements. */
async function resultsOf(ctx: RequestContext, matchIds: string[]): Promise<Map<string, MatchResult>> {
  const results = new Map<string, MatchResult>();
  if (matchIds.length === 0) return results;
  const [participants, rounds] = await Promise.all([
    ctx.db.getRepository(MatchParticipant).createQueryBuilder('p').where('p.match_id = ANY(:ids)', { ids: matchIds }).getMany(),
    ctx.db.getRepository(MatchRound).createQueryBuilder('r').where('r.match_id = ANY(:ids)', { ids: matchIds }).getMany(),
  ]);
  for (const p of participants) {
    const result: MatchResult = results.get(p.matchId) ?? { totals: new Map(), rounds: [] };
    result.totals.set(p.teamId, p.totalPoints);
    results.set(p.matchId, result);
  }
  for (const r of rounds) {
    const result: MatchResult = results.get(r.matchId) ?? { totals: new Map(), rounds: [] };
    let round = result.rounds.find((entry) => entry.round === r.matchRound);
    if (!round) result.rounds.push((round = { round: r.matchRound, points: new Map() }));
    round.points.set(r.teamId, r.roundPoints);
    results.set(r.matchId, result);
  }
  for (const result of results.values()) result.rounds.sort((a, b) => a.round - b.round);
  return results;
}

async function teamNames(ctx: RequestContext, teamIds: string[]): Promise<Map<string, string>> {
  // One batched read: the teams loader collects every byIdOrNull of this tick.
  const teams = await Promise.all([...new Set(teamIds)].map((id) => teamsService.byIdOrNull(ctx, id)));
  const names = new Map<string, string>();
  for (const team of teams) if (team) names.set(team.id, team.name);
  return names;
}

/** What every tournament export reads: the tournament, its approved entrants, its bracket and results. */
async function bracketExportInput(ctx: RequestContext, tournamentId: unknown): Promise<BracketExportInput> {
  const tournament = await tournamentsService.getTournament(ctx, tournamentId as string);
  const [participants, bracket, game] = await Promise.all([
    tournamentsService.participants(ctx, tournament, 'approved'),
    tournament.status === 'registration' ? null : tournamentsService.bracket(ctx, tournament),
    tournament.gameId ? catalogService.getGame(ctx, tournament.gameId) : null,
  ]);
  const nodes = bracket ? await tournamentsService.nodes(ctx, bracket) : [];
  const names = await teamNames(ctx, participants.map((p) => p.teamId));
  const results = await resultsOf(ctx, nodes.flatMap((node) => (node.matchId ? [node.matchId] : [])));
  return {
    tournament: {
      id: tournament.id,
      name: tournament.name,
      format: tournament.format,
      status: tournament.status,
      startDate: tournament.startDate,
      winnerTeamId: tournament.winnerTeamId,
    },
    gameName: game?.title ?? null,
    originUrl: `${ctx.app.config.publicUrl}/tournament/${tournament.id}`,
    entrants: participants.map((p) => ({ teamId: p.teamId, name: names.get(p.teamId) ?? 'Unknown Team', seed: p.seed })),
    nodes: nodes.map(
      (node): ExportNode => ({
        id: node.id,
        side: node.side,
        roundNumber: node.roundNumber,
        groupNumber: node.groupNumber,
        slotIndex: node.slotIndex,
        status: node.status,
        participant1Id: node.participant1Id,
        participant2Id: node.participant2Id,
        winnerTeamId: node.winnerTeamId,
        parentNodeId: node.parentNodeId,
        loserParentNodeId: node.loserParentNodeId,
        matchId: node.matchId,
      }),
    ),
    results,
  };
}

/**
 * Exports of competitions for developers and organizers: public data only (what the pages show), so anyone may read
 * them. Each export costs a bounded number of statements whatever the competition's size.
 */
export const exportsService = {
  /** A tournament as Open Bracket Format (validated against the official schema), results CSV or JSON. */
  async tournament(ctx: RequestContext, tournamentId: unknown, format: unknown): Promise<ExportFile> {
    const chosen = oneOf(format ?? 'obf', TOURNAMENT_EXPORT_FORMATS, 'format');
    const input = await bracketExportInput(ctx, tournamentId);
    const stem = fileStem(input.tournament.name);
    if (chosen === 'obf') {
      const document = toObf(input);
      const problems = obfProblems(document);
      // Never hand out a file that other tools would refuse: a failure here is our bug, not the caller's.
      if (problems.length > 0) throw new Error(`OBF export of ${input.tournament.id} is invalid: ${problems.join('; ')}`);
      return { body: JSON.stringify(document), contentType: 'application/json; charset=utf-8', fileName: `${stem}.obf.json` };
    }
    const placements = finalPlacements(input);
    const record = new Map(input.entrants.map((e) => [e.teamId, { wins: 0, losses: 0, draws: 0 }]));
    for (const node of input.nodes) {
      if (node.status !== 'completed' || !node.participant1Id || !node.participant2Id) continue;
      for (const team of [node.participant1Id, node.participant2Id]) {
        const line = record.get(team);
        if (!line) continue;
        if (node.winnerTeamId === null) line.draws++;
        else if (node.winnerTeamId === team) line.wins++;
        else line.losses++;
      }
    }
    const results = input.entrants
      .map((e) => ({ placement: placements.get(e.teamId) ?? null, team_id: e.teamId, team_name: e.name, seed: e.seed, ...record.get(e.teamId)! }))
      .sort((a, b) => (a.placement ?? Infinity) - (b.placement ?? Infinity) || (a.seed ?? Infinity) - (b.seed ?? Infinity));
    if (chosen === 'csv') {
      return {
        body: csv(results, ['placement', 'team_id', 'team_name', 'seed', 'wins', 'losses', 'draws']),
        contentType: 'text/csv; charset=utf-8',
        fileName: `${stem}-results.csv`,
      };
    }
    const names = new Map(input.entrants.map((e) => [e.teamId, e.name]));
    const matches = input.nodes
      .filter((node) => node.status === 'completed' && node.matchId)
      .map((node) => ({
        match_id: node.matchId,
        side: node.side,
        round_number: node.roundNumber,
        group_number: node.groupNumber,
        winner_team_id: node.winnerTeamId,
        teams: [node.participant1Id, node.participant2Id]
          .filter((team): team is string => team !== null)
          .map((team) => ({
            team_id: team,
            team_name: names.get(team) ?? null,
            total_points: input.results.get(node.matchId!)?.totals.get(team) ?? 0,
            rounds: (input.results.get(node.matchId!)?.rounds ?? []).map((r) => ({ round: r.round, points: r.points.get(team) ?? 0 })),
          })),
      }));
    const { tournament } = input;
    return {
      body: JSON.stringify({
        tournament: { tournament_id: tournament.id, tourney_name: tournament.name, format: tournament.format, status: tournament.status, start_date: tournament.startDate, winner_team_id: tournament.winnerTeamId },
        results,
        matches,
      }),
      contentType: 'application/json; charset=utf-8',
      fileName: `${stem}.json`,
    };
  },

  /** A ladder's standings and finalized match results: JSON with both, or CSV of one table (`table`). */
  async league(ctx: RequestContext, leagueId: unknown, format: unknown, table: unknown): Promise<ExportFile> {
    const chosen = oneOf(format ?? 'csv', LEAGUE_EXPORT_FORMATS, 'format');
    const chosenTable = oneOf(table ?? 'standings', LEAGUE_CSV_TABLES, 'table');
    const league = await leaguesService.getById(ctx, leagueId);
    const stem = fileStem(league.name);
    const standingRows = await leaguesService.standings(ctx, league);
    const matches = await ctx.db
      .getRepository(Match)
      .createQueryBuilder('m')
      .where('m.league_id = :id', { id: league.id })
      .andWhere(`m.status = 'completed'`)
      .orderBy('m.scheduled_time', 'ASC')
      .addOrderBy('m.match_id', 'ASC')
      .getMany();
    const results = await resultsOf(ctx, matches.map((m) => m.id));
    const names = await teamNames(ctx, [...standingRows.map((s) => s.teamId), ...[...results.values()].flatMap((r) => [...r.totals.keys()])]);
    const standings = standingRows.map((s) => ({ rank: s.rank, team_id: s.teamId, team_name: names.get(s.teamId) ?? null, points: s.points, wins: s.wins, losses: s.losses, draws: s.draws }));
    const matchRows = matches.map((m) => {
      const result = results.get(m.id);
      const teams = [...(result?.totals.entries() ?? [])].map(([teamId, total]) => ({ team_id: teamId, team_name: names.get(teamId) ?? null, total_points: total }));
      return { match_id: m.id, scheduled_time: m.scheduledTime.toISOString(), finalized_at: m.finalizedAt?.toISOString() ?? null, teams };
    });
    if (chosen === 'json') {
      return {
        body: JSON.stringify({ league: { league_id: league.id, league_name: league.name }, standings, matches: matchRows }),
        contentType: 'application/json; charset=utf-8',
        fileName: `${stem}.json`,
      };
    }
    if (chosenTable === 'standings') {
      return {
        body: csv(standings, ['rank', 'team_id', 'team_name', 'points', 'wins', 'losses', 'draws']),
        contentType: 'text/csv; charset=utf-8',
        fileName: `${stem}-standings.csv`,
      };
    }
    // One line per match: a ladder match has two teams (the first listed is the higher total).
    const flat = matchRows.map((m) => {
      const [a, b] = [...m.teams].sort((x, y) => y.total_points - x.total_points);
      return {
        match_id: m.match_id,
        scheduled_time: m.scheduled_time,
        finalized_at: m.finalized_at,
        team_a_id: a?.team_id,
        team_a_name: a?.team_name,
        team_a_points: a?.total_points,
        team_b_id: b?.team_id,
        team_b_name: b?.team_name,
        team_b_points: b?.total_points,
      };
    });
    return {
      body: csv(flat, ['match_id', 'scheduled_time', 'finalized_at', 'team_a_id', 'team_a_name', 'team_a_points', 'team_b_id', 'team_b_name', 'team_b_points']),
      contentType: 'text/csv; charset=utf-8',
      fileName: `${stem}-matches.csv`,
    };
  },
};
