import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';

/**
 * The snap (slide or page) an Embla carousel shows now, kept in step with its selects and re-inits; the setter
 * moves it ahead of Embla (a click, or no Embla yet).
 */
export function useSelectedSnap(embla: EmblaCarouselType | undefined): [number, Dispatch<SetStateAction<number>>] {
  const [selected, setSelected] = useState(0);
  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);
  return [selected, setSelected];
}
