import { useEffect, useState, type RefObject } from 'react';

/** How long an element must stay on screen to count: a page still laying out shows what sits below its top for a frame. */
export const ON_SCREEN_SETTLE_MS = 200;

/**
 * Whether the user has come to an element: true once any of it has been on screen for a moment, or once the user scrolls with it within
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
    let settle: number | undefined;
    const arrive = () => {
      stop();
      setApproached(true);
    };
    const onScroll = () => {
      scrolled = true;
      if (near) arrive();
    };
    // On screen counts once it stays there ON_SCREEN_SETTLE_MS: while the page above it fills in, an element shows for
    // a frame where it will not be (its wall's comments were asked for with nobody scrolling to them).
    const onScreen = new IntersectionObserver((entries) => {
      window.clearTimeout(settle);
      if (entries[entries.length - 1].isIntersecting) settle = window.setTimeout(arrive, ON_SCREEN_SETTLE_MS);
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
      window.clearTimeout(settle);
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
