import Autoplay from 'embla-carousel-autoplay';
import Fade from 'embla-carousel-fade';
import { useEmbla } from '../lib/useEmbla';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { PauseIcon, PlayIcon } from './Icons';
import styles from './BannerCarousel.module.css';
import { useSelectedSnap } from './useSelectedSnap';

/** Spec constants: each slide shows for 7500 ms and fades over 1500 ms. */
export const BANNER_INTERVAL_MS = 7500;
export const BANNER_FADE_MS = 1500;
/** Embla's `duration` (its scroll-body unit, not ms) that makes the Fade plugin take about 1500 ms. */
export const BANNER_EMBLA_DURATION = 46;

export interface BannerSlide {
  key: string;
  /** Accessible name of the slide, e.g. "Season One ladders". */
  label: string;
  content: ReactNode;
}

/**
 * The home banner (embla with the Autoplay and Fade plugins): auto-advances every 7500 ms with a
 * 1500 ms fade while playing, looping; clicking the banner pauses or resumes; a dot jumps to its
 * slide and pauses autoplay.
 */
export function BannerCarousel({ slides, intervalMs = BANNER_INTERVAL_MS }: { slides: BannerSlide[]; intervalMs?: number }) {
  const autoplay = useRef(Autoplay({ delay: intervalMs, stopOnInteraction: false, stopOnFocusIn: false }));
  const [viewportRef, embla] = useEmbla({ loop: true, duration: BANNER_EMBLA_DURATION, watchDrag: false }, [
    autoplay.current,
    Fade(),
  ]);
  const [index, setIndex] = useSelectedSnap(embla);
  const [paused, setPaused] = useState(false);
  const count = slides.length;

  const setPlaying = useCallback(
    (playing: boolean) => {
      const plugin = embla?.plugins().autoplay;
      if (playing) plugin?.play();
      else plugin?.stop();
      setPaused(!playing);
    },
    [embla],
  );

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label="Featured banners"
      data-state={paused ? 'paused' : 'playing'}
      style={{ ['--fade-ms' as string]: `${BANNER_FADE_MS}ms` }}
    >
      <div
        className={styles.viewport}
        ref={viewportRef}
        onClick={(event) => {
          // Links and buttons inside a slide keep their own action.
          if ((event.target as HTMLElement).closest('a, button')) return;
          setPlaying(paused);
        }}
      >
        <div className={styles.container}>
          {slides.map((slide, i) => (
            <SlideFrame key={slide.key} active={i === index} label={`${slide.label} (${i + 1} of ${count})`}>
              {slide.content}
            </SlideFrame>
          ))}
        </div>
      </div>

      <button type="button" className={styles.playPause} onClick={() => setPlaying(paused)} aria-label={paused ? 'Play banner' : 'Pause banner'}>
        {paused ? <PlayIcon /> : <PauseIcon />}
      </button>

      <div className={styles.dots} role="group" aria-label="Choose a banner">
        {slides.map((slide, i) => (
          <button
            key={slide.key}
            type="button"
            className={styles.dot}
            aria-label={`Show slide ${i + 1}: ${slide.label}`}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => {
              setPlaying(false);
              embla?.scrollTo(i);
              setIndex(i);
            }}
          />
        ))}
      </div>
    </section>
  );
}

function SlideFrame({ active, label, children }: { active: boolean; label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);

  // A video slide plays only while it is shown.
  useEffect(() => {
    const video = ref.current?.querySelector('video');
    if (!video) return;
    if (active) {
      video.play()?.catch(() => {
        /* autoplay may be refused; the poster stays */
      });
    } else {
      video.pause();
    }
  }, [active]);

  return (
    <div
      ref={ref}
      className={styles.slide}
      data-active={active}
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      aria-hidden={!active}
      inert={!active}
    >
      {children}
    </div>
  );
}
