import { startTransition, useEffect, useRef, useState } from 'react';

/**
 * False on the first render, true once the browser has painted it: a page draws what is above the fold first and the
 * rest (with its code and its queries) right after, so the first paint waits for neither. In a hidden tab, where
 * nothing is painted and animation frames do not run, true at once. What it brings in renders as a transition: React
 * draws it in slices between which the browser stays responsive, rather than in one long task.
 *
 * `prepare`, when given, runs once the first render is on screen (typically: the section's code and its first
 * answers, into the cache), and true waits until it has settled, failed or not. The section then renders once, with
 * its data at hand: rendered empty first, each answer landing later would redraw it synchronously (Apollo's store
 * updates are never transitions), in one long task each.
 */
export function useAfterFirstPaint(prepare?: () => Promise<unknown>): boolean {
  const [painted, setPainted] = useState(false);
  // The first mount's preparation; a later one (another render's closure) is not awaited.
  const prepareRef = useRef(prepare);
  useEffect(() => {
    let live = true;
    const ready = () => {
      const work = prepareRef.current?.().catch(() => undefined);
      if (!work) return startTransition(() => setPainted(true));
      void work.then(() => live && startTransition(() => setPainted(true)));
    };
    if (typeof requestAnimationFrame === 'undefined' || document.visibilityState !== 'visible') {
      if (!prepareRef.current) setPainted(true);
      else ready();
      return () => {
        live = false;
      };
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs just before the paint; the timeout it sets runs once that frame is on screen.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(ready, 0);
    });
    return () => {
      live = false;
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return painted;
}
