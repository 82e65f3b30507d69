import type { ApolloCache, Reference } from '@apollo/client';
import { graphql } from '../../gql';
import { CommentCache_IdFragmentDoc, CommentCache_RepliesFragmentDoc, type CommentCache_RepliesFragment, type CommentThread_CommentFragment, type CommentEventKind } from '../../gql/graphql';
import type { StoredConnection, StoredReplies } from '../../apollo/cache';

/** Whether a comment is in the cache at all. */
export const commentIdFragment = graphql(`
  fragment CommentCache_id on Comment {
    id
  }
`);

/**
 * A comment's replies as the cache holds them (the wall loads the first page of each top-level comment's, View
 * replies loads any comment's): CommentThread reads them through this fragment, and insertComment writes it onto a
 * comment that has no reply list in the cache yet.
 */
export const commentRepliesFragment = graphql(`
  fragment CommentCache_replies on Comment {
    id
    replies {
      ...CommentCache_replyPage
    }
  }
`);

/** One page of a comment's replies as the wall loads it, View replies fetches it and the cache merges it. */
export const commentReplyPageFragment = graphql(`
  fragment CommentCache_replyPage on CommentConnection {
    nodes {
      ...CommentThread_comment
    }
    pageInfo {
      endCursor
      hasNextPage
    }
  }
`);

type Edge = StoredConnection['edges'][number];

function edgeFor(comment: CommentThread_CommentFragment, ref: Reference): Edge {
  // The server's cursor is unknown here; only the page's endCursor is ever sent back, and it is kept.
  return { __typename: 'CommentEdge', cursor: comment.id, node: ref };
}

/**
 * Puts a new comment in its place in the cached wall: a top-level comment at the top of its wall
 * (newest first), a reply at the end of its parent's loaded replies (oldest first). A comment that is
 * already there is left alone, so the author's own mutation result and the live CREATED event for
 * the same comment, in either order, show it once. Returns whether it was inserted.
 */
export function insertComment(cache: ApolloCache, comment: CommentThread_CommentFragment): boolean {
  const id = cache.identify({ __typename: 'Comment', id: comment.id });
  if (!id) return false;
  const ref: Reference = { __ref: id };
  let inserted = false;

  if (!comment.parentId) {
    cache.modify<{ comments: StoredConnection }>({
      id: cache.identify({ __typename: 'CommentWall', id: comment.wallId }),
      fields: {
        comments(existing) {
          const list = existing as StoredConnection;
          if (list.edges.some((edge) => edge.node.__ref === id)) return list;
          inserted = true;
          return { ...list, edges: [edgeFor(comment, ref), ...list.edges] };
        },
      },
    });
    return inserted;
  }

  const parentId = cache.identify({ __typename: 'Comment', id: comment.parentId });
  let parentHasList = false;
  cache.modify<{ replies: StoredReplies }>({
    id: parentId,
    fields: {
      replies(existing) {
        parentHasList = true;
        const list = existing as StoredReplies;
        if (list.nodes.some((node) => node.__ref === id)) return list;
        inserted = true;
        return { ...list, nodes: [...list.nodes, ref] };
      },
    },
  });
  if (!parentHasList && parentId && cache.readFragment({ id: parentId, fragment: CommentCache_IdFragmentDoc }) !== null) {
    // The parent's replies were never loaded (a comment just added, or a reply whose own replies wait behind View
    // replies): give it a list holding the new reply. Its replyCount still counts the others, still to be loaded.
    cache.writeFragment({
      id: parentId,
      fragment: CommentCache_RepliesFragmentDoc,
      fragmentName: 'CommentCache_replies',
      data: {
        __typename: 'Comment',
        id: comment.parentId,
        replies: { __typename: 'CommentConnection', nodes: [comment], pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false } },
      } as unknown as CommentCache_RepliesFragment,
    });
    inserted = true;
  }
  if (inserted) {
    cache.modify<{ replyCount: number }>({
      id: parentId,
      fields: { replyCount: (count) => (typeof count === 'number' ? count + 1 : count) },
    });
  }
  return inserted;
}

/**
 * Merges one live wall event into the cache. The event's comment is already written to its cache
 * entry by Apollo (so EDITED, DELETED and VOTED update every view of it on their own); CREATED
 * also needs the comment put into its list.
 */
export function applyCommentEvent(
  cache: ApolloCache,
  event: { kind: CommentEventKind; comment: CommentThread_CommentFragment } | null | undefined,
): void {
  if (!event) return;
  if (event.kind === 'CREATED') insertComment(cache, event.comment);
}
