module.exports = require('../../jest.preset.js')('node', {
  displayName: 'billing',
  ...require('../../libs/nest-testing/jest-db.js'),
});
