/** The exchange domain's public surface: competitions in and out as Open Bracket Format, CSV and JSON. */
export { exportsService, LEAGUE_EXPORT_FORMATS, TOURNAMENT_EXPORT_FORMATS, type ExportFile } from './exports.service';
export { exportsRoutes } from './exports.routes';
export { exchangeResolvers } from './exchange.resolvers';
export { type EntrantImport, importsService, obfImportService } from './imports.service';
export { finalPlacements, OBF_VERSION, obfProblems, toObf, type ObfTournament } from './obf';
