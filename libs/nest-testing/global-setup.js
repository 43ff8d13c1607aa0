// Jest globalSetup for API tests. With DATABASE_URL set, each test file creates its own databases on that server;
// otherwise in-memory PGlite servers are started here for the whole run (files run serially and reset them): the
// test database, and a second one for tests that run a module alone on a database of its own. PGlite starts here,
// outside Jest's VM, because it loads its WebAssembly through a dynamic import().
module.exports = async () => {
  if (process.env.DATABASE_URL) return;
  const { PGlite } = require('@electric-sql/pglite');
  const { PGLiteSocketServer } = require('@electric-sql/pglite-socket');
  const start = async () => {
    const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm');
    const db = await PGlite.create('memory://', { extensions: { pg_trgm } });
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 20 });
    await server.start();
    return { db, server, url: `postgres://postgres@${server.getServerConn()}/postgres` };
  };
  const [first, second] = await Promise.all([start(), start()]);
  process.env.PGLITE_TEST_URL = first.url;
  process.env.PGLITE_SECOND_TEST_URL = second.url;
  globalThis.__PGLITE_TEST__ = [first, second];
};
