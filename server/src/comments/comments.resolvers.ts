import type { Resolvers } from '../generated/resolvers';
import type { CommentWallEventModel } from './comments.events';
import { commentsService } from './comments.service';

export const commentsResolvers: Resolvers = {
  Query: {
    commentWall: (_, { id }, ctx) => commentsService.getWall(ctx, id),
    comment: (_, { id }, ctx) => commentsService.getComment(ctx, id),
  },
  Mutation: {
    postComment: (_, { input }, ctx) => commentsService.post(ctx, input),
    editComment: (_, { id, text }, ctx) => commentsService.edit(ctx, id, text),
    deleteComment: (_, { id }, ctx) => commentsService.remove(ctx, id),
    voteComment: (_, { id, direction }, ctx) => commentsService.vote(ctx, id, direction),
  },
  Subscription: {
    commentWallEvents: {
      subscribe: (_, { wallId }, ctx) => commentsService.watchWall(ctx, wallId),
      resolve: (event: CommentWallEventModel) => event,
    },
  },
  CommentWall: {
    comments: (wall, args, ctx) => commentsService.comments(ctx, wall, args),
  },
  Comment: {
    author: (comment, _, ctx) => commentsService.author(ctx, comment),
    deleted: (comment) => comment.deletedAt !== null,
    text: (comment, _, ctx) => commentsService.visibleText(ctx, comment),
    hidden: (comment) => commentsService.hidden(comment),
    moderationNote: (comment, _, ctx) => commentsService.moderationNote(ctx, comment),
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
