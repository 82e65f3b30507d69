import type { RequestContext } from '../core/context';
import { getEntityOrThrow } from '../core/entities';
import { findByIdOrName, present } from '../users/lookup';
import { User, type UserPage } from '../users/users.entities';
import { isViewer } from '../users/users.service';
import { Team, type TeamMember, type TeamPage } from './teams.entities';

/** Teams, their pages and rosters. Public reads; a user's non-approved memberships only for the user. */
export const teamsService = {
  /** By id or team name, case-insensitive (/team/{team_param}). */
  getTeam(ctx: RequestContext, param: string) {
    return findByIdOrName(ctx, Team, 'name', param, 'Team', ctx.loaders.teamById);
  },
  /** Strictly by id (REST team-by-id, get-team-page): BAD_USER_INPUT for a malformed UUID, NOT_FOUND when unknown. */
  async getById(ctx: RequestContext, id: unknown): Promise<Team> {
    const team = await getEntityOrThrow(ctx, Team, id, 'Team');
    ctx.loaders.teamById.prime(team.id, team);
    return team;
  },
  /** The roster with each member's user and page (REST get-team-roster), batched whatever its size. */
  async rosterWithUsers(ctx: RequestContext, teamId: unknown): Promise<Array<{ member: TeamMember; user: User; page: UserPage | null }>> {
    const team = await teamsService.getById(ctx, teamId);
    const roster = await teamsService.roster(ctx, team);
    return Promise.all(
      roster.map(async (member) => ({
        member,
        user: present(await ctx.loaders.userById.load(member.userId), `User ${member.userId}`),
        page: await ctx.loaders.userPageByUserId.load(member.userId),
      })),
    );
  },
  /** A user's team memberships with each team and page (REST get-all-user-teams); see membershipsOf for who sees which. */
  async membershipsWithTeams(
    ctx: RequestContext,
    userId: unknown,
  ): Promise<Array<{ member: TeamMember; team: Team; page: TeamPage | null }>> {
    const user = await getEntityOrThrow(ctx, User, userId, 'User');
    const memberships = await teamsService.membershipsOf(ctx, user);
    return Promise.all(
      memberships.map(async (member) => ({
        member,
        team: await teamsService.byId(ctx, member.teamId),
        page: await ctx.loaders.teamPageByTeamId.load(member.teamId),
      })),
    );
  },
  async byId(ctx: RequestContext, id: string) {
    return present(await ctx.loaders.teamById.load(id), `Team ${id}`);
  },
  page(ctx: RequestContext, team: Team) {
    return ctx.loaders.teamPageByTeamId.load(team.id);
  },
  async game(ctx: RequestContext, team: Team) {
    return present(await ctx.loaders.gameById.load(team.gameId), `Game of team ${team.id}`);
  },
  async region(ctx: RequestContext, team: Team) {
    return present(await ctx.loaders.regionById.load(team.regionId), `Region of team ${team.id}`);
  },
  async commentWall(ctx: RequestContext, team: Team) {
    const page = await ctx.loaders.teamPageByTeamId.load(team.id);
    return page?.commentWallId ? ctx.loaders.commentWallById.load(page.commentWallId) : null;
  },
  /** Approved members, leader first. */
  roster(ctx: RequestContext, team: Team) {
    return ctx.loaders.rosterByTeamId.load(team.id);
  },
  async leader(ctx: RequestContext, team: Team) {
    const leader = (await ctx.loaders.rosterByTeamId.load(team.id)).find((m) => m.role === 'leader');
    return leader ? ctx.loaders.userById.load(leader.userId) : null;
  },
  /** The user's memberships: approved ones for everyone, every status for the user themself. */
  async membershipsOf(ctx: RequestContext, user: User): Promise<TeamMember[]> {
    const rows = await ctx.loaders.teamMembershipsByUserId.load(user.id);
    return isViewer(ctx, user.id) ? rows : rows.filter((m) => m.status === 'approved');
  },
  /** MY TEAMS: the teams the user is an approved member of. */
  async teamsOf(ctx: RequestContext, user: User): Promise<Team[]> {
    const rows = await ctx.loaders.teamMembershipsByUserId.load(user.id);
    const ids = rows.filter((m) => m.status === 'approved').map((m) => m.teamId);
    return Promise.all(ids.map((id) => teamsService.byId(ctx, id)));
  },
  memberId(member: TeamMember) {
    return `${member.teamId}:${member.userId}`;
  },
};
