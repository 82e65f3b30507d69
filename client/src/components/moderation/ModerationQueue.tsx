import { useApolloClient } from '@apollo/client/react';
import { formatDistanceToNowStrict } from 'date-fns';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ModerationQueue_ReportFragment } from '../../gql/graphql';
import { graphql } from '../../gql';
import { useModerationQueueChangedSubscription, useModerationQueueQuery } from '../../gql/hooks';
import { errorMessage } from '../../lib/errors';
import { userPath } from '../../lib/paths';
import { LoadMore } from '../ui/LoadMore';
import { ACTION_LABELS, ActionDialog } from './ActionDialog';
import { MODERATION_PAGE_SIZE } from './operations';
import { REPORT_REASONS } from './ReportDialog';
import { applyQueueEvent, removeFromQueue } from './queueCache';
import styles from './Moderation.module.css';

/** What the queue shows of a report. */
export const moderationQueueReportFragment = graphql(`
  fragment ModerationQueue_report on ModerationReport {
    id
    targetType
    targetId
    reason
    text
    content
    contextPath
    contextLabel
    status
    createdAt
    reporter {
      id
      userName
    }
    subject {
      id
      userName
    }
    organizer {
      id
      name
    }
  }
`);

type QueueAction = keyof typeof ACTION_LABELS;

const TARGET_LABELS: Record<ModerationQueue_ReportFragment['targetType'], string> = {
  COMMENT: 'Comment',
  MESSAGE: 'Message',
  USER: 'User',
  TEAM: 'Team',
  ORGANIZER: 'Organizer',
};

/** Which actions fit what was reported: hide and remove apply to comments and messages only. */
function actionsFor(report: ModerationQueue_ReportFragment): QueueAction[] {
  const content = report.targetType === 'COMMENT' || report.targetType === 'MESSAGE';
  const person = report.subject != null || report.targetType === 'TEAM';
  return (['DISMISS', 'HIDE', 'REMOVE', 'WARN', 'TIMEOUT', 'BAN'] as QueueAction[]).filter((a) => {
    if (a === 'HIDE' || a === 'REMOVE') return content;
    if (a === 'WARN' || a === 'TIMEOUT') return report.subject != null;
    if (a === 'BAN') return person;
    return true;
  });
}

const timeAgo = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : `${formatDistanceToNowStrict(date)} ago`;
};

/**
 * The open reports of a queue (an organizer's, or the site's for `organizerId` null), oldest first, kept live by the
 * moderationQueueChanged subscription (no polling): new reports appear, resolved ones leave. Each report offers the
 * actions that fit it; every action asks for a reason.
 */
export function ModerationQueue({ organizerId, placeName }: { organizerId: string | null; placeName: string }) {
  const { data, loading, error, fetchMore } = useModerationQueueQuery({ variables: { organizerId, first: MODERATION_PAGE_SIZE } });
  useModerationQueueChangedSubscription({
    variables: { organizerId },
    onData: ({ client, data: result }) => applyQueueEvent(client.cache, organizerId, result.data?.moderationQueueChanged),
  });
  const [acting, setActing] = useState<{ report: ModerationQueue_ReportFragment; action: QueueAction } | null>(null);
  const client = useApolloClient();

  if (loading && !data) return <p aria-busy="true">Loading reports...</p>;
  if (error && !data) return <p role="alert">{errorMessage(error)}</p>;
  const reports = data?.moderationQueue.edges.map((edge) => edge.node) ?? [];
  const pageInfo = data?.moderationQueue.pageInfo;
  return (
    <section aria-label="Open reports">
      {reports.length === 0 ? (
        <p className={styles.empty}>
          No open reports for {placeName}. New reports appear here as they are sent; you do not need to reload.
        </p>
      ) : (
        <ul className={styles.list} aria-label={`Open reports (${reports.length}${pageInfo?.hasNextPage ? '+' : ''})`}>
          {reports.map((report) => (
            <li
              key={report.id}
              className={styles.card}
              aria-label={`Report: ${TARGET_LABELS[report.targetType]}${report.subject ? ` by ${report.subject.userName}` : ''}`}
            >
              <p className={styles.meta}>
                <strong>{REPORT_REASONS.find((r) => r.value === report.reason)?.label ?? report.reason}</strong> ·{' '}
                {TARGET_LABELS[report.targetType]}
                {report.subject && (
                  <>
                    {' '}
                    by <Link to={userPath(report.subject.userName)}>{report.subject.userName}</Link>
                  </>
                )}{' '}
                · <time dateTime={report.createdAt}>{timeAgo(report.createdAt)}</time>
              </p>
              {report.content != null ? (
                <blockquote className={styles.content}>{report.content}</blockquote>
              ) : (
                <p className={styles.meta}>The content is gone.</p>
              )}
              {report.text && (
                <p>
                  <span className={styles.meta}>Reporter{report.reporter ? ` ${report.reporter.userName}` : ''} says: </span>
                  {report.text}
                </p>
              )}
              {report.contextPath && (
                <p className={styles.meta}>
                  {report.contextLabel ? `${report.contextLabel} · ` : ''}
                  <Link to={report.contextPath}>Open in context</Link>
                </p>
              )}
              <div className={styles.actions}>
                {actionsFor(report).map((action) => (
                  <button key={action} type="button" className="btn btn-ghost btn-sm" onClick={() => setActing({ report, action })}>
                    {ACTION_LABELS[action]}
                  </button>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
      {pageInfo?.hasNextPage && (
        <LoadMore onLoadMore={() => fetchMore({ variables: { after: pageInfo.endCursor, first: MODERATION_PAGE_SIZE } })} />
      )}
      {acting && (
        <ActionDialog
          report={acting.report}
          action={acting.action}
          onClose={() => setActing(null)}
          onDone={(id) => removeFromQueue(client.cache, organizerId, id)}
        />
      )}
    </section>
  );
}
