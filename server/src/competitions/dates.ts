import { AppError } from '../core/errors';
import { isoInstant } from '../core/input';

/**
 * A competition's instant (a match's scheduled time, a tournament's start): an ISO 8601 date-time naming a real
 * calendar day (core/input's isoInstant, the doors' own reading), stored as a UTC instant. Anything else is
 * BAD_USER_INPUT naming the field.
 */
export function instantOrThrow(raw: unknown, field: string, message: string): Date {
  const at = isoInstant(raw);
  if (!at) throw AppError.badInput(message, { [field]: message });
  return at;
}

/** A competition's instant must be ahead of now: BAD_USER_INPUT naming the field otherwise. */
export function assertFuture(at: Date, field: string, message: string, now = Date.now()): void {
  if (at.getTime() <= now) throw AppError.badInput(message, { [field]: message });
}

/** The instants a ladder's calendar dates cover: from its first day's start to its last day's end, in UTC. */
export function datesSpan(startDate: string, endDate: string): { from: Date; until: Date } {
  const until = new Date(`${endDate}T00:00:00.000Z`);
  until.setUTCDate(until.getUTCDate() + 1);
  return { from: new Date(`${startDate}T00:00:00.000Z`), until };
}
