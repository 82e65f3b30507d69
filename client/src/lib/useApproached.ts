import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the user has come to an element: true once any of it is on screen, or once the user scrolls with it within
 * `margin` (a CSS length or a percentage of the screen's height; one screen by default) above or below the screen, so
 * what it loads is there by the time it scrolls into view. Before the first scroll only being on screen counts: while a
 * page loads, the content above an element lays out as its data lands, and an element a screen down is not yet
 * anything the user is coming to. Once true it stays true. With `enabled` false, or without IntersectionObserver,
 * true at once.
 */
export function useApproached(
  ref: RefObject<Element | null>,
  { enabled = true, margin = '100%' }: { enabled?: boolean; margin?: string } = {},
): boolean {
  const [approached, setApproached] = useState(() => !enabled || typeof IntersectionObserver === 'undefined');
  const done = approached || !enabled || typeof IntersectionObserver === 'undefined';
  useEffect(() => {
    const element = ref.current;
    if (done || !element) return;
    let near = false;
    // Whether the user has scrolled (or the page opened scrolled). Read in the observer's callback, where layout is
    // clean: read here, right after the commit, scrollY would force a layout of everything the commit added.
    let scrolled = false;
    const arrive = () => {
      stop();
      setApproached(true);
    };
    const onScroll = () => {
      scrolled = true;
      if (near) arrive();
    };
    const onScreen = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) arrive();
    });
    const nearby = new IntersectionObserver(
      (entries) => {
        near = entries[entries.length - 1].isIntersecting;
        scrolled ||= window.scrollY > 0;
        if (near && scrolled) arrive();
      },
      { rootMargin: `${margin} 0px` },
    );
    function stop() {
      onScreen.disconnect();
      nearby.disconnect();
      window.removeEventListener('scroll', onScroll);
    }
    onScreen.observe(element);
    nearby.observe(element);
    window.addEventListener('scroll', onScroll, { passive: true });
    return stop;
  }, [ref, done, margin]);
  return done;
}
