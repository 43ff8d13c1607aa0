module.exports = async () => {
  const embedded = globalThis.__PGLITE_TEST__;
  if (!embedded) return;
  await embedded.server.stop();
  await embedded.db.close();
};
