import type { ReactNode } from 'react';
import { Modal } from './Modal';

/**
 * A small 'are you sure' dialog over another one: Cancel, and the confirming button (its pending
 * label while `pending`). `children` says what confirming does.
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
  return (
    <Modal
      title={title}
      size="sm"
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
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
