import { useEffect, useRef, useState } from 'react';
import { notify, toastDuration, type ToastLength } from '../../lib/toast';

/**
 * How a create modal ends: `created(message)` says so in a toast (1.6 s, or 0.8 s when 'short') and closes the modal
 * once the toast was read; `done` is true from then on, so a second submit creates nothing.
 */
export function useCloseAfterCreated(onClose: () => void): { done: boolean; created: (message: string, length?: ToastLength) => void } {
  const [done, setDone] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const created = (message: string, length: ToastLength = 'long') => {
    setDone(true);
    notify.success(message, length);
    timer.current = window.setTimeout(onClose, toastDuration(length));
  };
  return { done, created };
}
