import type { ApolloCache } from '@apollo/client';
import { addToCachedList, withoutRef } from '../../apollo/cacheLists';
import { useAuth } from '../../auth/useAuth';
import { graphql } from '../../gql';
import {
  useCreateTeamMutation,
  useDemoteTeamMemberMutation,
  useInviteToTeamMutation,
  useLeaveTeamMutation,
  usePromoteTeamMemberMutation,
  useRemoveTeamMemberMutation,
  useRespondToTeamInvitationMutation,
  useTransferTeamLeadershipMutation,
} from '../../gql/hooks';
import { settleInvitationNotifications } from '../notifications/notificationCache';

// Each mutation below asks back what its screens show and owns its cache update, so the team
// dashboard, the roster modal and the notification list change without a reload.

export const createTeamMutation = graphql(`
  mutation CreateTeam($input: CreateTeamInput!) {
    createTeam(input: $input) {
      ...TeamRoster_team
      viewerMembership {
        id
        role
        status
        invitedBy {
          id
          userName
        }
        team {
          id
        }
      }
    }
  }
`);

export const inviteToTeamMutation = graphql(`
  mutation InviteToTeam($teamId: ID!, $userName: String!) {
    inviteToTeam(teamId: $teamId, userName: $userName) {
      id
      role
      status
      user {
        id
        userName
        profilePicture
      }
      team {
        id
      }
    }
  }
`);

export const respondToTeamInvitationMutation = graphql(`
  mutation RespondToTeamInvitation($teamId: ID!, $accept: Boolean!) {
    respondToTeamInvitation(teamId: $teamId, accept: $accept) {
      ...TeamDashboardPage_membership
    }
  }
`);

export const promoteTeamMemberMutation = graphql(`
  mutation PromoteTeamMember($teamId: ID!, $userId: ID!) {
    promoteTeamMember(teamId: $teamId, userId: $userId) {
      id
      role
      status
    }
  }
`);

export const demoteTeamMemberMutation = graphql(`
  mutation DemoteTeamMember($teamId: ID!, $userId: ID!) {
    demoteTeamMember(teamId: $teamId, userId: $userId) {
      id
      role
      status
    }
  }
`);

export const removeTeamMemberMutation = graphql(`
  mutation RemoveTeamMember($teamId: ID!, $userId: ID!) {
    removeTeamMember(teamId: $teamId, userId: $userId) {
      id
      role
      status
    }
  }
`);

export const leaveTeamMutation = graphql(`
  mutation LeaveTeam($teamId: ID!) {
    leaveTeam(teamId: $teamId) {
      id
      role
      status
    }
  }
`);

export const transferTeamLeadershipMutation = graphql(`
  mutation TransferTeamLeadership($teamId: ID!, $userId: ID!) {
    transferTeamLeadership(teamId: $teamId, userId: $userId) {
      ...TeamRoster_team
    }
  }
`);

/** Drops the TeamMember `memberId` from the team's roster and invitation lists in the cache. */
export function dropFromTeamLists(cache: ApolloCache, teamId: string, memberId: string, { viewer = false } = {}) {
  const without = withoutRef(cache.identify({ __typename: 'TeamMember', id: memberId }));
  cache.modify({
    id: cache.identify({ __typename: 'Team', id: teamId }),
    fields: {
      members: without,
      pendingInvitations: without,
      ...(viewer ? { viewerMembership: () => null } : {}),
    },
  });
}

/** Adds the TeamMember `memberId` to the user's memberships in the cache unless it is there. */
function appendMembership(cache: ApolloCache, userId: string, memberId: string) {
  addToCachedList(cache, { __typename: 'User', id: userId }, 'teamMemberships', { __typename: 'TeamMember', id: memberId });
}

/** createTeam: the new team (with the viewer as its leader) joins the viewer's memberships. */
export function useCreateTeam() {
  const { user } = useAuth();
  const [mutate, state] = useCreateTeamMutation({
    update(cache, { data }) {
      const membership = data?.createTeam.viewerMembership;
      if (membership && user) appendMembership(cache, user.id, membership.id);
    },
  });
  return [mutate, state] as const;
}

/** inviteToTeam: the invitation joins the team's pending invitations (leader and co-leaders see them). */
export function useInviteToTeam() {
  return useInviteToTeamMutation({
    update(cache, { data }) {
      const invitation = data?.inviteToTeam;
      if (invitation)
        addToCachedList(cache, { __typename: 'Team', id: invitation.team.id }, 'pendingInvitations', { __typename: 'TeamMember', id: invitation.id });
    },
  });
}

/**
 * respondToTeamInvitation: the membership's new status moves the team from PENDING TEAMS to the
 * viewer's teams (the answer carries the team's roster), and the invitation's notifications stop
 * offering Accept and Decline.
 */
export function useRespondToTeamInvitation() {
  const { user } = useAuth();
  return useRespondToTeamInvitationMutation({
    update(cache, { data }) {
      const membership = data?.respondToTeamInvitation;
      if (!membership) return;
      // Answered from the notification list before the dashboard had seen the invitation: add it.
      if (user) appendMembership(cache, user.id, membership.id);
      settleInvitationNotifications(cache, { kind: 'TEAM_INVITATION', teamId: membership.team.id });
    },
  });
}

/** promote / demote: the member's role changes in place (normalised TeamMember). */
export const usePromoteTeamMember = () => usePromoteTeamMemberMutation();
export const useDemoteTeamMember = () => useDemoteTeamMemberMutation();

/** removeTeamMember (kick): the member leaves the roster. */
export function useRemoveTeamMember() {
  return useRemoveTeamMemberMutation({
    update(cache, { data }, { variables }) {
      if (data && variables) dropFromTeamLists(cache, String(variables.teamId), data.removeTeamMember.id);
    },
  });
}

/** leaveTeam: the viewer leaves the roster; the membership stays in their list with status LEFT. */
export function useLeaveTeam() {
  return useLeaveTeamMutation({
    update(cache, { data }, { variables }) {
      if (data && variables) dropFromTeamLists(cache, String(variables.teamId), data.leaveTeam.id, { viewer: true });
    },
  });
}

/** transferTeamLeadership: the answer is the team with both new roles. */
export const useTransferTeamLeadership = () => useTransferTeamLeadershipMutation();
