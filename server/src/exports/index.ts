/** The exports domain's public surface: Open Bracket Format, CSV and JSON exports of tournaments and ladders. */
export { exportsService, LEAGUE_EXPORT_FORMATS, TOURNAMENT_EXPORT_FORMATS, type ExportFile } from './exports.service';
export { exportsRoutes } from './exports.routes';
export { finalPlacements, OBF_VERSION, obfProblems, toObf, type ObfTournament } from './obf';
