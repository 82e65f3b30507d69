import type { Resolvers } from '../generated/resolvers';
import { commentsService } from './comments.service';

export const commentsResolvers: Resolvers = {
  Query: {
    commentWall: (_, { id }, ctx) => commentsService.getWall(ctx, id),
  },
  CommentWall: {
    comments: (wall, args, ctx) => commentsService.comments(ctx, wall, args),
  },
  Comment: {
    author: (comment, _, ctx) => commentsService.author(ctx, comment),
    deleted: (comment) => comment.deletedAt !== null,
    viewerVote: (comment, _, ctx) => commentsService.viewerVote(ctx, comment),
    replyCount: (comment, _, ctx) => commentsService.replyCount(ctx, comment),
    replies: (comment, args, ctx) => commentsService.replies(ctx, comment, args),
  },
  CommentWallOwnerType: {
    USER: 'user',
    TEAM: 'team',
    ORGANIZER: 'organizer',
    LEAGUE: 'league',
    TOURNAMENT: 'tournament',
    MATCH: 'match',
  },
};
