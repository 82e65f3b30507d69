// Runs once, outside jest's VM (plain JS): with no DATABASE_URL, start one embedded PostgreSQL per jest worker, each on
// a thread of its own (embedded-postgres-thread.js). Worker N reaches its own as PGLITE_URL (embedded-url.js).
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
  if (process.env.DATABASE_URL) return;
  const count = Math.max(1, globalConfig.maxWorkers || 1);
  const embedded = await Promise.all(Array.from({ length: count }, startEmbedded));
  globalThis.__PGLITE__ = embedded;
  embedded.forEach(({ url }, index) => (process.env[`PGLITE_URL_${index + 1}`] = url));
  process.env.PGLITE_URL = embedded[0].url;
};
