import { Router } from 'express';
import { bodyOf, contextOf } from '../core/http';
import type { Connection } from '../core/pagination';
import type { OrganizerFilter } from './moderation.service';
import { moderationService } from './moderation.service';
import { type ReportModel, reportsService } from './moderation.reports';

/** A report as REST gives it: its row, and where its content lives in snake_case like the rest. */
export const toRestReport = ({ contextPath, contextLabel, ...row }: ReportModel) => ({ ...row, context_path: contextPath, context_label: contextLabel });

export const toRestFilter = (f: OrganizerFilter) => ({ organizer_id: f.organizerId, words: f.words, mode: f.mode });

/** A list page's query (`limit`, `after`), as the comment walls take it: the service checks both, naming `limit`. */
const restPage = (query: Record<string, unknown>) => ({
  first: query.limit === undefined || query.limit === '' ? undefined : Number(query.limit),
  after: query.after,
  sizeField: 'limit' as const,
});

/** The cursor of the next page, null on the last (the comment walls' next_cursor). */
const nextCursor = (page: Connection<unknown>) => (page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null);

/** /api/moderation/*: thin adapters over the moderation service (its rules and permission checks). ':organizerId' 'site' is the site queue. */
export function moderationRoutes(): Router {
  const router = Router();
  router.post('/moderation/update-filters', async (req, res) => {
    const { organizer_id: organizerId, words, mode } = bodyOf(req);
    res.json(toRestFilter(await moderationService.updateFilters(contextOf(req), { organizerId, words, mode })));
  });
  router.post('/moderation/report', async (req, res) => {
    const { target_type: targetType, target_id: targetId, reason, text, organizer_id: organizerId } = bodyOf(req);
    res.status(201).json({ data: toRestReport(await reportsService.report(contextOf(req), { targetType, targetId, reason, text, organizerId })) });
  });
  router.get('/moderation/get-queue/:organizerId', async (req, res) => {
    const page = await reportsService.queue(contextOf(req), req.params.organizerId, restPage(req.query));
    res.json({ data: page.edges.map((edge) => toRestReport(edge.node)), next_cursor: nextCursor(page) });
  });
  router.post('/moderation/act', async (req, res) => {
    const { report_id: reportId, action, reason, duration_minutes: durationMinutes } = bodyOf(req);
    res.json({ data: await reportsService.act(contextOf(req), { reportId, action, reason, durationMinutes }) });
  });
  router.post('/moderation/release', async (req, res) => {
    const { target_type: targetType, target_id: targetId, reason } = bodyOf(req);
    res.json({ data: await reportsService.release(contextOf(req), { targetType, targetId, reason }) });
  });
  router.get('/moderation/get-scope', async (req, res) => {
    const scope = await reportsService.scope(contextOf(req));
    res.json({ data: { site_moderator: scope.siteModerator, organizer_ids: scope.organizerIds } });
  });
  router.get('/moderation/get-audit/:organizerId', async (req, res) => {
    const page = await reportsService.audit(contextOf(req), req.params.organizerId, restPage(req.query));
    res.json({ data: page.edges.map((edge) => edge.node), next_cursor: nextCursor(page) });
  });
  return router;
}
