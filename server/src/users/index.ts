/** The users domain's public surface: other domains and the composition root import only this file. */
export { MembershipColumns, User, UserPage, usersEntities } from './users.entities';
export { usersService } from './users.service';
export { createUsersLoaders, primeUserWithPage, userWithPageColumns, userWithPageJsonPairs } from './users.loaders';
export { usersResolvers } from './users.resolvers';
export { toRestUser, toRestUserPage, usersRoutes } from './users.routes';
