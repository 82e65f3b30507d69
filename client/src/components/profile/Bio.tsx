import { lazy, Suspense, useState } from 'react';
import { BIO_PREVIEW_LENGTH, isLonger, truncate } from '../../lib/text';
import styles from './Bio.module.css';

// A page's hero shows the bio: the popup (React Aria's modal) loads when 'see more' is pressed, not before the first paint.
const Modal = lazy(() => import('../ui/Modal').then((m) => ({ default: m.Modal })));

/**
 * A page bio: up to 40 characters in place; a longer bio is cut there with an ellipsis and a
 * 'see more' link that opens the full text in a popup with Close. Rendered as text, never as HTML.
 */
export function Bio({ text, title = 'Bio' }: { text: string | null | undefined; title?: string }) {
  const [open, setOpen] = useState(false);
  const bio = text?.trim() ?? '';
  if (!bio) return null;
  const long = isLonger(bio, BIO_PREVIEW_LENGTH);
  return (
    <div className={styles.bio}>
      <p className={styles.preview} data-testid="bio-preview">
        {long ? truncate(bio, BIO_PREVIEW_LENGTH) : bio}
        {long && (
          <>
            {' '}
            <button type="button" className={styles.more} onClick={() => setOpen(true)}>
              see more
            </button>
          </>
        )}
      </p>
      {open && (
        <Suspense fallback={null}>
          <Modal
            title={title}
            size="sm"
            onClose={() => setOpen(false)}
            footer={
              <button type="button" className="btn btn-primary btn-sm" onClick={() => setOpen(false)}>
                Close
              </button>
            }
          >
            <p className={styles.full}>{bio}</p>
          </Modal>
        </Suspense>
      )}
    </div>
  );
}
