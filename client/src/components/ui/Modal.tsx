import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { CloseIcon } from '../Icons';
import styles from './Modal.module.css';

/**
 * A modal dialog (React Aria): rendered over the page in a portal, labelled by its title, with
 * focus trapped inside while open. It closes on Escape, on the backdrop and on its close button;
 * focus moves to its first field on open (never to a button that acts: a dialog of rows of Kick
 * buttons opens with focus on itself), stays inside when the focused control goes away (the last
 * Approve of a list), and goes back where it was on close. Callers mount it to open it and unmount
 * it (through `onClose`) to close it.
 */
export function Modal({
  title,
  onClose,
  children,
  footer,
  size = 'md',
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}) {
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      className={styles.overlay}
    >
      <AriaModal className={styles.dialog} data-size={size}>
        <Dialog className={styles.frame}>
          <FocusFirstField />
          <KeepFocusInside />
          <header className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            <button type="button" className={styles.close} aria-label="Close dialog" data-close onClick={onClose}>
              <CloseIcon />
            </button>
          </header>
          <div className={styles.body}>{children}</div>
          {footer && <footer className={styles.footer}>{footer}</footer>}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}

/**
 * Moves focus to the dialog's first field (or an element marked data-autofocus) before React Aria
 * would focus the dialog itself, so a form in a modal can be typed into at once. With no field, the
 * dialog itself takes the focus: its first button may be one with no way back (Kick, Decline).
 */
function FocusFirstField() {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const dialog = ref.current?.closest<HTMLElement>('[role="dialog"]');
    if (!dialog || dialog.contains(document.activeElement)) return;
    const first = dialog.querySelector<HTMLElement>('[data-autofocus], input, textarea, select');
    if (first) first.focus();
    else dialog.focus();
  }, []);
  return <span ref={ref} hidden />;
}

/**
 * When the focused control leaves the page (the row of the last Approve goes, or a confirmation closes and its opener
 * is gone), the browser drops the focus to the page, where Escape and Tab no longer reach the dialog: the topmost
 * dialog takes it back.
 */
function KeepFocusInside() {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const dialog = ref.current?.closest<HTMLElement>('[role="dialog"]');
    if (!dialog) return;
    const frames = new Set<number>();
    const reclaim = () => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      const dialogs = document.querySelectorAll('[role="dialog"]');
      if (dialog.isConnected && dialogs[dialogs.length - 1] === dialog) dialog.focus();
    };
    // Two frames after the change: React Aria restores the focus of a closed dialog in the first frame after it
    // unmounts (its request made during the commit, before this observer hears of it), so it always goes first and a
    // restored focus is left alone. A fixed delay lost that race when a loaded machine ran both timers late.
    const later = (run: () => void) => {
      const frame = window.requestAnimationFrame(() => {
        frames.delete(frame);
        run();
      });
      frames.add(frame);
    };
    const observer = new MutationObserver(() => later(() => later(reclaim)));
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      for (const frame of frames) window.cancelAnimationFrame(frame);
    };
  }, []);
  return <span ref={ref} hidden />;
}
