import type { DataSource } from 'typeorm';
import { startTestApp, type TestApp } from '../../test/harness';
import { createDataSource } from '../db/data-source';
import { queryPrepared } from './prepared';

/**
 * Named prepared statements (queryPrepared) on one connection, so what the session holds can be read: named on a
 * PostgreSQL server, unnamed on the embedded one; a statement whose result type a migration changed still answers.
 */
describe('queryPrepared', () => {
  let t: TestApp;
  let source: DataSource;
  // The suites' embedded PostgreSQL is reached through DATABASE_URL = PGLITE_URL.
  const embedded = () => t.databaseUrl === process.env.PGLITE_URL;

  beforeAll(async () => {
    t = await startTestApp(__filename);
    source = createDataSource(t.databaseUrl, { poolSize: 1, embedded: embedded() });
    await source.initialize();
    await source.query(`CREATE TABLE prepared_probe (a int)`);
    await source.query(`INSERT INTO prepared_probe VALUES (1), (2)`);
  });
  afterAll(async () => {
    await source?.destroy();
    await t?.stop();
  });

  const named = async () =>
    (await source.query(`SELECT statement FROM pg_prepared_statements WHERE name LIKE 'clutch\\_%'`)) as Array<{ statement: string }>;

  it('answers as a plain query would, named on PostgreSQL and unnamed on the embedded database', async () => {
    const text = `SELECT a FROM prepared_probe WHERE a >= $1 ORDER BY a`;
    expect(await queryPrepared(source.manager, text, [1])).toEqual([{ a: 1 }, { a: 2 }]);
    expect(await queryPrepared(source.manager, text, [2])).toEqual([{ a: 2 }]);
    const statements = await named();
    if (embedded()) expect(statements).toEqual([]);
    else expect(statements.map((s) => s.statement)).toEqual([text]);
  });

  it('still answers when a migration changed the statement’s result type under it', async () => {
    const text = `SELECT * FROM prepared_probe ORDER BY a`;
    expect(await queryPrepared(source.manager, text, [])).toEqual([{ a: 1 }, { a: 2 }]);
    await source.query(`ALTER TABLE prepared_probe ADD COLUMN b int DEFAULT 7`);
    expect(await queryPrepared(source.manager, text, [])).toEqual([
      { a: 1, b: 7 },
      { a: 2, b: 7 },
    ]);
    // And on from there, under a fresh name.
    expect(await queryPrepared(source.manager, text, [])).toEqual([
      { a: 1, b: 7 },
      { a: 2, b: 7 },
    ]);
  });
});
