/** The follows domain's entity door: its TypeORM entities and their types, without its services (db/entities.ts and other domains' entities import this). */
export { Follow, FOLLOW_ENTITY_TYPES, type FollowEntityType, followsEntities, TopEntry } from './follows.entities';
