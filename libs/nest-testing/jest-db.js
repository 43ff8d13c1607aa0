// Jest options every workspace with API tests adds to the preset: database lifecycle, and serial files on PGlite.
const path = require('path');

module.exports = {
  globalSetup: path.join(__dirname, 'global-setup.js'),
  globalTeardown: path.join(__dirname, 'global-teardown.js'),
  maxWorkers: process.env.DATABASE_URL ? '50%' : 1,
  testTimeout: 30000,
};
