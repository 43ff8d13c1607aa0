// Jest globalSetup for API tests. With DATABASE_URL set, each test file creates its own databases on that server;
// otherwise two in-memory embedded servers are started here for the whole run (files run serially and reset them):
// the test database, and a second one for tests that run a module alone on a database of its own. They are the
// product's own embedded server (nest-db's startEmbeddedPostgres, required as TypeScript through Jest's transform),
// so tests see the same socket and the same session queue as `npm start`. PGlite starts here, outside Jest's VM,
// because it loads its WebAssembly through a dynamic import().
const path = require('path');

module.exports = async () => {
  if (process.env.DATABASE_URL) return;
  const { startEmbeddedPostgres } = require(path.join(__dirname, '../nest-db/src/embedded'));
  const [first, second] = await Promise.all([startEmbeddedPostgres({ memory: true }), startEmbeddedPostgres({ memory: true })]);
  process.env.PGLITE_TEST_URL = first.url;
  process.env.PGLITE_SECOND_TEST_URL = second.url;
  globalThis.__PGLITE_TEST__ = [first, second];
};
