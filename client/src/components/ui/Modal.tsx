import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { CloseIcon } from '../Icons';
import styles from './Modal.module.css';

/**
 * A modal dialog (React Aria): rendered over the page in a portal, labelled by its title, with
 * focus trapped inside while open. It closes on Escape, on the backdrop and on its close button;
 * focus moves to its first field on open and back where it was on close. Callers mount it to
 * open it and unmount it (through `onClose`) to close it.
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
 * would focus the dialog itself, so a form in a modal can be typed into at once.
 */
function FocusFirstField() {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const dialog = ref.current?.closest('[role="dialog"]');
    if (!dialog || dialog.contains(document.activeElement)) return;
    const first = dialog.querySelector<HTMLElement>('[data-autofocus], input, textarea, select, button:not([data-close])');
    first?.focus();
  }, []);
  return <span ref={ref} hidden />;
}
