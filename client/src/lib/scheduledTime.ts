/** Schedule times are shown in the user's own time zone; this one when the browser does not say. */
export const DEFAULT_TIME_ZONE = 'America/New_York';

/** The browser's time zone, or the spec's default when it cannot be read. */
export function userTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

const ISO = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?$/;

/** An ISO date or time as date-fns's parseISO reads it (a date alone is local midnight), or null when it is none. */
export function parseIsoTime(iso: string): Date | null {
  if (!ISO.test(iso)) return null;
  // A date alone is local midnight (as date-fns's parseISO reads it; Date would read UTC).
  const date = new Date(iso.length === 10 ? `${iso}T00:00` : iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Per time zone: the date and time in English, and the zone's short name in the browser's locale. Made once each. */
const formats = new Map<string, { dateTime: Intl.DateTimeFormat; zoneName: Intl.DateTimeFormat }>();

/**
 * A match's scheduled time in the user's time zone, e.g. "Mon, Nov 23, 2026, 2:00 PM EST": the text date-fns-tz
 * writes for lib/dates.ts's SCHEDULE_TIME_FORMAT (a test keeps the two equal), from Intl alone, so the match and
 * tournament heroes that show it need no date-fns (about 10 kB gzip) before their first paint. Empty for an
 * unreadable time.
 */
export function formatScheduledTime(iso: string, timeZone: string = userTimeZone()): string {
  const date = parseIsoTime(iso);
  if (!date) return '';
  let format = formats.get(timeZone);
  if (!format) {
    format = {
      // The zone's name as date-fns-tz writes it for 'zzz': in the browser's own locale; the rest in English.
      dateTime: new Intl.DateTimeFormat('en-US', {
        timeZone,
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        hour12: true,
      }),
      zoneName: new Intl.DateTimeFormat(undefined, { timeZone, timeZoneName: 'short' }),
    };
    formats.set(timeZone, format);
  }
  const parts = format.dateTime.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const zone = format.zoneName.formatToParts(date).find((p) => p.type === 'timeZoneName')?.value ?? '';
  return `${part('weekday')}, ${part('month')} ${part('day')}, ${part('year')}, ${part('hour')}:${part('minute')} ${part('dayPeriod')} ${zone}`;
}
