import { In, type DataSource, type EntityManager, type EntityTarget } from 'typeorm';
import { KnownLoader } from '../core/known-loader';
import { Game, Genre, Platform, Region } from './catalog.entities';

/**
 * How long a process trusts a catalog row it has read. Games, genres, platforms and regions are reference data the app
 * never edits (the seed and migrations write them), yet nearly every page names a game and a region: read per request
 * they were two of the team page's seven statements. A row changed outside the app is seen within this time; a row
 * the process has not seen (a game added later) is read on first use, as before.
 */
export const CATALOG_ROW_TTL_MS = 60_000;

interface Held<E> {
  row: E;
  until: number;
}

/** Per database (a test suite's own, or the app's) and per table: the rows this process has read, by id. */
const held = new WeakMap<DataSource, Map<EntityTarget<unknown>, Map<string, Held<unknown>>>>();

function heldRows<E>(dataSource: DataSource, entity: EntityTarget<E>): Map<string, Held<E>> {
  let tables = held.get(dataSource);
  if (!tables) held.set(dataSource, (tables = new Map()));
  let rows = tables.get(entity as EntityTarget<unknown>);
  if (!rows) tables.set(entity as EntityTarget<unknown>, (rows = new Map()));
  return rows as Map<string, Held<E>>;
}

/**
 * A request's loader of catalog rows by id that answers from the process's held rows while they are fresh, and
 * otherwise batches one `WHERE id IN (...)` as loaderByKey does, holding what it finds (misses are never held).
 * clear(id) / clearAll() also forget the process's rows, so a writer that clears its loader invalidates them.
 */
class CatalogLoader<E extends { id: string }> extends KnownLoader<string, E | null> {
  constructor(
    private readonly rows: Map<string, Held<E>>,
    db: EntityManager,
    entity: EntityTarget<E>,
  ) {
    super(async (keys) => {
      const now = Date.now();
      const missing = keys.filter((key) => !((rows.get(key)?.until ?? 0) > now));
      if (missing.length) {
        const found = await db.getRepository(entity).find({ where: { id: In(missing) } as never });
        for (const row of found) rows.set(row.id, { row, until: now + CATALOG_ROW_TTL_MS });
      }
      return keys.map((key) => rows.get(key)?.row ?? null);
    });
  }

  private fresh(key: string): E | undefined {
    const hit = this.rows.get(key);
    return hit && hit.until > Date.now() ? hit.row : undefined;
  }

  override load(key: string): Promise<E | null> {
    const row = this.fresh(key);
    return row ? Promise.resolve(row) : super.load(key);
  }

  override loadKnown(key: string): E | null | Promise<E | null> {
    return this.fresh(key) ?? super.loadKnown(key);
  }

  override clear(key: string): this {
    this.rows.delete(key);
    return super.clear(key);
  }

  override clearAll(): this {
    this.rows.clear();
    return super.clearAll();
  }
}

export function createCatalogLoaders(db: EntityManager) {
  const loader = <E extends { id: string }>(entity: EntityTarget<E>) => new CatalogLoader<E>(heldRows(db.connection, entity), db, entity);
  return {
    gameById: loader(Game),
    genreById: loader(Genre),
    platformById: loader(Platform),
    regionById: loader(Region),
  };
}
