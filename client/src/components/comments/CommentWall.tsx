import type { ApolloClient } from '@apollo/client';
import { useDeferredValue, useId, useRef, useState } from 'react';
import { useAuth } from '../../auth/useAuth';
import { graphql } from '../../gql';
import { useCommentWallEventsSubscription, useCommentWallQuery } from '../../gql/hooks';
import { errorMessage } from '../../lib/errors';
import { useApproached } from '../../lib/useApproached';
import { applyCommentEvent } from './commentCache';
import { CommentForm } from './CommentForm';
import { CommentThread, REPLY_PAGE_SIZE, usePostComment } from './CommentThread';
import styles from './CommentWall.module.css';

/** Comments shown first, and added by each Load More (doc 01 section 9). */
export const COMMENT_PAGE_SIZE = 15;
/**
 * Top-level comments with the first page of their replies: depth 8, the server's limit (commentWall › comments ›
 * edges › node › replies › nodes › author › id). Deeper replies load on demand (CommentThread's View replies).
 */
export const commentWallQuery = graphql(`
  query CommentWall($wallId: ID!, $first: Int!, $after: String, $replies: Int = 50) {
    commentWall(id: $wallId) {
      id
      comments(first: $first, after: $after) {
        edges {
          cursor
          node {
            ...CommentThread_comment
            replies(first: $replies) {
              ...CommentCache_replyPage
            }
          }
        }
        pageInfo {
          endCursor
          hasNextPage
        }
      }
    }
  }
`);

/**
 * A wall's first page, with the very variables CommentWall first asks with, into the cache: a body that shows the wall
 * at once awaits it before it first renders (see useAfterFirstPaint). Never rejects: the wall reports what failed.
 */
export async function prefetchCommentWall(client: ApolloClient, wallId: string | null | undefined): Promise<void> {
  if (!wallId) return;
  await client.query({ query: commentWallQuery, variables: { wallId, first: COMMENT_PAGE_SIZE, replies: REPLY_PAGE_SIZE } }).catch(() => undefined);
}

export const commentWallEventsSubscription = graphql(`
  subscription CommentWallEvents($wallId: ID!) {
    commentWallEvents(wallId: $wallId) {
      kind
      comment {
        ...CommentThread_comment
      }
    }
  }
`);

function NewCommentForm({ wallId }: { wallId: string }) {
  const { submit, loading } = usePostComment(wallId);
  return (
    <CommentForm
      className={styles.newForm}
      pending={loading}
      label="Write a comment"
      labelledByHiddenLabel
      placeholder="Write a comment..."
      rows={3}
      submitLabel="Post Comment"
      pendingLabel="Posting..."
      submitOnModEnter
      // Trimmed; nothing is sent when only whitespace was typed.
      onSubmit={(text) => submit(text)}
    />
  );
}

/**
 * A page's comment wall: the new-comment form, the nested tree (newest first, 15 at a time with
 * Load More), and live updates: every new, edited, deleted or voted comment on the wall arrives
 * over the subscription and is merged into the Apollo cache.
 * With `loadOnApproach` (a wall far down its page) the tree and its live updates load when the user comes to the wall
 * (lib/useApproached.ts: on screen, or within a screen of it while scrolling), not with the page: its heading and form
 * are there from the start.
 */
export function CommentWall({
  wallId,
  title = 'Comments',
  loadOnApproach = false,
  canPost = true,
}: {
  wallId: string | null | undefined;
  title?: string;
  loadOnApproach?: boolean;
  /** Whether the viewer may post top-level comments (an announcement wall: its staff only); replies stay open. */
  canPost?: boolean;
}) {
  const { user } = useAuth();
  const viewerId = user?.id ?? null;
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const approached = useApproached(sectionRef, { enabled: loadOnApproach && !!wallId });

  return (
    <section ref={sectionRef} className={styles.wall} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {wallId && viewerId && canPost && <NewCommentForm wallId={wallId} />}
      {!wallId ? (
        <p className={styles.status}>No comments available</p>
      ) : approached ? (
        <CommentTree wallId={wallId} title={title} viewerId={viewerId} />
      ) : (
        // Holds some of the tree's place until the user comes to it (then it loads).
        <div className={styles.notYetLoaded} />
      )}
    </section>
  );
}

/**
 * The wall's tree, its Load More and its live updates. A component of its own, drawn once the tree is wanted, rather
 * than skipped queries in CommentWall: even a skipped useQuery has Apollo create and watch the query and transform its
 * document, inside the page's first render.
 */
function CommentTree({ wallId, title, viewerId }: { wallId: string; title: string; viewerId: string | null }) {
  const [moreError, setMoreError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const { data, loading, error, fetchMore } = useCommentWallQuery({
    variables: { wallId, first: COMMENT_PAGE_SIZE, replies: REPLY_PAGE_SIZE },
  });
  useCommentWallEventsSubscription({
    variables: { wallId },
    onData: ({ client, data: result }) => applyCommentEvent(client.cache, result.data?.commentWallEvents),
  });

  // The thread list renders from a deferred copy of the answer: a page of threads (and every live change) is drawn in
  // slices between which the page stays responsive, not in one long task when the answer arrives.
  const shown = useDeferredValue(data);
  const connection = shown?.commentWall.comments;
  const comments = (connection?.edges ?? []).map((edge) => edge.node);

  const loadMore = async () => {
    if (!connection?.pageInfo.endCursor) return;
    setLoadingMore(true);
    setMoreError(null);
    try {
      await fetchMore({ variables: { after: connection.pageInfo.endCursor, first: COMMENT_PAGE_SIZE } });
    } catch (e) {
      setMoreError(errorMessage(e));
    } finally {
      setLoadingMore(false);
    }
  };

  let body;
  if (!shown && (loading || data))
    body = (
      <p className={styles.status} role="status">
        Loading...
      </p>
    );
  else if (error && !shown) body = <p className={`${styles.status} ${styles.error}`} role="alert">{`Error: ${errorMessage(error)}`}</p>;
  else if (comments.length === 0) body = <p className={styles.status}>No comments available</p>;
  else
    body = (
      <ul className={styles.list} aria-label={title}>
        {comments.map((comment) => (
          <CommentThread key={comment.id} comment={comment} depth={0} viewerId={viewerId} />
        ))}
      </ul>
    );

  return (
    <>
      {body}
      {connection?.pageInfo.hasNextPage && (
        <div className={styles.loadMore}>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => void loadMore()} disabled={loadingMore}>
            {loadingMore ? 'Loading...' : 'Load More'}
          </button>
        </div>
      )}
      {moreError && (
        <p className="form-error" role="alert">
          {`Error: ${moreError}`}
        </p>
      )}
    </>
  );
}
