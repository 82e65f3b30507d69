import { formatInTimeZone } from 'date-fns-tz';
import { formatScheduledTime as viaDateFns, SCHEDULE_TIME_FORMAT } from '../../src/lib/dates';
import { formatScheduledTime, userTimeZone } from '../../src/lib/scheduledTime';

/** lib/scheduledTime.ts writes a scheduled time from Intl alone: the very text date-fns-tz writes for it. */
describe('formatScheduledTime without date-fns', () => {
  const zones = [
    'America/New_York',
    'UTC',
    'Europe/Berlin',
    'Asia/Kolkata',
    'Australia/Adelaide',
    'Pacific/Chatham',
    'America/Los_Angeles',
    'Asia/Tokyo',
  ];
  const times = [
    '2026-11-23T19:00:00.000Z',
    '2026-03-08T06:59:00Z',
    '2026-03-08T07:00:00Z',
    '2026-07-01T00:00:00Z',
    '2026-12-31T23:30:00.000Z',
    '2027-01-01T12:00:00+05:30',
    '2026-06-15T12:05:00',
    '2026-06-15',
  ];

  it.each(zones)('equals date-fns-tz in %s', (zone) => {
    for (const iso of times) {
      const expected = formatInTimeZone(new Date(iso.length === 10 ? `${iso}T00:00` : iso), zone, SCHEDULE_TIME_FORMAT);
      expect({ iso, text: formatScheduledTime(iso, zone) }).toEqual({ iso, text: expected });
      expect(viaDateFns(iso, zone)).toBe(expected);
    }
  });

  it("uses the browser's zone by default, and says nothing of an unreadable time", () => {
    expect(formatScheduledTime('2026-11-23T19:00:00.000Z')).toBe(formatScheduledTime('2026-11-23T19:00:00.000Z', userTimeZone()));
    for (const bad of ['', 'soon', '2026-13-45T10:00:00Z', '2026-11-23T25:00:00Z']) expect(formatScheduledTime(bad)).toBe('');
  });
});
