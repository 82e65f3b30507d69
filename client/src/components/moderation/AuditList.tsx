import { formatCommentTime } from '../../lib/dates';
import { graphql } from '../../gql';
import { useModerationAuditQuery } from '../../gql/hooks';
import { errorMessage } from '../../lib/errors';
import { LoadMore } from '../ui/LoadMore';
import { ACTION_LABELS } from './ActionDialog';
import { MODERATION_PAGE_SIZE } from './operations';
import styles from './Moderation.module.css';

/** One audit row as the Audit tab shows it; an action's answer brings the same fields, so the new row is complete. */
export const auditListEntryFragment = graphql(`
  fragment AuditList_entry on ModerationAuditEntry {
    id
    action
    reason
    reportId
    durationMinutes
    createdAt
    targetType
    targetId
    moderator {
      id
      userName
    }
  }
`);

const label = (action: string) => (action === 'UNHIDE' ? 'Unhide' : (ACTION_LABELS[action as keyof typeof ACTION_LABELS] ?? action));

/** What an entry did: an action on what it concerned, or a save of the word filter (its reason says what changed). */
const what = (entry: { action: string; targetType: string }) =>
  entry.action === 'UPDATE_FILTERS' ? 'Saved the word filter' : `${label(entry.action)} ${entry.targetType.toLowerCase()}`;

/** The moderator actions of a place, newest first: who, what, why, when. */
export function AuditList({ organizerId, placeName }: { organizerId: string | null; placeName: string }) {
  const { data, loading, error, fetchMore } = useModerationAuditQuery({
    variables: { organizerId, first: MODERATION_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  if (loading && !data) return <p aria-busy="true">Loading the audit...</p>;
  if (error && !data) return <p role="alert">{errorMessage(error)}</p>;
  const entries = data?.moderationAudit.edges.map((edge) => edge.node) ?? [];
  const pageInfo = data?.moderationAudit.pageInfo;
  if (entries.length === 0)
    return <p className={styles.empty}>No moderator actions in {placeName} yet. Every action on a report is listed here.</p>;
  return (
    <>
      <table className={styles.audit} aria-label="Moderation audit">
        <thead>
          <tr>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">Why</th>
            <th scope="col">When</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>{entry.moderator?.userName ?? 'Deleted User'}</td>
              <td>
                {what(entry)}
                {entry.durationMinutes ? ` (${entry.durationMinutes} min)` : ''}
              </td>
              <td>{entry.reason}</td>
              <td>
                <time dateTime={entry.createdAt}>{formatCommentTime(entry.createdAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {pageInfo?.hasNextPage && (
        <LoadMore onLoadMore={() => fetchMore({ variables: { after: pageInfo.endCursor, first: MODERATION_PAGE_SIZE } })} />
      )}
    </>
  );
}
