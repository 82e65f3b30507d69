import { lazy, Suspense, useState } from 'react';
import type { ReportTarget } from '../../gql/graphql';
import { useAuth } from '../../auth/useAuth';
import styles from './Moderation.module.css';

// The dialog (its modal, its form and their code) is asked for when the viewer comes to a Report button (pointer over
// it, focus, a touch starting), not with every page that shows one (each comment has one): most visits report nothing.
const loadReportDialog = () => import('./ReportDialog');
const ReportDialog = lazy(() => loadReportDialog().then((module) => ({ default: module.ReportDialog })));
const prefetchReportDialog = () => void loadReportDialog().catch(() => undefined);

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
      <button
        type="button"
        className={className}
        aria-label={`Report ${what}`}
        aria-haspopup="dialog"
        onPointerEnter={prefetchReportDialog}
        onPointerDown={prefetchReportDialog}
        onFocus={prefetchReportDialog}
        onClick={() => setOpen(true)}
      >
        Report
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog targetType={targetType} targetId={targetId} what={what} organizerId={organizerId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
