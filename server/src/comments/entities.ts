/** The comments domain's entity door: its TypeORM entities and their types, without its services (db/entities.ts and other domains' entities import this). */
export {
  Comment,
  COMMENT_WALL_OWNER_TYPES,
  commentsEntities,
  CommentVote,
  CommentWall,
  type CommentWallOwnerType,
  MAX_COMMENT_LENGTH,
} from './comments.entities';
