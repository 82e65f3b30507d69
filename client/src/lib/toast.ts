/**
 * Toasts (sonner) with the spec's two durations (doc 02 section 9): 0.8 s and 1.6 s. Screens call
 * `notify.success(text)` / `notify.error(text)` (1.6 s, the default "toast messages auto-close
 * after 1.6 seconds") or pass `'short'` for the 0.8 s ones (e.g. 'Organizer created successfully!'
 * before the page reloads). The `<Toaster/>` lives in the site shell (layout/AppToaster.tsx).
 */
import { createElement } from 'react';
import { toast } from 'sonner';

export const TOAST_SHORT_MS = 800;
export const TOAST_LONG_MS = 1600;

export type ToastLength = 'short' | 'long';

/** How long a toast of `length` stays. */
export const toastDuration = (length: ToastLength) => (length === 'short' ? TOAST_SHORT_MS : TOAST_LONG_MS);

// The text carries its own live role, so assistive technology announces success politely and
// failures at once, whatever the toaster's region does.
const text = (role: 'status' | 'alert', message: string) => createElement('span', { role }, message);

export const notify = {
  success(message: string, length: ToastLength = 'long') {
    return toast.success(text('status', message), { duration: toastDuration(length) });
  },
  error(message: string, length: ToastLength = 'long') {
    return toast.error(text('alert', message), { duration: toastDuration(length) });
  },
  info(message: string, length: ToastLength = 'long') {
    return toast(text('status', message), { duration: toastDuration(length) });
  },
  dismiss(id?: string | number) {
    toast.dismiss(id);
  },
};
