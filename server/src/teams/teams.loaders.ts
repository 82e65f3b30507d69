import DataLoader from 'dataloader';
import { In, type EntityManager } from 'typeorm';
import { hydrate, loaderByKey, loaderOfMany } from '../core/batch';
import type { Loaders } from '../core/context';
import { TEAM_ROLES, Team, TeamMember, TeamPage } from './teams.entities';

/** Roster order: leader first, then co-leaders, captains and members; each by join date. */
export function byRosterOrder(a: TeamMember, b: TeamMember): number {
  return TEAM_ROLES.indexOf(b.role) - TEAM_ROLES.indexOf(a.role) || a.createdAt.getTime() - b.createdAt.getTime();
}

/** `all` is the request's whole loader set: a user's memberships prime their teams. */
export function createTeamsLoaders(db: EntityManager, all: Loaders) {
  return {
    teamById: loaderByKey(db, Team, 'id'),
    teamPageByTeamId: loaderByKey(db, TeamPage, 'teamId'),
    /** Approved members of each team, in roster order: one query per batch of teams. */
    rosterByTeamId: new DataLoader<string, TeamMember[]>(async (teamIds) => {
      const rows = await db.getRepository(TeamMember).find({ where: { teamId: In([...teamIds]), status: 'approved' } });
      const groups = new Map<string, TeamMember[]>(teamIds.map((id) => [id, []]));
      for (const row of rows) groups.get(row.teamId)?.push(row);
      return teamIds.map((id) => groups.get(id)!.sort(byRosterOrder));
    }),
    /** Every membership row of each user (all statuses), oldest first; services filter by what the viewer may see. */
    teamMembershipsByUserId: membershipsLoader(db, all),
    /** Unanswered invitations of each team, oldest first. */
    teamPendingInvitations: loaderOfMany(db, TeamMember, 'teamId', { createdAt: 'ASC', userId: 'ASC' }, { status: 'pending' }),
  };
}

/**
 * Every membership row of each user (all statuses), oldest first; services filter by what the viewer may see. The
 * same statement brings each team, priming the team loader (MY TEAMS and the join state need them next).
 */
function membershipsLoader(db: EntityManager, all: Loaders) {
  return new DataLoader<string, TeamMember[]>(async (userIds) => {
    const rows: Array<Record<string, unknown> & { k_team: Record<string, unknown> }> = await db.query(
      `SELECT m.*, to_jsonb(t) AS k_team FROM team_members m JOIN teams t ON t.team_id = m.team_id
        WHERE m.user_id = ANY($1::uuid[]) ORDER BY m.created_at, m.team_id`,
      [[...userIds]],
    );
    const groups = new Map<string, TeamMember[]>(userIds.map((id) => [id, []]));
    for (const row of rows) {
      const member = hydrate(db, TeamMember, row);
      const team = hydrate(db, Team, row.k_team);
      all.teamById.prime(team.id, team);
      groups.get(member.userId)?.push(member);
    }
    return userIds.map((id) => groups.get(id)!);
  });
}
