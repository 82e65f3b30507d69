import type { StaffRole } from '../../gql/graphql';

/** Staff roles lowest to highest. */
export const STAFF_ROLE_ORDER: StaffRole[] = ['MOD', 'ADMIN', 'SUPER_ADMIN', 'OWNER'];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  MOD: 'Mod',
  ADMIN: 'Admin',
  SUPER_ADMIN: 'Super Admin',
  OWNER: 'Owner',
};

/** The role label of a staff row, 'Role Unknown' when the role is missing or not one we know. */
export function staffRoleLabel(role: string | null | undefined): string {
  return role && role in STAFF_ROLE_LABELS ? STAFF_ROLE_LABELS[role as StaffRole] : 'Role Unknown';
}

const rank = (role: StaffRole) => STAFF_ROLE_ORDER.indexOf(role);

/** Owners and super admins edit the organizer and manage the staff below them (doc 02 section 6). */
export function canManageStaff(viewerRole: StaffRole | null | undefined): boolean {
  return viewerRole === 'OWNER' || viewerRole === 'SUPER_ADMIN';
}

/**
 * The buttons a viewer sees on an approved staff row. Only owner and super_admin see Promote,
 * Demote, Kick and Manage Assignments, and only for staff below them; promoting to super admin is
 * the owner's (a super admin cannot promote an admin to their own rank); demote stops at mod.
 * Everyone sees Leave on their own row. The owner also sees Make owner on an approved super admin.
 */
export function staffRowActions(
  viewerRole: StaffRole | null | undefined,
  target: { role: StaffRole; isSelf: boolean },
): { promote: boolean; demote: boolean; kick: boolean; assignments: boolean; leave: boolean; makeOwner: boolean } {
  if (target.isSelf) return { promote: false, demote: false, kick: false, assignments: false, leave: true, makeOwner: false };
  const below = !!viewerRole && canManageStaff(viewerRole) && rank(target.role) < rank(viewerRole);
  return {
    promote: below && rank(target.role) + 1 < rank(viewerRole!),
    demote: below && target.role !== 'MOD',
    kick: below,
    assignments: below && (target.role === 'ADMIN' || target.role === 'MOD'),
    leave: false,
    makeOwner: viewerRole === 'OWNER' && target.role === 'SUPER_ADMIN',
  };
}

/** Roles an inviter may offer: mod and admin, and super admin only for the owner. */
export function invitableStaffRoles(viewerRole: StaffRole | null | undefined): StaffRole[] {
  if (viewerRole === 'OWNER') return ['MOD', 'ADMIN', 'SUPER_ADMIN'];
  if (viewerRole === 'SUPER_ADMIN') return ['MOD', 'ADMIN'];
  return [];
}
