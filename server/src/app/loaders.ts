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
  return {
    ...createCatalogLoaders(db),
    ...createUsersLoaders(db),
    ...createTeamsLoaders(db),
    ...createOrganizersLoaders(db),
    ...createFollowsLoaders(db),
    ...createCommentsLoaders(db),
    ...createLeaderboardsLoaders(db),
    ...createLeagueLoaders(db),
    ...createMatchLoaders(db),
    ...createTournamentLoaders(db),
    ...createNotificationsLoaders(db),
  };
}

type AllLoaders = ReturnType<typeof createAllLoaders>;

// core/context declares an empty Loaders interface so core knows no domain; the composition root fills it in.
declare module '../core/context' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Loaders extends AllLoaders {}
}

export const createLoaders: (db: EntityManager) => Loaders = createAllLoaders;
