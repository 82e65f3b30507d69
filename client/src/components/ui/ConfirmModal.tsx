import { useCallback, useRef, type ReactNode } from 'react';
import { Modal } from './Modal';

/** How long after opening Cancel takes the focus (after the press that opened the dialog has finished with it). */
export const CANCEL_FOCUS_DELAY_MS = 50;

/**
 * The one 'are you sure' dialog (React Aria, over the page or another dialog): Cancel, which has the focus on open
 * (the safe choice: Enter or a stray click changes nothing), and the confirming button (its pending label while
 * `pending`). `children` says who and what confirming changes. Escape closes it and focus returns to its opener.
 */
export function ConfirmModal({
  title,
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
  onCancel,
  children,
}: {
  title: string;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  // Cancel takes the focus once the opener's press has settled: React Aria hands the focus back to the pressed button
  // just after the dialog opens, and the dialog's focus scope then pulls it to its first button (the close button).
  const focused = useRef(false);
  const cancel = useCallback((button: HTMLButtonElement | null) => {
    if (!button || focused.current) return;
    focused.current = true;
    window.setTimeout(() => button.focus(), CANCEL_FOCUS_DELAY_MS);
  }, []);
  return (
    <Modal
      title={title}
      size="sm"
      onClose={onCancel}
      footer={
        <>
          <button ref={cancel} type="button" className="btn btn-ghost" data-autofocus onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" disabled={pending} onClick={onConfirm}>
            {pending ? pendingLabel : confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
