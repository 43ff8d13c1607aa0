module.exports = require('../../jest.preset.js')('node', {
  displayName: 'gateway',
  ...require('../../libs/nest-testing/jest-db.js'),
});
