import { CommentWall, firstWallPageJsonColumn, primeFirstWallPage, type FirstWallPageJson } from '../comments';
import { hydrate } from '../core/batch';
import type { RequestContext } from '../core/context';
import { getEntityOrThrow, optionalRef, requiredRef } from '../core/entities';
import { AppError } from '../core/errors';
import { isUuid } from '../core/ids';
import { queryPrepared } from '../core/prepared';
import { Messages } from '../core/messages';
import { isViewer } from '../core/viewer';
import { User, usersService, type UserPage } from '../users';
import { Team, type TeamMember, type TeamPage } from './teams.entities';
import { primeRoster, primeTeam, rosterJsonColumn } from './teams.loaders';

/** Teams, their pages and rosters. Public reads; a user's non-approved memberships only for the user. */
export const teamsService = {
  /**
   * By id or team name, case-insensitive (/team/{team_param}), as findByIdOrName finds it. The one statement also
   * brings the team's page and comment wall, priming their loaders: the team page reads both next (three statements
   * of the page's seven were the team, its page and its wall, one after another), and, when asked (`along`), its roster
   * and the first page of its wall: the whole team page in one statement.
   */
  async getTeam(ctx: RequestContext, param: string, along: { roster?: boolean; firstWallPageLimit?: number | null } = {}): Promise<Team> {
    const key = typeof param === 'string' ? param.trim() : '';
    if (key === '') throw AppError.badInput(Messages.teamParamRequired, { param: Messages.teamParamRequired });
    const byId = isUuid(key);
    // What the operation shows next comes in the same statement: the roster, the first page of the wall's comments.
    const wallLimit = along.firstWallPageLimit ?? null;
    const columns = [
      'to_json(t) AS k_team, to_json(p) AS k_page, to_json(w) AS k_wall',
      ...(along.roster ? [rosterJsonColumn('t.team_id')] : []),
      ...(wallLimit !== null ? [firstWallPageJsonColumn('w.comment_wall_id', '$2::int')] : []),
    ];
    const [row] = await queryPrepared<{
      k_team: Record<string, unknown>;
      k_page: Record<string, unknown> | null;
      k_wall: Record<string, unknown> | null;
      k_roster?: Array<Record<string, unknown>>;
      k_wall_page?: FirstWallPageJson;
    }>(
      ctx.db,
      `SELECT ${columns.join(', ')} FROM teams t
         LEFT JOIN team_page p ON p.team_id = t.team_id LEFT JOIN comment_walls w ON w.comment_wall_id = p.comment_wall_id
        WHERE ${byId ? 't.team_id = $1::uuid' : 'lower(t.team_name) = lower($1)'} LIMIT 1`,
      [byId ? key.toLowerCase() : key, ...(wallLimit !== null ? [wallLimit] : [])],
    );
    if (!row) throw AppError.notFound('Team');
    if (row.k_wall) {
      const wall = hydrate(ctx.db, CommentWall, row.k_wall);
      ctx.loaders.commentWallById.prime(wall.id, wall);
      if (row.k_wall_page && wallLimit !== null) primeFirstWallPage(ctx.db, ctx.loaders, wall.id, wallLimit, row.k_wall_page);
    }
    const team = primeTeam(ctx.db, ctx.loaders, row.k_team, row.k_page);
    if (row.k_roster) primeRoster(ctx.db, ctx.loaders, team.id, row.k_roster);
    return team;
  },
  /** Strictly by id (REST team-by-id, get-team-page): BAD_USER_INPUT for a malformed UUID, NOT_FOUND when unknown. */
  getById(ctx: RequestContext, id: unknown): Promise<Team> {
    return getEntityOrThrow(ctx, Team, id, 'Team', ctx.loaders.teamById);
  },
  /** The roster with each member's user and page (REST get-team-roster), batched whatever its size. */
  async rosterWithUsers(ctx: RequestContext, teamId: unknown): Promise<Array<{ member: TeamMember; user: User; page: UserPage | null }>> {
    const team = await teamsService.getById(ctx, teamId);
    const roster = await teamsService.roster(ctx, team);
    return Promise.all(roster.map(async (member) => ({ member, ...(await usersService.withPage(ctx, member.userId)) })));
  },
  /** A user's team memberships with each team and page (REST get-all-user-teams); see membershipsOf for who sees which. */
  async membershipsWithTeams(
    ctx: RequestContext,
    userId: unknown,
  ): Promise<Array<{ member: TeamMember; team: Team; page: TeamPage | null }>> {
    const user = await getEntityOrThrow(ctx, User, userId, 'User', ctx.loaders.userById);
    const memberships = await teamsService.membershipsOf(ctx, user);
    return Promise.all(memberships.map(async (member) => ({ member, ...(await teamsService.withPage(ctx, member.teamId)) })));
  },
  /** A reference a foreign key guarantees (a member's, participant's or standing's team). */
  byId(ctx: RequestContext, id: string) {
    return requiredRef(ctx.loaders.teamById, id, 'Team');
  },
  /** A team a foreign key guarantees, with its page (null before one exists), for a list of places to show. */
  async withPage(ctx: RequestContext, id: string) {
    return { team: await teamsService.byId(ctx, id), page: await ctx.loaders.teamPageByTeamId.load(id) };
  },
  /** An optional reference (an empty bracket slot, an invitation of another kind): null when unset. */
  byIdOrNull(ctx: RequestContext, id: string | null | undefined) {
    return optionalRef(ctx.loaders.teamById, id);
  },
  page(ctx: RequestContext, team: Team) {
    return ctx.loaders.teamPageByTeamId.load(team.id);
  },
  game(ctx: RequestContext, team: Team) {
    return requiredRef(ctx.loaders.gameById, team.gameId, 'Game');
  },
  region(ctx: RequestContext, team: Team) {
    return requiredRef(ctx.loaders.regionById, team.regionId, 'Region');
  },
  async commentWall(ctx: RequestContext, team: Team) {
    const page = await ctx.loaders.teamPageByTeamId.load(team.id);
    return optionalRef(ctx.loaders.commentWallById, page?.commentWallId);
  },
  /** Approved members, leader first. */
  roster(ctx: RequestContext, team: Team) {
    return ctx.loaders.rosterByTeamId.load(team.id);
  },
  async leader(ctx: RequestContext, team: Team) {
    const leader = (await ctx.loaders.rosterByTeamId.load(team.id)).find((m) => m.role === 'leader');
    return usersService.byId(ctx, leader?.userId ?? null);
  },
  /** The approved leader and co-leaders' user ids (who answers for the team: a ban on it, for one, is told to them). */
  async managerIds(ctx: RequestContext, teamId: string): Promise<string[]> {
    const roster = await ctx.loaders.rosterByTeamId.load(teamId);
    return roster.filter((m) => m.role === 'leader' || m.role === 'co-leader').map((m) => m.userId);
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
  /** The viewer's approved place on the team, or null. */
  /** A team's leader or co-leader only (they register it into competitions): FORBIDDEN otherwise. */
  async assertRegistersTeam(ctx: RequestContext, teamId: string): Promise<void> {
    const place = ctx.viewer ? (await ctx.loaders.rosterByTeamId.load(teamId)).find((m) => m.userId === ctx.viewer!.userId) : undefined;
    if (!place || (place.role !== 'leader' && place.role !== 'co-leader')) throw AppError.forbidden(Messages.onlyLeadersRegister);
  },

  /** The viewer's approved teams with the viewer's role in each (the Join buttons of ladders and tournaments). */
  async viewerTeamsWithRole(ctx: RequestContext): Promise<Array<{ team: Team; role: string }>> {
    if (!ctx.viewer) return [];
    const memberships = (await ctx.loaders.teamMembershipsByUserId.load(ctx.viewer.userId)).filter((m) => m.status === 'approved');
    return Promise.all(memberships.map(async (m) => ({ team: await teamsService.byId(ctx, m.teamId), role: m.role })));
  },

  async viewerMembership(ctx: RequestContext, team: Team): Promise<TeamMember | null> {
    if (!ctx.viewer) return null;
    const roster = await ctx.loaders.rosterByTeamId.load(team.id);
    return roster.find((m) => m.userId === ctx.viewer!.userId) ?? null;
  },
  /** Unanswered invitations of the team: its leader and co-leaders see them, everyone else an empty list. */
  async pendingInvitations(ctx: RequestContext, team: Team): Promise<TeamMember[]> {
    const own = await teamsService.viewerMembership(ctx, team);
    return own && (own.role === 'leader' || own.role === 'co-leader') ? ctx.loaders.teamPendingInvitations.load(team.id) : [];
  },
  memberId(member: TeamMember) {
    return `${member.teamId}:${member.userId}`;
  },
};
