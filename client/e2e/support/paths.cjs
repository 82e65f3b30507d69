/** Locations the e2e harness works with, resolved from this file (never absolute paths). */
const path = require('node:path');

const clientRoot = path.resolve(__dirname, '..', '..');
const repoRoot = path.resolve(clientRoot, '..');
const artifactsDir = path.join(clientRoot, 'e2e', 'artifacts');

module.exports = {
  repoRoot,
  clientRoot,
  clientDist: path.join(clientRoot, 'dist'),
  // The built server; E2E_SERVER_MAIN points at another build of it (e.g. while server/dist is stale).
  serverMain: process.env.E2E_SERVER_MAIN
    ? path.resolve(repoRoot, process.env.E2E_SERVER_MAIN) // relative to the repo root
    : path.join(repoRoot, 'server', 'dist', 'server', 'src', 'main.js'),
  artifactsDir,
  /** Written by the global setup, read by specs (jest runs them in other module registries): one server per worker. */
  stateFile: path.join(artifactsDir, '.e2e-state.json'),
  /** This jest worker's number (1 in band): each worker has an app server of its own (global-setup.cjs). */
  workerNumber: () => Number(process.env.JEST_WORKER_ID ?? '1'),
  /** The log (stdout and stderr) of worker `n`'s server, where it writes the mails and texts it would send. */
  serverLogFile: (n) => path.join(artifactsDir, `server-${n}.log`),
  chromiumPath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
};
