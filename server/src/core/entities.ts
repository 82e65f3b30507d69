import type { EntityTarget, FindOptionsWhere, ObjectLiteral } from 'typeorm';
import type { RequestContext } from './context';
import { AppError } from './errors';
import { assertUuid } from './ids';

/** Loads one row by primary key or throws the standard NOT_FOUND error: "not found" is written once. */
export async function getEntityOrThrow<E extends ObjectLiteral>(
  ctx: RequestContext,
  entity: EntityTarget<E>,
  id: unknown,
  label: string,
): Promise<E> {
  const key = assertUuid(id);
  const repo = ctx.db.getRepository(entity);
  const primary = repo.metadata.primaryColumns[0].propertyName;
  const row = await repo.findOne({ where: { [primary]: key } as FindOptionsWhere<E> });
  if (!row) throw AppError.notFound(label);
  return row;
}
