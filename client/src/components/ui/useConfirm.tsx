import { useCallback, useState, type ReactNode } from 'react';
import { notify } from '../../lib/toast';
import { ConfirmModal } from './ConfirmModal';

/** What a one-click-no-way-back action asks first, and what it says after. */
export interface ConfirmRequest {
  /** The dialog's title: the action and whom it touches ('Kick ana?'). */
  title: string;
  /** Who and what, in a sentence ('Make Ana the leader of Neon Vipers? You become co-leader.'). */
  question: ReactNode;
  /** The confirming button ('Kick'); Cancel is the other, and has the focus. */
  confirmLabel: string;
  /** The toast after it worked ('ana was kicked from Neon Vipers.'); omitted when the action toasts its own. */
  done?: string;
  /** The action: false (or a throw) when it failed, which its own error toast reports; no success toast then. */
  run: () => Promise<boolean | void>;
}

/**
 * Confirm before a destructive action: `ask(request)` opens the shared ConfirmModal naming who and what; Confirm runs
 * the action, closes the dialog and toasts what happened (sonner); Cancel, Escape or the backdrop change nothing, and
 * focus returns to the button that asked. Render `dialog` once in the component.
 */
export function useConfirm(): { ask: (request: ConfirmRequest) => void; dialog: ReactNode } {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const [pending, setPending] = useState(false);
  const ask = useCallback((next: ConfirmRequest) => setRequest(next), []);
  const dialog = request && (
    <ConfirmModal
      title={request.title}
      confirmLabel={request.confirmLabel}
      pendingLabel="Working..."
      pending={pending}
      onCancel={() => {
        if (!pending) setRequest(null);
      }}
      onConfirm={async () => {
        setPending(true);
        const ok = await request.run().then(
          (result) => result !== false,
          () => false,
        );
        setPending(false);
        setRequest(null);
        if (ok && request.done) notify.success(request.done);
      }}
    >
      <p>{request.question}</p>
    </ConfirmModal>
  );
  return { ask, dialog };
}
