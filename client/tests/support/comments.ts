import type { CommentThread_CommentFragment } from '../../src/gql/graphql';

export const WALL_ID = '0c01dff6-6ad8-4878-bf5a-22530eef4477';
export const VIEWER_ID = 'user-viewer';

let seq = 0;

/** A comment as the server sends it (with __typename, as Apollo adds it to every selection). */
export function commentFixture(overrides: Partial<CommentThread_CommentFragment> & { id?: string } = {}): CommentThread_CommentFragment & { __typename: 'Comment' } {
  seq += 1;
  const id = overrides.id ?? `comment-${seq}`;
  return {
    __typename: 'Comment',
    id,
    wallId: WALL_ID,
    parentId: null,
    text: `Comment ${id}`,
    edited: false,
    deleted: false,
    hidden: false,
    moderationNote: null,
    score: 0,
    viewerVote: null,
    replyCount: 0,
    createdAt: '2026-11-21T01:00:00.000Z',
    author: { __typename: 'User', id: 'user-ace', userName: 'ace', profilePicture: null } as CommentThread_CommentFragment['author'],
    ...overrides,
  } as CommentThread_CommentFragment & { __typename: 'Comment' };
}

type Node = ReturnType<typeof commentFixture> & { replies?: unknown };

/** A top-level comment with the first page of its replies, as the wall query returns it. */
export function thread(comment: ReturnType<typeof commentFixture>, replies: Node[] = [], pageInfo = { endCursor: null as string | null, hasNextPage: false }): Node {
  return {
    ...comment,
    replyCount: Math.max(comment.replyCount, replies.length),
    replies: { __typename: 'CommentConnection', nodes: replies, pageInfo: { __typename: 'PageInfo', ...pageInfo } },
  };
}

/** The CommentWall query's data for a wall holding `threads` (newest first). */
export function wallData(threads: Node[], pageInfo = { endCursor: 'cursor-1', hasNextPage: false }) {
  return {
    commentWall: {
      __typename: 'CommentWall',
      id: WALL_ID,
      comments: {
        __typename: 'CommentConnection',
        edges: threads.map((node) => ({ __typename: 'CommentEdge', cursor: `c-${node.id}`, node: node.replies ? node : thread(node as ReturnType<typeof commentFixture>) })),
        pageInfo: { __typename: 'PageInfo', ...pageInfo },
      },
    },
  };
}
