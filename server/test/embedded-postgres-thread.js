// One embedded PostgreSQL (PGlite behind its socket server) on a thread of its own: each jest worker gets one, and their
// SQL runs beside the suites' JavaScript rather than on the jest process's one thread. Started by global-setup.js.
const { parentPort } = require('node:worker_threads');

(async () => {
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const db = await PGlite.create();
  const server = new PGLiteSocketServer({ db, port: 0, host: '127.0.0.1', maxConnections: 64 });
  await server.start();
  parentPort.on('message', async (message) => {
    if (message !== 'stop') return;
    await server.stop();
    await db.close();
    parentPort.postMessage({ stopped: true });
  });
  parentPort.postMessage({ url: `postgres://postgres:postgres@${server.getServerConn()}/postgres` });
})().catch((error) => {
  parentPort.postMessage({ error: String(error?.stack ?? error) });
});
