/* global setTimeout, fetch, AbortSignal */
/**
 * Boots the built app once per jest worker for the whole e2e run (the specs of two workers never share a server, its
 * data or its log):
 *   node server/dist/server/src/main.js  with PORT=<free port>, DATA_DIR=<fresh temp dir>,
 *   CLIENT_DIST=client/dist, and waits for GET /healthz to answer 200 (first start migrates and seeds).
 */
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const paths = require('./paths.cjs');

const HEALTH_TIMEOUT_MS = 120_000;
const CHROMIUM_WAIT_MS = 10 * 60_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function requireFile(file, hint) {
  if (!fs.existsSync(file)) throw new Error(`e2e: ${path.relative(paths.repoRoot, file)} is missing. ${hint}`);
}

/** Chromium may still be installing through apt on a fresh machine: wait for it, never download one. */
async function waitForChromium() {
  const deadline = Date.now() + CHROMIUM_WAIT_MS;
  let told = false;
  while (!fs.existsSync(paths.chromiumPath)) {
    if (Date.now() > deadline) {
      throw new Error(`e2e: no browser at ${paths.chromiumPath} after ${CHROMIUM_WAIT_MS / 1000}s (apt-get install -y chromium).`);
    }
    if (!told) {
      console.log(`e2e: waiting for ${paths.chromiumPath} to be installed...`);
      told = true;
    }
    await sleep(2000);
  }
}

async function waitForHealth(baseUrl, child, logFile) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`e2e: the server exited with code ${child.exitCode} before it was healthy.\n${tail(logFile)}`);
    }
    try {
      const res = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(5000) });
      if (res.status === 200) return;
      last = `HTTP ${res.status}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await sleep(500);
  }
  throw new Error(`e2e: /healthz not 200 within ${HEALTH_TIMEOUT_MS / 1000}s (last: ${last}).\n${tail(logFile)}`);
}

function tail(file, lines = 40) {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no server log)';
  }
}

/** Starts worker `n`'s server and waits until it is healthy. */
async function startServer(n) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clutch-e2e-data-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = paths.serverLogFile(n);
  const log = fs.openSync(logFile, 'w');

  const child = spawn(process.execPath, [paths.serverMain], {
    cwd: paths.repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      CLIENT_DIST: paths.clientDist,
      PUBLIC_URL: baseUrl,
      // Every spec's browser shares one address and runs for minutes: the API rate limit has its own server tests.
      API_RATE_LIMIT_PER_MINUTE: '1000000',
      // Likewise the auth API's per-address limits: the specs sign up and in far more than 30 times in 5 minutes from
      // one address (auth-limits.test.ts and otp-limits.test.ts test the limits themselves).
      AUTH_RATE_LIMIT_OTHER: '100000',
      AUTH_RATE_LIMIT_TOKEN: '100000',
      // The specs' fresh accounts post more than a new account may a minute (moderation/posting-rates.test.ts tests it).
      POSTING_RATE_LIMIT_PER_MINUTE: '100000',
      POSTING_RATE_LIMIT_NEW_ACCOUNT_PER_MINUTE: '100000',
      // The webhooks spec's receiver listens on loopback (link-local addresses stay refused even so).
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    },
    stdio: ['ignore', log, log],
  });

  const server = { child, dataDir, log, baseUrl };
  globalThis.__CLUTCH_E2E__.push(server);
  try {
    await waitForHealth(baseUrl, child, logFile);
  } catch (error) {
    child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  console.log(`\ne2e: app ${n} up at ${baseUrl} (data ${dataDir}, log ${path.relative(paths.repoRoot, logFile)})`);
  return server;
}

module.exports = async function globalSetup(globalConfig) {
  requireFile(paths.serverMain, 'Build first: npm run build (or npm run test:e2e from the repo root).');
  requireFile(path.join(paths.clientDist, 'index.html'), 'Build first: npm run build -w client.');
  await waitForChromium();

  fs.mkdirSync(paths.artifactsDir, { recursive: true });
  globalThis.__CLUTCH_E2E__ = [];
  const count = Math.max(1, globalConfig.maxWorkers || 1);
  const servers = await Promise.all(Array.from({ length: count }, (_, index) => startServer(index + 1)));
  fs.writeFileSync(paths.stateFile, JSON.stringify(servers.map(({ baseUrl, child, dataDir }) => ({ baseUrl, pid: child.pid, dataDir }))));
};
