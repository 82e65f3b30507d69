import DataLoader from 'dataloader';
import { In, type EntityManager, type EntityTarget, type ObjectLiteral } from 'typeorm';

/**
 * A loader of rows by one unique column: one `WHERE col IN (...)` per batch,
 * results in key order with null for misses (DataLoader's contract).
 */
export function loaderByKey<E extends ObjectLiteral>(
  db: EntityManager,
  entity: EntityTarget<E>,
  column: keyof E & string,
): DataLoader<string, E | null> {
  return new DataLoader<string, E | null>(async (keys) => {
    const rows = await db.getRepository(entity).find({ where: { [column]: In([...keys]) } as never });
    const byKey = new Map(rows.map((row) => [String(row[column]), row]));
    return keys.map((key) => byKey.get(key) ?? null);
  });
}

/**
 * A loader of all rows sharing a foreign key (one-to-many), grouped per key, in the order given (`order` in SQL, or
 * `compare` in memory for an order SQL cannot say, such as rank by role).
 */
export function loaderOfMany<E extends ObjectLiteral>(
  db: EntityManager,
  entity: EntityTarget<E>,
  column: keyof E & string,
  order?: Partial<Record<keyof E & string, 'ASC' | 'DESC'>>,
  /** Further equality conditions every row must meet (e.g. status: 'pending'). */
  filter: Partial<Record<keyof E & string, string>> = {},
  compare?: (a: E, b: E) => number,
): DataLoader<string, E[]> {
  return new DataLoader<string, E[]>(async (keys) => {
    const rows = await db.getRepository(entity).find({ where: { ...filter, [column]: In([...keys]) } as never, order: order as never });
    const groups = new Map<string, E[]>(keys.map((key) => [key, []]));
    for (const row of rows) groups.get(String(row[column]))?.push(row);
    return keys.map((key) => (compare ? (groups.get(key) ?? []).sort(compare) : (groups.get(key) ?? [])));
  });
}

/** Turns raw rows (database column names) into entities, converting values as TypeORM would. */
export function hydrate<E extends ObjectLiteral>(db: EntityManager, entity: EntityTarget<E>, row: Record<string, unknown>): E {
  const metadata = db.connection.getMetadata(entity);
  const out = metadata.create() as E;
  for (const column of metadata.columns) {
    if (!(column.databaseName in row)) continue;
    column.setEntityValue(out, db.connection.driver.prepareHydratedValue(row[column.databaseName], column));
  }
  return out;
}
