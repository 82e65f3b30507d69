import { formatCalendarDate, formatCommentTime, formatScheduledTime, userTimeZone, DEFAULT_TIME_ZONE } from '../../src/lib/dates';

describe('date formats (src/lib/dates)', () => {
  it('shows comment timestamps in UTC as MM.DD.YY HH:MM UTC', () => {
    expect(formatCommentTime('2026-11-21T01:00:00.000Z')).toBe('11.21.26 01:00 UTC');
    expect(formatCommentTime('2027-01-05T09:07:59.999Z')).toBe('01.05.27 09:07 UTC');
    // an offset time is converted to UTC (here it is already the next day there)
    expect(formatCommentTime('2026-12-31T22:30:00-05:00')).toBe('01.01.27 03:30 UTC');
    // 24-hour clock, never the viewer's zone
    expect(formatCommentTime('2026-07-04T23:59:00.000Z')).toBe('07.04.26 23:59 UTC');
    expect(formatCommentTime('not a date')).toBe('');
  });

  it("shows a scheduled time in the user's time zone", () => {
    expect(formatScheduledTime('2026-11-23T19:00:00.000Z', 'America/New_York')).toBe('Mon, Nov 23, 2026, 2:00 PM EST');
    expect(formatScheduledTime('2026-11-23T19:00:00.000Z', 'Europe/Berlin')).toBe('Mon, Nov 23, 2026, 8:00 PM GMT+1');
    expect(formatScheduledTime('garbage', 'America/New_York')).toBe('');
  });

  it('follows daylight saving time in New York (EDT in summer, EST in winter, across the switch)', () => {
    expect(formatScheduledTime('2026-07-01T19:00:00.000Z', 'America/New_York')).toBe('Wed, Jul 1, 2026, 3:00 PM EDT');
    // 2026-03-08: clocks go from 2:00 EST to 3:00 EDT (07:00 UTC)
    expect(formatScheduledTime('2026-03-08T06:59:00.000Z', 'America/New_York')).toBe('Sun, Mar 8, 2026, 1:59 AM EST');
    expect(formatScheduledTime('2026-03-08T07:00:00.000Z', 'America/New_York')).toBe('Sun, Mar 8, 2026, 3:00 AM EDT');
    // 2026-11-01: back from 2:00 EDT to 1:00 EST (06:00 UTC)
    expect(formatScheduledTime('2026-11-01T05:30:00.000Z', 'America/New_York')).toBe('Sun, Nov 1, 2026, 1:30 AM EDT');
    expect(formatScheduledTime('2026-11-01T06:30:00.000Z', 'America/New_York')).toBe('Sun, Nov 1, 2026, 1:30 AM EST');
  });

  it('defaults to America/New_York when the browser gives no time zone', () => {
    expect(DEFAULT_TIME_ZONE).toBe('America/New_York');
    const spy = jest.spyOn(Intl, 'DateTimeFormat').mockImplementation(
      () => ({ resolvedOptions: () => ({ timeZone: '' }) }) as unknown as Intl.DateTimeFormat,
    );
    expect(userTimeZone()).toBe('America/New_York');
    spy.mockRestore();
  });

  it('shows calendar dates without a time-zone shift', () => {
    expect(formatCalendarDate('2026-10-13')).toBe('Oct 13, 2026');
    expect(formatCalendarDate('2027-01-01')).toBe('Jan 1, 2027');
    expect(formatCalendarDate('2027-01-01T00:00:00Z')).toBe('Jan 1, 2027');
    // no such date: the value as it is
    expect(formatCalendarDate('2026-02-30')).toBe('2026-02-30');
    expect(formatCalendarDate('soon')).toBe('soon');
  });
});
