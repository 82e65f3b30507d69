import { useEffect, useRef } from 'react';
import styles from './LeaderboardPage.module.css';

/** Spec constants (doc 01 section 9): 26 pieces over a 600 px high area. */
export const CONFETTI_PIECES = 26;
export const CONFETTI_HEIGHT = 600;

/**
 * One burst of confetti (canvas-confetti, loaded on demand) over the podium each time `burstKey`
 * changes to a new board. Nothing moves for users who ask for reduced motion.
 */
export function PodiumConfetti({ burstKey }: { burstKey: string | null }) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const target = canvas.current;
    if (!burstKey || !target) return;
    let cancelled = false;
    let reset: (() => void) | undefined;
    void import('canvas-confetti')
      .then(({ default: confetti }) => {
        if (cancelled) return;
        const fire = confetti.create(target, { resize: true, disableForReducedMotion: true });
        reset = () => fire.reset();
        return fire({ particleCount: CONFETTI_PIECES, spread: 80, startVelocity: 32, origin: { x: 0.5, y: 0.3 }, ticks: 220 });
      })
      .catch(() => {
        // No 2D canvas (very old browser, test environment): the podium stands without confetti.
      });
    return () => {
      cancelled = true;
      reset?.();
    };
  }, [burstKey]);

  return <canvas ref={canvas} className={styles.confetti} height={CONFETTI_HEIGHT} style={{ height: CONFETTI_HEIGHT }} aria-hidden="true" data-pieces={CONFETTI_PIECES} />;
}
