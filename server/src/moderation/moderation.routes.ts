import { Router } from 'express';
import { bodyOf, contextOf } from '../core/http';
import type { OrganizerFilter } from './moderation.service';
import { moderationService } from './moderation.service';

export const toRestFilter = (f: OrganizerFilter) => ({ organizer_id: f.organizerId, words: f.words, mode: f.mode });

/** /api/moderation/*: thin adapters over the moderation service (its rules and permission checks). */
export function moderationRoutes(): Router {
  const router = Router();
  router.post('/moderation/update-filters', async (req, res) => {
    const { organizer_id: organizerId, words, mode } = bodyOf(req);
    res.json(toRestFilter(await moderationService.updateFilters(contextOf(req), { organizerId, words, mode })));
  });
  return router;
}
