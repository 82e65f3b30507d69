const { Client } = require('pg');

/**
 * Drops this run's template database (global-setup.js), if a suite built it, and the suite databases this run made
 * (test/database.ts gives each the run's comment, TEST_RUN_MARK): a run leaves nothing behind on the server. TEST_KEEP_DATABASES=1
 * keeps the suite databases, to look into a failure.
 */
async function dropRunDatabases() {
  const template = process.env.TEST_TEMPLATE_DB;
  if (!process.env.DATABASE_URL || !template) return;
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    await client.query(`DROP DATABASE IF EXISTS "${template}_building" WITH (FORCE)`);
    if (process.env.TEST_KEEP_DATABASES === '1' || !process.env.TEST_RUN_MARK) return;
    const { rows } = await client.query(`SELECT datname FROM pg_database WHERE shobj_description(oid, 'pg_database') = $1`, [
      process.env.TEST_RUN_MARK,
    ]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname.replace(/"/g, '""')}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

module.exports = async function globalTeardown() {
  await dropRunDatabases();
  const embedded = globalThis.__PGLITE__;
  if (!embedded) return;
  await Promise.all(
    embedded.map(
      ({ thread }) =>
        new Promise((resolve) => {
          thread.once('message', () => thread.terminate().then(resolve, resolve));
          thread.postMessage('stop');
        }),
    ),
  );
};
