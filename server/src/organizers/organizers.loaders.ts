import DataLoader from 'dataloader';
import { In, type EntityManager } from 'typeorm';
import { loaderByKey, loaderOfMany } from '../core/batch';
import { STAFF_ROLES, Organizer, OrganizerPage, OrganizerStaff } from './organizers.entities';

/** Staff order: owner first, then super admins, admins and mods; each by join date. */
export function byStaffOrder(a: OrganizerStaff, b: OrganizerStaff): number {
  return STAFF_ROLES.indexOf(b.role) - STAFF_ROLES.indexOf(a.role) || a.createdAt.getTime() - b.createdAt.getTime();
}

export function createOrganizersLoaders(db: EntityManager) {
  return {
    organizerById: loaderByKey(db, Organizer, 'id'),
    organizerPageByOrganizerId: loaderByKey(db, OrganizerPage, 'organizerId'),
    /** Approved staff of each organizer, highest role first: one query per batch of organizers. */
    approvedStaffByOrganizerId: new DataLoader<string, OrganizerStaff[]>(async (organizerIds) => {
      const rows = await db.getRepository(OrganizerStaff).find({ where: { organizerId: In([...organizerIds]), status: 'approved' } });
      const groups = new Map<string, OrganizerStaff[]>(organizerIds.map((id) => [id, []]));
      for (const row of rows) groups.get(row.organizerId)?.push(row);
      return organizerIds.map((id) => groups.get(id)!.sort(byStaffOrder));
    }),
    /** Every staff row of each user (all statuses: the user's organizations), oldest first. */
    staffPlacesByUserId: loaderOfMany(db, OrganizerStaff, 'userId', { createdAt: 'ASC', organizerId: 'ASC' }),
    /** Unanswered staff invitations of each organizer, oldest first. */
    organizerPendingStaff: loaderOfMany(db, OrganizerStaff, 'organizerId', { createdAt: 'ASC', userId: 'ASC' }, { status: 'pending' }),
  };
}
