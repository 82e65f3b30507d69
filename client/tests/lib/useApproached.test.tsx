import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { ON_SCREEN_SETTLE_MS, useApproached } from '../../src/lib/useApproached';
import { FakeObserver, nearbyObserver, onScreenObserver, useFakeIntersectionObserver } from '../support/intersectionObserver';

const onScreen = onScreenObserver;
const nearby = nearbyObserver;

function Probe({ enabled = true }: { enabled?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const approached = useApproached(ref, { enabled });
  return <div ref={ref}>{approached ? 'approached' : 'not yet'}</div>;
}

describe('useApproached', () => {
  useFakeIntersectionObserver();

  it('is true once the element has stayed on screen a moment, and stops watching', () => {
    jest.useFakeTimers();
    try {
      render(<Probe />);
      expect(screen.getByText('not yet')).toBeTruthy();
      act(() => onScreen().report(true));
      act(() => jest.advanceTimersByTime(ON_SCREEN_SETTLE_MS - 1));
      expect(screen.getByText('not yet')).toBeTruthy();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByText('approached')).toBeTruthy();
      expect(FakeObserver.all.every((o) => o.disconnected)).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('on screen for a frame while the page lays out (gone again at once) is no approach', () => {
    jest.useFakeTimers();
    try {
      render(<Probe />);
      act(() => onScreen().report(true));
      act(() => jest.advanceTimersByTime(16));
      act(() => onScreen().report(false));
      act(() => jest.advanceTimersByTime(ON_SCREEN_SETTLE_MS * 5));
      expect(screen.getByText('not yet')).toBeTruthy();
    } finally {
      jest.useRealTimers();
    }
  });

  it('within a screen of it counts only once the user scrolls (a loading page is not an approach)', () => {
    render(<Probe />);
    expect(nearby().options.rootMargin).toBe('100% 0px');
    act(() => nearby().report(true));
    expect(screen.getByText('not yet')).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByText('approached')).toBeTruthy();
  });

  it('a scroll far from it does nothing; coming within a screen after scrolling does', () => {
    render(<Probe />);
    act(() => nearby().report(false));
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByText('not yet')).toBeTruthy();
    act(() => nearby().report(true));
    expect(screen.getByText('approached')).toBeTruthy();
  });

  it('is true at once when not enabled, or without IntersectionObserver', () => {
    render(<Probe enabled={false} />);
    expect(screen.getByText('approached')).toBeTruthy();
    expect(FakeObserver.all).toHaveLength(0);

    globalThis.IntersectionObserver = undefined as unknown as typeof IntersectionObserver;
    render(<Probe />);
    expect(screen.getAllByText('approached')).toHaveLength(2);
  });
});
