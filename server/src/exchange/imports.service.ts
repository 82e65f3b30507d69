import Papa from 'papaparse';
import type { RequestContext } from '../core/context';
import { AppError } from '../core/errors';
import { assertUuid } from '../core/ids';
import { Messages } from '../core/messages';
import { requireViewer } from '../core/viewer';
import { Team } from '../teams';
import { MAX_TOURNEY_SIZE, tournamentManagerService } from '../tournaments';

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
