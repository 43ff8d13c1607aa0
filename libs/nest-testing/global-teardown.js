module.exports = async () => {
  for (const embedded of globalThis.__PGLITE_TEST__ ?? []) await embedded.stop();
};
