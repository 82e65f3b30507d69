import { Router } from 'express';
import type { RequestContext } from '../core/context';
import { contextOf } from '../core/http';
import type { User, UserPage } from '../users';
import type { Team, TeamMember, TeamPage } from './teams.entities';
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
  team_bio: page?.bio ?? null,
  team_video_data: page?.videoUrl ?? null,
  team_profile_pic: page?.profilePicture ?? null,
  team_pic: page?.profilePicture ?? null,
  team_banner: page?.banner ?? null,
  comment_wall_id: page?.commentWallId ?? null,
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
  return router;
}
