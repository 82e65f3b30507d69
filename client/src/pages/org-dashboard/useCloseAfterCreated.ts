import { useEffect, useRef, useState } from 'react';
import { notify, TOAST_LONG_MS } from '../../lib/toast';

/**
 * How a create modal ends: `created(message)` says so in a toast and closes the modal once the toast was read
 * (TOAST_LONG_MS); `done` is true from then on, so a second submit creates nothing.
 */
export function useCloseAfterCreated(onClose: () => void): { done: boolean; created: (message: string) => void } {
  const [done, setDone] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const created = (message: string) => {
    setDone(true);
    notify.success(message);
    timer.current = window.setTimeout(onClose, TOAST_LONG_MS);
  };
  return { done, created };
}
