import type { EntityManager } from 'typeorm';
import { createCatalogLoaders } from '../catalog';
import { createCommentsLoaders } from '../comments';
import type { Loaders } from '../core/context';
import { createFollowsLoaders } from '../follows';
import { createLeaderboardsLoaders } from '../leaderboards';
import { createLeagueLoaders } from '../leagues';
import { createMatchLoaders } from '../matches';
import { createNotificationsLoaders } from '../notifications';
import { createOrganizersLoaders } from '../organizers';
import { createTeamsLoaders } from '../teams';
import { createTournamentLoaders } from '../tournaments';
import { createUsersLoaders } from '../users';

/**
 * Every domain's DataLoaders in one object, built once per request (HTTP), per operation (WebSocket) and per
 * transaction, so a page's query costs a bounded number of SQL statements whatever its size.
 */
function createAllLoaders(db: EntityManager) {
  // Some batch functions prime other domains' loaders (a standings row brings its team): they get the whole set.
  const all = {} as Loaders;
  const parts = {
    ...createCatalogLoaders(db),
    ...createUsersLoaders(db),
    ...createTeamsLoaders(db, all),
    ...createOrganizersLoaders(db),
    ...createFollowsLoaders(db),
    ...createCommentsLoaders(db),
    ...createLeaderboardsLoaders(db, all),
    ...createLeagueLoaders(db, all),
    ...createMatchLoaders(db, all),
    ...createTournamentLoaders(db),
    ...createNotificationsLoaders(db),
  };
  Object.assign(all, parts); // the same DataLoader instances: a prime through `all` fills the request's loaders
  return parts;
}

type AllLoaders = ReturnType<typeof createAllLoaders>;

// core/context declares an empty Loaders interface so core knows no domain; the composition root fills it in.
declare module '../core/context' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Loaders extends AllLoaders {}
}

export const createLoaders: (db: EntityManager) => Loaders = createAllLoaders;
