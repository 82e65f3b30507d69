import { AppError } from './errors';
import { isUuid } from './ids';

/**
 * A name as spec 02 section 5 cleans it (organizers, ladders, tournaments): non-alphanumerics removed, whitespace
 * collapsed and trimmed. Nothing left, or more than `max` characters, is refused on the `name` field.
 */
export function normalizeName(raw: unknown, max: number, messages: { required: string; tooLong: string }): string {
  const name =
    typeof raw === 'string'
      ? raw
          .replace(/[^A-Za-z0-9\s]/g, '')
          .replace(/\s+/g, ' ')
          .trim()
      : '';
  if (!name) throw AppError.badInput(messages.required, { name: messages.required });
  if (name.length > max) throw AppError.badInput(messages.tooLong, { name: messages.tooLong });
  return name;
}

/** A whole number from `min` to `max`; anything else is refused on `field` with `message`. */
export function intInRange(raw: unknown, field: string, min: number, max: number, message: string): number {
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < min || raw > max) throw AppError.badInput(message, { [field]: message });
  return raw;
}

/** The id of a row that must exist (lower-cased); a malformed or unknown id is refused on `field` with `message`. */
export async function existingReference<T>(
  value: unknown,
  field: string,
  message: string,
  load: (id: string) => Promise<T | null>,
): Promise<string> {
  if (!isUuid(value) || !(await load(value.toLowerCase()))) throw AppError.badInput(message, { [field]: message });
  return value.toLowerCase();
}

/** YYYY-MM-DD, then optionally a time (hours and minutes, seconds, a fraction) and a zone (Z or an offset). */
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[Tt](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?([Zz]|[+-](\d{2}):?(\d{2}))?)?$/;

/**
 * Whether year, month and day name a real day of years 1 to 9999 (what a PostgreSQL date or timestamp column and
 * JavaScript's ISO strings both hold). 2026-02-30 is not one, though JavaScript's Date rolls it into March 2nd.
 */
export function isCalendarDay(year: number, month: number, day: number): boolean {
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return day <= days;
}

/** A calendar date as YYYY-MM-DD naming a real day (see isCalendarDay), else null. */
export function calendarDate(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length !== 10) return null;
  const parts = ISO_DATE_TIME.exec(raw);
  return parts && isCalendarDay(Number(parts[1]), Number(parts[2]), Number(parts[3])) ? raw : null;
}

/**
 * An ISO 8601 date-time on a real calendar day with a real time of day and offset (2026-11-22T18:30:00.000Z,
 * 2026-11-22T19:30+01:00, 2026-11-22 as its midnight in UTC), as an instant within years 1 to 9999; else null. Every
 * door reads instants through this, so an impossible one (2026-02-30T12:00Z, 2026-11-22T24:30Z, +099999-01-01) is
 * refused there, never rolled over by JavaScript or refused by the database.
 */
export function isoInstant(raw: unknown): Date | null {
  if (typeof raw !== 'string' || raw.length > 40) return null;
  const parts = ISO_DATE_TIME.exec(raw);
  if (!parts || !isCalendarDay(Number(parts[1]), Number(parts[2]), Number(parts[3]))) return null;
  const [hours, minutes, seconds, offsetHours, offsetMinutes] = [parts[4], parts[5], parts[6], parts[8], parts[9]].map((part) => Number(part ?? 0));
  if (hours > 23 || minutes > 59 || seconds > 59 || offsetHours > 23 || offsetMinutes > 59) return null;
  const at = new Date(parts[4] !== undefined && parts[7] === undefined ? `${raw}Z` : raw);
  const year = at.getUTCFullYear();
  return Number.isNaN(at.getTime()) || year < 1 || year > 9999 ? null : at;
}
