module.exports = async function globalTeardown() {
  const embedded = globalThis.__PGLITE__;
  if (!embedded) return;
  await embedded.server.stop();
  await embedded.db.close();
};
