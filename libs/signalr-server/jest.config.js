module.exports = require('../../jest.preset.js')('node', {
  displayName: 'signalr-server',
  testTimeout: 20000,
});
