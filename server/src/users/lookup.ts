import type DataLoader from 'dataloader';
import { Raw, type EntityTarget, type FindOptionsWhere, type ObjectLiteral } from 'typeorm';
import type { RequestContext } from '../core/context';
import { AppError } from '../core/errors';
import { isUuid } from '../core/ids';

/** Texts of the page lookups, by what is looked up (candidates for core/messages.ts once that file settles). */
export const LookupMessages = {
  User: 'A user id or name is required.',
  Team: 'A team id or name is required.',
  Organizer: 'An organizer id or name is required.',
} as const;

/**
 * Finds a user, team or organizer the way the page routes name them (/user/{param}, /team/{param},
 * /organizer/{param}): by id when the parameter is a UUID, else by name, case-insensitively (the
 * unique lower(name) index serves it). Names can never look like a UUID (letters, digits and spaces only).
 * The row found primes the request's by-id loader, so later relation fields reuse it.
 */
export async function findByIdOrName<E extends ObjectLiteral>(
  ctx: RequestContext,
  entity: EntityTarget<E>,
  nameProperty: keyof E & string,
  param: unknown,
  label: keyof typeof LookupMessages,
  byId?: DataLoader<string, E | null>,
): Promise<E> {
  const key = typeof param === 'string' ? param.trim() : '';
  if (key === '') {
    const message = LookupMessages[label];
    throw AppError.badInput(message, { param: message });
  }
  const repo = ctx.db.getRepository(entity);
  const idProperty = repo.metadata.primaryColumns[0].propertyName;
  const where = isUuid(key)
    ? { [idProperty]: key.toLowerCase() }
    : { [nameProperty]: Raw((column) => `lower(${column}) = lower(:name)`, { name: key }) };
  const row = await repo.findOne({ where: where as FindOptionsWhere<E> });
  if (!row) throw AppError.notFound(label);
  byId?.prime(String(row[idProperty]), row);
  return row;
}

/** A row a foreign key guarantees; its absence is a broken invariant, not a user error. */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value == null) throw new Error(`${what} is missing although a foreign key requires it`);
  return value;
}
