import { act, fireEvent, render, screen } from '@testing-library/react';
import { BANNER_EMBLA_DURATION, BANNER_FADE_MS, BANNER_INTERVAL_MS, BannerCarousel } from '../../src/components/BannerCarousel';
import { stubCarouselLayout } from '../support/carouselLayout';

const slides = ['One', 'Two', 'Three'].map((label) => ({
  key: label,
  label,
  content: <p>{label} content</p>,
}));

function activeLabel() {
  const active = document.querySelector('[aria-roledescription="slide"][data-active="true"]');
  return active?.getAttribute('aria-label');
}

describe('BannerCarousel', () => {
  let undoLayout: () => void;
  beforeEach(() => {
    jest.useFakeTimers();
    undoLayout = stubCarouselLayout();
  });
  afterEach(() => {
    undoLayout();
    jest.useRealTimers();
  });

  it('uses the spec timings', () => {
    expect(BANNER_INTERVAL_MS).toBe(7500);
    expect(BANNER_FADE_MS).toBe(1500);
    expect(BANNER_EMBLA_DURATION).toBe(46); // embla's unit: about a 1.5 s fade
  });

  it('auto-advances every 7500 ms and wraps around', () => {
    render(<BannerCarousel slides={slides} />);
    expect(activeLabel()).toBe('One (1 of 3)');
    act(() => jest.advanceTimersByTime(7499));
    expect(activeLabel()).toBe('One (1 of 3)');
    act(() => jest.advanceTimersByTime(1));
    expect(activeLabel()).toBe('Two (2 of 3)');
    act(() => jest.advanceTimersByTime(7500));
    expect(activeLabel()).toBe('Three (3 of 3)');
    act(() => jest.advanceTimersByTime(7500));
    expect(activeLabel()).toBe('One (1 of 3)');
  });

  it('clicking the banner pauses, clicking again resumes', () => {
    render(<BannerCarousel slides={slides} />);
    fireEvent.click(screen.getByText('One content'));
    expect(screen.getByRole('region').getAttribute('data-state')).toBe('paused');
    act(() => jest.advanceTimersByTime(30000));
    expect(activeLabel()).toBe('One (1 of 3)');

    fireEvent.click(screen.getByText('One content'));
    expect(screen.getByRole('region').getAttribute('data-state')).toBe('playing');
    act(() => jest.advanceTimersByTime(7500));
    expect(activeLabel()).toBe('Two (2 of 3)');
  });

  it('a dot jumps to its slide and pauses autoplay', () => {
    render(<BannerCarousel slides={slides} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3: Three' }));
    expect(activeLabel()).toBe('Three (3 of 3)');
    expect(screen.getByRole('button', { name: 'Show slide 3: Three' }).getAttribute('aria-current')).toBe('true');
    act(() => jest.advanceTimersByTime(30000));
    expect(activeLabel()).toBe('Three (3 of 3)');
  });
});
