const { Client } = require('pg');

/** Drops this run's template database (global-setup.js), if a suite built it. */
async function dropTemplate() {
  const template = process.env.TEST_TEMPLATE_DB;
  if (!process.env.DATABASE_URL || !template) return;
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    await client.query(`DROP DATABASE IF EXISTS "${template}_building" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

module.exports = async function globalTeardown() {
  await dropTemplate();
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
