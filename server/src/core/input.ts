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
