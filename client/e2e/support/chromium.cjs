/**
 * The exact flags this machine's Chromium runs with: headless, no sandbox (root), and no network side
 * traffic (the closed network refuses it). One list for the e2e browser, client/scripts and server/bench.
 */
module.exports = {
  CHROMIUM_ARGS: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
