import { firstWallPageLimit } from '../comments';
import { selectedFieldArgs, selectedFieldArgsAt } from '../core/lookahead';
import type { PageArgs } from '../core/pagination';
import type { Resolvers } from '../generated/resolvers';
import { usersService } from '../users';
import { teamManagerService } from './teams.manager';
import { teamsService } from './teams.service';

export const teamsResolvers: Resolvers = {
  Query: {
    // What the operation selects under the team rides along (lookahead): the team page's roster and comments cost no
    // statement of their own.
    team: (_, { param }, ctx, info) => {
      const wallPage = selectedFieldArgsAt<PageArgs>(info, ['commentWall', 'comments']);
      return teamsService.getTeam(ctx, param, {
        roster: selectedFieldArgs(info, 'members') !== undefined,
        firstWallPageLimit: wallPage ? firstWallPageLimit(wallPage) : null,
      });
    },
  },
  Mutation: {
    createTeam: (_, { input }, ctx) => teamManagerService.create(ctx, input),
    inviteToTeam: (_, { teamId, userName }, ctx) => teamManagerService.invite(ctx, teamId, userName),
    respondToTeamInvitation: (_, { teamId, accept }, ctx) => teamManagerService.respond(ctx, teamId, accept),
    promoteTeamMember: (_, { teamId, userId }, ctx) => teamManagerService.promote(ctx, teamId, userId),
    demoteTeamMember: (_, { teamId, userId }, ctx) => teamManagerService.demote(ctx, teamId, userId),
    removeTeamMember: (_, { teamId, userId }, ctx) => teamManagerService.remove(ctx, teamId, userId),
    leaveTeam: (_, { teamId }, ctx) => teamManagerService.leave(ctx, teamId),
    transferTeamLeadership: (_, { teamId, userId }, ctx) => teamManagerService.transferLeadership(ctx, teamId, userId),
  },
  Notification: {
    team: (notification, _, ctx) => teamsService.byIdOrNull(ctx, notification.teamId),
  },
  Team: {
    game: (team, _, ctx) => teamsService.game(ctx, team),
    region: (team, _, ctx) => teamsService.region(ctx, team),
    commentWall: (team, _, ctx) => teamsService.commentWall(ctx, team),
    members: (team, _, ctx) => teamsService.roster(ctx, team),
    pendingInvitations: (team, _, ctx) => teamsService.pendingInvitations(ctx, team),
    viewerMembership: (team, _, ctx) => teamsService.viewerMembership(ctx, team),
    leader: (team, _, ctx) => teamsService.leader(ctx, team),
    createdBy: (team, _, ctx) => usersService.byId(ctx, team.createdById),
  },
  TeamMember: {
    id: (member) => teamsService.memberId(member),
    team: (member, _, ctx) => teamsService.byId(ctx, member.teamId),
    user: (member, _, ctx) => usersService.existing(ctx, member.userId),
    invitedBy: (member, _, ctx) => usersService.byId(ctx, member.invitedById),
  },
  User: {
    teams: (user, _, ctx) => teamsService.teamsOf(ctx, user),
    teamMemberships: (user, _, ctx) => teamsService.membershipsOf(ctx, user),
  },
  TeamRole: { MEMBER: 'member', CAPTAIN: 'captain', CO_LEADER: 'co-leader', LEADER: 'leader' },
  TeamMemberStatus: { PENDING: 'pending', APPROVED: 'approved', DECLINED: 'declined', LEFT: 'left' },
};
