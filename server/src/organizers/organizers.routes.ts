import { Router } from 'express';
import { contextOf } from '../core/http';
import type { Organizer, OrganizerPage } from './organizers.entities';
import { organizersService } from './organizers.service';

/** An organizer in the spec's names (organizer_name repeats org_name; user_id is the owner). */
export const toRestOrganizer = (organizer: Organizer) => ({
  organizer_id: organizer.id,
  org_name: organizer.name,
  organizer_name: organizer.name,
  user_id: organizer.ownerId,
  created_at: organizer.createdAt.toISOString(),
});

/** organizer_page in the spec's names; page fields null before the page exists. */
export const toRestOrganizerPage = (organizer: Organizer, page: OrganizerPage | null) => ({
  organizer_page_id: page?.id ?? null,
  organizer_id: organizer.id,
  org_name: organizer.name,
  organizer_bio: page?.bio ?? null,
  organizer_video_data: page?.videoUrl ?? null,
  organizer_profile_pic: page?.profilePicture ?? null,
  organizer_banner: page?.banner ?? null,
  announcement_wall_id: page?.announcementWallId ?? null,
});

/** /api/organizer/*: organizer lookups and page (league and tournament cards: leagues and tournaments; page editing: pages). */
export function organizersRoutes(): Router {
  const router = Router();
  router.get('/organizer/organizer-by-id/:id', async (req, res) => {
    res.json(toRestOrganizer(await organizersService.getById(contextOf(req), req.params.id)));
  });
  router.get('/organizer/organizer-by-name/:name', async (req, res) => {
    res.json(toRestOrganizer(await organizersService.getOrganizer(contextOf(req), req.params.name)));
  });
  router.get('/organizer/get-organizer-page/:id', async (req, res) => {
    const organizer = await organizersService.getById(contextOf(req), req.params.id);
    res.json(toRestOrganizerPage(organizer, await organizersService.page(contextOf(req), organizer)));
  });
  return router;
}
