import { useEffect, useState } from 'react';

/**
 * Whether `element` is on screen now (any of it inside the viewport), following it as the user scrolls; false for no
 * element, or without IntersectionObserver. Pass the element itself (a callback ref's state), so a row that comes and
 * goes with the data is observed whenever it is there.
 */
export function useOnScreen(element: Element | null): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    setOnScreen(false);
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setOnScreen(entries[entries.length - 1].isIntersecting));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return onScreen;
}
