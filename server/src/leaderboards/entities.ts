/** The leaderboards domain's entity door: its TypeORM entities and their types, without its services (db/entities.ts and other domains' entities import this). */
export { Leaderboard, LeaderboardEntry, type LeaderboardKind, type LeaderboardScope, leaderboardsEntities } from './leaderboards.entities';
