import type { MockLink } from '@apollo/client/testing';
import type { StaffRole, TeamMemberStatus, TeamRole } from '../../src/gql/graphql';

/** Fixtures of the TEAM MANAGER and LEAGUE MANAGER tests (the shapes their documents select). */

export const VIEWER_ID = 'user-viewer';

export function user(id: string, userName: string) {
  return { __typename: 'User' as const, id, userName, profilePicture: null };
}

export function member(teamId: string, u: ReturnType<typeof user>, role: TeamRole, status: TeamMemberStatus = 'APPROVED') {
  return { __typename: 'TeamMember' as const, id: `${teamId}:${u.id}`, role, status, user: u };
}

export function team(
  id: string,
  name: string,
  viewerRole: TeamRole | null,
  members: Array<ReturnType<typeof member>>,
  pendingInvitations: Array<ReturnType<typeof member>> = [],
) {
  return {
    __typename: 'Team' as const,
    id,
    name,
    profilePicture: null,
    archivedAt: null,
    game: { __typename: 'Game' as const, id: 'g1', title: 'Valorant' },
    region: { __typename: 'Region' as const, id: 'r1', title: 'North America' },
    viewerMembership: viewerRole ? { __typename: 'TeamMember' as const, id: `${id}:${VIEWER_ID}`, role: viewerRole, status: 'APPROVED' as const } : null,
    members,
    pendingInvitations,
  };
}

export function membership(t: ReturnType<typeof team>, role: TeamRole, status: TeamMemberStatus, invitedBy: ReturnType<typeof user> | null = null) {
  return { __typename: 'TeamMember' as const, id: `${t.id}:${VIEWER_ID}`, role, status, invitedBy: invitedBy && { __typename: 'User' as const, id: invitedBy.id, userName: invitedBy.userName }, team: t };
}

export function staff(organizerId: string, u: ReturnType<typeof user>, role: StaffRole, status: 'APPROVED' | 'PENDING' = 'APPROVED') {
  return { __typename: 'StaffMember' as const, id: `${organizerId}:${u.id}`, role, status, assignedLeagueIds: [] as string[], assignedTournamentIds: [] as string[], user: u };
}

export type Mock = MockLink.MockedResponse;
