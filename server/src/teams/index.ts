/** The teams domain's public surface: other domains and the composition root import only this file. */
export { Team, TEAM_ROLES, TeamMember, type TeamMemberStatus, TeamPage, type TeamRole, teamsEntities } from './teams.entities';
export { teamsService } from './teams.service';
export { byRosterOrder, createTeamsLoaders, loaderOfManyWithTeams, primeTeam } from './teams.loaders';
export { teamsResolvers } from './teams.resolvers';
export { teamsRoutes, toRestMembership, toRestPlace, toRestRosterMember, toRestTeam, toRestTeamPage } from './teams.routes';
export {
  type CreateTeamInput,
  normalizeTeamName,
  registerRosterLock,
  type RosterLock,
  TEAM_NAME_MAX,
  teamManagerService,
  type TeamRoleAction,
} from './teams.manager';
