import type { EntityManager } from 'typeorm';
import { createCatalogLoaders } from '../catalog/catalog.loaders';
import { createCommentsLoaders } from '../comments/comments.loaders';
import { createFollowsLoaders } from '../follows/follows.loaders';
import { createLeaderboardsLoaders } from '../leaderboards/leaderboards.loaders';
import { createOrganizersLoaders } from '../organizers/organizers.loaders';
import { createTeamsLoaders } from '../teams/teams.loaders';
import { createUsersLoaders } from '../users/users.loaders';
import { createLeagueLoaders } from '../leagues/leagues.loaders';
import { createMatchLoaders } from '../matches/matches.loaders';
import { createTournamentLoaders } from '../tournaments/tournaments.loaders';

/**
 * One factory for every DataLoader, called once per request (HTTP) or per operation (WebSocket),
 * so a page's query costs a bounded number of SQL statements whatever its size.
 */
export function createLoaders(db: EntityManager) {
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
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
