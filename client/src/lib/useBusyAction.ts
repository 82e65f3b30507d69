import { useCallback, useState } from 'react';
import { errorMessage } from './errors';
import { notify } from './toast';

/**
 * The one shape of a button that runs a mutation: mark the button busy (by a key naming the row and
 * action, so only that button disables), run the job, toast `success` when given, and toast the
 * server's message (else `failure`) when it throws. Lists that change are refetched by the mutation
 * hooks themselves. `run` resolves to whether the job succeeded.
 */
export function useBusyAction(): {
  busy: string | null;
  run: (key: string, job: () => Promise<unknown>, messages?: { success?: string; failure?: string }) => Promise<boolean>;
} {
  const [busy, setBusy] = useState<string | null>(null);
  const run = useCallback(async (key: string, job: () => Promise<unknown>, messages: { success?: string; failure?: string } = {}) => {
    setBusy(key);
    try {
      await job();
      if (messages.success) notify.success(messages.success);
      return true;
    } catch (e) {
      notify.error(errorMessage(e, messages.failure ?? 'Something went wrong'));
      return false;
    } finally {
      setBusy(null);
    }
  }, []);
  return { busy, run };
}
