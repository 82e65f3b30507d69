import { useCallback, useEffect, useRef } from 'react';
import { WS_RECONNECTED_EVENT } from './createApolloClient';

/**
 * Fetches again when the WebSocket reconnects: live events may have been missed while it was down.
 * `refetch` should be stable (Apollo's is); a failed fetch leaves the page as it was.
 */
export function useRefetchOnReconnect(refetch: () => Promise<unknown>, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    const again = () => void refetch().catch(() => undefined);
    window.addEventListener(WS_RECONNECTED_EVENT, again);
    return () => window.removeEventListener(WS_RECONNECTED_EVENT, again);
  }, [enabled, refetch]);
}

/**
 * A live page made of named parts (the page, its standings, its bracket...), each with its own refetch. Returns a
 * stable function that fetches the named parts again (a live event names what changed; no polling), and fetches
 * every part again when the WebSocket reconnects.
 */
export function useLiveRefetch<Part extends string>(calls: Record<Part, () => Promise<unknown>>): (what: readonly Part[]) => void {
  const latest = useRef(calls);
  useEffect(() => {
    latest.current = calls;
  });
  const refetch = useCallback((what: readonly Part[]) => {
    for (const key of what) void latest.current[key]().catch(() => undefined);
  }, []);
  const refetchAll = useCallback(async () => refetch(Object.keys(latest.current) as Part[]), [refetch]);
  useRefetchOnReconnect(refetchAll);
  return refetch;
}
