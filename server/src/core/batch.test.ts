import type { EntityManager, EntityMetadata, ObjectLiteral } from 'typeorm';
import { startTestApp, type TestApp } from '../../test/harness';
import { seed } from '../seed/seed';
import { hydrate } from './batch';

/** TypeORM's own conversion, value by value: what `hydrate` must give for every column of every entity. */
function hydrateAsTypeOrm(db: EntityManager, metadata: EntityMetadata, row: Record<string, unknown>): ObjectLiteral {
  const out = metadata.create() as ObjectLiteral;
  for (const column of metadata.columns) {
    if (!(column.databaseName in row)) continue;
    column.setEntityValue(out, db.connection.driver.prepareHydratedValue(row[column.databaseName], column));
  }
  return out;
}

/**
 * Rows hydrate as TypeORM hydrates them: every table of the demo world, read as pg gives its rows and as JSON
 * (to_jsonb, how list statements bring rows along), into entities of the right class with the right value types.
 */
describe('hydrate', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(__filename);
    await seed(t.app.deps.dataSource);
  });
  afterAll(() => t.stop());

  it('gives what TypeORM gives for every entity, from plain rows and from JSON', async () => {
    const db = t.app.deps.dataSource.manager;
    let compared = 0;
    for (const metadata of t.app.deps.dataSource.entityMetadatas) {
      if (metadata.tableType !== 'regular') continue;
      const jsonRows: Array<{ json: Record<string, unknown> }> = await db.query(
        `SELECT to_jsonb(x) AS json FROM "${metadata.tableName}" x LIMIT 3`,
      );
      const plainRows: Array<Record<string, unknown>> = await db.query(`SELECT * FROM "${metadata.tableName}" LIMIT 3`);
      for (const row of [...plainRows, ...jsonRows.map((r) => r.json)]) {
        const entity = hydrate(db, metadata.target as never, row);
        expect(entity).toBeInstanceOf(metadata.target as never);
        expect(entity).toEqual(hydrateAsTypeOrm(db, metadata, row));
        compared++;
      }
    }
    // The demo world fills most tables: a comparison of nothing would prove nothing.
    expect(compared).toBeGreaterThan(60);
  });

  it('turns JSON timestamps into dates, as TypeORM does', async () => {
    const db = t.app.deps.dataSource.manager;
    const [{ json }] = await db.query(`SELECT to_jsonb(u) AS json FROM users u LIMIT 1`);
    const user = hydrate(db, db.connection.getMetadata('User').target as never, json) as { createdAt: unknown; id: unknown };
    expect(user.createdAt).toBeInstanceOf(Date);
    expect(typeof user.id).toBe('string');
  });
});
