import { formatCalendarDate, formatCommentTime, formatScheduledTime } from '../../src/lib/time';

describe('time formats', () => {
  it('shows comment timestamps in UTC as MM.DD.YY HH:MM UTC', () => {
    expect(formatCommentTime('2026-11-21T01:00:00.000Z')).toBe('11.21.26 01:00 UTC');
    expect(formatCommentTime('2027-01-05T09:07:59.999Z')).toBe('01.05.27 09:07 UTC');
    // an offset time is converted to UTC (here it is already the next day there)
    expect(formatCommentTime('2026-12-31T22:30:00-05:00')).toBe('01.01.27 03:30 UTC');
    expect(formatCommentTime('not a date')).toBe('');
  });

  it("shows a scheduled time in the user's time zone", () => {
    expect(formatScheduledTime('2026-11-23T19:00:00.000Z', 'America/New_York')).toBe('Mon, Nov 23, 2026, 2:00 PM EST');
    expect(formatScheduledTime('2026-11-23T19:00:00.000Z', 'Europe/Berlin')).toBe('Mon, Nov 23, 2026, 8:00 PM GMT+1');
  });

  it('shows calendar dates without a time-zone shift', () => {
    expect(formatCalendarDate('2026-10-13')).toBe('Oct 13, 2026');
    expect(formatCalendarDate('2027-01-01')).toBe('Jan 1, 2027');
  });
});
