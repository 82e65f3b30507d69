import { useFragment } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import { useCommentRepliesLazyQuery, useDeleteCommentMutation, useEditCommentMutation, usePostCommentMutation, useVoteCommentMutation } from '../../gql/hooks';
import { CommentCache_RepliesFragmentDoc, type CommentThread_CommentFragment, type VoteCommentMutation, type VoteDirection } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { userPath } from '../../lib/paths';
import { formatCommentTime } from '../../lib/commentTime';
import { FallbackImage } from '../FallbackImage';
import { ReportButton } from '../moderation/ReportButton';
import { insertComment } from './commentCache';
import { CommentForm } from './CommentForm';
import styles from './CommentWall.module.css';

export const commentItemFragment = graphql(`
  fragment CommentThread_comment on Comment {
    id
    wallId
    parentId
    text
    edited
    deleted
    hidden
    moderationNote
    score
    viewerVote
    replyCount
    createdAt
    author {
      id
      userName
      profilePicture
    }
  }
`);

export const postCommentMutation = graphql(`
  mutation PostComment($input: PostCommentInput!) {
    postComment(input: $input) {
      ...CommentThread_comment
    }
  }
`);

export const editCommentMutation = graphql(`
  mutation EditComment($id: ID!, $text: String!) {
    editComment(id: $id, text: $text) {
      ...CommentThread_comment
    }
  }
`);

export const deleteCommentMutation = graphql(`
  mutation DeleteComment($id: ID!) {
    deleteComment(id: $id) {
      ...CommentThread_comment
    }
  }
`);

export const voteCommentMutation = graphql(`
  mutation VoteComment($id: ID!, $direction: VoteDirection!) {
    voteComment(id: $id, direction: $direction) {
      id
      score
      viewerVote
    }
  }
`);

/**
 * A comment's replies, a page at a time: View replies on a comment whose replies the wall did not load (the wall
 * loads one level, to stay within the server's depth limit of 8), View more replies after the loaded ones.
 */
export const commentRepliesQuery = graphql(`
  query CommentReplies($id: ID!, $first: Int!, $after: String) {
    comment(id: $id) {
      id
      replies(first: $first, after: $after) {
        ...CommentCache_replyPage
      }
    }
  }
`);

/** Replies nest this deep on a page: no Reply deeper than this, and deeper replies are only counted. */
export const MAX_REPLY_DEPTH = 4;

/** Replies loaded with each top-level comment, and by each View replies. */
export const REPLY_PAGE_SIZE = 50;

/** A comment as the wall shows it (its replies are read from the cache, see CommentCache_replies). */
export type CommentNode = CommentThread_CommentFragment;

/** The score and viewer vote after voting `direction` again (the same arrow twice takes the vote back). */
export function nextVote(current: number | null | undefined, score: number, pressed: 1 | -1): { direction: VoteDirection; vote: number | null; score: number } {
  const before = current ?? 0;
  if (before === pressed) return { direction: 'NONE', vote: null, score: score - before };
  return { direction: pressed === 1 ? 'UP' : 'DOWN', vote: pressed, score: score - before + pressed };
}

/** Posts a new comment or a reply, trimmed; empty text is ignored. The new comment goes straight into the cache. */
export function usePostComment(wallId: string) {
  const [post, { loading }] = usePostCommentMutation();
  const submit = async (raw: string, parentId?: string) => {
    const text = raw.trim();
    if (!text) return false;
    await post({
      variables: { input: { wallId, text, parentId: parentId ?? null } },
      update: (cache, { data }) => {
        if (data) insertComment(cache, data.postComment);
      },
    });
    return true;
  };
  return { submit, loading };
}

function ReplyForm({ wallId, parentId, onDone }: { wallId: string; parentId: string; onDone: () => void }) {
  const { submit, loading } = usePostComment(wallId);
  return (
    <CommentForm
      className={styles.inlineForm}
      pending={loading}
      label="Write a reply"
      placeholder="Write a reply..."
      rows={2}
      autoFocus
      submitLabel="Post Reply"
      pendingLabel="Posting..."
      onCancel={onDone}
      onSubmit={async (text) => {
        const sent = await submit(text, parentId);
        if (sent) onDone();
        return sent;
      }}
    />
  );
}

function EditForm({ comment, onDone }: { comment: CommentNode; onDone: () => void }) {
  const [edit, { loading }] = useEditCommentMutation();
  return (
    <CommentForm
      className={styles.inlineForm}
      pending={loading}
      initialText={comment.text ?? ''}
      label="Edit comment"
      rows={3}
      autoFocus
      submitLabel="Save"
      pendingLabel="Saving..."
      onCancel={onDone}
      onSubmit={async (text) => {
        const next = text.trim();
        if (!next) return false; // ignored when empty after trimming
        if (next !== comment.text) await edit({ variables: { id: comment.id, text: next } });
        onDone();
        return true;
      }}
    />
  );
}

function ArrowUp() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M12 5l7 9h-4.5v5h-5v-5H5z" fill="currentColor" />
    </svg>
  );
}

function ArrowDown() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M12 19l-7-9h4.5V5h5v5H19z" fill="currentColor" />
    </svg>
  );
}

/**
 * One comment with its replies: author, time (UTC), text, up/down arrows with the score and the
 * viewer's vote highlighted, Reply, and Edit/Delete on the viewer's own comments. A deleted comment
 * keeps its place (and its replies) as 'Deleted Comment' by 'Deleted User'.
 */
export function CommentThread({ comment, depth, viewerId }: { comment: CommentNode; depth: number; viewerId: string | null }) {
  const [mode, setMode] = useState<'view' | 'reply' | 'edit' | 'confirm-delete'>('view');
  const [error, setError] = useState<string | null>(null);
  const [vote] = useVoteCommentMutation();
  const [remove, { loading: deleting }] = useDeleteCommentMutation();

  // A comment a moderator hid (or a filter held) reaches others without its text; its author still gets the text and why.
  const hiddenFromViewer = comment.hidden && !comment.deleted && comment.text == null;
  const deleted = comment.deleted || (comment.text == null && !hiddenFromViewer);
  const own = !deleted && viewerId != null && comment.author?.id === viewerId;
  // The replies loaded so far (with the wall, by View replies, or live); replyCount counts them all.
  const stored = useFragment({ fragment: CommentCache_RepliesFragmentDoc, fragmentName: 'CommentCache_replies', from: { __typename: 'Comment', id: comment.id } });
  const list = stored.complete ? stored.data.replies : null;
  const replies = depth >= MAX_REPLY_DEPTH ? [] : (list?.nodes ?? []);
  const hiddenReplies = Math.max(0, comment.replyCount - replies.length);
  const [loadReplies, { loading: loadingReplies }] = useCommentRepliesLazyQuery();

  const onViewReplies = async () => {
    setError(null);
    // After the loaded ones; from the start when the list holds only live arrivals (no cursor yet).
    const after = replies.length > 0 ? (list?.pageInfo.endCursor ?? null) : null;
    try {
      await loadReplies({ variables: { id: comment.id, first: REPLY_PAGE_SIZE, after } });
    } catch (e) {
      setError(`Error: ${errorMessage(e)}`);
    }
  };

  const onVote = async (pressed: 1 | -1) => {
    setError(null);
    const next = nextVote(comment.viewerVote, comment.score, pressed);
    try {
      await vote({
        variables: { id: comment.id, direction: next.direction },
        // __typename lets the optimistic answer land on the comment's cache entry.
        optimisticResponse: { voteComment: { __typename: 'Comment', id: comment.id, score: next.score, viewerVote: next.vote } as VoteCommentMutation['voteComment'] },
      });
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  const onDelete = async () => {
    setError(null);
    try {
      await remove({ variables: { id: comment.id } });
      setMode('view');
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <li className={styles.thread} data-depth={depth}>
      <article className={styles.comment} aria-label={deleted ? 'Deleted Comment' : hiddenFromViewer ? 'Hidden comment' : `Comment by ${comment.author?.userName ?? 'Deleted User'}`} data-comment-id={comment.id}>
        <FallbackImage className={styles.avatar} src={deleted ? null : comment.author?.profilePicture} fallback="avatar" alt="" width="36" height="36" loading="lazy" />
        <div className={styles.main}>
          <header className={styles.meta}>
            {deleted || !comment.author ? (
              <span className={styles.authorGone}>Deleted User</span>
            ) : (
              <Link className={styles.author} to={userPath(comment.author.userName)}>
                {comment.author.userName}
              </Link>
            )}
            <time className={styles.time} dateTime={comment.createdAt}>
              {formatCommentTime(comment.createdAt)}
            </time>
            {comment.edited && !deleted && <span className={styles.edited}>(edited)</span>}
          </header>

          {mode === 'edit' ? (
            <EditForm comment={comment} onDone={() => setMode('view')} />
          ) : deleted ? (
            <p className={`${styles.text} ${styles.deletedText}`}>Deleted Comment</p>
          ) : hiddenFromViewer ? (
            <p className={`${styles.text} ${styles.deletedText}`}>Hidden by a moderator</p>
          ) : (
            <p className={styles.text}>{comment.text}</p>
          )}
          {comment.moderationNote && (
            <p className={styles.moderationNote} role="note">
              {comment.moderationNote}
            </p>
          )}

          <div className={styles.actions}>
            <div className={styles.votes} role="group" aria-label="Votes">
              <button
                type="button"
                className={styles.vote}
                aria-label="Upvote"
                aria-pressed={comment.viewerVote === 1}
                data-active={comment.viewerVote === 1 || undefined}
                disabled={deleted || viewerId == null}
                onClick={() => void onVote(1)}
              >
                <ArrowUp />
              </button>
              <span className={styles.score} aria-label={`Score ${comment.score}`}>
                {comment.score}
              </span>
              <button
                type="button"
                className={`${styles.vote} ${styles.down}`}
                aria-label="Downvote"
                aria-pressed={comment.viewerVote === -1}
                data-active={comment.viewerVote === -1 || undefined}
                disabled={deleted || viewerId == null}
                onClick={() => void onVote(-1)}
              >
                <ArrowDown />
              </button>
            </div>
            {!deleted && depth < MAX_REPLY_DEPTH && viewerId != null && (
              <button type="button" className={styles.action} onClick={() => setMode(mode === 'reply' ? 'view' : 'reply')}>
                Reply
              </button>
            )}
            {own && mode !== 'edit' && (
              <button type="button" className={styles.action} onClick={() => setMode('edit')}>
                Edit
              </button>
            )}
            {own && (
              <button type="button" className={`${styles.action} ${styles.danger}`} onClick={() => setMode('confirm-delete')}>
                Delete
              </button>
            )}
            {!deleted && !hiddenFromViewer && !own && viewerId != null && (
              <ReportButton targetType="COMMENT" targetId={comment.id} what={`comment by ${comment.author?.userName ?? 'Deleted User'}`} className={styles.action} />
            )}
          </div>

          {mode === 'confirm-delete' && (
            <div className={styles.confirm} role="group" aria-label="Confirm delete">
              <span>Delete this comment?</span>
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => setMode('view')}>
                Keep
              </button>
              <button type="button" className={`btn btn-sm ${styles.dangerButton}`} onClick={() => void onDelete()} disabled={deleting}>
                {deleting ? 'Deleting...' : 'Confirm Delete'}
              </button>
            </div>
          )}
          {mode === 'reply' && <ReplyForm wallId={comment.wallId} parentId={comment.id} onDone={() => setMode('view')} />}
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
        </div>
      </article>

      {replies.length > 0 && (
        <ul className={styles.replies} aria-label={`Replies to ${deleted ? 'Deleted Comment' : (comment.author?.userName ?? 'Deleted User')}`}>
          {replies.map((reply) => (
            <CommentThread key={reply.id} comment={reply} depth={depth + 1} viewerId={viewerId} />
          ))}
        </ul>
      )}
      {hiddenReplies > 0 &&
        (depth >= MAX_REPLY_DEPTH ? (
          <p className={styles.more}>
            {hiddenReplies} more {hiddenReplies === 1 ? 'reply' : 'replies'} in this thread
          </p>
        ) : (
          <button type="button" className={styles.viewReplies} onClick={() => void onViewReplies()} disabled={loadingReplies}>
            {loadingReplies ? 'Loading...' : `View ${hiddenReplies}${replies.length > 0 ? ' more' : ''} ${hiddenReplies === 1 ? 'reply' : 'replies'}`}
          </button>
        ))}
    </li>
  );
}
