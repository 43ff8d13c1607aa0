module.exports = require('../../jest.preset.js')('node', {
  displayName: 'settings',
  ...require('../../libs/nest-testing/jest-db.js'),
});
