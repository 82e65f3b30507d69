/* global setTimeout, clearTimeout */
/** Stops the server the global setup started and removes its data dir. */
const fs = require('node:fs');
const paths = require('./paths.cjs');

module.exports = async function globalTeardown() {
  const state = globalThis.__CLUTCH_E2E__;
  if (!state) return;
  const { child, dataDir, log } = state;
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }
  fs.closeSync(log);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(paths.stateFile, { force: true });
};
