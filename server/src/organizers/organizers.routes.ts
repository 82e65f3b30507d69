import { Router } from 'express';
import { bodyOf, contextOf } from '../core/http';
import { toRestPageMediaWithBio } from '../core/page-columns';
import type { User, UserPage } from '../users';
import { organizerManagerService } from './organizers.manager';
import type { Organizer, OrganizerPage, OrganizerStaff } from './organizers.entities';
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
  ...toRestPageMediaWithBio('organizer', page),
  announcement_wall_id: page?.announcementWallId ?? null,
});

/** An organizer_staff row in the spec's names (assignment also as ladder_assignment). */
export const toRestStaffPlace = (staff: OrganizerStaff) => ({
  organizer_id: staff.organizerId,
  user_id: staff.userId,
  roles: staff.role,
  status: staff.status,
  assignment: staff.assignment,
  ladder_assignment: staff.assignment,
});

/** A staff list entry: the place with the user's name and picture (staff_* repeat user_*). */
export const toRestStaff = ({ staff, user, page }: { staff: OrganizerStaff; user: User; page: UserPage | null }) => ({
  ...toRestStaffPlace(staff),
  staff_id: user.id,
  user_name: user.userName,
  staff_name: user.userName,
  display_name: user.displayName,
  user_profile_pic: page?.profilePicture ?? null,
  staff_pic: page?.profilePicture ?? null,
});

/**
 * One of a user's staff entries (get-user-staff, spec 02 section 6: the current user's role comes from the entry matching
 * organizer and user): the place with its organizer's name; user_id is the staff member, staff_id as in get-league-staff.
 */
export const toRestUserStaffEntry = ({ staff, organizer }: { staff: OrganizerStaff; organizer: Organizer }) => ({
  staff_id: staff.userId,
  organizer_id: staff.organizerId,
  org_name: organizer.name,
  user_id: staff.userId,
  roles: staff.role,
  assignment: staff.assignment,
  ladder_assignment: staff.assignment,
  status: staff.status,
});

/** One of a user's organizations (ACTIVE and PENDING LEAGUES): the organizer with the user's place. */
export const toRestOrganization = ({ staff, organizer, page }: { staff: OrganizerStaff; organizer: Organizer; page: OrganizerPage | null }) => ({
  ...toRestOrganizer(organizer),
  organizer_profile_pic: page?.profilePicture ?? null,
  roles: staff.role,
  status: staff.status,
  assignment: staff.assignment,
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
  router.post('/organizer/create-organizer', async (req, res) => {
    const { org_name: name, user_id: asUserId } = bodyOf(req);
    const organizer = await organizerManagerService.create(contextOf(req), name, asUserId);
    res.status(201).json({ data: toRestOrganizer(organizer) });
  });
  router.get('/organizer/get-user-organizations/:userId', async (req, res) => {
    res.json({ data: (await organizersService.placesWithOrganizers(contextOf(req), req.params.userId)).map(toRestOrganization) });
  });
  router.get('/organizer/get-user-staff/:userId', async (req, res) => {
    res.json({ data: (await organizersService.placesWithOrganizers(contextOf(req), req.params.userId)).map(toRestUserStaffEntry) });
  });
  router.post('/organizer/send-org-invite', async (req, res) => {
    const { user_name: userName, organizer_id: organizerId } = bodyOf(req);
    res.status(201).json({ data: toRestStaffPlace(await organizerManagerService.invite(contextOf(req), organizerId, { userName })) });
  });
  router.post('/organizer/invite-staff', async (req, res) => {
    const { organizer_id: organizerId, user_id: userId, user_name: userName, roles: role, assignment } = bodyOf(req);
    res.status(201).json({ data: toRestStaffPlace(await organizerManagerService.invite(contextOf(req), organizerId, { userId, userName, role, assignment })) });
  });
  router.put('/organizer/update-org-status', async (req, res) => {
    const { user_id: asUserId, organizer_id: organizerId, new_status: status } = bodyOf(req);
    res.json({ data: toRestStaffPlace(await organizerManagerService.respondWithStatus(contextOf(req), organizerId, status, asUserId)) });
  });
  router.patch('/organizer/update-staff', async (req, res) => {
    const { organizer_id: organizerId, user_id: userId, roles: role, assignment, status } = bodyOf(req);
    const { place, left } = await organizerManagerService.updateStaff(contextOf(req), { organizerId, userId, role, assignment, status });
    res.json({ data: { ...toRestStaffPlace(place), ...(left ? { status: 'left' } : {}) } });
  });
  router.post('/organizer/delete-staff', async (req, res) => {
    const { organizer_id: organizerId, user_id: userId } = bodyOf(req);
    res.json({ data: toRestStaffPlace(await organizerManagerService.removeOrLeave(contextOf(req), organizerId, userId)) });
  });
  router.post('/organizer/get-league-staff', async (req, res) => {
    res.json((await organizersService.staffWithUsers(contextOf(req), bodyOf(req).organizerId)).map(toRestStaff));
  });
  router.post('/league/get-league-staff', async (req, res) => {
    const { organizerId, leagueId } = bodyOf(req);
    res.json((await organizersService.staffOfLeague(contextOf(req), organizerId, leagueId)).map(toRestStaff));
  });
  return router;
}
