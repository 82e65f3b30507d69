import { render, screen } from '@testing-library/react';
import { RatingChart, sparklinePoints, SPARK_HEIGHT } from '../../src/pages/user/RatingChart';

const point = (rating: number, i: number) => ({ __typename: 'RatingPoint' as const, rating, at: `2026-11-0${i + 1}T12:00:00Z`, match: { __typename: 'Match' as const, id: `m${i}` } });

describe('rating chart', () => {
  it('draws the oldest rating on the left and the best at the top', () => {
    const [a, b, c] = sparklinePoints([100, 300, 200], 100, 50).split(' ').map((p) => p.split(',').map(Number));
    expect(a[0]).toBeLessThan(b[0]);
    expect(b[0]).toBeLessThan(c[0]);
    expect(b[1]).toBeLessThan(c[1]);
    expect(c[1]).toBeLessThan(a[1]);
    expect(sparklinePoints([])).toBe('');
    expect(sparklinePoints([5])).toBe(`120.0,${(SPARK_HEIGHT / 2).toFixed(1)}`);
  });

  it('labels the series and says when there is none', () => {
    const { unmount } = render(<RatingChart rating={420} history={[100, 250, 420].map(point)} />);
    expect(screen.getByRole('img', { name: 'Rating history over 3 matches: from 100 to 420, now 420.' })).toBeTruthy();
    expect(screen.getByText('+320')).toBeTruthy();
    unmount();
    render(<RatingChart rating={0} history={[]} />);
    expect(screen.getByText('No rated matches yet.')).toBeTruthy();
  });
});
