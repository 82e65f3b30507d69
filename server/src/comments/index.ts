/** The comments domain's public surface: other domains and the composition root import only this file. */
export {
  Comment,
  COMMENT_WALL_OWNER_TYPES,
  commentsEntities,
  CommentVote,
  CommentWall,
  type CommentWallOwnerType,
  MAX_COMMENT_LENGTH,
} from './comments.entities';
export {
  COMMENT_PAGE_SIZE,
  commentModeration,
  commentsService,
  firstWallPageLimit,
  type PostCommentArgs,
  registerTopLevelPostRule,
  type TopLevelPostRule,
  type WallThread,
} from './comments.service';
export {
  type CommentCursor,
  type CommentPageKey,
  createCommentsLoaders,
  firstWallPageJsonColumn,
  type FirstWallPageJson,
  type PagedComment,
  primeFirstWallPage,
} from './comments.loaders';
export { commentsResolvers } from './comments.resolvers';
export { commentsRoutes, toRestComments } from './comments.routes';
export {
  type CommentMessage,
  type CommentWallEventModel,
  type CommentWallEventPayload,
  commentWallTopic,
  fromCommentMessage,
  toCommentMessage,
} from './comments.events';
