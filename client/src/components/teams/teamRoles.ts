import type { TeamRole } from '../../gql/graphql';

/** Roles lowest to highest (doc 02 section 4: promote one step up, demote one step down). */
export const TEAM_ROLE_ORDER: TeamRole[] = ['MEMBER', 'CAPTAIN', 'CO_LEADER', 'LEADER'];

export const TEAM_ROLE_LABELS: Record<TeamRole, string> = {
  MEMBER: 'Member',
  CAPTAIN: 'Captain',
  CO_LEADER: 'Co-Leader',
  LEADER: 'Leader',
};

const rank = (role: TeamRole) => TEAM_ROLE_ORDER.indexOf(role);

/** The role one step up (1) or down (-1) the ladder, as Promote and Demote move it. */
export const nextRole = (role: TeamRole, step: 1 | -1): TeamRole =>
  TEAM_ROLE_ORDER[Math.min(TEAM_ROLE_ORDER.length - 1, Math.max(0, rank(role) + step))];

/** Doc 02's words for a leader who would leave (shown in place of Leave). */
export const LEADER_CANNOT_LEAVE = 'You must assign another user as leader before leaving.';

/** Leaders and co-leaders manage the roster (promote, demote, kick, invite). */
export function canManageTeam(viewerRole: TeamRole | null | undefined): boolean {
  return viewerRole === 'LEADER' || viewerRole === 'CO_LEADER';
}

/**
 * Which buttons a viewer with `viewerRole` sees on a row (doc 02 sections 5 and 6):
 * - Promote: by leader or co-leader, not on a leader or co-leader target (so member -> captain -> co-leader).
 * - Demote: by leader or co-leader, not on a leader, and not below member.
 * - Kick: by leader or co-leader, not on a leader.
 * - Leave: on one's own row, except the leader's, which says why instead (the server refuses a leader until
 *   leadership is handed over: never a button that can only fail).
 * - Make leader: by the leader, on another approved member.
 * Nobody acts on their own row except to leave.
 */
export function teamRowActions(
  viewerRole: TeamRole | null | undefined,
  target: { role: TeamRole; isSelf: boolean },
): { promote: boolean; demote: boolean; kick: boolean; leave: boolean; leaveBlocked: boolean; makeLeader: boolean } {
  if (target.isSelf) {
    const leader = target.role === 'LEADER';
    return { promote: false, demote: false, kick: false, leave: !leader, leaveBlocked: leader, makeLeader: false };
  }
  const manager = canManageTeam(viewerRole);
  const isLeaderOrCo = target.role === 'LEADER' || target.role === 'CO_LEADER';
  return {
    promote: manager && !isLeaderOrCo,
    demote: manager && target.role !== 'LEADER' && rank(target.role) > 0,
    kick: manager && target.role !== 'LEADER',
    leave: false,
    leaveBlocked: false,
    makeLeader: viewerRole === 'LEADER',
  };
}

/** A roster in display order: leader first, then co-leaders, captains and members (stable within a role). */
export function sortByTeamRole<T extends { role: TeamRole }>(members: readonly T[]): T[] {
  return [...members].sort((a, b) => rank(b.role) - rank(a.role));
}
