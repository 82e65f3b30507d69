import { Router } from 'express';
import type { RequestContext } from '../core/context';
import { bodyOf, contextOf } from '../core/http';
import { toRestPageMediaWithBio } from '../core/page-columns';
import type { User, UserPage } from '../users';
import type { Team, TeamMember, TeamPage } from './teams.entities';
import { teamManagerService } from './teams.manager';
import { teamsService } from './teams.service';

export const toRestTeam = (team: Team) => ({
  team_id: team.id,
  team_name: team.name,
  team_game_id: team.gameId,
  team_region_id: team.regionId,
  created_at: team.createdAt.toISOString(),
});

/** team_page in the spec's names (team_pic repeats team_profile_pic); page fields null before the page exists. */
export const toRestTeamPage = (team: Team, page: TeamPage | null) => ({
  team_page_id: page?.id ?? null,
  team_id: team.id,
  team_name: team.name,
  ...toRestPageMediaWithBio('team', page),
  team_pic: page?.profilePicture ?? null,
  comment_wall_id: page?.commentWallId ?? null,
});

/** A team_members row in the spec's names. */
export const toRestPlace = (member: TeamMember) => ({
  team_id: member.teamId,
  user_id: member.userId,
  roles: member.role,
  status: member.status,
  invited_by: member.invitedById,
});

/** A roster member (user_pic repeats user_profile_pic, user_role repeats roles). */
export const toRestRosterMember = ({ member, user, page }: { member: TeamMember; user: User; page: UserPage | null }) => ({
  team_id: member.teamId,
  user_id: user.id,
  user_name: user.userName,
  display_name: user.displayName,
  user_profile_pic: page?.profilePicture ?? null,
  user_pic: page?.profilePicture ?? null,
  roles: member.role,
  user_role: member.role,
  status: member.status,
});

/** One of a user's team memberships (the team dashboard's lists). */
export const toRestMembership = ({ member, team, page }: { member: TeamMember; team: Team; page: TeamPage | null }) => ({
  ...toRestTeam(team),
  user_id: member.userId,
  roles: member.role,
  status: member.status,
  team_profile_pic: page?.profilePicture ?? null,
});

async function restTeamPage(ctx: RequestContext, team: Team) {
  return toRestTeamPage(team, await teamsService.page(ctx, team));
}

/** /api/team/*: team lookups, page, roster and a user's teams (same services as GraphQL; page editing: pages). */
export function teamsRoutes(): Router {
  const router = Router();
  router.get('/team/team-by-id/:id', async (req, res) => {
    res.json(toRestTeam(await teamsService.getById(contextOf(req), req.params.id)));
  });
  router.get('/team/team-by-name/:name', async (req, res) => {
    res.json(toRestTeam(await teamsService.getTeam(contextOf(req), req.params.name)));
  });
  router.get('/team/get-team-page/:id', async (req, res) => {
    res.json(await restTeamPage(contextOf(req), await teamsService.getById(contextOf(req), req.params.id)));
  });
  router.get('/team/get-team-roster/:id', async (req, res) => {
    res.json((await teamsService.rosterWithUsers(contextOf(req), req.params.id)).map(toRestRosterMember));
  });
  router.get('/team/get-all-user-teams/:userId', async (req, res) => {
    res.json((await teamsService.membershipsWithTeams(contextOf(req), req.params.userId)).map(toRestMembership));
  });
  router.post('/team/create-team', async (req, res) => {
    const { _team_name: name, _team_game_id: gameId, _team_region_id: regionId, _user_id: asUserId } = bodyOf(req);
    const team = await teamManagerService.create(contextOf(req), { name, gameId, regionId, asUserId });
    res.status(201).json({ data: toRestTeam(team) });
  });
  router.post('/team/send-team-invite', async (req, res) => {
    const { user_name: userName, team_id: teamId } = bodyOf(req);
    res.status(201).json({ data: toRestPlace(await teamManagerService.invite(contextOf(req), teamId, userName)) });
  });
  router.put('/team/update-team-status', async (req, res) => {
    const { user_id: asUserId, team_id: teamId, new_status: status } = bodyOf(req);
    res.json({ data: toRestPlace(await teamManagerService.respondWithStatus(contextOf(req), teamId, status, asUserId)) });
  });
  router.put('/teams/update-team-status', async (req, res) => {
    const { user_id: userId, team_id: teamId, team_status: action } = bodyOf(req);
    res.json({ data: toRestPlace(await teamManagerService.roleAction(contextOf(req), teamId, userId, action)) });
  });
  router.delete('/team/delete-team-user', async (req, res) => {
    const { team_id: teamId, user_id: userId } = { ...req.query, ...bodyOf(req) } as Record<string, unknown>;
    res.json({ data: toRestPlace(await teamManagerService.removeOrLeave(contextOf(req), teamId, userId)) });
  });
  return router;
}
