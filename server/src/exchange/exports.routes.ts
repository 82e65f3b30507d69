import { Router, type Response } from 'express';
import { bodyOf, contextOf } from '../core/http';
import { exportsService, type ExportFile } from './exports.service';
import { toRestTourneyCard, tournamentsService } from '../tournaments';
import { importsService, obfImportService } from './imports.service';

function send(res: Response, file: ExportFile) {
  res.type(file.contentType);
  res.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
  res.send(file.body);
}

/**
 * Exports in the documented paths (`?format=obf|csv|json` for a tournament, `?format=csv|json` and `table` for a ladder)
 * and the entrant import (`tourney_id`, `csv`, `dry_run`).
 */
export function exportsRoutes(): Router {
  const router = Router();
  router.get('/tourney/export/:id', async (req, res) => {
    send(res, await exportsService.tournament(contextOf(req), req.params.id, req.query.format));
  });
  router.get('/league/export/:leagueId', async (req, res) => {
    send(res, await exportsService.league(contextOf(req), req.params.leagueId, req.query.format, req.query.table));
  });
  router.post('/tourney/import-obf', async (req, res) => {
    const body = bodyOf(req);
    const ctx = contextOf(req);
    const tournament = await obfImportService.tournament(ctx, body.organizer_id, body.obf);
    res.status(201).json({ data: toRestTourneyCard({ tournament, page: await tournamentsService.page(ctx, tournament) }) });
  });
  router.post('/tourney/import-entrants', async (req, res) => {
    const body = bodyOf(req);
    const result = await importsService.tournamentEntrants(contextOf(req), body.tourney_id, body.csv, body.dry_run);
    res.status(result.written ? 201 : 200).json({
      tourney_id: result.tournamentId,
      dry_run: result.dryRun,
      written: result.written,
      rows: result.rows.map((r) => ({ row: r.row, team_id: r.teamId, team_name: r.teamName, outcome: r.outcome, problem: r.problem })),
    });
  });
  return router;
}
