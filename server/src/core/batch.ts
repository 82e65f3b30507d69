import DataLoader from 'dataloader';
import { KnownLoader } from './known-loader';
import { In, type EntityManager, type EntityMetadata, type EntityTarget, type ObjectLiteral } from 'typeorm';

/**
 * A loader of rows by one unique column: one `WHERE col IN (...)` per batch,
 * results in key order with null for misses (DataLoader's contract); what it holds it can also give synchronously.
 */
export function loaderByKey<E extends ObjectLiteral>(
  db: EntityManager,
  entity: EntityTarget<E>,
  column: keyof E & string,
): KnownLoader<string, E | null> {
  return new KnownLoader<string, E | null>(async (keys) => {
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
  let hydrator = hydrators.get(metadata);
  if (!hydrator) hydrators.set(metadata, (hydrator = compileHydrator(db, metadata)));
  return hydrator(row) as E;
}

/**
 * Column types whose values TypeORM's PostgreSQL driver hands over unchanged (pg, or JSON from to_json, already gives
 * the right JavaScript type), so their hydration is a plain assignment: a page of list rows hydrates a hundred
 * entities, and the driver's per-value type dispatch was a tenth of the leaderboard page's CPU.
 */
const UNCONVERTED_TYPES = new Set<unknown>(['uuid', 'text', 'varchar', 'character varying', 'int', 'integer', 'smallint', 'double precision', 'real', 'jsonb', 'json', String]);

const hydrators = new WeakMap<EntityMetadata, (row: Record<string, unknown>) => ObjectLiteral>();

/** An entity's hydration, decided once per column: a plain copy where the driver would change nothing. */
function compileHydrator(db: EntityManager, metadata: EntityMetadata): (row: Record<string, unknown>) => ObjectLiteral {
  const driver = db.connection.driver;
  const columns = metadata.columns.map((column) => {
    const plain = UNCONVERTED_TYPES.has(column.type) && !column.transformer && !column.embeddedMetadata && !column.isVirtual && !column.isArray;
    return { name: column.databaseName, property: column.propertyName, plain, column };
  });
  return (row) => {
    const out = metadata.create() as Record<string, unknown>;
    for (const { name, property, plain, column } of columns) {
      if (!(name in row)) continue;
      if (plain) out[property] = row[name];
      else column.setEntityValue(out, driver.prepareHydratedValue(row[name], column));
    }
    return out;
  };
}
