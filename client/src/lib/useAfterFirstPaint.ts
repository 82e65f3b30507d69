import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted it: a page draws what is above the fold first and the
 * rest (with its code and its queries) right after, so the first paint waits for neither. In a hidden tab, where
 * nothing is painted and animation frames do not run, true at once. What it brings in renders as a transition: React
 * draws it in slices between which the browser stays responsive, rather than in one long task.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (typeof requestAnimationFrame === 'undefined' || document.visibilityState !== 'visible') {
      setPainted(true);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs just before the paint; the timeout it sets runs once that frame is on screen.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return painted;
}
