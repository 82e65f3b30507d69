import { Router, type Response } from 'express';
import { contextOf } from '../core/http';
import { exportsService, type ExportFile } from './exports.service';

function send(res: Response, file: ExportFile) {
  res.type(file.contentType);
  res.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
  res.send(file.body);
}

/** Exports in the documented paths: `?format=obf|csv|json` for a tournament, `?format=csv|json` (and `table`) for a ladder. */
export function exportsRoutes(): Router {
  const router = Router();
  router.get('/tourney/export/:id', async (req, res) => {
    send(res, await exportsService.tournament(contextOf(req), req.params.id, req.query.format));
  });
  router.get('/league/export/:leagueId', async (req, res) => {
    send(res, await exportsService.league(contextOf(req), req.params.leagueId, req.query.format, req.query.table));
  });
  return router;
}
