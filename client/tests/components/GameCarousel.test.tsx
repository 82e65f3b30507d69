import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { GAME_MOVE_LOCK_MS, GameCarousel, loopWindow } from '../../src/components/GameCarousel';
import { stubCarouselLayout } from '../support/carouselLayout';
import { gameFixtures } from '../support/mocks';

describe('loopWindow', () => {
  it('wraps around both ends', () => {
    expect(loopWindow([1, 2, 3, 4, 5], 3, 4)).toEqual([4, 5, 1, 2]);
    expect(loopWindow([1, 2, 3, 4, 5], -1, 3)).toEqual([5, 1, 2]);
    expect(loopWindow([1, 2, 3], 7, 5)).toEqual([2, 3, 1, 2, 3]);
    expect(loopWindow([], 0, 4)).toEqual([]);
  });
});

/** The titles in view, in the order they are seen (embla loops by moving slides, not the DOM). */
function visibleTitles() {
  return Array.from(document.querySelectorAll<HTMLElement>('li:not([aria-hidden])'))
    .sort((a, b) => Number(a.dataset.inView) - Number(b.dataset.inView))
    .map((li) => li.querySelector('a span')!.textContent);
}

describe('GameCarousel', () => {
  let undoLayout: () => void;
  beforeEach(() => {
    jest.useFakeTimers();
    undoLayout = stubCarouselLayout({ visible: 4 });
  });
  afterEach(() => {
    undoLayout();
    jest.useRealTimers();
  });

  const renderCarousel = (games = gameFixtures) =>
    render(
      <MemoryRouter>
        <GameCarousel games={games} to="/games" onSelect={() => {}} />
      </MemoryRouter>,
    );

  it('shows 4 games and loops with the arrows', () => {
    renderCarousel();
    expect(visibleTitles()).toEqual(['Valorant', 'Rocket League', 'Apex Legends', 'Fortnite']);

    fireEvent.click(screen.getByRole('button', { name: 'Previous games' }));
    act(() => jest.advanceTimersByTime(GAME_MOVE_LOCK_MS));
    expect(visibleTitles()).toEqual(['Street Fighter 6', 'Valorant', 'Rocket League', 'Apex Legends']);
  });

  it('ignores moves while one is under way (500 ms lock)', () => {
    renderCarousel();
    const next = screen.getByRole('button', { name: 'Next games' });
    fireEvent.click(next);
    fireEvent.click(next); // locked
    act(() => jest.advanceTimersByTime(GAME_MOVE_LOCK_MS));
    expect(visibleTitles()[0]).toBe('Rocket League');
    fireEvent.click(next);
    act(() => jest.advanceTimersByTime(GAME_MOVE_LOCK_MS));
    expect(visibleTitles()[0]).toBe('Apex Legends');
  });

  it('moves on a swipe of at least 50 px only', () => {
    renderCarousel();
    const viewport = screen.getByRole('list').parentElement!;
    fireEvent.pointerDown(viewport, { clientX: 200 });
    fireEvent.pointerUp(viewport, { clientX: 160 });
    act(() => jest.advanceTimersByTime(GAME_MOVE_LOCK_MS));
    expect(visibleTitles()[0]).toBe('Valorant');

    fireEvent.pointerDown(viewport, { clientX: 200 });
    fireEvent.pointerUp(viewport, { clientX: 140 });
    act(() => jest.advanceTimersByTime(GAME_MOVE_LOCK_MS));
    expect(visibleTitles()[0]).toBe('Rocket League');
  });

  it('shows 3 games under 1024 px, still looping', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query.includes('max-width: 1023.98px') })) as typeof window.matchMedia;
    try {
      renderCarousel();
      expect(visibleTitles()).toEqual(['Valorant', 'Rocket League', 'Apex Legends']);
      fireEvent.click(screen.getByRole('button', { name: 'Previous games' }));
      expect(visibleTitles()).toEqual(['Street Fighter 6', 'Valorant', 'Rocket League']);
    } finally {
      window.matchMedia = original;
    }
  });

  it('the 500 ms lock ends exactly at 500 ms', () => {
    renderCarousel();
    const next = screen.getByRole('button', { name: 'Next games' });
    fireEvent.click(next);
    act(() => jest.advanceTimersByTime(GAME_MOVE_LOCK_MS - 1));
    fireEvent.click(next); // still locked
    expect(visibleTitles()[0]).toBe('Rocket League');
    act(() => jest.advanceTimersByTime(1));
    fireEvent.click(next);
    expect(visibleTitles()[0]).toBe('Apex Legends');
  });

  it('does not loop or show arrows when every game fits', () => {
    renderCarousel(gameFixtures.slice(0, 3));
    expect(visibleTitles()).toEqual(['Valorant', 'Rocket League', 'Apex Legends']);
    expect(screen.queryByRole('button', { name: 'Next games' })).toBeNull();
  });
});

describe('game art', () => {
  it('swaps in the default game art when an image fails to load', () => {
    render(
      <MemoryRouter>
        <GameCarousel games={gameFixtures.slice(0, 2)} to="/games" onSelect={() => {}} />
      </MemoryRouter>,
    );
    const img = screen.getByText('Valorant').closest('a')!.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/media/games/valorant.png');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/images/defaults/game.svg');
  });
});
