// Jest globalSetup for API tests. With DATABASE_URL set, each test file creates its own database on that server;
// otherwise one in-memory PGlite is served here for the whole run (files run serially and reset it).
module.exports = async () => {
  if (process.env.DATABASE_URL) return;
  const { PGlite } = require('@electric-sql/pglite');
  const { PGLiteSocketServer } = require('@electric-sql/pglite-socket');
  const db = await PGlite.create('memory://');
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 20 });
  await server.start();
  process.env.PGLITE_TEST_URL = `postgres://postgres@${server.getServerConn()}/postgres`;
  globalThis.__PGLITE_TEST__ = { db, server };
};
