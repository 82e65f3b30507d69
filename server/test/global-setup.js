// Runs once, outside jest's VM (plain JS): with no DATABASE_URL, start one embedded PostgreSQL for the whole run.
module.exports = async function globalSetup() {
  if (process.env.DATABASE_URL) return;
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const db = await PGlite.create();
  const server = new PGLiteSocketServer({ db, port: 0, host: '127.0.0.1', maxConnections: 64 });
  await server.start();
  globalThis.__PGLITE__ = { db, server };
  process.env.PGLITE_URL = `postgres://postgres:postgres@${server.getServerConn()}/postgres`;
};
