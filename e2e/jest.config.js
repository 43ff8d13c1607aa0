module.exports = require('../jest.preset.js')('node', {
  testMatch: ['<rootDir>/src/**/*.e2e.ts'],
  globalSetup: '<rootDir>/src/support/global-setup.js',
  globalTeardown: '<rootDir>/src/support/global-teardown.js',
  setupFilesAfterEnv: ['<rootDir>/src/support/csp.ts'],
  maxWorkers: 1,
  testTimeout: 60000,
});
