import EmblaCarousel, { type EmblaCarouselType, type EmblaOptionsType, type EmblaPluginType } from 'embla-carousel';
import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * An Embla carousel on the element given `viewportRef`, started in a passive effect: the carousel's API once it runs
 * (undefined before). embla-carousel-react's hook takes the viewport through a ref callback that sets state, and a
 * state update while React commits is synchronous: it drew the carousel's part again at once and ran every pending
 * effect in the same task (on `/`, hydration's commit, two carousels and the page's queries in one long task on a
 * phone). Here nothing renders again until Embla has measured the slides, after the commit.
 * Options and plugins are read once, as that hook's first render does; a carousel that changes them calls reInit.
 */
export function useEmbla(
  options?: EmblaOptionsType,
  plugins?: EmblaPluginType[],
): [RefObject<HTMLDivElement | null>, EmblaCarouselType | undefined] {
  const viewportRef = useRef<HTMLDivElement>(null);
  const initial = useRef({ options, plugins });
  const [api, setApi] = useState<EmblaCarouselType>();
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const carousel = EmblaCarousel(viewport, initial.current.options, initial.current.plugins);
    setApi(carousel);
    return () => {
      carousel.destroy();
      setApi(undefined);
    };
  }, []);
  return [viewportRef, api];
}
