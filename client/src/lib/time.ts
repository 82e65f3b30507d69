/** Date and time display rules (doc 01 section 9). */

/** Schedule times are shown in the user's own time zone; this one when the browser does not say. */
export const DEFAULT_TIME_ZONE = 'America/New_York';

const pad = (n: number) => String(n).padStart(2, '0');

/** A comment timestamp in UTC as MM.DD.YY HH:MM UTC, e.g. 11.21.26 01:00 UTC. Empty for an unreadable date. */
export function formatCommentTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const yy = pad(date.getUTCFullYear() % 100);
  return `${pad(date.getUTCMonth() + 1)}.${pad(date.getUTCDate())}.${yy} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`;
}

/** The browser's time zone, or the spec's default when it cannot be read. */
export function userTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** A match's scheduled time in the user's time zone, e.g. "Mon, Nov 23, 2:00 PM EST". */
export function formatScheduledTime(iso: string, timeZone: string = userTimeZone()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(date);
}

/** A calendar date (YYYY-MM-DD) as "Oct 13, 2026", without shifting it through a time zone. */
export function formatCalendarDate(value: string): string {
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' }).format(date);
}
