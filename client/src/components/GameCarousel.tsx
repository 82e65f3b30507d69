import { useEmbla } from '../lib/useEmbla';
import { useEffect, useRef, type MouseEvent, type PointerEvent } from 'react';
import { Link } from 'react-router-dom';
import { useMediaQuery } from '../lib/useMediaQuery';
import { FallbackImage } from './FallbackImage';
import { ChevronLeftIcon, ChevronRightIcon } from './Icons';
import styles from './GameCarousel.module.css';
import { useSelectedSnap } from './useSelectedSnap';

/** Spec constants: 4 games visible (3 under 1024 px), a 500 ms lock per move, 50 px swipe threshold. */
export const GAMES_VISIBLE = 4;
export const GAMES_VISIBLE_NARROW = 3;
export const GAME_MOVE_LOCK_MS = 500;
export const GAME_SWIPE_THRESHOLD_PX = 50;
/** Embla's `duration` (its scroll-body unit): about the 500 ms a move is locked for. */
export const GAME_EMBLA_DURATION = 20;

export interface GameCard {
  id: string;
  title: string;
  image: string | null;
}

/** `size` items of a looping list starting at `start` (any integer), wrapping around both ends. */
export function loopWindow<T>(items: readonly T[], start: number, size: number): T[] {
  const n = items.length;
  if (n === 0) return [];
  return Array.from({ length: size }, (_, i) => items[(((start + i) % n) + n) % n]);
}

/**
 * An infinite carousel of game cards (embla, looping, one card per move). Moves come from the
 * arrows or a swipe of at least 50 px (embla's own drag is off, so the threshold is exact), and a
 * move locks the carousel for 500 ms. Selecting a game calls `onSelect` (which stores the selected
 * game id) and follows the link to `to`.
 */
export function GameCarousel({ games, to, onSelect }: { games: readonly GameCard[]; to: string; onSelect: (gameId: string) => void }) {
  const narrow = useMediaQuery('(max-width: 1023.98px)');
  const visible = narrow ? GAMES_VISIBLE_NARROW : GAMES_VISIBLE;
  const loops = games.length > visible;
  const [viewportRef, embla] = useEmbla({
    loop: loops,
    align: 'start',
    slidesToScroll: 1,
    containScroll: false,
    watchDrag: false,
    duration: GAME_EMBLA_DURATION,
  });
  const [start] = useSelectedSnap(embla);
  const locked = useRef(false);
  const lockTimer = useRef<number | undefined>(undefined);
  const swipeFrom = useRef<number | null>(null);
  const swiped = useRef(false);

  // The number of visible cards changes the slide widths (a CSS variable): measure again.
  useEffect(() => {
    embla?.reInit({ loop: loops });
  }, [embla, visible, loops]);

  useEffect(() => () => window.clearTimeout(lockTimer.current), []);

  const move = (direction: 1 | -1) => {
    if (!loops || locked.current || !embla) return; // locked while a move is under way
    locked.current = true;
    lockTimer.current = window.setTimeout(() => (locked.current = false), GAME_MOVE_LOCK_MS);
    if (direction === 1) embla.scrollNext();
    else embla.scrollPrev();
  };

  // The cards in view, in the order they are seen (embla loops by moving slides, not the DOM).
  const inView = new Map((loops ? loopWindow(games, start, visible) : games).map((game, i) => [game.id, i]));

  const onPointerDown = (event: PointerEvent) => {
    swipeFrom.current = event.clientX;
    swiped.current = false;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeFrom.current === null) return;
    const dx = event.clientX - swipeFrom.current;
    swipeFrom.current = null;
    if (Math.abs(dx) >= GAME_SWIPE_THRESHOLD_PX) {
      swiped.current = true; // the click that ends a swipe must not open a game
      move(dx < 0 ? 1 : -1);
    }
  };
  const onClickCapture = (event: MouseEvent) => {
    if (swiped.current) {
      event.preventDefault();
      event.stopPropagation();
      swiped.current = false;
    }
  };

  return (
    <div
      className={styles.carousel}
      style={{ ['--visible' as string]: visible }}
      aria-roledescription="carousel"
      aria-label="Featured games"
    >
      {loops && (
        <button type="button" className={`${styles.arrow} ${styles.prev}`} aria-label="Previous games" onClick={() => move(-1)}>
          <ChevronLeftIcon />
        </button>
      )}
      <div
        className={styles.viewport}
        ref={viewportRef}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeFrom.current = null)}
        onClickCapture={onClickCapture}
      >
        <ul className={styles.track}>
          {games.map((game) => {
            const position = inView.get(game.id);
            const offscreen = position === undefined;
            return (
              <li
                key={game.id}
                className={styles.item}
                aria-hidden={offscreen || undefined}
                data-in-view={offscreen ? undefined : position}
              >
                <Link
                  to={to}
                  className={styles.card}
                  tabIndex={offscreen ? -1 : undefined}
                  onClick={() => onSelect(game.id)}
                  draggable={false}
                >
                  <FallbackImage src={game.image} fallback="game" alt="" loading="lazy" draggable={false} />
                  <span className={styles.title}>{game.title}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
      {loops && (
        <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label="Next games" onClick={() => move(1)}>
          <ChevronRightIcon />
        </button>
      )}
    </div>
  );
}
