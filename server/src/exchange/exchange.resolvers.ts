import type { Resolvers } from '../generated/resolvers';
import { exportsService } from './exports.service';
import { importsService, obfImportService } from './imports.service';

export const exchangeResolvers: Resolvers = {
  // The enums' resolved values are the services' spellings.
  TournamentExportFormat: { OBF: 'obf', CSV: 'csv', JSON: 'json' } as never,
  LadderExportFormat: { CSV: 'csv', JSON: 'json' } as never,
  LadderExportTable: { STANDINGS: 'standings', MATCHES: 'matches' } as never,
  EntrantImportOutcome: { ENTER: 'enter', APPROVE: 'approve' } as never,
  Query: {
    tournamentExport: (_, { tournamentId, format }, ctx) => exportsService.tournament(ctx, tournamentId, format),
    ladderExport: (_, { leagueId, format, table }, ctx) => exportsService.league(ctx, leagueId, format, table),
  },
  Mutation: {
    importTournamentEntrants: (_, { tournamentId, csv, dryRun }, ctx) => importsService.tournamentEntrants(ctx, tournamentId, csv, dryRun) as never,
    importTournamentFromObf: (_, { organizerId, obf }, ctx) => obfImportService.tournament(ctx, organizerId, obf),
  },
};
