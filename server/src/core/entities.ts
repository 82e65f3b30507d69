import type DataLoader from 'dataloader';
import { Raw, type EntityTarget, type FindOptionsWhere, type ObjectLiteral } from 'typeorm';
import type { RequestContext } from './context';
import { AppError } from './errors';
import { assertUuid, isUuid } from './ids';

/** Loads one row by primary key or throws the standard NOT_FOUND error: "not found" is written once. */
export async function getEntityOrThrow<E extends ObjectLiteral>(
  ctx: RequestContext,
  entity: EntityTarget<E>,
  id: unknown,
  label: string,
  /** The request's by-id loader, primed with the row found so later relation fields reuse it. */
  byId?: DataLoader<string, E | null>,
): Promise<E> {
  const key = assertUuid(id);
  const repo = ctx.db.getRepository(entity);
  const primary = repo.metadata.primaryColumns[0].propertyName;
  const row = await repo.findOne({ where: { [primary]: key } as FindOptionsWhere<E> });
  if (!row) throw AppError.notFound(label);
  byId?.prime(key, row);
  return row;
}

/**
 * Loads one row by primary key and locks it for the rest of the transaction (SELECT ... FOR UPDATE), so writes on it
 * run one after another: BAD_USER_INPUT naming `field` for a malformed id, the standard NOT_FOUND for no such row.
 */
export async function lockEntityOrThrow<E extends ObjectLiteral>(
  tx: RequestContext,
  entity: EntityTarget<E>,
  id: unknown,
  label: string,
  field: string,
): Promise<E> {
  const key = assertUuid(id, field);
  const repo = tx.db.getRepository(entity);
  const primary = repo.metadata.primaryColumns[0].propertyName;
  const row = await repo.findOne({ where: { [primary]: key } as FindOptionsWhere<E>, lock: { mode: 'pessimistic_write' } });
  if (!row) throw AppError.notFound(label);
  return row;
}

/** How a page route names a row: its entity, the name column, the NOT_FOUND label and the "missing param" text. */
export interface NamedLookup<E extends ObjectLiteral> {
  entity: EntityTarget<E>;
  nameProperty: keyof E & string;
  label: string;
  /** BAD_USER_INPUT text for a blank parameter; without it a blank parameter is simply not found. */
  missingMessage?: string;
  byId?: DataLoader<string, E | null>;
}

/**
 * Finds a row the way the page routes name it (/user/{param}, /team/{param}, /league/{param}): by id when the
 * parameter is a UUID, else by name, case-insensitively (a unique lower(name) index serves it). Names can never
 * look like a UUID. The row found primes the request's by-id loader.
 */
export async function findByIdOrName<E extends ObjectLiteral>(ctx: RequestContext, param: unknown, lookup: NamedLookup<E>): Promise<E> {
  const key = typeof param === 'string' ? param.trim() : '';
  if (key === '' && lookup.missingMessage) throw AppError.badInput(lookup.missingMessage, { param: lookup.missingMessage });
  if (key === '') throw AppError.notFound(lookup.label);
  const repo = ctx.db.getRepository(lookup.entity);
  const idProperty = repo.metadata.primaryColumns[0].propertyName;
  const where = isUuid(key)
    ? { [idProperty]: key.toLowerCase() }
    : { [lookup.nameProperty]: Raw((column) => `lower(${column}) = lower(:name)`, { name: key }) };
  const row = await repo.findOne({ where: where as FindOptionsWhere<E> });
  if (!row) throw AppError.notFound(lookup.label);
  lookup.byId?.prime(String(row[idProperty]), row);
  return row;
}

/** Anything that loads by id: a DataLoader of the request. */
interface ByIdLoader<T> {
  load(id: string): Promise<T | null>;
}

/**
 * The one required-reference helper: a row another row points at by a NOT NULL foreign key exists by
 * construction, so a miss is a broken invariant (an internal error), never a user error.
 */
export async function requiredRef<T>(loader: ByIdLoader<T>, id: string, what: string): Promise<T> {
  const row = await loader.load(id);
  if (row == null) throw new Error(`${what} ${id} is referenced but missing`);
  return row;
}

/** An optional reference (a nullable foreign key): null when unset or gone. */
export async function optionalRef<T>(loader: ByIdLoader<T>, id: string | null | undefined): Promise<T | null> {
  return id ? loader.load(id) : null;
}
