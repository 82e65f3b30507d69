// Runs once, outside jest's VM (plain JS). With DATABASE_URL, it names this run's template database; without it, it
// starts one embedded PostgreSQL per jest worker, each on a thread of its own (embedded-postgres-thread.js). Worker N
// reaches its own as PGLITE_URL (embedded-url.js).
const path = require('node:path');
const { Worker } = require('node:worker_threads');

function startEmbedded() {
  const thread = new Worker(path.join(__dirname, 'embedded-postgres-thread.js'));
  return new Promise((resolve, reject) => {
    thread.once('error', reject);
    thread.once('message', (message) => (message.url ? resolve({ thread, url: message.url }) : reject(new Error(message.error))));
  });
}

module.exports = async function globalSetup(globalConfig) {
  if (process.env.DATABASE_URL) {
    // This run's migrated template on the real PostgreSQL (test/database.ts builds it, global-teardown.js drops it).
    process.env.TEST_TEMPLATE_DB = `${process.env.TEST_DB_PREFIX ?? 'clutch_test'}_template_${process.pid}`;
    // The comment each suite database of this run carries (test/database.ts), so global-teardown.js drops them all.
    process.env.TEST_RUN_MARK = `clutch test run ${process.pid} ${Date.now()}`;
    return;
  }
  const count = Math.max(1, globalConfig.maxWorkers || 1);
  const embedded = await Promise.all(Array.from({ length: count }, startEmbedded));
  globalThis.__PGLITE__ = embedded;
  embedded.forEach(({ url }, index) => (process.env[`PGLITE_URL_${index + 1}`] = url));
  process.env.PGLITE_URL = embedded[0].url;
};
