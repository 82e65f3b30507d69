import type { ApolloCache } from '@apollo/client';
import { addToCachedList, withoutRef } from '../../apollo/cacheLists';
import { useAuth } from '../../auth/useAuth';
import { graphql } from '../../gql';
import {
  useCreateOrganizerMutation,
  useDemoteStaffMutation,
  useInviteStaffMutation,
  useLeaveStaffMutation,
  usePromoteStaffMutation,
  useRemoveStaffMutation,
  useRespondToStaffInvitationMutation,
  useSetStaffAssignmentMutation,
  useTransferOrganizerOwnershipMutation,
} from '../../gql/hooks';
import { settleInvitationNotifications } from '../notifications/notificationCache';

// Each mutation asks back what the LEAGUE MANAGER shows and owns its cache update, so the lists
// change without a reload.

export const createOrganizerMutation = graphql(`
  mutation CreateOrganizer($name: String!) {
    createOrganizer(name: $name) {
      ...StaffSection_organizer
      viewerStaff {
        ...StaffSection_member
        organizer {
          id
          name
          profilePicture
        }
      }
    }
  }
`);

export const inviteStaffMutation = graphql(`
  mutation InviteStaff($organizerId: ID!, $userName: String!, $role: StaffRole, $assignedLeagueIds: [ID!]) {
    inviteStaff(organizerId: $organizerId, userName: $userName, role: $role, assignedLeagueIds: $assignedLeagueIds) {
      ...StaffSection_member
      organizer {
        id
      }
    }
  }
`);

export const respondToStaffInvitationMutation = graphql(`
  mutation RespondToStaffInvitation($organizerId: ID!, $accept: Boolean!) {
    respondToStaffInvitation(organizerId: $organizerId, accept: $accept) {
      ...StaffSection_member
      organizer {
        ...StaffSection_staff
      }
    }
  }
`);

export const promoteStaffMutation = graphql(`
  mutation PromoteStaff($organizerId: ID!, $userId: ID!) {
    promoteStaff(organizerId: $organizerId, userId: $userId) {
      ...StaffSection_member
    }
  }
`);

export const demoteStaffMutation = graphql(`
  mutation DemoteStaff($organizerId: ID!, $userId: ID!) {
    demoteStaff(organizerId: $organizerId, userId: $userId) {
      ...StaffSection_member
    }
  }
`);

export const removeStaffMutation = graphql(`
  mutation RemoveStaff($organizerId: ID!, $userId: ID!) {
    removeStaff(organizerId: $organizerId, userId: $userId) {
      id
      status
    }
  }
`);

export const leaveStaffMutation = graphql(`
  mutation LeaveStaff($organizerId: ID!) {
    leaveStaff(organizerId: $organizerId) {
      id
      status
    }
  }
`);

export const setStaffAssignmentMutation = graphql(`
  mutation SetStaffAssignment($organizerId: ID!, $userId: ID!, $leagueIds: [ID!]!, $tournamentIds: [ID!]) {
    setStaffAssignment(organizerId: $organizerId, userId: $userId, leagueIds: $leagueIds, tournamentIds: $tournamentIds) {
      ...StaffSection_member
    }
  }
`);

export const transferOrganizerOwnershipMutation = graphql(`
  mutation TransferOrganizerOwnership($organizerId: ID!, $userId: ID!) {
    transferOrganizerOwnership(organizerId: $organizerId, userId: $userId) {
      ...StaffSection_organizer
    }
  }
`);

/** Drops the StaffMember `memberId` from the organizer's staff lists (and the viewer's place when they left). */
function dropFromStaffLists(cache: ApolloCache, organizerId: string, memberId: string, { viewer = false } = {}) {
  const without = withoutRef(cache.identify({ __typename: 'StaffMember', id: memberId }));
  cache.modify({
    id: cache.identify({ __typename: 'Organizer', id: organizerId }),
    fields: { staff: without, pendingStaff: without, ...(viewer ? { viewerStaff: () => null } : {}) },
  });
}

/** createOrganizer: the new organizer (the viewer its owner) joins the viewer's organizations. */
export function useCreateOrganizer() {
  const { user } = useAuth();
  return useCreateOrganizerMutation({
    update(cache, { data }) {
      const place = data?.createOrganizer.viewerStaff;
      if (place && user) addToCachedList(cache, { __typename: 'User', id: user.id }, 'organizations', { __typename: 'StaffMember', id: place.id });
    },
  });
}

/** inviteStaff: the invitation joins the organizer's pending staff. */
export function useInviteStaff() {
  return useInviteStaffMutation({
    update(cache, { data }) {
      const invitation = data?.inviteStaff;
      if (invitation) addToCachedList(cache, { __typename: 'Organizer', id: invitation.organizer.id }, 'pendingStaff', { __typename: 'StaffMember', id: invitation.id });
    },
  });
}

/**
 * respondToStaffInvitation: the place's new status moves it from PENDING LEAGUES to ACTIVE LEAGUES
 * (a join carries the organizer's new staff list), and its notifications stop offering Join and Decline.
 */
export function useRespondToStaffInvitation() {
  const { user } = useAuth();
  return useRespondToStaffInvitationMutation({
    update(cache, { data }) {
      const place = data?.respondToStaffInvitation;
      if (!place) return;
      // Answered from the notification list before the dashboard had seen the invitation: add it.
      if (user) addToCachedList(cache, { __typename: 'User', id: user.id }, 'organizations', { __typename: 'StaffMember', id: place.id });
      settleInvitationNotifications(cache, { kind: 'STAFF_INVITATION', organizerId: place.organizer.id });
    },
  });
}

/** promote / demote / assignments: the staff member changes in place (normalised StaffMember). */
export const usePromoteStaff = () => usePromoteStaffMutation();
export const useDemoteStaff = () => useDemoteStaffMutation();
export const useSetStaffAssignment = () => useSetStaffAssignmentMutation();

/** removeStaff (kick, or withdrawing an invitation): the member leaves both staff lists. */
export function useRemoveStaff() {
  return useRemoveStaffMutation({
    update(cache, { data }, { variables }) {
      if (data && variables) dropFromStaffLists(cache, String(variables.organizerId), data.removeStaff.id);
    },
  });
}

/** leaveStaff: the viewer leaves; the organizer drops out of ACTIVE LEAGUES (its status is no longer approved). */
export function useLeaveStaff() {
  const { user } = useAuth();
  return useLeaveStaffMutation({
    update(cache, { data }, { variables }) {
      if (!data || !variables) return;
      dropFromStaffLists(cache, String(variables.organizerId), data.leaveStaff.id, { viewer: true });
      if (user) {
        cache.modify({
          id: cache.identify({ __typename: 'User', id: user.id }),
          fields: { organizations: withoutRef(cache.identify({ __typename: 'StaffMember', id: data.leaveStaff.id })) },
        });
      }
    },
  });
}

/** transferOrganizerOwnership: the answer is the organizer with both new roles. */
export const useTransferOrganizerOwnership = () => useTransferOrganizerOwnershipMutation();
