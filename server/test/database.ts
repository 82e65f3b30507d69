import path from 'node:path';
import { Client } from 'pg';
import { connectAndMigrate } from '../src/db/database';

/**
 * A clean database for one suite, built by the real migrations.
 * On PostgreSQL (DATABASE_URL): a fresh database named after the suite file, copied from this run's template, which the
 * first suite to need it migrates (the suite's own start then finds no migration pending).
 * On the embedded PGlite: each jest worker has a backend of its own (it ignores database names), where its suites run
 * one at a time, each from a dropped-and-recreated public schema.
 */
export async function createSuiteDatabase(suiteFile: string): Promise<string> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const url = process.env.PGLITE_URL;
    if (!url) throw new Error('No DATABASE_URL and no embedded PostgreSQL (PGLITE_URL): run through jest');
    await withClient(url, async (c) => {
      await c.query('DROP SCHEMA IF EXISTS public CASCADE');
      await c.query('CREATE SCHEMA public');
    });
    return url;
  }
  // TEST_DB_PREFIX keeps parallel checkouts on one server apart.
  const prefix = process.env.TEST_DB_PREFIX ?? 'clutch_test';
  const name = `${prefix}_${path.basename(suiteFile).replace(/\W+/g, '_').toLowerCase()}`.slice(0, 60);
  const template = await migratedTemplate(adminUrl);
  await withClient(adminUrl, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await c.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
    // A test database is thrown away: its commits need not wait for the disk (the order of writes is unchanged).
    await c.query(`ALTER DATABASE "${name}" SET synchronous_commit = off`);
    // Marked as this run's (global-setup.js names the mark), so the run's global teardown drops it, whatever made it.
    const mark = process.env.TEST_RUN_MARK;
    if (mark && /^[\w ]+$/.test(mark)) await c.query(`COMMENT ON DATABASE "${name}" IS '${mark}'`);
  });
  return withDatabaseName(adminUrl, name);
}

/** Any one lock id: it keeps two jest workers from migrating the template at once. */
const TEMPLATE_LOCK = 7_140_221;

/**
 * This run's migrated template database (global-setup.js names it in TEST_TEMPLATE_DB, global-teardown.js drops it),
 * built under a lock by whichever suite comes first. Copying it takes about a quarter of the time the migrations take.
 * It is migrated under another name and renamed when complete, so a failed migration never leaves a template behind
 * (each suite then migrates on its own, and fails there as it would have).
 */
async function migratedTemplate(adminUrl: string): Promise<string | null> {
  const template = process.env.TEST_TEMPLATE_DB;
  if (!template) return null;
  return withClient(adminUrl, async (c) => {
    await c.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const exists = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (exists.rowCount) return template;
      const building = `${template}_building`;
      await c.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
      await c.query(`CREATE DATABASE "${building}"`);
      const dataSource = await connectAndMigrate(withDatabaseName(adminUrl, building), { poolSize: 1 });
      await dataSource.destroy();
      await c.query(`ALTER DATABASE "${building}" RENAME TO "${template}"`);
      return template;
    } catch {
      return null;
    } finally {
      await c.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
}

/** The same server and credentials as `url`, another database. */
function withDatabaseName(url: string, name: string): string {
  const other = new URL(url);
  other.pathname = `/${name}`;
  return other.toString();
}

async function withClient<T>(url: string, work: (c: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
