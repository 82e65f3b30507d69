/** The matches domain's entity door: its TypeORM entities and their types, without its services (db/entities.ts and other domains' entities import this). */
export { DEFAULT_ROUNDS, Match, matchEntities, MatchParticipant, MatchRound, type MatchStatus, MAX_ROUNDS } from './matches.entities';
