import path from 'node:path';
import { Client } from 'pg';

/**
 * A clean database for one suite, built by the real migrations afterwards.
 * On PostgreSQL (DATABASE_URL): a fresh database named after the suite file.
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
  await withClient(adminUrl, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await c.query(`CREATE DATABASE "${name}"`);
    // A test database is thrown away: its commits need not wait for the disk (the order of writes is unchanged).
    await c.query(`ALTER DATABASE "${name}" SET synchronous_commit = off`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withClient(url: string, work: (c: Client) => Promise<void>) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
