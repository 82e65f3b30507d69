import { formatCommentTime } from '../../lib/dates';
import { graphql } from '../../gql';
import { useModerationAuditQuery } from '../../gql/hooks';
import { errorMessage } from '../../lib/errors';
import { ACTION_LABELS } from './ActionDialog';
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

/** The moderator actions of a place, newest first: who, what, why, when. */
export function AuditList({ organizerId, placeName }: { organizerId: string | null; placeName: string }) {
  const { data, loading, error } = useModerationAuditQuery({ variables: { organizerId }, fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <p aria-busy="true">Loading the audit...</p>;
  if (error && !data) return <p role="alert">{errorMessage(error)}</p>;
  const entries = data?.moderationAudit ?? [];
  if (entries.length === 0) return <p className={styles.empty}>No moderator actions in {placeName} yet. Every action on a report is listed here.</p>;
  return (
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
              {label(entry.action)} {entry.targetType.toLowerCase()}
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
  );
}
