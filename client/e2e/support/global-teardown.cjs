/* global setTimeout, clearTimeout */
/** Stops the servers the global setup started and removes their data dirs. */
const fs = require('node:fs');
const paths = require('./paths.cjs');

async function stopServer({ child, dataDir, log }) {
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }
  fs.closeSync(log);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

module.exports = async function globalTeardown() {
  const servers = globalThis.__CLUTCH_E2E__;
  if (!servers) return;
  await Promise.all(servers.map(stopServer));
  fs.rmSync(paths.stateFile, { force: true });
};
