/**
 * The one date module of the client: every date shown goes through here (date-fns + date-fns-tz).
 * Formats fixed by the spec: comment timestamps in UTC as MM.DD.YY HH:MM UTC (doc 01 section 9);
 * schedule times in the viewer's time zone, America/New_York when the browser does not say.
 */
import { isValid, parseISO } from 'date-fns';
import { formatInTimeZone } from 'date-fns-tz';
import { userTimeZone } from './scheduledTime';

/** date-fns patterns for the formats below. */
export const COMMENT_TIME_FORMAT = "MM.dd.yy HH:mm 'UTC'";
export const SCHEDULE_TIME_FORMAT = 'EEE, MMM d, yyyy, h:mm a zzz';

function parse(value: string): Date | null {
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

/** A comment timestamp in UTC as MM.DD.YY HH:MM UTC: in lib/commentTime.ts, which comment walls import without date-fns. */
export { formatCommentTime } from './commentTime';

/**
 * The user's time zone and a match's scheduled time in it ("Mon, Nov 23, 2026, 2:00 PM EST", SCHEDULE_TIME_FORMAT as
 * date-fns-tz writes it): in lib/scheduledTime.ts, which the match and tournament heroes import without date-fns.
 */
export { DEFAULT_TIME_ZONE, formatScheduledTime, userTimeZone } from './scheduledTime';

/** A calendar date (YYYY-MM-DD) as "Oct 13, 2026": in lib/calendarDate.ts, which a page's hero imports without date-fns. */
export { formatCalendarDate } from './calendarDate';

/** The current year (the footer's copyright line): in lib/year.ts, which the footer imports without date-fns. */
export { currentYear } from './year';

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone: the schedule's grouping key. */
export function dateKeyInZone(iso: string, timeZone: string = userTimeZone()): string {
  const date = parse(iso);
  return date ? formatInTimeZone(date, timeZone, 'yyyy-MM-dd') : '';
}

/** A schedule group's heading for a YYYY-MM-DD key, e.g. "Monday, Nov 23, 2026". */
export function formatDayHeading(key: string): string {
  const date = parse(key);
  return date ? formatInTimeZone(new Date(`${key}T12:00:00Z`), 'UTC', 'EEEE, MMM d, yyyy') : key;
}

/** The time of day of an instant in a time zone, e.g. "2:00 PM EST". */
export function formatTimeOfDay(iso: string, timeZone: string = userTimeZone()): string {
  const date = parse(iso);
  return date ? formatInTimeZone(date, timeZone, 'h:mm a zzz') : '';
}

/** Texts a schedule search may match for an instant: "Nov 23, 2026", "2026-11-23", "11/23/2026", "Monday". */
export function searchableDateTexts(iso: string, timeZone: string = userTimeZone()): string[] {
  const date = parse(iso);
  if (!date) return [];
  return ['MMM d, yyyy', 'MMMM d, yyyy', 'yyyy-MM-dd', 'MM/dd/yyyy', 'M/d/yyyy', 'EEEE'].map((f) => formatInTimeZone(date, timeZone, f));
}
