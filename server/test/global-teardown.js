module.exports = async function globalTeardown() {
  const embedded = globalThis.__PGLITE__;
  if (!embedded) return;
  await Promise.all(
    embedded.map(
      ({ thread }) =>
        new Promise((resolve) => {
          thread.once('message', () => thread.terminate().then(resolve, resolve));
          thread.postMessage('stop');
        }),
    ),
  );
};
