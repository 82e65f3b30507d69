import { AppError } from './errors';
import { Messages } from './messages';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The spec's 8-4-4-4-12 hex identifier format. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

export function assertUuid(value: unknown, field = 'id'): string {
  if (!isUuid(value)) throw AppError.badInput(Messages.invalidId, { [field]: Messages.invalidId });
  return value.toLowerCase();
}

/** An integer a PostgreSQL int4 column holds: Number('1e40') is an integer too, but no row can be keyed by it. */
export function isInt4(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= -2147483648 && value <= 2147483647;
}
