import type { EntityManager } from 'typeorm';
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
    approvedStaffByOrganizerId: loaderOfMany(db, OrganizerStaff, 'organizerId', undefined, { status: 'approved' }, byStaffOrder),
    /** Every staff row of each user (all statuses: the user's organizations), oldest first. */
    staffPlacesByUserId: loaderOfMany(db, OrganizerStaff, 'userId', { createdAt: 'ASC', organizerId: 'ASC' }),
    /** Unanswered staff invitations of each organizer, oldest first. */
    organizerPendingStaff: loaderOfMany(db, OrganizerStaff, 'organizerId', { createdAt: 'ASC', userId: 'ASC' }, { status: 'pending' }),
  };
}
