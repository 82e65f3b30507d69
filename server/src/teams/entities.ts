/** The teams domain's entity door: its TypeORM entities and their types, without its services (db/entities.ts and other domains' entities import this). */
export { Team, TEAM_ROLES, TeamMember, type TeamMemberStatus, TeamPage, type TeamRole, teamsEntities } from './teams.entities';
