import { timeLeft } from './moderation.service';

describe('timeLeft', () => {
  it('says what a time-out has left in minutes, hours or days, rounded up', () => {
    expect(timeLeft(10_000)).toBe('1 minute');
    expect(timeLeft(9.5 * 60_000)).toBe('10 minutes');
    expect(timeLeft(119 * 60_000)).toBe('119 minutes');
    expect(timeLeft(3 * 3600_000)).toBe('3 hours');
    expect(timeLeft(7 * 86_400_000 - 1000)).toBe('7 days');
    expect(timeLeft(-5)).toBe('1 minute');
  });
});
