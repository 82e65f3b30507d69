/** The users domain's entity door: its TypeORM entities and their types, without its services (db/entities.ts and other domains' entities import this). */
export { MembershipColumns, User, UserPage, usersEntities } from './users.entities';
