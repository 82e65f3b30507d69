import { useEffect, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { Link } from 'react-router-dom';
import { useMediaQuery } from '../lib/useMediaQuery';
import { FallbackImage } from './FallbackImage';
import { ChevronLeftIcon, ChevronRightIcon } from './Icons';
import styles from './GameCarousel.module.css';

/** Spec constants: 4 games visible (3 under 1024 px), a 500 ms lock per move, 50 px swipe threshold. */
export const GAMES_VISIBLE = 4;
export const GAMES_VISIBLE_NARROW = 3;
export const GAME_MOVE_LOCK_MS = 500;
export const GAME_SWIPE_THRESHOLD_PX = 50;

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
 * An infinite carousel of game cards. Selecting a game calls `onSelect` (which stores the selected
 * game id) and follows the link to `to`.
 */
export function GameCarousel({ games, to, onSelect }: { games: readonly GameCard[]; to: string; onSelect: (gameId: string) => void }) {
  const narrow = useMediaQuery('(max-width: 1023.98px)');
  const visible = narrow ? GAMES_VISIBLE_NARROW : GAMES_VISIBLE;
  const loops = games.length > visible;
  const [start, setStart] = useState(0);
  // -1 / +1 while a move animates; the window is re-based when it ends.
  const [moving, setMoving] = useState<0 | 1 | -1>(0);
  const swipeFrom = useRef<number | null>(null);
  const swiped = useRef(false);

  useEffect(() => {
    if (moving === 0) return;
    const timer = window.setTimeout(() => {
      setStart((s) => s + moving);
      setMoving(0);
    }, GAME_MOVE_LOCK_MS);
    return () => window.clearTimeout(timer);
  }, [moving]);

  const move = (direction: 1 | -1) => {
    if (!loops || moving !== 0) return; // locked while a move is under way
    setMoving(direction);
  };

  // One extra card each side so the move can slide in from either direction.
  const cards = loops ? loopWindow(games, start - 1, visible + 2) : [...games];
  const offset = loops ? -(1 + moving) : 0;

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
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeFrom.current = null)}
        onClickCapture={onClickCapture}
      >
        <ul
          className={styles.track}
          data-moving={moving !== 0}
          style={{ transform: `translateX(calc(${offset} * 100% / var(--visible)))` }}
        >
          {cards.map((game, i) => {
            const offscreen = loops && (i === 0 || i === cards.length - 1);
            return (
              // Keyed by absolute position, so a card keeps its element when the window re-bases.
              <li key={loops ? start - 1 + i : game.id} className={styles.item} aria-hidden={offscreen || undefined}>
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
