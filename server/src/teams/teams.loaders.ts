import DataLoader from 'dataloader';
import { In, type EntityManager } from 'typeorm';
import { loaderByKey, loaderOfMany } from '../core/batch';
import { TEAM_ROLES, Team, TeamMember, TeamPage } from './teams.entities';

/** Roster order: leader first, then co-leaders, captains and members; each by join date. */
export function byRosterOrder(a: TeamMember, b: TeamMember): number {
  return TEAM_ROLES.indexOf(b.role) - TEAM_ROLES.indexOf(a.role) || a.createdAt.getTime() - b.createdAt.getTime();
}

export function createTeamsLoaders(db: EntityManager) {
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
    teamMembershipsByUserId: loaderOfMany(db, TeamMember, 'userId', { createdAt: 'ASC', teamId: 'ASC' }),
    /** Unanswered invitations of each team, oldest first. */
    teamPendingInvitations: loaderOfMany(db, TeamMember, 'teamId', { createdAt: 'ASC', userId: 'ASC' }, { status: 'pending' }),
  };
}
