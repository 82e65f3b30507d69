import Papa from 'papaparse';
import type { RequestContext } from '../core/context';
import { AppError } from '../core/errors';
import { assertUuid } from '../core/ids';
import { Messages } from '../core/messages';
import { requireViewer } from '../core/viewer';
import { Team } from '../teams';
import { catalogService } from '../catalog';
import { MAX_TOURNEY_SIZE, tournamentArchiveService, tournamentManagerService, type ArchivedSet, type TournamentFormat } from '../tournaments';
import { obfProblems, type ObfSet, type ObfTournament } from './obf';

/** One CSV row of an entrant import as planned: the team it names, what happens to it, or what is wrong. */
export interface EntrantImportRow {
  /** The row's line in the file (the header is line 1). */
  row: number;
  teamId: string | null;
  teamName: string | null;
  /** `enter`: a new approved entrant; `approve`: its pending request approved; null: refused (see problem). */
  outcome: 'enter' | 'approve' | null;
  problem: string | null;
}

export interface EntrantImport {
  tournamentId: string;
  dryRun: boolean;
  /** Whether the entrants were written (never with a problem, never on a dry run). */
  written: boolean;
  rows: EntrantImportRow[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

const rowProblem = (row: number, problem: string) => Messages.importRowProblem.replace('{row}', String(row)).replace('{problem}', problem);

function csvText(csv: unknown): string {
  if (typeof csv !== 'string' || csv.trim() === '') throw AppError.badInput(Messages.importCsvRequired, { csv: Messages.importCsvRequired });
  return csv;
}

/**
 * Imports of entrants: an organizer's staff list teams in a CSV (a `team_name` or a `team_id` column) and they enter
 * the tournament approved, in the file's order (each takes the best free seed). A dry run answers the plan row by row;
 * a real one writes all rows or none: with any problem nothing is written and the answer names each bad row.
 */
export const importsService = {
  async tournamentEntrants(ctx: RequestContext, tournamentId: unknown, csv: unknown, dryRun: unknown): Promise<EntrantImport> {
    requireViewer(ctx);
    const id = assertUuid(tournamentId, 'tourney_id');
    if (dryRun !== undefined && dryRun !== null && typeof dryRun !== 'boolean') throw AppError.badInput(Messages.importDryRunInvalid, { dry_run: Messages.importDryRunInvalid });
    const preview = dryRun === true;
    const parsed = Papa.parse<Record<string, string>>(csvText(csv), {
      header: true,
      // Blank lines are skipped below, not here, so that every row keeps its line number in the file.
      skipEmptyLines: false,
      transformHeader: (header) => header.trim().toLowerCase(),
    });
    const columns = parsed.meta.fields ?? [];
    if (!columns.includes('team_name') && !columns.includes('team_id')) throw AppError.badInput(Messages.importColumnsMissing, { csv: Messages.importColumnsMissing });
    const blank = (record: Record<string, unknown>) => Object.values(record).every((value) => typeof value !== 'string' || value.trim() === '');
    const records = parsed.data.map((record, index) => ({ record, index })).filter(({ record }) => !blank(record));
    if (records.length === 0) throw AppError.badInput(Messages.importCsvRequired, { csv: Messages.importCsvRequired });
    if (records.length > MAX_TOURNEY_SIZE) {
      const message = Messages.importTooManyRows.replace('{max}', String(MAX_TOURNEY_SIZE));
      throw AppError.badInput(message, { csv: message });
    }

    // Papa's per-row problems (a quote left open, too few fields) name the data row; line = data row + 2 (one line per
    // row: a quoted field spanning lines shifts the numbers after it, as a spreadsheet would not).
    const parseProblems = new Map<number, string>();
    for (const error of parsed.errors) if (typeof error.row === 'number') parseProblems.set(error.row, error.message);

    const rows: EntrantImportRow[] = records.map(({ record, index }) => {
      const teamId = (record.team_id ?? '').trim();
      const teamName = (record.team_name ?? '').trim().replace(/\s+/g, ' ');
      const row: EntrantImportRow = { row: index + 2, teamId: teamId || null, teamName: teamName || null, outcome: null, problem: null };
      if (parseProblems.has(index)) row.problem = parseProblems.get(index)!;
      else if (teamId && !UUID.test(teamId)) row.problem = Messages.importTeamIdInvalid;
      else if (!teamId && !teamName) row.problem = Messages.importTeamMissing;
      return row;
    });

    // Two statements whatever the file's length: the teams named by id, and those named by name (any case).
    const ids = rows.filter((r) => !r.problem && r.teamId).map((r) => r.teamId!.toLowerCase());
    const names = rows.filter((r) => !r.problem && !r.teamId).map((r) => r.teamName!.toLowerCase());
    const repo = ctx.db.getRepository(Team);
    const [byId, byName] = await Promise.all([
      ids.length ? repo.createQueryBuilder('t').where('t.team_id = ANY(:ids)', { ids }).getMany() : [],
      names.length ? repo.createQueryBuilder('t').where('lower(t.team_name) = ANY(:names)', { names }).getMany() : [],
    ]);
    const teamById = new Map(byId.map((team) => [team.id.toLowerCase(), team]));
    const teamByName = new Map(byName.map((team) => [team.name.toLowerCase(), team]));

    const firstRowOf = new Map<string, number>();
    const planned: Array<{ row: EntrantImportRow; team: Team }> = [];
    for (const row of rows) {
      if (row.problem) continue;
      const team = row.teamId ? teamById.get(row.teamId.toLowerCase()) : teamByName.get(row.teamName!.toLowerCase());
      if (!team) {
        row.problem = row.teamId ? Messages.importTeamIdUnknown : Messages.importTeamNameUnknown.replace('{name}', row.teamName!);
        continue;
      }
      row.teamId = team.id;
      row.teamName = team.name;
      const first = firstRowOf.get(team.id);
      if (first !== undefined) {
        row.problem = Messages.importTeamTwice.replace('{row}', String(first));
        continue;
      }
      firstRowOf.set(team.id, row.row);
      planned.push({ row, team });
    }

    // The entries kernel checks the rights, the tournament's state and places, and each team's fit; all or nothing.
    const anyRowProblem = rows.some((r) => r.problem);
    const lines = await tournamentManagerService.admitTeams(
      ctx,
      id,
      planned.map((p) => p.team),
      { dryRun: preview || anyRowProblem },
    );
    lines.forEach((line, index) => {
      planned[index].row.outcome = line.outcome;
      planned[index].row.problem = line.problem;
    });
    const problems = rows.filter((r) => r.problem);
    if (!preview && problems.length > 0) {
      const fields = Object.fromEntries(problems.map((r) => [`csv.row${r.row}`, rowProblem(r.row, r.problem!)]));
      throw AppError.badInput(rowProblem(problems[0].row, problems[0].problem!), fields);
    }
    return { tournamentId: id, dryRun: preview, written: !preview, rows };
  },
};

const STRUCTURES: Record<string, TournamentFormat> = {
  'single-elim': 'single_elimination',
  'double-elim': 'double_elimination',
  'round-robin': 'round_robin',
  swiss: 'swiss',
};
const SIDES: ArchivedSet['side'][] = ['winners', 'losers', 'grand_final', 'third_place', 'round_robin', 'swiss'];

const positiveInt = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : null);

/** A set's side: Clutch's own (`other.side`, in files Clutch exported), else read from its round's name. */
function sideOf(set: ObfSet, format: TournamentFormat): ArchivedSet['side'] {
  const own = (set.other as { side?: unknown } | undefined)?.side;
  if (typeof own === 'string' && (SIDES as string[]).includes(own)) return own as ArchivedSet['side'];
  const round = set.roundID ?? '';
  if (/loser/i.test(round)) return 'losers';
  if (/grand/i.test(round)) return 'grand_final';
  if (/third/i.test(round)) return 'third_place';
  return format === 'round_robin' ? 'round_robin' : format === 'swiss' ? 'swiss' : 'winners';
}

function obfDocument(raw: unknown): ObfTournament {
  let document = raw;
  if (typeof raw === 'string') {
    try {
      document = JSON.parse(raw);
    } catch {
      throw AppError.badInput(Messages.obfInvalid.replace('{problems}', 'not JSON'), { obf: Messages.obfInvalid.replace('{problems}', 'not JSON') });
    }
  }
  const problems = obfProblems(document);
  if (problems.length > 0) {
    const message = Messages.obfInvalid.replace('{problems}', problems.slice(0, 3).join('; '));
    throw AppError.badInput(message, { obf: message });
  }
  return document as ObfTournament;
}

export const obfImportService = {
  /**
   * A finished bracket from an Open Bracket Format file becomes a new, archived tournament of the organizer (see
   * tournaments' archive): the file must pass the official schema, every entrant must be a Clutch team (by team id, as
   * Clutch exports them, or by name), and every set's entrants must be listed. Exported and imported back, a bracket
   * keeps its sets: entrants, results, scores, games and the links from set to set.
   */
  async tournament(ctx: RequestContext, organizerId: unknown, raw: unknown) {
    requireViewer(ctx);
    const document = obfDocument(raw);
    const structure = document.event.tournamentStructure;
    const format = structure ? STRUCTURES[structure] : undefined;
    if (!format) throw AppError.badInput(Messages.obfStructureUnknown, { obf: Messages.obfStructureUnknown });

    // Entrants to teams, in two statements: ids first (Clutch's own files), then names.
    const ids = document.entrants.map((e) => e.entrantID).filter((id) => UUID.test(id)).map((id) => id.toLowerCase());
    const names = document.entrants.map((e) => (e.entrantTag ?? e.entrantID).trim().toLowerCase());
    const repo = ctx.db.getRepository(Team);
    const [byId, byName] = await Promise.all([
      ids.length ? repo.createQueryBuilder('t').where('t.team_id = ANY(:ids)', { ids }).getMany() : [],
      repo.createQueryBuilder('t').where('lower(t.team_name) = ANY(:names)', { names }).getMany(),
    ]);
    const teamById = new Map(byId.map((team) => [team.id.toLowerCase(), team]));
    const teamByName = new Map(byName.map((team) => [team.name.toLowerCase(), team]));
    const teamOfEntrant = new Map<string, Team>();
    const unknown: string[] = [];
    for (const entrant of document.entrants) {
      const team = teamById.get(entrant.entrantID.toLowerCase()) ?? teamByName.get((entrant.entrantTag ?? entrant.entrantID).trim().toLowerCase());
      if (team) teamOfEntrant.set(entrant.entrantID, team);
      else unknown.push(entrant.entrantTag ?? entrant.entrantID);
    }
    if (unknown.length > 0) {
      const message = Messages.obfEntrantsUnknown.replace('{entrants}', unknown.slice(0, 10).join(', '));
      throw AppError.badInput(message, { obf: message });
    }
    const seen = new Map<string, string>();
    for (const [entrantId, team] of teamOfEntrant) {
      const other = seen.get(team.id);
      if (other !== undefined) {
        const message = Messages.obfEntrantTwice.replace('{entrants}', `${other}, ${entrantId}`);
        throw AppError.badInput(message, { obf: message });
      }
      seen.set(team.id, entrantId);
    }

    const teamOf = (set: ObfSet, entrantId: string | undefined) => {
      if (entrantId === undefined) return null;
      const team = teamOfEntrant.get(entrantId);
      if (!team) {
        const message = Messages.obfSetEntrantUnknown.replace('{set}', set.setID);
        throw AppError.badInput(message, { obf: message });
      }
      return team.id;
    };
    const slots = new Map<string, number>();
    const sets = document.sets.map((set): ArchivedSet => {
      const own = (set.other ?? {}) as { roundNumber?: unknown; slotIndex?: unknown; groupNumber?: unknown };
      const side = sideOf(set, format);
      const roundNumber = positiveInt(own.roundNumber) ?? positiveInt(Number((set.roundID ?? '').match(/(\d+)\s*$/)?.[1])) ?? 1;
      const groupNumber = positiveInt(own.groupNumber);
      const slotKey = `${side}:${groupNumber ?? 0}:${roundNumber}`;
      const slotIndex = typeof own.slotIndex === 'number' && Number.isInteger(own.slotIndex) && own.slotIndex >= 0 ? own.slotIndex : (slots.get(slotKey) ?? 0);
      slots.set(slotKey, slotIndex + 1);
      const one = teamOf(set, set.entrant1ID);
      const two = teamOf(set, set.entrant2ID);
      const completed = set.status === 'completed' || (set.status === undefined && set.entrant1Result !== undefined);
      const winner = !completed ? null : set.entrant1Result === 'win' ? one : set.entrant2Result === 'win' ? two : null;
      const games = [...(set.games ?? [])]
        .sort((a, b) => a.gameNumber - b.gameNumber)
        .map((game) => {
          const points = (game.other ?? {}) as { entrant1Points?: unknown; entrant2Points?: unknown };
          const fallback = (result: string | undefined) => (result === 'win' ? 1 : 0);
          return {
            participant1Points: typeof points.entrant1Points === 'number' && Number.isInteger(points.entrant1Points) ? points.entrant1Points : fallback(game.entrant1Result),
            participant2Points: typeof points.entrant2Points === 'number' && Number.isInteger(points.entrant2Points) ? points.entrant2Points : fallback(game.entrant2Result),
          };
        });
      const gamesWon = (mine: 'participant1Points' | 'participant2Points', theirs: 'participant1Points' | 'participant2Points') =>
        games.filter((g) => g[mine] > g[theirs]).length;
      const winnerNext = winner === null ? null : winner === one ? set.entrant1NextSetID : set.entrant2NextSetID;
      const loserNext = winner === null ? null : winner === one ? set.entrant2NextSetID : set.entrant1NextSetID;
      return {
        ref: set.setID,
        side,
        roundNumber,
        groupNumber,
        slotIndex,
        completed,
        participant1Id: one,
        participant2Id: two,
        winnerTeamId: winner,
        participant1Score: completed ? (set.entrant1Score ?? gamesWon('participant1Points', 'participant2Points')) : null,
        participant2Score: completed ? (set.entrant2Score ?? gamesWon('participant2Points', 'participant1Points')) : null,
        parentRef: winnerNext ?? null,
        loserParentRef: loserNext ?? null,
        games,
      };
    });
    const champions = document.entrants.filter((e) => e.finalPlacement === 1);
    const teams = [...teamOfEntrant.values()];
    const regions = new Set(teams.map((team) => team.regionId));
    const games = await catalogService.listGames(ctx);
    const game = document.event.gameName ? games.find((g) => g.title.toLowerCase() === document.event.gameName!.trim().toLowerCase()) : undefined;
    return tournamentArchiveService.importArchived(ctx, {
      organizerId,
      name: document.event.name,
      format,
      startDate: document.event.date && /^\d{4}-\d{2}-\d{2}$/.test(document.event.date) ? document.event.date : null,
      gameId: game?.id ?? null,
      genreId: game?.genreId ?? null,
      regionId: regions.size === 1 ? [...regions][0] : null,
      entrants: document.entrants.map((e) => ({ teamId: teamOfEntrant.get(e.entrantID)!.id, seed: e.initialSeed ?? null })),
      sets,
      winnerTeamId: champions.length === 1 ? teamOfEntrant.get(champions[0].entrantID)!.id : null,
    });
  },
};
