import type { RequestContext } from '../core/context';
import { findByIdOrName, present } from '../users/lookup';
import type { User } from '../users/users.entities';
import { isViewer } from '../users/users.service';
import { Team, type TeamMember } from './teams.entities';

/** Teams, their pages and rosters. Public reads; a user's non-approved memberships only for the user. */
export const teamsService = {
  /** By id or team name, case-insensitive (/team/{team_param}). */
  getTeam(ctx: RequestContext, param: string) {
    return findByIdOrName(ctx, Team, 'name', param, 'Team', ctx.loaders.teamById);
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
