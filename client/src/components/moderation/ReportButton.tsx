import { useState } from 'react';
import type { ReportTarget } from '../../gql/graphql';
import { useAuth } from '../../auth/useAuth';
import { ReportDialog } from './ReportDialog';
import styles from './Moderation.module.css';

/**
 * A small Report action opening the ReportDialog. Signed-out viewers do not see it (like Reply and the other
 * signed-in actions); callers leave it off the viewer's own content.
 */
export function ReportButton({
  targetType,
  targetId,
  what,
  organizerId,
  className = styles.reportButton,
}: {
  targetType: ReportTarget;
  targetId: string;
  what: string;
  organizerId?: string | null;
  className?: string;
}) {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  if (!user) return null;
  return (
    <>
      <button type="button" className={className} aria-label={`Report ${what}`} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Report
      </button>
      {open && <ReportDialog targetType={targetType} targetId={targetId} what={what} organizerId={organizerId} onClose={() => setOpen(false)} />}
    </>
  );
}
